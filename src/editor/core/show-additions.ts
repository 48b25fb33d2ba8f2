// What the Shows form fills in and asks when shows are added or removed (CONTENT.md, "Add a show" and after).
import { listInWords, type ContentProblem } from "../../content-model/content-rules"
import { showSlug } from "../../site/addresses"
import { dateInWords, formLabels, showLine } from "./band-words"

export type ShowEntry = {
  id?: string
  date?: string
  where?: string
  when?: string
  [field: string]: unknown
}

/** A form's text, trimmed ("" for anything else). */
export const text = (value: unknown) => (typeof value === `string` ? value.trim() : ``)

/** `one` said of a single thing, else `many`: "it" or "them", "a show" or "2 shows". */
export const oneOrMany = (things: readonly unknown[], one: string, many: string) =>
  things.length === 1 ? one : many

/** `stem` + `ending`, or with -2, -3… before the ending, whichever `taken` does not hold. */
export function madeUnique(stem: string, taken: ReadonlySet<string>, ending = ``): string {
  let name = `${stem}${ending}`
  for (let count = 2; taken.has(name); count++) name = `${stem}-${count}${ending}`
  return name
}

/** How a show is told apart from the others: its id, or its date and place as written. */
const identity = (show: ShowEntry) => show.id || `${show.date ?? ``} ${show.where ?? ``}`

/** The shows of `now` that are not in `read` (added in the form), by their index in `now`. */
function addedShows(read: ShowEntry[], now: ShowEntry[]): number[] {
  const known = new Set(read.map(identity))
  return now.flatMap((show, index) => (known.has(identity(show)) ? [] : [index]))
}

/** `now` with an id for each added show that has none, made from its date and place ("2025-03-08-the-space"). */
export function withNewShowIds(read: ShowEntry[], now: ShowEntry[]): ShowEntry[] {
  const address = (show: ShowEntry) =>
    show.id || (show.date && show.where ? showSlug(show as Required<ShowEntry>) : ``)
  const added = new Set(addedShows(read, now))
  const filled = [...now]
  filled.forEach((show, index) => {
    if (!added.has(index) || show.id || !show.date?.trim() || !show.where?.trim()) return
    const others = new Set(filled.filter((_, at) => at !== index).map(address))
    filled[index] = { id: madeUnique(showSlug(show as Required<ShowEntry>), others), ...show }
  })
  return filled
}

/** The shows added in the form whose day is over in central Illinois (`today` is that day, YYYY-MM-DD). */
export function addedPastShows(read: ShowEntry[], now: ShowEntry[], today: string): ShowEntry[] {
  return addedShows(read, now)
    .map((index) => now[index]!)
    .filter((show) => (show.date ?? ``).slice(0, 10) < today && /^\d{4}-\d{2}-\d{2}/.test(show.date ?? ``))
}

/** The shows of the file that the form no longer has (taken out with ✕). */
export function removedShows(read: ShowEntry[], now: ShowEntry[]): ShowEntry[] {
  if (now.length >= read.length) return []
  const kept = new Set(now.map(identity))
  return read.filter((show) => !kept.has(identity(show)))
}

const listed = (shows: ShowEntry[]) => shows.map((show) => `  ${showLine(show)}`)

export function removalQuestion(removed: ShowEntry[]): string {
  const it = oneOrMany(removed, `it`, `them`)
  return [
    `This removes ${oneOrMany(removed, `a show`, `${removed.length} shows`)} from the site:`,
    ...listed(removed),
    ``,
    `Fans who added ${it} to their calendars would keep ${it}. If a show is called off, keep it and set its Status to "cancelled" instead (the band's editing guide, "When plans change").`,
    ``,
    `OK: remove ${it} and publish. Cancel: publish nothing.`,
  ].join(`\n`)
}

export function pastShowQuestion(past: ShowEntry[]): string {
  return [
    `${oneOrMany(past, `This new show is`, `These new shows are`)} dated in the past, so ${oneOrMany(past, `it goes`, `they go`)} straight under Previous, not Upcoming:`,
    ...listed(past),
    ``,
    `OK: publish as it is (a show already played). Cancel: publish nothing, and check the date.`,
  ].join(`\n`)
}

/** Said when the band answers Cancel to one of the questions above. */
export const showsNotPublished = `Nothing was published; your changes are still in this form.`

/** A show by what it has so far, and what it lacks of what names it: "the show added at The Space (no date yet)". */
function showWords(show: ShowEntry, position: number, added: boolean): string {
  const [date, where] = [text(show.date), text(show.where).slice(0, 60)]
  const lacks =
    (!date || !where) && `no ${[!date && `date`, !where && `place`].filter(Boolean).join(` or `)} yet`
  const named = [where && `at ${where}`, date && `on ${dateInWords(date)}`].filter(Boolean).join(` `)
  return `${added ? `the show added` : `the show`} ${named || `in place ${position + 1} of the list`}${lacks ? ` (${lacks})` : ``}`
}

/** The checker's problems that are a field a show of `now` lacks: not there, or an empty text. */
export function lackingFields(problems: readonly ContentProblem[], now: ShowEntry[]): ContentProblem[] {
  return problems.filter(({ at }) => {
    const [list, position, field] = at ?? []
    if (at?.length !== 3 || list !== `shows` || typeof position !== `number` || typeof field !== `string`)
      return false
    const value = now[position]?.[field]
    return value === undefined || (typeof value === `string` && value.trim() === ``)
  })
}

/** The fields the shows of `now` lack, said once for each show as the form shows it: Decap's refusal names none. */
export function unfinishedShows(
  problems: readonly ContentProblem[],
  read: ShowEntry[],
  now: ShowEntry[],
  label: (field: string) => string,
): string[] {
  const shows = new Map<number, Set<string>>()
  for (const { at } of lackingFields(problems, now)) {
    const [, position, field] = at as [string, number, string]
    if (!shows.has(position)) shows.set(position, new Set())
    shows.get(position)!.add(field)
  }
  const known = new Set(read.map(identity))
  return [...shows].map(([position, fields]) => {
    const show = now[position] ?? {}
    // Not added: one of the file's, or the file's show at its place with its date or place left as it was (edited).
    const inPlace: ShowEntry = read[position] ?? {}
    const edited = [`date`, `where`].some(
      (field) => text(show[field]) && text(show[field]) === text(inPlace[field]),
    )
    const added = !known.has(identity(show)) && !edited
    const labels = [...fields].map((field) => JSON.stringify(label(field)))
    return `${formLabels.shows}, ${showWords(show, position, added)}: ${listInWords(labels)} ${oneOrMany(labels, `is`, `are`)} empty; fill ${oneOrMany(labels, `it`, `them`)} in${added ? `, or remove this show with ✕` : ``}`
  })
}

/**
 * `now` with the ids an earlier Publish of the same form gave to shows it added (the form never shows them): each to
 * the show without an id most alike (moved to another date, it keeps its place and its words), so its address stays.
 */
export function withIdsGivenBefore(now: ShowEntry[], given: ShowEntry[]): ShowEntry[] {
  const filled = [...now]
  for (const earlier of given) {
    if (filled.some((show) => show.id === earlier.id)) continue
    const fields = Object.keys(earlier).filter((key) => key !== `id`)
    let [best, alike] = [-1, 0]
    filled.forEach((show, index) => {
      const same = show.id ? 0 : fields.filter((key) => show[key] === earlier[key]).length
      if (same > alike) [best, alike] = [index, same]
    })
    if (best >= 0) filled[best] = { id: earlier.id, ...filled[best] }
  }
  return filled
}
