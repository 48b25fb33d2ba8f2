// The "Make it spin!" joke: the first click arms it, the second spins the whole page forever.
import * as React from "react"
import { useSpin } from "../state/spin"
import { earlyTapAttribute, forgetEarlyAnswer, useEarlyTap } from "../state/early-taps"
import * as styles from "./spin-button.module.css"

export const spinTexts = {
  idle: { label: `Make it spin!`, warning: `(May cause motion sickness)` },
  armed: {
    label: `THIS CANNOT BE UNDONE`,
    warning: `(Last chance: it WILL cause motion sickness, and it never stops)`,
  },
  full: { spinningForever: `The page is spinning forever` },
  /** Puts the armed warning away to the screen's bottom edge, the content standing still: the spin stays armed. */
  putAway: `Hide the warning and read`,
} as const

/** The spin's landmark, so that the button and its warning are not content outside every landmark. */
const landmarkLabel = `The spin`

/**
 * `scroller`: what the page scrolls in once it spins in full. The button then sits fixed in the turning frame,
 * outside what scrolls, so the keys and the wheel that reach it are passed on to the page.
 */
export function SpinButton({ scroller }: { scroller?: React.RefObject<HTMLElement> }) {
  const { stage, garbledLabel, arm, letGo, warningPutAway, putWarningAway } = useSpin()
  // An early tap, however many, only ever arms: the last step waits for a tap on the warning React has drawn.
  useEarlyTap(`spin`, arm)
  const armedDrawnAt = React.useRef(Infinity)
  // When this button came alive: a tap stamped earlier was made before React could hear it, and is a replay.
  const aliveAt = React.useRef(Infinity)
  React.useEffect(() => {
    aliveAt.current = performance.now()
  }, [])
  // The head's script answered an early tap with the armed warning drawn by the styles; once React has drawn the
  // step itself (before this paint), the stand-in goes.
  React.useLayoutEffect(() => {
    if (stage !== `idle`) forgetEarlyAnswer()
    if (stage === `armed`) armedDrawnAt.current = performance.now()
  }, [stage])
  const armedRef = React.useRef<HTMLElement>(null)
  useFocusKeptClearOf(armedRef, stage === `armed`, warningPutAway)
  /**
   * The page spins for good only on a tap made on the armed warning React drew. A tap made earlier, on the server's
   * button or on the styles' stand-in while the page was still coming alive, is replayed by React once it hydrates,
   * and would otherwise let go a warning the fan had not yet been able to answer (a slow phone, two taps).
   */
  const pressed = (event: React.MouseEvent) => {
    const tapped = happenedAt(event.nativeEvent)
    const step = stage === `idle` ? arm : tapped >= armedDrawnAt.current && letGo
    if (!step) return
    // A tap replayed as the page comes alive acts as a transition, like the hydration it comes in the middle of:
    // parts of the page React has not hydrated yet wait for it, rather than being thrown away and drawn again
    // (React's error 421). A tap on the live page acts at once, so the warning is drawn before the next key or tap.
    if (tapped < aliveAt.current) React.startTransition(step)
    else step()
  }
  const putAway = () => {
    putWarningAway()
    // The button that was pressed goes: the keyboard's focus goes on to the page it asked to read.
    document.getElementById(`main`)?.focus({ preventScroll: true })
  }

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
  const armed = stage === `armed`
  const putAwayNow = armed && warningPutAway
  return (
    <aside
      ref={armedRef}
      className={[styles.holder, armed ? styles.armed : ``, putAwayNow ? styles.putAway : ``].join(` `)}
      aria-label={landmarkLabel}
    >
      <button
        type="button"
        className={styles.button}
        onClick={pressed}
        aria-describedby="spin-warning"
        {...{ [earlyTapAttribute]: `spin` }}
      >
        {/* Before React runs, a tap is answered by the styles, which write the armed words in place of these. */}
        <span className={styles.label} data-early-words={spinTexts.armed.label}>
          <span>{label}</span>
        </span>
      </button>
      {/* Put away, the warning still describes the button, to a screen reader: only the eye is spared it. */}
      <p
        id="spin-warning"
        className={`${styles.warning} ${putAwayNow ? `visually-hidden` : ``}`}
        data-early-words={spinTexts.armed.warning}
      >
        <span>{warning}</span>
      </p>
      {armed && !warningPutAway && (
        <button type="button" className={styles.putAwayButton} onClick={putAway}>
          {spinTexts.putAway}
        </button>
      )}
    </aside>
  )
}

/**
 * While armed, the warning lies over the page: what the keyboard focuses must come to rest clear of it (WCAG 2.4.11).
 * The page's scroll padding is the warning's height (--spin-panel-height on <html>, measured as it is armed, on a resize and at each focus), and once
 * the page has settled after a focus (the content stood upright, the warning stepped down), a focused element still
 * under the warning is scrolled clear of it, in Gecko as in Chromium.
 */
function useFocusKeptClearOf(panelRef: React.RefObject<HTMLElement>, armed: boolean, putAway: boolean): void {
  React.useEffect(() => {
    const panel = panelRef.current
    if (!armed || !panel) return undefined
    const root = document.documentElement
    const measure = () =>
      root.style.setProperty(`--spin-panel-height`, `${panel.getBoundingClientRect().height}px`)
    measure()
    let settling = 0
    const keepClear = (event: FocusEvent) => {
      const focused = event.target
      if (!(focused instanceof Element) || panel.contains(focused) || !focused.matches(`:focus-visible`))
        return
      measure()
      cancelAnimationFrame(settling)
      settling = requestAnimationFrame(() => {
        settling = requestAnimationFrame(() => {
          if (document.activeElement === focused && overlaps(focused, panel))
            focused.scrollIntoView({ block: `nearest` })
        })
      })
    }
    window.addEventListener(`resize`, measure)
    document.addEventListener(`focusin`, keepClear)
    return () => {
      window.removeEventListener(`resize`, measure)
      cancelAnimationFrame(settling)
      document.removeEventListener(`focusin`, keepClear)
      root.style.removeProperty(`--spin-panel-height`)
    }
    // The warning's size changes as it is put away: measured again then.
  }, [panelRef, armed, putAway])
}

/**
 * When an event happened, on performance.now()'s clock: engines stamp events so, counted from the page's start; one
 * that stamps them in milliseconds since 1970 (jsdom) is brought onto that clock.
 */
function happenedAt(event: Event): number {
  const stamp = event.timeStamp
  return stamp > performance.now() + 1e11 ? stamp - performance.timeOrigin : stamp
}

function overlaps(element: Element, panel: Element): boolean {
  const box = element.getBoundingClientRect()
  const over = panel.getBoundingClientRect()
  return box.bottom > over.top && box.top < over.bottom && box.right > over.left && box.left < over.right
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
