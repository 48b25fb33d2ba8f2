// The content files band members edit, and the GraphQL type each one becomes.

export const contentFiles = {
  band: { file: `band.json`, typeName: `BandJson` },
  shows: { file: `shows.json`, typeName: `ShowsJson` },
  members: { file: `members.json`, typeName: `MembersJson` },
  lineups: { file: `lineups.json`, typeName: `LineupsJson` },
  faq: { file: `faq.json`, typeName: `FaqJson` },
} as const

export type ContentKind = keyof typeof contentFiles

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
