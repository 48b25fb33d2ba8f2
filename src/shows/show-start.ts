// When a show starts, as search engines read it: worked out at build time (gatsby-node puts it on each Show node),
// so the time-zone library never reaches a visitor's browser.
import { DateTime } from "luxon"
import { bandTimeZone } from "./split-shows"

/** A show's start as ISO 8601: a date, or a local time with central Illinois' offset on that date (DST included). */
export function showStartDate(date: string): string {
  if (!date.includes(`T`)) return date
  return DateTime.fromISO(date, { zone: bandTimeZone }).toISO({ suppressMilliseconds: true }) ?? date
}
