/** @jest-environment node */
// A show's link preview: 1200x630, the poster whole (not cropped) in the middle, the rest in its dominant colour;
// written beside the show's page, an old one removed with its show; the search engines' shapes only for a show still
// to come. Each draws with sharp, which takes seconds on a busy machine: 30 s each.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { drawLinkPreview, writeLinkPreviews } from "../link-previews"
import { showPosterPictures } from "../schedule-pages"

/** A 600x750 poster: deep red, with a 20px white band across its top and bottom edges. */
async function poster(folder: string): Promise<string> {
  const file = path.join(folder, `poster.png`)
  const band = { create: { width: 600, height: 20, channels: 3 as const, background: `#ffffff` } }
  const white = await sharp(band).png().toBuffer()
  await sharp({ create: { width: 600, height: 750, channels: 3, background: `#b01020` } })
    .composite([
      { input: white, top: 0, left: 0 },
      { input: white, top: 730, left: 0 },
    ])
    .png()
    .toFile(file)
  return file
}

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [...data.subarray(at, at + 3)]
}

const near = (actual: number[], expected: number[]) =>
  actual.every((value, index) => Math.abs(value - expected[index]!) <= 12)

test(`the poster whole, centred, on its dominant colour, at 1200x630`, async () => {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-preview-`))
  const preview = await drawLinkPreview(await poster(folder))
  expect(await sharp(preview).metadata()).toMatchObject({ width: 1200, height: 630, format: `png` })
  // 600x750 fits 504x630: its white top and bottom edges are kept (not cropped away) ...
  expect(near(await pixel(preview, 600, 2), [255, 255, 255])).toBe(true)
  expect(near(await pixel(preview, 600, 627), [255, 255, 255])).toBe(true)
  // ... and the sides are the poster's own red, not black or white.
  expect(near(await pixel(preview, 10, 315), [0xb0, 0x10, 0x20])).toBe(true)
  expect(near(await pixel(preview, 1190, 315), [0xb0, 0x10, 0x20])).toBe(true)
  await fs.rm(folder, { recursive: true, force: true })
}, 30_000)

test(`beside an upcoming show's, the poster whole at 16:9, 4:3 and 1:1, 1200px wide, for search engines`, async () => {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-preview-`))
  const publicDir = path.join(folder, `public`)
  const show = { pagePath: `/shows/2097-05-01-castle/`, posterFile: await poster(folder), upcoming: true }
  await writeLinkPreviews(publicDir, [show], path.join(folder, `cache`))
  const sizes = await Promise.all(
    showPosterPictures(show.pagePath).map(async (picture) => {
      const { width, height } = await sharp(path.join(publicDir, picture.path)).metadata()
      return [picture.path.slice(show.pagePath.length), width, height]
    }),
  )
  expect(sizes).toEqual([
    [`poster-16x9.jpg`, 1200, 675],
    [`poster-4x3.jpg`, 1200, 900],
    [`poster-1x1.jpg`, 1200, 1200],
  ])
  // Whole: the 1:1 keeps the poster's white top edge, and its sides are the poster's red.
  const square = await fs.readFile(path.join(publicDir, show.pagePath, `poster-1x1.jpg`))
  expect(near(await pixel(square, 600, 2), [255, 255, 255])).toBe(true)
  expect(near(await pixel(square, 10, 600), [0xb0, 0x10, 0x20])).toBe(true)
  await fs.rm(folder, { recursive: true, force: true })
}, 30_000)

test(`a played show's page has its link preview alone; played since the last build, it loses the others`, async () => {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-preview-`))
  const publicDir = path.join(folder, `public`)
  const show = { pagePath: `/shows/2024-05-01-castle/`, posterFile: await poster(folder), upcoming: true }
  const cacheDir = path.join(folder, `cache`)
  const drawn = async () => (await fs.readdir(path.join(publicDir, show.pagePath))).sort()
  await writeLinkPreviews(publicDir, [show], cacheDir)
  expect(await drawn()).toEqual([`link-preview.png`, `poster-16x9.jpg`, `poster-1x1.jpg`, `poster-4x3.jpg`])
  await writeLinkPreviews(publicDir, [{ ...show, upcoming: false }], cacheDir)
  expect(await drawn()).toEqual([`link-preview.png`])
  await fs.rm(folder, { recursive: true, force: true })
}, 30_000)

test(`written beside each show's page; a removed show's preview goes, a rebuild writes the same bytes`, async () => {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-preview-`))
  const posterFile = await poster(folder)
  const publicDir = path.join(folder, `public`)
  const first = { pagePath: `/shows/2097-05-01-castle/`, posterFile, upcoming: true }
  const second = { pagePath: `/shows/2097-09-13-firehaus/`, posterFile, upcoming: true }
  const cacheDir = path.join(folder, `cache`)
  expect(await writeLinkPreviews(publicDir, [first, second], cacheDir)).toEqual({ shows: 2, drawn: 4 })
  const file = (show: { pagePath: string }) => path.join(publicDir, show.pagePath, `link-preview.png`)
  const bytes = await fs.readFile(file(first))
  expect(
    await writeLinkPreviews(
      publicDir,
      [first, { pagePath: `/shows/no-poster/`, posterFile: null, upcoming: true }],
      cacheDir,
    ),
  ).toEqual({ shows: 1, drawn: 0 })
  expect(await fs.readFile(file(first))).toEqual(bytes)
  await expect(fs.access(file(second))).rejects.toThrow()
  await fs.rm(folder, { recursive: true, force: true })
}, 30_000)

test(`a rebuild takes a poster's drawing from the cache; a changed poster is drawn again`, async () => {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-preview-`))
  const posterFile = await poster(folder)
  const publicDir = path.join(folder, `public`)
  const cacheDir = path.join(folder, `cache`)
  const show = { pagePath: `/shows/2097-05-01-castle/`, posterFile, upcoming: true }
  const file = path.join(publicDir, show.pagePath, `link-preview.png`)
  await writeLinkPreviews(publicDir, [show], cacheDir)
  const drawn = await fs.readFile(file)
  const keptFiles = (await fs.readdir(cacheDir)).filter((name) => name.endsWith(`.png`))
  // The preview and the three pictures for search engines.
  expect(keptFiles).toHaveLength(4)
  const keptBytes = await Promise.all(keptFiles.map((name) => fs.readFile(path.join(cacheDir, name))))
  const kept = keptFiles[keptBytes.findIndex((bytes) => bytes.equals(drawn))]
  expect(kept).toBeDefined()

  // The kept drawing is what a rebuild writes where public/ lost the picture: marked here, the mark comes out.
  const marked = Buffer.concat([drawn, Buffer.from(`kept`)])
  await fs.writeFile(path.join(cacheDir, kept!), marked)
  await fs.rm(file)
  expect(await writeLinkPreviews(publicDir, [show], cacheDir)).toEqual({ shows: 1, drawn: 0 })
  expect(await fs.readFile(file)).toEqual(marked)

  // A new poster under the same name is drawn anew: its preview's sides take its own colour.
  await sharp({ create: { width: 600, height: 750, channels: 3, background: `#1040b0` } })
    .png()
    .toFile(posterFile)
  await writeLinkPreviews(publicDir, [show], cacheDir)
  expect(near(await pixel(await fs.readFile(file), 10, 315), [0x10, 0x40, 0xb0])).toBe(true)
  await fs.rm(folder, { recursive: true, force: true })
}, 30_000)

test(`a rebuild leaves each picture public/ holds as it wrote it, reading no poster; one changed there is written again`, async () => {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-preview-`))
  const posterFile = await poster(folder)
  const publicDir = path.join(folder, `public`)
  const cacheDir = path.join(folder, `cache`)
  // Gatsby's digest of the poster, as the build passes it.
  const show = { pagePath: `/shows/2097-05-01-castle/`, posterFile, posterDigest: `f00d`, upcoming: true }
  const file = path.join(publicDir, show.pagePath, `link-preview.png`)
  expect(await writeLinkPreviews(publicDir, [show], cacheDir)).toEqual({ shows: 1, drawn: 4 })
  const drawn = await fs.readFile(file)
  const writtenAt = (await fs.stat(file)).mtimeMs
  // Gone from the disk: a rebuild that read it would fail.
  await fs.rm(posterFile)
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(await writeLinkPreviews(publicDir, [show], cacheDir)).toEqual({ shows: 1, drawn: 0 })
  expect(await fs.readFile(file)).toEqual(drawn)
  // Left in place, not written again.
  expect((await fs.stat(file)).mtimeMs).toBe(writtenAt)
  await fs.writeFile(file, `changed`)
  expect(await writeLinkPreviews(publicDir, [show], cacheDir)).toEqual({ shows: 1, drawn: 0 })
  expect(await fs.readFile(file)).toEqual(drawn)
  await fs.rm(folder, { recursive: true, force: true })
}, 30_000)
