// The HTML the server sends, before any JavaScript runs, already carries the titles, headings, shows and FAQ.
import { test, expect } from "./support/test"
import { faq, posterAlt, scheduleShows, splitShows, yearsPlayed } from "./support/content"
import { showsYearPath } from "../src/shows/schedule-pages"
import { routes } from "./support/site"

test.use({ javaScriptEnabled: false })

test(`every route's title and heading are in its static HTML`, async ({ page }) => {
  for (const route of routes) {
    await page.goto(route.path)
    await expect(page, route.path).toHaveTitle(route.title)
    await expect(page.getByRole(`heading`, { level: 1 }), route.path).toBeVisible()
  }
  await page.goto(`/`)
  await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(
    `Central Illinois' Number 1 Dairy Based Band`,
  )
})

test(`the static Schedule lists the upcoming shows and the latest previous ones, each with its poster (linked unless cancelled)`, async ({
  page,
}) => {
  const { upcoming, previous } = scheduleShows()
  await page.goto(`/schedule/`)
  const main = page.getByRole(`main`)
  for (const show of [...upcoming, ...previous]) {
    await expect(main.getByText(show.where).first()).toBeVisible()
    await expect(main.getByText(show.when).first()).toBeVisible()
    // A cancelled show's poster is shown but leads nowhere: its ticket page sells nothing.
    const postersLinked = show.status !== `cancelled`
    const poster = main.locator(`a[href="${show.link}"]`).getByRole(`img`, { name: posterAlt(show) })
    await expect(poster.first()).toBeAttached({ attached: postersLinked })
    await expect(main.getByRole(`img`, { name: posterAlt(show) }).first()).toBeAttached()
  }
})

test(`the older shows are left out of the static Schedule, and each is in its year's static page`, async ({
  page,
}) => {
  const onSchedule = new Set(scheduleShows().previous)
  const older = splitShows().previous.filter((show) => !onSchedule.has(show))
  await page.goto(`/schedule/`)
  for (const show of older)
    await expect(page.getByRole(`img`, { name: posterAlt(show), exact: true }), show.date).toHaveCount(0)
  for (const { year, shows } of yearsPlayed()) {
    await page.goto(showsYearPath(year))
    const main = page.getByRole(`main`)
    for (const show of shows) {
      await expect(main.getByText(show.when).first(), `${year}: ${show.date}`).toBeVisible()
      await expect(main.getByRole(`img`, { name: posterAlt(show), exact: true }).first()).toBeAttached()
    }
  }
})

test(`the static FAQ has every question and answer`, async ({ page }) => {
  await page.goto(`/faq/`)
  for (const { question, answer } of faq) {
    await expect(page.getByText(question, { exact: true })).toBeVisible()
    await expect(page.getByText(answer, { exact: true })).toBeVisible()
  }
})
