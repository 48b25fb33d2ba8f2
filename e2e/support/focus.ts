// Whether what the keyboard has focused can be seen: WCAG 2.4.11, a focused element never hidden.
import type { Page } from "@playwright/test"

/**
 * Whether the focused element can be seen: some of its points are on screen and reach it, not what lies over it.
 * Self-contained (it runs in the page, in every engine): no closures, no imports.
 */
export function focusedElementInSight(): { name: string; inSight: boolean } | null {
  const focused = document.activeElement
  if (!focused || focused === document.body) return null
  const rect = focused.getBoundingClientRect()
  const inSight = [
    [0.5, 0.5],
    [0.1, 0.2],
    [0.9, 0.2],
    [0.1, 0.8],
    [0.9, 0.8],
  ].some(([across = 0, down = 0]) => {
    const x = rect.left + rect.width * across
    const y = rect.top + rect.height * down
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false
    const hit = document.elementFromPoint(x, y)
    return !!hit && (hit === focused || focused.contains(hit))
  })
  return { name: focused.textContent?.trim().slice(0, 40) ?? ``, inSight }
}

/** The same, as a function body for a WebDriver or BiDi script. */
export const focusedElementInSightScript = `return (${focusedElementInSight.toString()})()`

export async function focusedInSight(page: Page): Promise<{ name: string; inSight: boolean } | null> {
  return page.evaluate(focusedElementInSight)
}
