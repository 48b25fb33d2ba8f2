// The site built with PATH_PREFIX=/milkpatrol and served under /milkpatrol/, as a GitHub Pages project site, from the
// Pages fixture (e2e/support/builds.ts): what it shows is read from that build's own content.
import fs from "fs"
import path from "path"
import { test, expect } from "./support/test"
import { contentOf, posterAlt } from "./support/content"
import { followNavLink, mainNav, openPage } from "./support/site"
import { spinButton } from "./support/spin"

const { band, scheduleShows } = contentOf(`prefixed`)

test(`under /milkpatrol/ every link, image and script works`, async ({ page, prefixedSiteURL }) => {
  const prefix = new URL(prefixedSiteURL).pathname // "/milkpatrol/"
  const scripts: { url: string; status: number }[] = []
  page.on(`response`, (response) => {
    if (response.request().resourceType() === `script`)
      scripts.push({ url: response.url(), status: response.status() })
  })

  const response = await openPage(page, prefixedSiteURL)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveTitle(`Milk Patrol`)
  expect(scripts.length, `scripts loaded`).toBeGreaterThan(0)
  for (const script of scripts) {
    expect(new URL(script.url).pathname, script.url).toMatch(new RegExp(`^${prefix}`))
    expect(script.status, script.url).toBe(200)
  }

  const hrefs = await mainNav(page)
    .getByRole(`link`, { includeHidden: true })
    .evaluateAll((links) => links.map((link) => link.getAttribute(`href`) ?? ``))
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
  const listed = [...scheduleShows().upcoming, ...scheduleShows().previous]
  expect(listed.length, `posters on the Schedule`).toBeGreaterThan(0)
  for (const show of listed) {
    const poster = page.getByRole(`img`, { name: posterAlt(show), exact: true })
    await poster.scrollIntoViewIfNeeded()
    await expect
      .poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
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

/** Every site-absolute address in a build's pages (Gatsby inlines the CSS): src, href, srcset entries, url(). */
function addressesIn(folder: string): { file: string; address: string }[] {
  const files = fs
    .readdirSync(folder, { recursive: true, encoding: `utf8` })
    .filter((file) => file.endsWith(`.html`) && fs.statSync(path.join(folder, file)).isFile())
  const attribute = /\b(?:src|href|srcset)="([^"]*)"/gi
  const cssUrl = /url\(["']?(\/[^)"']*)/g
  return files.flatMap((file) => {
    const text = fs.readFileSync(path.join(folder, file), `utf8`)
    const addresses = [
      ...[...text.matchAll(attribute)].flatMap((match) =>
        (match[1] ?? ``).split(`,`).map((entry) => entry.trim().split(/\s+/)[0] ?? ``),
      ),
      ...[...text.matchAll(cssUrl)].map((match) => match[1] ?? ``),
    ]
    return addresses
      .filter((address) => address.startsWith(`/`) && !address.startsWith(`//`))
      .map((address) => ({ file, address }))
  })
}

// Gatsby keeps caches (webpack's, query results with image URLs) that do not notice a change of PATH_PREFIX: a
// build for one prefix after a build for another can ship the other's addresses. Reads files: once is enough.
test(`each build's pages, styles and images point inside its own path prefix @desktop`, async ({}) => {
  const prefix = `${process.env.E2E_PATH_PREFIX}/`
  const rootBuild = process.env.E2E_ROOT_BUILD ?? ``
  const prefixedBuild = process.env.E2E_PREFIXED_BUILD ?? ``
  const wrongInRoot = addressesIn(rootBuild).filter(({ address }) => address.startsWith(prefix))
  const wrongInPrefixed = addressesIn(prefixedBuild).filter(({ address }) => !address.startsWith(prefix))
  expect(
    wrongInRoot.map(({ file, address }) => `${file}: ${address}`),
    `root build addresses under ${prefix}`,
  ).toEqual([])
  expect(
    wrongInPrefixed.map(({ file, address }) => `${file}: ${address}`),
    `${prefix} build addresses outside ${prefix}`,
  ).toEqual([])
})
