// The site's own address, which every absolute link (canonical, link previews, sitemap, JSON-LD, calendars) starts
// with: the band's siteUrl from content/band.json, unless the build is told where it is published. GitHub Pages
// does tell (SITE_URL, from the Pages settings in deploy-pages.yml): a project site lives on
// https://<user>.github.io/<repository>/, where links to the band's own domain plus the prefix would all be 404s.

/**
 * The origin to publish under: SITE_URL's (its path, if any, is the path prefix's business), else `siteUrl`'s. Only
 * the origin, since each link adds its own path after it: the checker refuses a siteUrl with more (siteAddressProblem
 * in src/content-model/schema.ts), and what it lets through ("https://www.milkpatrol.band/") comes out the same.
 */
export function publishedSiteUrl(siteUrl: string, environment: NodeJS.ProcessEnv = process.env): string {
  const given = environment.SITE_URL?.trim()
  if (given) return new URL(given).origin
  // A siteUrl that is no address at all is the checker's to report (in `gatsby develop` too), not a query's to crash.
  return URL.canParse(siteUrl) ? new URL(siteUrl).origin : siteUrl
}

/** Gatsby's path prefix, which it defines for the pages and their HTML (and Jest's configuration for tests). */
declare const __PATH_PREFIX__: string | undefined

/**
 * An address on the published site: the band's siteUrl, the build's path prefix (in a page, the one Gatsby built it
 * with; elsewhere given), and the path inside the site.
 */
export function absoluteUrl(
  siteUrl: string,
  sitePath: string,
  pathPrefix: string = typeof __PATH_PREFIX__ === `string` ? __PATH_PREFIX__ : ``,
): string {
  return `${siteUrl.replace(/\/+$/, ``)}${pathPrefix.replace(/\/+$/, ``)}${sitePath}`
}

/** The site's address as a person writes it on paper: "www.milkpatrol.band", no scheme, no closing slash. */
export function addressWithoutScheme(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\//, ``).replace(/\/+$/, ``)
}
