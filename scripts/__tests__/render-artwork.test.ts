/**
 * @jest-environment node
 */
// Every raster the site ships is rendered from an SVG kept in the repository, at the size the layout needs. The
// rasters in content/ (the logo, the first posters) are the band's to replace, and no test reads the live content/
// (src/test-support/live-content-guard.js): those are checked as `npm run artwork` renders them, into a folder of the
// test's own; the rest as the repository holds them.
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { artwork, renderArtwork, repositoryRoot, type Artwork } from "../render-artwork"

const inRepository = (file: string) => path.join(repositoryRoot, file)
const isContent = (item: Artwork) => item.target.startsWith(`content/`)

let rendered: string
beforeAll(async () => {
  rendered = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-artwork-`))
  for (const item of artwork.filter(isContent)) await renderArtwork(item, rendered)
}, 60_000)
afterAll(() => fs.rmSync(rendered, { recursive: true, force: true }))

/** Where the test reads `item`'s raster: rendered into its own folder when it is content, else the repository's. */
const raster = (item: Artwork) => path.join(isContent(item) ? rendered : repositoryRoot, item.target)

describe(`the artwork table`, () => {
  it.each(artwork.map((item) => [item.target, item] as const))(`%s has its SVG source`, (_target, item) => {
    expect(item.source).toMatch(/\.svg$/)
    expect(fs.existsSync(inRepository(item.source))).toBe(true)
  })

  it.each(artwork.map((item) => [item.target, item] as const))(
    `%s exists, in its format, at its rendered width`,
    async (_target, item) => {
      expect(fs.existsSync(raster(item))).toBe(true)
      const { format, width } = await sharp(raster(item)).metadata()
      expect(format).toBe(item.format)
      // A different width means the raster is older than the table: run `npm run artwork`.
      expect(width).toBe(item.width)
      expect(width).toBeGreaterThanOrEqual(item.minimumWidth)
    },
  )

  it.each(artwork.filter((item) => item.format === `png`).map((item) => [item.target, item] as const))(
    `%s is a palette PNG, a fraction of a full-colour one's weight`,
    async (_target, item) => {
      const { isPalette } = await sharp(raster(item)).metadata()
      expect(isPalette).toBe(true)
    },
  )

  it(`renders the logo and the posters wide enough for 2x screens`, () => {
    const widthOf = (target: string) => artwork.find((item) => item.target === target)?.minimumWidth
    // The logo is shown 450px wide, the posters 200px.
    expect(widthOf(`content/images/logo.png`)).toBeGreaterThanOrEqual(900)
    const posters = artwork.filter((item) => item.target.startsWith(`content/images/posters/`))
    expect(posters).toHaveLength(4)
    for (const poster of posters) expect(poster.minimumWidth).toBeGreaterThanOrEqual(400)
  })

  it(`writes each raster once`, () => {
    const targets = artwork.map((item) => item.target)
    expect(new Set(targets).size).toBe(targets.length)
  })
})

describe(`the favicon`, () => {
  // Text in the drawing would be set in whatever fonts the machine running `npm run artwork` has.
  it(`is drawn in shapes only, without text`, () => {
    const favicon = fs.readFileSync(inRepository(`src/images/source/favicon.svg`), `utf8`)
    expect(favicon).toMatch(/<svg[\s>]/)
    expect(favicon).not.toMatch(/<(text|tspan|textPath)[\s>]/)
  })
})
