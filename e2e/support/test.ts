// The `test` every browser test uses: it points the page at the served build and fails a test on any console
// error, page error or failed request that the test did not say it expects.
import { test as base, expect, type BrowserContext } from "@playwright/test"

export { expect }

/** The browser's own look-up of /favicon.ico: one test in routes.spec.ts proves the icon, instead of every test. */
const faviconProblem = /\/favicon\.ico$/

export class SiteProblems {
  private readonly seen: string[] = []
  private readonly expected: RegExp[] = []

  /** Listen to a browser context: the test's own, or one a test opens itself. */
  watch(context: BrowserContext): void {
    context.on(`console`, (message) => {
      if (message.type() === `error`)
        this.seen.push(`console error: ${message.text()} at ${message.location().url}`)
    })
    context.on(`weberror`, (webError) => this.seen.push(`page error: ${webError.error().message}`))
    context.on(`requestfailed`, (request) => {
      const reason = request.failure()?.errorText
      // A navigation cancels what the page it leaves was still loading; a visitor sees nothing of that.
      if (reason === `net::ERR_ABORTED`) return
      this.seen.push(`request failed: ${request.url()} (${reason})`)
    })
    context.on(`response`, (response) => {
      if (response.status() >= 400) this.seen.push(`HTTP ${response.status()}: ${response.url()}`)
    })
  }

  /** Say that problems matching `pattern` are part of what the test provokes (a 404, blocked images). */
  expect(pattern: RegExp): void {
    this.expected.push(pattern)
  }

  unexpected(): string[] {
    return this.seen
      .filter((problem) => !this.expected.some((pattern) => pattern.test(problem)))
      .filter((problem) => !faviconProblem.test(problem))
  }
}

function fromGlobalSetup(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`npm run test:e2e\``)
  return value
}

export const test = base.extend<{ siteProblems: SiteProblems; prefixedSiteURL: string }>({
  baseURL: async ({}, use) => {
    await use(fromGlobalSetup(`E2E_BASE_URL`))
  },
  prefixedSiteURL: async ({}, use) => {
    await use(fromGlobalSetup(`E2E_PREFIXED_URL`))
  },
  siteProblems: [
    async ({ context }, use) => {
      const problems = new SiteProblems()
      problems.watch(context)
      await use(problems)
      expect(problems.unexpected(), `console errors, page errors or failed requests`).toEqual([])
    },
    { auto: true },
  ],
})
