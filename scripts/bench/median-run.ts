// Which of a page's Lighthouse runs the benchmarks report: Lighthouse's own median run (the one closest to the median
// First Contentful Paint and Time to Interactive, as its CLI and Lighthouse CI pick it), among the runs that worked.
import type { Result } from "lighthouse"
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js"

export function medianRun(runs: Result[]): Result {
  const usable = filterToValidRuns(runs.filter((run) => !run.runtimeError))
  if (usable.length === 0) {
    const why = runs.map(
      (run) => run.runtimeError?.message ?? `no First Contentful Paint or Time to Interactive`,
    )
    throw new Error(`No Lighthouse run of ${runs[0]?.requestedUrl ?? `the page`} worked: ${why.join(`; `)}`)
  }
  return computeMedianRun(usable)
}
