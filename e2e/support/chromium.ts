// The Chromium the browser tests and the benchmarks drive, and the flags they start it with: one place for both.
import fs from "fs"
import { chromium as playwrightChromium } from "@playwright/test"

export interface ChromiumChoice {
  executablePath: string
  /** Where it came from, for the run's output. */
  source: string
}

/**
 * CHROMIUM_PATH when set (GitHub's runners: /usr/bin/google-chrome), else Debian's /usr/bin/chromium, else the
 * Chromium Playwright downloaded (`npx playwright install chromium`), if any. Throws with what to install otherwise.
 */
export function findChromium(
  environment: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = fs.existsSync,
  playwrightsOwn: () => string = () => playwrightChromium.executablePath(),
): ChromiumChoice {
  const fromEnvironment = environment.CHROMIUM_PATH
  if (fromEnvironment) {
    if (exists(fromEnvironment)) return { executablePath: fromEnvironment, source: `CHROMIUM_PATH` }
    throw new Error(`CHROMIUM_PATH is ${fromEnvironment}, but there is no such file.`)
  }
  const debians = `/usr/bin/chromium`
  if (exists(debians)) return { executablePath: debians, source: `Debian's chromium package` }
  let downloaded = ``
  try {
    downloaded = playwrightsOwn()
  } catch {
    // Playwright knows no Chromium for this platform.
  }
  if (downloaded && exists(downloaded))
    return { executablePath: downloaded, source: `Playwright's own Chromium` }
  throw new Error(
    `No Chromium found: set CHROMIUM_PATH to a Chromium or Chrome binary, install Debian's \`chromium\` ` +
      `(apt-get install -y chromium), or run \`npx playwright install chromium\`.`,
  )
}

/** Started the same way everywhere: headless in a container, without the browser's own background traffic. */
export const chromiumFlags = [
  `--no-sandbox`,
  `--disable-gpu`,
  `--disable-dev-shm-usage`,
  `--disable-background-networking`,
  `--disable-component-update`,
  `--no-first-run`,
  `--disable-sync`,
]
