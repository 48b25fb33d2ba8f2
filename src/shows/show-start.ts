// When a show starts, as search engines read it: worked out at build time (gatsby-node puts it on each Show node),
// so the time-zone library never reaches a visitor's browser.
import { DateTime } from "luxon"
import { bandTimeZone } from "../site/band-day"

/** A show's start as ISO 8601: a date, or a local time with central Illinois' offset on that date (DST included). */
export function showStartDate(date: string): string {
  if (!date.includes(`T`)) return date
  return DateTime.fromISO(date, { zone: bandTimeZone }).toISO({ suppressMilliseconds: true }) ?? date
}

/** How long a show with a start time lasts, until the content can say otherwise (calendars and search engines). */
export const showHours = 2

/** When a show is over as ISO 8601: `showHours` after its start, or its own day when it has only a date. */
export function showEndDate(date: string): string {
  if (!date.includes(`T`)) return date
  const end = DateTime.fromISO(date, { zone: bandTimeZone }).plus({ hours: showHours })
  return end.toISO({ suppressMilliseconds: true }) ?? date
}

/** A date as fans read it: "September 13, 2097", with the time when there is one ("September 13, 2097, 7pm"). */
export function spokenDate(date: string): string {
  const start = DateTime.fromISO(date, { zone: bandTimeZone })
  const day = start.setLocale(`en-US`).toFormat(`MMMM d, yyyy`)
  if (!date.includes(`T`)) return day
  const time = start
    .setLocale(`en-US`)
    .toFormat(start.minute === 0 ? `ha` : `h:mma`)
    .toLowerCase()
  return `${day}, ${time}`
}
