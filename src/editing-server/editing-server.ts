// The local editing server: lets the editor at /admin/ read and write the files of one content folder on this
// computer, without GitHub. Used by `npm run cms` and by the editor's browser tests, each on a port of its own,
// listening on this computer only. The editor finds it through the `local_backend` of the configuration it is given
// (src/build/write-editor.ts); the built site's editor has none.
//
// It speaks the protocol of Decap's own `decap-server` in its file-system mode (POST /api/v1 with an action and
// its params), the part of it that Decap's local mode uses; written here, in Node alone, so the site does not
// install decap-server's 41 packages (express, a git library, a logger, a validator) for it. It trusts little:
// only the editor's own page may call it, as JSON, under the server's own host name, a bounded number of bytes at
// a time (50 MB a request, 100 MB at once), each body arriving in time (a byte at least every 5 s, all of it within
// 30 s, or it is dropped and its bytes no longer count: editing-guard.ts); only JSON files, pictures and PDFs inside
// the content folder, never through a symbolic link, may be read (content-folder.ts); one of the six content files
// is written only as the JSON of an entry, through the checks below, and never renamed or deleted, and an upload (alone, or a picture of an entry) only as a
// picture or PDF under content/images/ whose bytes are what its name says; and a file's bytes are taken only as
// text (base64 for an upload), 30 MB at most, so a request cannot make the server build a file larger than it sent.
// Any other page on this computer can send it requests; none of them can change a file.
//
// Nor does a save lose anything the band wrote: a content file changed since the form that saves it was opened
// (another tab, a text editor) is not saved over, asked again right before the file is replaced; a content file is written through the layout it has (kept-layout.ts,
// whatever text the editor sends); a picture the content names is neither deleted nor replaced; and a save writes its
// pictures first and its content file last, each whole, so a save stopped halfway never leaves a file naming a
// picture that is not there. Saves are made one at a time.
import http from "http"
import net from "net"
import path from "path"
import { contentFiles, type ContentKind } from "../content-model/files"
import { digestOf } from "../content-model/build-cache"
import { readJson } from "../content-model/json-text"
import { ContentFolder, refuseUnlessWhatItsNameSays } from "./content-folder"
import {
  admit,
  bodyTimeouts as usualTimeouts,
  BytesInFlight,
  largestFile,
  megabytes,
  Refusal,
  type BodyTimeouts,
  type Guard,
} from "./editing-guard"
import { withKeptLayout } from "../editor/core/file-layout"
import {
  notDeleted,
  notReplaced,
  pictureInUse,
  usesOfPicture,
  type ContentTexts,
} from "../editor/core/picture-names"

export interface EditingServer {
  /** Where the editor reaches it, e.g. http://localhost:41234 (its API is under /api/v1). */
  url: string
  port: number
  stop: () => Promise<void>
}

async function entries(folder: ContentFolder, files: { path: string; label?: string }[]) {
  return Promise.all(
    files.map(async (file) => {
      const data = await folder.read(file.path)
      return {
        data: data?.toString() ?? null,
        file: { path: file.path, label: file.label, id: data ? digestOf(data) : null },
      }
    }),
  )
}

async function mediaFile(folder: ContentFolder, file: string) {
  const data = await folder.read(file)
  if (!data) throw new Refusal(404, `${file} is not there`)
  const encoding = `base64`
  return {
    id: digestOf(data),
    content: data.toString(encoding),
    encoding,
    path: file,
    name: path.posix.basename(file),
  }
}

/** A picture or PDF as the editor sends it (an upload, or a picture saved with an entry): its bytes in base64. */
interface Asset {
  path: string
  content: unknown
  encoding: unknown
}
/** A content file as the editor sends it: its JSON text. */
interface DataFile {
  path: string
  raw: unknown
  newPath?: string
}
/** An asset's bytes, decoded. */
interface Upload {
  path: string
  bytes: Buffer
}

/** Refuses a file of `bytes` larger than the editor saves, naming it as the media library does (its file name). */
function refuseLarger(file: string, bytes: number): void {
  if (bytes > largestFile)
    throw new Refusal(
      413,
      `${path.posix.basename(file)} is ${megabytes(bytes)}; the largest file the editor saves is ${megabytes(largestFile)}, so nothing was saved`,
    )
}

/**
 * The bytes of an asset, refused unless they came as base64 text no larger than the largest file, measured before
 * anything is decoded (anything else, like `{"length": 300000000}`, Buffer.from would turn into as many bytes as it
 * says), and unless they hold the picture or PDF the asset's name says.
 */
async function sentUpload(asset: Asset): Promise<Upload> {
  if (typeof asset.content !== `string` || asset.encoding !== `base64`)
    throw new Refusal(400, `${asset.path} was not sent as text (base64), so nothing was saved`)
  refuseLarger(asset.path, Buffer.byteLength(asset.content, `base64`))
  const bytes = Buffer.from(asset.content, `base64`)
  await refuseUnlessWhatItsNameSays(asset.path, bytes)
  return { path: asset.path, bytes }
}

/** The text of a content file, refused unless it came as text no larger than the largest file. */
function sentText(file: DataFile): string {
  if (typeof file.raw !== `string`)
    throw new Refusal(400, `${file.path} was not sent as text, so nothing was saved`)
  refuseLarger(file.path, Buffer.byteLength(file.raw))
  return file.raw
}

/**
 * The version of each content file (its id, as `getEntry` gave it: null for a file that was not there) that the form
 * saving it was opened from. Decap's local mode does not send it; the editor's own script (editor-checks.ts) adds it
 * to each save, as `params.openedVersions`.
 */
type OpenedVersions = Record<string, string | null | undefined>

/** The text of every content file, as it is now (a file that cannot be read counts as missing). */
async function contentTexts(folder: ContentFolder): Promise<ContentTexts> {
  const texts: ContentTexts = {}
  for (const kind of Object.keys(contentFiles) as ContentKind[]) {
    const data = await folder.read(`content/${contentFiles[kind].file}`).catch(() => undefined)
    if (data) texts[kind] = data.toString(`utf8`)
  }
  return texts
}

/** Refuses to delete a picture the content names, saying who uses it. */
async function refuseDeletingUsed(folder: ContentFolder, paths: string[]): Promise<void> {
  const texts = await contentTexts(folder)
  for (const file of paths) {
    const used = pictureInUse(texts, file)
    if (used && (await folder.read(file)))
      throw new Refusal(409, notDeleted(used, await usesOfPicture(texts, used)))
  }
}

/** Refuses to write other bytes over a picture the content names, saying who uses it. */
async function refuseReplacingUsed(folder: ContentFolder, uploads: Upload[]): Promise<void> {
  const texts = await contentTexts(folder)
  for (const upload of uploads) {
    const used = pictureInUse(texts, upload.path)
    const there = used && (await folder.read(upload.path))
    if (there && !there.equals(upload.bytes))
      throw new Refusal(409, notReplaced(used, await usesOfPicture(texts, used)))
  }
}

/** The content files an entry is saved into, as the editor names them: the six files of content/, nothing else. */
const entryFiles = new Set(Object.values(contentFiles).map(({ file }) => `content/${file}`))

/**
 * Refuses an entry saved, or renamed, anywhere but one of the content files: a .json file elsewhere under content/
 * stops every build (content/images/posters/stray.json), and a content file renamed over another replaces it
 * without a look at its version. The site's content files keep their names.
 */
function refuseUnlessContentFile(file: DataFile): void {
  const named = (editorPath: unknown) =>
    typeof editorPath === `string`
      ? editorPath
          .split(`/`)
          .filter((name) => name !== `` && name !== `.`)
          .join(`/`)
      : ``
  if (!entryFiles.has(named(file.path)))
    throw new Refusal(
      403,
      `${String(file.path)} is not one of the content files (${[...entryFiles].join(`, `)}); an entry is saved only into one of them, so nothing was saved`,
    )
  if (file.newPath !== undefined && named(file.newPath) !== named(file.path))
    throw new Refusal(
      403,
      `${file.path} would be renamed to ${String(file.newPath)}; the site's content files keep their names, so nothing was saved`,
    )
}

/**
 * Refuses deleting anything but a picture or PDF under content/images/ (the paths an upload may have): never a
 * content file, whose entries the editor changes by saving it.
 */
async function refuseDeletingOtherThanUploads(folder: ContentFolder, paths: unknown): Promise<void> {
  await folder.check(paths)
  for (const file of paths as unknown[])
    await folder.check([file], `upload`).catch(() => {
      throw new Refusal(
        403,
        `${String(file)} is not a picture or PDF in content/images/; the editor deletes only those, never a content file, so nothing was deleted`,
      )
    })
}

/**
 * Refused when the form saving `file` was opened from another version of it than the one here now: asked when the
 * save is checked, and again right before the file is replaced, as another program may have saved it meanwhile (while
 * the save's pictures were written).
 */
async function refuseIfChanged(folder: ContentFolder, file: DataFile, opened: OpenedVersions) {
  const now = await folder.read(file.path)
  if (!(file.path in opened))
    throw new Refusal(
      428,
      `The editor did not say which version of ${file.path} its form was opened from, so saving could undo a ` +
        `change made elsewhere. Nothing was saved: reload the editor page and make your change again.`,
    )
  if ((now ? digestOf(now) : null) !== opened[file.path])
    throw new Refusal(
      409,
      `${file.path} was changed after you opened it here (in another tab or window, or outside the editor), so ` +
        `publishing would undo that change. Nothing was saved. Note what you changed, reload the page, press ` +
        `"Drop them" to see the file as it is now, and make your change again.`,
    )
  return now
}

/**
 * What a content file is written as: the data the editor sent, in the layout and line endings the file has now, so
 * a save that reached the editor in another shape (one line, after Decap recovered a local backup) changes only what
 * was edited. Refused when the form was opened from another version of the file than the one here now.
 */
async function textToWrite(folder: ContentFolder, file: DataFile, opened: OpenedVersions): Promise<string> {
  const raw = sentText(file)
  const now = await refuseIfChanged(folder, file, opened)
  const sent = readJson(raw.replace(/^\uFEFF/, ``))
  if (!sent.ok)
    throw new Refusal(
      422,
      `The editor sent ${file.path} as broken JSON (line ${sent.error.line}: ${sent.error.reason}); nothing was saved`,
    )
  return withKeptLayout(now?.toString(`utf8`).replace(/^\uFEFF/, ``), sent.value)
}

/** The actions that change files: answered one at a time, so a save is checked against what the one before wrote. */
const changingActions = new Set([`persistEntry`, `persistMedia`, `deleteFile`, `deleteFiles`])

/** Answers one action of Decap's local-editing protocol. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action of Decap's protocol has its own params
async function answer(folder: ContentFolder, project: string, action: string, params: any): Promise<unknown> {
  switch (action) {
    case `info`:
      return { repo: project, publish_modes: [`simple`], type: `local_fs` }
    case `entriesByFolder`:
      return entries(
        folder,
        (await folder.list(params.folder, params.extension, params.depth)).map((file) => ({ path: file })),
      )
    case `entriesByFiles`:
      return entries(folder, params.files)
    case `getEntry`:
      return (await entries(folder, [{ path: params.path }]))[0]
    case `persistEntry`: {
      const dataFiles: DataFile[] = params.dataFiles ?? [params.entry]
      const assets: Asset[] = params.assets ?? []
      if (!Array.isArray(dataFiles)) throw new Refusal(400, `The editor must name its files in a list`)
      for (const file of dataFiles) refuseUnlessContentFile(file ?? {})
      // Every path and every file is checked before anything is written, so a refused save leaves nothing half-saved.
      await folder.check(
        dataFiles.flatMap((file) => [file.path, ...(file.newPath ? [file.newPath] : [])]),
        `content file`,
      )
      await folder.check(
        assets.map((asset) => asset.path),
        `upload`,
      )
      const uploads: Upload[] = []
      for (const asset of assets) uploads.push(await sentUpload(asset))
      await refuseReplacingUsed(folder, uploads)
      const opened: OpenedVersions = params.openedVersions ?? {}
      const texts = await Promise.all(dataFiles.map((file) => textToWrite(folder, file, opened)))
      // The pictures first and the content file last, never a content file naming a picture that is not there; and a
      // save refused at the content file takes its pictures back out (or puts back what they replaced).
      const before = await Promise.all(
        uploads.map((upload) => folder.read(upload.path).catch(() => undefined)),
      )
      const written: number[] = []
      try {
        for (const [index, upload] of uploads.entries()) {
          await folder.write(upload.path, upload.bytes, `upload`)
          written.push(index)
        }
        for (const [index, file] of dataFiles.entries()) {
          // Asked again once the new file is on the disk, right before it replaces the old one.
          await folder.write(file.path, texts[index]!, `content file`, () =>
            refuseIfChanged(folder, file, opened),
          )
        }
      } catch (error) {
        for (const index of written) {
          const { path: picture } = uploads[index]!
          const earlier = before[index]
          await (earlier ? folder.write(picture, earlier, `upload`) : folder.remove(picture)).catch(
            () => undefined,
          )
        }
        throw error
      }
      // The version each file now is, for the editor's next save from the same form.
      const versions = Object.fromEntries(
        dataFiles.map((file, index) => [file.path, digestOf(texts[index]!)]),
      )
      return { message: `entry persisted`, versions }
    }
    case `getMedia`:
      return Promise.all(
        (await folder.list(params.mediaFolder, ``, 1)).map((file) => mediaFile(folder, file)),
      )
    case `getMediaFile`:
      return mediaFile(folder, params.path)
    case `persistMedia`: {
      const asset: Asset = params.asset
      await folder.check([asset?.path], `upload`)
      const upload = await sentUpload(asset)
      await refuseReplacingUsed(folder, [upload])
      await folder.write(upload.path, upload.bytes, `upload`)
      return mediaFile(folder, upload.path)
    }
    case `deleteFile`:
      await refuseDeletingOtherThanUploads(folder, [params.path])
      await refuseDeletingUsed(folder, [params.path])
      await folder.remove(params.path)
      return { message: `deleted file ${params.path}` }
    case `deleteFiles`:
      await refuseDeletingOtherThanUploads(folder, params.paths)
      await refuseDeletingUsed(folder, params.paths)
      for (const file of params.paths as string[]) await folder.remove(file)
      return { message: `deleted files ${(params.paths as string[]).join(`, `)}` }
    case `getDeployPreview`:
      return null
    default:
      throw new Refusal(422, `The editing server does not know the action ${JSON.stringify(action)}`)
  }
}

/**
 * The request's body, read whole: no longer than its Content-Length, which the guard has bounded, and refused (408)
 * when nothing of it arrives for `idle` milliseconds or all of it has not arrived in `whole`.
 */
function body(request: http.IncomingMessage, { idle, whole }: BodyTimeouts): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const took = (milliseconds: number) => `${milliseconds / 1000} s`
    const drop = (why: string) => () => {
      stop()
      reject(new Refusal(408, `${why}, so it was dropped and nothing was saved; try again`))
    }
    const quiet = setTimeout(drop(`Nothing of the request arrived for ${took(idle)}`), idle)
    const deadline = setTimeout(drop(`The request took longer than ${took(whole)} to arrive`), whole)
    const received = (chunk: Buffer) => {
      chunks.push(chunk)
      quiet.refresh()
    }
    const stop = () => {
      clearTimeout(quiet)
      clearTimeout(deadline)
      request.off(`data`, received)
    }
    request.on(`data`, received)
    request.once(`end`, () => {
      stop()
      resolve(Buffer.concat(chunks).toString(`utf8`))
    })
    // Closed before its end: the editor went away, and nothing is answered.
    request.once(`close`, () => {
      stop()
      reject(new Refusal(400, `The request ended before its body did`))
    })
  })
}

/**
 * Starts the editing server for the content folder `contentDir`, which the editor names content/ (its paths are
 * content/shows.json and so on), for the editor whose page is at `editorOrigin` (e.g. http://localhost:8000): no
 * other page may call it. On `port` when given and free, otherwise on any free port.
 */
export async function startEditingServer({
  contentDir,
  editorOrigin,
  port: preferred = 0,
  host = `localhost`,
  bodyTimeouts = usualTimeouts,
}: {
  contentDir: string
  editorOrigin: string
  port?: number
  /** The name the editor's page uses for this computer: localhost, or 127.0.0.1. */
  host?: string
  /** How long a request's body may take (editing-guard.ts); tests shorten them. */
  bodyTimeouts?: BodyTimeouts
}): Promise<EditingServer> {
  const folder = new ContentFolder(contentDir)
  const project = path.basename(path.dirname(path.resolve(contentDir)))
  const editorPage = new URL(editorOrigin)
  // A page with no address of its own (a file, a sandboxed frame) sends "null", which any such page can send.
  if (![`http:`, `https:`].includes(editorPage.protocol))
    throw new Error(
      `The editor's origin must be a web address, like http://localhost:8000, not ${editorOrigin}`,
    )
  const guard: Guard = { editorOrigin: editorPage.origin, port: 0 }
  const inFlight = new BytesInFlight()
  let lastChange: Promise<unknown> = Promise.resolve()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action of Decap's protocol has its own params
  const answerInTurn = (action: string, params: any) => {
    if (!changingActions.has(action)) return answer(folder, project, action, params)
    const answered = lastChange.then(() => answer(folder, project, action, params))
    lastChange = answered.catch(() => undefined)
    return answered
  }
  const server = http.createServer((request, response) => {
    // The editor may read every answer, refusals included; other pages none.
    if (request.headers.origin === guard.editorOrigin)
      response.setHeader(`Access-Control-Allow-Origin`, guard.editorOrigin)
    response.setHeader(`Vary`, `Origin`)
    // The bytes this request may send, held from its admission until it is answered (or its connection closes).
    let release = () => {}
    const send = (status: number, value: unknown) => {
      release()
      if (response.headersSent || response.destroyed) return
      response.writeHead(status, {
        "Content-Type": `application/json; charset=utf-8`,
        "Cache-Control": `no-store`,
        // A body that did not arrive in time is not waited for further: the connection ends with the answer.
        ...(status === 408 ? { Connection: `close` } : {}),
      })
      response.end(JSON.stringify(value))
    }
    const refuse = (error: unknown) => {
      if (error instanceof Refusal) return send(error.status, { error: error.message })
      send(500, { error: error instanceof Error ? error.message : String(error) })
    }
    try {
      const admission = admit(request, guard)
      if (admission.preflight) {
        response.writeHead(204, {
          "Access-Control-Allow-Methods": `POST`,
          "Access-Control-Allow-Headers": `Content-Type`,
          "Access-Control-Max-Age": `600`,
        })
        return response.end()
      }
      release = inFlight.hold(admission.length)
      response.once(`close`, release)
    } catch (error) {
      return refuse(error)
    }
    body(request, bodyTimeouts)
      .then((text) => {
        let call: { action: string; params?: unknown }
        try {
          call = JSON.parse(text)
        } catch {
          throw new Refusal(400, `The request is not JSON`)
        }
        return answerInTurn(call.action, call.params ?? {})
      })
      .then((value) => send(200, value), refuse)
  })
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once(`error`, reject)
      server.listen(port, `127.0.0.1`, () => {
        server.off(`error`, reject)
        resolve((server.address() as net.AddressInfo).port)
      })
    })
  const port = preferred ? await listen(preferred).catch(() => listen(0)) : await listen(0)
  guard.port = port
  return {
    url: `http://${host}:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
