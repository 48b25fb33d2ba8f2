// Benchmark: how the build and the Schedule cope with a long list of shows. In a throwaway copy of the project it
// builds today's content, then 100 and 500 generated shows with their posters: cold, warm with nothing changed (twice),
// and warm again after adding one show, with what each published (public/), the most memory its process tree held, and
// what a first visit downloads; and measures the Schedule (Lighthouse, its HTML and page data) at each size. Astro
// and Hugo, when installed (scripts/bench/peer-sites.ts), build the same generated shows beside it, cold and warm.
// Usage: npm run bench:scale [-- --shows 100,500] [-- --check] [-- --skip-lighthouse] [-- --skip-today]
//   [-- --skip-peers]
import fs from "fs"
import os from "os"
import path from "path"
import { parseArgs } from "util"
import type { Show, ShowsFile } from "../src/content-model/schema"
import { describeScaleBudgets, scaleBudgetMisses, scaleBudgets, type ScaleStep } from "./bench/budgets"
import {
  firstVisitScripts,
  memoryCell,
  publishedSize,
  runMeasured,
  type FirstVisitScripts,
  type PeakMemory,
  type PublishedSize,
} from "./bench/build-figures"
import { markdownTable, measures, type Measure } from "./bench/figures"
import { addedShow, generatedShows } from "./bench/generated-shows"
import { medianOfRuns, type MedianOfRuns } from "./bench/lighthouse-runs"
import { runNpmScript } from "./bench/npm-script"
import { renderPoster } from "../src/test-support/poster"
import { copyProject } from "../src/test-support/project-copy"
import { installedPeers, measurePeer, peersDir, type PeerFigures, type PeerShow } from "./bench/peer-sites"
import { scheduleFiles, type FileSize, type ScheduleFiles } from "./bench/schedule-files"
import { serveLikeAHost } from "./bench/serve-like-a-host"

const project = path.resolve(__dirname, `..`)
const resultsDir = path.join(project, `bench`)
const logsDir = path.join(resultsDir, `scale-logs`)
const lighthouseRuns = 3

/** A size's figures; its peak memory is the cold build's. */
interface ScaleResult extends ScaleStep, PeakMemory {
  scheduleRuns: MedianOfRuns[`runs`]
  lighthouseWarnings: string[]
  files: ScheduleFiles
  /** Whether the Schedule showed the added show after the warm rebuild */
  addedShowPublished: boolean
  /** What the cold build published */
  published: PublishedSize
  /** What a first visit to / downloads after the warm build, and whether adding a show left it as it was */
  firstVisit: FirstVisitScripts
  firstVisitSameAfterAddingAShow: boolean
  /** The same generated shows built by each peer installed (none for today's content) */
  peers: PeerFigures[]
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      shows: { type: `string`, default: `100,500` },
      check: { type: `boolean`, default: false },
      "skip-lighthouse": { type: `boolean`, default: false },
      "skip-today": { type: `boolean`, default: false },
      "skip-peers": { type: `boolean`, default: false },
    },
  })
  const peers = options[`skip-peers`] ? [] : installedPeers()
  const lighthouseRun = !options[`skip-lighthouse`]
  const sizes = [...new Set(options.shows.split(`,`).map((size) => Number(size.trim())))].sort(
    (a, b) => a - b,
  )
  if (sizes.some((size) => !Number.isInteger(size) || size < 1))
    throw new Error(
      `--shows takes numbers of shows separated by commas, like --shows 100,500 (got "${options.shows}")`,
    )
  const started = performance.now()
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`

  const copy = copyProject(project)
  const peersBuildDir = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-peers-`))
  const removeCopy = () => {
    fs.rmSync(copy, { recursive: true, force: true })
    fs.rmSync(peersBuildDir, { recursive: true, force: true })
  }
  for (const signal of [`SIGINT`, `SIGTERM`] as const)
    process.once(signal, () => {
      removeCopy()
      process.exit(130)
    })
  console.log(`Copied the project to ${copy} (build logs: bench/scale-logs/)`)
  console.log(`Load average (1, 5, 15 minutes) at the start: ${loadAverage()}`)
  console.log(
    peers.length
      ? `Peers building the same shows: ${peers.map((peer) => `${peer.name} ${peer.version}`).join(`, `)}`
      : `No peer builds the same shows (${options[`skip-peers`] ? `--skip-peers` : `neither Astro in ${peersDir} nor hugo on PATH`})`,
  )
  fs.rmSync(logsDir, { recursive: true, force: true })

  const showsFile = path.join(copy, `content`, `shows.json`)
  const postersDir = path.join(copy, `content`, `images`, `posters`)
  const todaysShows = (JSON.parse(fs.readFileSync(showsFile, `utf8`)) as ShowsFile).shows
  const now = new Date()
  const results: ScaleResult[] = []
  try {
    const plan = [
      ...(options[`skip-today`] ? [] : [{ shows: todaysShows.length, todaysContent: true }]),
      ...sizes.map((shows) => ({ shows, todaysContent: false })),
    ]
    let postersWritten: string[] = []
    for (const { shows: count, todaysContent } of plan) {
      const label = todaysContent ? `today's ${count} shows` : `${count} shows`
      const name = todaysContent ? `today` : `${count}-shows`
      const say = (line: string) => console.log(`[${elapsed()}] ${label}: ${line}`)
      const log = (step: string) => path.join(logsDir, `${name}-${step}.log`)

      for (const poster of postersWritten) fs.rmSync(poster, { force: true })
      postersWritten = []
      let shows: Show[] = todaysShows
      const peerShows: PeerShow[] = []
      if (!todaysContent) {
        say(`drawing ${count} posters and writing content/shows.json`)
        const generated = generatedShows(count, now)
        for (const show of generated) {
          const poster = path.join(postersDir, show.posterFile)
          await renderPoster(show, poster)
          postersWritten.push(poster)
          peerShows.push({ show: show.show, poster })
        }
        shows = generated.map(({ show }) => show)
      }
      writeShows(showsFile, shows)
      say(`checking the content (npm run check-content)`)
      runNpmScript(copy, `check-content`, log(`check-content`))

      say(`cold build (npm run clean, then npm run build)`)
      runNpmScript(copy, `clean`, log(`clean`))
      const coldRun = await runMeasured({ project: copy, script: `build` }, log(`cold-build`))
      const cold = coldRun.seconds
      const published = publishedSize(path.join(copy, `public`))
      say(`cold build took ${cold.toFixed(1)} s; warm build, nothing changed`)
      const warm = runNpmScript(copy, `build`, log(`warm-build`))
      const firstVisit = firstVisitScripts(path.join(copy, `public`))
      say(`warm build took ${warm.toFixed(1)} s; warm build again, nothing changed`)
      // A daily rebuild follows a rebuild, not a cold build: both are measured (the first rebuild after a cold build
      // must not name the scripts anew, docs/performance.md).
      const warmAgain = runNpmScript(copy, `build`, log(`warm-build-again`))
      say(`warm build again took ${warmAgain.toFixed(1)} s`)
      const files = scheduleFiles(path.join(copy, `public`))
      let lighthouse: MedianOfRuns | undefined
      if (lighthouseRun) {
        say(`Lighthouse on /schedule/, ${lighthouseRuns} runs`)
        lighthouse = await measureSchedule(copy, (line) => say(`/schedule/ ${line}`))
      }

      const added = addedShow(shows.length, now)
      const poster = path.join(postersDir, added.posterFile)
      await renderPoster(added, poster)
      postersWritten.push(poster)
      writeShows(showsFile, [...shows, added.show])
      say(`added a show on ${added.show.date} with its poster; warm build`)
      const warmAfterAddingAShow = runNpmScript(copy, `build`, log(`warm-build-added-show`))
      const scheduleHtml = fs.readFileSync(path.join(copy, `public`, `schedule`, `index.html`), `utf8`)
      const addedShowPublished = scheduleHtml.includes(added.show.when)
      const firstVisitAfterAddingAShow = firstVisitScripts(path.join(copy, `public`))
      const firstVisitSameAfterAddingAShow =
        JSON.stringify(firstVisitAfterAddingAShow) === JSON.stringify(firstVisit)
      say(
        `warm build after adding a show took ${warmAfterAddingAShow.toFixed(1)} s` +
          (addedShowPublished ? `` : `; WARNING: the Schedule does not show the added show after it`),
      )

      const peerFigures: PeerFigures[] = []
      for (const peer of todaysContent ? [] : peers) {
        say(`${peer.name} ${peer.version}: the same ${count} shows, cold build and warm build`)
        const figures = await measurePeer(peer, peerShows, now, path.join(peersBuildDir, peer.name), log)
        say(
          `${peer.name}: cold ${figures.coldSeconds.toFixed(1)} s, warm ${figures.warmSeconds.toFixed(1)} s`,
        )
        peerFigures.push(figures)
      }

      results.push({
        shows: count,
        todaysContent,
        buildSeconds: { cold, warm, warmAgain, warmAfterAddingAShow },
        schedule: lighthouse?.median,
        scheduleRuns: lighthouse?.runs ?? [],
        lighthouseWarnings: lighthouse?.warnings ?? [],
        files,
        addedShowPublished,
        published,
        peakMemory: coldRun.peakMemory,
        peakProportionalMemory: coldRun.peakProportionalMemory,
        firstVisit,
        firstVisitSameAfterAddingAShow,
        peers: peerFigures,
      })
    }
  } finally {
    removeCopy()
  }

  const { misses, unchecked } = scaleBudgetMisses(results)
  const lighthouseColumns: Measure[] = [
    `performance`,
    `accessibility`,
    `bestPractices`,
    `seo`,
    `largestContentfulPaint`,
    `totalBlockingTime`,
    `cumulativeLayoutShift`,
    `totalKiB`,
    `javascriptKiB`,
    `imagesKiB`,
  ]
  const rows = results.map((result) => [
    showsCell(result),
    `${result.buildSeconds.cold.toFixed(1)} s`,
    `${result.buildSeconds.warm.toFixed(1)} s`,
    `${result.buildSeconds.warmAgain.toFixed(1)} s`,
    `${result.buildSeconds.warmAfterAddingAShow.toFixed(1)} s`,
    ...lighthouseColumns.map((measure) =>
      result.schedule ? measures[measure].write(result.schedule[measure]) : `-`,
    ),
    fileSize(result.files.html),
    result.files.pageData ? fileSize(result.files.pageData) : `none`,
    result.files.yearPages.largest
      ? `${result.files.yearPages.count}, largest ${result.files.yearPages.largest.path} ${fileSize(result.files.yearPages.largest.html)}`
      : `none`,
  ])
  console.log(
    `\nBuilds: wall time of npm run build. Schedule: Lighthouse mobile defaults (simulated throttling), median of ` +
      `${lighthouseRuns} runs; Total is what a first visit downloads. Files: raw / gzipped.\n`,
  )
  console.log(
    markdownTable(
      [
        `Shows`,
        `Cold build`,
        `Warm build`,
        `Warm again`,
        `Warm, +1 show`,
        ...lighthouseColumns.map((measure) => measures[measure].label),
        `schedule/index.html`,
        `page-data.json`,
        `Year pages`,
      ],
      rows,
    ),
  )
  console.log(
    `\nWhat each cold build published and the most memory its process tree held (looked at twice a second; in brackets, ` +
      `each page shared between its processes counted once); ` +
      `the scripts a first visit to / downloads (brotli -11), and whether adding a show changed them.\n`,
  )
  console.log(
    markdownTable(
      [`Shows`, `public/ after the cold build`, `Peak memory`, `First visit JS`, `+1 show`],
      results.map((result) => [
        showsCell(result),
        publishedCell(result.published),
        memoryCell(result),
        `${(result.firstVisit.brotli / 1024).toFixed(1)} KiB (${result.firstVisit.names.join(`, `)})`,
        result.firstVisitSameAfterAddingAShow ? `the same` : `changed`,
      ]),
    ),
  )
  if (results.some((result) => result.peers.length > 0)) {
    console.log(
      `\nSide by side: the same generated shows and posters, built cold (no output, no cache) and then warm with ` +
        `nothing changed; what each published and the most memory its process tree held in the cold build. The ` +
        `peers make the same poster widths, AVIF (not Hugo) and WebP at quality 40, and no link previews.\n`,
    )
    const gatsbyVersion = (
      JSON.parse(fs.readFileSync(path.join(project, `node_modules`, `gatsby`, `package.json`), `utf8`)) as {
        version: string
      }
    ).version
    console.log(
      markdownTable(
        [`Shows`, `Built by`, `Cold build`, `Warm build`, `Published`, `Peak memory`],
        results
          .filter((result) => result.peers.length > 0)
          .flatMap((result) => [
            [
              showsCell(result),
              `this project (Gatsby ${gatsbyVersion})`,
              `${result.buildSeconds.cold.toFixed(1)} s`,
              `${result.buildSeconds.warm.toFixed(1)} s`,
              publishedCell(result.published),
              memoryCell(result),
            ],
            ...result.peers.map((peer) => [
              showsCell(result),
              `${peer.peer} ${peer.version}`,
              `${peer.coldSeconds.toFixed(1)} s`,
              `${peer.warmSeconds.toFixed(1)} s`,
              publishedCell(peer.published),
              memoryCell(peer),
            ]),
          ]),
      ),
    )
  }
  console.log(`Load average (1, 5, 15 minutes) at the end: ${loadAverage()}`)
  console.log(
    `\nBudgets:\n${describeScaleBudgets()
      .map((line) => `  ${line}`)
      .join(`\n`)}`,
  )
  for (const line of unchecked) console.log(`Not checked: ${line}`)
  for (const result of results) {
    for (const warning of result.lighthouseWarnings)
      console.log(`Lighthouse's warning at ${result.shows} shows: ${warning}`)
    if (!result.addedShowPublished)
      console.log(
        `Warning: at ${result.shows} shows the Schedule did not show the added show after the warm rebuild`,
      )
  }
  console.log(
    misses.length
      ? `\nMissed budgets:\n${misses.map((miss) => `  - ${miss}`).join(`\n`)}`
      : `\nAll budgets met.`,
  )

  fs.mkdirSync(resultsDir, { recursive: true })
  const resultsFile = path.join(resultsDir, `scale-results.json`)
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        settings: `builds: npm run build in a copy of the project; Schedule: Lighthouse mobile defaults, median of ${lighthouseRuns} runs, HTTPS + HTTP/2 + brotli`,
        budgets: scaleBudgets,
        steps: results,
        misses,
        unchecked,
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nWrote ${path.relative(project, resultsFile)}; the whole run took ${elapsed()}`)
  if (options.check && misses.length > 0) process.exit(1)
}

function showsCell(result: ScaleResult): string {
  return result.todaysContent ? `${result.shows} (today)` : String(result.shows)
}

/** The machine's load: a build's time means little without it. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(`, `)
}

function writeShows(file: string, shows: Show[]): void {
  const content: ShowsFile = { shows }
  fs.writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`)
}

async function measureSchedule(copy: string, say: (line: string) => void): Promise<MedianOfRuns> {
  const server = await serveLikeAHost(path.join(copy, `public`), path.join(copy, `netlify.toml`))
  try {
    return await medianOfRuns(new URL(`schedule/`, server.url).href, lighthouseRuns, server.chromeFlags, say)
  } finally {
    await server.close()
  }
}

function publishedCell({ files, bytes }: PublishedSize): string {
  return `${files} files, ${(bytes / 1e6).toFixed(1)} MB`
}

function fileSize({ raw, gzip }: FileSize): string {
  return `${(raw / 1024).toFixed(1)} / ${(gzip / 1024).toFixed(1)} KiB`
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
