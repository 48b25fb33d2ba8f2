// The site built with PATH_PREFIX=/milkpatrol and served under /milkpatrol/, as a GitHub Pages project site.
import { test, expect } from "./support/test"
import { band, posterAlt, splitShows } from "./support/content"
import { followNavLink, mainNav, openPage } from "./support/site"
import { spinButton } from "./support/spin"

test(`under /milkpatrol/ every link, image and script works`, async ({ page, prefixedSiteURL }) => {
  const prefix = new URL(prefixedSiteURL).pathname // "/milkpatrol/"
  const scripts: { url: string; status: number }[] = []
  page.on(`response`, (response) => {
    if (response.request().resourceType() === `script`) scripts.push({ url: response.url(), status: response.status() })
  })

  const response = await openPage(page, prefixedSiteURL)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(`Milk Patrol`)
  expect(scripts.length, `scripts loaded`).toBeGreaterThan(0)
  for (const script of scripts) {
    expect(new URL(script.url).pathname, script.url).toMatch(new RegExp(`^${prefix}`))
    expect(script.status, script.url).toBe(200)
  }

  const hrefs = await mainNav(page).getByRole(`link`, { includeHidden: true }).evaluateAll((links) =>
    links.map((link) => link.getAttribute(`href`) ?? ``),
  )
  expect(hrefs).toEqual([prefix, `${prefix}schedule/`, `${prefix}about/`, `${prefix}faq/`])

  const logo = page.getByRole(`img`, { name: band.logo.alt, exact: true })
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  expect(new URL(await logo.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toMatch(
    new RegExp(`^${prefix}`),
  )

  // Client-side navigation stays under the prefix, and the posters load there.
  await page.getByRole(`main`).scrollIntoViewIfNeeded()
  await followNavLink(page, `Schedule`)
  await expect(page).toHaveURL(`${prefixedSiteURL}schedule/`)
  await expect(page).toHaveTitle(`Milk Patrol-Schedule`)
  for (const show of [...splitShows().upcoming, ...splitShows().previous]) {
    const poster = page.getByRole(`img`, { name: posterAlt(show), exact: true })
    await poster.scrollIntoViewIfNeeded()
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  }

  // A page opened directly works too, and its spin button answers (the scripts hydrated it).
  await openPage(page, `${prefixedSiteURL}about/`)
  await expect(page).toHaveTitle(`Milk Patrol-About`)
  await spinButton(page).idle.click()
  await expect(spinButton(page).armed).toBeVisible()
})

test(`under /milkpatrol/ an unknown path answers 404 with a link home under the prefix`, async ({
  page,
  prefixedSiteURL,
  siteProblems,
}) => {
  siteProblems.expect(/no-such-page/)
  siteProblems.expect(/status of 404/)
  const response = await openPage(page, `${prefixedSiteURL}no-such-page/`)
  expect(response?.status()).toBe(404)
  const prefix = new URL(prefixedSiteURL).pathname
  await expect(page.getByRole(`main`).locator(`a[href="${prefix}"]`).first()).toBeVisible()
})
