// Two members, one file: the changes put together entry by entry when they touch different entries.
import canonical from "fast-json-stable-stringify"
import { isBlock } from "../../content-model/json-text"
import { clashInWords } from "./band-words"

export type MergeResult = { merged: unknown } | { clashes: string[] }

/** Whether two values are the same content, whatever the order of their fields (a form's and a file's differ). */
export const sameContent = (a: unknown, b: unknown) => canonical(a) === canonical(b)
const isEntryList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every(isBlock)

function mergeEntries(
  base: Record<string, unknown>[],
  mine: Record<string, unknown>[],
  theirs: Record<string, unknown>[],
  where: string[],
): MergeResult {
  const keys = (list: unknown[]) => new Set(list.map((entry) => canonical(entry)))
  const [inBase, inMine, inTheirs] = [keys(base), keys(mine), keys(theirs)]
  const bothChanged = base.filter((entry) => !inMine.has(canonical(entry)) && !inTheirs.has(canonical(entry)))
  // Both took out or changed the same entry: the band's call, unless both made the very same change. What a side
  // made of it is what it added with the entry's id (a show keeps its id when changed); for an entry without an id,
  // all that side added, as which of it took the entry's place cannot be told.
  const mineAdded = mine.filter((entry) => !inBase.has(canonical(entry)))
  const theirsAdded = theirs.filter((entry) => !inBase.has(canonical(entry)))
  const madeOf = (entry: Record<string, unknown>, added: Record<string, unknown>[]) =>
    typeof entry.id === `string` ? added.filter((other) => other.id === entry.id) : added
  const clashing = bothChanged.filter(
    (entry) => !sameContent(madeOf(entry, mineAdded), madeOf(entry, theirsAdded)),
  )
  if (clashing.length > 0) return { clashes: clashing.map((entry) => clashInWords(where, entry)) }
  const merged = theirs.filter((entry) => inMine.has(canonical(entry)) || !inBase.has(canonical(entry)))
  mine.forEach((entry, index) => {
    if (inBase.has(canonical(entry)) || merged.some((other) => sameContent(other, entry))) return
    // After the nearest entry before it in the form that the merged list has; first if none.
    let after = -1
    for (let before = index - 1; before >= 0 && after < 0; before--)
      after = merged.findIndex((other) => sameContent(other, mine[before]))
    merged.splice(after + 1, 0, entry)
  })
  return { merged }
}

/**
 * The file as `theirs` (on GitHub now) with the changes `mine` (the form) made to `base` (the file it was opened
 * from), or the entries both changed, in the band's words. Lists of entries merge entry by entry; any other value (a
 * field, a lineup's order) is taken from whichever side changed it. `where` is the keys down to the values given.
 */
export function mergeContent(
  base: unknown,
  mine: unknown,
  theirs: unknown,
  where: string[] = [],
): MergeResult {
  if (sameContent(mine, base) || sameContent(mine, theirs)) return { merged: theirs }
  if (sameContent(theirs, base)) return { merged: mine }
  if (isEntryList(base) && isEntryList(mine) && isEntryList(theirs))
    return mergeEntries(base, mine, theirs, where)
  if (!isBlock(base) || !isBlock(mine) || !isBlock(theirs)) return { clashes: [clashInWords(where)] }
  const merged: Record<string, unknown> = {}
  const clashes: string[] = []
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(base)])) {
    const result = mergeContent(base[key], mine[key], theirs[key], [...where, key])
    if (`clashes` in result) clashes.push(...result.clashes)
    else if (result.merged !== undefined) merged[key] = result.merged
  }
  return clashes.length > 0 ? { clashes } : { merged }
}
