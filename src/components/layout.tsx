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

export function Layout({ children }: { children: React.ReactNode }) {
  const { theme } = useTheme()
  const { stage } = useSpin()
  const band = useBand()
  const sonic = theme.decoration === `sonic`
  const spinningPage = stage === `full`
  const scrollerRef = useScrollKeptWhenPageSpins(spinningPage)

  return (
    <div className={[styles.frame, spinningPage ? styles.spinFrame : ``].join(` `)}>
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
              className={[styles.main, stage === `armed` ? styles.spinContent : ``].join(` `)}
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

/** One of the hedgehog's parts, drawn once its code has arrived (nothing before: it is decoration). */
function SonicPart({ part }: React.ComponentProps<typeof SonicArt>) {
  return (
    <React.Suspense fallback={null}>
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
    if (spinningPage && scroller) scroller.scrollTop = lastWindowScroll.current
  }, [spinningPage])

  return scrollerRef
}
