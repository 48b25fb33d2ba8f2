// Stands in for the build's match paths (`$virtual/match-paths.json`, which Gatsby's runtime imports) in the browser
// bundle of production builds (see src/gatsby/webpack.ts). The not-found page answers every address no page has
// (`matchPath: "/*"`, src/gatsby/pages.ts), and Gatsby then lists ahead of it every page that `/*` would hide, so
// that its runtime still finds them: an entry a show, in the app chunk that every page loads first, which every show
// added or moved would rename, so that returning fans would download it again.
//
// The runtime needs the list for one thing here: to know, without asking the server, that the address a visitor
// opened is the not-found page's, so that it shows that page at once instead of asking for the address's page data
// and HTML first (two more 404s in the console, e2e/routes.spec.ts). The HTML the host answered with already says so:
// its window.pagePath is the not-found page's. So the list is that one address, or none; every other address is its
// own page, as Gatsby finds it without match paths. The server's renderer and the hosts keep Gatsby's own list.

/** A match path as Gatsby's runtime reads it: `matchPath`, a @reach/router pattern, is answered by the page `path`. */
export interface MatchPath {
  path: string
  matchPath: string
}

/** The not-found page, as Gatsby names it in the HTML of /404/ and of its copy /404.html (for hosts). */
const notFoundPage = /^\/404(\/|\.html)$/

/**
 * The address a visitor opened, when the host answered it with the not-found page: prefix-stripped and decoded, as
 * Gatsby's runtime compares addresses. None when the page is another, or when the address reads as a pattern (`:`,
 * `*`), which would answer other addresses too: Gatsby then finds the not-found page by asking, as without the list.
 */
export function notFoundMatchPaths(
  pagePath: string | undefined,
  pathname: string,
  basePath: string,
): MatchPath[] {
  if (!pagePath || !notFoundPage.test(pagePath)) return []
  let address: string
  try {
    address = decodeURIComponent(pathname)
  } catch {
    return []
  }
  const prefix = decodeURIComponent(basePath)
  if (prefix && address.startsWith(prefix)) address = address.slice(prefix.length) || `/`
  if (/[:*]/.test(address)) return []
  return [{ path: pagePath, matchPath: address }]
}

declare const __BASE_PATH__: string

declare global {
  interface Window {
    /** The path of the page whose HTML this is, written into it by Gatsby */
    pagePath?: string
  }
}

export default typeof window === `undefined`
  ? []
  : notFoundMatchPaths(window.pagePath, window.location.pathname, __BASE_PATH__)
