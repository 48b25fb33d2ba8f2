// Renders the site's original artwork from its SVG sources to the rasters the site ships: `npm run artwork`.
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { appIconPath, appIconSizes } from "../src/seo/app-icons"

export type RasterFormat = `png` | `webp`

export type Artwork = {
  /** The SVG drawing, relative to the repository root. */
  source: string
  /** The raster the site ships, relative to the repository root. */
  target: string
  /** Rendered width in pixels; the height follows the drawing's aspect ratio. */
  width: number
  /** The narrowest raster the layout can use: for what is shown at a fixed width, twice it, for 2x screens. */
  minimumWidth: number
  format: RasterFormat
  /** The most colours a PNG's palette may hold (256 unless a drawing needs fewer) */
  colours?: number
  /** Rendered as a mirror image, so a left-hand drawing also serves the right-hand side. */
  mirrored?: boolean
  /**
   * Drawn centred on a canvas of this size and colour, `width` pixels wide, `margin` pixels of canvas at least on
   * each side: link previews and app icons have fixed shapes that the drawing does not.
   */
  canvas?: { height: number; background: string; margin: number }
}

export const repositoryRoot = path.resolve(__dirname, `..`)

export const posterNames = [
  `2024-09-18-downs`,
  `2024-08-14-the-space`,
  `2024-04-17-bone-student-center`,
  `2024-02-23-coffeehouse`,
] as const

const sonicPart = (
  name: string,
  width: number,
  minimumWidth: number,
  options: Partial<Artwork> = {},
): Artwork => ({
  source: `src/images/source/sonic/${name}.svg`,
  target: `src/images/sonic/${name}.png`,
  width,
  minimumWidth,
  format: `png`,
  ...options,
})

export const artwork: readonly Artwork[] = [
  // Shown 450px wide.
  {
    source: `content/images/source/logo.svg`,
    target: `content/images/logo.png`,
    width: 1000,
    minimumWidth: 900,
    format: `png`,
  },
  // Shown 200px wide on show cards.
  ...posterNames.map((name): Artwork => ({
    source: `content/images/source/posters/${name}.svg`,
    target: `content/images/posters/${name}.png`,
    width: 800,
    minimumWidth: 400,
    format: `png`,
  })),
  // The picture a shared link shows (Open Graph and Twitter cards ask for 1200x630), on the site's cream.
  {
    source: `content/images/source/logo.svg`,
    target: `static/link-preview.png`,
    width: 1200,
    minimumWidth: 1200,
    format: `png`,
    canvas: { height: 630, background: `#f6f1e4`, margin: 40 },
  },
  // The app icons, square, on cream: each drawn at its own size, so small ones stay crisp.
  ...appIconSizes.map((size): Artwork => ({
    source: `content/images/source/logo.svg`,
    target: `static/${appIconPath(size)}`,
    width: size,
    minimumWidth: size,
    format: `png`,
    canvas: { height: size, background: `#f6f1e4`, margin: Math.round(size / 16) },
  })),
  // The tab's icon, shown 16px wide (32 on 2x screens, 48 on 3x). A PNG rather than the SVG itself: a browser draws
  // an SVG icon as a small document of its own on the page's main thread while the page comes alive.
  {
    source: `src/images/source/favicon.svg`,
    target: `static/favicon.png`,
    width: 48,
    minimumWidth: 48,
    format: `png`,
  },
  // Transparent, so the page colour shows through; repeated by CSS at its own size. One colour: eight palette
  // entries keep the spots' smooth edges at half the size of lossless WebP.
  {
    source: `src/images/source/cow-print.svg`,
    target: `src/images/cow-print.png`,
    width: 480,
    minimumWidth: 480,
    format: `png`,
    colours: 8,
  },
  // The hedgehog is shown 240px wide (head, legs) and 96px (each arm); drawn larger for wider layouts.
  sonicPart(`head`, 600, 480),
  sonicPart(`arm-left`, 240, 192),
  sonicPart(`arm-left`, 240, 192, { target: `src/images/sonic/arm-right.png`, mirrored: true }),
  sonicPart(`legs`, 600, 480),
  // Covers the page with `background-size: cover`, so it is drawn large enough for wide screens.
  sonicPart(`backdrop`, 1200, 1200, { target: `src/images/sonic/backdrop.webp`, format: `webp` }),
]

// Flat cartoon colours compress well without loss of detail: palette PNGs are a fraction of the size of
// full-colour ones, and lossless WebP keeps the Sonic backdrop's exact colours and is smaller than lossy there.
const encode = (image: sharp.Sharp, item: Artwork): sharp.Sharp =>
  item.format === `png`
    ? image.png({ palette: true, quality: 95, colours: item.colours ?? 256, compressionLevel: 9, effort: 10 })
    : image.webp({ lossless: true, effort: 6 })

/** Renders `item` from its source into its target under `into`: the repository, or a folder a test reads. */
export async function renderArtwork(item: Artwork, into = repositoryRoot): Promise<sharp.OutputInfo> {
  const source = path.join(repositoryRoot, item.source)
  const { width: drawnWidth, height: drawnHeight } = await sharp(source).metadata()
  if (!drawnWidth || !drawnHeight)
    throw new Error(`${item.source} has no size; give its <svg> a width and height or a viewBox`)
  const target = path.join(into, item.target)
  await fs.promises.mkdir(path.dirname(target), { recursive: true })
  if (item.canvas) {
    const { height, background, margin } = item.canvas
    // The largest size at which the drawing fits inside the margins, rasterised at that size.
    const scale = Math.min((item.width - 2 * margin) / drawnWidth, (height - 2 * margin) / drawnHeight)
    const drawing = await sharp(source, { density: 72 * scale })
      .resize({ width: Math.round(drawnWidth * scale) })
      .toBuffer()
    const canvas = sharp({ create: { width: item.width, height, channels: 4, background } })
    return encode(canvas.composite([{ input: drawing, gravity: `centre` }]), item).toFile(target)
  }
  // Rasterising at the target size, rather than scaling a small raster up, keeps the outlines crisp.
  const density = (72 * item.width) / drawnWidth
  let image = sharp(source, { density }).resize({ width: item.width })
  if (item.mirrored) image = image.flop()
  return encode(image, item).toFile(target)
}

export async function renderAll(): Promise<void> {
  for (const item of artwork) {
    const { width, height, size } = await renderArtwork(item)
    console.log(`${item.source} -> ${item.target} (${width}x${height}, ${(size / 1024).toFixed(0)} KB)`)
  }
}

if (require.main === module) {
  renderAll().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
