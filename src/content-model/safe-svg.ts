// An SVG drawing from content/ as the site may publish it: run through DOMPurify's SVG profile (on jsdom), with no
// scripts, event attributes, foreignObject or references outside the drawing itself, and what was taken out in words
// a band member can read. The build publishes only what this returns (src/booking/press-logos.ts) and the checker
// says what it took out (validate.ts), so both read the same answer.
import createDOMPurify from "dompurify"
import type { JSDOM } from "jsdom"

export interface SafeSvg {
  /** The drawing as the site publishes it: one <svg> element, serialised as XML, and a final newline. */
  svg: string
  /** What was taken out, in words and in the order found: `a <script> element`, `a link to https://…`. */
  removed: string[]
}

const svgNamespace = `http://www.w3.org/2000/svg`
const xlinkNamespace = `http://www.w3.org/1999/xlink`
const xmlNamespace = `http://www.w3.org/XML/1998/namespace`
const xmlnsNamespace = `http://www.w3.org/2000/xmlns/`

/**
 * One inert window for every drawing: jsdom runs no script and loads nothing unless told to. Loaded with the first
 * drawing, not with this module: gatsby-node.ts imports it in every build and in each of Gatsby's query workers, and
 * jsdom alone took most of the second it took to load gatsby-node's modules, though a warm build reads no drawing
 * (sanitised-svgs.ts keeps each answer).
 */
let inertWindow: JSDOM["window"] | undefined
function windowForSvg(): JSDOM["window"] {
  if (inertWindow) return inertWindow
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { JSDOM: Dom } = require(`jsdom`) as typeof import("jsdom")
  inertWindow = new Dom(``).window
  return inertWindow
}

/**
 * The most a drawing may be. A logo exported from a drawing program is a few KB to a few hundred KB with a few
 * hundred elements (the band's: 5 KB, 52); reading one on jsdom takes memory by the element, and 200,000 <rect> in
 * 8 MB took the checker 2.9 GB and the build 4.2 GB.
 */
export const drawingLimits = { bytes: 1_000_000, elements: 10_000 } as const

/** Why the text is too large a drawing to read, in words that follow "because", or undefined. */
function tooLargeProblem(source: string): string | undefined {
  const bytes = Buffer.byteLength(source)
  if (bytes > drawingLimits.bytes)
    return `it is a ${(bytes / 1_000_000).toFixed(1)} MB file, and the site takes a drawing up to ${drawingLimits.bytes / 1_000_000} MB (a logo is a few hundred KB at most: save it without pictures pasted into it, or with its shapes simplified)`
  // Every opening tag, counted without reading the file as XML (a tag inside a comment counts too: more, never fewer).
  const elements = source.match(/<[A-Za-z_]/g)?.length ?? 0
  if (elements > drawingLimits.elements)
    return `it has ${elements.toLocaleString(`en-US`)} elements (shapes, groups and the like), and the site takes a drawing of up to ${drawingLimits.elements.toLocaleString(`en-US`)} (a logo has a few hundred at most: combine or simplify its shapes in the drawing program)`
  return undefined
}

/**
 * The drawing in `source` (an SVG file's text) made safe to publish. Throws, saying why, when the text is not an
 * SVG drawing at all (broken XML, or another kind of file), or is larger than a logo ever is (drawingLimits).
 */
export function sanitiseSvg(source: string): SafeSvg {
  const tooLarge = tooLargeProblem(source)
  if (tooLarge) throw new Error(tooLarge)
  const window = windowForSvg()
  const parsed = new window.DOMParser().parseFromString(source, `image/svg+xml`)
  const parseError = parsed.getElementsByTagName(`parsererror`)[0]
  if (parseError)
    throw new Error(`it is not a drawing an SVG reader can open (${oneLine(parseError.textContent)})`)
  const root = parsed.documentElement
  if (root.localName !== `svg`)
    throw new Error(`it is not an SVG drawing (its outermost element is <${root.localName}>, not <svg>)`)
  if (root.namespaceURI !== svgNamespace)
    throw new Error(
      `its <svg> does not say xmlns="${svgNamespace}", which an SVG file needs to be shown as a drawing`,
    )

  const removed: string[] = []
  // Instructions before the drawing (<?xml-stylesheet href="…"?>) are left behind: only <svg> is published.
  for (const node of Array.from(parsed.childNodes)) {
    if (node.nodeType === window.Node.PROCESSING_INSTRUCTION_NODE) removed.push(describeInstruction(node))
  }

  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])
  purify.addHook(`uponSanitizeAttribute`, (_element, hook) => {
    if (!keepsToItself(hook.attrName, hook.attrValue)) hook.keepAttr = false
  })
  // A <style> that reaches outside goes whole: its rules are one text, and a rule cut in half could change the drawing
  // more than the missing style does.
  purify.addHook(`uponSanitizeElement`, (element, hook) => {
    if (hook.tagName !== `style`) return
    const outside = outsideReferences(element.textContent ?? ``)
    if (outside.length === 0) return
    removed.push(...outside.map((target) => `a <style> element with a link to ${target}`))
    element.parentNode?.removeChild(element)
  })
  const body = purify.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // DOMPurify leaves <use> out because it can fetch another document; here its link must stay inside the drawing
    // (keepsToItself), and logos drawn with clones or symbols (Inkscape, Illustrator) need it.
    ADD_TAGS: [`use`],
    FORBID_TAGS: [`foreignobject`],
    // What an element the sanitiser does not know holds goes with it, as a browser would not draw it either.
    KEEP_CONTENT: false,
    // Names like id="title" would otherwise lose their id (and a url(#title) its target): that guards a page's
    // scripts against a drawing pasted into it, and this drawing is a file of its own with no script left.
    SANITIZE_DOM: false,
    RETURN_DOM: true,
  })
  const drawing = Array.from(body.childNodes).find(
    (node): node is Element =>
      node.nodeType === window.Node.ELEMENT_NODE && (node as Element).localName === `svg`,
  )
  if (!drawing)
    throw new Error(`it is not an SVG drawing the site can publish (nothing was left of its <svg>)`)

  const words = purify.removed.flatMap((entry) =>
    `attribute` in entry
      ? describeRemovedAttribute(entry.attribute, entry.from)
      : entry.element === body
        ? []
        : describeRemovedNode(entry.element, window),
  )
  return {
    svg: `${new window.XMLSerializer().serializeToString(drawing)}\n`,
    removed: counted([...removed, ...words]),
  }
}

// ---- What may stay ----

/**
 * Whether an attribute points nowhere outside the drawing: a link is a `#part` of it or a data: image (which DOMPurify
 * allows only where a picture goes), and a style or paint names no url(…) elsewhere.
 */
function keepsToItself(attributeName: string, value: string): boolean {
  const localName = attributeName.split(`:`).pop()
  if (localName === `href` || localName === `src`) return isInside(value)
  return outsideReferences(value).length === 0
}

/** `#part` of this drawing, or a data: image, which loads nothing from anywhere. */
function isInside(target: string): boolean {
  const trimmed = target.trim()
  return trimmed.startsWith(`#`) || /^data:image\//i.test(trimmed)
}

/**
 * The targets of every reference in CSS text (a style attribute, a <style>, a fill="url(…)") that leaves the drawing:
 * url(…) to anything but a #part or a data: image, and whatever an @import or an image-set(…)-like function names.
 * CSS escapes are read first, as a browser does, so `\75 rl(…)` is a url(…) too.
 */
export function outsideReferences(css: string): string[] {
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, ``)
    .replace(/\\([0-9a-f]{1,6})[ \t\r\n\f]?/gi, (_, hex: string) => codePoint(parseInt(hex, 16)))
    .replace(/\\(\r\n|[\n\r\f])/g, ``)
    .replace(/\\([\s\S])/g, `$1`)
  const found: string[] = []
  for (const [, double, single, bare] of text.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*))/gi)) {
    const target = (double ?? single ?? bare ?? ``).trim()
    if (!isInside(target)) found.push(target || `an empty url()`)
  }
  for (const [, double, single] of text.matchAll(/@import\s*(?:"([^"]*)"|'([^']*)')/gi))
    found.push(double ?? single ?? ``)
  // These name pictures by a bare string, which no logo needs: whatever they name counts as outside.
  for (const [, name, double, single] of text.matchAll(
    /\b(image-set|image|cross-fade|src)\(\s*(?:"([^"]*)"|'([^']*)')?/gi,
  ))
    found.push(double ?? single ?? `${name}(…)`)
  return found
}

function codePoint(value: number): string {
  return value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)
    ? `\uFFFD`
    : String.fromCodePoint(value)
}

// ---- What was taken out, in words ----

/**
 * Namespaces a browser reads in an SVG: anything else (Inkscape's, Sodipodi's, Illustrator's, RDF's) holds a
 * drawing program's own notes, which the sanitiser drops without a word: no browser acts on them.
 */
const readNamespaces = new Set([
  svgNamespace,
  xlinkNamespace,
  xmlNamespace,
  `http://www.w3.org/1999/xhtml`,
  `http://www.w3.org/1998/Math/MathML`,
])

function describeRemovedAttribute(attribute: Attr | null, element: Node): string[] {
  if (!attribute) return []
  const { namespaceURI, name, localName, value } = attribute
  if (
    namespaceURI === xmlnsNamespace ||
    name === `xmlns` ||
    (namespaceURI !== null && !readNamespaces.has(namespaceURI))
  )
    return []
  const on = `<${(element as Element).localName}>`
  if (/^on/i.test(localName)) return [`an ${name} attribute on ${on}`]
  if ((localName === `href` || localName === `src`) && !value.trim().startsWith(`#`))
    return [`a link to ${value.trim()}`]
  const outside = outsideReferences(value)
  if (outside.length > 0) return outside.map((target) => `a link to ${target}`)
  return [`${article(name)} ${name} attribute on ${on}`]
}

function describeRemovedNode(node: Node, window: JSDOM["window"]): string[] {
  if (node.nodeType === window.Node.PROCESSING_INSTRUCTION_NODE) return [describeInstruction(node)]
  if (node.nodeType !== window.Node.ELEMENT_NODE) return [] // comments and stray text: nothing is drawn from them
  const { namespaceURI, localName } = node as Element
  if (namespaceURI === null || !readNamespaces.has(namespaceURI)) return []
  return [`${article(localName)} <${localName}> element`]
}

function describeInstruction(node: Node): string {
  const { target, data } = node as ProcessingInstruction
  const link = /href\s*=\s*["']([^"']*)["']/.exec(data)?.[1]
  return link ? `an <?${target}?> instruction with a link to ${link}` : `an <?${target}?> instruction`
}

/** "an" before a vowel, and before a letter said as one ("an l:href": "el"). */
function article(word: string): string {
  return /^([aeiou]|[fhlmnrsx](?![a-z]))/i.test(word) ? `an` : `a`
}

/** The same thing found again is said once, with how often: `an onclick attribute on <path> (3 times)`. */
function counted(words: readonly string[]): string[] {
  const times = new Map<string, number>()
  for (const word of words) times.set(word, (times.get(word) ?? 0) + 1)
  return [...times].map(([word, count]) => (count === 1 ? word : `${word} (${count} times)`))
}

function oneLine(text: string | null): string {
  return (text ?? ``).replace(/\s+/g, ` `).trim()
}
