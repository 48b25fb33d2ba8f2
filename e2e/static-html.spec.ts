// The HTML the server sends, before any JavaScript runs, already carries the titles, headings, shows and FAQ.
import { test, expect } from "./support/test"
import { faq, posterAlt, splitShows } from "./support/content"
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

test(`the static Schedule lists every show with its poster link`, async ({ page }) => {
  const { upcoming, previous } = splitShows()
  await page.goto(`/schedule/`)
  const main = page.getByRole(`main`)
  for (const show of [...upcoming, ...previous]) {
    await expect(main.getByText(show.where).first()).toBeVisible()
    await expect(main.getByText(show.when).first()).toBeVisible()
    // (gatsby-plugin-image also puts a copy of each image in <noscript>: either will do)
    const poster = main.locator(`a[href="${show.link}"]`).getByRole(`img`, { name: posterAlt(show) })
    await expect(poster.first()).toBeAttached()
  }
})

test(`the static FAQ has every question and answer`, async ({ page }) => {
  await page.goto(`/faq/`)
  for (const { question, answer } of faq) {
    await expect(page.getByText(question, { exact: true })).toBeVisible()
    await expect(page.getByText(answer, { exact: true })).toBeVisible()
  }
})
