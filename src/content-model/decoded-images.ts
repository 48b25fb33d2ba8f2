// Remembers which image files sharp has decoded whole, by the SHA-256 of their bytes, so that a rebuild decodes only
// the images that are new or changed: decoding 500 posters takes seconds, hashing them a fraction of that. Only
// successes are remembered, and only for the same sharp and libvips, so a file that fails is checked every time.
import { createHash, randomUUID } from "crypto"
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"

interface DecodedImages {
  decoder: string
  hashes: string[]
}

const decoder = `sharp ${sharp.versions.sharp} libvips ${sharp.versions.vips}`

/** Beside the project's other build caches; `gatsby clean` leaves it, removing node_modules does not. */
function cacheFile(contentDir: string): string {
  return path.join(path.dirname(contentDir), `node_modules`, `.cache`, `milk-patrol`, `decoded-images.json`)
}

async function remembered(file: string): Promise<Set<string>> {
  try {
    const saved = JSON.parse(await fs.readFile(file, `utf8`)) as DecodedImages
    return new Set(saved.decoder === decoder ? saved.hashes : [])
  } catch {
    return new Set()
  }
}

/**
 * Whether sharp can decode every pixel of `file` (what the build will do): a half-copied file has a whole header, so
 * only decoding finds it. Answered from the cache when the same bytes decoded before.
 */
export async function decodesWhole(contentDir: string, file: string): Promise<boolean> {
  const bytes = await fs.readFile(file)
  const hash = createHash(`sha256`).update(bytes).digest(`hex`)
  const cache = cacheFile(contentDir)
  if ((await remembered(cache)).has(hash)) return true
  try {
    // From the bytes just read, not the path: libvips keeps decoded files by name, and would answer for a file that
    // has since been replaced (an editor exporting a poster again while `gatsby develop` runs).
    await sharp(bytes).stats()
  } catch {
    return false
  }
  await remember(cache, hash)
  return true
}

/**
 * Adds `hash` to the cache. Read again just before writing, and written through a rename, so checks running side by
 * side lose nothing worse than an entry; the cache only saves time, so failing to write it is no problem.
 */
async function remember(cache: string, hash: string): Promise<void> {
  const saved: DecodedImages = { decoder, hashes: [...new Set([...(await remembered(cache)), hash])].sort() }
  const partial = `${cache}.${randomUUID()}`
  try {
    await fs.mkdir(path.dirname(cache), { recursive: true })
    await fs.writeFile(partial, JSON.stringify(saved))
    await fs.rename(partial, cache)
  } catch {
    await fs.rm(partial, { force: true })
  }
}
