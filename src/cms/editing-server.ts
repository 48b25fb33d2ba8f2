// The local editing server: lets the editor at /admin/ read and write the files of one content folder on this
// computer, without GitHub. Used by `npm run cms` and by the editor's browser tests, each on a port of its own,
// listening on this computer only. The editor finds it through the `local_backend` of the configuration it is given
// (src/cms/write-editor.ts); the built site's editor has none.
//
// It speaks the protocol of Decap's own `decap-server` in its file-system mode (POST /api/v1 with an action and
// its params), the part of it that Decap's local mode uses; written here, in Node alone, so the site does not
// install decap-server's 41 packages (express, a git library, a logger, a validator) for it. It trusts little:
// only the editor's own page may call it, as JSON, under the server's own host name, a bounded number of bytes at
// a time (editing-guard.ts); and only JSON files and pictures inside the content folder, never through a symbolic
// link, may be read or written (content-folder.ts). Any other page on this computer can send it requests; none of
// them can change a file.
import crypto from "crypto"
import http from "http"
import net from "net"
import path from "path"
import { ContentFolder } from "./content-folder"
import { admit, BytesInFlight, Refusal, type Guard } from "./editing-guard"

export interface EditingServer {
  /** Where the editor reaches it, e.g. http://localhost:41234 (its API is under /api/v1). */
  url: string
  port: number
  stop: () => Promise<void>
}

/** A port nothing listens on now, on this computer; `preferred` when it is free. */
export async function freePort(preferred = 0): Promise<number> {
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer()
      server.once(`error`, reject)
      server.listen(port, `127.0.0.1`, () => {
        const { port: bound } = server.address() as net.AddressInfo
        server.close(() => resolve(bound))
      })
    })
  if (preferred) {
    const bound = await listen(preferred).catch(() => 0)
    if (bound) return bound
  }
  return listen(0)
}

const sha256 = (data: Buffer) => crypto.createHash(`sha256`).update(data).digest(`hex`)

async function entries(folder: ContentFolder, files: { path: string; label?: string }[]) {
  return Promise.all(
    files.map(async (file) => {
      const data = await folder.read(file.path)
      return {
        data: data?.toString() ?? null,
        file: { path: file.path, label: file.label, id: data ? sha256(data) : null },
      }
    }),
  )
}

async function mediaFile(folder: ContentFolder, file: string) {
  const data = await folder.read(file)
  if (!data) throw new Refusal(404, `${file} is not there`)
  const encoding = `base64`
  return {
    id: sha256(data),
    content: data.toString(encoding),
    encoding,
    path: file,
    name: path.posix.basename(file),
  }
}

interface Asset {
  path: string
  content: string
  encoding: BufferEncoding
}
interface DataFile {
  path: string
  raw: string
  newPath?: string
}

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
      // Every path is checked before anything is written, so a refused one leaves no half-saved entry.
      await folder.check([
        ...dataFiles.flatMap((file) => [file.path, ...(file.newPath ? [file.newPath] : [])]),
        ...assets.map((asset) => asset.path),
      ])
      for (const file of dataFiles) await folder.write(file.path, file.raw)
      for (const asset of assets) await folder.write(asset.path, Buffer.from(asset.content, asset.encoding))
      // Renaming an entry (folder collections): this site's files keep their names, but the protocol allows it.
      if (dataFiles.every((file) => file.newPath))
        for (const file of dataFiles) await folder.rename(file.path, file.newPath)
      return { message: `entry persisted` }
    }
    case `getMedia`:
      return Promise.all(
        (await folder.list(params.mediaFolder, ``, 1)).map((file) => mediaFile(folder, file)),
      )
    case `getMediaFile`:
      return mediaFile(folder, params.path)
    case `persistMedia`: {
      const asset: Asset = params.asset
      await folder.write(asset.path, Buffer.from(asset.content, asset.encoding))
      return mediaFile(folder, asset.path)
    }
    case `deleteFile`:
      await folder.remove(params.path)
      return { message: `deleted file ${params.path}` }
    case `deleteFiles`:
      await folder.check(params.paths)
      for (const file of params.paths as string[]) await folder.remove(file)
      return { message: `deleted files ${(params.paths as string[]).join(`, `)}` }
    case `getDeployPreview`:
      return null
    default:
      throw new Refusal(422, `The editing server does not know the action ${JSON.stringify(action)}`)
  }
}

/** The request's body, read whole: no longer than its Content-Length, which the guard has bounded. */
async function body(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString(`utf8`)
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
}: {
  contentDir: string
  editorOrigin: string
  port?: number
  /** The name the editor's page uses for this computer: localhost, or 127.0.0.1. */
  host?: string
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
  const server = http.createServer((request, response) => {
    // The editor may read every answer, refusals included; other pages none.
    if (request.headers.origin === guard.editorOrigin)
      response.setHeader(`Access-Control-Allow-Origin`, guard.editorOrigin)
    response.setHeader(`Vary`, `Origin`)
    const send = (status: number, value: unknown) => {
      response.writeHead(status, {
        "Content-Type": `application/json; charset=utf-8`,
        "Cache-Control": `no-store`,
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
      response.once(`close`, inFlight.hold(admission.length))
    } catch (error) {
      return refuse(error)
    }
    body(request)
      .then((text) => {
        let call: { action: string; params?: unknown }
        try {
          call = JSON.parse(text)
        } catch {
          throw new Refusal(400, `The request is not JSON`)
        }
        return answer(folder, project, call.action, call.params ?? {})
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
