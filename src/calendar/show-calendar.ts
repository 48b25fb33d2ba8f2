// The shows as iCalendar files fans can add to their calendars: one per show, and the feed of all of them
// (/shows.ics). Times are central Illinois time with the zone named (TZID=America/Chicago), so a phone in another
// zone shows the right hour; a show with only a date is an all-day event, one with a time lasts two hours.
import ical, { ICalCalendarMethod } from "ical-generator"
import { getVtimezoneComponent } from "@touch4it/ical-timezones"
import { DateTime, Duration } from "luxon"
import { bandTimeZone } from "../shows/split-shows"
import { showSlug } from "./calendar-paths"

export interface CalendarShow {
  where: string
  when: string
  date: string
  link: string
}

export interface CalendarBand {
  name: string
  siteUrl: string
}

/** How long a show with a start time lasts, until the content can say otherwise. */
const showHours = 2

/** An iCalendar file holding `shows`: written from content alone, so a rebuild writes the same bytes. */
export function showsCalendar(shows: readonly CalendarShow[], band: CalendarBand, name: string): string {
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
    const common = {
      id: `${showSlug(show)}@${host}`,
      // When this entry was written: derived from the show, not the clock, so that rebuilds do not change it.
      stamp: start,
      summary: `${band.name} at ${show.where}`,
      location: show.where,
      url: show.link,
      description: `${show.when}\n${show.link}`,
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
  return calendar.toString()
}
