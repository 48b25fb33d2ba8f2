// What the editor says or fills in when the Shows form adds or removes a show (CONTENT.md, "Add a show" and "When
// plans change"): a new show gets its `id` from its first date and place, a new show dated in the past is asked
// about, and a show that was in the file is removed only once the band has said yes. Nothing here needs a browser.
import type { ContentProblem } from "../content-model/content-rules"
import { showSlug } from "../site/addresses"

export interface ShowEntry {
  id?: string
  date?: string
  where?: string
  when?: string
  [field: string]: unknown
}

/** How a show is told apart from the others: its id, or its date and place as written. */
const identity = (show: ShowEntry) => show.id || `${show.date ?? ``} ${show.where ?? ``}`

/** The shows of `now` that are not in `read` (added in the form), by their index in `now`. */
export function addedShows(read: ShowEntry[], now: ShowEntry[]): number[] {
  const known = new Set(read.map(identity))
  return now.flatMap((show, index) => (known.has(identity(show)) ? [] : [index]))
}

/**
 * `now` with an id for each added show that has none, made from its date and place ("2025-03-08-the-space"), as
 * CONTENT.md says ids are made, and made unique among the shows' ids and addresses.
 */
export function withNewShowIds(read: ShowEntry[], now: ShowEntry[]): ShowEntry[] {
  const address = (show: ShowEntry) => show.id || (show.date && show.where ? showSlug(show as Dated) : ``)
  const added = new Set(addedShows(read, now))
  const filled = [...now]
  filled.forEach((show, index) => {
    if (!added.has(index) || show.id || !show.date?.trim() || !show.where?.trim()) return
    const others = new Set(filled.filter((_, at) => at !== index).map(address))
    const made = showSlug(show as Dated)
    let id = made
    for (let n = 2; others.has(id); n++) id = `${made}-${n}`
    filled[index] = { id, ...show }
  })
  return filled
}
type Dated = { date: string; where: string }

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

/** A show's date as a band member reads it: "2027-06-12 at 20:00", not "2027-06-12T20:00". */
export const readableDate = (date: string) => date.replace(/T(\d\d:\d\d)/, ` at $1`)

const named = (show: ShowEntry) =>
  `${show.date ? readableDate(show.date) : `no date`}, ${show.where ?? `no place`}`

/** Asked before a Publish that removes shows the file had. */
export function removalQuestion(removed: ShowEntry[]): string {
  return [
    `This removes ${removed.length === 1 ? `a show` : `${removed.length} shows`} from the site:`,
    ...removed.map((show) => `  ${named(show)}`),
    ``,
    `Fans who added ${removed.length === 1 ? `it` : `them`} to their calendars would keep ${removed.length === 1 ? `it` : `them`}. If a show is called off, keep it and set its Status to "cancelled" instead (the band's editing guide, "When plans change").`,
    ``,
    `OK: remove ${removed.length === 1 ? `it` : `them`} and publish. Cancel: publish nothing.`,
  ].join(`\n`)
}

/** Asked before a Publish that adds shows whose day is over. */
export function pastShowQuestion(past: ShowEntry[]): string {
  return [
    `${past.length === 1 ? `This new show is` : `These new shows are`} dated in the past, so ${past.length === 1 ? `it goes` : `they go`} straight under Previous, not Upcoming:`,
    ...past.map((show) => `  ${named(show)}`),
    ``,
    `OK: publish as it is (a show already played). Cancel: publish nothing, and check the date.`,
  ].join(`\n`)
}

/** Said when the band answers Cancel to one of the questions above. */
export const showsNotPublished = `Nothing was published; your changes are still in this form.`

// ---- A show not filled in (an empty block added, or given back as the page was left) ----

const text = (value: unknown) => (typeof value === `string` ? value.trim() : ``)

/** What a show has so far, and what it lacks of what names it: "added, no date or place yet". */
function showWords(show: ShowEntry, added: boolean): string {
  const [date, where] = [text(show.date).slice(0, 10), text(show.where)]
  const lacks =
    (!date || !where) && `no ${[!date && `date`, !where && `place`].filter(Boolean).join(` or `)} yet`
  return [added && `added`, date, where.slice(0, 60), lacks].filter(Boolean).join(`, `)
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

/**
 * The fields the shows of `now` lack, from the checker's problems, said once for each show as the form shows it:
 * its position, whether the form added it and what it has so far, and the fields by their labels ("show 5 (added,
 * no date or place yet): "Where (venue or address)" and "Date and start time, …" are empty; …"). Decap's own refusal
 * of an empty field names no show.
 */
export function unfinishedShows(
  problems: readonly ContentProblem[],
  read: ShowEntry[],
  now: ShowEntry[],
  label: (field: string) => string,
): string[] {
  const shows = new Map<number, { file: string; fields: string[] }>()
  for (const { file, at } of lackingFields(problems, now)) {
    const [, position, field] = at as [string, number, string]
    const show = shows.get(position) ?? { file, fields: [] }
    if (!show.fields.includes(field)) show.fields.push(field)
    shows.set(position, show)
  }
  const known = new Set(read.map(identity))
  return [...shows].map(([position, { file, fields }]) => {
    const show = now[position] ?? {}
    // Not added: one of the file's, or the file's show at its place with its date or place left as it was (edited).
    const inPlace = read[position]
    const edited = [`date`, `where`].some(
      (field) => inPlace && text(show[field]) && text(show[field]) === text(inPlace[field]),
    )
    const added = !known.has(identity(show)) && !edited
    const labels = fields.map((field) => JSON.stringify(label(field)))
    const one = labels.length === 1
    const named = one ? labels[0] : `${labels.slice(0, -1).join(`, `)} and ${labels.at(-1)}`
    return `${file}: show ${position + 1} (${showWords(show, added)}): ${named} ${one ? `is` : `are`} empty; fill ${one ? `it` : `them`} in${added ? `, or remove this show with ✕` : ``}`
  })
}

/**
 * `now` with the ids given before, at an earlier Publish of the same form, to shows it added: the form never shows
 * them, so each goes to the show without an id that has most of its fields alike (moved to another date, it keeps
 * its place and its words), and the show's address stays the one it was published under.
 */
export function withIdsGivenBefore(now: ShowEntry[], given: ShowEntry[]): ShowEntry[] {
  const filled = [...now]
  for (const earlier of given) {
    if (filled.some((show) => show.id === earlier.id)) continue
    let [best, alike] = [-1, 0]
    filled.forEach((show, index) => {
      const same = show.id
        ? 0
        : Object.keys(earlier).filter((key) => key !== `id` && show[key] === earlier[key]).length
      if (same > alike) [best, alike] = [index, same]
    })
    if (best >= 0) filled[best] = { id: earlier.id, ...filled[best] }
  }
  return filled
}
