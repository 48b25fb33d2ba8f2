// robots.txt: every crawler may read the site, and the sitemap (gatsby-plugin-sitemap's index) is named with its
// full address, path prefix included.
import { promises as fs } from "fs"
import path from "path"

export function robotsTxt(siteUrl: string, pathPrefix: string): string {
  const site = `${siteUrl.replace(/\/+$/, ``)}${pathPrefix}`
  // The secret page stays out of search results by its own noindex; naming it here would give the secret away.
  return [`User-agent: *`, `Allow: /`, ``, `Sitemap: ${site}/sitemap-index.xml`, ``].join(`\n`)
}

export async function writeRobotsTxt(publicDir: string, siteUrl: string, pathPrefix: string): Promise<void> {
  await fs.writeFile(path.join(publicDir, `robots.txt`), robotsTxt(siteUrl, pathPrefix))
}
