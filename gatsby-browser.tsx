// Browser APIs: the theme and spin providers wrap every page, so their state survives client-side navigation; and
// the page comes alive in small steps instead of one long one.
import * as React from "react"
import type { Renderer } from "react-dom"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { forgetEarlyTaps, stopNotingEarlyTaps } from "./src/state/early-taps"

export { wrapRootElement } from "./src/root-element"

/**
 * Hydrates inside a transition. React then works through the page in slices of a few milliseconds, letting the
 * browser paint the logo and answer a tap in between, instead of holding a phone's main thread for one long task
 * (which Lighthouse counts as blocking time). The HTML is already on screen, so nothing a visitor sees waits on it.
 * `gatsby develop` sends no page HTML, only an empty root: there is nothing to hydrate, and hydrating it would
 * make React report a mismatch on every page, so the page is rendered, as Gatsby itself does.
 */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => {
  const hydrateInSlices = (element: React.ReactElement, container: Element) => {
    // From here React hears taps (and replays those on parts it has not hydrated yet); earlier ones were noted.
    stopNotingEarlyTaps()
    if (container.children.length === 0) {
      const root = createRoot(container)
      root.render(element)
      return () => root.unmount()
    }
    let root: Root | undefined
    React.startTransition(() => {
      root = hydrateRoot(container, element)
    })
    return () => root?.unmount()
  }
  // Gatsby calls it with (element, container); its type still names ReactDOM.render's older overloads.
  return hydrateInSlices as unknown as Renderer
}

/**
 * Early taps were made on the first page, which answered them as it came alive; on the way to another page any
 * left over are dropped, so that page never starts part-way through the joke.
 */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) forgetEarlyTaps()
}
