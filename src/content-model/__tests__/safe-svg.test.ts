/** @jest-environment node */
// The sanitiser every published SVG passes through: what it takes out, what it keeps, and how it names what it took.
import {
  attackerSite,
  cleanLogoSvg,
  hostileLogoSvg,
  takenOutOfHostileLogo,
} from "../__fixtures__/hostile-logo"
import { sanitiseSvg } from "../safe-svg"

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
  [
    `a link inside the drawing by an unusual name for xlink`,
    drawing(`<use xmlns:l="http://www.w3.org/1999/xlink" l:href="#part"/>`),
    [`an l:href attribute on <use>`],
  ],
])(`%s is taken out, and named`, (_, source, removed) => {
  const safe = sanitiseSvg(source)
  expect(safe.removed).toEqual(removed)
  for (const part of [
    `script`,
    `alert`,
    `onload`,
    `onclick`,
    `foreignObject`,
    `javascript:`,
    attackerSite,
    `data:image/svg`,
  ])
    expect({ part, kept: safe.svg.includes(part) }).toEqual({ part, kept: false })
})

test(`the hostile logo: every part is named once, in the order found, and the same bytes come out every time`, () => {
  const safe = sanitiseSvg(hostileLogoSvg)
  expect(safe.removed).toEqual(takenOutOfHostileLogo)
  expect(sanitiseSvg(hostileLogoSvg).svg).toBe(safe.svg)
  expect(sanitiseSvg(safe.svg)).toEqual({ svg: safe.svg, removed: [] })
})

test(`a clean drawing comes out byte for byte: links inside it, pictures held in it, filters, text and styles stay`, () => {
  const clean = drawing(
    [
      `<title>Milk Patrol</title>`,
      `<defs><linearGradient id="title"><stop offset="0" stop-color="#fff"/></linearGradient>`,
      `<filter id="soft"><feGaussianBlur stdDeviation="2"/><feColorMatrix type="saturate" values="0"/></filter>`,
      `<symbol id="star"><path d="M0 0L5 5"/></symbol></defs>`,
      `<style>.name { font-family: "Helvetica Neue", sans-serif; fill: url(#title) }</style>`,
      `<rect width="10" height="10" fill="url(#title)" filter="url(#soft)" clip-path="url('#star')"/>`,
      `<use href="#star" x="1"/><use xlink:href="#star" y="1"/>`,
      `<image width="2" height="2" href="data:image/png;base64,iVBORw0KGgo="/>`,
      `<text class="name" x="0" y="9" xml:space="preserve">Milk  Patrol</text>`,
    ].join(``),
    ` viewBox="0 0 10 10"`,
  )
  expect(sanitiseSvg(clean)).toEqual({ svg: clean, removed: [] })
  expect(sanitiseSvg(cleanLogoSvg)).toEqual({ svg: cleanLogoSvg, removed: [] })
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
    `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\n  \n  <metadata/>\n  <g><rect width="5" height="5"/></g>\n</svg>\n`,
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
