// A static server that answers like the site's hosts (GitHub Pages, Netlify): folder index pages, a 301 to the
// trailing-slash form of a folder, and the build's 404.html with status 404. It can mount a build under a path
// prefix, as GitHub Pages does for a project site, and send Netlify's headers (netlify.toml and the build's
// _headers applied together, as Netlify does).
import http from "http"
import path from "path"
import type { AddressInfo } from "net"
import serveHandler from "serve-handler"
import { netlifyHeaderRules, type NetlifyHeaderRules } from "./netlify-headers"

export interface RunningServer {
  /** The site's root address, ending in a slash: http://127.0.0.1:PORT/ or http://127.0.0.1:PORT/milkpatrol/ */
  url: string
  close: () => Promise<void>
}

export interface ServeOptions {
  /** Send the headers Netlify would: the rules of this netlify.toml and of the build's own _headers */
  netlifyConfig?: string
  /**
   * Looks at each request before the site answers it: may add headers, or answer it itself (returning true), as the
   * cross-engine suite does to collect policy reports and to refuse images. Told the status of every answer.
   */
  observer?: RequestObserver
}

export interface RequestObserver {
  intercept?: (request: http.IncomingMessage, response: http.ServerResponse, sitePath: string) => boolean
  answered?: (sitePath: string, status: number) => void
}

export async function serveBuild(
  folder: string,
  pathPrefix = ``,
  { netlifyConfig, observer }: ServeOptions = {},
): Promise<RunningServer> {
  const hostHeaders: NetlifyHeaderRules | undefined = netlifyConfig
    ? await netlifyHeaderRules({ headersFile: path.join(folder, `_headers`), netlifyConfig })
    : undefined
  const server = http.createServer((request, response) => {
    const requested = new URL(request.url ?? `/`, `http://localhost`)
    let sitePath = requested.pathname

    if (pathPrefix) {
      if (sitePath === pathPrefix) return redirect(response, `${pathPrefix}/${requested.search}`)
      if (!sitePath.startsWith(`${pathPrefix}/`)) {
        response.writeHead(404, { "Content-Type": `text/plain` })
        return response.end(`Not under ${pathPrefix}/`)
      }
      sitePath = sitePath.slice(pathPrefix.length)
    }

    // Hosts redirect /schedule to /schedule/; a path with a file extension is a file and is left alone.
    if (!sitePath.endsWith(`/`) && path.posix.extname(sitePath) === ``) {
      return redirect(response, `${pathPrefix}${sitePath}/${requested.search}`)
    }

    request.url = `${sitePath}${requested.search}`
    for (const [name, value] of Object.entries(hostHeaders?.forPath(sitePath) ?? {}))
      response.setHeader(name, value)
    if (observer?.answered) response.on(`finish`, () => observer.answered?.(sitePath, response.statusCode))
    if (observer?.intercept?.(request, response, sitePath)) return
    serveHandler(request, response, {
      public: folder,
      // serve-handler finds a folder's index.html only through its clean-URL lookup
      cleanUrls: true,
      directoryListing: false,
      // serve-handler's MIME table predates AVIF; the hosts send its type.
      headers: [{ source: `**/*.avif`, headers: [{ key: `Content-Type`, value: `image/avif` }] }],
    }).catch((error: unknown) => {
      response.writeHead(500, { "Content-Type": `text/plain` })
      response.end(String(error))
    })
  })

  await new Promise<void>((resolve) => server.listen(0, `127.0.0.1`, resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}${pathPrefix}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

function redirect(response: http.ServerResponse, location: string): void {
  response.writeHead(301, { Location: location })
  response.end()
}
