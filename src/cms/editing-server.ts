// The local editing server (decap-server, in its file-system mode): lets the editor at /admin/ read and write the
// content files of one folder on this computer, without GitHub. Used by `npm run cms` and by the editor's browser
// tests, each on a port of its own, listening on this computer only. The editor finds it through the
// `local_backend` of the configuration it is given (src/cms/write-editor.ts); the built site's editor has none.
import { spawn } from "child_process"
import { createRequire } from "module"
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

/** True once the server answers the editor's first question ("info"), naming the expected folder. */
async function answers(url: string, repository: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/v1`, {
      method: `POST`,
      headers: { "Content-Type": `application/json` },
      body: JSON.stringify({ action: `info` }),
    })
    return response.ok && ((await response.json()) as { repo?: string }).repo === path.basename(repository)
  } catch {
    return false
  }
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
  const port = await freePort(preferred)
  const fromProject = createRequire(path.resolve(__dirname, `..`, `..`, `package.json`))
  const child = spawn(process.execPath, [fromProject.resolve(`decap-server/dist/index.js`)], {
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: `127.0.0.1`,
      MODE: `fs`,
      GIT_REPO_DIRECTORY: repository,
    },
    stdio: [`ignore`, `ignore`, `inherit`],
  })
  const exited = new Promise<void>((resolve) => child.once(`exit`, () => resolve()))
  let running = true
  void exited.then(() => (running = false))
  const url = `http://${host}:${port}`
  const stop = async () => {
    if (running) child.kill()
    await exited
  }
  const deadline = Date.now() + 20_000
  while (!(await answers(`http://127.0.0.1:${port}`, repository))) {
    if (!running) throw new Error(`The local editing server stopped before it answered on port ${port}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`The local editing server did not answer on port ${port} within 20 s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, port, stop }
}
