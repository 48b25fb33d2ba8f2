/** @jest-environment node */
// The budget checks behind `npm run bench -- --check` and `npm run bench:scale -- --check`: what counts as a miss,
// and how it is said.
import {
  budgetForRoute,
  budgetMisses,
  describeBudget,
  pageBudgets,
  scaleBudgetMisses,
  type ScaleStep,
} from "../bench/budgets"
import type { PageFigures } from "../bench/figures"

/** A page that meets every budget. */
const withinBudget: PageFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  firstContentfulPaint: 700,
  largestContentfulPaint: 850,
  totalBlockingTime: 30,
  cumulativeLayoutShift: 0,
  totalKiB: 100,
  javascriptKiB: 70,
  cssKiB: 4,
  imagesKiB: 20,
}

describe(`page budgets`, () => {
  test(`every route has the shared budget, and Home its own on top`, () => {
    expect(budgetForRoute(`/faq/`)).toEqual(pageBudgets.everyRoute)
    expect(budgetForRoute(`/`)).toEqual({
      performance: 100,
      totalBlockingTime: 50,
      cumulativeLayoutShift: 0,
      javascriptKiB: 75,
      largestContentfulPaint: 900,
      totalKiB: 110,
    })
  })

  test(`a page within its budget misses nothing, including figures exactly at the limit`, () => {
    expect(budgetMisses(`/`, withinBudget, budgetForRoute(`/`))).toEqual([])
    const atTheLimit = {
      ...withinBudget,
      totalBlockingTime: 50,
      javascriptKiB: 75,
      largestContentfulPaint: 900,
    }
    expect(budgetMisses(`/`, atTheLimit, budgetForRoute(`/`))).toEqual([])
  })

  test(`figures that miss the budgets, each said in words`, () => {
    const home = {
      ...withinBudget,
      largestContentfulPaint: 970,
      totalBlockingTime: 55,
      totalKiB: 119,
      javascriptKiB: 84,
    }
    expect(budgetMisses(`/`, home, budgetForRoute(`/`))).toEqual([
      `/: Total Blocking Time is 55 ms; the budget is at most 50 ms`,
      `/: JavaScript transferred is 84.0 KiB; the budget is at most 75.0 KiB`,
      `/: Largest Contentful Paint is 0.97 s; the budget is at most 0.90 s`,
      `/: everything transferred is 119.0 KiB; the budget is at most 110.0 KiB`,
    ])
    const faq = { ...withinBudget, performance: 99, totalBlockingTime: 118 }
    expect(budgetMisses(`/faq/`, faq, budgetForRoute(`/faq/`))).toEqual([
      `/faq/: the Performance score is 99; the budget is at least 100`,
      `/faq/: Total Blocking Time is 118 ms; the budget is at most 50 ms`,
    ])
  })

  test(`any layout shift misses a budget of none`, () => {
    expect(
      budgetMisses(`/about/`, { ...withinBudget, cumulativeLayoutShift: 0.001 }, budgetForRoute(`/about/`)),
    ).toEqual([`/about/: Cumulative Layout Shift is 0.001; the budget is at most 0`])
  })

  test(`the printout states the budget the check uses`, () => {
    expect(describeBudget(budgetForRoute(`/`))).toBe(
      `Perf ≥ 100, TBT ≤ 50 ms, CLS ≤ 0, JS ≤ 75.0 KiB, LCP ≤ 0.90 s, Total ≤ 110.0 KiB`,
    )
  })
})

describe(`scale budgets`, () => {
  const step = (
    shows: number,
    cold: number,
    warmAfterAddingAShow: number,
    schedule = withinBudget,
  ): ScaleStep => ({
    shows,
    todaysContent: shows === 4,
    buildSeconds: { cold, warm: 20, warmAgain: 20, warmAfterAddingAShow },
    schedule,
  })

  test(`builds that grow with the shows, a quick rebuild and a light Schedule miss nothing`, () => {
    expect(scaleBudgetMisses([step(4, 60, 25), step(100, 90, 30), step(500, 300, 40)])).toEqual({
      misses: [],
      unchecked: [],
    })
  })

  test(`a cold build that grows faster than the shows is a miss`, () => {
    const { misses } = scaleBudgetMisses([step(4, 60, 25), step(100, 90, 30), step(500, 460, 40)])
    expect(misses).toEqual([
      `cold build time grew 5.1x from 100 to 500 shows (90.0 s to 460.0 s), faster than the number of shows (5.0x)`,
    ])
  })

  test(`adding a show to a long list may take at most twice today's warm rebuild`, () => {
    const { misses } = scaleBudgetMisses([step(4, 60, 25), step(100, 90, 40), step(500, 300, 41)])
    expect(misses).toEqual([
      `adding a show to 500 shows took a 41.0 s warm rebuild; the budget is at most 2x today's warm rebuild (20.0 s), 40.0 s`,
    ])
  })

  test(`the Schedule at 500 shows must score 95 and download at most 300 KiB on a first visit`, () => {
    const heavy = { ...withinBudget, performance: 94, totalKiB: 320 }
    const { misses } = scaleBudgetMisses([
      step(4, 60, 25),
      step(100, 90, 30, heavy),
      step(500, 300, 40, heavy),
    ])
    expect(misses).toEqual([
      `Schedule with 500 shows: the Performance score is 94; the budget is at least 95`,
      `Schedule with 500 shows: everything transferred is 320.0 KiB; the budget is at most 300.0 KiB`,
    ])
  })

  test(`a quick trial with one small size says which budgets it could not test`, () => {
    expect(scaleBudgetMisses([step(4, 60, 25), step(20, 65, 26)])).toEqual({
      misses: [],
      unchecked: [
        `the Schedule's budget applies from 500 shows; none were measured`,
        `cold build growth needs two numbers of generated shows`,
      ],
    })
  })
})
