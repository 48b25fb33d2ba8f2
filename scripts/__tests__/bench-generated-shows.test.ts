/** @jest-environment node */
// The shows `npm run bench:scale` writes must be content an editor could have written: every rule of the content
// model holds, and they are spread like a busy band's, a handful upcoming and the rest over several years.
import { showsFileSchema } from "../../src/content-model/schema"
import { splitShows } from "../../src/shows/split-shows"
import { addedShow, generatedShows, showWhen } from "../bench/generated-shows"
import { posterSvg } from "../../src/test-support/poster"

const now = new Date(`2025-03-01T18:00:00Z`)

test(`the dates are written as fans read them`, () => {
  expect(showWhen(`2025-03-03T19:00`)).toBe(`7pm, March 3rd, 2025`)
  expect(showWhen(`2025-08-14T19:30`)).toBe(`7:30pm, August 14th, 2025`)
  expect(showWhen(`2025-09-22T16:00`)).toBe(`4pm, September 22nd, 2025`)
  expect(showWhen(`2025-09-11T11:00`)).toBe(`11am, September 11th, 2025`)
  expect(showWhen(`2024-02-23`)).toBe(`February 23rd, 2024`)
  expect(showWhen(`2024-02-01`)).toBe(`February 1st, 2024`)
})

test(`500 generated shows are valid content, each once, each with its own poster`, () => {
  const generated = generatedShows(500, now)
  expect(generated).toHaveLength(500)
  expect(() => showsFileSchema.parse({ shows: generated.map(({ show }) => show) })).not.toThrow()
  expect(new Set(generated.map(({ show }) => `${show.date} ${show.where}`)).size).toBe(500)
  expect(new Set(generated.map(({ posterFile }) => posterFile)).size).toBe(500)
  for (const { show, posterFile } of generated) {
    expect(show.img).toBe(`images/posters/${posterFile}`)
    expect(posterFile).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.png$/)
    expect(show.when).toBe(showWhen(show.date))
  }
})

test(`a show about every four days: six upcoming, the other 494 going back years`, () => {
  const generated = generatedShows(500, now).map(({ show }) => show)
  const { upcoming, previous } = splitShows(generated, now)
  expect(upcoming).toHaveLength(6)
  expect(previous).toHaveLength(494)
  const days = (date: string) => Date.parse(date.slice(0, 10)) / 86_400_000
  const span = days(generated[0]!.date) - days(generated.at(-1)!.date)
  expect(span / 499).toBeCloseTo(4, 0)
  expect(previous.at(-1)!.date.slice(0, 4)).toBe(`2019`)
})

test(`the added show is the next one to come, after every other`, () => {
  const generated = generatedShows(100, now)
  const added = addedShow(100, now)
  expect(added.show.date > generated[0]!.show.date).toBe(true)
  expect(generated.map(({ posterFile }) => posterFile)).not.toContain(added.posterFile)
  expect(() => showsFileSchema.parse({ shows: [...generated, added].map(({ show }) => show) })).not.toThrow()
})

test(`the poster names the venue and the date, with characters that SVG would misread escaped`, () => {
  const svg = posterSvg(`Bert & Ernie's <Place>`, `7pm, March 3rd, 2025`, `hsl(10, 65%, 55%)`)
  expect(svg).toContain(`Bert &amp; Ernie's &lt;Place&gt;`)
  expect(svg).toContain(`7pm, March 3rd, 2025`)
  expect(svg).toContain(`width="600" height="750"`)
})
