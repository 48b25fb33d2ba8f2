// What the joke has done stays for the visit: the theme and the spin are kept in the tab's sessionStorage, so a
// reload or an address typed into the same tab finds the site as the fan left it ("it stays that way"). A new visit
// (a new tab, the browser reopened) starts afresh in milk, standing still.
import * as React from "react"

/** sessionStorage's keys, one per piece of the joke. */
export const visitKeys = { theme: `milk-patrol-theme`, spin: `milk-patrol-spin` } as const

type VisitKey = (typeof visitKeys)[keyof typeof visitKeys]

/** What the visit kept under `key`, or null (nothing kept, or storage refused, as in some private modes). */
export function keptForVisit(key: VisitKey): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function keepForVisit(key: VisitKey, value: string): void {
  try {
    window.sessionStorage.setItem(key, value)
  } catch {
    // Without storage the joke lasts until the reload, as it did before: nothing to tell the fan.
  }
}

/**
 * Keeps `value` for the visit whenever it changes from `startedAs`, and once the page is alive hands `restore` what
 * the visit kept. After hydration, not before: the server's HTML (milk, standing still) must match the first render.
 */
export function useKeptForVisit(
  key: VisitKey,
  value: string,
  startedAs: string,
  restore: (kept: string) => void,
): void {
  const latestRestore = React.useRef(restore)
  React.useEffect(() => {
    latestRestore.current = restore
  })
  React.useEffect(() => {
    const kept = keptForVisit(key)
    if (kept !== null) latestRestore.current(kept)
  }, [key])
  React.useEffect(() => {
    if (value !== startedAs) keepForVisit(key, value)
  }, [key, value, startedAs])
}
