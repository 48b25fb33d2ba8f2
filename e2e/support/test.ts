// The `test` every browser test uses: it points the page at the served build and fails a test on any console
// error, page error or failed request that the test did not say it expects.
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Request,
  type Response,
  type WebError,
} from "@playwright/test"

export { expect }

/** The browser's own look-up of /favicon.ico: one test in routes.spec.ts proves the icon, instead of every test. */
const faviconProblem = /\/favicon\.ico$/

export class SiteProblems {
  private readonly seen: string[] = []
  private readonly expected: RegExp[] = []

  /**
   * Listen to a browser context: the test's own, or one a test opens itself. Returns how to stop listening (for a
   * context kept for the next test: support/editor-browser.ts).
   */
  watch(context: BrowserContext): () => void {
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === `error`)
        this.seen.push(`console error: ${message.text()} at ${message.location().url}`)
    }
    const onWebError = (webError: WebError) => this.seen.push(`page error: ${webError.error().message}`)
    const onRequestFailed = (request: Request) => {
      const reason = request.failure()?.errorText
      // A navigation cancels what the page it leaves was still loading; a visitor sees nothing of that.
      if (reason === `net::ERR_ABORTED`) return
      this.seen.push(`request failed: ${request.url()} (${reason})`)
    }
    const onResponse = (response: Response) => {
      if (response.status() >= 400) this.seen.push(`HTTP ${response.status()}: ${response.url()}`)
    }
    context.on(`console`, onConsole)
    context.on(`weberror`, onWebError)
    context.on(`requestfailed`, onRequestFailed)
    context.on(`response`, onResponse)
    return () => {
      context.off(`console`, onConsole)
      context.off(`weberror`, onWebError)
      context.off(`requestfailed`, onRequestFailed)
      context.off(`response`, onResponse)
    }
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
      const stopWatching = problems.watch(context)
      await use(problems)
      stopWatching()
      expect(problems.unexpected(), `console errors, page errors or failed requests`).toEqual([])
    },
    { auto: true },
  ],
})
