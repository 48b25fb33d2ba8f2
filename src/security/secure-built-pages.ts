// After a build: give every page its Content Security Policy (a meta tag, which GitHub Pages honours) and write
// Netlify's _headers (src/security/host-headers.ts). Safe to run over a previous build: each page ends with exactly
// one policy, for the inline scripts it holds now, and _headers is written whole.
import fs from "fs/promises"
import path from "path"
import type { Stats } from "fs"
import { contentSecurityPolicy, inlineScriptHashes, withPolicyMeta } from "./content-security-policy"
import { type BuiltEntry, headersFile, hostHeaderRules, openerPolicy } from "./host-headers"
import { editorPolicy } from "./editor-policy"
import { readBuildCache, writeBuildCache, type BuildCache } from "../content-model/build-cache"

/** Folders whose pages bring their own policy and are not the site's: the content editor, and its policy. */
const pagesWithOwnPolicy = new Map([[`admin`, editorPolicy({ asHeader: true })]])
/** Folders whose pages open windows that must keep their opener: the editor's GitHub sign-in popup. */
const ownOpenerPolicies = new Map([[`admin`, openerPolicy.editor]])

/** Every file under a folder whose name ends in `ending`. */
async function filesEndingIn(folder: string, ending: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const entryPath = path.join(folder, entry.name)
      if (entry.isDirectory()) return filesEndingIn(entryPath, ending)
      return entry.isFile() && entry.name.endsWith(ending) ? [entryPath] : []
    }),
  )
  return nested.flat()
}

/** Each page as the last run left it: its size and time of change, and the inline scripts its policy allows (none
 * for a fragment, which gets no policy). */
interface Secured {
  size: number
  mtimeMs: number
  hashes: string[] | null
}

const recordFile = `secured-pages.json`
const sameFile = (kept: Secured, stat: Stats) => kept.size === stat.size && kept.mtimeMs === stat.mtimeMs

/** A page's policy for the inline scripts it holds now, written into it; the scripts' hashes, or null for a fragment. */
async function securePage(page: string): Promise<string[] | null> {
  const html = await fs.readFile(page, `utf8`)
  // Fragments such as Gatsby's slices are stitched into the pages; only whole documents get a policy.
  if (!/<head[\s>]/i.test(html)) return null
  const hashes = inlineScriptHashes(html)
  const secured = withPolicyMeta(html, contentSecurityPolicy(hashes, { asHeader: false }))
  if (secured !== html) await fs.writeFile(page, secured)
  return hashes
}

/**
 * Secures every page and writes _headers. Given a cache, a page left as the last run left it (its size and time of
 * change) is not read again: Gatsby writes a page's HTML again only when its data or the renderer changed, and
 * reading every page on every rebuild would cost a time that grows with the shows.
 */
export async function secureBuiltPages(
  publicDir: string,
  cache?: BuildCache,
): Promise<{ pages: number; scriptHashes: number }> {
  const hashesByEntry = new Map<string, Set<string>>()
  const before = await readBuildCache<Secured>(cache, recordFile)
  const record: Record<string, Secured> = {}
  let securedPages = 0
  for (const page of (await filesEndingIn(publicDir, `.html`)).sort()) {
    const relative = path.relative(publicDir, page)
    const topLevel = relative.split(path.sep)[0] ?? ``
    if (pagesWithOwnPolicy.has(topLevel)) continue
    const kept = before[relative]
    const stat = await fs.stat(page)
    const unchanged = kept !== undefined && sameFile(kept, stat)
    const hashes = unchanged ? kept.hashes : await securePage(page)
    // A page secured now was written again: its size and time of change are the new file's.
    const { size, mtimeMs } = unchanged ? stat : await fs.stat(page)
    record[relative] = { size, mtimeMs, hashes }
    if (!hashes) continue
    const entryHashes = hashesByEntry.get(topLevel) ?? new Set<string>()
    hashes.forEach((hash) => entryHashes.add(hash))
    hashesByEntry.set(topLevel, entryHashes)
    securedPages += 1
  }
  await writeBuildCache(cache, recordFile, record)

  const entries: BuiltEntry[] = (await fs.readdir(publicDir, { withFileTypes: true })).map((entry) => {
    const hashes = hashesByEntry.get(entry.name)
    return {
      name: entry.name,
      isDirectory: entry.isDirectory(),
      ...(hashes ? { pageScriptHashes: [...hashes] } : {}),
      ...(pagesWithOwnPolicy.has(entry.name) ? { ownPolicy: pagesWithOwnPolicy.get(entry.name) } : {}),
      ...(ownOpenerPolicies.has(entry.name) ? { ownOpenerPolicy: ownOpenerPolicies.get(entry.name) } : {}),
    }
  })
  const calendars = (await filesEndingIn(publicDir, `.ics`)).map((file) =>
    path.relative(publicDir, file).split(path.sep).join(`/`),
  )
  await fs.writeFile(path.join(publicDir, `_headers`), headersFile(hostHeaderRules(entries, calendars)))
  const allHashes = new Set([...hashesByEntry.values()].flatMap((hashes) => [...hashes]))
  return { pages: securedPages, scriptHashes: allHashes.size }
}
