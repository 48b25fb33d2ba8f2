// The spin button: idle, armed (content spins, nav holds still), full (everything spins), no way back.
import type { Page } from "@playwright/test"
import { test, expect } from "./support/test"
import { degreesPerSecond, secondsPerTurn } from "./support/motion"
import { followNavLink, mainNav, openPage } from "./support/site"
import { armedText, idleText, idleWarning, spinButton } from "./support/spin"

const idleButton = (page: Page) => spinButton(page).idle
const armedButton = (page: Page) => spinButton(page).armed
const garbledButton = (page: Page) => spinButton(page).garbled

/** Content of the main area: the heading on Home. */
const content = (page: Page) => page.locator(`#main h1`).first()
/** Anything below this many degrees a second is standing still (measurement noise is far smaller). */
const still = 0.5

test(`idle: the button invites a spin and warns, and nothing turns`, async ({ page }) => {
  await openPage(page, `/`)
  const button = idleButton(page)
  await expect(button).toBeVisible()
  await expect(button).toBeEnabled()
  await expect(button).toContainText(idleWarning)
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
  await expect(armed).not.toContainText(idleWarning)
  await expectCentred(page, armed)
  // It stays there when the page scrolls.
  await page.mouse.wheel(0, 400)
  await page.evaluate(() => window.scrollBy(0, 400))
  await expectCentred(page, armed)

  expect(await degreesPerSecond(content(page))).toBeGreaterThan(10)
  const navBefore = await mainNav(page).boundingBox()
  expect(await degreesPerSecond(mainNav(page), 500)).toBeLessThan(still)
  expect(await mainNav(page).boundingBox()).toEqual(navBefore)
  // Continuously: still turning a moment later.
  expect(await degreesPerSecond(content(page), 500)).toBeGreaterThan(10)

  // Armed survives client-side navigation.
  await followNavLink(page, `FAQ`)
  await expect(armedButton(page)).toBeVisible()
  expect(await degreesPerSecond(content(page), 500)).toBeGreaterThan(10)
})

async function expectCentred(page: Page, button: import("@playwright/test").Locator) {
  const box = await button.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport).toBeTruthy()
  if (!box || !viewport) return
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2), `horizontal distance from the centre`).toBeLessThan(3)
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2), `vertical distance from the centre`).toBeLessThan(3)
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
  expect(await degreesPerSecond(mainNav(page))).toBeGreaterThan(10)

  // No way back, and it survives navigation (by keyboard: nothing holds still long enough for a click).
  await followNavLink(page, `About`, { keyboard: true })
  await expect(garbledButton(page)).toHaveCount(1)
  await expect(idleButton(page)).toHaveCount(0)
  await expect(armedButton(page)).toHaveCount(0)
  expect(await degreesPerSecond(mainNav(page), 500)).toBeGreaterThan(10)
})

test(`with reduced motion the spin still comes, but one turn takes 10 seconds or more`, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: `reduce` })
  await openPage(page, `/`)
  await idleButton(page).click()
  await expect(armedButton(page)).toBeVisible()
  const armedSpeed = await degreesPerSecond(content(page), 1500)
  expect(armedSpeed, `the content still turns`).toBeGreaterThan(still)
  expect(secondsPerTurn(armedSpeed), `seconds per turn of the content`).toBeGreaterThanOrEqual(10)

  await armedButton(page).click()
  await expect(garbledButton(page)).toHaveCount(1)
  const navSpeed = await degreesPerSecond(mainNav(page), 1500)
  expect(navSpeed, `the nav bar still turns`).toBeGreaterThan(still)
  expect(secondsPerTurn(navSpeed), `seconds per turn of the whole page`).toBeGreaterThanOrEqual(10)
  // Where the content turns inside the turning page, the two add up on screen: that sum is what a visitor sees.
  const contentSpeed = await degreesPerSecond(content(page), 1500)
  expect(secondsPerTurn(contentSpeed), `seconds per turn of the content on screen`).toBeGreaterThanOrEqual(10)
})
