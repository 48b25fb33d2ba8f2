// The band facts gatsby-config.ts needs, read from content/band.json without importing it. An import is compiled
// before any Gatsby hook runs, so a typo in band.json would stop the build with a compiler message instead of the
// editor-friendly list from onPreInit; reading it here leaves reporting to the validation.
import { readFileSync } from "fs"
import path from "path"

export interface SiteMetadata {
  title: string
  siteUrl: string
  description: string
}

/**
 * The site's title, address and description from band.json. A fact that cannot be read is left out (Gatsby's config
 * check would reject it) and onPreInit then stops the build saying what is wrong.
 */
export function siteMetadataFromContent(contentDir: string): Partial<SiteMetadata> {
  let band: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(contentDir, `band.json`), `utf8`))
    if (typeof parsed === `object` && parsed !== null && !Array.isArray(parsed))
      band = parsed as Record<string, unknown>
  } catch {
    // onPreInit reports what is wrong with band.json, with its line and column, and stops the build.
  }
  const facts = { title: band.name, siteUrl: band.siteUrl, description: band.description }
  return Object.fromEntries(
    Object.entries(facts).filter(([, value]) => typeof value === `string` && value.trim() !== ``),
  ) as Partial<SiteMetadata>
}
