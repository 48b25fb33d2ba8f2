// The main navigation: the owner's four links, the current one marked, collapsing behind a Menu toggle on small
// screens. Other pages (booking, a show's page) are reached by links outside it: the footer's "Book us" (layout.tsx).
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
const checkboxId = `site-menu-checkbox`

/**
 * The toggle's bars and its edge, drawn in SVG in the colour of its text. Automatic dark modes that ignore the site's
 * `color-scheme` (Chromium's, when the system is light) grey borders and backgrounds drawn light on the dark nav (the
 * edge fell to 2.35:1), but keep text, and SVG in `currentColor`, as drawn; forced-colours and print recolour the text,
 * and so the drawing with it.
 */
function ToggleDrawing() {
  return (
    <>
      <svg className={styles.toggleIcon} viewBox="0 0 18 14" aria-hidden="true" focusable="false">
        <path d="M0 0h18v2H0zM0 6h18v2H0zM0 12h18v2H0z" />
      </svg>
      <svg className={styles.toggleEdge} aria-hidden="true" focusable="false">
        <rect width="100%" height="100%" rx="8" />
      </svg>
    </>
  )
}

export function SiteNav({ className }: { className: string }) {
  // The server HTML carries a checkbox and its label, which open the menu with CSS alone: a tap works before
  // the scripts have run, and when they never do. Once React runs, a real button with aria-expanded takes over,
  // opened if the checkbox was.
  const [enhanced, setEnhanced] = React.useState(false)
  const [open, setOpen] = React.useState(false)
  const navRef = React.useRef<HTMLElement>(null)
  const checkboxRef = React.useRef<HTMLInputElement>(null)
  const toggleRef = React.useRef<HTMLButtonElement>(null)
  const focusToggleOnceEnhanced = React.useRef(false)

  React.useEffect(() => {
    const checkbox = checkboxRef.current
    if (checkbox) {
      setOpen(checkbox.checked)
      focusToggleOnceEnhanced.current = document.activeElement === checkbox
    }
    setEnhanced(true)
  }, [])

  React.useEffect(() => {
    if (enhanced && focusToggleOnceEnhanced.current) {
      focusToggleOnceEnhanced.current = false
      toggleRef.current?.focus()
    }
  }, [enhanced])

  React.useEffect(() => {
    if (!open) return undefined
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== `Escape`) return
      // Only a keyboard that was in the menu comes back to its toggle; focus elsewhere stays where it is.
      const focusWasInMenu = !!navRef.current?.contains(document.activeElement)
      setOpen(false)
      if (focusWasInMenu) toggleRef.current?.focus()
    }
    document.addEventListener(`keydown`, closeOnEscape)
    return () => document.removeEventListener(`keydown`, closeOnEscape)
  }, [open])

  return (
    <nav ref={navRef} aria-label="Main" className={`${styles.nav} ${className}`}>
      {enhanced ? (
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <ToggleDrawing />
          Menu
        </button>
      ) : (
        <>
          <input ref={checkboxRef} id={checkboxId} type="checkbox" className={styles.checkbox} />
          <label htmlFor={checkboxId} className={styles.toggle}>
            <ToggleDrawing />
            Menu
          </label>
        </>
      )}
      <ul id={menuId} className={styles.menu} data-open={open}>
        {navLinks.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className={styles.link} onClick={() => setOpen(false)}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
