// What the benchmarks report about one page load: the figures taken from a Lighthouse result, rounded as they are
// printed (so a budget check and the table agree), how each is written, and the table they are printed in.
import type { Result } from "lighthouse"

/** The site's pages, as visitors reach them. */
export const routes = [`/`, `/schedule/`, `/about/`, `/faq/`, `/i-love-sonic/`] as const
export type Route = (typeof routes)[number]

export interface PageFigures {
  /** Lighthouse's category scores, 0 to 100 */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Milliseconds, as Lighthouse's mobile simulation estimates them */
  firstContentfulPaint: number
  largestContentfulPaint: number
  totalBlockingTime: number
  cumulativeLayoutShift: number
  /** Kibibytes transferred (compressed, headers included) while the page loads */
  totalKiB: number
  javascriptKiB: number
  cssKiB: number
  imagesKiB: number
}

export type Measure = keyof PageFigures

interface MeasureDescription {
  /** Column title */
  label: string
  /** In a sentence: "<name> is 55 ms" */
  name: string
  better: `higher` | `lower`
  write: (value: number) => string
}

/** How each figure is named in the table and in a missed budget, and which way is better. */
export const measures: Record<Measure, MeasureDescription> = {
  performance: { label: `Perf`, name: `the Performance score`, better: `higher`, write: String },
  accessibility: { label: `A11y`, name: `the Accessibility score`, better: `higher`, write: String },
  bestPractices: { label: `BP`, name: `the Best Practices score`, better: `higher`, write: String },
  seo: { label: `SEO`, name: `the SEO score`, better: `higher`, write: String },
  firstContentfulPaint: { label: `FCP`, name: `First Contentful Paint`, better: `lower`, write: seconds },
  largestContentfulPaint: { label: `LCP`, name: `Largest Contentful Paint`, better: `lower`, write: seconds },
  totalBlockingTime: {
    label: `TBT`,
    name: `Total Blocking Time`,
    better: `lower`,
    write: (ms) => `${ms} ms`,
  },
  cumulativeLayoutShift: { label: `CLS`, name: `Cumulative Layout Shift`, better: `lower`, write: String },
  totalKiB: { label: `Total`, name: `everything transferred`, better: `lower`, write: kibibytes },
  javascriptKiB: { label: `JS`, name: `JavaScript transferred`, better: `lower`, write: kibibytes },
  cssKiB: { label: `CSS`, name: `CSS transferred`, better: `lower`, write: kibibytes },
  imagesKiB: { label: `Images`, name: `images transferred`, better: `lower`, write: kibibytes },
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`
}

function kibibytes(kib: number): string {
  return `${kib.toFixed(1)} KiB`
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals

/** The figures of one Lighthouse run, rounded as Lighthouse's report shows them. */
export function pageFigures(result: Result): PageFigures {
  const score = (category: string) => {
    const value = result.categories[category]?.score
    if (typeof value !== `number`)
      throw new Error(`Lighthouse gave no ${category} score for ${result.finalDisplayedUrl}`)
    return Math.round(value * 100)
  }
  const metric = (audit: string) => {
    const value = result.audits[audit]?.numericValue
    if (typeof value !== `number`)
      throw new Error(`Lighthouse measured no ${audit} for ${result.finalDisplayedUrl}`)
    return value
  }
  const details = result.audits[`resource-summary`]?.details
  const rows = details?.type === `table` ? details.items : []
  const transferred = (resourceType: string) => {
    const row = rows.find((item) => item.resourceType === resourceType)
    return round(Number(row?.transferSize ?? 0) / 1024, 1)
  }
  return {
    performance: score(`performance`),
    accessibility: score(`accessibility`),
    bestPractices: score(`best-practices`),
    seo: score(`seo`),
    firstContentfulPaint: Math.round(metric(`first-contentful-paint`)),
    largestContentfulPaint: Math.round(metric(`largest-contentful-paint`)),
    totalBlockingTime: Math.round(metric(`total-blocking-time`)),
    cumulativeLayoutShift: round(metric(`cumulative-layout-shift`), 3),
    totalKiB: transferred(`total`),
    javascriptKiB: transferred(`script`),
    cssKiB: transferred(`stylesheet`),
    imagesKiB: transferred(`image`),
  }
}

/** A Markdown table with its columns padded, readable in a terminal and pasteable into an issue. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? ``).length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(` | `)} |`
  return [
    line(header),
    `|${widths.map((width) => `-`.repeat(width + 2)).join(`|`)}|`,
    ...rows.map(line),
  ].join(`\n`)
}
