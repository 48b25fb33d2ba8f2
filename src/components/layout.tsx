// The frame every page shares: skip link, nav bar, theme decoration, the content, the spin button and footer.
import * as React from "react"
import { Link } from "gatsby"
import { useSpin } from "../state/spin"
import { useTheme } from "../state/theme"
import { useBand } from "../hooks/use-band"
import { bookingPagePath } from "../booking/booking-path"
import { SiteNav } from "./site-nav"
import { SpinButton } from "./spin-button"
import { ChangeAnnouncer } from "./change-announcer"
import { lazyPart } from "./lazy-part"
import * as styles from "./layout.module.css"
// Before the hedgehog's styles, as sonic-art.tsx has them: one order of the two in every chunk.
import "./image-with-fallback.module.css"
import * as sonicStyles from "./sonic-art.module.css"

export function Layout({ children }: { children: React.ReactNode }) {
  const { theme } = useTheme()
  const { stage, warningPutAway } = useSpin()
  const band = useBand()
  const sonic = theme.decoration === `sonic`
  const spinningPage = stage === `full`
  const scrollerRef = useScrollKeptWhenPageSpins(spinningPage)
  const frameRef = React.useRef<HTMLDivElement>(null)
  useFingerInFullSpin(frameRef, scrollerRef, spinningPage)

  return (
    <div ref={frameRef} className={[styles.frame, spinningPage ? styles.spinFrame : ``].join(` `)}>
      <div ref={scrollerRef} className={spinningPage ? styles.spinScroller : undefined}>
        <div id="page" className={[styles.page, theme.classes.main].join(` `)} data-theme={theme.type}>
          <a className={styles.skipLink} href="#main">
            Skip to content
          </a>
          {theme.decoration === `cow-print` && (
            <div className={styles.cowPrint} data-testid="cow-print" aria-hidden="true" />
          )}
          <header className={styles.header}>
            <SiteNav className={theme.classes.nav} />
          </header>
          {sonic && <SonicPart part="head" />}
          <div className={styles.content}>
            {sonic && <SonicPart part="arms" />}
            <main
              id="main"
              tabIndex={-1}
              // Armed, the content turns; once the fan puts the warning away to read, it stands still to be read.
              className={[styles.main, stage === `armed` && !warningPutAway ? styles.spinContent : ``].join(
                ` `,
              )}
            >
              {children}
            </main>
          </div>
          {sonic && <SonicPart part="legs" />}
          <SpinButton scroller={scrollerRef} />
          <footer className={styles.footer}>
            <p>
              {band.name} · <Link to={bookingPagePath}>Book us</Link>
            </p>
          </footer>
          <ChangeAnnouncer />
        </div>
      </div>
    </div>
  )
}

/**
 * The hedgehog's drawings appear only in the Sonic theme, which a visitor turns on from the secret page (whose button
 * fetches them as a pointer or the keyboard's focus reaches it: `preloadSonicArt`). Their code, and the picture markup
 * that About and the FAQ use nowhere else, stay off every other first visit.
 */
const loadSonicArt = () => import(/* webpackChunkName: "sonic-art" */ `./sonic-art`)

export function preloadSonicArt(): void {
  // A fetch that fails here is tried again when the hedgehog is drawn.
  loadSonicArt().catch(() => undefined)
}

const SonicArt = lazyPart(loadSonicArt)

/** Until a part's code has arrived, the head and the legs hold their room (nothing moves as they come). */
const roomFor: Record<React.ComponentProps<typeof SonicArt>[`part`], string | undefined> = {
  head: sonicStyles.head,
  legs: sonicStyles.legs,
  arms: undefined,
}

/** One of the hedgehog's parts, drawn once its code has arrived (only its room before: it is decoration). */
function SonicPart({ part }: React.ComponentProps<typeof SonicArt>) {
  const room = roomFor[part]
  return (
    <React.Suspense fallback={room ? <div className={room} aria-hidden="true" /> : null}>
      <SonicArt part={part} />
    </React.Suspense>
  )
}

/**
 * Once the whole page spins, it turns as one screen-sized frame about the middle of the screen, and the page
 * scrolls inside that frame instead of the window: this keeps the visitor where they had scrolled to.
 */
function useScrollKeptWhenPageSpins(spinningPage: boolean): React.RefObject<HTMLDivElement> {
  const scrollerRef = React.useRef<HTMLDivElement>(null)
  // The window forgets its scroll position as soon as the frame is fixed, so remember it as it changes.
  const lastWindowScroll = React.useRef(0)

  React.useEffect(() => {
    if (spinningPage) return undefined
    const remember = () => {
      lastWindowScroll.current = window.scrollY
    }
    remember()
    window.addEventListener(`scroll`, remember, { passive: true })
    return () => window.removeEventListener(`scroll`, remember)
  }, [spinningPage])

  React.useLayoutEffect(() => {
    const scroller = scrollerRef.current
    // A page that spun from its first paint (a reload that kept it, layout.module.css) already scrolls in the frame.
    if (spinningPage && scroller && lastWindowScroll.current > 0)
      scroller.scrollTop = lastWindowScroll.current
  }, [spinningPage])

  return scrollerRef
}

/**
 * A finger on the page in the full spin. The page holds still under it (data-finger-down pauses the turn, in
 * layout.module.css) and carries on turning once it lifts: a tap lands on what it was aimed at, the menu toggle or
 * "Book us", even held as long as a person holds one (at 60° a second, the nav's corner moved 100 px in a quarter
 * second and the tap missed). A swipe scrolls the page as though it stood upright, whatever its angle: up goes on
 * down the page. The engine's own scroll would follow the turned page's axis (backwards upside down, nowhere when it
 * lies on its side). A flick glides on and slows, as a phone's own scroll does, unless the visitor asked for less
 * motion. Two fingers are left to the browser, which zooms.
 */
function useFingerInFullSpin(
  frameRef: React.RefObject<HTMLElement>,
  scrollerRef: React.RefObject<HTMLElement>,
  spinningPage: boolean,
): void {
  React.useEffect(() => {
    const frame = frameRef.current
    const scroller = scrollerRef.current
    if (!spinningPage || !frame || !scroller) return undefined
    let lastY: number | undefined
    let lastMoved = 0
    // Pixels a millisecond, down the page, as the finger last moved.
    let speed = 0
    let glide = 0
    const fingerDown = (event: TouchEvent) => {
      cancelAnimationFrame(glide)
      speed = 0
      frame.dataset.fingerDown = `true`
      lastY = event.touches.length === 1 ? event.touches[0]?.clientY : undefined
      lastMoved = event.timeStamp
    }
    const fingerMoved = (event: TouchEvent) => {
      const y = event.touches.length === 1 ? event.touches[0]?.clientY : undefined
      if (y === undefined || lastY === undefined) return
      // The frame's touch-action leaves one finger to this handler; a move the browser could not hold back is not
      // asked to be (it would log an error).
      if (event.cancelable) event.preventDefault()
      scroller.scrollTop += lastY - y
      speed = (lastY - y) / Math.max(event.timeStamp - lastMoved, 1)
      lastY = y
      lastMoved = event.timeStamp
    }
    const glideOn = (from: number) => (now: number) => {
      scroller.scrollTop += speed * (now - from)
      // About a second to come to rest from a quick flick.
      speed *= 0.95 ** ((now - from) / 16)
      if (Math.abs(speed) > 0.05) glide = requestAnimationFrame(glideOn(now))
    }
    const fingerLifted = (event: TouchEvent) => {
      lastY = event.touches.length === 1 ? event.touches[0]?.clientY : undefined
      if (event.touches.length > 0) return
      delete frame.dataset.fingerDown
      const flicked = event.timeStamp - lastMoved < 100 && Math.abs(speed) > 0.3
      if (flicked && !window.matchMedia(`(prefers-reduced-motion: reduce)`).matches)
        glide = requestAnimationFrame(glideOn(performance.now()))
    }
    frame.addEventListener(`touchstart`, fingerDown, { passive: true })
    frame.addEventListener(`touchmove`, fingerMoved, { passive: false })
    frame.addEventListener(`touchend`, fingerLifted)
    frame.addEventListener(`touchcancel`, fingerLifted)
    return () => {
      cancelAnimationFrame(glide)
      frame.removeEventListener(`touchstart`, fingerDown)
      frame.removeEventListener(`touchmove`, fingerMoved)
      frame.removeEventListener(`touchend`, fingerLifted)
      frame.removeEventListener(`touchcancel`, fingerLifted)
      delete frame.dataset.fingerDown
    }
  }, [frameRef, scrollerRef, spinningPage])
}
