// A static server that answers like the site's hosts: a 301 to the trailing-slash form of a folder (Netlify's
// Pretty URLs, GitHub Pages), then either GitHub Pages' plain files (folder index pages, the build's 404.html with
// status 404; a build can be mounted under a path prefix, as for a project site), or, given the site's
// netlify.toml, Netlify's own redirect, file and header handling (netlify-host.ts).
import http from "http"
import path from "path"
import { Readable } from "stream"
import type { AddressInfo } from "net"
import serveHandler from "serve-handler"
import { netlifyHost, type NetlifyHost } from "./netlify-host"

export interface RunningServer {
  /** The site's root address, ending in a slash: http://127.0.0.1:PORT/ or http://127.0.0.1:PORT/milkpatrol/ */
  url: string
  close: () => Promise<void>
}

export interface ServeOptions {
  /** Answer as Netlify would, with this netlify.toml and the build's own _redirects and _headers */
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
  const netlify: NetlifyHost | undefined = netlifyConfig
    ? await netlifyHost({ publishDir: folder, netlifyConfig })
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
    if (observer?.answered) response.on(`finish`, () => observer.answered?.(sitePath, response.statusCode))
    if (netlify) {
      // Netlify's headers first, so that an observer answering the request itself sends them too.
      const siteRequest = new Request(new URL(request.url, `http://${request.headers.host}`), {
        method: request.method,
        headers: Object.entries(request.headers).flatMap(([name, value]) =>
          [value ?? []].flat().map((each): [string, string] => [name, each]),
        ),
      })
      void netlify
        .answer(siteRequest)
        .then((answer) => {
          for (const [name, value] of answer.headers) response.setHeader(name, value)
          if (observer?.intercept?.(request, response, sitePath)) return
          response.writeHead(answer.status)
          if (!answer.body || request.method === `HEAD`) return response.end()
          Readable.fromWeb(answer.body as never).pipe(response)
        })
        .catch((error: unknown) => {
          response.writeHead(500, { "Content-Type": `text/plain` })
          response.end(String(error))
        })
      return
    }
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
