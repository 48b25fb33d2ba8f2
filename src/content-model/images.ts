// Checks an image named in the content against the disk: it is under content/, its name matches exactly (the build
// server tells capitals apart even where a laptop does not), sharp reads it as a PNG, JPEG, WebP or AVIF, it is
// wide enough to stay sharp where the site shows it, and it is within the site's limits (read from its header, so a
// picture too large is never decoded).
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { decodesWhole } from "./decoded-images"
import { isIgnoredContentPath } from "./files"
import {
  acceptsPdf,
  damagedImageProblem,
  imageNames,
  pdfProblem,
  narrowImageProblem,
  describeUnreadable,
  largeFileWord,
  tooLargeFileProblem,
  tooManyPixelsProblem,
  pdfRebuildProblem,
  unusableKindProblem,
  usableEndings,
  wrongEndingProblem,
  type ImageUse,
} from "./image-words"
import { rebuiltPdf } from "./rebuilt-pdfs"
import { closestNames } from "./suggest"

export type { ImageUse }

type ImageKind = `PNG` | `JPEG` | `WebP` | `AVIF`
type Recognized = { usable: ImageKind } | { unusable: string }

/**
 * What the site makes of each format sharp reports. AVIF and an iPhone's HEIC photo are both HEIF files; how the
 * picture inside is compressed tells them apart.
 */
const sharpFormats: Partial<Record<string, Recognized>> = {
  png: { usable: `PNG` },
  jpeg: { usable: `JPEG` },
  webp: { usable: `WebP` },
  "heif av1": { usable: `AVIF` },
  "heif hevc": { unusable: `a HEIC photo (the iPhone format)` },
  gif: { unusable: `a GIF image` },
  tiff: { unusable: `a TIFF image` },
  svg: { unusable: `an SVG drawing` },
}

/** What sharp says a file is: a kind the site can use and its size as shown, or what the file is instead. */
async function recognizeImage(
  file: string,
): Promise<{ usable: ImageKind; width: number; height: number } | { unusable: string }> {
  let metadata: sharp.Metadata
  try {
    // The header alone, whatever size it gives: the size is judged by tooManyPixelsProblem, before any decoding.
    metadata = await sharp(file, { limitInputPixels: false }).metadata()
  } catch {
    return { unusable: describeUnreadable(await firstBytes(file, 64)) }
  }
  const { format, compression } = metadata
  const recognized = sharpFormats[format === `heif` ? `heif ${compression}` : format] ?? {
    unusable: `a ${format.toUpperCase()} image`,
  }
  if (`unusable` in recognized) return recognized
  // A phone photo may be stored sideways with a note to turn it; what matters is the width as it is shown.
  const shown = metadata.autoOrient ?? metadata
  return { usable: recognized.usable, width: shown.width, height: shown.height }
}

async function firstBytes(file: string, count: number): Promise<string> {
  const handle = await fs.open(file, `r`)
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(count), 0, count, 0)
    return buffer.toString(`latin1`, 0, bytesRead)
  } finally {
    await handle.close()
  }
}

/** A path to show in the messages, for each use. */
const examplePaths: Record<ImageUse, string> = {
  poster: `images/posters/2024-09-18-downs.png`,
  logo: `images/logo.png`,
  pressPhoto: `images/press/band-on-stage.jpg`,
  stagePlot: `images/booking/stage-plot.pdf`,
}

/**
 * Why the image at `imagePath` (as written in the content, relative to content/) cannot be used, or undefined when
 * it is fine. The returned text follows the field name, e.g. `is "images/x.png", which …`. A file the site takes
 * but that is larger than it needs to be is told to `word`, in words that follow the file's path.
 */
export async function imageProblem(
  contentDir: string,
  imagePath: string,
  use: ImageUse,
  word: (largeFile: string) => void = () => {},
): Promise<string | undefined> {
  const problem = await fileProblem(contentDir, imagePath, use)
  if (problem !== undefined) return problem
  const size = await fs.stat(path.join(contentDir, imagePath))
  const large = largeFileWord(imagePath, size.size, use)
  if (large) word(large)
  return undefined
}

async function fileProblem(
  contentDir: string,
  imagePath: string,
  use: ImageUse,
): Promise<string | undefined> {
  const written = JSON.stringify(imagePath)
  const example = examplePaths[use]

  if (imagePath.includes(`\\`)) {
    return `is ${written}, which uses backslashes; separate folders with forward slashes /, like "${example}"`
  }
  if (imagePath.startsWith(`/`) || /^[a-z]+:/i.test(imagePath)) {
    return `is ${written}, which is not a path inside content/; write it from inside content/, like "${example}", and put the file there`
  }
  if (imagePath.startsWith(`content/`)) {
    return `is ${written}; leave out "content/": write the path from inside content/, like ${JSON.stringify(imagePath.slice(`content/`.length))}`
  }
  // Gatsby resolves the path the way the file system does, so "./images/x.png" and "images//x.png" name the same
  // file as "images/x.png"; only what would leave content/ is refused.
  const segments = path.posix.normalize(imagePath).split(`/`)
  if (segments.includes(`..`)) {
    return `is ${written}, which points outside content/; put the image under content/images/ and write its path from there, like "${example}"`
  }
  if (isIgnoredContentPath(segments.join(`/`))) {
    return `is ${written}, which is in a folder the site does not read (hidden folders, and the "source" and "schema" folders, are skipped); move the image to content/images/, like "${example}"`
  }
  const ending = path.extname(imagePath).toLowerCase()
  if (!usableEndings.includes(ending) && !acceptsPdf(use, imagePath)) {
    return wrongEndingProblem(imagePath, use)
  }

  // Walk the path one folder at a time, so that every name differing only in capitals is caught and corrected.
  const onDisk: string[] = []
  for (const segment of segments) {
    const folder = path.join(contentDir, ...onDisk)
    const entries = await fs.readdir(folder).catch(() => [] as string[])
    const found = entries.includes(segment)
      ? segment
      : entries.find((entry) => entry.toLowerCase() === segment.toLowerCase())
    if (found === undefined) {
      const isLast = onDisk.length === segments.length - 1
      const nearby = isLast ? closestNames(segment, entries) : []
      const hint =
        nearby.length > 0
          ? ` (${path.posix.join(`content`, ...onDisk)}/ has ${nearby.map((name) => JSON.stringify(name)).join(`, `)})`
          : ``
      return `is ${written}, but there is no file content/${segments.join(`/`)}${hint}; put the image there or correct the path`
    }
    onDisk.push(found)
  }
  if (onDisk.some((name, index) => name !== segments[index])) {
    return `is ${written}, but the name on disk is written with different capitals: ${JSON.stringify(onDisk.join(`/`))}; capitals matter on the build server, so write it exactly that way`
  }

  const file = path.join(contentDir, ...onDisk)
  // A shortcut (symbolic link) to a file elsewhere would publish whatever it points at: the file must live in content/.
  const [realContentDir, realFile] = await Promise.all([fs.realpath(contentDir), fs.realpath(file)])
  if (path.relative(realContentDir, realFile).startsWith(`..`)) {
    return `is ${written}, which is a shortcut (link) to a file outside content/; copy the image itself into content/images/ instead`
  }
  const stat = await fs.stat(file)
  if (stat.isDirectory()) return `is ${written}, which is a folder; name the image file inside it`

  if (stat.size === 0) {
    return `is ${written}, but that file is empty (0 bytes), perhaps from a copy or download that did not finish; export ${imageNames[use]} again`
  }

  const tooLarge = tooLargeFileProblem(imagePath, stat.size, use)
  if (tooLarge) return tooLarge

  if (acceptsPdf(use, imagePath)) {
    return (
      pdfProblem(imagePath, await firstBytes(file, 64)) ??
      pdfRebuildProblem(imagePath, await rebuiltPdf(file))
    )
  }
  const recognized = await recognizeImage(file)
  if (`unusable` in recognized) {
    return unusableKindProblem(imagePath, recognized.unusable, use)
  }
  const tooManyPixels = tooManyPixelsProblem(imagePath, recognized.width, recognized.height, use)
  if (tooManyPixels) return tooManyPixels
  // The header alone says little: a half-copied file has a whole header. Decoding every pixel is what the build
  // will do, so do it here and fail the same way, before anything is built.
  if (!(await decodesWhole(contentDir, file))) return damagedImageProblem(imagePath, recognized.usable, use)
  return narrowImageProblem(imagePath, recognized.width, use)
}
