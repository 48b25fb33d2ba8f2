// The performance budgets, in one place: `npm run bench -- --check` and `npm run bench:scale -- --check`
// test them, and both printouts show them. A budget is a floor for a score and a ceiling for everything else.
import { measures, type Measure, type PageFigures, type Route } from "./figures"

export type Budget = Partial<Record<Measure, number>>

export const pageBudgets: { everyRoute: Budget; route: Partial<Record<Route, Budget>> } = {
  everyRoute: { performance: 100, totalBlockingTime: 50, cumulativeLayoutShift: 0, javascriptKiB: 75 },
  route: { "/": { largestContentfulPaint: 900, totalKiB: 110 } },
}

export const scaleBudgets = {
  /** A long Schedule still scores well and stays light on a first visit. */
  schedule: {
    fromShows: 500,
    budget: {
      performance: 95,
      accessibility: 95,
      bestPractices: 95,
      seo: 95,
      totalKiB: 300,
    } satisfies Budget,
  },
  /** cold(b) / cold(a) may be at most (b / a) times this: build time grows no faster than the number of shows. */
  coldBuildGrowthPerShowGrowth: 1,
  /** A warm rebuild after adding one show, against the warm rebuild of today's content. */
  warmRebuildAfterAddingAShowTimesTodays: 2,
}

/** The budget a route is held to: the one for every route, with the route's own on top. */
export function budgetForRoute(route: Route): Budget {
  return { ...pageBudgets.everyRoute, ...pageBudgets.route[route] }
}

/** The budget in a few words, for the printout: "Perf ≥ 100, TBT ≤ 50 ms". */
export function describeBudget(budget: Budget): string {
  return entries(budget)
    .map(([measure, bound]) => {
      const { label, better, write } = measures[measure]
      return `${label} ${better === `higher` ? `≥` : `≤`} ${write(bound)}`
    })
    .join(`, `)
}

/** The figures that miss their budget, for marking them in a table. */
export function missedMeasures(figures: PageFigures, budget: Budget): Measure[] {
  return entries(budget)
    .filter(([measure, bound]) => isMissed(measure, figures[measure], bound))
    .map(([measure]) => measure)
}

/** Each figure of `page` that misses its budget, in words. */
export function budgetMisses(page: string, figures: PageFigures, budget: Budget): string[] {
  return entries(budget).flatMap(([measure, bound]) => {
    const { name, better, write } = measures[measure]
    const value = figures[measure]
    if (!isMissed(measure, value, bound)) return []
    const limit = better === `higher` ? `at least` : `at most`
    return [`${page}: ${name} is ${write(value)}; the budget is ${limit} ${write(bound)}`]
  })
}

export interface BuildSeconds {
  cold: number
  /** The first build over the cold build's cache and public/, nothing changed */
  warm: number
  /** The build after that, nothing changed: a daily rebuild over a rebuild's cache */
  warmAgain: number
  warmAfterAddingAShow: number
}

/** What `bench:scale` measured at one number of shows. */
export interface ScaleStep {
  shows: number
  /** True for the content as it is in content/shows.json, false for generated shows */
  todaysContent: boolean
  buildSeconds: BuildSeconds
  /** Lighthouse's figures for the Schedule; none when bench:scale was told --skip-lighthouse */
  schedule?: PageFigures
}

export interface ScaleCheck {
  misses: string[]
  /** Budgets these steps could not test, and why */
  unchecked: string[]
}

export function scaleBudgetMisses(steps: ScaleStep[]): ScaleCheck {
  const misses: string[] = []
  const unchecked: string[] = []
  const generated = steps.filter((step) => !step.todaysContent).sort((a, b) => a.shows - b.shows)
  const today = steps.find((step) => step.todaysContent)

  const { fromShows, budget } = scaleBudgets.schedule
  const long = generated.filter((step) => step.shows >= fromShows)
  if (long.length === 0)
    unchecked.push(`the Schedule's budget applies from ${fromShows} shows; none were measured`)
  for (const step of long)
    if (step.schedule)
      misses.push(...budgetMisses(`Schedule with ${step.shows} shows`, step.schedule, budget))
    else unchecked.push(`the Schedule with ${step.shows} shows: Lighthouse was not run`)

  const growth = scaleBudgets.coldBuildGrowthPerShowGrowth
  if (generated.length < 2) unchecked.push(`cold build growth needs two numbers of generated shows`)
  for (const [smaller, larger] of generated
    .slice(1)
    .map((step, index) => [generated[index]!, step] as const)) {
    const timeGrowth = larger.buildSeconds.cold / smaller.buildSeconds.cold
    const showGrowth = larger.shows / smaller.shows
    if (timeGrowth > showGrowth * growth)
      misses.push(
        `cold build time grew ${timeGrowth.toFixed(1)}x from ${smaller.shows} to ${larger.shows} shows ` +
          `(${seconds(smaller.buildSeconds.cold)} to ${seconds(larger.buildSeconds.cold)}), ` +
          `faster than the number of shows (${showGrowth.toFixed(1)}x)`,
      )
  }

  const times = scaleBudgets.warmRebuildAfterAddingAShowTimesTodays
  if (!today)
    unchecked.push(`the warm rebuild after adding a show is compared with today's content, not measured`)
  else
    for (const step of generated) {
      const limit = today.buildSeconds.warm * times
      if (step.buildSeconds.warmAfterAddingAShow > limit)
        misses.push(
          `adding a show to ${step.shows} shows took a ${seconds(step.buildSeconds.warmAfterAddingAShow)} warm ` +
            `rebuild; the budget is at most ${times}x today's warm rebuild (${seconds(today.buildSeconds.warm)}), ` +
            `${seconds(limit)}`,
        )
    }
  return { misses, unchecked }
}

/** The scale budgets in words, for the printout. */
export function describeScaleBudgets(): string[] {
  const { fromShows, budget } = scaleBudgets.schedule
  const growth = scaleBudgets.coldBuildGrowthPerShowGrowth
  return [
    `Schedule from ${fromShows} shows: ${describeBudget(budget)}`,
    `cold build time grows no faster than the number of shows: cold(b) / cold(a) ≤ ` +
      `${growth === 1 ? `` : `${growth} × `}b / a, for b > a generated shows`,
    `warm rebuild after adding a show ≤ ${scaleBudgets.warmRebuildAfterAddingAShowTimesTodays}x today's warm rebuild`,
  ]
}

function isMissed(measure: Measure, value: number, bound: number): boolean {
  return measures[measure].better === `higher` ? value < bound : value > bound
}

function seconds(value: number): string {
  return `${value.toFixed(1)} s`
}

function entries(budget: Budget): [Measure, number][] {
  return Object.entries(budget) as [Measure, number][]
}
