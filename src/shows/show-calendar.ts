// The shows as iCalendar files fans can add to their calendars: one per show, and the feed of all of them
// (/shows.ics). Times are central Illinois time with the zone named (TZID=America/Chicago), so a phone in another
// zone shows the right hour; a show with only a date is an all-day event, one with a time lasts two hours. A show
// keeps its UID (its stable id) whatever happens to it, and a change of plans raises its SEQUENCE, so a subscribed
// calendar updates the entry (or marks it cancelled) instead of keeping a ghost.
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator"
import { getVtimezoneComponent } from "@touch4it/ical-timezones"
import { DateTime, Duration } from "luxon"
import { bandTimeZone } from "../site/band-day"
import { showHours } from "./show-start"
import { statusWords } from "./show-words"

export interface CalendarShow {
  /** The show's stable identity (src/site/addresses.ts): its UID, whatever its date. */
  showId: string
  where: string
  when: string
  date: string
  link: string
  status?: string | null
  previousWhen?: string | null
}

export interface CalendarBand {
  name: string
  siteUrl: string
}

/**
 * Each status's revision of the entry (SEQUENCE), rising as plans change: a postponed show may be rescheduled and
 * any show may be cancelled, and a calendar takes an update only from a higher SEQUENCE than the one it holds.
 */
export const showSequences: Record<string, number> = {
  scheduled: 0,
  "sold out": 0,
  postponed: 1,
  rescheduled: 2,
  cancelled: 3,
}

const eventStatuses: Record<string, ICalEventStatus> = {
  cancelled: ICalEventStatus.CANCELLED,
  // Not going ahead on this date, with no other date yet.
  postponed: ICalEventStatus.TENTATIVE,
}

/**
 * An iCalendar file holding `shows`, `made` at the given moment (each entry's DTSTAMP, as RFC 5545 asks): the same
 * content and moment give the same bytes.
 */
export function showsCalendar(
  shows: readonly CalendarShow[],
  band: CalendarBand,
  name: string,
  made: Date,
): string {
  const host = new URL(band.siteUrl).hostname
  const calendar = ical({
    name,
    prodId: { company: band.name, product: `shows`, language: `EN` },
    method: ICalCalendarMethod.PUBLISH,
    // The zone's VTIMEZONE comes from the events that name it. Not the calendar's own zone: ical-generator would
    // then write each DTSTAMP as a floating local time, where the standard asks for UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
    url: band.siteUrl,
    // Subscribed calendars (Google's "From URL", Apple's webcal://) fetch the feed again once a day.
    ttl: Duration.fromObject({ days: 1 }).as(`seconds`),
    x: { "X-WR-TIMEZONE": bandTimeZone },
  })
  for (const show of shows) {
    // Luxon carries the zone, so the times come out the same whatever the zone of the machine that builds.
    const start = DateTime.fromISO(show.date, { zone: bandTimeZone })
    const status = show.status ?? `scheduled`
    const words = statusWords(status, show.previousWhen)
    const common = {
      id: `${show.showId}@${host}`,
      sequence: showSequences[status] ?? 0,
      status: eventStatuses[status] ?? ICalEventStatus.CONFIRMED,
      stamp: DateTime.fromJSDate(made, { zone: `UTC` }),
      summary: `${status === `cancelled` || status === `postponed` ? `${words}: ` : ``}${band.name} at ${show.where}`,
      location: show.where,
      url: show.link,
      description: [words, show.when, show.link].filter(Boolean).join(`\n`),
    }
    if (show.date.includes(`T`)) {
      calendar.createEvent({
        ...common,
        start,
        end: start.plus({ hours: showHours }),
        timezone: bandTimeZone,
      })
    } else {
      // Only a date: an all-day event on that calendar day wherever the fan is.
      calendar.createEvent({ ...common, start, allDay: true })
    }
  }
  return inStandardOrder(calendar.toString())
}

// ---- What ical-generator writes otherwise than RFC 5545 and RFC 7986 ask ----

/** The calendar's own properties whose text ical-generator writes without escaping its commas and semicolons. */
const calendarTexts = new Set([`NAME`, `X-WR-CALNAME`])

/**
 * The file as the standard has it: the calendar's own properties (REFRESH-INTERVAL, X-PUBLISHED-TTL, X-WR-TIMEZONE)
 * before its components, not after; the calendar's name escaped ("The Space\, Champaign"); every line, the last
 * included, ended by CRLF; lines folded at 75 octets.
 */
export function inStandardOrder(text: string): string {
  const lines = text
    .replace(/\r\n[ \t]/g, ``)
    .split(`\r\n`)
    .filter((line) => line !== ``)
  const own: string[] = []
  const components: string[] = []
  let depth = 0
  for (const line of lines) {
    if (line.startsWith(`BEGIN:`)) depth++
    const atCalendar = depth === 1 && !line.startsWith(`BEGIN:`) && !line.startsWith(`END:`)
    if (line.startsWith(`END:`)) depth--
    if (line === `BEGIN:VCALENDAR` || line === `END:VCALENDAR`) continue
    if (atCalendar) own.push(escapedCalendarText(line))
    else components.push(line)
  }
  return [`BEGIN:VCALENDAR`, ...own, ...components, `END:VCALENDAR`].map(folded).join(`\r\n`) + `\r\n`
}

function escapedCalendarText(line: string): string {
  const colon = line.indexOf(`:`)
  const property = line.slice(0, colon).split(`;`)[0]!
  if (!calendarTexts.has(property)) return line
  const value = line
    .slice(colon + 1)
    .replace(/\\/g, `\\\\`)
    .replace(/[,;]/g, (mark) => `\\${mark}`)
  return `${line.slice(0, colon + 1)}${value}`
}

/** A content line folded every 75 octets, never inside a character. */
function folded(line: string): string {
  const parts: string[] = []
  let part = ``
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    // The first line holds 75 octets; each continuation line 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(part)
      part = ``
      octets = 0
    }
    part += character
    octets += size
  }
  parts.push(part)
  return parts.join(`\r\n `)
}
