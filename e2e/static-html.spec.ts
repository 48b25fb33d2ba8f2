// The HTML the server sends, before any JavaScript runs, already carries the titles, headings, shows and FAQ.
import { test, expect } from "./support/test"
import { faq, posterAlt, scheduleShows, splitShows, yearPagePaths, yearsPlayed } from "./support/content"
import { showsYearPath } from "../src/shows/schedule-pages"
import { showPagePath } from "../src/site/addresses"
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

test(`every class a page's static HTML names has a rule in the stylesheet the page carries`, async ({
  page,
  siteProblems,
}) => {
  // The HTML renderer and the browser bundle name a CSS module's classes each on its own (src/gatsby/webpack.ts,
  // classNameOf): names that differ leave the page unstyled, and React keeps the server's names when it hydrates.
  const notFound = `/no-such-page/`
  siteProblems.expect(/no-such-page/)
  const show = splitShows().upcoming[0]!
  const pages = [...routes.map(({ path }) => path), showPagePath(show), yearPagePaths()[0]!, notFound]
  for (const path of pages) {
    await page.goto(path)
    const unstyled = await page.evaluate(() => {
      const selectors: string[] = []
      const collect = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText)
          if (`cssRules` in rule) collect((rule as CSSGroupingRule).cssRules)
        }
      }
      for (const sheet of document.styleSheets) collect(sheet.cssRules)
      /** Whether `selector` names the class `name` whole, not as the start of a longer one. */
      const names = (selector: string, name: string) =>
        selector
          .split(`.${CSS.escape(name)}`)
          .slice(1)
          .some((after) => !/^[\w\\-]/.test(after))
      const classes = new Set(
        [...document.querySelectorAll(`[class]`)].flatMap((element) => [...element.classList]),
      )
      return [...classes].filter((name) => !selectors.some((selector) => names(selector, name)))
    })
    expect(unstyled, path).toEqual([])
  }
})
