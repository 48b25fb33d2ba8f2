// Below 720px the nav links hide behind a Menu button; no page scrolls sideways on a 390px phone.
import { test, expect } from "./support/test"
import {
  bookUsLink,
  followNavLink,
  linkedRoutes,
  menuButton,
  navLink,
  navLinkNames,
  openPage,
  routes,
  scrollsSideways,
  switchToSonic,
} from "./support/site"

test.describe(`the phone menu @phone`, () => {
  test(`hides the links until the Menu button opens it; a followed link closes it`, async ({ page }) => {
    await openPage(page, `/`)
    const toggle = menuButton(page)
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute(`aria-expanded`, `false`)
    const menuId = await toggle.getAttribute(`aria-controls`)
    expect(menuId, `the button names the menu it controls`).toBeTruthy()
    await expect(page.locator(`[id="${menuId}"]`)).toBeAttached()
    for (const name of navLinkNames) await expect(navLink(page, name)).toBeHidden()

    await toggle.click()
    await expect(toggle).toHaveAttribute(`aria-expanded`, `true`)
    for (const name of navLinkNames) await expect(navLink(page, name)).toBeVisible()
    expect(await scrollsSideways(page), `the open menu scrolls sideways`).toBe(false)

    await navLink(page, `About`).click()
    await expect(page).toHaveURL(/\/about\/$/)
    await expect(page).toHaveTitle(`Milk Patrol-About`)
    await expect(toggle).toHaveAttribute(`aria-expanded`, `false`)
    await expect(navLink(page, `About`)).toBeHidden()
  })

  test(`Escape closes the open menu`, async ({ page }) => {
    await openPage(page, `/`)
    await menuButton(page).click()
    await expect(navLink(page, `FAQ`)).toBeVisible()
    await page.keyboard.press(`Escape`)
    await expect(menuButton(page)).toHaveAttribute(`aria-expanded`, `false`)
    await expect(navLink(page, `FAQ`)).toBeHidden()
  })

  test(`works by keyboard alone: Tab to Menu, Enter opens, Escape closes, Tab and Enter follow a link`, async ({
    page,
  }) => {
    await openPage(page, `/`)
    const focusedIs = async (name: string) =>
      page.evaluate((expected) => document.activeElement?.textContent?.trim() === expected, name)

    let presses = 0
    do {
      await page.keyboard.press(`Tab`)
      presses += 1
    } while (!(await focusedIs(`Menu`)) && presses < 10)
    await expect(menuButton(page)).toBeFocused()

    await page.keyboard.press(`Enter`)
    await expect(menuButton(page)).toHaveAttribute(`aria-expanded`, `true`)
    await page.keyboard.press(`Tab`)
    await expect(navLink(page, `Home`)).toBeFocused()
    await page.keyboard.press(`Escape`)
    await expect(menuButton(page)).toHaveAttribute(`aria-expanded`, `false`)
    await expect(navLink(page, `Home`)).toBeHidden()

    await menuButton(page).focus()
    await page.keyboard.press(`Enter`)
    await page.keyboard.press(`Tab`)
    await page.keyboard.press(`Tab`)
    await expect(navLink(page, `Schedule`)).toBeFocused()
    await page.keyboard.press(`Enter`)
    await expect(page).toHaveURL(/\/schedule\/$/)
    await expect(menuButton(page)).toHaveAttribute(`aria-expanded`, `false`)
  })

  test(`no page scrolls sideways at 390px in the milk theme`, async ({ page }) => {
    for (const route of routes) {
      await openPage(page, route.path)
      expect(await scrollsSideways(page), `${route.path} scrolls sideways`).toBe(false)
    }
  })

  test(`no page scrolls sideways at 390px in the Sonic theme`, async ({ page }) => {
    await switchToSonic(page)
    expect(await scrollsSideways(page), `the secret page scrolls sideways`).toBe(false)
    for (const route of linkedRoutes) {
      await followNavLink(page, route.navLink)
      expect(await scrollsSideways(page), `${route.path} scrolls sideways`).toBe(false)
    }
    await bookUsLink(page).click()
    await expect(page).toHaveURL(/\/booking\/$/)
    expect(await scrollsSideways(page), `/booking/ scrolls sideways`).toBe(false)
  })
})

test(`on a desktop the nav links show and there is no Menu button @desktop`, async ({ page }) => {
  await openPage(page, `/`)
  for (const name of navLinkNames) await expect(navLink(page, name)).toBeVisible()
  await expect(menuButton(page)).toBeHidden()
})
