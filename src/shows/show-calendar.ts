// The shows as iCalendar files fans can add to their calendars: the feed of all of them (/shows.ics, a calendar to
// subscribe to, with its name and refresh interval) and one file per show ("Add to calendar": a single event and no
// calendar properties, which Outlook would read as a new calendar, MS-OXCICAL). Times are central Illinois time with
// the zone named (TZID=America/Chicago), so a phone in another zone shows the right hour; a show with only a date is
// an all-day event (DTEND the next day), one with a time ends two hours later, a guess the description says. A show
// keeps its UID (its stable id) whatever happens to it, and each file's SEQUENCE is the minute it was made, so a
// calendar updates the entry (or marks it cancelled) after any edit instead of keeping a ghost.
import ical, {
  escape,
  foldLines,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from "ical-generator"
import { getVtimezoneComponent } from "@touch4it/ical-timezones"
import { DateTime, Duration } from "luxon"
import { bandTimeZone } from "../site/band-day"
import { absoluteUrl } from "../site/site-url"
import type { ShowPart } from "./show-nodes"
import { showHours } from "./show-start"
import { addressLines, sellsTickets, showPageTexts, statusPrefix, statusWords } from "./show-words"

/** A show in a calendar: its showId is the event's UID, whatever its date; its page (before any prefix) the URL. */
export type CalendarShow = ShowPart<
  `showId` | `pagePath` | `where` | `when` | `date` | `link`,
  `status` | `previousWhen` | `venue`
>

export interface CalendarBand {
  name: string
  siteUrl: string
  /** The path prefix the site is built with ("/milkpatrol" on GitHub Pages), or none. */
  pathPrefix?: string
}

/**
 * SEQUENCE, the entry's revision: whole minutes from 2024 to the moment the file is made. A calendar takes an update
 * only from a higher SEQUENCE than the one it holds, so it must never go down, whatever is edited. No rule on the
 * content alone can promise that (an edit and its undo would each have to raise it), and the content keeps no
 * history; the moment of the build only moves forward, and every edit reaches fans through a build. It rises on a
 * rebuild with no edit too, which calendars take as the same event again.
 */
export function calendarSequence(made: Date): number {
  return Math.max(0, Math.floor((made.getTime() - Date.UTC(2024, 0, 1)) / 60_000))
}

/** The end a timed show is given in calendars, said in its description: the content has no end time. */
export const guessedEndWords = `Ends about ${showHours} hours after it starts (a guess: the band has not said).`

const eventStatuses: Record<string, ICalEventStatus> = {
  cancelled: ICalEventStatus.CANCELLED,
  // Not going ahead on this date, with no other date yet.
  postponed: ICalEventStatus.TENTATIVE,
}

/** A text's words alone, lower case and space-bounded: "103 W. Franklin St." and "103 w franklin st" read alike. */
const wordsOf = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ` `)
    .trim()} `

/**
 * Where the show is, as a calendar's map search reads it: the venue's name and what is known of its address, each
 * part once. A "where" that is the address written out (the Downs show) gives the address alone; a line of the
 * address the name already says is not said again.
 */
export function calendarLocation(show: Pick<CalendarShow, `where` | `venue`>): string {
  const address = addressLines(show.venue)
  if (!show.venue?.name && address.length === 0) return show.where
  if (!show.venue?.name && wordsOf(address.join(` `)) === wordsOf(show.where)) return address.join(`, `)
  const name = show.venue?.name ?? show.where
  return [name, ...address.filter((line) => !wordsOf(name).includes(wordsOf(line)))].join(`, `)
}

/** The show's page, full address, in the build's path prefix. */
function pageAddress(band: CalendarBand, sitePath: string): string {
  return absoluteUrl(band.siteUrl, sitePath, band.pathPrefix ?? ``)
}

function addEvent(calendar: ICalCalendar, show: CalendarShow, band: CalendarBand, made: Date): void {
  // Luxon carries the zone, so the times come out the same whatever the zone of the machine that builds.
  const start = DateTime.fromISO(show.date, { zone: bandTimeZone })
  const status = show.status ?? `scheduled`
  const words = statusWords(status, show.previousWhen)
  const timed = show.date.includes(`T`)
  const url = pageAddress(band, show.pagePath)
  const common = {
    id: `${show.showId}@${new URL(band.siteUrl).hostname}`,
    sequence: calendarSequence(made),
    status: eventStatuses[status] ?? ICalEventStatus.CONFIRMED,
    stamp: DateTime.fromJSDate(made, { zone: `UTC` }),
    summary: `${statusPrefix(status)}${band.name} at ${show.where}`,
    location: calendarLocation(show),
    url,
    description: [
      words,
      show.when,
      timed ? guessedEndWords : undefined,
      url,
      // A cancelled show sells nothing: its link is for news of it.
      `${sellsTickets(status, false) ? showPageTexts.tickets : showPageTexts.info}: ${show.link}`,
    ]
      .filter(Boolean)
      .join(`\n`),
  }
  if (timed)
    calendar.createEvent({ ...common, start, end: start.plus({ hours: showHours }), timezone: bandTimeZone })
  // Only a date: an all-day event on that calendar day wherever the fan is, ending as the next day begins.
  else calendar.createEvent({ ...common, start, end: start.plus({ days: 1 }), allDay: true })
}

const productId = (band: CalendarBand) => ({ company: band.name, product: `shows`, language: `EN` })
// The zone's VTIMEZONE comes from the events that name it. Not the calendar's own zone: ical-generator would then
// write each DTSTAMP as a floating local time, where the standard asks for UTC.
const eventZones = { name: null, generator: getVtimezoneComponent }

/**
 * The feed: a calendar holding `shows`, named `name`, `made` at the given moment (each entry's DTSTAMP, as RFC 5545
 * asks): the same content and moment give the same bytes.
 */
export function showsCalendar(
  shows: readonly CalendarShow[],
  band: CalendarBand,
  name: string,
  made: Date,
): string {
  const calendar = ical({
    // ical-generator 11 writes NAME and X-WR-CALNAME as given, where TEXT asks for its commas and semicolons escaped
    // ("The Space\, Champaign"): its own escape does it.
    name: escape(name, false),
    prodId: productId(band),
    method: ICalCalendarMethod.PUBLISH,
    timezone: eventZones,
    url: pageAddress(band, `/schedule/`),
    // Subscribed calendars (Google's "From URL", Apple's webcal://) fetch the feed again once a day.
    ttl: Duration.fromObject({ days: 1 }).as(`seconds`),
    x: { "X-WR-TIMEZONE": bandTimeZone },
  })
  for (const show of shows) addEvent(calendar, show, band, made)
  return inStandardOrder(calendar.toString())
}

/** One show's file: its event alone, in a calendar with no properties of its own but the ones RFC 5545 requires. */
export function showEventFile(show: CalendarShow, band: CalendarBand, made: Date): string {
  const calendar = ical({ prodId: productId(band), method: ICalCalendarMethod.PUBLISH, timezone: eventZones })
  addEvent(calendar, show, band, made)
  return inStandardOrder(calendar.toString())
}

// ---- What ical-generator 11 still writes otherwise than RFC 5545 asks ----

/**
 * The file as the standard has it: the calendar's own properties before its components (RFC 5545's icalbody is
 * calprops, then components), where ical-generator writes REFRESH-INTERVAL and X-PUBLISHED-TTL after the VTIMEZONE
 * and X-WR-TIMEZONE after the events; and every line ended by CRLF, the last included, which the library leaves
 * bare. Lines are unfolded to be moved whole, then folded again by the library's own folding (75 octets).
 */
function inStandardOrder(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, ``).split(`\r\n`)
  const own: string[] = []
  const components: string[] = []
  let depth = 0
  for (const line of lines) {
    if (line.startsWith(`BEGIN:`)) depth++
    const atCalendar = depth === 1 && !line.startsWith(`BEGIN:`) && !line.startsWith(`END:`)
    if (line.startsWith(`END:`)) depth--
    if (line === `BEGIN:VCALENDAR` || line === `END:VCALENDAR`) continue
    if (atCalendar) own.push(line)
    else components.push(line)
  }
  return foldLines([`BEGIN:VCALENDAR`, ...own, ...components, `END:VCALENDAR`].join(`\r\n`)) + `\r\n`
}
