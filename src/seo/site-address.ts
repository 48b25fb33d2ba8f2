// The site's own address, which every absolute link (canonical, link previews, sitemap, JSON-LD, calendars) starts
// with: the band's siteUrl from content/band.json, unless the build is told where it is published. GitHub Pages
// does tell (SITE_URL, from actions/configure-pages in deploy-pages.yml): a project site lives on
// https://<user>.github.io/<repository>/, where links to the band's own domain plus the prefix would all be 404s.

/** The origin to publish under: SITE_URL's (its path, if any, is the path prefix's business), else `siteUrl`. */
export function publishedSiteUrl(siteUrl: string, environment: NodeJS.ProcessEnv = process.env): string {
  const given = environment.SITE_URL?.trim()
  return given ? new URL(given).origin : siteUrl
}
