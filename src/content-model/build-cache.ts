// What a step after the pages (the calendars, the pages' policies) keeps in Gatsby's cache of what it wrote, so that a
// rebuild does again only what changed. A record is kept for the code that wrote it: another writer starts from none.
import { createHash } from "crypto"
import { promises as fs } from "fs"
import path from "path"

/** The SHA-256 of `parts` one after the other, in hex: what a kept record is looked up by, or checked against. */
export function digestOf(...parts: (string | Buffer)[]): string {
  const hash = createHash(`sha256`)
  for (const part of parts) hash.update(part)
  return hash.digest(`hex`)
}

/** Where a step keeps its record, and the code it is kept for. */
export interface BuildCache {
  /** A folder of the build's cache. */
  dir: string
  /** The code that writes the step's files (build-hooks-version.ts): another writer does every file again. */
  writer: string
}

/** The entries `writeBuildCache` last kept in `file` for this writer; none without a cache, for another writer, or unreadable. */
export async function readBuildCache<Entry>(
  cache: BuildCache | undefined,
  file: string,
): Promise<Record<string, Entry>> {
  if (!cache) return {}
  try {
    const kept = JSON.parse(await fs.readFile(path.join(cache.dir, file), `utf8`)) as {
      writer?: string
      entries?: Record<string, Entry>
    }
    return kept.writer === cache.writer ? (kept.entries ?? {}) : {}
  } catch {
    return {}
  }
}

/** Keeps `entries` in `file` for this writer, in place of what was kept; nothing without a cache. */
export async function writeBuildCache<Entry>(
  cache: BuildCache | undefined,
  file: string,
  entries: Record<string, Entry>,
): Promise<void> {
  if (!cache) return
  await fs.mkdir(cache.dir, { recursive: true })
  await fs.writeFile(path.join(cache.dir, file), JSON.stringify({ writer: cache.writer, entries }))
}
