// What the screen really shows: pixels read from a screenshot, and the WCAG contrast ratio between two colours.
import type { Page } from "@playwright/test"
import sharp from "sharp"

export type Colour = [number, number, number]
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** The pixels of a region of the screen, row by row, in CSS pixels. */
export async function pixelsOf(page: Page, clip: Box): Promise<Colour[][]> {
  const png = await page.screenshot({ clip, scale: `css`, animations: `allow` })
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return Array.from({ length: info.height }, (_, row) =>
    Array.from({ length: info.width }, (_, column): Colour => {
      const at = (row * info.width + column) * 3
      return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0]
    }),
  )
}

/** "rgb(255, 210, 31)" as the browser computes a colour. */
export function parseColour(css: string): Colour {
  const [red = 0, green = 0, blue = 0] = (css.match(/[\d.]+/g) ?? []).map(Number)
  return [red, green, blue]
}

function luminance([red, green, blue]: Colour): number {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

export function contrast(first: Colour, second: Colour): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

export function sameColour(first: Colour, second: Colour, tolerance = 24): boolean {
  return first.every((channel, index) => Math.abs(channel - (second[index] ?? 0)) <= tolerance)
}
