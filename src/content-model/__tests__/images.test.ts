/** @jest-environment node */
// Images named in the content: they must exist under content/ exactly as written, really be PNG, JPEG, WebP or
// AVIF, and be wide enough for where the site shows them.
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { contentFixture, writeImage, type ContentData } from "../__fixtures__/content-fixture"
import { formatProblem, validateContent } from "../validate"

const poster = `images/posters/2024-08-14-the-space.png`
const show2 = `content/shows.json: show 2 ("2024-08-14, The Space in Champaign")`
const exportAgain = `not a PNG, JPEG, WebP or AVIF image (renaming a file does not change its kind); export a poster as PNG or JPEG`

/** A white 400×8 photo in the iPhone's HEIC format (HEVC inside HEIF), made with libheif's heif-enc and x265. */
const iPhonePhoto = Buffer.from(
  [
    `AAAAGGZ0eXBoZWljAAAAAG1pZjFoZWljAAABq21ldGEAAAAAAAAAIWhkbHIAAAAAAAAAAHBpY3QAAAAAAAAAAAAAAAAAAAAA`,
    `DnBpdG0AAAAAAAIAAAAQaWRhdAAAAAABkAAIAAAAOGlsb2MBAAAAREAAAgABAAAAAAAAAcsAAQAAAAAAAABKAAIAAQAAAAAA`,
    `AAABAAAAAAAAAAgAAAA4aWluZgAAAAAAAgAAABVpbmZlAgAAAQABAABodmMxAAAAABVpbmZlAgAAAAACAABncmlkAAAAANZp`,
    `cHJwAAAAtGlwY28AAAB0aHZjQwEDcAAAAAAAAAAAAB7wAPz9+PgAAA8DIAABABhAAQwB//8DcAAAAwCQAAADAAADAB66AkAh`,
    `AAEAKEIBAQNwAAADAJAAAAMAAAMAHqAMiBBZbqrprmwIAAADAAgAAAMACEAiAAEABkQBwXPBiQAAABRpc3BlAAAAAAAAAZAA`,
    `AABAAAAAFGlzcGUAAAAAAAABkAAAAAgAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJl`,
    `ZgAAAAAAAAAOZGltZwACAAEAAQAAAFJtZGF0AAAARigBrwQSFo1s+AROX27oMFTp8iAFAAADAAADAEbArOix/wKAAAADAAAD`,
    `Ae2hyIAUAAADAAADAAD+gJO6+AAAAwAAAwAAqYA=`,
  ].join(``),
  `base64`,
)

/** A white 24-bit Windows BMP, the kind Paint saves; sharp has no reader for it. */
function bmp(width: number, height: number): Buffer {
  const rowBytes = Math.ceil((width * 3) / 4) * 4
  const header = Buffer.alloc(54)
  header.write(`BM`, 0, `latin1`)
  header.writeUInt32LE(54 + rowBytes * height, 2)
  header.writeUInt32LE(54, 10)
  header.writeUInt32LE(40, 14)
  header.writeInt32LE(width, 18)
  header.writeInt32LE(height, 22)
  header.writeUInt16LE(1, 26)
  header.writeUInt16LE(24, 28)
  return Buffer.concat([header, Buffer.alloc(rowBytes * height, 0xff)])
}

async function problemLines(
  prepare: (contentDir: string) => Promise<void>,
  change?: (data: ContentData) => void,
) {
  const contentDir = await contentFixture(change)
  await prepare(contentDir)
  return (await validateContent(contentDir)).map(formatProblem)
}

test(`a poster that is not there, with the files that are`, async () => {
  expect(
    await problemLines(
      async () => {},
      (data) => (data.shows.shows[1].img = `images/posters/2024-08-14-the-spce.png`),
    ),
  ).toEqual([
    `${show2}: "img" is "images/posters/2024-08-14-the-spce.png", but there is no file content/images/posters/2024-08-14-the-spce.png (content/images/posters/ has "2024-08-14-the-space.png"); put the image there or correct the path`,
  ])
})

test(`a deleted logo`, async () => {
  expect(await problemLines((contentDir) => fs.rm(path.join(contentDir, `images/logo.png`)))).toEqual([
    `content/band.json: logo: "img" is "images/logo.png", but there is no file content/images/logo.png; put the image there or correct the path`,
  ])
})

test(`a folder name with the wrong capitals (it works on a laptop, not on the build server)`, async () => {
  expect(
    await problemLines(
      async () => {},
      (data) => (data.shows.shows[1].img = `images/Posters/2024-08-14-the-space.png`),
    ),
  ).toEqual([
    `${show2}: "img" is "images/Posters/2024-08-14-the-space.png", but the name on disk is written with different capitals: "images/posters/2024-08-14-the-space.png"; capitals matter on the build server, so write it exactly that way`,
  ])
})

test(`a GIF`, async () => {
  expect(await problemLines((contentDir) => writeImage(contentDir, poster, 400, `gif`))).toEqual([
    `${show2}: "img" is "${poster}", but that file is a GIF image, ${exportAgain}`,
  ])
})

test(`a text file renamed .png`, async () => {
  expect(
    await problemLines((contentDir) => fs.writeFile(path.join(contentDir, poster), `not really a poster\n`)),
  ).toEqual([
    `${show2}: "img" is "${poster}", but that file is not an image the site can use (perhaps a text file or a damaged download), ${exportAgain}`,
  ])
})

test(`an SVG drawing renamed .png`, async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600"></svg>\n`
  expect(await problemLines((contentDir) => fs.writeFile(path.join(contentDir, poster), svg))).toEqual([
    `${show2}: "img" is "${poster}", but that file is an SVG drawing, ${exportAgain}`,
  ])
})

test(`an iPhone photo (HEIC) renamed .png`, async () => {
  expect(
    await problemLines((contentDir) => fs.writeFile(path.join(contentDir, poster), iPhonePhoto)),
  ).toEqual([
    `${show2}: "img" is "${poster}", but that file is a HEIC photo (the iPhone format), ${exportAgain}`,
  ])
})

test(`a TIFF`, async () => {
  const tiff = sharp({ create: { width: 400, height: 8, channels: 3, background: `#ffffff` } }).tiff()
  expect(
    await problemLines((contentDir) => tiff.toFile(path.join(contentDir, poster)).then(() => {})),
  ).toEqual([`${show2}: "img" is "${poster}", but that file is a TIFF image, ${exportAgain}`])
})

test(`an empty file`, async () => {
  expect(await problemLines((contentDir) => fs.writeFile(path.join(contentDir, poster), ``))).toEqual([
    `${show2}: "img" is "${poster}", but that file is empty (0 bytes), perhaps from a copy or download that did not finish; export a poster again`,
  ])
})

// sharp cannot open these at all; the message still names what the file really is.
test.each<[string, Buffer | string, string]>([
  [
    `a poster exported as PDF`,
    `%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n`,
    `a PDF document`,
  ],
  [`a BMP from Paint`, bmp(400, 8), `a BMP image`],
  [
    `a phone video`,
    Buffer.concat([Buffer.from(`\0\0\0\x18ftypisom\0\0\x02\0isommp41`, `latin1`), Buffer.alloc(64)]),
    `a video or another file that is not an image`,
  ],
  [
    `a web page from "Save as"`,
    `<!DOCTYPE html>\n<html><head><title>Instagram</title></head></html>\n`,
    `a web page or other text file`,
  ],
])(`%s, renamed .png`, async (_file, bytes, kind) => {
  expect(await problemLines((contentDir) => fs.writeFile(path.join(contentDir, poster), bytes))).toEqual([
    `${show2}: "img" is "${poster}", but that file is ${kind}, ${exportAgain}`,
  ])
})

test(`a poster narrower than 400px`, async () => {
  expect(await problemLines((contentDir) => writeImage(contentDir, poster, 399))).toEqual([
    `${show2}: "img" is "${poster}", which is only 399px wide; a poster must be at least 400px wide to stay sharp on high-resolution screens, so export a larger one`,
  ])
})

test(`a logo narrower than 900px`, async () => {
  expect(await problemLines((contentDir) => writeImage(contentDir, `images/logo.png`, 600))).toEqual([
    `content/band.json: logo: "img" is "images/logo.png", which is only 600px wide; the logo must be at least 900px wide to stay sharp on high-resolution screens, so export a larger one`,
  ])
})

test(`a file ending the site cannot use`, async () => {
  expect(
    await problemLines(
      async () => {},
      (data) => (data.shows.shows[1].img = `images/posters/2024-08-14-the-space.gif`),
    ),
  ).toEqual([
    `${show2}: "img" is "images/posters/2024-08-14-the-space.gif", which does not end in .png, .jpg, .jpeg, .webp or .avif; the site can only use those, so export a poster as PNG or JPEG`,
  ])
})

test(`a path that starts with content/`, async () => {
  expect(
    await problemLines(
      async () => {},
      (data) => (data.band.logo.img = `content/images/logo.png`),
    ),
  ).toEqual([
    `content/band.json: logo: "img" is "content/images/logo.png"; leave out "content/": write the path from inside content/, like "images/logo.png"`,
  ])
})

test(`a path outside content/`, async () => {
  expect(
    await problemLines(
      async () => {},
      (data) => (data.band.logo.img = `../static/logo.png`),
    ),
  ).toEqual([
    `content/band.json: logo: "img" is "../static/logo.png", which points outside content/; put the image under content/images/ and write its path from there, like "images/logo.png"`,
  ])
})

test.each([`jpeg`, `webp`, `avif`] as const)(
  `a %s poster is fine, whatever its file is named`,
  async (format) => {
    expect(await problemLines((contentDir) => writeImage(contentDir, poster, 400, format))).toEqual([])
  },
)
