// The spin button's three faces, by the texts the specification fixes.
import type { Locator, Page } from "@playwright/test"

export const idleText = `Make it spin!`
export const idleWarning = `(May cause motion sickness)`
export const armedText = `THIS CANNOT BE UNDONE`
export const armedWarning = `(Last chance: it WILL cause motion sickness, and it never stops)`
/** What puts the armed warning away to read the page, the spin still armed. */
export const putAwayText = `Hide the warning and read`

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

/**
 * The spin's panel as drawn: the box around what it shows (its buttons and its warning, whatever is out of sight
 * left out), whether that box lies whole on the screen, and the share of the screen it covers. Self-contained (it
 * runs in the page, in Chromium through Playwright and in WebKit and Gecko through the engines suite).
 */
export function spinPanelOnScreen(): { whole: boolean; covered: number; box: number[]; screen: number[] } {
  const aside = document.querySelector(`#page aside`)
  const parts = aside ? Array.from(aside.querySelectorAll(`button, p`)) : []
  const boxes = parts
    .filter((part) => !part.closest(`.visually-hidden`) && getComputedStyle(part).visibility !== `hidden`)
    .map((part) => part.getBoundingClientRect())
    .filter((box) => box.width > 2 && box.height > 2)
  const width = document.documentElement.clientWidth
  const height = window.innerHeight
  if (boxes.length === 0) return { whole: false, covered: 0, box: [], screen: [width, height] }
  const left = Math.min(...boxes.map((box) => box.left))
  const top = Math.min(...boxes.map((box) => box.top))
  const right = Math.max(...boxes.map((box) => box.right))
  const bottom = Math.max(...boxes.map((box) => box.bottom))
  const seen = (Math.min(right, width) - Math.max(left, 0)) * (Math.min(bottom, height) - Math.max(top, 0))
  return {
    whole: left >= -0.5 && top >= -0.5 && right <= width + 0.5 && bottom <= height + 0.5,
    covered: Math.round((Math.max(0, seen) / (width * height)) * 100) / 100,
    box: [left, top, right, bottom].map(Math.round),
    screen: [width, height],
  }
}

/** The same, as a function body for a WebDriver or BiDi script. */
export const spinPanelOnScreenScript = `return (${spinPanelOnScreen.toString()})()`
