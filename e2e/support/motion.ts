// How fast something turns on screen, read from the transforms the browser is rendering frame by frame (its own
// and its ancestors'), so it does not matter which element or which CSS property carries the animation.
import type { Locator } from "@playwright/test"

/** Degrees per second that `target` turns, sampled on every frame for `milliseconds`. */
export async function degreesPerSecond(target: Locator, milliseconds = 1000): Promise<number> {
  return target.evaluate(async (element, duration) => {
    const degreesOf = (transform: string): number => {
      if (!transform || transform === `none`) return 0
      const matrix = new DOMMatrixReadOnly(transform)
      return (Math.atan2(matrix.b, matrix.a) * 180) / Math.PI
    }
    // The `rotate` property, e.g. "45deg", "0.25turn" or "0 0 1 45deg"; a rotation about the z axis only.
    const degreesOfRotate = (rotate: string): number => {
      if (!rotate || rotate === `none`) return 0
      const angle = rotate.trim().split(/\s+/).pop() ?? `0deg`
      const value = parseFloat(angle)
      if (angle.endsWith(`turn`)) return value * 360
      if (angle.endsWith(`grad`)) return value * 0.9
      if (angle.endsWith(`rad`)) return (value * 180) / Math.PI
      return value
    }
    const onScreenAngle = (): number => {
      let total = 0
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        total += degreesOf(style.transform) + degreesOfRotate(style.rotate)
      }
      return total
    }
    const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))

    const start = await nextFrame()
    let now = start
    let previous = onScreenAngle()
    let turned = 0
    while (now - start < duration) {
      now = await nextFrame()
      const angle = onScreenAngle()
      // Between two frames the turn is far less than half a circle: unwrap across ±180°.
      turned += ((((angle - previous + 180) % 360) + 360) % 360) - 180
      previous = angle
    }
    return Math.abs(turned) / ((now - start) / 1000)
  }, milliseconds)
}

/** Seconds one full turn takes at the measured speed (Infinity when it does not turn). */
export function secondsPerTurn(degreesEachSecond: number): number {
  return degreesEachSecond === 0 ? Infinity : 360 / degreesEachSecond
}
