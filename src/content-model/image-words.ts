// What the checker says about an image's kind and size, shared by the build's checker (images.ts, which reads the
// file with sharp) and the editor at /admin/ (which reads it in the browser): the same words in both. No Node here.
import { minimumImageWidth } from "./schema"

export type ImageUse = keyof typeof minimumImageWidth

export const imageNames: Record<ImageUse, string> = {
  poster: `a poster`,
  logo: `the logo`,
  pressPhoto: `a press photo`,
  stagePlot: `the stage plot`,
}

/** A stage plot or input list may also be a PDF, which bookers print as it is. */
export function acceptsPdf(use: ImageUse, imagePath: string): boolean {
  return use === `stagePlot` && imagePath.toLowerCase().endsWith(`.pdf`)
}

const saveStagePlotAgain = `save the stage plot again as PDF, or export it as PNG or JPEG`

/**
 * Why a file named as a PDF is not one, as far as its first bytes (`start`, read as latin1) tell, or undefined. Only
 * a PDF reader can say that a file that starts like a PDF is one: see pdfContentsProblem.
 */
export function pdfProblem(imagePath: string, start: string): string | undefined {
  if (start.startsWith(`%PDF-`)) return undefined
  return `is ${JSON.stringify(imagePath)}, but that file is ${describeUnreadable(start)}, not a PDF (renaming a file does not change its kind); ${saveStagePlotAgain}`
}

/**
 * What making the stage plot the site publishes from a PDF came to (content-model/rebuilt-pdfs.ts): a new PDF of
 * `bytes`, or why none was made: the file is encrypted, has no page or too many, does not open, or takes more than
 * the limits to draw.
 */
export type PdfRebuilding =
  | { made: { bytes: number } }
  | { refused: `encrypted` | `no pages` }
  | { refused: `pages`; pages: number }
  | { unopened: true }
  | { tooMuch: `memory` | `time` }

/**
 * What making a stage plot may take: a real one is a page or a few, and each is drawn in a fraction of a second and a
 * few tens of MB. Pages are drawn at 150 dots per inch (sharp on paper, and quick to open), a page larger than
 * A3 at fewer, so that none comes to more than 8 megapixels.
 */
export const pdfLimits = {
  /** For opening the file and drawing its first page, and then for each further page. */
  milliseconds: 20_000,
  millisecondsPerPage: 10_000,
  /** The drawing process's whole memory, Node and PDF.js included (about 120 MB before the file). */
  megabytes: 512,
  heapMegabytes: 256,
  pages: 10,
  dotsPerInch: 150,
  pagePixels: 8_000_000,
} as const

const printToNewPdf = `print the stage plot to a new PDF ("Save as PDF" or "Microsoft Print to PDF" in the print window), or export it as PNG or JPEG`

/**
 * Why no stage plot can be made from a file that starts like a PDF (`rebuilding`), or undefined when one was: the
 * site publishes the pages drawn anew, and nothing else of the file.
 */
export function pdfRebuildProblem(imagePath: string, rebuilding: PdfRebuilding): string | undefined {
  const written = JSON.stringify(imagePath)
  if (`made` in rebuilding) return undefined
  if (`tooMuch` in rebuilding)
    return `is ${written}, which takes more ${rebuilding.tooMuch === `memory` ? `memory than the ${pdfLimits.megabytes} MB` : `time than the ${pdfLimits.milliseconds / 1000} seconds (and ${pdfLimits.millisecondsPerPage / 1000} for each further page)`} the site gives a stage plot to draw its pages (a real one takes a fraction of that); save the stage plot again as a smaller PDF (most PDF programs have a "reduce file size" choice), or export it as PNG or JPEG`
  if (`unopened` in rebuilding)
    return `is ${written}, which starts like a PDF but does not open as one (perhaps a damaged or half-copied file, or another kind of file renamed); ${saveStagePlotAgain}`
  if (rebuilding.refused === `encrypted`)
    return `is ${written}, which is locked or encrypted (a password, or security settings that limit printing or copying); the site can only publish a PDF anyone can open, so save the stage plot again without a password or security, or ${printToNewPdf}`
  if (!(`pages` in rebuilding)) return `is ${written}, which is a PDF without a page; ${saveStagePlotAgain}`
  return `is ${written}, which has ${rebuilding.pages.toLocaleString(`en-US`)} pages; a stage plot has a page or a few, and the site takes up to ${pdfLimits.pages}, so save only the stage plot's pages as PDF`
}

/** The kinds of image the site can use: each one's media type, and the endings its files have. */
const usableKinds = [
  { mediaType: `image/jpeg`, endings: [`.jpg`, `.jpeg`] },
  { mediaType: `image/png`, endings: [`.png`] },
  { mediaType: `image/webp`, endings: [`.webp`] },
  { mediaType: `image/avif`, endings: [`.avif`] },
]

/** The endings of the kinds of image the site can use. */
export const usableEndings = usableKinds.flatMap((kind) => kind.endings)

/** Their media types, as a file input's `accept` asks for them. */
export const usableMediaTypes = usableKinds.map((kind) => kind.mediaType)

/** The ending a file of this media type is saved with (".jpg" for image/jpeg), or none for a kind the site cannot use. */
export const endingOf = (mediaType: string) =>
  usableKinds.find((kind) => kind.mediaType === mediaType)?.endings[0] ?? ``

export function wrongEndingProblem(imagePath: string, use: ImageUse): string {
  if (use === `stagePlot`) {
    return `is ${JSON.stringify(imagePath)}, which does not end in .pdf, .png, .jpg, .jpeg, .webp or .avif; the site can only offer those, so save the stage plot as PDF, or export it as PNG or JPEG`
  }
  return `is ${JSON.stringify(imagePath)}, which does not end in .png, .jpg, .jpeg, .webp or .avif; the site can only use those, so export ${imageNames[use]} as PNG or JPEG`
}

/** `what` says what the file is instead, like "a GIF image". */
export function unusableKindProblem(imagePath: string, what: string, use: ImageUse): string {
  return `is ${JSON.stringify(imagePath)}, but that file is ${what}, not a PNG, JPEG, WebP or AVIF image (renaming a file does not change its kind); export ${imageNames[use]} as PNG or JPEG`
}

/**
 * The most a picture may be, and the file size past which the checker says a word (1 MB = 1,000,000 bytes, as phones
 * and Finder count). A 48-megapixel phone photo (8064×6048) fits. Making the site's copies of a larger picture takes
 * more memory than a build has (decoded, a picture holds four bytes a pixel), and every byte of a file goes into the
 * site's repository as it is.
 */
export const imageLimits = { pixels: 50_000_000, bytes: 20_000_000, wordAboveBytes: 10_000_000 } as const

const inMegabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`
const largestFile = `${imageLimits.bytes / 1_000_000} MB`

/** Why a picture of `width`×`height` pixels is too large to be made into the site's copies, or undefined. */
export function tooManyPixelsProblem(
  imagePath: string,
  width: number,
  height: number,
  use: ImageUse,
): string | undefined {
  if (width * height <= imageLimits.pixels) return undefined
  const megapixels = Number(((width * height) / 1_000_000).toFixed(1))
  return `is ${JSON.stringify(imagePath)}, which is ${width}×${height} pixels (${megapixels} megapixels); the site takes pictures up to ${imageLimits.pixels / 1_000_000} megapixels (a 48-megapixel phone photo, 8064×6048, fits), since making its own smaller copies of a larger one takes more memory than the build has; export ${imageNames[use]} smaller: 4000 pixels wide is plenty`
}

/** What to do with a file that is larger than it needs to be. */
function smallerFile(imagePath: string, use: ImageUse): string {
  return acceptsPdf(use, imagePath)
    ? `save the stage plot again as a smaller PDF (most PDF programs have a "reduce file size" choice)`
    : `export ${imageNames[use]} smaller: as JPEG, 4000 pixels wide is plenty`
}

/** Why a file of `bytes` is too large for the repository, or undefined. */
export function tooLargeFileProblem(imagePath: string, bytes: number, use: ImageUse): string | undefined {
  if (bytes <= imageLimits.bytes) return undefined
  return `is ${JSON.stringify(imagePath)}, which is a ${inMegabytes(bytes)} file; the site takes files up to ${largestFile} (a photo straight from a phone fits), since each goes into the site's repository as it is; ${smallerFile(imagePath, use)}`
}

/** A word about a file the site takes but that is larger than it needs to be, or undefined; it follows the file's path. */
export function largeFileWord(imagePath: string, bytes: number, use: ImageUse): string | undefined {
  if (bytes <= imageLimits.wordAboveBytes) return undefined
  return `is a ${inMegabytes(bytes)} file, which goes into the site's repository as it is; ${smallerFile(imagePath, use)} (files over ${largestFile} are refused)`
}

/** Why a file that looks like a `kind` image but does not decode (damaged, or half-copied) cannot be used. */
export const damagedImageProblem = (imagePath: string, kind: string, use: ImageUse): string =>
  `is ${JSON.stringify(imagePath)}, which looks like a ${kind} file but cannot be read (perhaps a damaged or half-copied file); export ${imageNames[use]} again`

/** Why an image `width` pixels wide is too narrow for its use, or undefined when it is wide enough. */
export function narrowImageProblem(imagePath: string, width: number, use: ImageUse): string | undefined {
  const minimum = minimumImageWidth[use]
  if (width >= minimum) return undefined
  return `is ${JSON.stringify(imagePath)}, which is only ${width}px wide; ${imageNames[use]} must be at least ${minimum}px wide to stay sharp on high-resolution screens, so export a larger one`
}

/**
 * sharp cannot open the file, so it cannot say what it is. The first bytes still name the kinds an editor most
 * likely saved under an image's name by mistake and that sharp has no reader for (a poster exported as PDF, a Paint
 * BMP, a phone video, a web page from "Save as"), so the message can say what to export again.
 */
export function describeUnreadable(start: string): string {
  if (start.startsWith(`%PDF`)) return `a PDF document`
  if (start.startsWith(`BM`)) return `a BMP image`
  if (start.slice(4, 8) === `ftyp`) return `a video or another file that is not an image`
  if (start.trimStart().startsWith(`<`)) return `a web page or other text file`
  return `not an image the site can use (perhaps a text file or a damaged download)`
}

/**
 * What a file's first bytes (read as latin1) say it is, for the editor, which has no sharp: the kinds the site uses,
 * and the others in the words images.ts gives sharp's answer (a GIF, an SVG, an iPhone's HEIC photo, a TIFF).
 */
export function recognizeByBytes(start: string): { usable: string } | { unusable: string } {
  if (start.startsWith(`\x89PNG`)) return { usable: `PNG` }
  if (start.startsWith(`\xFF\xD8\xFF`)) return { usable: `JPEG` }
  if (start.startsWith(`RIFF`) && start.slice(8, 12) === `WEBP`) return { usable: `WebP` }
  if (start.slice(4, 8) === `ftyp`) {
    const brands = start.slice(8, 64)
    if (/avi[fs]/.test(brands)) return { usable: `AVIF` }
    if (/hei[cmsx]|hev[cmsx]|mif1|msf1/.test(brands)) return { unusable: `a HEIC photo (the iPhone format)` }
  }
  if (start.startsWith(`GIF8`)) return { unusable: `a GIF image` }
  if (start.startsWith(`II*\x00`) || start.startsWith(`MM\x00*`)) return { unusable: `a TIFF image` }
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--.*?-->\s*)*<svg/s.test(start)) return { unusable: `an SVG drawing` }
  return { unusable: describeUnreadable(start) }
}
