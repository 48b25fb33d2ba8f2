// The logo for bookers' posters, made at build time from the logo's SVG source (never a hand-made copy): in colour
// and in black on white, each as SVG and as a large PNG, written to public/booking/ for the booking page to offer.
// Only the drawing written anew leaves the repository (content-model/safe-svg.ts): both SVGs, and the PNGs drawn
// from it; the black-on-white one wraps it in the site's own filter, the one filter it holds.
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { logoDrawing, pressPngWidth, svgSizeAttributes } from "../content-model/logo-drawing"
import { imageLimits } from "../content-model/image-words"
import { sanitisedSvg } from "../content-model/sanitised-svgs"

export { pressPngWidth }

/** One download as the booking page lists it. */
export interface PressFile {
  /** Inside the site, before any path prefix: /booking/<file>. */
  path: string
  /** What it is, in words: "Logo in colour, SVG". */
  label: string
  /** Its media type, as the host serves it. */
  type: string
  bytes: number
  width: number
  height: number
}

/** Where the site keeps the booking kit's files. */
export const bookingFolder = `/booking/`

/**
 * The drawing in black on white: every colour made grey, then black or white by how light it is (the threshold at
 * half), on a white page. Shadows and other see-through parts go: a one-colour print has no half-tones.
 */
export function blackOnWhiteSvg(colourSvg: string): string {
  const opening = /<svg\b[^>]*>/i.exec(colourSvg)
  const closing = colourSvg.lastIndexOf(`</svg>`)
  if (!opening || closing < 0) throw new Error(`The logo's source is not an SVG drawing (no <svg> element)`)
  const { width, height, viewBox } = svgSizeAttributes(colourSvg)
  const size = [
    width ? ` width="${width}"` : ``,
    height ? ` height="${height}"` : ``,
    viewBox ? ` viewBox="${viewBox}"` : ``,
  ].join(``)
  const drawing = colourSvg.slice(opening.index + opening[0].length, closing)
  const threshold = `type="discrete" tableValues="0 1"`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${size}>`,
    `<defs><filter id="black-on-white" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">`,
    `<feColorMatrix type="saturate" values="0"/>`,
    `<feComponentTransfer><feFuncR ${threshold}/><feFuncG ${threshold}/><feFuncB ${threshold}/><feFuncA ${threshold}/></feComponentTransfer>`,
    `</filter></defs>`,
    `<rect x="-100%" y="-100%" width="300%" height="300%" fill="#ffffff"/>`,
    `<g filter="url(#black-on-white)">${drawing}</g>`,
    `</svg>`,
    ``,
  ].join(`\n`)
}

/**
 * The logo's drawing as it may leave the repository, read from its SVG source; undefined when there is none. A
 * source that is no drawing stops the build, saying which file (the checker has said so first: validate.ts).
 */
export async function publishedLogoSvg(sourceFile: string): Promise<string | undefined> {
  const source = await fs.readFile(sourceFile, `utf8`).catch(() => undefined)
  return source === undefined ? undefined : publishedSvg(source, sourceFile)
}

/** Sanitised once per drawing, however often asked (content-model/sanitised-svgs.ts). */
async function publishedSvg(svg: string, sourceFile: string): Promise<string> {
  try {
    return (await sanitisedSvg(svg)).svg
  } catch (error) {
    throw new Error(`${sourceFile} cannot be published: ${(error as Error).message}`, { cause: error })
  }
}

/**
 * A file name from the band's name: "Milk Patrol" gives "milk-patrol". Cut at a word's end within 60 letters, so
 * that no band name makes a file name longer than a file system takes.
 */
export function fileStem(bandName: string): string {
  const stem = bandName
    .normalize(`NFKD`)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, `-`)
    .replace(/^-|-$/g, ``)
  const cut = stem.length <= 60 ? stem : stem.slice(0, 61).replace(/-[^-]*$/, ``) || stem.slice(0, 60)
  return cut || `band`
}

/**
 * Writes the four logo files into `publicDir`/booking/ from the SVG at `sourceFile` (each written whole, so a second
 * build writes the same bytes) and says what they are. No source: nothing is written, and nothing is offered.
 */
export async function writePressLogos(
  sourceFile: string,
  publicDir: string,
  bandName: string,
): Promise<PressFile[]> {
  const colour = await publishedLogoSvg(sourceFile)
  if (colour === undefined) return []
  const folder = path.join(publicDir, bookingFolder)
  await fs.mkdir(folder, { recursive: true })
  const stem = `${fileStem(bandName)}-logo`
  // The size the checker worked out and said yes to (content-model/logo-drawing.ts).
  const drawn = await logoDrawing(colour)
  if (`problem` in drawn) throw new Error(`${sourceFile} cannot be drawn: ${drawn.problem}`)
  // Drawn once, at the density that gives the PNG's width, so curves and text stay sharp instead of being scaled up.
  const pixels = await sharp(Buffer.from(colour), {
    density: drawn.density,
    limitInputPixels: imageLimits.pixels,
  })
    .resize({ width: pressPngWidth })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const fromPixels = () => sharp(pixels.data, { raw: pixels.info })
  const encode = (picture: sharp.Sharp) =>
    picture.png({ compressionLevel: 9, palette: true, quality: 95 }).toBuffer({ resolveWithObject: true })
  const versions = [
    { name: stem, words: `in colour`, svg: colour, png: await encode(fromPixels()) },
    {
      name: `${stem}-black-on-white`,
      words: `in black on white`,
      // The drawing written anew, inside the site's own filter: nothing of the source but what publishedSvg kept.
      svg: blackOnWhiteSvg(colour),
      // The same threshold as the SVG's filter, on the drawing laid on white (librsvg draws that filter slowly).
      png: await encode(fromPixels().flatten({ background: `#ffffff` }).greyscale().threshold(128)),
    },
  ]
  const files: PressFile[] = []
  for (const { name, words, svg, png } of versions) {
    await fs.writeFile(path.join(folder, `${name}.svg`), svg)
    await fs.writeFile(path.join(folder, `${name}.png`), png.data)
    files.push(
      {
        path: `${bookingFolder}${name}.svg`,
        label: `Logo ${words}, SVG`,
        type: `image/svg+xml`,
        bytes: Buffer.byteLength(svg),
        width: drawn.width,
        height: drawn.height,
      },
      {
        path: `${bookingFolder}${name}.png`,
        label: `Logo ${words}, PNG`,
        type: `image/png`,
        bytes: png.data.length,
        width: png.info.width,
        height: png.info.height,
      },
    )
  }
  return files
}
