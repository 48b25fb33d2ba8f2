/** @jest-environment node */
// Which of three Lighthouse runs the benchmark reports. Lighthouse's median helper is an ES module, which Jest
// transforms like Gatsby's (jest.config.js), so the picking runs in-process, in milliseconds.
import type { Result } from "lighthouse"
import { medianRun } from "../bench/median-run"

/** A Lighthouse result with only what the median needs: its First Contentful Paint and Time to Interactive. */
function run(name: string, firstContentfulPaint: number, interactive: number, runtimeError?: string) {
  return {
    requestedUrl: `https://localhost/schedule/`,
    fetchTime: name,
    audits: {
      "first-contentful-paint": { numericValue: firstContentfulPaint },
      interactive: { numericValue: interactive },
    },
    ...(runtimeError ? { runtimeError: { code: `NO_FCP`, message: runtimeError } } : {}),
  }
}

/** The name of the run `medianRun` picks, or the message it throws. */
function reportedRun(runs: ReturnType<typeof run>[]): string {
  try {
    return medianRun(runs as unknown as Result[]).fetchTime
  } catch (error) {
    return `error: ${(error as Error).message}`
  }
}

test(`the run nearest the median First Contentful Paint and Time to Interactive is reported, not the first or fastest`, () => {
  expect(reportedRun([run(`slow`, 1200, 3500), run(`middle`, 1000, 3000), run(`fast`, 900, 2000)])).toBe(
    `middle`,
  )
  expect(reportedRun([run(`fast`, 900, 2000), run(`slow`, 1400, 4000), run(`middle`, 1100, 3100)])).toBe(
    `middle`,
  )
})

test(`a run that failed is left out, and the median is taken among the others`, () => {
  const runs = [
    run(`failed`, NaN, NaN, `The page did not paint any content`),
    run(`slower`, 1000, 3000),
    run(`faster`, 900, 2900),
  ]
  // Between two runs both are equally near their median; Lighthouse breaks the tie with the earlier interactive.
  expect(reportedRun(runs)).toBe(`faster`)
})

test(`when every run failed, the error says so and why`, () => {
  expect(reportedRun([run(`a`, NaN, NaN, `The page did not paint any content`)])).toMatch(
    /^error: No Lighthouse run of https:\/\/localhost\/schedule\/ worked: The page did not paint any content/,
  )
})
