// The spin on the smallest phone a fan holds, with the largest text, and on a slow one: the armed warning fits the
// screen and can be put away to read the page, and taps made before the page came alive never let the page go.
// WebKit and Gecko: e2e/engines/spin-in-every-engine.spec.ts (CPU and network throttling are Chromium's alone).
import type { CDPSession, Page } from "@playwright/test"
import { test, expect } from "./support/test"
import { openPage, waitForHydration } from "./support/site"
import { armedWarning, putAwayText, spinButton, spinPanelOnScreen } from "./support/spin"
import { degreesPerSecond } from "./support/motion"
import { wordsBrokenAcrossLines } from "./support/words"

/** The smallest phone the site is tried on: 320 × 568 CSS pixels. */
const smallPhone = { width: 320, height: 568 }

/** A phone's text size setting at 200 %: Chromium's default font at 32 px, as the phone's setting makes it. */
async function doubleTheText(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send(`Page.setFontSizes`, { fontSizes: { standard: 32 } })
}

test(`armed on a 320 × 568 phone at 200 % text, the warning lies whole on the screen, its words whole, the page around it; put away, the page stands still to read and scrolls, and the second tap still lets go @phone`, async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize(smallPhone)
  await doubleTheText(page)
  await openPage(page, `/about/`)
  await spinButton(page).idle.click()
  const armed = spinButton(page).armed
  await expect(armed).toBeVisible()
  await expect(armed).toHaveAccessibleDescription(armedWarning)
  const panel = await page.evaluate(spinPanelOnScreen)
  test.info().annotations.push({ type: `armed panel`, description: JSON.stringify(panel) })
  expect(panel.whole, `the warning lies whole on the screen: ${JSON.stringify(panel)}`).toBe(true)
  expect(panel.covered, `the share of the screen the warning covers`).toBeLessThanOrEqual(0.5)
  expect(await page.evaluate(wordsBrokenAcrossLines, `#page aside`), `words split in the warning`).toEqual([])

  // Put away: the button waits small at the bottom edge, still armed and still described by its warning.
  await page.getByRole(`button`, { name: putAwayText }).click()
  await expect(armed).toBeVisible()
  await expect(armed).toHaveAccessibleDescription(armedWarning)
  const putAway = await page.evaluate(spinPanelOnScreen)
  test.info().annotations.push({ type: `put away`, description: JSON.stringify(putAway) })
  expect(putAway.whole, `put away, the button lies whole on the screen: ${JSON.stringify(putAway)}`).toBe(
    true,
  )
  expect(putAway.covered, `put away, the share of the screen it covers`).toBeLessThanOrEqual(0.15)
  // The page is there to read: it stands still, and what lies at the screen's middle is the page's own text.
  const heading = page.locator(`#main h1`)
  expect(await degreesPerSecond(heading, 400), `degrees a second the content turns`).toBeLessThan(0.5)
  expect(
    await page.evaluate(() => !!document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest(`#main`)),
    `the screen's middle shows the page`,
  ).toBe(true)
  // Back up the page from the button at its foot, where the fan pressed it.
  const scrolled = () => page.evaluate(() => window.scrollY)
  const before = await scrolled()
  await page.mouse.move(smallPhone.width / 2, smallPhone.height / 3)
  await page.mouse.wheel(0, -400)
  await expect.poll(scrolled, { message: `the page scrolls` }).toBeLessThan(before)

  // Put away for the visit's next pages too; and a tap on it lets the whole page go, as the owner's spin does.
  await page.getByRole(`contentinfo`).getByRole(`link`, { name: `Book us` }).click()
  await expect(page).toHaveURL(/\/booking\/$/)
  await expect(armed).toBeVisible()
  expect((await page.evaluate(spinPanelOnScreen)).covered, `put away on the next page`).toBeLessThanOrEqual(
    0.15,
  )
  await armed.click()
  await expect(spinButton(page).garbled).toHaveCount(1)
})

/** Chromium as a slow phone on a slow network: 6 × slower CPU, and DevTools' "Slow 3G". */
async function slowPhone(page: Page): Promise<CDPSession> {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send(`Network.enable`)
  // DevTools' Slow 3G: 2 s of latency, 400 kbit/s down and up.
  await devtools.send(`Network.emulateNetworkConditions`, {
    offline: false,
    latency: 2000,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  })
  await devtools.send(`Emulation.setCPUThrottlingRate`, { rate: 6 })
  return devtools
}

for (const second of [
  `before the scripts took over`,
  `after the scripts took over, before the page came alive`,
])
  test(`on a slow phone (6 × CPU, Slow 3G), a tap on "Make it spin!" and a second one ${second} arm it and show its last warning, never let it go @phone`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    // Each tap, as the page met it: whether the site's scripts had taken over, and whether what showed was the styles'
    // stand-in of the armed warning (early-taps.ts), which goes once React has drawn the warning itself.
    await page.addInitScript((tapAsScriptsTakeOver) => {
      const taps: { tookOver: boolean; standIn: boolean }[] = []
      Object.assign(window, { __taps: taps })
      // The moment the site's scripts take over from the head's (early-taps.ts: they set ___earlyTaps to null as
      // React starts to hydrate), a tap on what shows, in the next task: no driver's round trip is that quick, and
      // a finger lands there only by chance (one run in two).
      let noted: unknown
      Object.defineProperty(window, `___earlyTaps`, {
        configurable: true,
        get: () => noted,
        set: (value: unknown) => {
          noted = value
          if (value === null && tapAsScriptsTakeOver)
            setTimeout(() => document.querySelector<HTMLElement>(`#page aside button`)?.click())
        },
      })
      addEventListener(
        `click`,
        () =>
          taps.push({
            tookOver: (window as unknown as { ___earlyTaps?: unknown }).___earlyTaps === null,
            standIn: document.documentElement.hasAttribute(`data-early-tapped`),
          }),
        true,
      )
    }, second !== `before the scripts took over`)
    const devtools = await slowPhone(page)
    await page.goto(`/`, { waitUntil: `commit`, timeout: 120_000 })
    // The server's button, then the styles' stand-in of the armed warning where it was: each tap aimed at what shows.
    const shown = page.locator(`#page aside button`)
    await shown.click({ timeout: 120_000 })
    if (second === `before the scripts took over`) {
      // At once, where the warning shows: a finger does not wait for the page.
      const standIn = (await shown.boundingBox())!
      await page.mouse.click(standIn.x + standIn.width / 2, standIn.y + standIn.height / 2)
    }
    await waitForHydration(page)
    const taps = await page.evaluate(() => (window as unknown as { __taps: unknown[] }).__taps)
    const tookOver = second !== `before the scripts took over`
    expect(taps, `the two taps, as the page met them`).toEqual([
      { tookOver: false, standIn: false },
      { tookOver, standIn: true },
    ])
    await expect(spinButton(page).armed).toBeVisible({ timeout: 60_000 })
    // Whatever React replays of the taps it heard before it was alive has acted by now.
    await page.waitForTimeout(2_000)
    await expect(spinButton(page).garbled).toHaveCount(0)
    await expect(page.getByText(armedWarning, { exact: true })).toBeVisible()
    // A tap on the warning React drew is the fan's answer to it: that one lets go.
    await devtools.send(`Emulation.setCPUThrottlingRate`, { rate: 1 })
    await spinButton(page).armed.click()
    await expect(spinButton(page).garbled).toHaveCount(1)
  })
