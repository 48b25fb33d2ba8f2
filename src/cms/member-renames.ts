// A member renamed in the Members form carries the lineups along, in the same save: the lineups name members letter
// for letter, so a rename alone is refused (the lineups would name someone who is gone), and the way round took three
// publishes. The editor asks once, then sends lineups.json with the members file: to the local editing server as a
// second file of the same persistEntry (checked whole before either is written), to GitHub as a second file of the
// same commit's tree. Nothing here needs a browser.
import { withKeptLayout } from "./kept-layout"

export interface MemberRename {
  from: string
  to: string
}

interface Named {
  name?: unknown
}

const names = (data: unknown): string[] | undefined => {
  const members = (data as { members?: Named[] } | undefined)?.members
  return Array.isArray(members) ? members.map((member) => String(member?.name ?? ``)) : undefined
}

/**
 * The renames between the members as read and as the form would save them: a member whose name changed in place to one
 * nobody had. Members added at the end (the form's "Add member") leave the others in place, so a rename beside them
 * still counts; after a member is removed, places no longer match and nothing is a rename.
 */
export function memberRenames(before: unknown, after: unknown): MemberRename[] {
  const old = names(before)
  const now = names(after)
  if (!old || !now || now.length < old.length) return []
  return old.flatMap((from, index) => {
    const to = now[index]!
    return from !== to && to.trim() !== `` && !old.includes(to) ? [{ from, to }] : []
  })
}

type Lineups = { lineups: Record<string, string[]> }

/** The lineups naming each renamed member, by the old name: `{ "Jake Ewen": ["milk", "dairy"] }`. */
export function lineupsNaming(lineups: Lineups, renames: MemberRename[]): Record<string, string[]> {
  const naming: Record<string, string[]> = {}
  for (const { from } of renames) {
    const themes = Object.entries(lineups.lineups)
      .filter(([, members]) => members.includes(from))
      .map(([theme]) => theme)
    if (themes.length > 0) naming[from] = themes
  }
  return naming
}

/** lineups.json's text with every renamed member's new name, in the file's own layout; undefined if none is named. */
export function renamedLineupsText(text: string, renames: MemberRename[]): string | undefined {
  const lineups = JSON.parse(text) as Lineups
  if (Object.keys(lineupsNaming(lineups, renames)).length === 0) return undefined
  const to = new Map(renames.map((rename) => [rename.from, rename.to]))
  const renamed: Lineups = {
    ...lineups,
    lineups: Object.fromEntries(
      Object.entries(lineups.lineups).map(([theme, members]) => [
        theme,
        members.map((member) => to.get(member) ?? member),
      ]),
    ),
  }
  return withKeptLayout(text, renamed)
}

/** What the band is asked before the lineups are changed along with the members. */
export function renameQuestion(renames: MemberRename[], naming: Record<string, string[]>): string {
  const lines = renames
    .filter(({ from }) => naming[from])
    .map(({ from, to }) => {
      const themes = naming[from]!
      const lineupWords =
        themes.length === 1
          ? `the ${themes[0]} lineup`
          : `the ${themes.slice(0, -1).join(`, `)} and ${themes.at(-1)} lineups`
      return `  "${from}" becomes "${to}", among the members and in ${lineupWords}`
    })
  return [
    `Renaming changes the lineups too (they name members letter for letter):`,
    ...lines,
    ``,
    `OK: publish the members and the lineups together, with the new ${lines.length === 1 ? `name` : `names`}.`,
    `Cancel: publish nothing.`,
  ].join(`\n`)
}

/** Said when the band answers Cancel to renameQuestion. */
export const renameNotPublished = `Nothing was published: the lineups still name the member by the old name, so the site would not build with the new one. Press Publish again and answer OK to rename them in the lineups too.`

/** A file sent along with the form's own. */
export interface CompanionFile {
  path: string
  raw: string
}
