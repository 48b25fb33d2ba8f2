// Browser tests: the production build, served statically, driven in Debian's Chromium on a desktop and a phone.
import fs from "fs"
import { defineConfig } from "@playwright/test"
import type { EngineName } from "./e2e/engines/support/engines"

// Debian's Chromium, never a downloaded browser: this machine reaches no browser download host.
const chromium = process.env.CHROMIUM_PATH || `/usr/bin/chromium`
if (!fs.existsSync(chromium)) {
  throw new Error(
    `Chromium was not found at ${chromium}. Install the Debian package \`chromium\` ` +
      `(apt-get install -y chromium), or point CHROMIUM_PATH at a Chromium binary.`,
  )
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
    trace: `retain-on-failure`,
    launchOptions: {
      executablePath: chromium,
      args: [
        `--no-sandbox`,
        `--disable-gpu`,
        `--disable-dev-shm-usage`,
        `--disable-background-networking`,
        `--disable-component-update`,
        `--no-first-run`,
        `--disable-sync`,
      ],
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
      use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      grepInvert: /@desktop/,
      testIgnore: /engines\//,
    },
    // The other engines fans' browsers run, driven outside Playwright (see e2e/engines/support/engines.ts).
    ...([`webkit`, `gecko`] as const).map((engineName) => ({
      name: engineName,
      testMatch: /engines\/.*\.spec\.ts$/,
      use: { engineName },
    })),
  ],
})
