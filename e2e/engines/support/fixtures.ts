// The cross-engine suite's `test`: one engine window per worker (chosen by the Playwright project), and the same
// builds the Chromium suite tests, served again by servers that watch what the engines ask for. Each server sends
// every page's own Content-Security-Policy a second time as Report-Only with a report address, so that whatever the
// real policy blocks is reported back here in any engine, and it records every answer that failed.
import fs from "fs"
import type http from "http"
import path from "path"
import { test as base, expect } from "@playwright/test"
import { serveBuild, type RequestObserver } from "../../support/static-server"
import { openEngine, type EngineName, type EnginePage } from "./engines"

export { expect }

const reportPath = `/__csp-report.json`
const imageEnding = /\.(png|jpe?g|webp|avif|gif|svg)$/i
const scriptEnding = /\.js$/

export interface WatchedSite {
  /** http://127.0.0.1:PORT/ (root build, with Netlify's headers) */
  root: string
  /** http://127.0.0.1:PORT/milkpatrol/ (path-prefixed build, as GitHub Pages serves it) */
  prefixed: string
  /** The root build again, answering every image request with 404, as when images cannot load. */
  imagesRefused: string
  /**
   * The root build again, answering every script file with 404: the page as it stands before its scripts arrive on a
   * slow network (the server's HTML, the head's inline scripts and the styles), for as long as a test looks.
   */
  scriptsRefused: string
  /** Policy violations reported and failed answers since the last call, in words. */
  takeProblems(): string[]
}

function policyOfPage(folder: string, sitePath: string): string | undefined {
  const file = path.join(folder, sitePath.endsWith(`/`) ? `${sitePath}index.html` : sitePath)
  if (!file.endsWith(`.html`) || !fs.existsSync(file)) return undefined
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
    fs.readFileSync(file, `utf8`),
  )
  return meta?.[1]
    ?.replace(/&#x27;|&#39;/g, `'`)
    .replace(/&quot;/g, `"`)
    .replace(/&amp;/g, `&`)
}

function watcher(
  folder: string,
  pathPrefix: string,
  problems: string[],
  { refuseImages = false, refuseScripts = false } = {},
): RequestObserver {
  const refused = (sitePath: string) =>
    (refuseImages && imageEnding.test(sitePath)) || (refuseScripts && scriptEnding.test(sitePath))
  return {
    intercept: (request: http.IncomingMessage, response: http.ServerResponse, sitePath: string) => {
      if (sitePath === reportPath) {
        let body = ``
        request.on(`data`, (chunk: Buffer) => (body += chunk.toString()))
        request.on(`end`, () => {
          problems.push(`policy violation: ${body}`)
          response.writeHead(204).end()
        })
        return true
      }
      if (refused(sitePath)) {
        response.writeHead(404, { "Content-Type": `text/plain` }).end(`refused by the test`)
        return true
      }
      const policy = policyOfPage(folder, sitePath)
      if (policy)
        response.setHeader(
          `Content-Security-Policy-Report-Only`,
          `${policy}; report-uri ${pathPrefix}${reportPath}`,
        )
      return false
    },
    answered: (sitePath, status) => {
      const expected = sitePath === reportPath || refused(sitePath)
      // Engines look for /favicon.ico on their own; routes.spec.ts proves the site's icon.
      if (status >= 400 && !expected && sitePath !== `/favicon.ico`)
        problems.push(`HTTP ${status}: ${pathPrefix}${sitePath}`)
    },
  }
}

export const test = base.extend<
  { engine: EnginePage; site: WatchedSite },
  { engineName: EngineName; workerEngine: EnginePage; workerSite: WatchedSite }
>({
  engineName: [`gecko`, { option: true, scope: `worker` }],

  workerSite: [
    async ({}, use) => {
      const rootBuild = process.env.E2E_ROOT_BUILD
      const prefixedBuild = process.env.E2E_PREFIXED_BUILD
      const pathPrefix = process.env.E2E_PATH_PREFIX ?? `/milkpatrol`
      if (!rootBuild || !prefixedBuild) throw new Error(`the global setup did not say where the builds are`)
      const netlifyConfig = path.join(rootBuild, `..`, `netlify.toml`)
      const problems: string[] = []
      const servers = await Promise.all([
        serveBuild(rootBuild, ``, { netlifyConfig, observer: watcher(rootBuild, ``, problems) }),
        serveBuild(prefixedBuild, pathPrefix, { observer: watcher(prefixedBuild, pathPrefix, problems) }),
        serveBuild(rootBuild, ``, {
          netlifyConfig,
          observer: watcher(rootBuild, ``, problems, { refuseImages: true }),
        }),
        serveBuild(rootBuild, ``, {
          netlifyConfig,
          observer: watcher(rootBuild, ``, problems, { refuseScripts: true }),
        }),
      ])
      await use({
        root: servers[0].url,
        prefixed: servers[1].url,
        imagesRefused: servers[2].url,
        scriptsRefused: servers[3].url,
        takeProblems: () => problems.splice(0),
      })
      await Promise.all(servers.map((server) => server.close()))
    },
    { scope: `worker` },
  ],

  workerEngine: [
    async ({ engineName }, use) => {
      const engine = await openEngine(engineName)
      await use(engine)
      await engine.close()
    },
    { scope: `worker`, timeout: 60_000 },
  ],

  site: async ({ workerSite }, use) => {
    workerSite.takeProblems()
    await use(workerSite)
  },

  // Every test ends with no console error (where the engine tells), no page error, no failed request and no policy
  // violation, unless the test took them itself.
  engine: async ({ workerEngine, site }, use) => {
    // The window is the worker's, but each test is a new visit: what the joke did (Sonic, the spin) is kept in the
    // tab's sessionStorage for the visit, per site, so it is cleared for every site the window may have been on.
    for (const base of [site.root, site.prefixed, site.imagesRefused, site.scriptsRefused]) {
      await workerEngine.goto(new URL(`robots.txt`, base).href)
      await workerEngine.run(`window.sessionStorage.clear()`)
    }
    // What those visits asked for (a tab's icon for a text page) is not the test's.
    site.takeProblems()
    workerEngine.takeConsoleErrors()
    await use(workerEngine)
    // Reports are sent after the event; give them a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect([...workerEngine.takeConsoleErrors(), ...site.takeProblems()]).toEqual([])
  },
})
