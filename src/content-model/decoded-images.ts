// Remembers which image files sharp has decoded whole, by the SHA-256 of their bytes, so that a rebuild decodes only
// the images that are new or changed: decoding 500 posters takes seconds, hashing them a fraction of that. Only
// successes are remembered, and only for the same sharp, libvips and pixel limit, so a file that fails is checked
// every time.
import { randomUUID } from "crypto"
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { imageLimits } from "./image-words"
import { digestOf } from "./build-cache"

interface DecodedImages {
  decoder: string
  hashes: string[]
}

/** Who decoded, and within what limit: a picture decoded under a larger limit may not decode under this one. */
const decoder = `sharp ${sharp.versions.sharp} libvips ${sharp.versions.vips}, up to ${imageLimits.pixels} pixels`

/**
 * The project's own build caches (this one and sanitised-svgs.ts), from the project's root: beside the other build
 * caches, which `gatsby clean` leaves and removing node_modules does not. The GitHub Pages workflow keeps it between
 * deploys, as it keeps Gatsby's.
 */
export const projectCacheFolder = path.join(`node_modules`, `.cache`, `milk-patrol`)

function cacheFile(contentDir: string): string {
  return path.join(path.dirname(contentDir), projectCacheFolder, `decoded-images.json`)
}

async function remembered(file: string): Promise<Set<string>> {
  try {
    const saved = JSON.parse(await fs.readFile(file, `utf8`)) as DecodedImages
    return new Set(saved.decoder === decoder ? saved.hashes : [])
  } catch {
    return new Set()
  }
}

interface Cache {
  file: string
  /** Every hash known to decode, loaded once per process and added to as images decode. */
  known: Promise<Set<string>>
  /** The write under way, and whether another is waiting to start after it. */
  saving: Promise<void>
  saveQueued: boolean
}

const caches = new Map<string, Cache>()

function cacheFor(contentDir: string): Cache {
  const file = cacheFile(contentDir)
  let cache = caches.get(file)
  if (!cache) {
    cache = { file, known: remembered(file), saving: Promise.resolve(), saveQueued: false }
    caches.set(file, cache)
  }
  return cache
}

/**
 * Whether sharp can decode every pixel of `file` (what the build will do): a half-copied file has a whole header, so
 * only decoding finds it. Answered from the cache when the same bytes decoded before.
 */
export async function decodesWhole(contentDir: string, file: string): Promise<boolean> {
  const bytes = await fs.readFile(file)
  const hash = digestOf(bytes)
  const cache = cacheFor(contentDir)
  const known = await cache.known
  if (known.has(hash)) return true
  try {
    // From the bytes just read, not the path: libvips keeps decoded files by name, and would answer for a file that
    // has since been replaced (an editor exporting a poster again while `gatsby develop` runs). Every pixel written
    // out, not stats(): with several images decoding at once, stats() let a third of half-copied PNGs through.
    // Never past the site's limit, whatever called: the checker reads the size from the header first (images.ts).
    await sharp(bytes, { limitInputPixels: imageLimits.pixels }).raw().toBuffer()
  } catch {
    return false
  }
  known.add(hash)
  await saveSoon(cache, known)
  return true
}

/**
 * Writes what is known after the write under way, if any: the images of one check decode side by side, and end in a
 * few writes of everything known rather than one write each.
 */
function saveSoon(cache: Cache, known: Set<string>): Promise<void> {
  if (cache.saveQueued) return cache.saving
  cache.saveQueued = true
  cache.saving = cache.saving.then(() => {
    cache.saveQueued = false
    return save(cache.file, known)
  })
  return cache.saving
}

/**
 * Adds what this process knows to what is on disk (another check may have run meanwhile), written through a rename so
 * no reader sees half a file. The cache only saves time, so failing to write it is no problem.
 */
async function save(file: string, known: Set<string>): Promise<void> {
  const hashes = [...new Set([...(await remembered(file)), ...known])].sort()
  const saved: DecodedImages = { decoder, hashes }
  await keepInCache(file, JSON.stringify(saved))
}

/**
 * Writes a cache file through a rename, so another process never reads half of it. A cache only saves time, so
 * failing to write one is no problem.
 */
export async function keepInCache(file: string, text: string): Promise<void> {
  const partial = `${file}.${randomUUID()}`
  try {
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(partial, text)
    await fs.rename(partial, file)
  } catch {
    await fs.rm(partial, { force: true })
  }
}
