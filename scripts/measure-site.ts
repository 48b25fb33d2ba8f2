// Benchmark: what a visitor's browser downloads for each page of the built site, measured in Chromium, as figures.
// Usage: npm run build && npm run bench:size [-- public-dir]
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { chromium } from "@playwright/test"
import { chromiumFlags, findChromium } from "../e2e/support/chromium"
import { serveBuild } from "../e2e/support/static-server"
import { routes } from "./bench/figures"

const publicDir = path.resolve(process.argv[2] ?? `public`)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

interface Totals {
  files: number
  raw: number
  gzip: number
}

async function main() {
  if (!fs.existsSync(path.join(publicDir, `index.html`))) {
    console.error(`No built site in ${publicDir}: run "npm run build" first.`)
    process.exit(1)
  }
  // Served as the browser tests serve it (folder index pages, the not-found page's 404).
  const server = await serveBuild(publicDir)
  const origin = new URL(server.url).origin
  const browser = await chromium.launch({
    executablePath: findChromium(`browser`).executablePath,
    args: chromiumFlags,
  })

  const rows = []
  for (const [name, viewport] of [
    [`phone`, { width: 390, height: 844 }],
    [`desktop`, { width: 1280, height: 800 }],
  ] as const) {
    for (const route of routes) {
      const page = await browser.newPage({ viewport })
      const byType = new Map<string, Totals>()
      page.on(`response`, async (response) => {
        const body = await response.body().catch(() => Buffer.alloc(0))
        const type = response.request().resourceType()
        const totals = byType.get(type) ?? { files: 0, raw: 0, gzip: 0 }
        byType.set(type, {
          files: totals.files + 1,
          raw: totals.raw + body.length,
          gzip: totals.gzip + zlib.gzipSync(body, { level: 9 }).length,
        })
      })
      await page.goto(origin + route, { waitUntil: `networkidle` })
      const largestPaint = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element }) | undefined
              resolve(
                last?.element
                  ? `${last.element.tagName.toLowerCase()} ${last.element.getAttribute(`alt`) ?? ``}`.trim()
                  : `?`,
              )
            }).observe({ type: `largest-contentful-paint`, buffered: true })
          }),
      )
      const empty = { files: 0, raw: 0, gzip: 0 }
      const js = byType.get(`script`) ?? empty
      const images = byType.get(`image`) ?? empty
      const documentSize = byType.get(`document`) ?? empty
      rows.push({
        viewport: name,
        route,
        "HTML gzip": kb(documentSize.gzip),
        "JS files": js.files,
        "JS raw": kb(js.raw),
        "JS gzip": kb(js.gzip),
        images: `${images.files} / ${kb(images.raw)}`,
        "largest paint": largestPaint.slice(0, 40),
      })
      await page.close()
    }
  }
  console.table(rows)
  await browser.close()
  await server.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
