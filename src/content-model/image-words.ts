// What the checker says about an image's kind and size, shared by the build's checker (images.ts, which reads the
// file with sharp) and the editor at /admin/ (which reads it in the browser): the same words in both. No Node here.
import { minimumImageWidth } from "./schema"

export type ImageUse = keyof typeof minimumImageWidth

export const imageNames: Record<ImageUse, string> = { poster: `a poster`, logo: `the logo` }

/** The endings of the kinds of image the site can use. */
export const usableEndings = [`.png`, `.jpg`, `.jpeg`, `.webp`, `.avif`]

export function wrongEndingProblem(imagePath: string, use: ImageUse): string {
  return `is ${JSON.stringify(imagePath)}, which does not end in .png, .jpg, .jpeg, .webp or .avif; the site can only use those, so export ${imageNames[use]} as PNG or JPEG`
}

/** `what` says what the file is instead, like "a GIF image". */
export function unusableKindProblem(imagePath: string, what: string, use: ImageUse): string {
  return `is ${JSON.stringify(imagePath)}, but that file is ${what}, not a PNG, JPEG, WebP or AVIF image (renaming a file does not change its kind); export ${imageNames[use]} as PNG or JPEG`
}

/** Why an image `width` pixels wide is too narrow for its use, or undefined when it is wide enough. */
export function narrowImageProblem(imagePath: string, width: number, use: ImageUse): string | undefined {
  const minimum = minimumImageWidth[use]
  if (width >= minimum) return undefined
  return `is ${JSON.stringify(imagePath)}, which is only ${width}px wide; ${imageNames[use]} must be at least ${minimum}px wide to stay sharp on high-resolution screens, so export a larger one`
}
