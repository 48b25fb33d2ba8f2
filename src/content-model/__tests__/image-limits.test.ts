/** @jest-environment node */
// How large a picture may be: up to 50 megapixels and 20 MB, which a 48-megapixel phone photo fits, with a word (not
// a refusal) past 10 MB. A few posters of 16000×16000 would take gigabytes to decode: the size is read from the file's
// header, and a picture over the limit is never decoded, neither by the checker nor by sharp past the limit.
import { promises as fs } from "fs"
import path from "path"
import { crc32, deflateSync } from "zlib"
import sharp from "sharp"
import { contentFixture, writeImage } from "../__fixtures__/content-fixture"
import { decodesWhole } from "../decoded-images"
import { checkContent, formatProblems } from "../validate"

const poster = `images/posters/2024-08-14-the-space.png`
const show2 = `content/shows.json: show 2 ("2024-08-14, The Space in Champaign")`
const photo = `images/posters/2024-08-14-the-space.jpg`

afterEach(() => jest.restoreAllMocks())

/** The files read whole from now on: what is decoded is read whole first (decoded-images.ts). */
function filesReadWhole(): () => string[] {
  const reads = jest.spyOn(fs, `readFile`)
  return () => reads.mock.calls.map(([file]) => String(file))
}

/**
 * A PNG whose header says it is `width`×`height`, with one row of its pixels: what sharp's header reader sees of a
 * 16000×16000 poster, in a few hundred bytes (decoding it would fail, but nothing here may try).
 */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, `latin1`), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([length, typed, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from(`\x89PNG\r\n\x1a\n`, `latin1`),
    chunk(`IHDR`, header),
    chunk(`IDAT`, deflateSync(Buffer.alloc(16000 * 3 + 1))),
    chunk(`IEND`, Buffer.alloc(0)),
  ])
}

/** A JPEG photo padded after its end to `megabytes` (1 MB = 1,000,000 bytes), as a camera's large file would be. */
async function photoOf(contentDir: string, imagePath: string, megabytes: number): Promise<void> {
  await writeImage(contentDir, imagePath, 1200, `jpeg`)
  const file = path.join(contentDir, imagePath)
  const { size } = await fs.stat(file)
  await fs.appendFile(file, Buffer.alloc(Math.round(megabytes * 1_000_000) - size))
}

test(`a poster of 16000×16000 pixels is refused from its header, and nothing decodes it`, async () => {
  const contentDir = await contentFixture()
  await fs.writeFile(path.join(contentDir, poster), pngHeader(16000, 16000))
  const readWhole = filesReadWhole()
  expect(formatProblems((await checkContent(contentDir)).problems)).toBe(
    `${show2}: "img" is "${poster}", which is 16000×16000 pixels (256 megapixels); the site takes pictures up to 50 megapixels (a 48-megapixel phone photo, 8064×6048, fits), since making its own smaller copies of a larger one takes more memory than the build has; export a poster smaller: 4000 pixels wide is plenty`,
  )
  expect(readWhole()).not.toContain(path.join(contentDir, poster))
})

test(`a picture just over 50 megapixels is refused, and sharp is not let decode it`, async () => {
  const contentDir = await contentFixture()
  await sharp({ create: { width: 7100, height: 7100, channels: 3, background: `#ffffff` } })
    .png()
    .toFile(path.join(contentDir, poster))
  expect(formatProblems((await checkContent(contentDir)).problems)).toMatch(
    new RegExp(
      `^${show2.replace(/[()]/g, `\\$&`)}: "img" is "${poster}", which is 7100×7100 pixels \\(50\\.4 megapixels\\);`,
    ),
  )
  expect(await decodesWhole(contentDir, path.join(contentDir, poster))).toBe(false)
})

test(`a 48-megapixel phone photo (8064×6048) is fine`, async () => {
  const contentDir = await contentFixture((data) => (data.shows.shows[1].img = photo))
  await sharp({ create: { width: 8064, height: 6048, channels: 3, background: `#ffffff` } })
    .jpeg()
    .toFile(path.join(contentDir, photo))
  expect(await checkContent(contentDir)).toMatchObject({ problems: [], warnings: [] })
}, 30_000)

test(`a file over 20 MB is refused without being read, with its size and what to do`, async () => {
  const contentDir = await contentFixture((data) => (data.shows.shows[1].img = photo))
  await photoOf(contentDir, photo, 21.3)
  const readWhole = filesReadWhole()
  expect(formatProblems((await checkContent(contentDir)).problems)).toBe(
    `${show2}: "img" is "${photo}", which is a 21.3 MB file; the site takes files up to 20 MB (a photo straight from a phone fits), since each goes into the site's repository as it is; export a poster smaller: as JPEG, 4000 pixels wide is plenty`,
  )
  expect(readWhole()).not.toContain(path.join(contentDir, photo))
})

test(`a 12.6 MB phone photo is taken, with a word about its size`, async () => {
  const contentDir = await contentFixture((data) => (data.shows.shows[1].img = photo))
  await photoOf(contentDir, photo, 12.6)
  expect(await checkContent(contentDir)).toMatchObject({
    problems: [],
    warnings: [
      {
        file: `content/${photo}`,
        problem: `is a 12.6 MB file, which goes into the site's repository as it is; export a poster smaller: as JPEG, 4000 pixels wide is plenty (files over 20 MB are refused)`,
      },
    ],
  })
})
