// Upcoming and previous shows, worked out from each show's date: nobody has to move a show by hand.
export const bandTimeZone = `America/Chicago`

/** Today's date in central Illinois as YYYY-MM-DD, whatever the time zone of the machine or the visitor. */
export function todayInCentralIllinois(now: Date): string {
  const parts = new Intl.DateTimeFormat(`en-CA`, {
    timeZone: bandTimeZone,
    year: `numeric`,
    month: `2-digit`,
    day: `2-digit`,
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ``
  return `${part(`year`)}-${part(`month`)}-${part(`day`)}`
}

interface Dated {
  /** ISO 8601 local time in central Illinois: YYYY-MM-DD or YYYY-MM-DDTHH:MM. */
  date: string
}

/**
 * A show whose date is today or later (in central Illinois) is upcoming, soonest first; the rest are previous,
 * latest first. A show stays upcoming for the whole of its day, so fans can still find it that evening.
 */
export function splitShows<Show extends Dated>(
  shows: readonly Show[],
  now: Date,
): { upcoming: Show[]; previous: Show[] } {
  const today = todayInCentralIllinois(now)
  const byDate = (a: Show, b: Show) => a.date.localeCompare(b.date)
  const upcoming = shows.filter((show) => show.date.slice(0, 10) >= today).sort(byDate)
  const previous = shows
    .filter((show) => show.date.slice(0, 10) < today)
    .sort(byDate)
    .reverse()
  return { upcoming, previous }
}
