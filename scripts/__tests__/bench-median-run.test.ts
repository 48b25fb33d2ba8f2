/** @jest-environment node */
// Which of three Lighthouse runs the benchmark reports. Lighthouse's median helper is an ES module that Jest's
// CommonJS runtime cannot load, so the picking runs in Node itself, as `npm run bench` runs it.
import { execFileSync } from "child_process"
import path from "path"

const project = path.resolve(__dirname, `..`, `..`)

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
  const pick = `
    const { medianRun } = require("./scripts/bench/median-run.ts")
    const runs = JSON.parse(require("fs").readFileSync(0, "utf8"))
    try { process.stdout.write(medianRun(runs).fetchTime) } catch (error) { process.stdout.write("error: " + error.message) }`
  return execFileSync(process.execPath, [`--require`, `tsx/cjs`, `-e`, pick], {
    cwd: project,
    input: JSON.stringify(runs),
    encoding: `utf8`,
  })
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
