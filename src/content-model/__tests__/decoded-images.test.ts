/** @jest-environment node */
// Decoding every pixel of every poster on each build is what makes a rebuild of years of shows slow; the same bytes
// need decoding once. A file that does not decode is never remembered.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { writeImage } from "../__fixtures__/content-fixture"
import { decodesWhole } from "../decoded-images"

let projectDir: string
let contentDir: string

beforeEach(async () => {
  projectDir = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-decoded-`))
  contentDir = path.join(projectDir, `content`)
  await writeImage(contentDir, `images/posters/a.png`, 400)
})

afterEach(async () => {
  jest.restoreAllMocks()
  await fs.rm(projectDir, { recursive: true, force: true })
})

const decodes = () => jest.spyOn(sharp.prototype, `toBuffer`)

test(`an image that decoded once is not decoded again, under any name`, async () => {
  const poster = path.join(contentDir, `images/posters/a.png`)
  const stats = decodes()
  expect(await decodesWhole(contentDir, poster)).toBe(true)
  expect(stats).toHaveBeenCalledTimes(1)

  await fs.copyFile(poster, path.join(contentDir, `images/posters/b.png`))
  expect(await decodesWhole(contentDir, poster)).toBe(true)
  expect(await decodesWhole(contentDir, path.join(contentDir, `images/posters/b.png`))).toBe(true)
  expect(stats).toHaveBeenCalledTimes(1)
})

test(`a half-copied image fails every time, and changed bytes are decoded again`, async () => {
  // Noise, so the pixels fill the file and cutting it short loses some of them.
  const poster = path.join(contentDir, `images/posters/noise.png`)
  const noise = Buffer.from(Array.from({ length: 400 * 100 * 3 }, (_, index) => (index * 7919) % 251))
  await sharp(noise, { raw: { width: 400, height: 100, channels: 3 } })
    .png()
    .toFile(poster)
  const whole = await fs.readFile(poster)
  expect(await decodesWhole(contentDir, poster)).toBe(true)

  const stats = decodes()
  await fs.writeFile(poster, whole.subarray(0, Math.floor(whole.length * 0.6)))
  expect(await decodesWhole(contentDir, poster)).toBe(false)
  expect(await decodesWhole(contentDir, poster)).toBe(false)
  expect(stats).toHaveBeenCalledTimes(2)
})

test(`a half-copied image fails every time when many are checked side by side`, async () => {
  // A small flat poster cut in half, 60 times at once: sharp's stats() let 30-40 % of them through under load (the
  // error of a decode in another thread got lost), and one reached a build in CI.
  const cut = await sharp({ create: { width: 600, height: 8, channels: 3, background: `#ffffff` } })
    .png()
    .toBuffer()
  const posters = await Promise.all(
    Array.from({ length: 60 }, async (_, index) => {
      const poster = path.join(contentDir, `images/posters/cut-${index}.png`)
      await fs.writeFile(poster, cut.subarray(0, Math.floor(cut.length / 2)))
      return poster
    }),
  )
  const results = await Promise.all(posters.map((poster) => decodesWhole(contentDir, poster)))
  expect(results.filter(Boolean)).toHaveLength(0)
})

test(`the cache lives with the project's other build caches`, async () => {
  await decodesWhole(contentDir, path.join(contentDir, `images/posters/a.png`))
  const saved = JSON.parse(
    await fs.readFile(path.join(projectDir, `node_modules/.cache/milk-patrol/decoded-images.json`), `utf8`),
  )
  expect(saved.decoder).toContain(`sharp ${sharp.versions.sharp}`)
  expect(saved.hashes).toHaveLength(1)
})

test(`images checked side by side are all remembered, for the next check to skip`, async () => {
  const posters = await Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      const poster = path.join(contentDir, `images/posters/${index}.png`)
      await sharp({ create: { width: 400 + index, height: 8, channels: 3, background: `#ffffff` } }).toFile(
        poster,
      )
      return poster
    }),
  )
  expect(await Promise.all(posters.map((poster) => decodesWhole(contentDir, poster)))).toEqual(
    posters.map(() => true),
  )
  const saved = JSON.parse(
    await fs.readFile(path.join(projectDir, `node_modules/.cache/milk-patrol/decoded-images.json`), `utf8`),
  )
  expect(saved.hashes).toHaveLength(20)
})
