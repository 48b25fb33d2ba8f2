// The spin button's three faces, by the texts the specification fixes.
import type { Locator, Page } from "@playwright/test"

export const idleText = `Make it spin!`
export const idleWarning = `(May cause motion sickness)`
export const armedText = `THIS CANNOT BE UNDONE`
export const armedWarning = `(Last chance: it WILL cause motion sickness, and it never stops)`

export const garbledSelector = `#page button:is(:disabled, [aria-disabled="true"])`

export function spinButton(page: Page): { idle: Locator; armed: Locator; garbled: Locator } {
  const buttons = page.locator(`#page button`)
  return {
    idle: buttons.filter({ hasText: idleText }),
    armed: buttons.filter({ hasText: armedText }),
    // Once the page spins in full, the spin button is the only disabled button, showing gibberish (aria-disabled,
    // so that it keeps the focus of whoever pressed it).
    garbled: page.locator(garbledSelector),
  }
}
