// axe finds nothing against WCAG 2.2 AA on any page, in both reachable themes, with the phone menu open and in
// each spin state.
import type { Page } from "@playwright/test"
import { expect, test } from "./support/test"
import { expectNoAxeViolations } from "./support/axe"
import {
  bookUsLink,
  followNavLink,
  linkedRoutes,
  menuButton,
  openPage,
  routes,
  switchToSonic,
} from "./support/site"
import { spinButton } from "./support/spin"
import { yearPagePaths } from "./support/content"

for (const path of [...routes.map((route) => route.path), ...yearPagePaths()]) {
  test(`${path} in the milk theme`, async ({ page }) => {
    await openPage(page, path)
    await expectNoAxeViolations(page, `${path} (milk)`)
  })
}

test(`the not-found page`, async ({ page, siteProblems }) => {
  siteProblems.expect(/no-such-page/)
  siteProblems.expect(/status of 404/)
  await openPage(page, `/no-such-page/`)
  await expectNoAxeViolations(page, `the not-found page (milk)`)
})

test(`every page in the Sonic theme`, async ({ page }) => {
  // An axe pass per page, over pages that grow with the band's shows.
  test.setTimeout(90_000)
  await switchToSonic(page)
  await expectNoAxeViolations(page, `the secret page (Sonic)`)
  for (const route of linkedRoutes) {
    await followNavLink(page, route.navLink)
    await expectNoAxeViolations(page, `${route.path} (Sonic)`)
  }
  await bookUsLink(page).click()
  await expect(page).toHaveURL(/\/booking\/$/)
  await expectNoAxeViolations(page, `/booking/ (Sonic)`)
})

test(`the open phone menu, in both themes @phone`, async ({ page }) => {
  await openPage(page, `/`)
  await menuButton(page).click()
  await expectNoAxeViolations(page, `/ with the menu open (milk)`)
  await switchToSonic(page)
  await menuButton(page).click()
  await expectNoAxeViolations(page, `the secret page with the menu open (Sonic)`)
})

// axe reads the layout over and over; on a page that turns every frame that takes minutes. Freezing the turn where
// it is leaves every element, colour and angle as the visitor sees them at that instant.
async function freezeTheTurn(page: Page) {
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.pause()))
}

test(`each spin state`, async ({ page }) => {
  await openPage(page, `/`)
  await spinButton(page).idle.click()
  await spinButton(page).armed.waitFor()
  await freezeTheTurn(page)
  await expectNoAxeViolations(page, `/ with the spin armed`)
  await spinButton(page).armed.click()
  await spinButton(page).garbled.waitFor()
  await freezeTheTurn(page)
  await expectNoAxeViolations(page, `/ spinning in full`)
})
