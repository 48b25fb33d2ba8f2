// A member renamed in the Members form takes the lineups along in the same Publish (they name members letter for
// letter, so a rename alone was refused, and the way round took three publishes): asked once, then lineups.json goes
// with the members file, in one commit or one save of the local editing server.
import { listInWords } from "../../content-model/content-rules"
import { readJson } from "../../content-model/json-text"
import { shortLabel } from "./band-words"
import { withKeptLayout } from "./file-layout"
import { oneOrMany } from "./show-additions"

export type MemberRename = { from: string; to: string }

const names = (data: unknown): string[] | undefined => {
  const members = (data as { members?: { name?: unknown }[] } | undefined)?.members
  return Array.isArray(members) ? members.map((member) => String(member?.name ?? ``)) : undefined
}

/**
 * The members whose name changed in place to one nobody had: beside members added at the end too, but after one is
 * removed places no longer match, and nothing is a rename.
 */
export function memberRenames(before: unknown, after: unknown): MemberRename[] {
  const [old, now] = [names(before), names(after)]
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
    const themes = Object.keys(lineups.lineups).filter((theme) => lineups.lineups[theme]!.includes(from))
    if (themes.length > 0) naming[from] = themes
  }
  return naming
}

/** lineups.json with every renamed member's new name, in its own layout, and who was named where; or undefined. */
export function renamedLineups(
  text: string,
  renames: MemberRename[],
): { text: string; naming: Record<string, string[]> } | undefined {
  const lineups = JSON.parse(text) as Lineups
  const naming = lineupsNaming(lineups, renames)
  if (Object.keys(naming).length === 0) return undefined
  const to = new Map(renames.map((rename) => [rename.from, rename.to]))
  const renamed = (members: string[]) => members.map((member) => to.get(member) ?? member)
  const themes = Object.entries(lineups.lineups).map(([theme, members]) => [theme, renamed(members)])
  return { text: withKeptLayout(text, { ...lineups, lineups: Object.fromEntries(themes) }), naming }
}

export function renameQuestion(renames: MemberRename[], naming: Record<string, string[]>): string {
  const lines = renames
    .filter(({ from }) => naming[from])
    .map(({ from, to }) => {
      const themes = naming[from]!
      // "Milk lineup" and "Sonic lineup" as the Lineups form labels them: "the Milk and Sonic lineups".
      const named = themes.map((theme) => shortLabel(`lineups`, theme).replace(/ lineup$/, ``))
      return `  "${from}" becomes "${to}", among the members and in the ${listInWords(named)} ${oneOrMany(themes, `lineup`, `lineups`)}`
    })
  return [
    `Renaming changes the lineups too (they name members letter for letter):`,
    ...lines,
    ``,
    `OK: publish the members and the lineups together, with the new ${oneOrMany(lines, `name`, `names`)}.`,
    `Cancel: publish nothing.`,
  ].join(`\n`)
}

/** Said on Cancel to renameQuestion. */
export const renameNotPublished = `Nothing was published: the lineups still name the member by the old name, so the site would not build with the new one. Press Publish again and answer OK to rename them in the lineups too.`

/**
 * lineups.json's text with the names the form's `members` rename (from the file as read, `membersRead`), and the
 * question the band answers first; undefined when it renames nobody a lineup names. `lineupsNow` is read only then.
 */
export async function lineupsRenamed(
  membersRead: string | undefined,
  members: unknown,
  lineupsNow: () => Promise<string | undefined>,
): Promise<{ text: string; question: string } | undefined> {
  const read = readJson(membersRead ?? ``)
  const renames = read.ok ? memberRenames(read.value, members) : []
  const lineups = renames.length > 0 ? await lineupsNow() : undefined
  const renamed = lineups === undefined ? undefined : renamedLineups(lineups, renames)
  return renamed && { text: renamed.text, question: renameQuestion(renames, renamed.naming) }
}
