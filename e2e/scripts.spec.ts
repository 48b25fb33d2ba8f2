// The scripts holding React and Gatsby's runtime start with V8's compile hint (gatsby-node.ts), so a phone compiles
// them while they download; their source maps count the added line, so a stack trace still names the right source.
// The maps are the build's records, kept in its cache folder, not published (src/build/build-records.ts).
import { promises as fs } from "fs"
import path from "path"
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping"
import { test, expect } from "./support/test"

/** Where the root build kept its records: its project copy's .cache/build-records/. */
const buildRecords = () => path.join(process.env.E2E_ROOT_BUILD!, `..`, `.cache`, `build-records`)

const compileHint = `//# allFunctionsCalledOnLoad`

test(`React and Gatsby's runtime carry the compile hint, and their source maps still point at the source @desktop`, async ({
  page,
  request,
}) => {
  await page.goto(`/`)
  const sources = await page
    .locator(`script[src]`)
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute(`src`) ?? ``))
  const runtime = sources.filter((src) => /\/(framework|app)-[0-9a-f]+\.js$/.test(src))
  expect(runtime).toHaveLength(2)

  // A string each script holds once, and the source file it comes from.
  const landmarks: Record<string, { text: string; source: RegExp }> = {
    framework: { text: `Minified React error #`, source: /react-dom/ },
    app: { text: `gatsby-focus-wrapper`, source: /\.cache\/navigation\.js$/ },
  }
  for (const src of runtime) {
    const script = await (await request.get(src)).text()
    expect(script.split(`\n`)[0], src).toBe(compileHint)

    const landmark = landmarks[src.includes(`/framework-`) ? `framework` : `app`]!
    const lines = script.split(`\n`)
    const line = lines.findIndex((text) => text.includes(landmark.text))
    expect(line, `${landmark.text} in ${src}`).toBeGreaterThan(0)
    expect(script, src).not.toContain(`sourceMappingURL`)
    expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404)
    const kept = await fs.readFile(path.join(buildRecords(), `${path.basename(src)}.map`), `utf8`)
    const map = new TraceMap(JSON.parse(kept) as ConstructorParameters<typeof TraceMap>[0])
    const original = originalPositionFor(map, { line: line + 1, column: lines[line]!.indexOf(landmark.text) })
    expect(original.source, `${landmark.text} in ${src}`).toMatch(landmark.source)
  }
})

test(`what the build writes for itself is not published: no source map, webpack.stats.json or chunk-map.json @desktop`, async ({
  request,
}) => {
  for (const record of [`/webpack.stats.json`, `/chunk-map.json`])
    expect((await request.get(record)).status(), record).toBe(404)
  expect((await fs.readdir(process.env.E2E_ROOT_BUILD!)).filter((name) => name.endsWith(`.map`))).toEqual([])
  expect(await fs.readdir(buildRecords())).toEqual(
    expect.arrayContaining([`webpack.stats.json`, `chunk-map.json`]),
  )
})
