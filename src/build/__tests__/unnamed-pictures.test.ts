/** @jest-environment node */
// A picture no published file names leaves public/ for the cache folder after the build, and goes back before the
// next one: what a page names stays, whatever names it (a page, its data, a stylesheet, under a path prefix).
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { fileDigests } from "../../test-support/file-digests"
import { putBackUnnamedPictures, takeOutUnnamedPictures } from "../unnamed-pictures"

const poster = `0123456789abcdef0123456789abcdef`
const removedPoster = `fedcba9876543210fedcba9876543210`
const pressPhoto = `00112233445566778899aabbccddeeff`
const logo = `abcdefabcdefabcdefabcdefabcdefab`

/** A built site: pages and data naming some of the pictures Gatsby made, and a webpack asset. */
const built: Record<string, string> = {
  "index.html": `<img srcset="/milkpatrol/static/${logo}/2c056/logo.avif 200w">`,
  "schedule/index.html": `<picture><source srcset="/static/${poster}/43367/poster.avif 200w"></picture>`,
  "page-data/schedule/page-data.json": `{"src":"/static/${poster}/8e6fb/poster.png"}`,
  "booking/index.html": `<a href="/static/${pressPhoto}/press%20photo.jpg" download>`,
  "styles.css": `.cow{background:url(/static/cow-print-1790db165e1c.png)}.art{background:url(/static/${logo}/3a6c4/art.png)}`,
  "shows/index.html": `<img src="/static/${poster}/43367/tour%20%26%20more.avif">`,
  "static/cow-print-1790db165e1c.png": `webpack's`,
  [`static/${logo}/2c056/logo.avif`]: `logo`,
  [`static/${poster}/43367/poster.avif`]: `named by the page`,
  [`static/${poster}/8e6fb/poster.png`]: `named by the page's data`,
  [`static/${logo}/3a6c4/art.png`]: `named by a stylesheet`,
  [`static/${poster}/52b55/poster.webp`]: `a size no page asks for now`,
  // The same bytes under two names (one poster for a tour, saved twice): Gatsby draws both into one folder.
  [`static/${poster}/43367/tour & more.avif`]: `named, its name escaped`,
  [`static/${poster}/43367/2024-09-18-downs.avif`]: `the same bytes, its show taken out`,
  [`static/${pressPhoto}/press photo.jpg`]: `copied whole, named`,
  [`static/${removedPoster}/2c056/old.avif`]: `a show taken out`,
  [`static/${removedPoster}/3a6c4/old.png`]: `a show taken out`,
}
const unnamed = [
  `static/${poster}/52b55/poster.webp`,
  `static/${poster}/43367/2024-09-18-downs.avif`,
  `static/${removedPoster}/2c056/old.avif`,
  `static/${removedPoster}/3a6c4/old.png`,
]

async function builtSite(): Promise<{ publicDir: string; keptDir: string; work: string }> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-unnamed-pictures-`))
  const publicDir = path.join(work, `public`)
  for (const [file, text] of Object.entries(built)) {
    await fs.mkdir(path.dirname(path.join(publicDir, file)), { recursive: true })
    await fs.writeFile(path.join(publicDir, file), text)
  }
  return { publicDir, keptDir: path.join(work, `.cache`, `caches`, `unnamed`), work }
}

const files = async (folder: string) => Object.keys(await fileDigests(folder)).sort()

test(`the pictures no page names move to the cache folder; what a page names stays; a second run moves none`, async () => {
  const { publicDir, keptDir, work } = await builtSite()
  expect(await takeOutUnnamedPictures(publicDir, keptDir)).toBe(unnamed.length)
  const published = Object.keys(built).filter((file) => !unnamed.includes(file))
  expect(await files(publicDir)).toEqual(published.sort())
  expect(await files(keptDir)).toEqual(unnamed.map((file) => file.replace(/^static\//, ``)).sort())
  // No empty folder is left where the show's poster was, the folder of the size still named stays.
  expect(await fs.readdir(path.join(publicDir, `static`))).not.toContain(removedPoster)
  expect(await fs.readdir(path.join(publicDir, `static`, poster))).toEqual([`43367`, `8e6fb`])

  // The same step again over the same public/: nothing moves, nothing is lost.
  expect(await takeOutUnnamedPictures(publicDir, keptDir)).toBe(0)
  expect(await files(publicDir)).toEqual(published.sort())
  await fs.rm(work, { recursive: true, force: true })
})

test(`before the next build every picture taken out is back where Gatsby made it, and the cache folder is empty`, async () => {
  const { publicDir, keptDir, work } = await builtSite()
  const before = await fileDigests(publicDir)
  await takeOutUnnamedPictures(publicDir, keptDir)
  // The next build has already made one of them again: its file stays.
  const drawnAgain = path.join(publicDir, unnamed[0]!)
  await fs.mkdir(path.dirname(drawnAgain), { recursive: true })
  await fs.writeFile(drawnAgain, `a size no page asks for now`)

  expect(await putBackUnnamedPictures(publicDir, keptDir)).toBe(unnamed.length - 1)
  expect(await fileDigests(publicDir)).toEqual(before)
  expect(await fs.stat(keptDir).catch(() => null)).toBeNull()
  // Nothing taken out: nothing to put back.
  expect(await putBackUnnamedPictures(publicDir, keptDir)).toBe(0)
  await fs.rm(work, { recursive: true, force: true })
})

test(`a poster whose name holds what encodeURIComponent leaves as it is stays, however a page writes its address`, async () => {
  const downs = `11112222333344445555666677778888`
  const name = (ending: string) => `2024-09-18-downs'n'ups(final)!*~.${ending}`
  const site: Record<string, string> = {
    // React writes an apostrophe as a character reference; gatsby-plugin-sharp's srcset leaves it as it is.
    "schedule/index.html": `<img src="/static/${downs}/a1/2024-09-18-downs&#x27;n&#x27;ups(final)!*~.avif" srcset="/static/${downs}/b2/${name(`webp`)} 200w">`,
    // Page data holds it as it is, and a download link may have it percent-encoded, or as &apos;.
    "page-data/schedule/page-data.json": `{"src":"/static/${downs}/c3/${name(`png`)}"}`,
    "shows/index.html": `<a href="/static/${downs}/d4/2024-09-18-downs%27n%27ups%28final%29%21*~.jpg">x</a><img src="/static/${downs}/e5/2024-09-18-downs&apos;n&apos;ups(final)!*~.png">`,
    [`static/${downs}/a1/${name(`avif`)}`]: `named by a character reference`,
    [`static/${downs}/b2/${name(`webp`)}`]: `named as it is`,
    [`static/${downs}/c3/${name(`png`)}`]: `named by page data`,
    [`static/${downs}/d4/${name(`jpg`)}`]: `named percent-encoded`,
    [`static/${downs}/e5/${name(`png`)}`]: `named by a named reference`,
  }
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-unnamed-pictures-`))
  const publicDir = path.join(work, `public`)
  for (const [file, text] of Object.entries(site)) {
    await fs.mkdir(path.dirname(path.join(publicDir, file)), { recursive: true })
    await fs.writeFile(path.join(publicDir, file), text)
  }
  expect(await takeOutUnnamedPictures(publicDir, path.join(work, `kept`))).toBe(0)
  expect(await files(publicDir)).toEqual(Object.keys(site).sort())
  await fs.rm(work, { recursive: true, force: true })
})
