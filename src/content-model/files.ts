// The content files band members edit, the GraphQL type each one becomes, and what else under content/ the site
// leaves alone. The build (gatsby-config's ignore) and the checker both decide through `isIgnoredContentPath`.
import path from "path"

export const contentFiles = {
  band: { file: `band.json`, typeName: `BandJson` },
  shows: { file: `shows.json`, typeName: `ShowsJson` },
  members: { file: `members.json`, typeName: `MembersJson` },
  lineups: { file: `lineups.json`, typeName: `LineupsJson` },
  faq: { file: `faq.json`, typeName: `FaqJson` },
  // The booking kit (/booking/) came after the site's first content: a folder without it builds a page with only
  // what band.json and the shows say, so the file may be missing.
  booking: { file: `booking.json`, typeName: `BookingJson`, optional: true },
} as const

/** Whether the site builds without this file (its page then leaves its sections out). */
export function mayBeMissing(kind: ContentKind): boolean {
  return `optional` in contentFiles[kind]
}

export type ContentKind = keyof typeof contentFiles

/** Folders under content/ that hold material about the content, not content: JSON Schemas, artwork sources. */
const notContentFolders = new Set([`schema`, `source`])

/**
 * Whether the site skips this path, given relative to content/ (either slash): hidden files and folders, which
 * computers and editors make on their own (macOS's `._shows.json`, `.DS_Store`, `.vscode/`), and the schema and
 * artwork-source folders. Relative, so that a checkout that itself lies under a folder called "source" or "schema"
 * (Visual Studio's `C:\Users\<name>\source\repos`) still has all of its content read.
 */
export function isIgnoredContentPath(relativePath: string): boolean {
  const segments = relativePath.split(/[\\/]/).filter((segment) => segment !== `` && segment !== `.`)
  return segments.some(
    (segment, index) =>
      segment.startsWith(`.`) || (index < segments.length - 1 && notContentFolders.has(segment)),
  )
}

/**
 * Where a raster's SVG source lives, as `npm run artwork` renders it: `images/logo.png` is drawn from
 * `images/source/logo.svg` (both inside content/).
 */
export function svgSourceFor(imagePath: string): string {
  const inside = imagePath.replace(/^(\.\/)?images\//, ``)
  return path.posix.join(`images`, `source`, inside.replace(/\.[^./]+$/, `.svg`))
}

/** For gatsby-source-filesystem's `ignore`, which is given absolute paths. */
export function ignoreOutsideContent(contentDir: string): (absolutePath: string) => boolean {
  return (absolutePath) => {
    const relative = path.relative(contentDir, absolutePath)
    return relative !== `` && !relative.startsWith(`..`) && isIgnoredContentPath(relative)
  }
}

/** The stable GraphQL type name for a content file, instead of the folder-derived `ContentJson`. */
export function typeNameForFile(fileName: string): string {
  const entry = Object.values(contentFiles).find(({ file }) => file === fileName)
  if (!entry) {
    throw new Error(
      `content/${fileName} is not a known content file. Known files: ${Object.values(contentFiles)
        .map(({ file }) => file)
        .join(`, `)}`,
    )
  }
  return entry.typeName
}
