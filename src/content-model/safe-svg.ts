// An SVG drawing from content/ as the site may publish it: written anew from what a logo needs (shapes, paths,
// groups, gradients, clip paths, text) and nothing else, so that what this does not know cannot survive, whatever it
// is called or however it is spelt. Each <use> is drawn out as the shapes it repeats, which count against a small
// budget of drawn elements; no filter, picture, style sheet, script, link or foreign content is written. What was left
// out is said in words a band member can read. The build publishes only what this returns (src/booking/press-logos.ts)
// and the checker says what it left out (validate.ts), so both read the same answer.
import type { JSDOM } from "jsdom"

export interface SafeSvg {
  /** The drawing as the site publishes it: one <svg> element, written anew, and a final newline. */
  svg: string
  /** What was left out, in words and in the order found: `a <script> element`, `a link to https://…`. */
  removed: string[]
}

const svgNamespace = `http://www.w3.org/2000/svg`
const xlinkNamespace = `http://www.w3.org/1999/xlink`
const xmlNamespace = `http://www.w3.org/XML/1998/namespace`

/**
 * One inert window for every drawing: jsdom runs no script and loads nothing unless told to; here it only reads the
 * file as XML. Loaded with the first drawing, not with this module: gatsby-node.ts imports it in every build and in
 * each of Gatsby's query workers, and a warm build reads no drawing (sanitised-svgs.ts keeps each answer).
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
 * hundred elements (the band's: 5 KB, 52). `drawn` counts the elements written, each <use> as the elements it repeats:
 * a few KB of nested <use> can otherwise stand for hundreds of thousands of shapes, which a browser draws for minutes.
 */
export const drawingLimits = { bytes: 1_000_000, elements: 10_000, drawn: 4_000 } as const

/** Why the text is too large a drawing to read, in words that follow "because", or undefined. */
function tooLargeProblem(source: string): string | undefined {
  const bytes = Buffer.byteLength(source)
  if (bytes > drawingLimits.bytes)
    return `it is a ${(bytes / 1_000_000).toFixed(1)} MB file, and the site takes a drawing up to ${drawingLimits.bytes / 1_000_000} MB (a logo is a few hundred KB at most: save it without pictures pasted into it, or with its shapes simplified)`
  // Every opening tag, counted without reading the file as XML (a tag inside a comment counts too: more, never fewer).
  const elements = source.match(/<[A-Za-z_]/g)?.length ?? 0
  if (elements > drawingLimits.elements)
    return `it has ${grouped(elements)} elements (shapes, groups and the like), and the site takes a drawing of up to ${grouped(drawingLimits.elements)} (a logo has a few hundred at most: combine or simplify its shapes in the drawing program)`
  return undefined
}

const tooManyDrawn = `it draws more than ${grouped(drawingLimits.drawn)} shapes, groups and words once each <use> is counted as the shapes it repeats, and the site takes a logo of up to ${grouped(drawingLimits.drawn)} (a logo has a few hundred: in the drawing program, turn clones and symbols into plain shapes, or simplify the drawing)`

// ---- What a logo is made of ----

/** The elements written as they are (with what they hold), and those drawn as a group of what they hold. */
const shapes = new Set([`path`, `rect`, `circle`, `ellipse`, `line`, `polyline`, `polygon`])
const kept = new Set([
  ...shapes,
  `g`,
  `defs`,
  `text`,
  `tspan`,
  `title`,
  `desc`,
  `linearGradient`,
  `radialGradient`,
  `stop`,
  `clipPath`,
])
/** Drawn as a <g> of their contents: a link without its link, a <switch> as all it holds, a <symbol> when used. */
const drawnAsGroup = new Set([`a`, `switch`])
/** Elements holding a drawing program's notes or nothing drawn: left out without a word. */
const notes = new Set([`metadata`, `symbol`])
/** What other elements name by url(#…) or href, and so are written in <defs>. */
const referenced = new Set([`linearGradient`, `radialGradient`, `clipPath`])
/** Elements whose text is drawn or read. */
const withText = new Set([`text`, `tspan`, `title`, `desc`])

/** Presentation attributes: on any kept element, and in a style attribute, whose declarations become attributes. */
const presentation = new Set([
  `fill`,
  `fill-opacity`,
  `fill-rule`,
  `stroke`,
  `stroke-width`,
  `stroke-opacity`,
  `stroke-linecap`,
  `stroke-linejoin`,
  `stroke-miterlimit`,
  `stroke-dasharray`,
  `stroke-dashoffset`,
  `opacity`,
  `clip-path`,
  `clip-rule`,
  `color`,
  `display`,
  `visibility`,
  `paint-order`,
  `vector-effect`,
  `shape-rendering`,
  `stop-color`,
  `stop-opacity`,
  `font-family`,
  `font-size`,
  `font-weight`,
  `font-style`,
  `font-stretch`,
  `font-variant`,
  `text-anchor`,
  `dominant-baseline`,
  `alignment-baseline`,
  `baseline-shift`,
  `letter-spacing`,
  `word-spacing`,
  `text-decoration`,
  `writing-mode`,
  `direction`,
])

/** The geometry each element may have, beside presentation attributes, `id` and `transform`. */
const geometry: Record<string, string[]> = {
  svg: [`width`, `height`, `viewBox`, `preserveAspectRatio`],
  path: [`d`, `pathLength`],
  rect: [`x`, `y`, `width`, `height`, `rx`, `ry`, `pathLength`],
  circle: [`cx`, `cy`, `r`, `pathLength`],
  ellipse: [`cx`, `cy`, `rx`, `ry`, `pathLength`],
  line: [`x1`, `y1`, `x2`, `y2`, `pathLength`],
  polyline: [`points`, `pathLength`],
  polygon: [`points`, `pathLength`],
  text: [`x`, `y`, `dx`, `dy`, `rotate`, `textLength`, `lengthAdjust`],
  tspan: [`x`, `y`, `dx`, `dy`, `rotate`, `textLength`, `lengthAdjust`],
  linearGradient: [`x1`, `y1`, `x2`, `y2`, `gradientUnits`, `gradientTransform`, `spreadMethod`],
  radialGradient: [`cx`, `cy`, `r`, `fx`, `fy`, `fr`, `gradientUnits`, `gradientTransform`, `spreadMethod`],
  stop: [`offset`],
  clipPath: [`clipPathUnits`],
}

/** CSS functions a kept value may hold: colours and transforms; url() only to a part of this drawing. */
const functions = new Set([
  `rgb`,
  `rgba`,
  `hsl`,
  `hsla`,
  `matrix`,
  `translate`,
  `scale`,
  `rotate`,
  `skewx`,
  `skewy`,
])
const idPattern = /^[A-Za-z_][\w.:-]*$/
const insideUrl = /^url\(\s*(["']?)#([A-Za-z_][\w.:-]*)\1\s*\)(\s+[^()\\]*)?$/

// ---- Reading the source ----

/**
 * The drawing in `source` (an SVG file's text) written anew as the site may publish it. Throws, saying why, when the
 * text is not an SVG drawing at all (broken XML, or another kind of file), or is larger than a logo ever is, counted
 * in bytes, in elements, or in what it draws once every <use> is drawn out (drawingLimits).
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
  // Instructions before the drawing (<?xml-stylesheet href="…"?>) are left behind: only <svg> is written.
  for (const node of Array.from(parsed.childNodes)) {
    if (node.nodeType === window.Node.PROCESSING_INSTRUCTION_NODE) removed.push(describeInstruction(node))
  }
  const writer = new DrawingWriter(root, window, removed)
  const svg = writer.element(root, { inUse: new Set(), keepIds: true })
  return { svg: `${svg}\n`, removed: counted(removed) }
}

interface Place {
  /** The elements a <use> being drawn out is inside: one that uses itself, however far down, is left out. */
  inUse: Set<Element>
  /** False inside a drawn-out <use>: its copies' ids would repeat the original's. */
  keepIds: boolean
}

class DrawingWriter {
  private drawn = 0
  private readonly byId = new Map<string, Element>()

  constructor(
    root: Element,
    private readonly window: JSDOM["window"],
    private readonly removed: string[],
  ) {
    for (const element of Array.from(root.getElementsByTagName(`*`))) {
      const id = element.getAttribute(`id`)
      if (id && idPattern.test(id) && !this.byId.has(id)) this.byId.set(id, element)
    }
  }

  /** The element written anew, or `` when nothing of it is kept. */
  element(element: Element, place: Place): string {
    const { namespaceURI, localName } = element
    if (namespaceURI !== svgNamespace) {
      if (namespaceURI !== null && readNamespaces.has(namespaceURI))
        this.removed.push(`${article(localName)} <${localName}> element`)
      return ``
    }
    if (localName === `use`) return this.use(element, place)
    const isRoot = element === element.ownerDocument.documentElement
    if (notes.has(localName)) return ``
    if (localName === `style`) {
      const outside = outsideReferences(element.textContent ?? ``)
      if (outside.length === 0) this.removed.push(`a <style> element`)
      else this.removed.push(...outside.map((target) => `a <style> element with a link to ${target}`))
      return ``
    }
    if (!isRoot && !kept.has(localName) && !drawnAsGroup.has(localName)) {
      if (localName === `image`) {
        const target = hrefOf(element)
        this.removed.push(
          target && !target.startsWith(`data:`) ? `a link to ${target}` : `an <image> element`,
        )
      } else this.removed.push(`${article(localName)} <${localName}> element`)
      return ``
    }
    this.count()
    const name = isRoot ? `svg` : drawnAsGroup.has(localName) ? `g` : localName
    if (localName === `a`) {
      const target = hrefOf(element)
      if (target && !target.startsWith(`#`)) this.removed.push(`a link to ${target}`)
    }
    const attributes = this.attributes(element, name, place)
    const inside = this.contents(element, name, place)
    const opening = isRoot ? `svg xmlns="${svgNamespace}"${attributes}` : `${name}${attributes}`
    return inside === `` ? `<${opening}/>` : `<${opening}>${inside}</${name}>`
  }

  private contents(element: Element, name: string, place: Place): string {
    let written = ``
    for (const child of Array.from(element.childNodes)) {
      // Shapes and groups in <defs> are drawn only where a <use> names them, and written there.
      const inside = (child as Element).localName ?? ``
      if (name === `defs` && (kept.has(inside) || drawnAsGroup.has(inside)) && !referenced.has(inside))
        continue
      if (child.nodeType === this.window.Node.ELEMENT_NODE) written += this.element(child as Element, place)
      else if (
        (child.nodeType === this.window.Node.TEXT_NODE ||
          child.nodeType === this.window.Node.CDATA_SECTION_NODE) &&
        withText.has(name)
      )
        written += escapeText(child.nodeValue ?? ``)
    }
    return written
  }

  /** A <use> drawn out: a group moved by its x and y, holding the element it names written again. */
  private use(element: Element, place: Place): string {
    const target = hrefOf(element)
    const id = target?.startsWith(`#`) ? target.slice(1) : undefined
    const used = id === undefined ? undefined : this.byId.get(id)
    if (!used) {
      if (target && !target.startsWith(`#`)) this.removed.push(`a link to ${target}`)
      return ``
    }
    // A <use> inside what it uses would be drawn out without end; a browser draws nothing of it either.
    if (place.inUse.has(used) || used.contains(element)) {
      this.removed.push(`a <use> that repeats itself`)
      return ``
    }
    this.count()
    const x = Number(element.getAttribute(`x`) ?? 0) || 0
    const y = Number(element.getAttribute(`y`) ?? 0) || 0
    const inner = { inUse: new Set([...place.inUse, used]), keepIds: false }
    const attributes = this.attributes(element, `g`, place, x || y ? `translate(${x} ${y})` : undefined)
    const drawnOut =
      used.localName === `symbol` && used.namespaceURI === svgNamespace
        ? `<g${this.attributes(used, `g`, inner)}>${this.contents(used, `g`, inner)}</g>`
        : this.element(used, inner)
    return `<g${attributes}>${drawnOut}</g>`
  }

  /** Stops the writing as soon as the drawing holds more than a logo may: nested <use> multiply without end. */
  private count() {
    this.drawn += 1
    if (this.drawn > drawingLimits.drawn) throw new Error(tooManyDrawn)
  }

  /** The element's attributes that a logo needs, written anew; `moved` comes after its own transform. */
  private attributes(element: Element, name: string, place: Place, moved?: string): string {
    const values = new Map<string, string>()
    const allowed = new Set(geometry[name] ?? [])
    const on = `<${element.localName}>`
    for (const attribute of Array.from(element.attributes)) {
      const { namespaceURI, localName, value } = attribute
      if (namespaceURI === xmlNamespace) {
        if (localName === `space` && withText.has(name))
          values.set(`xml:space`, value === `preserve` ? value : `default`)
        continue
      }
      if (namespaceURI === xlinkNamespace || localName === `href`) {
        if (name === `linearGradient` || name === `radialGradient`) this.gradientLink(value, values)
        else if (!value.trim().startsWith(`#`) && element.localName !== `a` && element.localName !== `use`)
          this.removed.push(`a link to ${value.trim()}`)
        continue
      }
      // Another program's notes (Inkscape's, Illustrator's), and namespace declarations: nothing a browser draws.
      if (namespaceURI !== null) {
        if (!readNamespaces.has(namespaceURI)) continue
        this.removed.push(`${article(attribute.name)} ${attribute.name} attribute on ${on}`)
        continue
      }
      if (localName === `style`) {
        for (const [property, declared] of declarations(value)) {
          if (presentation.has(property)) this.keepValue(property, declared, values, on, true)
        }
        continue
      }
      if (localName === `id`) {
        if (place.keepIds && idPattern.test(value)) values.set(`id`, value)
        continue
      }
      if (/^on/i.test(localName)) {
        this.removed.push(`an ${localName} attribute on ${on}`)
        continue
      }
      if (localName === `transform` || presentation.has(localName) || allowed.has(localName))
        this.keepValue(localName, value, values, on, false)
      // Anything else (class, data-…, aria-…) means nothing without a style sheet or a script: left out.
    }
    if (moved) values.set(`transform`, `${values.get(`transform`) ?? ``} ${moved}`.trim())
    return [...values].map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join(``)
  }

  /** A gradient may take its stops from another gradient of the drawing, as drawing programs write them. */
  private gradientLink(value: string, values: Map<string, string>) {
    const id = value.trim().startsWith(`#`) ? value.trim().slice(1) : undefined
    const target = id === undefined ? undefined : this.byId.get(id)
    if (target && /^(linear|radial)Gradient$/.test(target.localName)) values.set(`href`, `#${id}`)
    else if (id === undefined) this.removed.push(`a link to ${value.trim()}`)
  }

  /** Keeps a value that is plain words, numbers, colours and transforms, or a url(#part) of this drawing. */
  private keepValue(name: string, raw: string, values: Map<string, string>, on: string, fromStyle: boolean) {
    const value = raw.trim()
    if (value.length > 100_000) return
    const url = insideUrl.exec(value)
    if (url) {
      if (this.byId.has(url[2]!)) values.set(name, `url(#${url[2]})${url[3] ?? ``}`)
      return
    }
    const outside = /url\(|\\|@import|image/i.test(value) ? outsideReferences(value) : []
    if (outside.length > 0) {
      this.removed.push(...outside.map((target) => `a link to ${target}`))
      return
    }
    const used = [...value.matchAll(/([A-Za-z-]+)\s*\(/g)].map(([, called]) => called!.toLowerCase())
    if (value.includes(`\\`) || used.some((called) => !functions.has(called))) {
      if (!fromStyle) this.removed.push(`${article(name)} ${name} attribute on ${on}`)
      return
    }
    values.set(name, value)
  }
}

/** A style attribute's declarations, as property (lower case) and value. */
function declarations(style: string): [string, string][] {
  return style
    .replace(/\/\*[\s\S]*?\*\//g, ``)
    .split(`;`)
    .map((declaration) => {
      const colon = declaration.indexOf(`:`)
      return [declaration.slice(0, colon).trim().toLowerCase(), declaration.slice(colon + 1).trim()] as [
        string,
        string,
      ]
    })
    .filter(([property, value]) => property !== `` && value !== `` && !value.includes(`!`))
}

function hrefOf(element: Element): string | undefined {
  return (element.getAttribute(`href`) ?? element.getAttributeNS(xlinkNamespace, `href`) ?? undefined)?.trim()
}

const escapeText = (text: string) => text.replace(/&/g, `&amp;`).replace(/</g, `&lt;`).replace(/>/g, `&gt;`)
const escapeAttribute = (text: string) =>
  escapeText(text)
    .replace(/"/g, `&quot;`)
    .replace(/\t/g, `&#9;`)
    .replace(/\n/g, `&#10;`)
    .replace(/\r/g, `&#13;`)

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

// ---- What was left out, in words ----

/**
 * Namespaces a browser reads in an SVG: anything else (Inkscape's, Sodipodi's, Illustrator's, RDF's) holds a
 * drawing program's own notes, left out without a word: no browser acts on them.
 */
const readNamespaces = new Set([
  svgNamespace,
  xlinkNamespace,
  xmlNamespace,
  `http://www.w3.org/1999/xhtml`,
  `http://www.w3.org/1998/Math/MathML`,
])

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

/** 172800 as "172,800", as people write large numbers. */
function grouped(value: number): string {
  return value.toLocaleString(`en-US`)
}
