// The local editing server: lets the editor at /admin/ read and write the content files of one folder on this
// computer, without GitHub. Used by `npm run cms` and by the editor's browser tests, each on a port of its own,
// listening on this computer only. The editor finds it through the `local_backend` of the configuration it is given
// (src/cms/write-editor.ts); the built site's editor has none.
//
// It speaks the protocol of Decap's own `decap-server` in its file-system mode (POST /api/v1 with an action and
// its params), the part of it that Decap's local mode uses; written here, in Node alone, so the site does not
// install decap-server's 41 packages (express, a git library, a logger, a validator) for it. Every path must stay
// inside the folder, symbolic links included; pages on this computer only may call it.
import crypto from "crypto"
import { promises as fs } from "fs"
import http from "http"
import net from "net"
import path from "path"

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

/** Pages allowed to call it: served from this computer, on any port. */
const localOrigin = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/
/** The largest request: a picture, base64-encoded, with room to spare. */
const maxRequestBytes = 50 * 1024 * 1024

class OutsideFolder extends Error {}

/** The files an editing server serves: paths relative to `root`, never leading out of it. */
class Folder {
  constructor(private readonly root: string) {}

  private async realRoot(): Promise<string> {
    return fs.realpath(path.resolve(this.root))
  }

  private inside(root: string, full: string): string {
    const relative = path.relative(root, full)
    if (relative === `..` || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative))
      throw new OutsideFolder(`Path must resolve under the configured repository`)
    return full
  }

  /** An existing file's real path, inside the folder. */
  async existing(relative: string): Promise<string> {
    const root = await this.realRoot()
    return this.inside(root, await fs.realpath(this.inside(root, path.resolve(root, relative))))
  }

  /** Where a file may be written: its nearest existing parent must be inside the folder too. */
  async writable(relative: string): Promise<string> {
    const root = await this.realRoot()
    const full = this.inside(root, path.resolve(root, relative))
    const missing: string[] = []
    let existing = full
    for (;;) {
      try {
        await fs.lstat(existing)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== `ENOENT`) throw error
        missing.unshift(path.basename(existing))
        existing = path.dirname(existing)
      }
    }
    return path.join(this.inside(root, await fs.realpath(existing)), ...missing)
  }

  async write(relative: string, data: string | Buffer): Promise<void> {
    const file = await this.writable(relative)
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, data)
  }

  async remove(relative: string): Promise<void> {
    await fs.unlink(await this.writable(relative)).catch(() => undefined)
  }

  /** The files under a folder, `depth` levels down, whose names end with `extension`; relative to the root. */
  async list(folder: string, extension: string, depth: number): Promise<string[]> {
    const root = await this.realRoot()
    let start: string
    try {
      start = await this.existing(folder)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === `ENOENT`) return []
      throw error
    }
    const walk = async (dir: string, levels: number): Promise<string[]> => {
      if (levels <= 0) return []
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
      const nested = await Promise.all(
        entries.map((entry) => {
          const full = path.join(dir, entry.name)
          if (entry.isDirectory()) return walk(full, levels - 1)
          return full.endsWith(extension) ? [full] : []
        }),
      )
      return nested.flat()
    }
    return (await walk(start, depth)).map((file) => path.relative(root, file))
  }
}

const sha256 = (data: Buffer) => crypto.createHash(`sha256`).update(data).digest(`hex`)
const slashes = (file: string) => file.replace(/\\/g, `/`)

async function entries(folder: Folder, files: { path: string; label?: string }[]) {
  return Promise.all(
    files.map(async (file) => {
      try {
        const data = await fs.readFile(await folder.existing(file.path))
        return {
          data: data.toString(),
          file: { path: slashes(file.path), label: file.label, id: sha256(data) },
        }
      } catch {
        return { data: null, file: { path: slashes(file.path), label: file.label, id: null } }
      }
    }),
  )
}

async function mediaFile(folder: Folder, file: string) {
  const data = await fs.readFile(await folder.existing(file))
  const encoding = `base64`
  return {
    id: sha256(data),
    content: data.toString(encoding),
    encoding,
    path: slashes(file),
    name: path.basename(file),
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
async function answer(folder: Folder, repository: string, action: string, params: any): Promise<unknown> {
  switch (action) {
    case `info`:
      return { repo: path.basename(repository), publish_modes: [`simple`], type: `local_fs` }
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
      for (const file of dataFiles) await folder.write(file.path, file.raw)
      for (const asset of assets) await folder.write(asset.path, Buffer.from(asset.content, asset.encoding))
      // Renaming an entry (folder collections): this site's files keep their names, but the protocol allows it.
      if (dataFiles.every((file) => file.newPath))
        for (const file of dataFiles) {
          const target = await folder.writable(file.newPath!)
          await fs.mkdir(path.dirname(target), { recursive: true })
          await fs.rename(await folder.existing(file.path), target)
        }
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
      for (const file of params.paths as string[]) await folder.remove(file)
      return { message: `deleted files ${(params.paths as string[]).join(`, `)}` }
    case `getDeployPreview`:
      return null
    default:
      throw Object.assign(new Error(`Unknown action ${action}`), { status: 422 })
  }
}

async function body(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxRequestBytes) throw Object.assign(new Error(`Request too large`), { status: 413 })
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString(`utf8`)
}

/**
 * Starts the editing server for `repository` (a folder holding content/): the editor's paths, such as
 * content/shows.json, are relative to it. On `port` when given and free, otherwise on any free port.
 */
export async function startEditingServer({
  repository,
  port: preferred = 0,
  host = `localhost`,
}: {
  repository: string
  port?: number
  /** The name the editor's page uses for this computer: localhost, or 127.0.0.1. */
  host?: string
}): Promise<EditingServer> {
  const folder = new Folder(repository)
  const server = http.createServer((request, response) => {
    const origin = request.headers.origin
    if (origin && localOrigin.test(origin)) {
      response.setHeader(`Access-Control-Allow-Origin`, origin)
      response.setHeader(`Vary`, `Origin`)
    }
    const send = (status: number, value: unknown) => {
      response.writeHead(status, { "Content-Type": `application/json; charset=utf-8` })
      response.end(JSON.stringify(value))
    }
    if (request.method === `OPTIONS`) {
      response.setHeader(`Access-Control-Allow-Methods`, `POST`)
      response.setHeader(`Access-Control-Allow-Headers`, `Content-Type`)
      response.writeHead(204)
      return response.end()
    }
    if (request.method !== `POST` || new URL(request.url ?? `/`, `http://localhost`).pathname !== `/api/v1`)
      return send(404, { error: `Not found` })
    if (origin && !localOrigin.test(origin))
      return send(403, { error: `Only pages on this computer may edit` })
    body(request)
      .then((text) => {
        const { action, params } = JSON.parse(text) as { action: string; params?: unknown }
        return answer(folder, repository, action, params ?? {})
      })
      .then(
        (value) => send(200, value),
        (error: { status?: number; message?: string }) => {
          const status = error instanceof OutsideFolder ? 422 : (error.status ?? 500)
          send(status, { error: error.message ?? `Unknown error` })
        },
      )
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
