/** @jest-environment node */
// The browser suite runs wherever a Chromium is: CHROMIUM_PATH, then Debian's headless shell (tests only), then
// Debian's browser, then Playwright's own.
import { findChromium } from "../../e2e/support/chromium"

const playwrights = `/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome`
const on =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file)

test(`CHROMIUM_PATH comes first, and a wrong one says so`, () => {
  const environment = { CHROMIUM_PATH: `/usr/bin/google-chrome` }
  expect(
    findChromium(`tests`, environment, on(`/usr/bin/google-chrome`, `/usr/bin/chromium`), () => playwrights),
  ).toEqual({
    executablePath: `/usr/bin/google-chrome`,
    source: `CHROMIUM_PATH`,
  })
  expect(() => findChromium(`tests`, environment, on(`/usr/bin/chromium`))).toThrow(
    `CHROMIUM_PATH is /usr/bin/google-chrome, but there is no such file.`,
  )
})

const shell = `/usr/bin/chromium-headless-shell`

test(`tests get Debian's headless shell, the full browser for what only it does`, () => {
  const both = on(shell, `/usr/bin/chromium`)
  expect(findChromium(`tests`, {}, both)).toEqual({
    executablePath: shell,
    source: `Debian's chromium-headless-shell package`,
  })
  expect(findChromium(`browser`, {}, both).executablePath).toBe(`/usr/bin/chromium`)
  expect(() => findChromium(`browser`, {}, on(shell), () => playwrights)).toThrow(/No Chromium found/)
})

test(`then Debian's chromium, then Playwright's own`, () => {
  expect(findChromium(`tests`, {}, on(`/usr/bin/chromium`, playwrights), () => playwrights).source).toBe(
    `Debian's chromium package`,
  )
  expect(findChromium(`tests`, {}, on(playwrights), () => playwrights)).toEqual({
    executablePath: playwrights,
    source: `Playwright's own Chromium`,
  })
})

test(`without any, it says what to install instead of failing obscurely`, () => {
  expect(() => findChromium(`tests`, {}, on(), () => playwrights)).toThrow(/npx playwright install chromium/)
  expect(() =>
    findChromium(`tests`, {}, on(), () => {
      throw new Error(`unsupported platform`)
    }),
  ).toThrow(/apt-get install -y chromium/)
})
