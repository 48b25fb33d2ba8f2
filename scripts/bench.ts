// Benchmark: Lighthouse's mobile figures for every page of the production build, served the way its hosts serve it,
// against the budgets in scripts/bench/budgets.ts. Prints a table and writes it to bench/results.json.
// Usage: npm run bench [-- --skip-build] [-- --check]
import fs from "fs"
import os from "os"
import path from "path"
import { parseArgs } from "util"
import { budgetForRoute, budgetMisses, describeBudget, missedMeasures, pageBudgets } from "./bench/budgets"
import { markdownTable, measures, routes, type Measure, type PageFigures, type Route } from "./bench/figures"
import { medianOfRuns, type MedianOfRuns } from "./bench/lighthouse-runs"
import { runNpmScript } from "./bench/npm-script"
import { brotliQuality, serveLikeAHost } from "./bench/serve-like-a-host"

const project = path.resolve(__dirname, `..`)
const publicDir = path.join(project, `public`)
const resultsDir = path.join(project, `bench`)
const runsPerRoute = 3
const columns: Measure[] = [
  `performance`,
  `accessibility`,
  `bestPractices`,
  `seo`,
  `firstContentfulPaint`,
  `largestContentfulPaint`,
  `totalBlockingTime`,
  `cumulativeLayoutShift`,
  `totalKiB`,
  `javascriptKiB`,
  `cssKiB`,
  `imagesKiB`,
]

async function main() {
  const { values: options } = parseArgs({
    options: {
      "skip-build": { type: `boolean`, default: false },
      check: { type: `boolean`, default: false },
    },
  })
  const started = performance.now()

  if (options[`skip-build`]) console.log(`Reusing the build in public/ (--skip-build)`)
  else {
    console.log(`Building the production site: npm run build (log: bench/build.log)`)
    const seconds = runNpmScript(project, `build`, path.join(resultsDir, `build.log`))
    console.log(`Built in ${seconds.toFixed(0)} s`)
  }
  const home = path.join(publicDir, `index.html`)
  if (!fs.existsSync(home)) throw new Error(`No built site in public/: run without --skip-build`)
  // A build for a path prefix loads its scripts from under it: src="/milkpatrol/webpack-runtime-….js"
  if (/src="\/[^"]+\/webpack-runtime-/.test(fs.readFileSync(home, `utf8`)))
    throw new Error(
      `public/ holds a build with a path prefix; run without --skip-build to build for the domain root`,
    )

  // Served from a copy, so that a build started meanwhile (by the browser suite, say) cannot change the pages midway.
  const site = fs.mkdtempSync(path.join(os.tmpdir(), `bench-site-`))
  let measured: MeasuredRoute[]
  try {
    fs.cpSync(publicDir, site, { recursive: true })
    measured = await measureRoutes(site)
  } finally {
    fs.rmSync(site, { recursive: true, force: true })
  }

  const rows = measured.map(({ route, median }) => {
    const missed = missedMeasures(median, budgetForRoute(route))
    return [route, ...columns.map((measure) => cell(median, measure, missed))]
  })
  const misses = measured.flatMap(({ route, median }) => budgetMisses(route, median, budgetForRoute(route)))
  const first = measured[0]!
  console.log(
    `\nLighthouse ${first.lighthouseVersion}, mobile defaults ` +
      `(simulated throttling), median of ${runsPerRoute} runs per page; ${first.userAgent}\n`,
  )
  console.log(markdownTable([`Route`, ...columns.map((measure) => measures[measure].label)], rows))
  console.log(
    `\nTimes are Lighthouse's estimates for a mid-range phone on a slow 4G connection; KiB are transferred`,
  )
  console.log(`(brotli, headers included). ✗ marks a missed budget. Budgets:`)
  console.log(`  every route: ${describeBudget(pageBudgets.everyRoute)}`)
  for (const [route, budget] of Object.entries(pageBudgets.route))
    console.log(`  ${route}: ${describeBudget(budget)}`)
  for (const { route, warnings } of measured)
    for (const warning of warnings) console.log(`Lighthouse's warning on ${route}: ${warning}`)
  console.log(
    misses.length
      ? `\nMissed budgets:\n${misses.map((miss) => `  - ${miss}`).join(`\n`)}`
      : `\nAll budgets met.`,
  )

  fs.mkdirSync(resultsDir, { recursive: true })
  const resultsFile = path.join(resultsDir, `results.json`)
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        lighthouse: first.lighthouseVersion,
        userAgent: first.userAgent,
        settings: `mobile defaults (simulated throttling), median of ${runsPerRoute} runs, HTTPS + HTTP/2, brotli quality ${brotliQuality}`,
        budgets: pageBudgets,
        routes: measured,
        misses,
      },
      null,
      2,
    )}\n`,
  )
  console.log(
    `\nWrote ${path.relative(project, resultsFile)} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  if (options.check && misses.length > 0) process.exit(1)
}

type MeasuredRoute = MedianOfRuns & { route: Route }

async function measureRoutes(site: string): Promise<MeasuredRoute[]> {
  const server = await serveLikeAHost(site, path.join(project, `netlify.toml`))
  console.log(
    `Serving public/ at ${server.url} (HTTPS, HTTP/2, brotli quality ${brotliQuality}, Netlify's headers)`,
  )
  try {
    const measured: MeasuredRoute[] = []
    for (const route of routes) {
      const say = (line: string) => console.log(`${route} ${line}`)
      const url = new URL(route, server.url).href
      measured.push({ route, ...(await medianOfRuns(url, runsPerRoute, server.chromeFlags, say)) })
    }
    return measured
  } finally {
    await server.close()
  }
}

function cell(figures: PageFigures, measure: Measure, missed: Measure[]): string {
  return `${measures[measure].write(figures[measure])}${missed.includes(measure) ? ` ✗` : ``}`
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
