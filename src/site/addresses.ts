// Where a show's page and calendar files live in the site: shared by the pages that link them (in the browser
// bundle), the build steps that write them (which need Node) and the content checker.

/** A text as it can stand in an address: lowercase letters and digits joined by single dashes, at most `length`. */
export function addressWords(text: string, length: number): string {
  return text
    .normalize(`NFKD`)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, `-`)
    .replace(/^-+|-+$/g, ``)
    .slice(0, length)
    .replace(/-+$/, ``)
}

/** "2024-09-18-103-w-franklin-st-downs-il": the same for the same date and place, build after build. */
export function showSlug(show: { date: string; where: string }): string {
  return `${show.date.slice(0, 10)}-${addressWords(show.where, 60) || `show`}`
}

/** What a show can be told apart by: its id, written once, or else the slug of its date and place. */
export interface IdentifiedShow {
  id?: string | null
  date: string
  where: string
}

/**
 * A show's stable identity: its `id` when the content gives one (kept when the date or place changes, so its page's
 * address, its calendar entry's UID and shared links follow it), otherwise the slug of its date and place.
 */
export function showId(show: IdentifiedShow): string {
  return show.id || showSlug(show)
}

/** A show's own page, inside the site (before any path prefix). */
export function showPagePath(show: IdentifiedShow): string {
  return `/shows/${showId(show)}/`
}

/** Where a show's own calendar file is served, inside the site (before any path prefix). */
export function showCalendarPath(show: IdentifiedShow): string {
  return `/shows/${showId(show)}.ics`
}

/** Every show in one calendar, for calendar apps to subscribe to (iCalendar). */
export const showsCalendarFeedPath = `/shows.ics`

/** The feed of upcoming shows for feed readers (RSS). */
export const showsRssFeedPath = `/shows.xml`
