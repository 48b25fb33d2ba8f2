// The local editing server's tests call it as the editor does: one HTTP request per action of Decap's protocol, from
// the editor's origin, as JSON with its length stated, unless a test says otherwise.
import crypto from "crypto"
import http from "http"
import sharp from "sharp"
import type { ImageFormat } from "../../content-model/__fixtures__/content-fixture"
import type { EditingServer } from "../editing-server"

export interface Answer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action of Decap's protocol answers its own shape
  body: any
  headers: http.IncomingHttpHeaders
}

type Headers = Record<string, string | undefined>

/** Requests to `server` from the editor at `editorOrigin` (which need not listen). */
export function editingCalls(server: () => EditingServer, editorOrigin: string) {
  /**
   * One request to the server, as the editor sends it unless `headers` says otherwise (a header given as undefined
   * is left out). Content-Length is stated unless the headers leave it out.
   */
  const send = ({
    method = `POST`,
    body = ``,
    headers = {},
  }: {
    method?: string
    body?: string
    headers?: Headers
  }): Promise<Answer> => {
    const sent: Headers = {
      Origin: editorOrigin,
      "Content-Type": `application/json; charset=utf-8`,
      "Content-Length": String(Buffer.byteLength(body)),
      ...headers,
    }
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${server().url}/api/v1`,
        {
          method,
          headers: Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)),
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on(`data`, (chunk: Buffer) => chunks.push(chunk))
          response.on(`end`, () => {
            const text = Buffer.concat(chunks).toString()
            resolve({
              status: response.statusCode!,
              body: text ? JSON.parse(text) : null,
              headers: response.headers,
            })
          })
        },
      )
      request.on(`error`, reject)
      request.end(body)
    })
  }

  /** One action of Decap's protocol, as the editor calls it. */
  const call = (action: string, params: unknown = {}, headers: Headers = {}) =>
    send({ body: JSON.stringify({ action, params }), headers })

  return { send, call }
}

/** A small picture (PNG unless `format` says otherwise) in a colour of its own for each `label`: two labels, two files. */
export async function picture(label: string, format: ImageFormat = `png`): Promise<Buffer> {
  const [red, green, blue] = crypto.createHash(`sha256`).update(label).digest()
  const background = { r: red!, g: green!, b: blue! }
  return sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .toFormat(format)
    .toBuffer()
}

/** A file as the editor uploads it (alone, or as a picture of an entry): its bytes in base64. */
export const pictureAsset = (bytes: string | Buffer, name: string) => ({
  path: name,
  content: Buffer.from(bytes).toString(`base64`),
  encoding: `base64`,
})
