// The pictures Gatsby made for content that no page names any more (a show taken out, a poster or a booking photo
// replaced, a show's extra sizes once it has been played), taken out of the published site once the pages are made,
// and put back before the next build. Gatsby never removes a picture it made, and both hosts publish public/ as it
// stands over their cache (Netlify's, and the Pages workflow's): a poster the band took down, a wrong upload or one
// sent from a stolen account, stayed online at its address as long as the cache lived.
//
// They are not deleted: Gatsby remembers every image job it has finished and, when a later build asks for the same
// picture (the show put back, its date moved), hands back the file's address without drawing it again, whether the
// file is there or not. So they wait in Gatsby's cache folder, which goes with Gatsby's record of those jobs: kept
// together between deploys, cleared together (`gatsby clean`, a host's cleared cache).
import { decodeHTML } from "entities"
import { promises as fs, readdirSync, type Dirent } from "fs"
import path from "path"
import { eachAtOnce } from "../content-model/each-at-once"

/** What Gatsby's image jobs write: `static/<the source file's digest>/`, then a folder per size and format. */
const sourceFolder = /^[0-9a-f]{32}$/
/**
 * A picture's address as pages, page data, stylesheets and feeds write it, under any path prefix: the source file's
 * digest, then the rest of the address up to a double quote, a space or a tag, which a name cannot hold unencoded.
 * Not up to an apostrophe, a bracket or a star: encodeURIComponent leaves those as they are, and a poster's name may
 * hold them. Reading on past an address's end does no harm: a picture is named when an address starts with its path.
 */
const pictureAddress = /static\/([0-9a-f]{32}\/[^"\s<>]*)/g
/** Files that cannot name a picture: pictures, fonts, documents. Everything else in public/ is read. */
const unreadable = /\.(avif|webp|png|jpe?g|gif|ico|svgz|pdf|woff2?|ttf|otf|zip|gz|br|mp3|mp4|webm)$/i

/** Where the pictures taken out wait: in Gatsby's cache folder of the site in `site`. */
export const keptPicturesDir = (site: string) =>
  path.join(site, `.cache`, `caches`, `milk-patrol-unnamed-pictures`)

/** How many files are read at once: a few, so that years of pages are never held together. */
const filesAtOnce = 8

/**
 * Every file under `folder`, as paths relative to it with forward slashes, leaving out the folders `leftOut` says
 * (given their path the same way): the pages are read without listing the thousands of pictures beside them. Listed
 * one folder at a time without waiting between them, which takes a fraction of what fs.promises' recursive listing
 * takes, on every build.
 */
function filesUnder(folder: string, leftOut: (relative: string) => boolean = () => false): string[] {
  const files: string[] = []
  const waiting = [``]
  while (waiting.length > 0) {
    const relative = waiting.pop()!
    let entries: Dirent[] = []
    try {
      entries = readdirSync(path.join(folder, relative), { withFileTypes: true })
    } catch {
      // no such folder: nothing under it
    }
    for (const entry of entries) {
      const entryPath = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (!leftOut(entryPath)) waiting.push(entryPath)
      } else if (entry.isFile()) files.push(entryPath)
    }
  }
  return files
}

/**
 * An address as written, and as a browser reads it: HTML's character references undone (`&#x27;`, `&apos;`, `&amp;`),
 * then its percent-escapes (`%20`, `%27`).
 */
function addressForms(address: string): string[] {
  const read = decodeHTML(address)
  const forms = [address, read]
  for (const form of [address, read]) {
    try {
      forms.push(decodeURIComponent(form))
    } catch {
      // a lone % that is no escape: the address as it is
    }
  }
  return forms
}

/**
 * Everything the published site's files write after `static/` that starts with a source file's digest, as written
 * and unescaped, by that digest: a picture is named when one of these starts with its path.
 */
async function namedPictures(publicDir: string): Promise<Map<string, Set<string>>> {
  const named = new Map<string, Set<string>>()
  const picturesFolder = (relative: string) => {
    const [top, folder, ...deeper] = relative.split(`/`)
    return top === `static` && sourceFolder.test(folder ?? ``) && deeper.length === 0
  }
  const readable = filesUnder(publicDir, picturesFolder).filter((file) => !unreadable.test(file))
  await eachAtOnce(readable, filesAtOnce, async (file) => {
    const text = await fs.readFile(path.join(publicDir, file), `utf8`)
    for (const [, address] of text.matchAll(pictureAddress)) {
      const digest = address!.slice(0, 32)
      const forms = named.get(digest) ?? new Set<string>()
      for (const form of addressForms(address!)) forms.add(form)
      named.set(digest, forms)
    }
  })
  return named
}

/** The files Gatsby's image jobs (and its copies of files) wrote under `publicDir`'s static/, as `<digest>/…` paths. */
function picturesMade(publicDir: string): string[] {
  return filesUnder(
    path.join(publicDir, `static`),
    (relative) => !sourceFolder.test(relative.split(`/`)[0]!),
  ).filter((file) => file.includes(`/`))
}

/** Moves each of `files` (paths under `from`, with forward slashes) to the same path under `to`; returns how many. */
async function moveFiles(files: string[], from: string, to: string): Promise<number> {
  for (const file of files) {
    const target = path.join(to, ...file.split(`/`))
    await fs.mkdir(path.dirname(target), { recursive: true })
    await fs.rename(path.join(from, ...file.split(`/`)), target)
  }
  return files.length
}

/** Removes the folders that held `files` (paths under `folder`) and hold nothing now, deepest first. */
async function removeEmptyFolders(folder: string, files: string[]): Promise<void> {
  const folders = new Set<string>()
  for (const file of files)
    for (let parent = path.posix.dirname(file); parent !== `.`; parent = path.posix.dirname(parent))
      folders.add(parent)
  for (const emptied of [...folders].sort((a, b) => b.length - a.length)) {
    const where = path.join(folder, ...emptied.split(`/`))
    if ((await fs.readdir(where).catch(() => [`gone`])).length === 0) await fs.rmdir(where)
  }
}

/**
 * After the pages are made: moves every picture no published file names from `publicDir`'s static/ into `keptDir`,
 * and says how many files moved. A second run over the same public/ moves none.
 */
export async function takeOutUnnamedPictures(publicDir: string, keptDir: string): Promise<number> {
  const named = await namedPictures(publicDir)
  const unnamed = picturesMade(publicDir).filter(
    (picture) => ![...(named.get(picture.slice(0, 32)) ?? [])].some((address) => address.startsWith(picture)),
  )
  const staticDir = path.join(publicDir, `static`)
  const moved = await moveFiles(unnamed, staticDir, keptDir)
  await removeEmptyFolders(staticDir, unnamed)
  return moved
}

/**
 * Before the next build's queries: every picture taken out goes back into `publicDir`'s static/, for a page that
 * names it again; a file the build has already made there again stays. Says how many files went back.
 */
export async function putBackUnnamedPictures(publicDir: string, keptDir: string): Promise<number> {
  const kept = filesUnder(keptDir)
  if (kept.length === 0) return 0
  const staticDir = path.join(publicDir, `static`)
  const missing: string[] = []
  for (const file of kept)
    if (!(await fs.stat(path.join(staticDir, ...file.split(`/`))).catch(() => null))) missing.push(file)
  const putBack = await moveFiles(missing, keptDir, staticDir)
  await fs.rm(keptDir, { recursive: true, force: true })
  return putBack
}
