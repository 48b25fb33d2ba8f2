// Server rendering APIs: the same root wrapper as the browser, and react-helmet's tags in the static HTML.
import * as React from "react"
import { Helmet } from "react-helmet"
import type { GatsbySSR } from "gatsby"
import { earlyTapAttribute, earlyTapScript, scriptsAttributes } from "./src/state/early-taps"
import { visitStorageScript } from "./src/state/visit-storage"
import { themeColourStyle } from "./src/themes/theme-colours"

export { wrapRootElement } from "./src/root-element"

/**
 * The joke's buttons, the spin's landmark with its warning, and words about them, out of sight when scripts never
 * run; the words written for that case in sight instead.
 */
const withoutScripts = `[${earlyTapAttribute}], aside:has([${earlyTapAttribute}]), [${scriptsAttributes.needed}] { display: none !important; } [${scriptsAttributes.without}] { display: block !important; }`

// Runs after the page body has been rendered, so Helmet has collected that page's title, meta tags and JSON-LD.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setHtmlAttributes }) => {
  const helmet = Helmet.renderStatic()
  setHtmlAttributes(helmet.htmlAttributes.toComponent())
  setHeadComponents([
    <React.Fragment key="helmet">
      {helmet.title.toComponent()}
      {helmet.meta.toComponent()}
      {helmet.link.toComponent()}
      {helmet.script.toComponent()}
      {/* Every colour the stylesheets read, as custom properties (src/themes/theme-colours.ts). */}
      <style dangerouslySetInnerHTML={{ __html: themeColourStyle }} />
      {/* Draws what the visit kept (Sonic, the spin) from the first paint (src/state/visit-storage.ts). */}
      <script dangerouslySetInnerHTML={{ __html: visitStorageScript }} />
      {/* Notes a tap on the joke's buttons before the page is alive (src/state/early-taps.ts). */}
      <script dangerouslySetInnerHTML={{ __html: earlyTapScript }} />
      {/* Without scripts the joke's buttons can do nothing: a fan is not shown a button that stays dead. */}
      <noscript dangerouslySetInnerHTML={{ __html: `<style>${withoutScripts}</style>` }} />
    </React.Fragment>,
  ])
}
