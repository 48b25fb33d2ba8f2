// The main navigation: four links, the current one marked, collapsing behind a Menu button on small screens.
import * as React from "react"
import { Link } from "gatsby"
import * as styles from "./site-nav.module.css"

export const navLinks = [
  { to: `/`, label: `Home` },
  { to: `/schedule/`, label: `Schedule` },
  { to: `/about/`, label: `About` },
  { to: `/faq/`, label: `FAQ` },
] as const

const menuId = `site-menu`

export function SiteNav({ className }: { className: string }) {
  const [open, setOpen] = React.useState(false)
  const toggleRef = React.useRef<HTMLButtonElement>(null)

  React.useEffect(() => {
    if (!open) return undefined
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== `Escape`) return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener(`keydown`, closeOnEscape)
    return () => document.removeEventListener(`keydown`, closeOnEscape)
  }, [open])

  return (
    <nav aria-label="Main" className={`${styles.nav} ${className}`}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span className={styles.toggleIcon} aria-hidden="true" />
        Menu
      </button>
      <ul id={menuId} className={styles.menu} data-open={open}>
        {navLinks.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className={styles.link} onClick={() => setOpen(false)}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      {/* Without JavaScript the toggle cannot work, so small screens show the links instead. */}
      <noscript>
        <style>{`#${menuId}{display:flex}.${styles.toggle}{display:none}`}</style>
      </noscript>
    </nav>
  )
}
