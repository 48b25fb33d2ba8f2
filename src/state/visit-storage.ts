// What the joke has done stays for the visit: the theme and the spin are kept in the tab's sessionStorage, so a
// reload or an address typed into the same tab finds the site as the fan left it ("it stays that way"). A new visit
// (a new tab, the browser reopened) starts afresh in milk, standing still.
import * as React from "react"

/** sessionStorage's keys, one per piece of the joke. */
export const visitKeys = { theme: `milk-patrol-theme`, spin: `milk-patrol-spin` } as const

type VisitKey = (typeof visitKeys)[keyof typeof visitKeys]

/**
 * Until React has shown what the visit kept, the head's script (visitStorageScript) says it on <html>, and the styles
 * draw it from the first paint: `data-kept-theme="sonic"`, `data-kept-spin="armed"` or `"full"`. The CSS names these
 * attributes as written here (themes.module.css, layout.module.css, spin-button.module.css).
 */
const keptAttributes: Record<VisitKey, string> = {
  [visitKeys.theme]: `data-kept-theme`,
  [visitKeys.spin]: `data-kept-spin`,
}

/** The kept values the styles can draw before React runs: only what storeForVisit ever writes. */
const drawnEarly: Record<VisitKey, readonly string[]> = {
  [visitKeys.theme]: [`sonic`],
  [visitKeys.spin]: [`armed`, `full`],
}

/**
 * Written into every page's head (gatsby-ssr.tsx), before the body is drawn; its hash joins the page's Content
 * Security Policy. On a slow network a reload would otherwise show milk, standing still, with "Make it spin!" for
 * seconds before React restores the visit.
 */
export const visitStorageScript = `try{${JSON.stringify(
  Object.entries(keptAttributes).map(([key, attribute]) => [key, attribute, drawnEarly[key as VisitKey]]),
)}.forEach(function(k){var v=sessionStorage.getItem(k[0]);if(k[2].indexOf(v)>=0)document.documentElement.setAttribute(k[1],v)})}catch(e){}`

/** What the visit kept under `key`, or null (nothing kept, or storage refused, as in some private modes). */
export function storedForVisit(key: VisitKey): string | null {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function storeForVisit(key: VisitKey, value: string): void {
  try {
    window.sessionStorage.setItem(key, value)
  } catch {
    // Without storage the joke lasts until the reload: nothing to tell the fan.
  }
}

/**
 * Keeps `value` for the visit whenever it changes from `startedAs`, and once the page is alive hands `restore` what
 * the visit kept. After hydration, not before: the server's HTML (milk, standing still) must match the first render.
 */
export function useVisitStorage(
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
    const kept = storedForVisit(key)
    if (kept !== null) latestRestore.current(kept)
  }, [key])
  React.useEffect(() => {
    if (value !== startedAs) storeForVisit(key, value)
  }, [key, value, startedAs])
  // Once React shows what the head's script drew (before this paint), the stand-in goes: from here React draws it.
  React.useLayoutEffect(() => {
    const root = document.documentElement
    if (root.getAttribute(keptAttributes[key]) === value) root.removeAttribute(keptAttributes[key])
  }, [key, value])
}
