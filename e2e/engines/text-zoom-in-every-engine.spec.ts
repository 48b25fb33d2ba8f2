// The engines' own text-only zoom (Safari's and WebKit's "zoom text only", Firefox's "Zoom text only"): every font
// size grows and nothing else does, which a larger root font in the page's style does not quite copy (font sizes in
// px and in viewport units grow too). Run in WebKit and Gecko, the `webkit` and `gecko` projects.
import { unbreakableText, wordsBrokenAcrossLinesScript } from "../support/words"
import { openEngine } from "./support/engines"
import { expect, test } from "./support/fixtures"
import { clickText, pageProblems, visit } from "./support/visit"

/** The pages with headings a fan reads first: Home, Schedule, About, FAQ and Booking. */
const pages = [`/`, `/schedule/`, `/about/`, `/faq/`, `/booking/`]

test(`with the engine's text-only zoom at 200 % on a 390 px phone, no heading, question, button or nav link breaks a word in the middle`, async ({
  engine,
  site,
}) => {
  // A second window of the engine, started zoomed for this test: slow on the shared, loaded test machine.
  test.setTimeout(120_000)
  const zoomed = await openEngine(engine.engine, { textZoom: 2 })
  try {
    expect(await zoomed.resize(390, 844), `the page's width in CSS pixels`).toBe(390)
    const broken: Record<string, string[]> = {}
    for (const path of pages) {
      await visit(zoomed, new URL(path.slice(1), site.root).href)
      const rootFont = await zoomed.run<number>(
        `return parseFloat(getComputedStyle(document.documentElement).fontSize)`,
      )
      expect(rootFont, `${path}: the root font, zoomed from 16 px`).toBeGreaterThanOrEqual(32)
      await clickText(zoomed, `nav`, `Menu`)
      broken[path] = await zoomed.run<string[]>(wordsBrokenAcrossLinesScript, unbreakableText)
      expect(
        await zoomed.run<boolean>(`return document.documentElement.scrollWidth > innerWidth`),
        `${path} scrolls sideways`,
      ).toBe(false)
      expect(await pageProblems(zoomed), path).toEqual([])
    }
    expect(broken, `words broken across lines, by page`).toEqual(
      Object.fromEntries(pages.map((path) => [path, []])),
    )
  } finally {
    await zoomed.close()
  }
})
