// What the editor says or fills in when the Shows form adds or removes a show (CONTENT.md, "Add a show" and "When
// plans change"): a new show gets its `id` from its first date and place, a new show dated in the past is asked
// about, and a show that was in the file is removed only once the band has said yes. Nothing here needs a browser.
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

const named = (show: ShowEntry) => `${show.date ?? `no date`}, ${show.where ?? `no place`}`

/** Asked before a Publish that removes shows the file had. */
export function removalQuestion(removed: ShowEntry[]): string {
  return [
    `This removes ${removed.length === 1 ? `a show` : `${removed.length} shows`} from the site:`,
    ...removed.map((show) => `  ${named(show)}`),
    ``,
    `Fans who added ${removed.length === 1 ? `it` : `them`} to their calendars would keep ${removed.length === 1 ? `it` : `them`}. If a show is called off, keep it and set its Status to "cancelled" instead (CONTENT.md, "When plans change").`,
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
