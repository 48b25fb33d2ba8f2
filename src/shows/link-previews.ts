// The link preview of each show's page (og:image): its poster whole, not cropped, centred on the poster's dominant
// colour at 1200x630, the size Facebook, Discord and others show; and for a show still to come, the same at 16:9, 4:3
// and 1:1, the shapes Google asks of an event's image (search shows events people can still go to: a played show's
// page offers its link preview alone). Drawn by sharp after the pages are written, beside each page, from the poster
// as the content names it (a phone photo turned upright first), as many at once as the machine has cores. A drawing
// is kept in the build's cache under its poster's bytes, so a rebuild draws only new or changed posters (drawing is
// the costly part, and it would grow with the shows); and a picture public/ still holds as the last build wrote it is
// left there, its poster not read again.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { eachAtOnce } from "../content-model/each-at-once"
import { digestOf, readBuildCache, writeBuildCache } from "../content-model/build-cache"
import { showLinkPreview, showPosterPictures, type PosterPicture } from "./schedule-pages"

export interface PreviewShow {
  pagePath: string
  /** The poster file on disk; none when the content names no readable file. */
  posterFile?: string | null
  /** A digest of the poster's bytes (Gatsby's File node has one); made from the file when not given. */
  posterDigest?: string | null
  /** Still to come by the build's day: its page offers search engines the poster at their shapes too. */
  upcoming: boolean
}

/** Every picture drawn from a show's poster, beside its page: the link preview first. */
const posterPictures = ({ pagePath, upcoming }: Pick<PreviewShow, `pagePath` | `upcoming`>) => [
  showLinkPreview(pagePath),
  ...(upcoming ? showPosterPictures(pagePath) : []),
]

/** The poster fitted whole inside a picture's box (the preview's unless given), on its own dominant colour. */
export async function drawLinkPreview(
  poster: string | Buffer,
  { width, height, format }: Omit<PosterPicture, `path`> = showLinkPreview(`/`),
): Promise<Buffer> {
  const { dominant } = await sharp(poster).rotate().stats()
  const drawn = sharp(poster)
    .rotate()
    .resize(width, height, { fit: `contain`, background: { ...dominant, alpha: 1 } })
    .flatten({ background: dominant })
  return (format === `jpeg` ? drawn.jpeg({ quality: 82, mozjpeg: true }) : drawn.png()).toBuffer()
}

/** What a poster's picture is drawn from: its bytes, the box, and the drawing (a change to how it is drawn draws anew). */
function drawingKey(posterDigest: string, box: PosterPicture): string {
  return digestOf(
    drawLinkPreview.toString(),
    JSON.stringify([box.width, box.height, box.format, posterDigest]),
  )
}

/**
 * The poster's picture from `cacheDir` when drawn before under `key`, else drawn now and kept there; and whether it
 * was drawn.
 */
async function previewOf(
  posterFile: string,
  key: string,
  cacheDir: string,
  box: PosterPicture,
): Promise<{ picture: Buffer; drawn: boolean }> {
  const kept = path.join(cacheDir, `${key}.png`)
  const before = await fs.readFile(kept).catch(() => undefined)
  if (before) return { picture: before, drawn: false }
  // Drawn from bytes read here, not from the file's name: libvips keeps what it opened by name, so a poster replaced
  // under the same name could be drawn from the old one (seen once in link-previews.test).
  const drawn = await drawLinkPreview(await fs.readFile(posterFile), box)
  await fs.mkdir(cacheDir, { recursive: true })
  // Named for this drawing alone: two poster files of the same bytes are drawn at once.
  const part = `${kept}.${crypto.randomUUID()}.part`
  await fs.writeFile(part, drawn)
  await fs.rename(part, kept)
  return { picture: drawn, drawn: true }
}

/** What the last run wrote into public/: each picture's drawing key, and the file's size and time as written. */
type Written = { key: string; size: number; mtimeMs: number }
const writtenRecord = `written.json`

/**
 * Writes every show's pictures beside its page, and removes any earlier run's that no show has now (a show removed
 * from the content, or played since, loses them): a rebuild gives the same files, taking the drawings it kept in
 * `cacheDir` and leaving a picture public/ holds as it wrote it. Returns how many shows have them, and how many
 * pictures were drawn rather than taken from the cache.
 */
export async function writeLinkPreviews(
  publicDir: string,
  shows: readonly PreviewShow[],
  cacheDir: string,
): Promise<{ shows: number; drawn: number }> {
  const withPosters = shows.filter((show): show is PreviewShow & { posterFile: string } =>
    Boolean(show.posterFile),
  )
  // Gatsby's digest of each poster, or one made here once for each file.
  const digests = new Map<string, Promise<string>>()
  const digest = async ({ posterFile, posterDigest }: PreviewShow & { posterFile: string }) => {
    if (posterDigest) return posterDigest
    if (!digests.has(posterFile)) digests.set(posterFile, fs.readFile(posterFile).then(digestOf))
    return digests.get(posterFile)!
  }
  const pictures = withPosters.flatMap((show) => posterPictures(show).map((picture) => ({ picture, show })))
  // The drawing's key names the code that draws it, so the record is kept for any writer.
  const kept = { dir: cacheDir, writer: `link-previews` }
  const before = await readBuildCache<Written>(kept, writtenRecord)
  const written: Record<string, Written> = {}
  // sharp runs each drawing on threads of its own too; one drawing per core keeps every core busy.
  // Shows that share a poster share its pictures: each drawn once.
  const made = new Map<string, Promise<{ picture: Buffer; drawn: boolean }>>()
  let drawn = 0
  await eachAtOnce(pictures, os.availableParallelism(), async ({ picture, show }) => {
    const file = path.join(publicDir, ...picture.path.split(`/`))
    const key = drawingKey(await digest(show), picture)
    const last = before[picture.path]
    const now = await fs.stat(file).catch(() => undefined)
    if (last?.key === key && now?.size === last.size && now.mtimeMs === last.mtimeMs) {
      written[picture.path] = last
      return
    }
    const first = !made.has(key)
    if (first) made.set(key, previewOf(show.posterFile, key, cacheDir, picture))
    const preview = await made.get(key)!
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, preview.picture)
    const { size, mtimeMs } = await fs.stat(file)
    written[picture.path] = { key, size, mtimeMs }
    if (first && preview.drawn) drawn++
  })
  await removeOthers(publicDir, new Set(pictures.map(({ picture }) => picture.path)))
  await writeBuildCache(kept, writtenRecord, written)
  return { shows: withPosters.length, drawn }
}

/** Removes from public/shows/ every picture of a poster's that is not one of `wanted` (paths from the site's root). */
async function removeOthers(publicDir: string, wanted: Set<string>): Promise<void> {
  const folders = await fs.readdir(path.join(publicDir, `shows`), { withFileTypes: true }).catch(() => [])
  const fileNames = posterPictures({ pagePath: `/`, upcoming: true }).map((picture) =>
    path.posix.basename(picture.path),
  )
  for (const folder of folders)
    if (folder.isDirectory())
      for (const fileName of fileNames)
        if (!wanted.has(`/shows/${folder.name}/${fileName}`))
          await fs.rm(path.join(publicDir, `shows`, folder.name, fileName), { force: true })
}
