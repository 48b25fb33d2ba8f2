// The site as hosts and returning users get it: built a second time over the first build's cache and public/
// (e2e/support/builds.ts builds the root site twice, and every browser test runs against that rebuild). Every page
// holds one policy that allows exactly its inline scripts, and React still hydrates. And the run's plan of builds:
// one cold build per copy, the GitHub Pages copy's a light one (the Pages fixture's four shows).
import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import { stripVTControlCharacters } from "util"
import type { Page } from "@playwright/test"
import { test, expect } from "./support/test"
import {
  buildLogs,
  coldBuildLogs,
  pagesSiteUrl,
  pathPrefix,
  readBuildRecords,
  readPublicFiles,
} from "./support/builds"
import { contentOf, type Build } from "./support/content"
import { openPage, routes, switchToSonic } from "./support/site"
import { armedText, spinButton } from "./support/spin"

const notFoundPath = `/no-such-page/`
/** Where e2e/support/builds.ts keeps the builds' logs, as the global setup says. */
const logsFolder = process.env.E2E_BUILD_LOGS ?? ``
const sha256 = (text: string) => `'sha256-${createHash(`sha256`).update(text, `utf8`).digest(`base64`)}'`

/** Collect the browser's own reports of what the page's policy blocked, from before the first script runs. */
async function recordPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { policyViolations: seen })
    document.addEventListener(`securitypolicyviolation`, (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || `an inline script`}`),
    )
  })
}
const policyViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations)

test(`the site under test is a rebuild over the previous build`, async ({ request }) => {
  const [, firstLog, rebuildLog] = buildLogs.map((log) => path.join(logsFolder, log))
  // The second root build started from the first one's cache and output, restored as a deploy's is, and finished
  // after the first one had.
  const rebuild = fs.readFileSync(rebuildLog!, `utf8`)
  expect(rebuild).toContain(`Found a Gatsby cache`)
  expect(rebuild).toContain(`Done building`)
  const firstEnded = fs.statSync(firstLog!).mtimeMs
  expect(fs.statSync(rebuildLog!).mtimeMs).toBeGreaterThan(firstEnded)
  // What the tests are served is the public/ that rebuild wrote into, written to after the first build ended.
  const rootBuild = process.env.E2E_ROOT_BUILD!
  expect(await (await request.get(`/`)).text()).toBe(
    fs.readFileSync(path.join(rootBuild, `index.html`), `utf8`),
  )
  const written = fs
    .readdirSync(rootBuild, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  expect(Math.max(...written)).toBeGreaterThan(firstEnded)
})

test(`the rebuild, with nothing changed, leaves every file in public/ as the cold build wrote it`, () => {
  // Above all app-data.json, whose compilation hash every page also carries: a new one makes each fan's open tab
  // reload at its next click, and Gatsby rewrites every page. The first rebuild after a cold build once gave the same
  // scripts a new hash (src/gatsby/webpack.ts: the stylesheets' child compilations).
  const [, coldLog, rebuildLog] = buildLogs
  const cold = readPublicFiles(logsFolder, coldLog)
  const rebuilt = readPublicFiles(logsFolder, rebuildLog)
  const files = [...new Set([...Object.keys(cold), ...Object.keys(rebuilt)])]
  expect(files).toContain(`page-data/app-data.json`)
  expect(files.filter((file) => cold[file] !== rebuilt[file])).toEqual([])
})

test(`the run builds each copy from nothing once: every other build starts from its copy's last build`, () => {
  // What the builds of this run recorded (e2e/support/builds.ts), the editor's rebuild among them once it has run.
  const records = readBuildRecords(logsFolder)
  expect(records.map(({ log }) => log)).toEqual(expect.arrayContaining([...buildLogs]))
  expect(
    records
      .filter(({ cache }) => cache === `cold`)
      .map(({ log }) => log)
      .sort(),
  ).toEqual([...coldBuildLogs].sort())
  const coldCopies = records.filter(({ cache }) => cache === `cold`).map(({ site }) => site)
  expect(new Set(coldCopies).size).toBe(coldCopies.length)
})

test(`the GitHub Pages copy is built from its own small fixture, which the prefixed build's tests read: under half the root build's image jobs`, () => {
  const records = readBuildRecords(logsFolder)
  const [prefixed, root] = coldBuildLogs.map((log) => records.find((record) => record.log === log)!)
  const showsIn = (build: Build) => {
    const { upcoming, previous } = contentOf(build).splitShows()
    return upcoming.length + previous.length
  }
  // Each build was made from the content its tests read (e2e/support/content.ts), and the Pages fixture is the smaller.
  expect({ prefixed: prefixed!.shows, root: root!.shows }).toEqual({
    prefixed: showsIn(`prefixed`),
    root: showsIn(`root`),
  })
  expect(prefixed!.shows).toBeLessThan(root!.shows)
  // Both cold builds drew their posters; the prefixed one, which proves a shape, a fraction of the root one's.
  expect(prefixed!.imageJobs).toBeGreaterThan(0)
  expect(
    prefixed!.imageJobs,
    `the prefixed build's image jobs, against the root build's ${root!.imageJobs}`,
  ).toBeLessThan(root!.imageJobs / 2)
})

test(`each copy's build leaves in its .cache/ what it was built for, so a cache restored without node_modules/ is kept`, () => {
  // GitHub's deploy workflow restores .cache/ and public/ alone into a fresh checkout; the build keeps them only when
  // they say they were built for the same prefix and address (src/gatsby/cache-per-address.ts).
  const record = (site: string) =>
    fs.readFileSync(path.join(site, `.cache`, `milk-patrol-path-prefix`), `utf8`)
  expect(record(process.env.E2E_PAGES_SITE!)).toBe(`${pathPrefix} at ${pagesSiteUrl}`)
  expect(record(path.dirname(process.env.E2E_ROOT_BUILD!))).toBe(``)
})

test(`every build leaves the GraphQL types as they are in the checkout, with Netlify's adapter or without`, async () => {
  // Both copies' builds write src/gatsby-types.d.ts (graphqlTypegen): GitHub Pages' without the adapter, Netlify's
  // with it. The same file as the one tracked: a build leaves the checkout as it found it, and its types are current.
  const tracked = fs.readFileSync(path.join(__dirname, `..`, `src`, `gatsby-types.d.ts`), `utf8`)
  const rootSite = path.dirname(process.env.E2E_ROOT_BUILD!)
  for (const site of [process.env.E2E_PAGES_SITE!, rootSite])
    expect(fs.readFileSync(path.join(site, `src`, `gatsby-types.d.ts`), `utf8`) === tracked, site).toBe(true)
})

test(`every build (GitHub Pages', Netlify's and Netlify's again over its restored cache, drawing no picture) is free of Gatsby's errors and warnings`, async () => {
  for (const log of buildLogs) {
    const text = stripVTControlCharacters(fs.readFileSync(path.join(logsFolder, log), `utf8`))
    // Gatsby's own (npm's "npm warn" about the machine's settings are not the build's).
    expect(
      text.split(`\n`).filter((line) => /^(warn(ing)?|error|ERROR)\b/.test(line.trim())),
      log,
    ).toEqual([])
  }
  // The root builds ran Netlify's adapter, declared (not installed on the fly), and the rebuild restored its cache.
  const [, root, rootAgain] = buildLogs.map((log) => fs.readFileSync(path.join(logsFolder, log), `utf8`))
  for (const log of [root, rootAgain]) expect(log).toContain(`Using gatsby-adapter-netlify adapter`)
  expect(root).not.toContain(`Installing Netlify adapter`)
  expect(rootAgain).toContain(`Found a Gatsby cache`)
  // What it restored spares the rebuild every picture: no image job for Gatsby, no link preview drawn.
  expect(root).toMatch(/IMAGE_PROCESSING jobs/)
  expect(rootAgain).not.toMatch(/IMAGE_PROCESSING jobs/)
  expect(rootAgain).toMatch(/Link previews: [^\n]*; 0 pictures drawn/)
})

for (const route of [...routes, { path: notFoundPath, title: `404` }]) {
  test(`${route.path} after a rebuild: one policy, allowing exactly the inline scripts the page holds`, async ({
    page,
    siteProblems,
  }) => {
    if (route.path === notFoundPath) siteProblems.expect(/no-such-page/)
    await recordPolicyViolations(page)
    await openPage(page, route.path)

    // What the browser itself was sent, before React touched the document.
    const html = await (await page.request.get(route.path)).text()
    const policies = [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/g)]
    expect(policies).toHaveLength(1)
    const allowed =
      (policies[0]?.[1] ?? ``)
        .match(/script-src ([^;]*)/)?.[1]
        ?.split(` `)
        .slice(1) ?? []
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes = ``, body = ``]) => body && !/application\/(ld\+)?json/.test(attributes))
      .map(([, , body = ``]) => sha256(body))
    expect(inlineScripts.length).toBeGreaterThan(0)
    expect([...allowed].sort()).toEqual([...new Set(inlineScripts)].sort())
    expect(await policyViolations(page)).toEqual([])
  })
}

test(`after a rebuild the theme switch and the spin button work, with no policy violation`, async ({
  page,
}) => {
  await recordPolicyViolations(page)
  await switchToSonic(page)
  await openPage(page, `/`)
  await spinButton(page).idle.click()
  await expect(spinButton(page).armed).toHaveText(armedText)
  expect(await policyViolations(page)).toEqual([])
})
