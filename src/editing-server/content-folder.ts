// The files the local editing server may touch: inside the content folder only, JSON files, the kinds of picture
// the checker accepts and PDFs (a stage plot), never through a symbolic link. The editor names them from the project,
// as content/shows.json or content/images/posters/x.png (the paths of its configuration, src/editor/decap/decap-config.ts); the
// folder they lead to is the one the server was given, so nothing else of the project can be reached, whatever the
// editor asks. What is written is narrower still: a content file only as JSON (an entry, which the server checks as
// such), and bytes sent as they are (an upload) only as a picture or PDF under content/images/ that holds what its
// name says, so no bytes land in a content file past its checks.
import crypto from "crypto"
import { constants, promises as fs, type Stats } from "fs"
import path from "path"
import sharp from "sharp"
import { describeUnreadable, usableEndings } from "../content-model/image-words"
import { Refusal } from "./editing-guard"

/** How the editor's paths begin: the name of the content folder, as the editor's configuration writes it. */
const editorPrefix = `content`
/** What may be read or written: content files, and the pictures the site can use. */
// A stage plot or input list may be a PDF (the booking kit, content/booking.json).
const editableEndings = [`.json`, ...usableEndings, `.pdf`]
/** Opening a file must not follow a link in its last name (0 where the system has no such flag: Windows). */
const noFollow = constants.O_NOFOLLOW ?? 0

const refused = (message: string) => new Refusal(403, message)

/** What may be written at a path: a content file (an entry's JSON), or an upload (a picture or PDF). */
export type Written = `content file` | `upload`

/** The folder, inside the content folder, that uploads go into (the editor's media folders are in it). */
const uploadsFolder = `images`
const uploadEndings = [...usableEndings, `.pdf`]

/** For each way of writing, whether `inside` (the names under the content folder) may be written so, and the refusal. */
const writable: Record<
  Written,
  { allows: (inside: string[]) => boolean; refusal: (editorPath: string) => string }
> = {
  "content file": {
    allows: (inside) => path.extname(inside.at(-1) ?? ``).toLowerCase() === `.json`,
    refusal: (editorPath) => `${editorPath} is not a content file: an entry is saved only as a .json file`,
  },
  upload: {
    allows: (inside) =>
      inside.length > 1 &&
      inside[0] === uploadsFolder &&
      uploadEndings.includes(path.extname(inside.at(-1)!).toLowerCase()),
    refusal: (editorPath) =>
      `${editorPath} is not a picture or PDF in content/${uploadsFolder}/: only pictures (${usableEndings.join(`, `)}) and PDF stage plots are uploaded, into content/${uploadsFolder}/ and its folders`,
  },
}

interface Located {
  /** The real path on this computer. */
  full: string
  /** What is there now; undefined when nothing is (a file to write may not be there yet, nor its folders). */
  found?: Stats
}

export class ContentFolder {
  constructor(private readonly contentDir: string) {}

  /**
   * Where an editor's path leads, refused unless it names something inside the content folder (a content file
   * when `file`), with no symbolic link anywhere on the way: a link could lead out of content/ (a poster linked to
   * ../../package.json), so none is followed, even one that stays inside.
   */
  private async locate(
    editorPath: unknown,
    { file, written }: { file: boolean; written?: Written },
  ): Promise<Located> {
    if (typeof editorPath !== `string` || editorPath === `` || /[\\\0]/.test(editorPath))
      throw refused(`${JSON.stringify(editorPath)} is not a path to a content file`)
    // A leading slash means the project's root, as in the editor's configuration (/content/images).
    const names = editorPath.split(`/`).filter((name) => name !== `` && name !== `.`)
    if (names.includes(`..`))
      throw refused(`${editorPath} leads out of content/; only content/ may be edited`)
    if (names[0] !== editorPrefix)
      throw refused(`${editorPath} is not in content/; only the content files may be edited here`)
    const inside = names.slice(1)
    if (written && !writable[written].allows(inside)) throw refused(writable[written].refusal(editorPath))
    if (file && !editableEndings.includes(path.extname(inside.at(-1) ?? ``).toLowerCase()))
      throw refused(
        `${editorPath} is not a content file: only .json files, pictures (${usableEndings.join(`, `)}) and PDF stage plots may be edited`,
      )
    const root = await fs.realpath(this.contentDir)
    let found = await fs.lstat(root)
    for (let depth = 1; depth <= inside.length; depth++) {
      const next = await fs
        .lstat(path.join(root, ...inside.slice(0, depth)))
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === `ENOENT`) return undefined
          throw error
        })
      if (!next) return { full: path.join(root, ...inside) }
      if (next.isSymbolicLink())
        throw refused(`${editorPath} goes through a symbolic link, which the editor never follows`)
      found = next
    }
    return { full: path.join(root, ...inside), found }
  }

  /**
   * Throws the Refusal of the first path that may not be written (as `written` when given), before anything is.
   */
  async check(editorPaths: unknown, written?: Written): Promise<void> {
    if (!Array.isArray(editorPaths)) throw refused(`The editor must name its files in a list`)
    for (const editorPath of editorPaths) await this.locate(editorPath, { file: true, written })
  }

  /** A file's bytes, or undefined when it is not there. */
  async read(editorPath: unknown): Promise<Buffer | undefined> {
    const { full, found } = await this.locate(editorPath, { file: true })
    if (!found) return undefined
    if (!found.isFile()) throw refused(`${String(editorPath)} is not a file`)
    const handle = await fs.open(full, constants.O_RDONLY | noFollow)
    try {
      return await handle.readFile()
    } finally {
      await handle.close()
    }
  }

  /**
   * Writes a file whole: into a new file beside it (hidden, so the site skips it), flushed to the disk, then renamed
   * over it. So a reader (Gatsby's development server) never sees half a file, a server stopped (or a computer
   * switched off) halfway leaves the old file or the new one, never a mix, and a file hard-linked to one elsewhere
   * is replaced, never written through. `beforeReplacing` is asked last, once the new file is on the disk and right
   * before it replaces the old one, and stops the write by throwing: another program may have saved the file while
   * the new one was being written.
   */
  async write(
    editorPath: unknown,
    data: string | Buffer,
    written: Written,
    beforeReplacing: () => Promise<unknown> = async () => undefined,
  ): Promise<void> {
    const { full } = await this.locate(editorPath, { file: true, written })
    await fs.mkdir(path.dirname(full), { recursive: true })
    const draft = path.join(path.dirname(full), `.${path.basename(full)}.${crypto.randomUUID()}.saving`)
    try {
      const handle = await fs.open(draft, `wx`)
      try {
        await handle.writeFile(data)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await beforeReplacing()
      await fs.rename(draft, full)
    } catch (error) {
      await fs.rm(draft, { force: true })
      throw error
    }
  }

  async remove(editorPath: unknown): Promise<void> {
    const { full, found } = await this.locate(editorPath, { file: true })
    if (found) await fs.unlink(full)
  }

  /** Renames a content file (an entry of a folder collection). */
  async rename(from: unknown, to: unknown): Promise<void> {
    const source = await this.locate(from, { file: true, written: `content file` })
    const target = await this.locate(to, { file: true, written: `content file` })
    if (!source.found) throw new Refusal(404, `${String(from)} is not there`)
    await fs.mkdir(path.dirname(target.full), { recursive: true })
    await fs.rename(source.full, target.full)
  }

  /**
   * The content files under a folder, `depth` levels down, whose names end with `ending`, as the editor names them.
   * Links, and files that are not content files, are left out.
   */
  async list(editorFolder: unknown, ending: string, depth: number): Promise<string[]> {
    const { full, found } = await this.locate(editorFolder, { file: false })
    if (!found?.isDirectory()) return []
    const start = path.posix.join(
      ...String(editorFolder)
        .split(`/`)
        .filter((name) => name !== ``),
    )
    const walk = async (folder: string, editorName: string, levels: number): Promise<string[]> => {
      if (levels <= 0) return []
      const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => [])
      const nested = await Promise.all(
        entries.map((entry) => {
          const name = path.posix.join(editorName, entry.name)
          if (entry.isDirectory()) return walk(path.join(folder, entry.name), name, levels - 1)
          const editable = editableEndings.includes(path.extname(entry.name).toLowerCase())
          return entry.isFile() && editable && entry.name.endsWith(ending) ? [name] : []
        }),
      )
      return nested.flat()
    }
    return walk(full, start, depth)
  }
}

/** The formats sharp reports that the site uses: AVIF is a HEIF file compressed with AV1 (an iPhone's HEIC is HEVC). */
const usableFormats = [`png`, `jpeg`, `webp`, `heif av1`]

/**
 * Refuses an upload whose bytes are not what its name says, read from the bytes themselves (sharp reads a picture's
 * header; a PDF begins with %PDF-), so a text, a web page or an SVG never goes up under a picture's name.
 */
export async function refuseUnlessWhatItsNameSays(editorPath: string, bytes: Buffer): Promise<void> {
  const start = bytes.toString(`latin1`, 0, 64)
  const pdf = editorPath.toLowerCase().endsWith(`.pdf`)
  if (pdf && start.startsWith(`%PDF-`)) return
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined)
  const format = metadata && (metadata.format === `heif` ? `heif ${metadata.compression}` : metadata.format)
  if (!pdf && format && usableFormats.includes(format)) return
  const what = format ? `a picture in ${format.toUpperCase()} format` : describeUnreadable(start)
  throw new Refusal(
    415,
    `${path.posix.basename(editorPath)} is ${what}; a file named ${path.extname(editorPath).toLowerCase()} must be ${pdf ? `a PDF` : `a PNG, JPEG, WebP or AVIF picture`} (renaming a file does not change its kind), so nothing was saved`,
  )
}
