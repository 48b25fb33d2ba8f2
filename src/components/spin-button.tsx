// The "Make it spin!" joke: the first click arms it, the second spins the whole page forever.
import * as React from "react"
import { useSpin } from "../state/spin"
import { earlyTapAttribute, useEarlyTap } from "../state/early-taps"
import * as styles from "./spin-button.module.css"

export const spinTexts = {
  idle: { label: `Make it spin!`, warning: `(May cause motion sickness)` },
  armed: {
    label: `THIS CANNOT BE UNDONE`,
    warning: `(Last chance: it WILL cause motion sickness, and it never stops)`,
  },
  full: { spinningForever: `The page is spinning forever` },
} as const

/** The spin's landmark, so that the button and its warning are not content outside every landmark. */
const landmarkLabel = `The spin`

/**
 * `scroller`: what the page scrolls in once it spins in full. The button then sits fixed in the turning frame,
 * outside what scrolls, so the keys and the wheel that reach it are passed on to the page.
 */
export function SpinButton({ scroller }: { scroller?: React.RefObject<HTMLElement> }) {
  const { stage, garbledLabel, advance } = useSpin()
  useEarlyTap(`spin`, advance)

  if (stage === `full`) {
    return (
      <aside className={`${styles.holder} ${styles.full}`} aria-label={landmarkLabel}>
        {/* aria-disabled rather than disabled: the button that was just pressed keeps the keyboard's focus. */}
        <button
          type="button"
          className={styles.button}
          aria-disabled="true"
          aria-label={spinTexts.full.spinningForever}
          onKeyDown={(event) => scroller?.current && scrollByKey(scroller.current, event)}
          onWheel={(event) => scroller?.current?.scrollBy({ top: wheelPixels(event) })}
        >
          <span className={styles.label} aria-hidden="true">
            {garbledLabel}
          </span>
        </button>
      </aside>
    )
  }

  const { label, warning } = spinTexts[stage]
  return (
    <aside className={`${styles.holder} ${stage === `armed` ? styles.armed : ``}`} aria-label={landmarkLabel}>
      <button
        type="button"
        className={styles.button}
        onClick={advance}
        aria-describedby="spin-warning"
        {...{ [earlyTapAttribute]: `spin` }}
      >
        <span className={styles.label}>{label}</span>
      </button>
      <p id="spin-warning" className={styles.warning}>
        {warning}
      </p>
    </aside>
  )
}

/** The keys that scroll a page, as a browser scrolls it: by a line, by most of a screen, to either end. */
function scrollByKey(scroller: HTMLElement, event: React.KeyboardEvent): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return
  const line = 40
  const screen = scroller.clientHeight * 0.875
  const distances: Record<string, number> = {
    ArrowDown: line,
    ArrowUp: -line,
    PageDown: screen,
    PageUp: -screen,
    " ": event.shiftKey ? -screen : screen,
    End: scroller.scrollHeight,
    Home: -scroller.scrollHeight,
  }
  const distance = distances[event.key]
  if (distance === undefined) return
  event.preventDefault()
  scroller.scrollBy({ top: distance })
}

/** A wheel turn in pixels, whichever unit the mouse reports it in. */
function wheelPixels(event: React.WheelEvent): number {
  if (event.deltaMode === 1) return event.deltaY * 40
  if (event.deltaMode === 2) return event.deltaY * window.innerHeight
  return event.deltaY
}
