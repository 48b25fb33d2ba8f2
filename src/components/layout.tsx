// The frame every page shares: skip link, nav bar, theme decoration, the content, the spin button and footer.
import * as React from "react"
import { useSpin } from "../state/spin"
import { useTheme } from "../state/theme"
import { useBand } from "../hooks/use-band"
import { SiteNav } from "./site-nav"
import { SpinButton } from "./spin-button"
import { SonicArms, SonicHead, SonicLegs } from "./sonic-art"
import * as styles from "./layout.module.css"

export function Layout({ children }: { children: React.ReactNode }) {
  const { theme } = useTheme()
  const { stage } = useSpin()
  const band = useBand()
  const sonic = theme.decoration === `sonic`

  return (
    <div className={styles.frame}>
      <div
        id="page"
        className={[styles.page, theme.classes.main, stage === `full` ? styles.spinPage : ``].join(` `)}
        data-theme={theme.type}
      >
        <a className={styles.skipLink} href="#main">
          Skip to content
        </a>
        {theme.decoration === `cow-print` && (
          <div className={styles.cowPrint} data-testid="cow-print" aria-hidden="true" />
        )}
        <header className={styles.header}>
          <SiteNav className={theme.classes.nav} />
        </header>
        {sonic && <SonicHead />}
        <div className={styles.content}>
          {sonic && <SonicArms />}
          <main
            id="main"
            tabIndex={-1}
            className={[styles.main, stage === `armed` ? styles.spinContent : ``].join(` `)}
          >
            {children}
          </main>
        </div>
        {sonic && <SonicLegs />}
        <SpinButton />
        <footer className={styles.footer}>
          <p>
            {band.name} · <a href={`mailto:${band.bookingEmail}`}>Book us</a>
          </p>
        </footer>
      </div>
    </div>
  )
}
