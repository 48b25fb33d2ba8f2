// The link preview of each show's page (og:image): its poster whole, not cropped, centred on the poster's dominant
// colour at 1200x630, the size Facebook, Discord and others show; and the same at 16:9, 4:3 and 1:1, the shapes
// Google asks of an event's image. Drawn by sharp after the pages are written, beside each page, from the poster as
// the content names it (a phone photo turned upright first). A drawing is kept in the
// build's cache under its poster's bytes, so a rebuild draws only new or changed posters (at 500 shows, drawing every
// preview again took 38 s of each rebuild).
import crypto from "crypto"
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { showLinkPreview, showPosterPictures, type PosterPicture } from "./schedule-pages"

export interface PreviewShow {
  pagePath: string
  /** The poster file on disk; none when the content names no readable file. */
  posterFile?: string | null
}

/** Every picture drawn from a show's poster, beside its page: the link preview first. */
const posterPictures = (pagePath: string) => [showLinkPreview(pagePath), ...showPosterPictures(pagePath)]

/** The poster fitted whole inside a picture's box (the preview's unless given), on its own dominant colour. */
export async function drawLinkPreview(
  posterFile: string,
  { width, height, format }: Omit<PosterPicture, `path`> = showLinkPreview(`/`),
): Promise<Buffer> {
  const { dominant } = await sharp(posterFile).rotate().stats()
  const drawn = sharp(posterFile)
    .rotate()
    .resize(width, height, { fit: `contain`, background: { ...dominant, alpha: 1 } })
    .flatten({ background: dominant })
  return (format === `jpeg` ? drawn.jpeg({ quality: 82, mozjpeg: true }) : drawn.png()).toBuffer()
}

/** What a poster's picture is drawn from: its bytes, the box, and the drawing (a change to how it is drawn draws anew). */
function drawingKey(poster: Buffer, box: PosterPicture): string {
  return crypto
    .createHash(`sha256`)
    .update(drawLinkPreview.toString())
    .update(JSON.stringify([box.width, box.height, box.format]))
    .update(poster)
    .digest(`hex`)
}

/** The poster's picture from `cacheDir` when drawn before from the same bytes, else drawn now and kept there. */
async function previewOf(posterFile: string, cacheDir: string, box: PosterPicture): Promise<Buffer> {
  const kept = path.join(cacheDir, `${drawingKey(await fs.readFile(posterFile), box)}.png`)
  const before = await fs.readFile(kept).catch(() => undefined)
  if (before) return before
  const drawn = await drawLinkPreview(posterFile, box)
  await fs.mkdir(cacheDir, { recursive: true })
  await fs.writeFile(`${kept}.part`, drawn)
  await fs.rename(`${kept}.part`, kept)
  return drawn
}

/**
 * Writes every show's pictures beside its page, after removing any earlier run's (a show removed from the content
 * loses its pictures): a rebuild writes the same files, taking the drawings it kept in `cacheDir`. Returns how many
 * shows have them.
 */
export async function writeLinkPreviews(
  publicDir: string,
  shows: readonly PreviewShow[],
  cacheDir: string,
): Promise<number> {
  const showsDir = path.join(publicDir, `shows`)
  const folders = await fs.readdir(showsDir, { withFileTypes: true }).catch(() => [])
  const fileNames = posterPictures(`/`).map((picture) => path.posix.basename(picture.path))
  for (const folder of folders)
    if (folder.isDirectory())
      for (const fileName of fileNames)
        await fs.rm(path.join(showsDir, folder.name, fileName), { force: true })
  let written = 0
  for (const show of shows) {
    if (!show.posterFile) continue
    for (const picture of posterPictures(show.pagePath)) {
      const file = path.join(publicDir, ...picture.path.split(`/`))
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.writeFile(file, await previewOf(show.posterFile, cacheDir, picture))
    }
    written++
  }
  return written
}
