// What the build writes for the Schedule, measured on disk: its HTML, its page data and any pages of previous years
// (/schedule/<year>/), raw and gzipped.
import fs from "fs"
import path from "path"
import zlib from "zlib"

export interface FileSize {
  raw: number
  gzip: number
}

export interface ScheduleFiles {
  html: FileSize
  /** null when the build wrote no page data for the Schedule */
  pageData: FileSize | null
  yearPages: { count: number; largest: { path: string; html: FileSize } | null }
}

export function scheduleFiles(publicDir: string): ScheduleFiles {
  const schedule = path.join(publicDir, `schedule`)
  const html = sizeOf(path.join(schedule, `index.html`))
  if (!html) throw new Error(`The build wrote no schedule/index.html in ${publicDir}`)
  const years = fs.existsSync(schedule)
    ? fs
        .readdirSync(schedule)
        .filter((name) => /^\d{4}$/.test(name))
        .flatMap((year) => {
          const size = sizeOf(path.join(schedule, year, `index.html`))
          return size ? [{ path: `/schedule/${year}/`, html: size }] : []
        })
    : []
  return {
    html,
    pageData: sizeOf(path.join(publicDir, `page-data`, `schedule`, `page-data.json`)),
    yearPages: {
      count: years.length,
      largest: years.reduce<(typeof years)[number] | null>(
        (largest, page) => (!largest || page.html.raw > largest.html.raw ? page : largest),
        null,
      ),
    },
  }
}

function sizeOf(file: string): FileSize | null {
  if (!fs.existsSync(file)) return null
  const bytes = fs.readFileSync(file)
  return { raw: bytes.length, gzip: zlib.gzipSync(bytes).length }
}
