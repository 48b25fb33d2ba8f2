// The spin button: idle, armed (content spins, nav holds still), full (everything spins), no way back.
import type { Locator, Page } from "@playwright/test"
import { test, expect } from "./support/test"
import { degreesOnScreen, degreesPerSecond } from "./support/motion"
import { followNavLink, mainNav, openPage } from "./support/site"
import { armedText, idleText, idleWarning, spinButton } from "./support/spin"

const idleButton = (page: Page) => spinButton(page).idle
const armedButton = (page: Page) => spinButton(page).armed
const garbledButton = (page: Page) => spinButton(page).garbled

/** Content of the main area: the heading on Home. */
const content = (page: Page) => page.locator(`#main h1`).first()
/** Anything below this many degrees a second is standing still (measurement noise is far smaller). */
const still = 0.5

/** Turning at a visible speed; retried, because an animation on a freshly rendered element starts a little late. */
async function expectTurning(target: Locator) {
  await expect.poll(() => degreesPerSecond(target, 400), { timeout: 10_000 }).toBeGreaterThan(10)
}

test(`idle: the button invites a spin and warns, and nothing turns`, async ({ page }) => {
  await openPage(page, `/`)
  const button = idleButton(page)
  await expect(button).toBeVisible()
  await expect(button).toBeEnabled()
  await expect(page.getByText(idleWarning, { exact: true })).toBeVisible()
  await expect(button).toHaveAccessibleDescription(idleWarning)
  expect(await degreesPerSecond(content(page), 300)).toBeLessThan(still)
})

test(`armed: the button warns, sits at the centre of the screen, and the content spins while the nav holds still`, async ({
  page,
}) => {
  await openPage(page, `/`)
  await idleButton(page).click()
  const armed = armedButton(page)
  await expect(armed).toBeVisible()
  await expect(armed).toBeEnabled()
  // A stronger warning replaces the first one.
  await expect(page.getByText(idleWarning, { exact: true })).toHaveCount(0)
  await expect(armed).toHaveAccessibleDescription(/\w{3,}/)
  await expectCentred(page, armed)
  // It stays there when the page scrolls.
  await page.mouse.wheel(0, 400)
  await page.evaluate(() => window.scrollBy(0, 400))
  await expectCentred(page, armed)

  await expectTurning(content(page))
  const navBefore = await mainNav(page).boundingBox()
  expect(await degreesPerSecond(mainNav(page), 500)).toBeLessThan(still)
  expect(await mainNav(page).boundingBox()).toEqual(navBefore)
  // Continuously: still turning a moment later.
  expect(await degreesPerSecond(content(page), 400)).toBeGreaterThan(10)

  // Armed survives client-side navigation.
  await followNavLink(page, `FAQ`)
  await expect(armedButton(page)).toBeVisible()
  await expectTurning(content(page))
})

/**
 * The button, together with the warning that describes it and what puts the warning away, sits at the centre of the
 * window.
 */
async function expectCentred(page: Page, button: import("@playwright/test").Locator) {
  const box = await button.evaluate((element) => {
    const warning = document.getElementById(element.getAttribute(`aria-describedby`) ?? ``)
    const others = Array.from(element.closest(`aside`)?.querySelectorAll(`button`) ?? [])
    const rects = [element, warning, ...others].flatMap((part) =>
      part ? [part.getBoundingClientRect()] : [],
    )
    const left = Math.min(...rects.map((rect) => rect.left))
    const top = Math.min(...rects.map((rect) => rect.top))
    const right = Math.max(...rects.map((rect) => rect.right))
    const bottom = Math.max(...rects.map((rect) => rect.bottom))
    return { x: left, y: top, width: right - left, height: bottom - top }
  })
  const viewport = page.viewportSize()
  expect(viewport).toBeTruthy()
  if (!viewport) return
  expect(
    Math.abs(box.x + box.width / 2 - viewport.width / 2),
    `horizontal distance from the centre`,
  ).toBeLessThan(3)
  expect(
    Math.abs(box.y + box.height / 2 - viewport.height / 2),
    `vertical distance from the centre`,
  ).toBeLessThan(3)
}

test(`full: the button turns to gibberish and gives up, the whole page spins and stays spinning across pages`, async ({
  page,
}) => {
  await openPage(page, `/`)
  await idleButton(page).click()
  await armedButton(page).click()
  const garbled = garbledButton(page)
  await expect(garbled).toHaveCount(1)
  const text = (await garbled.innerText()).trim()
  expect(text.length, `the garbled text has some length`).toBeGreaterThanOrEqual(5)
  expect(text).not.toContain(idleText)
  expect(text).not.toContain(armedText)
  expect(new Set(text).size, `random-looking: many different characters`).toBeGreaterThanOrEqual(4)
  await expectTurning(mainNav(page))

  // No way back, and it survives navigation (by keyboard: nothing holds still long enough for a click).
  await followNavLink(page, `About`, { keyboard: true })
  await expect(garbledButton(page)).toHaveCount(1)
  await expect(idleButton(page)).toHaveCount(0)
  await expect(armedButton(page)).toHaveCount(0)
  await expectTurning(mainNav(page))
})

test(`with reduced motion the spin comes without motion: the content stands turned, then the whole page, for good`, async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: `reduce` })
  await openPage(page, `/`)
  await idleButton(page).click()
  await expect(armedButton(page)).toBeVisible()
  // Turned: far enough from upright that a fan sees the joke.
  await expect
    .poll(async () => Math.abs(await degreesOnScreen(content(page))), {
      message: `the content stands turned`,
    })
    .toBeGreaterThan(3)
  expect(await degreesPerSecond(content(page), 1500), `degrees a second the content turns`).toBeLessThan(
    still,
  )
  expect(await degreesOnScreen(mainNav(page)), `the nav stands upright`).toBe(0)

  await armedButton(page).click()
  await expect(garbledButton(page)).toHaveCount(1)
  await expect
    .poll(async () => Math.abs(await degreesOnScreen(mainNav(page))), {
      message: `the whole page stands turned`,
    })
    .toBeGreaterThan(3)
  expect(await degreesPerSecond(mainNav(page), 1500), `degrees a second the whole page turns`).toBeLessThan(
    still,
  )
  expect(await degreesPerSecond(content(page), 1000), `degrees a second the content turns`).toBeLessThan(
    still,
  )

  // No way back, on the next page either (by keyboard, as in the full spin).
  await followNavLink(page, `About`, { keyboard: true })
  await expect(garbledButton(page)).toHaveCount(1)
  expect(Math.abs(await degreesOnScreen(mainNav(page))), `the next page stands turned`).toBeGreaterThan(3)
  expect(await degreesPerSecond(mainNav(page), 1000)).toBeLessThan(still)
})

test(`the spin stays for the visit, as its warning says it never stops: a reload finds it armed, then in full`, async ({
  page,
}) => {
  await openPage(page, `/about/`)
  await idleButton(page).click()
  await expect(armedButton(page)).toBeVisible()
  await page.reload()
  await expect(armedButton(page)).toBeVisible()
  await expectTurning(content(page))

  await armedButton(page).click()
  await expect(garbledButton(page)).toHaveCount(1)
  await openPage(page, `/faq/`)
  await expect(garbledButton(page)).toHaveCount(1)
  await expect(idleButton(page)).toHaveCount(0)
  await expectTurning(mainNav(page))
})
