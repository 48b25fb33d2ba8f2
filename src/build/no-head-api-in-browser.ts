// Stands in for Gatsby's Head API handler (`.cache/head/head-export-handler-for-browser.js`, which Gatsby's page
// renderer calls for every page) in the browser bundle of production builds (see src/gatsby/webpack.ts). The handler
// renders a page's `Head` export into the document's head, and on leaving a page removes what it rendered (the
// elements it marked `data-gatsby-head`, the html and body attributes it set). No page or template of the site
// exports a `Head`: the head is react-helmet's (src/components/seo.tsx), written into the HTML at build time and by
// head-tags.tsx after a client-side navigation. So the handler never renders anything, and never has anything to
// remove, yet its code (the head's diffing, its validation, the Babel helpers behind them) would be in every page's
// first download. The server's renderer keeps Gatsby's own, for the HTML.

/** Does what Gatsby's does for a page without a `Head` export: nothing. */
export function headHandlerForBrowser(): void {}
