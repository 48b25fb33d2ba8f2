// What a thumb can hit on the editor's page: every control on the screen as it is now (buttons, links, fields, menu
// items, a file input's label), each measured, for the editor's phone tests. A control behind an open dialog (which
// hides the rest of the page from assistive technology) is not counted: the dialog's own are.
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

/** A control as measured on the screen, in CSS pixels; `name` is what a person would call it. */
export interface MeasuredControl {
  name: string
  width: number
  height: number
  left: number
  right: number
}

/** The mark a measured control carries, so that axe can be pointed at those controls alone. */
const mark = `data-measured-control`

/**
 * Measures every control the page shows now, and marks each (`mark`). Self-contained: it runs in the page.
 */
function measureInPage(markName: string): MeasuredControl[] {
  const controls = `button, a[href], select, textarea, input:not([type=hidden]), [role=button], [role=menuitem], [role=link], [role=checkbox], [role=switch], [role=tab], label:has(> input[type=file])`
  const short = (text: string | null | undefined) => (text ?? ``).replace(/\s+/g, ` `).trim().slice(0, 48)
  const nameOf = (element: HTMLElement): string => {
    const labelled = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null
    const own =
      short(element.getAttribute(`aria-label`)) ||
      short(element.innerText) ||
      short(element.getAttribute(`title`)) ||
      short(element.getAttribute(`placeholder`)) ||
      short(labelled?.textContent) ||
      short((element as HTMLInputElement).value)
    const kind = element.getAttribute(`role`) ?? element.tagName.toLowerCase()
    const type = element instanceof HTMLInputElement ? `[${element.type}]` : ``
    if (own) return `${kind}${type} "${own}"`
    // No name of its own (an icon): named after the text around it.
    let around: HTMLElement | null = element.parentElement
    while (around && !short(around.innerText)) around = around.parentElement
    return `${kind}${type} (an icon) beside "${short(around?.innerText).slice(0, 32)}"`
  }
  for (const marked of Array.from(document.querySelectorAll(`[${markName}]`)))
    marked.removeAttribute(markName)
  return Array.from(document.querySelectorAll<HTMLElement>(controls)).flatMap((element) => {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    const hidden =
      box.width === 0 ||
      box.height === 0 ||
      style.visibility === `hidden` ||
      !element.checkVisibility({ opacityProperty: true }) ||
      !!element.closest(`[aria-hidden="true"], [inert]`)
    // A file input is tapped through its label (measured itself); one drawn 1 px wide is hidden for the eye.
    const reachedThroughLabel =
      element instanceof HTMLInputElement && element.type === `file` && !!element.closest(`label`)
    if (hidden || reachedThroughLabel || (box.width <= 1 && box.height <= 1)) return []
    element.setAttribute(markName, ``)
    const round = (length: number) => Math.round(length * 10) / 10
    return [
      {
        name: nameOf(element),
        width: round(box.width),
        height: round(box.height),
        left: round(box.left),
        right: round(box.right),
      },
    ]
  })
}

/** Every control the page shows now, measured (and marked for `contrastOfControls`). */
export const measureControls = (page: Page): Promise<MeasuredControl[]> => page.evaluate(measureInPage, mark)

/** The controls of `measured` smaller than `side` × `side`, or reaching past either edge of the screen. */
export function outOfThumbsReach(measured: MeasuredControl[], screenWidth: number, side = 44): string[] {
  return measured.flatMap((control) => {
    const size = `${control.width} × ${control.height} px`
    const faults = [
      ...(control.width < side || control.height < side ? [`${size}, under ${side} × ${side}`] : []),
      ...(control.left < 0 ? [`starts ${-control.left} px left of the screen`] : []),
      ...(control.right > screenWidth + 0.5
        ? [`ends ${Math.round((control.right - screenWidth) * 10) / 10} px past the screen`]
        : []),
    ]
    return faults.length > 0 ? [`${control.name}: ${faults.join(`, `)}`] : []
  })
}

/** The measured controls whose text breaks WCAG 2.2 AA contrast (axe's rule), each with what axe says. */
export async function contrastOfControls(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(`[${mark}]`).withRules([`color-contrast`]).analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(` `)}: ${node.failureSummary ?? ``}`),
  )
}

/**
 * Walks the page with Tab (at most `presses` times) and names each measured control that, focused so, draws no
 * outline of 2 px at least: the focus a keyboard gives must be seen (WCAG 2.4.7).
 */
export async function focusUnseen(page: Page, presses: number): Promise<string[]> {
  const unseen = new Set<string>()
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(`Tab`)
    const focused = await page.evaluate((markName) => {
      const element = document.activeElement as HTMLElement | null
      if (!element || !element.hasAttribute(markName)) return undefined
      const style = getComputedStyle(element)
      const outline = style.outlineStyle !== `none` && parseFloat(style.outlineWidth) >= 2
      if (outline) return ``
      const type = element instanceof HTMLInputElement ? `[${element.type}]` : ``
      const name = element.getAttribute(`aria-label`) ?? element.innerText ?? ``
      return `${element.tagName.toLowerCase()}${type}#${element.id} "${name.trim().slice(0, 40)}"`
    }, mark)
    if (focused) unseen.add(focused)
  }
  return [...unseen]
}

/** The table attached to a test's report: one control a line, its size and where it lies across the screen. */
export const measuredTable = (where: string, measured: MeasuredControl[]): string =>
  [
    `${where}: ${measured.length} controls`,
    ...measured.map(
      ({ name, width, height, left, right }) =>
        `  ${name}: ${width} × ${height} px, from x ${left} to ${right}`,
    ),
  ].join(`\n`)
