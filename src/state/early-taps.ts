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

/**
 * What speaks of the joke's buttons, and what speaks in its place when scripts never run: without scripts the buttons
 * are out of sight (gatsby-ssr.tsx), and so are words about them; the second kind, `hidden` otherwise, shows instead.
 */
export const scriptsAttributes = { needed: `data-needs-scripts`, without: `data-without-scripts` } as const

/**
 * Set on <html> by a tap before React runs, to the tapped button's name: the styles answer the tap at once (an early
 * tap on "Make it spin!" shows the armed warning, spin-button.module.css) until React shows the step itself.
 */
export const earlyTappedAttribute = `data-early-tapped`

/** Written into every page's head (gatsby-ssr.tsx); its hash joins the page's Content Security Policy. */
export const earlyTapScript = `window.___earlyTaps=[];addEventListener("click",function(e){var t=window.___earlyTaps,b=e.target.closest&&e.target.closest("[${earlyTapAttribute}]");if(t&&b){t.push(b.getAttribute("${earlyTapAttribute}"));document.documentElement.setAttribute("${earlyTappedAttribute}",b.getAttribute("${earlyTapAttribute}"))}},true)`

/** Once React shows what an early tap asked for, the styles' stand-in answer goes. */
export function forgetEarlyAnswer(): void {
  document.documentElement.removeAttribute(earlyTappedAttribute)
}

let noted: string[] = []

/** As React takes over the page (gatsby-browser.tsx): from here on React hears taps itself. */
export function stopNotingEarlyTaps(): void {
  noted = window.___earlyTaps ?? []
  window.___earlyTaps = null
}

/** How many times the button named `name` was tapped before the page came alive; each tap is handed over once. */
export function takeEarlyTaps(name: string): number {
  const taps = noted.filter((tapped) => tapped === name).length
  noted = noted.filter((tapped) => tapped !== name)
  return taps
}

/** On the way to another page (gatsby-browser.tsx): a tap left over was made on the page being left. */
export function forgetEarlyTaps(): void {
  noted = []
  forgetEarlyAnswer()
}

/**
 * Runs `act` once, after the first render, if the button named `name` was tapped before the page came alive, however
 * many times: a fan who taps again because nothing happened asks for the same thing twice, not for the step after it.
 * Two early taps on "Make it spin!" arm it and show its last warning; they never let it go unseen.
 */
export function useEarlyTap(name: string, act: () => void): void {
  const latestAct = React.useRef(act)
  // Kept current after each render (not during it); runs before the effect below, which may call it.
  React.useEffect(() => {
    latestAct.current = act
  })
  React.useEffect(() => {
    if (takeEarlyTaps(name) === 0) return
    // As a transition, like the hydration it follows: parts of the page React has not hydrated yet wait for it,
    // rather than being thrown away and drawn again (React's error 421).
    React.startTransition(() => latestAct.current())
  }, [name])
}
