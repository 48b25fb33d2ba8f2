/** @jest-environment node */
// The press logos bookers download: made from the logo's SVG source, in colour and in black on white, as SVG and as
// a large PNG; the same bytes when the build runs twice; nothing offered when there is no source.
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { temporaryFolder } from "../../content-model/__fixtures__/content-fixture"
import { pressPngWidth, svgSourceFor, writePressLogos } from "../press-logos"

// Each PNG is 2400px wide: a few seconds each on a busy machine.
/** A small logo: a dark-blue outlined carton in light blue, a red light, a soft shadow, on nothing. */
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="220" viewBox="0 0 200 220">
  <ellipse cx="100" cy="205" rx="80" ry="8" fill="#1d2b53" fill-opacity="0.14"/>
  <rect x="40" y="40" width="120" height="160" fill="#c9def3" stroke="#1d2b53" stroke-width="8"/>
  <circle cx="100" cy="24" r="14" fill="#d8342a"/>
</svg>`

async function madeFrom(svg: string | undefined) {
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
  expect(await fs.readFile(path.join(publicDir, files[0]!.path), `utf8`)).toBe(logoSvg)

  // Black on white holds nothing else, in either form; the colour logo keeps its red light.
  for (const blackOnWhite of [files[2]!, files[3]!]) {
    const colours = await coloursOf(path.join(publicDir, blackOnWhite.path))
    expect([...colours].sort()).toEqual([`0,0,0`, `255,255,255`])
  }
  const colourful = await sharp(path.join(publicDir, files[1]!.path)).stats()
  expect(colourful.channels[0]!.max - colourful.channels[2]!.min).toBeGreaterThan(100)
}, 60_000)

test(`a second build writes the same bytes`, async () => {
  const { publicDir, files } = await madeFrom(logoSvg)
  const first = await Promise.all(files.map((file) => fs.readFile(path.join(publicDir, file.path))))
  await writePressLogos(path.join(publicDir, `..`, `logo.svg`), publicDir, `Milk Patrol`)
  const second = await Promise.all(files.map((file) => fs.readFile(path.join(publicDir, file.path))))
  expect(second).toEqual(first)
}, 60_000)

test(`without an SVG source nothing is made, and the page offers no logo files`, async () => {
  const { publicDir, files } = await madeFrom(undefined)
  expect(files).toEqual([])
  await expect(fs.readdir(publicDir)).rejects.toThrow()
})

test(`the source of a raster is where npm run artwork keeps it`, () => {
  expect(svgSourceFor(`images/logo.png`)).toBe(`images/source/logo.svg`)
  expect(svgSourceFor(`./images/brand/logo.webp`)).toBe(`images/source/brand/logo.svg`)
})
