// Browser tests: the production build, served statically, driven in Chromium on a desktop and a phone.
import { defineConfig } from "@playwright/test"
import { chromiumFlags, findChromium } from "./e2e/support/chromium"
import type { EngineName } from "./e2e/engines/support/engines"
import { phoneScreen } from "./e2e/support/phone"

// CHROMIUM_PATH, else Debian's headless shell, else Debian's browser, else Playwright's own
// (e2e/support/chromium.ts); said once, by the main process, not by every worker.
const chromium = findChromium(`tests`)
if (process.env.TEST_WORKER_INDEX === undefined) {
  console.log(`Chromium: ${chromium.executablePath} (${chromium.source})`)
}

export default defineConfig<{ engineName: EngineName }>({
  testDir: `e2e`,
  globalSetup: `./e2e/global-setup.ts`,
  outputDir: `test-results`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: !!process.env.CI,
  reporter: [[process.env.CI ? `line` : `list`], [`json`, { outputFile: `playwright-report/results.json` }]],
  use: {
    headless: true,
    screenshot: `only-on-failure`,
    // A failed test keeps a trace of its actions and the page's DOM at each (npx playwright show-trace), without the
    // screencast, whose frames were a third of the suite's CPU (spin, accessibility and the editor's table, 2 workers:
    // 425 CPU-seconds with it, 277 without; docs/testing.md).
    trace: { mode: `retain-on-failure`, screenshots: false, snapshots: true, sources: true },
    launchOptions: {
      executablePath: chromium.executablePath,
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: `desktop`,
      use: { viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
      testIgnore: /engines\//,
    },
    {
      name: `phone`,
      use: phoneScreen,
      grepInvert: /@desktop/,
      // What a phone changes: layout, touch, the menu, the spin and Sonic. The specs of what the server sends (routes,
      // static HTML, headers, search results, the path prefix, the rebuild) and the editor (used on a computer) say
      // the same at any width, so they run once, on the desktop.
      testIgnore: [
        /engines\//,
        /\/(routes|static-html|rebuild|path-prefix|scripts|headers|seo|cms[\w-]*)\.spec\.ts$/,
      ],
    },
    // The other engines fans' browsers run, driven outside Playwright (see e2e/engines/support/engines.ts).
    ...([`webkit`, `gecko`] as const).map((engineName) => ({
      name: engineName,
      testMatch: /engines\/.*\.spec\.ts$/,
      use: { engineName },
    })),
  ],
})
