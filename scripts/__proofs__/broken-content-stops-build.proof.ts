/** @jest-environment node */
// Broken content stops a real build and the site that is online stays as it was: with one of each kind of break (a
// value, a file gatsby-config.ts reads before the hook runs, a file on disk), `npm run build` fails in a copy of the
// project, prints the problem, and leaves the last good site in public/ byte for byte as it was. No step of the build
// script checks the content before Gatsby starts: gatsby-node.ts's onPreInit does, before Gatsby changes public/.
// Jest runs every broken input through the build's hook in-process (src/content-model/__tests__/failed-build.test.ts);
// only what a build alone can show is built here.
import { promises as fs } from "fs"
import path from "path"
import { brokenInputs, breakContent } from "../../src/content-model/__fixtures__/broken-inputs"
import { fileDigests } from "../../src/test-support/file-digests"
import { projectCopy, runIn } from "./project-in-a-copy"

/** The files of a built site that a failed build must not touch; a cache-less build would delete the .html and .css. */
const lastGoodSite: Record<string, string> = {
  "index.html": `<!doctype html><title>Milk Patrol</title><h1>Central Illinois' Number 1 Dairy Based Band</h1>`,
  "schedule/index.html": `<!doctype html><title>Milk Patrol-Schedule</title>`,
  "styles.css": `body { background: white; }`,
  "page-data/app-data.json": `{"webpackCompilationHash":"good"}`,
  "static/poster.png": `pretend poster bytes`,
}

let siteDir: string

beforeAll(async () => {
  siteDir = await projectCopy(`milk-patrol-broken-`)
  for (const [file, text] of Object.entries(lastGoodSite)) {
    await fs.mkdir(path.dirname(path.join(siteDir, `public`, file)), { recursive: true })
    await fs.writeFile(path.join(siteDir, `public`, file), text)
  }
}, 120_000)

afterAll(async () => {
  if (siteDir) await fs.rm(siteDir, { recursive: true, force: true })
})

/** One of each kind of break: a value, a file the config reads before the hook runs, and a file on disk. */
const realBuilds = [
  `a date that does not exist`,
  `a missing comma in band.json (which gatsby-config.ts also reads)`,
  `a poster that is not there`,
]

describe.each(realBuilds)(`npm run build with %s`, (name) => {
  test(`fails, prints the problem, and leaves public/ as it was`, async () => {
    const input = brokenInputs[name]!
    await breakContent(siteDir, input)
    const before = await fileDigests(path.join(siteDir, `public`))

    const build = runIn(siteDir, `npm`, [`run`, `build`], { PATH_PREFIX: ``, SITE_URL: `` })

    expect(build.output.split(`\n`)).toContain(input.expected)
    expect(build.status).not.toBe(0)
    expect(await fileDigests(path.join(siteDir, `public`))).toEqual(before)
    expect(Object.keys(before).sort()).toEqual(Object.keys(lastGoodSite).sort())
  }, 900_000)
})
