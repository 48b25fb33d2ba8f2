// Lighthouse on one page, several times, with its mobile defaults (simulated throttling), each run in a fresh
// headless Chromium as Lighthouse's own command line does it; the run reported is the median one.
import * as chromeLauncher from "chrome-launcher"
import type { Result } from "lighthouse"
import { chromiumFlags, findChromium } from "../../e2e/support/chromium"
import { pageFigures, type PageFigures } from "./figures"
import { medianRun } from "./median-run"

/**
 * Desktop Chromium (156 here) keeps the address bar's suggestion popup ready as two WebUI pages in a renderer of their
 * own, which wakes on every navigation and takes CPU from the page on this two-core machine; no phone runs it. Turned
 * off along with the features chrome-launcher turns off, in one list, so that neither flag replaces the other.
 */
const disabledFeatures = [
  ...(chromeLauncher.Launcher.defaultFlags()
    .find((flag) => flag.startsWith(`--disable-features=`))
    ?.slice(`--disable-features=`.length)
    .split(`,`) ?? []),
  `WebUIOmniboxPopup`,
  `WebUIOmniboxAimPopup`,
]

const lighthouseChromiumFlags = [
  `--disable-features=${disabledFeatures.join(`,`)}`,
  `--headless=new`,
  ...chromiumFlags,
]

export interface MedianOfRuns {
  median: PageFigures
  runs: PageFigures[]
  /** Lighthouse's warnings about the median run (a slow machine, a redirect) */
  warnings: string[]
  lighthouseVersion: string
  userAgent: string
}

export async function lighthouseRun(url: string, extraChromiumFlags: string[] = []): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(`browser`).executablePath,
    chromeFlags: [...lighthouseChromiumFlags, ...extraChromiumFlags],
    logLevel: `silent`,
  })
  try {
    // Imported when used, as a native ES module: tsx would otherwise compile Lighthouse to CommonJS with esbuild's
    // keepNames, and the functions Lighthouse sends into the page would call a __name helper that is not there.
    const { default: lighthouse } = await import(`lighthouse`)
    const answer = await lighthouse(url, { port: chrome.port, logLevel: `error`, output: `json` })
    if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`)
    return answer.lhr
  } finally {
    chrome.kill()
  }
}

/**
 * Runs Lighthouse on `url` until `times` runs have worked, saying how each went, and returns the median run's figures.
 * A run whose trace Lighthouse could not record (NO_NAVSTART, now and then on a busy machine) is tried again, up to
 * `times` more attempts in all, so that the median is taken of as many runs as asked for.
 */
export async function medianOfRuns(
  url: string,
  times: number,
  extraChromiumFlags: string[],
  say: (line: string) => void,
): Promise<MedianOfRuns> {
  const results: Result[] = []
  const worked = () => results.filter((result) => !result.runtimeError).length
  for (let attempt = 1; worked() < times && attempt <= 2 * times; attempt++) {
    const result = await lighthouseRun(url, extraChromiumFlags)
    results.push(result)
    say(
      result.runtimeError
        ? `attempt ${attempt} failed: ${result.runtimeError.message}`
        : `run ${worked()} of ${times}: ${summary(pageFigures(result))}`,
    )
  }
  const median = medianRun(results)
  return {
    median: pageFigures(median),
    runs: results.filter((result) => !result.runtimeError).map(pageFigures),
    warnings: median.runWarnings.map(String),
    lighthouseVersion: median.lighthouseVersion,
    userAgent: median.environment.hostUserAgent,
  }
}

function summary(figures: PageFigures): string {
  return (
    `performance ${figures.performance}, LCP ${figures.largestContentfulPaint} ms, ` +
    `TBT ${figures.totalBlockingTime} ms, ${figures.totalKiB} KiB`
  )
}
