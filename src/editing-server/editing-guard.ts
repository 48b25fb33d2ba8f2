// Which requests the local editing server answers, decided from their headers before a byte of the body is read:
// only the editor's own page may call it, the way a browser sends the editor's calls and no other page's. Any page
// open on this computer can send requests to a port here (a form, sendBeacon, fetch in no-cors mode); what such a
// page cannot do is name another origin, send JSON without asking the server first (a CORS preflight, answered for
// the editor only), or reach the server under another host name (DNS rebinding). Here too are the bounds on what an
// admitted request may cost: its bytes, those of all requests at once, the time its body may take, and the largest
// file it may save.
import type http from "http"

/** A request the server does not answer, with the status and the words it answers instead. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The largest file the editor saves: a phone photo (3 to 15 MB) with room to spare. */
export const largestFile = 30 * 1024 * 1024
/** The largest request: the largest file, base64-encoded (4 characters for 3 bytes: 40 MB), with room to spare. */
export const largestRequest = 50 * 1024 * 1024
/** The most all requests may send at once, so parallel requests cannot fill the memory: two of the largest. */
export const mostBytesAtOnce = 2 * largestRequest

/**
 * How long a request's body may take, in milliseconds: `idle` without a byte of it, `whole` from its headers to its
 * last byte. The editor sends its largest on this computer in well under a second; a request that trickles would
 * otherwise hold its share of the bytes at once (above) for as long as it likes.
 */
export const bodyTimeouts = { idle: 5_000, whole: 30_000 }
export type BodyTimeouts = typeof bodyTimeouts

export const megabytes = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`

export interface Guard {
  /** The origin of the editor's page, e.g. http://localhost:8000: the only page that may call the server. */
  editorOrigin: string
  /** The server's own port: the Host it answers to is localhost or 127.0.0.1 on that port. */
  port: number
}

/** What the server should do with an admitted request. */
export type Admission = { preflight: true } | { preflight: false; length: number }

/** The only path the server answers, as Decap's local backend calls it. */
export const apiPath = `/api/v1`

/** Says what to do with `request`, or throws the Refusal it gets. */
export function admit(request: http.IncomingMessage, { editorOrigin, port }: Guard): Admission {
  const ownHosts = [`localhost:${port}`, `127.0.0.1:${port}`]
  const host = request.headers.host?.toLowerCase()
  if (!host || !ownHosts.includes(host))
    throw new Refusal(
      421,
      `This server answers as ${ownHosts.join(` or `)} only, not as ${host ?? `a request without a Host`}`,
    )
  if (new URL(request.url ?? `/`, `http://${host}`).pathname !== apiPath)
    throw new Refusal(404, `Nothing here: the editor's calls go to ${apiPath}`)
  if (request.method !== `POST` && request.method !== `OPTIONS`)
    throw new Refusal(405, `Only POST (and the browser's OPTIONS before it) is answered here`)
  const origin = request.headers.origin
  if (origin !== editorOrigin)
    throw new Refusal(
      403,
      `Only the editor at ${editorOrigin} may edit here, not ${origin ? `a page at ${origin}` : `a request that names no page (no Origin)`}`,
    )
  if (request.method === `OPTIONS`) {
    const method = request.headers[`access-control-request-method`]
    if (method !== `POST`) throw new Refusal(405, `Only POST is answered here, not ${method ?? `nothing`}`)
    return { preflight: true }
  }
  // A browser sends JSON to another origin only after asking (the preflight above); text/plain and form bodies
  // it sends straight away, so they are what a page that is not the editor could send.
  const type = request.headers[`content-type`]?.replace(/;.*/s, ``).trim().toLowerCase()
  if (type !== `application/json`)
    throw new Refusal(
      415,
      `Send the request as JSON (Content-Type: application/json), not as ${type || `a body without a Content-Type`}`,
    )
  const declared = request.headers[`content-length`]
  if (declared === undefined) throw new Refusal(411, `Say how long the request is (Content-Length)`)
  const length = Number(declared)
  if (length > largestRequest)
    throw new Refusal(
      413,
      `The request is ${megabytes(length)}; the largest this server takes is ${megabytes(largestRequest)}`,
    )
  return { preflight: false, length }
}

/** The bytes the requests being answered may send, counted from their Content-Length until each is answered. */
export class BytesInFlight {
  private held = 0

  constructor(private readonly most = mostBytesAtOnce) {}

  /** Holds `bytes` until the returned function is called; throws a Refusal when that would be too many at once. */
  hold(bytes: number): () => void {
    if (this.held + bytes > this.most)
      throw new Refusal(
        503,
        `The server is busy receiving ${megabytes(this.held)} from other requests; try again in a moment`,
      )
    this.held += bytes
    let released = false
    return () => {
      if (released) return
      released = true
      this.held -= bytes
    }
  }
}
