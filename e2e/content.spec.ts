// Home, Schedule, About and FAQ show what the specification and content/ say; the secret page is linked nowhere.
import fs from "fs"
import path from "path"
import type { Locator } from "@playwright/test"
import { test, expect } from "./support/test"
import {
  band,
  faq,
  lineup,
  posterAlt,
  scheduleShows,
  yearPagePaths,
  yearsPlayed,
  type Show,
} from "./support/content"
import { pagesIn } from "./support/built-pages"
import { expectLineup } from "./support/lineup"
import { linkedRoutes, openPage, routes, secretPath } from "./support/site"
import { showPagePath } from "../src/site/addresses"
import { showYearsText } from "../src/components/show-years"

test(`Home: the heading, the logo with its credit, and where to follow the band`, async ({ page }) => {
  await openPage(page, `/`)
  await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(
    `Central Illinois' Number 1 Dairy Based Band`,
  )
  await expect(page.getByRole(`img`, { name: band.logo.alt, exact: true })).toBeVisible()
  await expect(page.getByText(`Image Credit`)).toBeVisible()
  await expect(page.getByRole(`link`, { name: band.logo.creditName })).toHaveAttribute(
    `href`,
    band.logo.creditLink,
  )
  const main = page.getByRole(`main`)
  await expect(main.getByText(`Follow us on`)).toBeVisible()
  await expect(main.getByRole(`link`, { name: /discord/i })).toHaveAttribute(`href`, band.discord)
  await expect(main.getByRole(`link`, { name: /instagram/i })).toHaveAttribute(`href`, band.instagram)
})

test(`Schedule: the hint, the upcoming shows or the plea to book, and the latest previous shows, latest first`, async ({
  page,
}) => {
  // Every card of the edited content is read field by field, which on a loaded 2-core machine outlasts the default.
  test.setTimeout(90_000)
  const { upcoming, previous } = scheduleShows()
  await openPage(page, `/schedule/`)
  const main = page.getByRole(`main`)
  await expect(main.getByText(`Click images for relevant link`)).toBeVisible()
  await expect(main.getByText(`Upcoming:`, { exact: true })).toBeVisible()
  await expect(main.getByText(`Previous:`, { exact: true })).toBeVisible()
  const plea = main.getByText(`None :( please book us`, { exact: true })
  if (upcoming.length === 0) await expect(plea).toBeVisible()
  else await expect(plea).toHaveCount(0)

  // Upcoming (soonest first) then Previous (latest first): the posters appear in that order on the page, each
  // linking to its show's link but a cancelled show's, which sells nothing (show-pages.spec.ts).
  const posters = main
    .getByRole(`link`)
    .filter({ has: page.getByRole(`img`, { name: /^Poster for the show at / }) })
  const expected = [...upcoming, ...previous].filter((show) => show.status !== `cancelled`)
  await expect(posters).toHaveCount(expected.length)
  for (const [index, show] of expected.entries()) {
    const poster = posters.nth(index)
    await expect(poster).toHaveAttribute(`href`, show.link)
    // The link's name says where a tap leads, not only what the picture shows.
    const host = new URL(show.link).hostname.replace(/^www\./, ``)
    await expect(poster).toHaveAccessibleName(`${posterAlt(show)} (on ${host})`)
    await expect(poster.getByRole(`img`, { name: posterAlt(show), exact: true })).toBeAttached()
    await expectCard(main, show)
  }
  // Previous shows come after the "Previous:" label, upcoming ones before it.
  const labelY = (await main.getByText(`Previous:`, { exact: true }).boundingBox())?.y ?? 0
  for (const show of previous) {
    const posterY =
      (await page.getByRole(`img`, { name: posterAlt(show), exact: true }).boundingBox())?.y ?? 0
    expect(posterY, `${show.where} is listed under Previous`).toBeGreaterThan(labelY)
  }
})

test(`every year played has a page of its own, linked from the Schedule, listing that year's shows`, async ({
  page,
}) => {
  // A page per year, each card read field by field, which on a loaded 2-core machine outlasts the default.
  test.setTimeout(90_000)
  const years = yearsPlayed()
  test.skip(years.length === 0, `the content has no show played yet`)
  for (const { year, shows: played } of years) {
    await openPage(page, `/schedule/`)
    await page.getByRole(`navigation`, { name: showYearsText }).getByRole(`link`, { name: year }).click()
    await expect(page).toHaveURL(new RegExp(`/schedule/${year}/$`))
    const main = page.getByRole(`main`)
    await expect(main.getByRole(`heading`, { level: 1 })).toHaveText(`Shows in ${year}`)
    const posters = main.getByRole(`img`, { name: /^Poster for the show at / })
    await expect(posters).toHaveCount(played.length)
    for (const [index, show] of played.entries()) {
      await expect(posters.nth(index)).toHaveAccessibleName(posterAlt(show))
      await expectCard(main, show)
    }
  }
})

/** The show's card names its Where and its When beside the poster. */
async function expectCard(main: Locator, show: Show) {
  const card = main
    .getByRole(`listitem`)
    .filter({ has: main.page().getByRole(`img`, { name: posterAlt(show), exact: true }) })
  await expect(card).toHaveCount(1)
  for (const text of [`Where`, `When`, show.where, show.when]) await expect(card).toContainText(text)
}

test(`About: the band, a real list of the milk lineup's members with their instruments, and how to book`, async ({
  page,
}) => {
  await openPage(page, `/about/`)
  const main = page.getByRole(`main`)
  await expect(main).toContainText(/dairy/i)
  await expect(main).toContainText(`Bloomington-Normal`)
  await expect(main).toContainText(/covers/i)
  await expect(main).toContainText(/original/i)
  await expect(main).toContainText(/genres/i)

  await expectLineup(main, `milk`)
  // The nickname is shown in italics.
  const tommy = lineup(`milk`).find((member) => member.nickname)
  if (tommy?.nickname) {
    const nickname = main.getByRole(`listitem`).getByText(tommy.nickname).last()
    await expect(nickname).toHaveCSS(`font-style`, `italic`)
  }

  await expect(main.getByRole(`link`, { name: band.bookingEmail })).toHaveAttribute(
    `href`,
    `mailto:${band.bookingEmail}`,
  )
  await expect(main.getByRole(`link`, { name: /discord/i })).toHaveAttribute(`href`, band.discord)
  await expect(main.getByRole(`link`, { name: /instagram/i })).toHaveAttribute(`href`, band.instagram)
})

test(`FAQ: every question with its answer`, async ({ page }) => {
  await openPage(page, `/faq/`)
  const main = page.getByRole(`main`)
  for (const { question, answer } of faq) {
    await expect(main.getByText(question, { exact: true })).toBeVisible()
    await expect(main.getByText(answer, { exact: true })).toBeVisible()
  }
})

test(`the secret page is linked from no page: not in the HTML of any page built, nor once each kind of page has hydrated`, async ({
  page,
  siteProblems,
}) => {
  // Every page the root build wrote: the routes, each show's page, each year's, the not-found page, the editor's.
  const rootBuild = process.env.E2E_ROOT_BUILD!
  const built = (await pagesIn(rootBuild)).filter(
    (file) => path.relative(rootBuild, file) !== path.join(secretPath.slice(1), `index.html`),
  )
  const { upcoming, previous } = scheduleShows()
  expect(built.length).toBeGreaterThan(routes.length + upcoming.length + previous.length)
  for (const file of built)
    // (Gatsby's chunk map names every page's component, the secret one too; only a link counts.)
    expect(fs.readFileSync(file, `utf8`), path.relative(rootBuild, file)).not.toMatch(
      /href="[^"]*i-love-sonic/,
    )
  // Nor in what the client renders, on each kind of page a visitor can reach.
  siteProblems.expect(/no-such-page/)
  const show = [...upcoming, ...previous][0]!
  for (const address of [
    ...linkedRoutes.map((route) => route.path),
    showPagePath(show),
    yearPagePaths()[0]!,
    `/no-such-page/`,
  ]) {
    await openPage(page, address)
    const hrefs = await page
      .locator(`a[href]`)
      .evaluateAll((links) => links.map((link) => link.getAttribute(`href`)))
    expect(
      hrefs.filter((href) => href?.includes(`i-love-sonic`)),
      address,
    ).toEqual([])
  }
})
