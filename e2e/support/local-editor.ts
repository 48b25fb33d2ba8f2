// The content editor on this computer, for browser tests: the same page, bundle and configuration as /admin/
// (src/build/write-editor.ts), with a local editing server of its own on a free port (src/editing-server/editing-server.ts)
// that reads and writes the content folder the test gives it, and nothing else. The built site's /admin/ has no
// local editing server at all, so a test can never reach `npm run cms`'s, nor the band's content/.
//
//   const editor = await startLocalEditor({ contentDir: path.join(tempFolder, `content`) })
//   await editor.open(page)                  // the editor's page, logged in, showing the list of files
//   await page.getByText(`Shows`, { exact: true }).click()
//   ...
//   await editor.stop()                      // in afterAll: stops both servers
//
// `contentDir` must be a folder named `content`, like the one the editor's paths name (content/shows.json and so
// on; the editing server reads and writes that folder alone, for this editor's page alone): copy the fixtures
// there, and images as needed.
import { promises as fs } from "fs"
import http from "http"
import path from "path"
import type { AddressInfo } from "net"
import type { Page } from "@playwright/test"
import { startEditingServer, type EditingServer } from "../../src/editing-server/editing-server"
import { editorPolicy } from "../../src/security/editor-policy"
import { bundleFiles, editorFiles, editorFolder } from "../../src/build/write-editor"
import { securityHeaders } from "../../src/security/host-headers"

export interface LocalEditor {
  /** The editor's page, e.g. http://127.0.0.1:41235/admin/ */
  adminUrl: string
  /** The local editing server this editor talks to, and only this one. */
  editingServer: EditingServer
  /** The folder holding `content/`, which the editor writes into. */
  repository: string
  /**
   * Opens the editor in `page` and logs in (locally: one button, no account) unless another tab of its browser has,
   * showing the list of files.
   */
  open: (page: Page) => Promise<void>
  stop: () => Promise<void>
}

const types: Record<string, string> = {
  ".html": `text/html; charset=utf-8`,
  ".yml": `text/yaml; charset=utf-8`,
  ".js": `text/javascript; charset=utf-8`,
  ".wasm": `application/wasm`,
  ".png": `image/png`,
}

const projectDir = path.join(__dirname, `..`, `..`)

/**
 * The bundle's files, found once per worker process: finding them checks Decap's kept tarball byte for byte and
 * bundles editor-checks.ts with esbuild, which each editor started would pay again, though the code does not change
 * while the tests run.
 */
let bundleOfThisWorker: Promise<string[]> | undefined
const workerBundle = () =>
  (bundleOfThisWorker ??= bundleFiles(projectDir).catch((error: unknown) => {
    bundleOfThisWorker = undefined
    throw error
  }))

/**
 * The page servers of this worker process, each serving one editor at a time: an editor stopped gives its server
 * back, and the next editor started is served from the same address. So the editor's bundle keeps one address for
 * the whole worker, and a browser that keeps its code cache (support/editor-browser.ts) compiles it once, not once
 * per test file. Each editor started while another runs gets a server of its own (its own origin, its own storage).
 */
const idlePageServers: http.Server[] = []

async function borrowPageServer(): Promise<http.Server> {
  const kept = idlePageServers.pop()
  if (kept) {
    kept.removeAllListeners(`request`)
    return kept
  }
  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, `127.0.0.1`, resolve))
  // Kept for the next editor, but never what keeps the worker from ending.
  server.unref()
  return server
}

function givePageServerBack(server: http.Server): void {
  server.removeAllListeners(`request`)
  server.closeAllConnections()
  server.on(`request`, (_request: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(404, { "Content-Type": `text/plain` })
    response.end(`No editor is served here now`)
  })
  idlePageServers.push(server)
}

/**
 * `github: true` gives the page the built site's configuration instead (GitHub's backend, no local editing server),
 * for a test that answers api.github.com itself (support/github-stand-in.ts).
 */
export async function startLocalEditor({
  contentDir,
  github = false,
}: {
  contentDir: string
  github?: boolean
}): Promise<LocalEditor> {
  if (path.basename(contentDir) !== `content`)
    throw new Error(`startLocalEditor: the content folder must be named "content", not ${contentDir}`)
  const repository = path.dirname(contentDir)
  const band = JSON.parse(await fs.readFile(path.join(contentDir, `band.json`), `utf8`)) as { name: string }

  // The page server listens first: the editing server answers the editor's origin only, so it must know it.
  const pageServer = await borrowPageServer()
  const { port } = pageServer.address() as AddressInfo
  const editorOrigin = `http://127.0.0.1:${port}`
  const adminUrl = `${editorOrigin}/${editorFolder}/`
  const editingServer = await startEditingServer({ contentDir, editorOrigin, host: `127.0.0.1` })
  const localServer = github ? undefined : editingServer.url
  const site = {
    repository: `milkpatrol/milkpatrol`,
    branch: `main`,
    ...(localServer ? { localServer } : {}),
  }

  // What the page server answers: the editor's page and configuration, made fresh for each request (so a test
  // sees the code as it is), the bundle's files, and the site's favicon.
  const bundle = new Map(
    (await workerBundle()).map((file) => [`/${editorFolder}/${path.basename(file)}`, file]),
  )
  bundle.set(`/favicon.png`, path.join(projectDir, `static`, `favicon.png`))
  pageServer.on(`request`, (request: http.IncomingMessage, response: http.ServerResponse) => {
    const requested = new URL(request.url ?? `/`, `http://localhost`).pathname
    const ownName =
      requested === `/${editorFolder}/` ? `index.html` : requested.slice(editorFolder.length + 2)
    const own = requested.startsWith(`/${editorFolder}/`) ? editorFiles(band.name, site)[ownName] : undefined
    const file = bundle.get(requested)
    if (own === undefined && !file) {
      response.writeHead(404, { "Content-Type": `text/plain` })
      return response.end(`Not found: ${requested}`)
    }
    response.writeHead(200, {
      ...securityHeaders,
      "Content-Type": types[path.extname(own === undefined ? file! : ownName)] ?? `application/octet-stream`,
      // The bundle's files do not change while a test runs: kept in the browser's cache, a reload skips
      // fetching and compiling the editor's 5 MB script again (V8 caches the code of a cached script). The page
      // and its configuration are made fresh for each request, so a test sees the code as it is.
      "Cache-Control": own === undefined ? `max-age=3600, immutable` : `no-store`,
      "Content-Security-Policy": editorPolicy({ asHeader: true, localServer }),
    })
    if (own !== undefined) return response.end(own)
    fs.readFile(file!).then(
      (data) => response.end(data),
      (error: unknown) => response.end(String(error)),
    )
  })

  let stopped = false
  return {
    adminUrl,
    editingServer,
    repository,
    open: async (page) => {
      await page.goto(adminUrl)
      const login = page.getByRole(`button`, { name: /login/i })
      // A second tab of the same browser is signed in already: Decap keeps the user in the page's storage.
      // Decap stops at a configuration it cannot use, with its reasons on the page: the test stops there too.
      const configError = page.getByText(`Error loading the CMS configuration`)
      await login
        .or(page.getByText(`Collections`, { exact: true }))
        .or(configError)
        .first()
        .waitFor()
      if (await configError.isVisible())
        throw new Error(`The editor refused its configuration: ${await page.locator(`body`).innerText()}`)
      if (await login.isVisible()) await login.click()
    },
    stop: async () => {
      if (stopped) return
      stopped = true
      await editingServer.stop()
      givePageServerBack(pageServer)
    },
  }
}
