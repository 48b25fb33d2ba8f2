// What large text must not do, measured inside the page: in Chromium through Playwright, in WebKit and Gecko through
// the engines suite (as source text), so every engine measures it the same way. Self-contained functions: no
// closures, no imports.

/**
 * Lines of text in #main that reach past the right edge of the card, section or list item they are in: a file's
 * details "(PNG, 2400 × 2640 px, 87 KB)" kept on one line ran out of the booking kit's panel at 200 % text.
 */
export function textPastItsBox(): string[] {
  const main = document.getElementById(`main`)
  if (!main) return [`no #main`]
  const past: string[] = []
  for (const text of main.querySelectorAll(`a, p, dd, dt, h1, h2, h3, li, span, button, dl > div`)) {
    // Text only a screen reader hears is clipped to a pixel: nothing a fan sees.
    if (text.closest(`.visually-hidden`)) continue
    const box = text.parentElement?.closest(`li, section, dl > div, main`) ?? main
    const limit = box.getBoundingClientRect().right
    for (const line of text.getClientRects())
      if (line.width > 0 && line.right > limit + 1)
        past.push(
          `${text.textContent?.trim().slice(0, 40)}: right edge ${Math.round(line.right)} > ${Math.round(limit)}`,
        )
  }
  return past
}

/** Headings in #main whose text is no larger than its largest paragraph's (a lead's included), with both sizes in px. */
export function headingsNoLargerThanText(): string[] {
  const main = document.getElementById(`main`)
  // Paragraphs, and answers in a list of questions (the FAQ's dd).
  const paragraphs = main ? Array.from(main.querySelectorAll(`p, dd`)) : []
  if (!main || paragraphs.length === 0) return [`no text in #main`]
  const text = Math.max(...paragraphs.map((paragraph) => parseFloat(getComputedStyle(paragraph).fontSize)))
  return Array.from(main.querySelectorAll(`h1, h2`))
    .map((heading) => ({ heading, size: parseFloat(getComputedStyle(heading).fontSize) }))
    .filter(({ size }) => size <= text)
    .map(
      ({ heading, size }) =>
        `${heading.tagName} "${heading.textContent?.trim().slice(0, 30)}" ${size}px, text ${text}px`,
    )
}

/** The same two, as function bodies for a WebDriver or BiDi script. */
export const textPastItsBoxScript = `return (${textPastItsBox.toString()})()`
export const headingsNoLargerThanTextScript = `return (${headingsNoLargerThanText.toString()})()`
