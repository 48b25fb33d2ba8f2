// Taps on the joke's buttons ("Make it spin!", "Gotta Go Fast!") before the page is alive. On slow 3G the HTML shows
// the buttons seconds before React can answer them, and a tap then would be lost: a few bytes of inline script in
// every page's head note which button was tapped, and the button acts on it once React has taken over.
import * as React from "react"

declare global {
  interface Window {
    /** Taps noted before React took over, by their button's data-early-tap; null once React hears taps itself. */
    ___earlyTaps?: string[] | null
  }
}

/** The attribute that marks a button whose early taps count, with its name as the value. */
export const earlyTapAttribute = `data-early-tap`

/** Written into every page's head (gatsby-ssr.tsx); its hash joins the page's Content Security Policy. */
export const earlyTapScript = `window.___earlyTaps=[];addEventListener("click",function(e){var t=window.___earlyTaps,b=e.target.closest&&e.target.closest("[${earlyTapAttribute}]");t&&b&&t.push(b.getAttribute("${earlyTapAttribute}"))},true)`

let noted: string[] = []

/** As React takes over the page (gatsby-browser.tsx): from here on React hears taps itself. */
export function stopNotingEarlyTaps(): void {
  noted = window.___earlyTaps ?? []
  window.___earlyTaps = null
}

/** Whether the button named `name` was tapped before the page came alive; each tap counts once. */
export function takeEarlyTap(name: string): boolean {
  const index = noted.indexOf(name)
  if (index < 0) return false
  noted.splice(index, 1)
  return true
}

/** Runs `act` once, after the first render, if the button was tapped before the page came alive. */
export function useEarlyTap(name: string, act: () => void): void {
  const latestAct = React.useRef(act)
  // Kept current after each render (not during it); runs before the effect below, which may call it.
  React.useEffect(() => {
    latestAct.current = act
  })
  React.useEffect(() => {
    if (takeEarlyTap(name)) latestAct.current()
  }, [name])
}
