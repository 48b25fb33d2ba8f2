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
 * Whether `day` (YYYY-MM-DD) may be over in central Illinois by `now`. Its midnight is 05:00 UTC the next morning in
 * summer (UTC-5) and 06:00 in winter (UTC-6): before the earlier of the two the day is certainly not over, which is
 * known without the time zone data that todayInCentralIllinois loads.
 */
export function dayMayHaveEnded(day: string, now: Date): boolean {
  const nextDayAtFiveUtc = Date.parse(`${day}T05:00:00Z`) + 24 * 60 * 60 * 1000
  return now.getTime() >= nextDayAtFiveUtc
}

/**
 * A show whose date is today or later (in central Illinois) is upcoming, soonest first; the rest are previous,
 * latest first. A show stays upcoming for the whole of its day, so fans can still find it that evening.
 */
export function splitShows<Show extends Dated>(
  shows: readonly Show[],
  now: Date,
): { upcoming: Show[]; previous: Show[] } {
  return splitShowsOn(shows, todayInCentralIllinois(now))
}

/** splitShows for a day already known (YYYY-MM-DD in central Illinois). */
export function splitShowsOn<Show extends Dated>(
  shows: readonly Show[],
  today: string,
): { upcoming: Show[]; previous: Show[] } {
  const byDate = (a: Show, b: Show) => a.date.localeCompare(b.date)
  const upcoming = shows.filter((show) => show.date.slice(0, 10) >= today).sort(byDate)
  const previous = shows
    .filter((show) => show.date.slice(0, 10) < today)
    .sort(byDate)
    .reverse()
  return { upcoming, previous }
}
