/** @jest-environment node */
// The press logos bookers download: made from the logo's SVG source, in colour and in black on white, as SVG and as
// a large PNG; the same bytes when the build runs twice; nothing offered when there is no source.
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { temporaryFolder } from "../../content-model/__fixtures__/content-fixture"
import { attackerSite, cleanLogoSvg, hostileLogoSvg } from "../../content-model/__fixtures__/hostile-logo"
import { sanitiseSvg } from "../../content-model/safe-svg"
import { svgSourceFor } from "../../content-model/files"
import { pressPngWidth, writePressLogos } from "../press-logos"

// Each PNG is 2400px wide: a few seconds each on a busy machine.
const logoSvg = cleanLogoSvg

/**
 * The logo files made from `svg`, made once per source for the whole file: the tests only read them (the second
 * build's test writes again beside them and compares).
 */
const made = new Map<string | undefined, ReturnType<typeof makeFrom>>()
function madeFrom(svg: string | undefined): ReturnType<typeof makeFrom> {
  if (!made.has(svg)) made.set(svg, makeFrom(svg))
  return made.get(svg)!
}

async function makeFrom(svg: string | undefined) {
  const folder = await temporaryFolder(`milk-patrol-press-`)
  const source = path.join(folder, `logo.svg`)
  if (svg !== undefined) await fs.writeFile(source, svg)
  const publicDir = path.join(folder, `public`)
  return { publicDir, files: await writePressLogos(source, publicDir, `Milk Patrol`) }
}

/** Every distinct colour of a picture laid on white, as "r,g,b". */
async function coloursOf(file: string): Promise<Set<string>> {
  const { data, info } = await sharp(file)
    .flatten({ background: `#ffffff` })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const colours = new Set<string>()
  for (let at = 0; at < data.length; at += info.channels)
    colours.add(`${data[at]},${data[at + 1]},${data[at + 2]}`)
  return colours
}

test(`the logo is offered in colour and in black on white, as SVG and as a PNG 2400px wide`, async () => {
  const { publicDir, files } = await madeFrom(logoSvg)
  expect(files.map(({ path: sitePath, label, type }) => [sitePath, label, type])).toEqual([
    [`/booking/milk-patrol-logo.svg`, `Logo in colour, SVG`, `image/svg+xml`],
    [`/booking/milk-patrol-logo.png`, `Logo in colour, PNG`, `image/png`],
    [`/booking/milk-patrol-logo-black-on-white.svg`, `Logo in black on white, SVG`, `image/svg+xml`],
    [`/booking/milk-patrol-logo-black-on-white.png`, `Logo in black on white, PNG`, `image/png`],
  ])
  for (const file of files) {
    const written = path.join(publicDir, file.path)
    expect((await fs.stat(written)).size).toBe(file.bytes)
    const { width, height } = await sharp(written).metadata()
    expect([width, height]).toEqual(file.type === `image/png` ? [pressPngWidth, 2640] : [200, 220])
  }
  // A clean source is published as its drawing written anew.
  expect(await fs.readFile(path.join(publicDir, files[0]!.path), `utf8`)).toBe(sanitiseSvg(logoSvg).svg)

  // Black on white holds nothing else, in either form; the colour logo keeps its red light.
  for (const blackOnWhite of [files[2]!, files[3]!]) {
    const colours = await coloursOf(path.join(publicDir, blackOnWhite.path))
    expect([...colours].sort()).toEqual([`0,0,0`, `255,255,255`])
  }
  const colourful = await sharp(path.join(publicDir, files[1]!.path)).stats()
  expect(colourful.channels[0]!.max - colourful.channels[2]!.min).toBeGreaterThan(100)
}, 60_000)

test(`a logo's source with a script, an event attribute, a foreignObject and links to another site: both SVGs are published without them, and every file draws what the clean logo draws`, async () => {
  const clean = await madeFrom(logoSvg)
  const hostile = await madeFrom(hostileLogoSvg)
  const svgs = hostile.files.filter(({ type }) => type === `image/svg+xml`)
  expect(svgs).toHaveLength(2)
  for (const file of svgs) {
    const published = await fs.readFile(path.join(hostile.publicDir, file.path), `utf8`)
    for (const part of [
      `<script`,
      `onload`,
      `foreignObject`,
      `href="http`,
      `url(http`,
      `@import`,
      attackerSite,
    ])
      expect({ file: file.path, part, holds: published.includes(part) }).toEqual({
        file: file.path,
        part,
        holds: false,
      })
    // What is published is the drawing written anew; black on white adds the site's own filter, and nothing else.
    const again = sanitiseSvg(published)
    expect(again.removed).toEqual(file.path.includes(`black-on-white`) ? [`a <filter> element`] : [])
    if (!file.path.includes(`black-on-white`)) expect(again.svg).toBe(published)
  }
  for (const [index, file] of hostile.files.entries()) {
    const drawn = (publicDir: string, sitePath: string) =>
      sharp(path.join(publicDir, sitePath)).ensureAlpha().raw().toBuffer()
    const [hostilePixels, cleanPixels] = await Promise.all([
      drawn(hostile.publicDir, file.path),
      drawn(clean.publicDir, clean.files[index]!.path),
    ])
    expect({ file: file.path, sameAsClean: hostilePixels.equals(cleanPixels) }).toEqual({
      file: file.path,
      sameAsClean: true,
    })
  }
}, 300_000)

test(`a second build writes the same bytes, from a clean source and from one the sanitiser cleans`, async () => {
  for (const source of [logoSvg, hostileLogoSvg]) {
    const { publicDir, files } = await madeFrom(source)
    const first = await Promise.all(files.map((file) => fs.readFile(path.join(publicDir, file.path))))
    await writePressLogos(path.join(publicDir, `..`, `logo.svg`), publicDir, `Milk Patrol`)
    const second = await Promise.all(files.map((file) => fs.readFile(path.join(publicDir, file.path))))
    expect(second).toEqual(first)
  }
}, 300_000)

test(`a source that is no drawing stops the build, naming the file`, async () => {
  await expect(madeFrom(`<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>`)).rejects.toThrow(
    /logo\.svg cannot be published: it is not a drawing an SVG reader can open/,
  )
})

test(`without an SVG source nothing is made, and the page offers no logo files`, async () => {
  const { publicDir, files } = await madeFrom(undefined)
  expect(files).toEqual([])
  await expect(fs.readdir(publicDir)).rejects.toThrow()
})

test(`the source of a raster is where npm run artwork keeps it`, () => {
  expect(svgSourceFor(`images/logo.png`)).toBe(`images/source/logo.svg`)
  expect(svgSourceFor(`./images/brand/logo.webp`)).toBe(`images/source/brand/logo.svg`)
})
