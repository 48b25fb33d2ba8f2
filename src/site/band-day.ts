// The band's day: central Illinois' time zone, and what day it is there. Upcoming shows, the checker's warnings and
// the calendars all count days this way, whatever the time zone of the build machine or the visitor.
/** The band's time zone: every show's date and time is written in it. */
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

/**
 * Whether `day` (YYYY-MM-DD) may be over in central Illinois by `now`. Its midnight is 05:00 UTC the next morning in
 * summer (UTC-5) and 06:00 in winter (UTC-6): before the earlier of the two the day is certainly not over, which is
 * known without the time zone data that todayInCentralIllinois loads.
 */
export function dayMayHaveEnded(day: string, now: Date): boolean {
  const nextDayAtFiveUtc = Date.parse(`${day}T05:00:00Z`) + 24 * 60 * 60 * 1000
  return now.getTime() >= nextDayAtFiveUtc
}
