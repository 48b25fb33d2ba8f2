// Every page of the root build, read by the Nu HTML Checker (the W3C's validator, `vnu-jar` from npm, on Debian's
// Java: `default-jre-headless`, which .ci/run installs): no error and no warning but the ones named below, each a
// mistake of the checker's and not of the page. One Java process for every file, once, on the desktop project.
import { execFile } from "child_process"
import path from "path"
import { promisify } from "util"
import { pagesIn } from "./support/built-pages"
import { test, expect } from "./support/test"

test.skip(({ isMobile }) => isMobile, `the HTML does not depend on the screen: checked once, on the desktop`)

interface CheckerMessage {
  type: `error` | `info` | `non-document-error`
  subType?: `warning` | `fatal`
  url: string
  message: string
  extract?: string
}

/**
 * What the checker gets wrong, by its words. Its CSS checker predates container queries, so the stylesheets'
 * `container-type` and `@container` rules, valid CSS (CSS Containment Level 3), read as errors. And it reads the
 * pages as files, not served: it checks each page's policy (its CSP `<meta>`) against `file:` addresses, which
 * `'self'` never matches, and counts the JSON-LD data blocks as scripts; the three browsers run every page without a
 * report of the policy (e2e/engines/), which is what decides.
 */
const falsePositives: { because: string; message: RegExp }[] = [
  {
    because: `container queries`,
    message: /^CSS: (“container-type”|“container-name”|Unrecognized at-rule “@container”)/,
  },
  {
    because: `the policy checked against files`,
    message: /^(Inline script|Resource) violates Content Security Policy \(meta tag\)/,
  },
]

test(`@desktop the Nu HTML Checker finds nothing wrong with any page of the root build`, async () => {
  test.setTimeout(120_000)
  const rootBuild = process.env.E2E_ROOT_BUILD!
  const pages = await pagesIn(rootBuild)
  expect(pages.length).toBeGreaterThan(20)
  const { stderr } = await promisify(execFile)(
    `java`,
    [
      `-jar`,
      require.resolve(`vnu-jar/build/dist/vnu.jar`),
      `--format`,
      `json`,
      `--also-check-css`,
      `--exit-zero-always`,
      ...pages,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  const { messages } = JSON.parse(stderr) as { messages: CheckerMessage[] }
  const reported = messages.filter((message) => message.type !== `info` || message.subType === `warning`)
  const excused = reported.filter((message) =>
    falsePositives.some((known) => known.message.test(message.message)),
  )
  const problems = reported
    .filter((message) => !excused.includes(message))
    .map((message) => `${path.relative(rootBuild, new URL(message.url).pathname)}: ${message.message}`)
  test.info().annotations.push({
    type: `checked`,
    description: `${pages.length} pages; ${excused.length} known false positives (${falsePositives.map((known) => known.because).join(`, `)})`,
  })
  expect(problems).toEqual([])
})
