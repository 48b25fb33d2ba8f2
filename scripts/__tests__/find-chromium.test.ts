/** @jest-environment node */
// The browser suite runs wherever a Chromium is: CHROMIUM_PATH, then Debian's, then Playwright's own.
import { findChromium } from "../../e2e/support/chromium"

const playwrights = `/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome`
const on =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file)

test(`CHROMIUM_PATH comes first, and a wrong one says so`, () => {
  const environment = { CHROMIUM_PATH: `/usr/bin/google-chrome` }
  expect(
    findChromium(environment, on(`/usr/bin/google-chrome`, `/usr/bin/chromium`), () => playwrights),
  ).toEqual({
    executablePath: `/usr/bin/google-chrome`,
    source: `CHROMIUM_PATH`,
  })
  expect(() => findChromium(environment, on(`/usr/bin/chromium`))).toThrow(
    `CHROMIUM_PATH is /usr/bin/google-chrome, but there is no such file.`,
  )
})

test(`then Debian's chromium, then Playwright's own`, () => {
  expect(findChromium({}, on(`/usr/bin/chromium`, playwrights), () => playwrights).source).toBe(
    `Debian's chromium package`,
  )
  expect(findChromium({}, on(playwrights), () => playwrights)).toEqual({
    executablePath: playwrights,
    source: `Playwright's own Chromium`,
  })
})

test(`without any, it says what to install instead of failing obscurely`, () => {
  expect(() => findChromium({}, on(), () => playwrights)).toThrow(/npx playwright install chromium/)
  expect(() =>
    findChromium({}, on(), () => {
      throw new Error(`unsupported platform`)
    }),
  ).toThrow(/apt-get install -y chromium/)
})
