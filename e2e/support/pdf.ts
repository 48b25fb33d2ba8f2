// What each page of a PDF printed by Chromium says, read without a PDF library: the page tree in order, each page's
// content streams (Flate-compressed) and its fonts' ToUnicode maps, which turn the glyph codes drawn back into text.
// Enough for Chromium's own PDFs (Skia writes them this way); not a general PDF reader.
import zlib from "zlib"

interface PdfObject {
  dictionary: string
  stream?: Buffer
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString(`latin1`)
  const objects = new Map<number, PdfObject>()
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? ``
    const streamAt = body.search(/stream\r?\n/)
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dictionary: body })
      continue
    }
    const dictionary = body.slice(0, streamAt)
    const start = (match.index ?? 0) + match[0].indexOf(body) + body.indexOf(`\n`, streamAt) + 1
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1])
    const raw = pdf.subarray(start, start + length)
    objects.set(Number(match[1]), {
      dictionary,
      stream: /\/FlateDecode/.test(dictionary) ? zlib.inflateSync(raw) : raw,
    })
  }
  return objects
}

const reference = (text: string, key: string): number | undefined => {
  const found = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(text)
  return found ? Number(found[1]) : undefined
}
const references = (text: string): number[] =>
  [...text.matchAll(/(\d+) 0 R/g)].map((found) => Number(found[1]))

/** The glyph code → text map of a ToUnicode CMap. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>()
  const unicode = (hex: string) =>
    String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)))
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code = ``, text = ``] of (block[1] ?? ``).matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(code.toLowerCase(), unicode(text))
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from = ``, to = ``, first = ``] of (block[1] ?? ``).matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    ))
      for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) {
        const offset = code - parseInt(from, 16)
        const start = parseInt(first, 16) + offset
        map.set(code.toString(16).padStart(from.length, `0`), String.fromCharCode(start))
      }
  return map
}

/**
 * The text drawn by one content stream, with its fonts' maps. Spaces are glyphs of their own; runs moved along a line
 * (Td) join up, and a new text object or a new position (Tm), often a new line, starts after a space.
 */
function textOf(content: string, fonts: Map<string, Map<string, string>>): string {
  let font = new Map<string, string>()
  let codeLength = 4
  const decode = (hex: string) =>
    (hex.match(new RegExp(`.{${codeLength}}`, `g`)) ?? [])
      .map((code) => font.get(code.toLowerCase()) ?? ``)
      .join(``)
  let text = ``
  for (const [operation] of content.matchAll(
    /\/[\w.+-]+\s+[\d.]+\s+Tf|\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj|\bT\*|\bTm\b|\bET\b/g,
  )) {
    if (operation.endsWith(`Tf`)) {
      font = fonts.get(/\/([\w.+-]+)/.exec(operation)?.[1] ?? ``) ?? new Map()
      codeLength = [...font.keys()][0]?.length ?? 4
    } else if (operation.endsWith(`Tj`) || operation.endsWith(`TJ`))
      text += [...operation.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex = ``]) => decode(hex)).join(``)
    else text += ` `
  }
  return text.replace(/\s+/g, ` `).trim()
}

/** The text of each printed page, in order. */
export function pdfPageTexts(pdf: Buffer): string[] {
  const objects = objectsOf(pdf)
  const dictionary = (id: number | undefined) => (id === undefined ? `` : (objects.get(id)?.dictionary ?? ``))
  const catalog = [...objects.values()].find((object) => /\/Type\s*\/Catalog/.test(object.dictionary))
  const pages: number[] = []
  const walk = (id: number) => {
    const node = dictionary(id)
    if (/\/Type\s*\/Pages/.test(node)) references(/\/Kids\s*\[([^\]]*)\]/.exec(node)?.[1] ?? ``).forEach(walk)
    else pages.push(id)
  }
  walk(reference(catalog?.dictionary ?? ``, `Pages`) ?? -1)
  return pages.map((id) => {
    const page = dictionary(id)
    // Resources and the font table may stand in the page or in objects of their own.
    const resourcesId = reference(page, `Resources`)
    const resources = resourcesId === undefined ? page : dictionary(resourcesId)
    const fontTableId = reference(resources, `Font`)
    const fontTable =
      fontTableId === undefined
        ? (/\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? ``)
        : dictionary(fontTableId)
    const fonts = new Map<string, Map<string, string>>()
    for (const [, name = ``, fontId = ``] of fontTable.matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
      const cmap = objects.get(reference(dictionary(Number(fontId)), `ToUnicode`) ?? -1)?.stream
      fonts.set(name, cmap ? toUnicode(cmap.toString(`latin1`)) : new Map())
    }
    const contents =
      /\/Contents\s*\[([^\]]*)\]/.exec(page)?.[1] ?? /\/Contents\s+(\d+ 0 R)/.exec(page)?.[1] ?? ``
    return references(contents)
      .map((contentId) => textOf(objects.get(contentId)?.stream?.toString(`latin1`) ?? ``, fonts))
      .join(` `)
      .trim()
  })
}
