// Words a page breaks in the middle: runs inside the page, in Chromium through Playwright and in WebKit and Gecko
// through the engines suite (as its source text), so every engine measures a broken word the same way.

/** The headings, questions, buttons and nav links, whose words must each stay on one line. */
export const unbreakableText = `h1, h2, h3, dt, button, nav a`

/** Every text of the page's content and footer: a place, a badge, an answer, a date keep their words whole too. */
export const everyText = `#main, footer`

/** An e-mail address, a domain or a file name ("shows.ics"): no word, so it may break where it must. */
export function isAddress(word: string): boolean {
  return /@|\w\.\w/.test(word)
}

/** The pages with the longest words of the content ("Coffeehouse", "Bloomington", "Cancelled", "musicians"). */
export const pagesWithLongWords = [`/`, `/schedule/`, `/about/`, `/faq/`, `/booking/`]

/**
 * The words inside `selector`'s elements that the page lays out across more than one line. A word is what lies
 * between spaces, hyphens, dashes and slashes, where a browser may break without splitting anything.
 * Self-contained (it runs in the page): no closures, no imports.
 */
export function wordsBrokenAcrossLines(selector: string): string[] {
  const split: string[] = []
  for (const element of document.querySelectorAll(selector)) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? ``).matchAll(/[^\s\-–—/]+/g)) {
        const range = document.createRange()
        range.setStart(node, word.index)
        range.setEnd(node, word.index + word[0].length)
        // Only boxes with width: WebKit also gives an empty one at the end of the line before a word that starts a
        // line after a hyphen ("Bloomington-" / "Normal,", "E-" / "mail"), where nothing of the word is drawn.
        const drawn = [...range.getClientRects()].filter((rect) => rect.width > 0)
        const lines = new Set(drawn.map((rect) => Math.round(rect.top)))
        if (lines.size > 1) split.push(word[0])
      }
    }
  }
  return split
}

/** The same, as a function body for a WebDriver or BiDi script (`arguments[0]` is the selector). */
export const wordsBrokenAcrossLinesScript = `return (${wordsBrokenAcrossLines.toString()})(arguments[0])`
