/** @jest-environment node */
// Every published SVG is written anew from what a logo needs: what it leaves out, what it keeps, how it names what it
// left, and the budget that <use> is drawn out against. Each published drawing is read back as XML to show that it
// holds only the elements of the allow-list.
import { readFileSync } from "fs"
import path from "path"
import { JSDOM } from "jsdom"
import sharp from "sharp"
import {
  attackerSite,
  cleanLogoSvg,
  filterLogos,
  hostileLogoSvg,
  nestedUseLogo,
  takenOutOfHostileLogo,
} from "../__fixtures__/hostile-logo"
import { drawingLimits, sanitiseSvg } from "../safe-svg"

/** The elements a published drawing may hold. */
const allowList = new Set([
  `svg`,
  `g`,
  `defs`,
  `title`,
  `desc`,
  `path`,
  `rect`,
  `circle`,
  `ellipse`,
  `line`,
  `polyline`,
  `polygon`,
  `text`,
  `tspan`,
  `linearGradient`,
  `radialGradient`,
  `stop`,
  `clipPath`,
])

/** The published drawing read back as XML: every element it holds that is not on the allow-list. */
function beyondAllowList(svg: string): string[] {
  const { window } = new JSDOM(``)
  const read = new window.DOMParser().parseFromString(svg, `image/svg+xml`)
  return Array.from(read.getElementsByTagName(`*`))
    .map((element) => element.localName)
    .filter((name) => !allowList.has(name))
}

const drawing = (inside: string, rootAttributes = ``) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"${rootAttributes}>${inside}</svg>\n`

test.each([
  [`a script`, drawing(`<script>alert(1)</script><rect width="5" height="5"/>`), [`a <script> element`]],
  [
    `an XHTML script`,
    drawing(`<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>`),
    [`a <script> element`],
  ],
  [`an onload attribute`, drawing(``, ` onload="alert(1)"`), [`an onload attribute on <svg>`]],
  [
    `an onclick attribute, twice`,
    drawing(`<rect onclick="a()"/><rect onclick="b()"/>`),
    [`an onclick attribute on <rect> (2 times)`],
  ],
  [
    `a foreignObject`,
    drawing(`<foreignObject><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject>`),
    [`a <foreignObject> element`],
  ],
  [
    `an outside href`,
    drawing(`<image href="https://${attackerSite}/a.png"/>`),
    [`a link to https://${attackerSite}/a.png`],
  ],
  [
    `an outside xlink:href`,
    drawing(`<image xlink:href="//${attackerSite}/a.png"/>`),
    [`a link to //${attackerSite}/a.png`],
  ],
  [
    `a javascript: link`,
    drawing(`<a href="javascript:alert(1)"><rect/></a>`),
    [`a link to javascript:alert(1)`],
  ],
  [
    `a <use> of another file`,
    drawing(`<use href="https://${attackerSite}/sprite.svg#logo"/>`),
    [`a link to https://${attackerSite}/sprite.svg#logo`],
  ],
  [
    `a data: drawing in a <use>`,
    drawing(`<use href="data:image/svg+xml,&lt;svg/&gt;"/>`),
    [`a link to data:image/svg+xml,<svg/>`],
  ],
  [
    `a url(https://…) in a style attribute`,
    drawing(`<rect style="fill: url('https://${attackerSite}/p.svg#p') red"/>`),
    [`a link to https://${attackerSite}/p.svg#p`],
  ],
  [
    `a url(https://…) in a fill`,
    drawing(`<rect fill="url(https://${attackerSite}/p.svg#p)"/>`),
    [`a link to https://${attackerSite}/p.svg#p`],
  ],
  [
    `a url(https://…) written with a CSS escape`,
    drawing(`<rect style="fill: \\75 rl(https://${attackerSite}/p.svg#p)"/>`),
    [`a link to https://${attackerSite}/p.svg#p`],
  ],
  [
    `a url(https://…) in a <style>`,
    drawing(`<style>rect { fill: URL("https://${attackerSite}/p.png") }</style>`),
    [`a <style> element with a link to https://${attackerSite}/p.png`],
  ],
  [
    `an @import in a <style>`,
    drawing(`<style>@import "https://${attackerSite}/s.css";</style>`),
    [`a <style> element with a link to https://${attackerSite}/s.css`],
  ],
  [
    `an image-set() in a <style>`,
    drawing(`<style>rect { fill: image-set("https://${attackerSite}/p.png" 1x) }</style>`),
    [`a <style> element with a link to https://${attackerSite}/p.png`],
  ],
  [`a filter that grows each shape by 5,000 pixels`, filterLogos.morphology, [`a <filter> element`]],
  [`a filter of 100,000 octaves of noise`, filterLogos.turbulence, [`a <filter> element`]],
  [
    `a picture held in the drawing, a mask and a pattern`,
    drawing(
      `<image href="data:image/png;base64,iVBORw0KGgo="/><mask id="m"><rect/></mask><pattern id="p"><rect/></pattern>`,
    ),
    [`an <image> element`, `a <mask> element`, `a <pattern> element`],
  ],
  [
    `an animation that sets a link, and a style sheet`,
    drawing(
      `<a href="#x"><set attributeName="href" to="javascript:alert(1)"/><rect/></a><style>rect { fill: red }</style>`,
    ),
    [`a <set> element`, `a <style> element`],
  ],
  [
    `an event attribute under a name in capitals, and an XHTML iframe`,
    drawing(
      `<rect ONCLICK="alert(1)"/><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://${attackerSite}/"/>`,
    ),
    [`an ONCLICK attribute on <rect>`, `an <iframe> element`],
  ],
  [
    `a <use> inside what it uses`,
    drawing(`<g id="loop"><use href="#loop"/></g>`),
    [`a <use> that repeats itself`],
  ],
])(`%s is left out, and named`, (_, source, removed) => {
  const safe = sanitiseSvg(source)
  expect(safe.removed).toEqual(removed)
  expect(beyondAllowList(safe.svg)).toEqual([])
  for (const part of [
    `script`,
    `alert`,
    `onload`,
    `onclick`,
    `foreignObject`,
    `javascript:`,
    attackerSite,
    `data:image/`,
    `filter`,
    `feMorphology`,
    `use`,
    `style`,
  ])
    expect({ part, kept: safe.svg.includes(part) }).toEqual({ part, kept: false })
})

test(`the hostile logo: every part is named once, in the order found, and the same bytes come out every time`, () => {
  const safe = sanitiseSvg(hostileLogoSvg)
  expect(safe.removed).toEqual(takenOutOfHostileLogo)
  expect(sanitiseSvg(hostileLogoSvg).svg).toBe(safe.svg)
  expect(sanitiseSvg(safe.svg)).toEqual({ svg: safe.svg, removed: [] })
})

test(`a logo's shapes, gradients, clip paths and text are kept; each <use> is drawn out as what it repeats`, () => {
  const clean = drawing(
    [
      `<title>Milk Patrol</title>`,
      `<defs><linearGradient id="title"><stop offset="0" stop-color="#fff"/></linearGradient>`,
      `<linearGradient id="again" xlink:href="#title" x2="0"/>`,
      `<clipPath id="edge"><rect width="8" height="8"/></clipPath>`,
      `<symbol id="star"><path d="M0 0L5 5"/></symbol></defs>`,
      `<rect width="10" height="10" fill="url(#title)" clip-path="url('#edge')" class="name" style="stroke: #000; stroke-width: 2"/>`,
      `<use href="#star" x="1"/><use xlink:href="#star" y="1" fill="red"/>`,
      `<text x="0" y="9" xml:space="preserve" font-family="'Helvetica Neue', sans-serif">Milk  &amp; Patrol</text>`,
    ].join(``),
    ` viewBox="0 0 10 10"`,
  )
  const safe = sanitiseSvg(clean)
  expect(safe).toEqual({
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10"><title>Milk Patrol</title><defs><linearGradient id="title"><stop offset="0" stop-color="#fff"/></linearGradient><linearGradient id="again" href="#title" x2="0"/><clipPath id="edge"><rect width="8" height="8"/></clipPath></defs><rect width="10" height="10" fill="url(#title)" clip-path="url(#edge)" stroke="#000" stroke-width="2"/><g transform="translate(1 0)"><g><path d="M0 0L5 5"/></g></g><g fill="red" transform="translate(0 1)"><g><path d="M0 0L5 5"/></g></g><text x="0" y="9" xml:space="preserve" font-family="'Helvetica Neue', sans-serif">Milk  &amp; Patrol</text></svg>\n`,
    removed: [],
  })
  // Written anew once, the drawing comes out the same when written again.
  expect(sanitiseSvg(safe.svg)).toEqual(safe)
  expect(sanitiseSvg(cleanLogoSvg).removed).toEqual([])
})

test(`nested <use> is drawn out against the budget, and a logo past it is refused in words, at once`, () => {
  const started = performance.now()
  for (const [levels, times] of [
    [5, 12],
    [8, 10],
  ] as const)
    expect(() => sanitiseSvg(nestedUseLogo(levels, times))).toThrow(
      `it draws more than ${drawingLimits.drawn.toLocaleString(`en-US`)} shapes, groups and words once each <use> is counted as the shapes it repeats`,
    )
  expect(performance.now() - started).toBeLessThan(5_000)
  // Three levels of 10: 1,000 squares and their groups, within the budget.
  expect(beyondAllowList(sanitiseSvg(nestedUseLogo(3, 10)).svg)).toEqual([])
})

test(`the band's logo, written anew, draws the same pixels as its source`, async () => {
  const source = readFileSync(
    path.join(__dirname, `..`, `..`, `..`, `content`, `images`, `source`, `logo.svg`),
    `utf8`,
  )
  const safe = sanitiseSvg(source)
  expect(safe.removed).toEqual([])
  const pixels = (svg: string) => sharp(Buffer.from(svg)).resize({ width: 300 }).raw().toBuffer()
  expect((await pixels(safe.svg)).equals(await pixels(source))).toBe(true)
})

test(`a drawing program's notes (Inkscape's, Illustrator's, comments) are left out without a word`, () => {
  const inkscape = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:i="http://ns.adobe.com/AdobeIllustrator/10.0/" width="10" height="10" inkscape:version="1.3" sodipodi:docname="logo.svg">
  <sodipodi:namedview pagecolor="#ffffff" inkscape:zoom="1"/>
  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
  <g inkscape:label="Layer 1" inkscape:groupmode="layer" i:extraneous="self"><rect width="5" height="5"/></g>
</svg>`
  const safe = sanitiseSvg(inkscape)
  expect(safe.removed).toEqual([])
  expect(safe.svg).toBe(
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g><rect width="5" height="5"/></g></svg>\n`,
  )
})

test(`a file that is no SVG drawing is refused, saying why`, () => {
  expect(() => sanitiseSvg(`<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>`)).toThrow(
    /^it is not a drawing an SVG reader can open \(.+\)$/,
  )
  expect(() => sanitiseSvg(`<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>`)).toThrow(
    `it is not an SVG drawing (its outermost element is <html>, not <svg>)`,
  )
  expect(() => sanitiseSvg(`<svg><rect/></svg>`)).toThrow(
    `its <svg> does not say xmlns="http://www.w3.org/2000/svg", which an SVG file needs to be shown as a drawing`,
  )
})
