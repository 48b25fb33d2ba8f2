// Every control is reachable by Tab, in the order it reads, with a visible focus ring; a skip link leads to the
// main content.
import type { Page } from "@playwright/test"
import { test, expect } from "./support/test"
import { openPage, routes } from "./support/site"

interface Stop {
  /** Where the control stands among the expected ones; -1 for anything else. */
  index: number
  description: string
  focusRing: boolean
}

declare global {
  interface Window {
    e2eControls?: HTMLElement[]
    /** Each control's box-shadow before it had focus: a ring drawn with box-shadow must change it. */
    e2eUnfocusedShadows?: string[]
  }
}

/** What Tab should reach, in document order: every visible, enabled control. Remembered in the page. */
async function controlsInReadingOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.textContent?.trim() || element.querySelector(`img[alt]`)?.getAttribute(`alt`) || element.getAttribute(`aria-label`) || ``}" ${element.getAttribute(`href`) ?? ``}`
    window.e2eControls = [
      ...document.querySelectorAll<HTMLElement>(
        `a[href], button, input, select, textarea, summary, [tabindex]`,
      ),
    ]
      .filter((element) => element.tabIndex >= 0 && !element.matches(`:disabled`))
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
    window.e2eUnfocusedShadows = window.e2eControls.map((element) => getComputedStyle(element).boxShadow)
    return window.e2eControls.map(describe)
  })
}

async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return null
    const style = getComputedStyle(element)
    const index = window.e2eControls?.indexOf(element) ?? -1
    const outline = style.outlineStyle !== `none` && parseFloat(style.outlineWidth) > 0
    const shadow = style.boxShadow !== `none` && style.boxShadow !== window.e2eUnfocusedShadows?.[index]
    return {
      index,
      description: `${element.tagName.toLowerCase()} "${element.textContent?.trim() ?? ``}" ${element.getAttribute(`href`) ?? ``}`,
      focusRing: outline || shadow,
    }
  })
}

for (const route of routes) {
  test(`${route.path}: Tab reaches every control in reading order, each with a visible focus ring`, async ({
    page,
  }) => {
    await openPage(page, route.path)
    const expected = await controlsInReadingOrder(page)
    const reached: string[] = []
    const seen = new Set<number>()
    for (let press = 0; press < expected.length + 2; press++) {
      await page.keyboard.press(`Tab`)
      const stop = await focusedStop(page)
      if (!stop || seen.has(stop.index)) break
      seen.add(stop.index)
      expect(stop.focusRing, `${stop.description} shows no focus ring`).toBe(true)
      reached.push(
        stop.index === -1 ? `(not a visible control) ${stop.description}` : (expected[stop.index] ?? ``),
      )
    }
    expect(reached).toEqual(expected)
    expect(reached[0]).toMatch(/^a "Skip to content"/)
  })
}

test(`the skip link shows when focused and takes the keyboard to the main content`, async ({ page }) => {
  await openPage(page, `/`)
  await page.keyboard.press(`Tab`)
  const skip = page.getByRole(`link`, { name: `Skip to content` })
  await expect(skip).toBeFocused()
  const box = await skip.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.width > 1 && box.height > 1, `the focused skip link has a size`).toBe(true)
  if (!box || !viewport) return
  // A target as large as the site's others (WCAG 2.5.5).
  expect(box.height, `the focused skip link's height`).toBeGreaterThanOrEqual(44)
  expect(box.width, `the focused skip link's width`).toBeGreaterThanOrEqual(44)
  expect(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width,
    `the focused skip link is on screen`,
  ).toBe(true)
  await expect(skip).toHaveAttribute(`href`, `#main`)

  await page.keyboard.press(`Enter`)
  await page.keyboard.press(`Tab`)
  expect(await page.evaluate(() => !!document.activeElement?.closest(`#main`)), `focus moved into main`).toBe(
    true,
  )
})
