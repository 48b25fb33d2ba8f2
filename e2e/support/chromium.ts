// The Chromium the browser tests and the benchmarks drive, and the flags they start it with: one place for both.
import fs from "fs"
import { chromium as playwrightChromium, type Browser } from "@playwright/test"

export interface ChromiumChoice {
  executablePath: string
  /** Where it came from, for the run's output. */
  source: string
}

/**
 * What a Chromium is wanted for: `tests`, the lightest headless build; `browser`, the browser fans run, for what only
 * it does (its automatic dark mode, an app's installability, the benchmarks' Lighthouse).
 */
export type ChromiumUse = `tests` | `browser`

/**
 * CHROMIUM_PATH when set (for instance a Google Chrome, /usr/bin/google-chrome); else, for tests, Debian's headless shell
 * (/usr/bin/chromium-headless-shell, package chromium-headless-shell: the same Chromium's Blink and V8 without the
 * browser's UI, what Playwright itself runs headless, at half the CPU of the full browser's headless mode:
 * docs/testing.md); else Debian's /usr/bin/chromium; else the Chromium Playwright downloaded
 * (`npx playwright install chromium`), if any. Throws with what to install otherwise.
 */
export function findChromium(
  use: ChromiumUse,
  environment: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = fs.existsSync,
  playwrightsOwn: () => string = () => playwrightChromium.executablePath(),
): ChromiumChoice {
  const fromEnvironment = environment.CHROMIUM_PATH
  if (fromEnvironment) {
    if (exists(fromEnvironment)) return { executablePath: fromEnvironment, source: `CHROMIUM_PATH` }
    throw new Error(`CHROMIUM_PATH is ${fromEnvironment}, but there is no such file.`)
  }
  const headlessShell = `/usr/bin/chromium-headless-shell`
  if (use === `tests` && exists(headlessShell))
    return { executablePath: headlessShell, source: `Debian's chromium-headless-shell package` }
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
      `(apt-get install -y chromium chromium-headless-shell), or run \`npx playwright install chromium\`.`,
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

/**
 * Runs `use` with the full browser (findChromium(`browser`)), headless, started as the tests start theirs plus
 * `extraArgs`, and closes the browser however `use` ends.
 */
export async function withFullChromium<T>(
  extraArgs: readonly string[],
  use: (browser: Browser) => Promise<T>,
): Promise<T> {
  const browser = await playwrightChromium.launch({
    executablePath: findChromium(`browser`).executablePath,
    args: [...chromiumFlags, ...extraArgs],
  })
  try {
    return await use(browser)
  } finally {
    await browser.close()
  }
}
