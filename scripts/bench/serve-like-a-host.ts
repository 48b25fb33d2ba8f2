// Serves a built site for the benchmarks the way its hosts do: HTTPS and HTTP/2, brotli for text, Netlify's headers.
// The answers (index pages, redirects, 404s, headers) come from the browser suite's host-like server; in front of it
// sits a TLS front with a throwaway self-signed certificate, which compresses what passes through. Chromium offers
// brotli only to secure origins (HTTPS, or localhost: plain HTTP to any other name gets "gzip, deflate"), and speaks
// HTTP/2 only over TLS; Lighthouse's simulation models one HTTP/2 connection differently from six HTTP/1.1 ones.
import { execFileSync } from "child_process"
import fs from "fs"
import http from "http"
import http2 from "http2"
import os from "os"
import path from "path"
import type { TLSSocket } from "tls"
import zlib from "zlib"
import compression from "compression"
import { serveBuild, type RunningServer } from "../../e2e/support/static-server"

/**
 * Brotli quality for text answers. 4 is what `compression` (and CDNs that compress on request) use; a host that
 * pre-compresses at 11 sends a little less, so budgets met here are met there.
 */
export const brotliQuality = 4

/** Headers that belong to one HTTP/1.1 connection and may not be forwarded, least of all over HTTP/2. */
const connectionHeaders = new Set([
  `connection`,
  `keep-alive`,
  `proxy-connection`,
  `transfer-encoding`,
  `upgrade`,
])

type Request = http.IncomingMessage | http2.Http2ServerRequest
type Response = http.ServerResponse | http2.Http2ServerResponse
type Middleware = (request: Request, response: Response, next: () => void) => void

export interface HostLikeServer extends RunningServer {
  /** The Chromium flags the benchmark's browser needs to trust the throwaway certificate */
  chromeFlags: string[]
}

export async function serveLikeAHost(publicDir: string, netlifyConfig: string): Promise<HostLikeServer> {
  const site = await serveBuild(publicDir, ``, { netlifyConfig })
  const upstream = new URL(site.url)
  const agent = new http.Agent({ keepAlive: true })
  const compress = compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
  }) as unknown as Middleware

  const front = http2.createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (request: Request, response: Response) => {
      // HTTP/1.1 and HTTP/2 answers both take a status and headers (the union of their overloads is not callable).
      const writeHead = (status: number, headers: http.OutgoingHttpHeaders) =>
        (response as http.ServerResponse).writeHead(status, headers)
      compress(request, response, () => {
        const forwarded = http.request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: request.method,
            path: request.url,
            headers: forwardable(request.headers),
            agent,
          },
          (answer) => {
            writeHead(answer.statusCode ?? 502, forwardable(answer.headers))
            answer.pipe(response as NodeJS.WritableStream)
          },
        )
        forwarded.on(`error`, (error) => {
          writeHead(502, { "content-type": `text/plain` })
          response.end(String(error))
        })
        forwarded.end()
      })
    },
  )
  const connections = new Set<TLSSocket>()
  front.on(`secureConnection`, (socket) => {
    connections.add(socket)
    socket.on(`close`, () => connections.delete(socket))
  })
  await new Promise<void>((resolve) => front.listen(0, `127.0.0.1`, resolve))
  const { port } = front.address() as { port: number }

  return {
    url: `https://localhost:${port}/`,
    chromeFlags: [`--ignore-certificate-errors`],
    close: async () => {
      const closed = new Promise<void>((resolve) => front.close(() => resolve()))
      for (const socket of connections) socket.destroy()
      await closed
      agent.destroy()
      await site.close()
    },
  }
}

/** HTTP/2's pseudo-headers (:path) and one connection's headers are not passed on. */
function forwardable(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(`:`) && !connectionHeaders.has(name)),
  )
}

/** A certificate for localhost that lives as long as this process: made by openssl, kept only in memory. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `bench-certificate-`))
  try {
    const key = path.join(folder, `key.pem`)
    const cert = path.join(folder, `cert.pem`)
    execFileSync(
      `openssl`,
      [
        `req`,
        `-x509`,
        `-newkey`,
        `ec`,
        `-pkeyopt`,
        `ec_paramgen_curve:prime256v1`,
        `-nodes`,
        `-days`,
        `1`,
        `-subj`,
        `/CN=localhost`,
        `-addext`,
        `subjectAltName=DNS:localhost,IP:127.0.0.1`,
        `-keyout`,
        key,
        `-out`,
        cert,
      ],
      { stdio: `pipe` },
    )
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  } catch (error) {
    throw new Error(
      `Could not make a self-signed certificate with openssl (is it installed?): ${String(error)}`,
      { cause: error },
    )
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}
