// The navigation bar the owner's specification fixes: exactly Home, Schedule, About and FAQ, in that order, in the
// root and the prefixed builds, on a desktop and in the phone's menu. Every other page (the booking kit, a show's
// page) is reached by links outside that list: "Book us" leads to /booking/ from every page.
import type { Page } from "@playwright/test"
import { test, expect } from "./support/test"
import { showPagePath } from "../src/site/addresses"
import { contentOf, type Build } from "./support/content"
import { bookUsLink, mainNav, menuButton, openPage, publicRoutes } from "./support/site"

/** Written out here, not read from the site's code: the specification's words, not the code's. */
const specifiedNav = [
  [`Home`, ``],
  [`Schedule`, `schedule/`],
  [`About`, `about/`],
  [`FAQ`, `faq/`],
]

/** Every kind of page in `build`: the nav's four, the booking kit, a year's shows, a show's own page. */
function pagePathsOf(build: Build): string[] {
  const { scheduleShows, yearPagePaths } = contentOf(build)
  const aShow = scheduleShows().previous[0]!
  return [...publicRoutes.map((route) => route.path), yearPagePaths()[0]!, showPagePath(aShow)]
}

/** The nav's links as a visitor can see them at this width: through the menu on a phone. */
async function visibleNavLinks(page: Page): Promise<string[][]> {
  if (await menuButton(page).isVisible()) await menuButton(page).click()
  const links = mainNav(page).getByRole(`link`)
  await expect(links.first()).toBeVisible()
  return links.evaluateAll((elements) =>
    elements.map((element) => [element.textContent ?? ``, element.getAttribute(`href`) ?? ``]),
  )
}

for (const build of [`root`, `prefixed`] as const) {
  test(`in the ${build} build every page's nav is exactly Home, Schedule, About, FAQ, and "Book us" outside it leads to /booking/, 44 px high or more`, async ({
    page,
    baseURL,
    prefixedSiteURL,
  }) => {
    test.setTimeout(120_000)
    const site = build === `root` ? new URL(`/`, baseURL).href : prefixedSiteURL
    const prefix = new URL(site).pathname
    for (const pagePath of pagePathsOf(build)) {
      await openPage(page, new URL(pagePath.slice(1), site).href)
      expect(await visibleNavLinks(page), `${pagePath}: the nav's links and their addresses`).toEqual(
        specifiedNav.map(([name, path]) => [name, `${prefix}${path}`]),
      )
      const bookUs = bookUsLink(page)
      await expect(bookUs, `${pagePath}: "Book us"`).toHaveAttribute(`href`, `${prefix}booking/`)
      expect(await bookUs.evaluate((link) => !!link.closest(`nav`)), `"Book us" inside the nav`).toBe(false)
      await bookUs.scrollIntoViewIfNeeded()
      await expect(bookUs).toBeVisible()
      const box = (await bookUs.boundingBox())!
      expect(box.height, `${pagePath}: "Book us" high`).toBeGreaterThanOrEqual(44)
    }
    await bookUsLink(page).click()
    await expect(page).toHaveURL(`${site}booking/`)
    await expect(page).toHaveTitle(`Milk Patrol-Booking`)
  })
}
