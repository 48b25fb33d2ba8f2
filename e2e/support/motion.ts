// How fast something turns on screen, read from the transforms the browser is rendering frame by frame (its own
// and its ancestors'), so it does not matter which element or which CSS property carries the animation.
import type { Locator, Page } from "@playwright/test"

/** Degrees per second that `target` turns, sampled on every frame for `milliseconds`. */
export async function degreesPerSecond(target: Locator, milliseconds = 1000): Promise<number> {
  return (await watchTurning(target, milliseconds)).degreesPerSecond
}

/** The angle `target` stands at on screen now, in degrees between -180 and 180 (0: upright). */
export async function degreesOnScreen(target: Locator): Promise<number> {
  return (await watchTurning(target, 0)).angle
}

/** Watches `target` turn for `milliseconds` of frames: how fast, and the angle it was at last. */
function watchTurning(
  target: Locator,
  milliseconds: number,
): Promise<{ degreesPerSecond: number; angle: number }> {
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
      return ((((total + 180) % 360) + 360) % 360) - 180
    }
    const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))

    const start = duration > 0 ? await nextFrame() : 0
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
    const seconds = (now - start) / 1000
    return { degreesPerSecond: seconds > 0 ? Math.abs(turned) / seconds : 0, angle: previous }
  }, milliseconds)
}

/**
 * Turns every animation on the page to `degrees` of its turn from the start, where it carries on turning, or, `held`,
 * stands still until the test lets it go: a test looks at a given angle instead of waiting for the clock to reach it.
 */
export async function turnTo(page: Page, degrees: number, { held = false } = {}): Promise<void> {
  await page.evaluate(
    ({ degrees, held }) => {
      for (const animation of document.getAnimations()) {
        const duration = Number(animation.effect?.getTiming().duration) || 0
        if (held) animation.pause()
        animation.currentTime = (duration * degrees) / 360
      }
    },
    { degrees, held },
  )
}

/** Whether an animation that is playing moves the focused element (or what holds it): it will be carried off. */
export async function focusedIsTurning(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement
    return document.getAnimations().some((animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null
      return animation.playState === `running` && !!focused && !!target?.contains(focused)
    })
  })
}
