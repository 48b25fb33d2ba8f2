// Checks an image named in the content against the disk: it is under content/, its name matches exactly (the build
// server tells capitals apart even where a laptop does not), its bytes are a PNG, JPEG, WebP or AVIF, and it is wide
// enough to stay sharp where the site shows it.
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { isIgnoredContentPath } from "./files"
import { minimumImageWidth } from "./schema"
import { closestNames } from "./suggest"

export type ImageUse = keyof typeof minimumImageWidth

const imageNames: Record<ImageUse, string> = { poster: `a poster`, logo: `the logo` }
const usableEndings = [`.png`, `.jpg`, `.jpeg`, `.webp`, `.avif`]

type ImageKind = `PNG` | `JPEG` | `WebP` | `AVIF`

/** What the first bytes of a file say it is: a usable kind, or a description of what it is instead. */
export function recognizeImage(bytes: Buffer): { usable: ImageKind } | { unusable: string } {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString(`latin1`)
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { usable: `PNG` }
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { usable: `JPEG` }
  if (ascii(0, 4) === `RIFF` && ascii(8, 12) === `WEBP`) return { usable: `WebP` }
  if (ascii(4, 8) === `ftyp`) {
    const boxSize = bytes.readUInt32BE(0)
    const brands = [ascii(8, 12)]
    for (let offset = 16; offset + 4 <= Math.min(boxSize, bytes.length); offset += 4)
      brands.push(ascii(offset, offset + 4))
    if (brands.includes(`avif`) || brands.includes(`avis`)) return { usable: `AVIF` }
    if (brands.some((brand) => /^(heic|heix|hevc|heim|heis|mif1)$/.test(brand))) {
      return { unusable: `a HEIC photo (the iPhone format)` }
    }
    return { unusable: `a video or another file that is not an image` }
  }
  if (ascii(0, 4) === `GIF8`) return { unusable: `a GIF image` }
  if (ascii(0, 2) === `BM`) return { unusable: `a BMP image` }
  if (ascii(0, 4) === `II*\u0000` || ascii(0, 4) === `MM\u0000*`) return { unusable: `a TIFF image` }
  if (ascii(0, 4) === `%PDF`) return { unusable: `a PDF document` }
  const start = bytes.subarray(0, 512).toString(`utf8`).trimStart().toLowerCase()
  if (start.startsWith(`<svg`) || (start.startsWith(`<?xml`) && start.includes(`<svg`)))
    return { unusable: `an SVG drawing` }
  if (bytes.length === 0) return { unusable: `an empty file` }
  if (start.startsWith(`<`)) return { unusable: `a web page or other text file` }
  return { unusable: `not an image the site can use (perhaps a text file or a damaged download)` }
}

/**
 * Why the image at `imagePath` (as written in the content, relative to content/) cannot be used, or undefined when
 * it is fine. The returned text follows the field name, e.g. `is "images/x.png", which …`.
 */
export async function imageProblem(
  contentDir: string,
  imagePath: string,
  use: ImageUse,
): Promise<string | undefined> {
  const written = JSON.stringify(imagePath)
  const minimum = minimumImageWidth[use]
  const example = use === `logo` ? `images/logo.png` : `images/posters/2024-09-18-downs.png`

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
  if (!usableEndings.includes(ending)) {
    return `is ${written}, which does not end in .png, .jpg, .jpeg, .webp or .avif; the site can only use those, so export ${imageNames[use]} as PNG or JPEG`
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

  const handle = await fs.open(file, `r`)
  const head = Buffer.alloc(64)
  try {
    await handle.read(head, 0, 64, 0)
  } finally {
    await handle.close()
  }
  const recognized = recognizeImage(head.subarray(0, Math.min(64, stat.size)))
  if (`unusable` in recognized) {
    return `is ${written}, but that file is ${recognized.unusable}, not a PNG, JPEG, WebP or AVIF image (renaming a file does not change its kind); export ${imageNames[use]} as PNG or JPEG`
  }

  let width: number | undefined
  try {
    const metadata = await sharp(file).metadata()
    // A phone photo may be stored sideways with a note to turn it; what matters is the width as it is shown.
    width = metadata.autoOrient?.width ?? metadata.width
    // The header alone says little: a half-copied file has a whole header. Decoding every pixel is what the build
    // will do, so do it here and fail the same way, before anything is built.
    await sharp(file).stats()
  } catch {
    width = undefined
  }
  if (width === undefined) {
    return `is ${written}, which looks like a ${recognized.usable} file but cannot be read (perhaps a damaged or half-copied file); export ${imageNames[use]} again`
  }
  if (width < minimum) {
    return `is ${written}, which is only ${width}px wide; ${imageNames[use]} must be at least ${minimum}px wide to stay sharp on high-resolution screens, so export a larger one`
  }
  return undefined
}
