/** @jest-environment node */
// Years of posters are checked a few at a time: the build's checker reads each image whole, and checking them all at
// once held all their bytes in the build's process together (docs/performance.md, "The content check's posters").
import { checkContentTexts, formatProblem, imagesAtOnce } from "../content-rules"
import { goodContentTexts } from "../__fixtures__/content-fixture"

test(`60 shows' posters are checked at most ${imagesAtOnce} at a time, each problem told against its own show`, async () => {
  const texts = await goodContentTexts()
  const { shows } = JSON.parse(texts.shows!) as { shows: Record<string, string>[] }
  // Each its own page: the template's id left out, the page is named by the date and the place.
  const { id: _id, ...template } = shows.find((show) => show.img)!
  const many = Array.from({ length: 60 }, (_, index) => ({
    ...template,
    date: `2023-${String((index % 12) + 1).padStart(2, `0`)}-${String(Math.floor(index / 12) + 1).padStart(2, `0`)}T19:00`,
    img: `images/posters/poster-${index}.png`,
  }))
  let checking = 0
  let most = 0
  const asked: string[] = []
  const report = await checkContentTexts(
    { ...texts, shows: JSON.stringify({ shows: many }, null, 2) },
    async (imagePath) => {
      asked.push(imagePath)
      most = Math.max(most, ++checking)
      // A check that takes a while, as reading and decoding a file does.
      await new Promise((resolve) => setTimeout(resolve, 2))
      checking--
      return imagePath.endsWith(`poster-41.png`) ? `is broken` : undefined
    },
    [],
    `2025-01-10`,
  )
  expect(asked.filter((image) => image.startsWith(`images/posters/poster-`))).toHaveLength(60)
  expect(most).toBeGreaterThan(1)
  expect(most).toBeLessThanOrEqual(imagesAtOnce)
  expect(report.problems.map(formatProblem)).toEqual([
    expect.stringMatching(/^content\/shows\.json: show 42 \(.*\): "img" is broken$/),
  ])
})
