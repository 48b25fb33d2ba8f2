// The scripts holding React and Gatsby's runtime start with V8's compile hint (gatsby-node.ts), so a phone compiles
// them while they download; their source maps count the added line, so a stack trace still names the right source.
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping"
import { test, expect } from "./support/test"

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
    const map = new TraceMap(
      (await (await request.get(`${src}.map`)).json()) as ConstructorParameters<typeof TraceMap>[0],
    )
    const original = originalPositionFor(map, { line: line + 1, column: lines[line]!.indexOf(landmark.text) })
    expect(original.source, `${landmark.text} in ${src}`).toMatch(landmark.source)
  }
})
