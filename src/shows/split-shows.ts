// Upcoming and previous shows, worked out from each show's date: nobody has to move a show by hand.
import { todayInCentralIllinois } from "../site/band-day"

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
