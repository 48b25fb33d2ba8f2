/** @jest-environment node */
// The calendar files, read back with an iCalendar parser (ical.js): every show an event, at the right instant,
// named and placed, with a UID that survives rebuilds; written the same way twice.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import ICAL from "ical.js"
import { DateTime } from "luxon"
import { showYears } from "../../content-model/schema"
import { bandTimeZone } from "../../shows/split-shows"
import { showCalendarPath, showSlug } from "../calendar-paths"
import { showsCalendar, type CalendarShow } from "../show-calendar"
import { writeCalendars } from "../write-calendars"

const band = { name: `Milk Patrol`, siteUrl: `https://www.milkpatrol.band` }
const summer: CalendarShow = {
  where: `The Space in Champaign`,
  when: `7:30pm, August 14, 2024`,
  date: `2024-08-14T19:30`,
  link: `https://www.eventbrite.com/e/979398426057`,
}
const winter: CalendarShow = {
  where: `The Bone Student Center`,
  when: `7pm, January 17th, 2025`,
  date: `2025-01-17T19:00`,
  link: `https://www.instagram.com/p/C5ghuJthe1u/`,
}
const dateOnly: CalendarShow = {
  where: `The Coffeehouse in Normal`,
  when: `February 23, 2024`,
  date: `2024-02-23`,
  link: `https://www.instagram.com/milkpatrolband/`,
}

/** The events of an .ics text, with their zones resolved from the file's own VTIMEZONE. */
function eventsOf(text: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents(`vtimezone`))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  return calendar.getAllSubcomponents(`vevent`).map((event) => new ICAL.Event(event))
}

test(`each event starts at the right instant in UTC, summer (CDT, -5) and winter (CST, -6)`, () => {
  const [august, january] = eventsOf(showsCalendar([summer, winter], band, `Milk Patrol shows`))
  expect(august!.startDate.toJSDate().toISOString()).toBe(`2024-08-15T00:30:00.000Z`)
  expect(august!.endDate.toJSDate().toISOString()).toBe(`2024-08-15T02:30:00.000Z`)
  expect(august!.component.getFirstProperty(`dtstart`)?.getParameter(`tzid`)).toBe(`America/Chicago`)
  expect(january!.startDate.toJSDate().toISOString()).toBe(`2025-01-18T01:00:00.000Z`)
})

test(`a show with only a date is an all-day event on that day`, () => {
  const [event] = eventsOf(showsCalendar([dateOnly], band, `x`))
  expect(event!.startDate.isDate).toBe(true)
  expect(event!.startDate.toString()).toBe(`2024-02-23`)
})

test(`summary, place, link and a UID made from the date and the place`, () => {
  const [event] = eventsOf(showsCalendar([summer], band, `x`))
  expect(event!.summary).toBe(`Milk Patrol at The Space in Champaign`)
  expect(event!.location).toBe(`The Space in Champaign`)
  expect(event!.component.getFirstPropertyValue(`url`)).toBe(summer.link)
  expect(event!.uid).toBe(`2024-08-14-the-space-in-champaign@www.milkpatrol.band`)
})

test(`subscribed apps refresh it daily; each entry's DTSTAMP is in UTC, not floating local time`, () => {
  const text = showsCalendar([summer, dateOnly], band, `x`)
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(String(calendar.getFirstPropertyValue(`refresh-interval`))).toBe(`P1D`)
  expect(calendar.getFirstPropertyValue(`x-published-ttl`)).toBe(`P1D`)
  const stamps = eventsOf(text).map((event) => event.component.getFirstPropertyValue(`dtstamp`) as ICAL.Time)
  expect(stamps.map((stamp) => [stamp.zone?.tzid, stamp.toJSDate().toISOString()])).toEqual([
    [`UTC`, `2024-08-15T00:30:00.000Z`],
    [`UTC`, `2024-02-23T06:00:00.000Z`],
  ])
  // Google Calendar reads the zone the calendar is in from X-WR-TIMEZONE.
  expect(calendar.getFirstPropertyValue(`x-wr-timezone`)).toBe(`America/Chicago`)
})

test(`the same content gives the same bytes, whatever the building machine's time zone`, () => {
  const original = process.env.TZ
  try {
    process.env.TZ = `Asia/Tokyo`
    const inTokyo = showsCalendar([summer, winter, dateOnly], band, `x`)
    process.env.TZ = `America/Los_Angeles`
    expect(showsCalendar([summer, winter, dateOnly], band, `x`)).toBe(inTokyo)
  } finally {
    process.env.TZ = original
  }
})

test(`a place's odd characters make a clean, stable file name`, () => {
  expect(showSlug({ date: `2024-09-18T16:00`, where: `103 W. Franklin St. Downs, IL` })).toBe(
    `2024-09-18-103-w-franklin-st-downs-il`,
  )
  expect(showCalendarPath({ date: `2025-05-01`, where: `Café "Moo" & Co.` })).toBe(
    `/shows/2025-05-01-cafe-moo-co.ics`,
  )
})

test(`writing twice gives the same files, and a removed show loses its file`, async () => {
  const publicDir = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-calendars-`))
  const read = async () => {
    const files = [
      `shows.ics`,
      ...(await fs.readdir(path.join(publicDir, `shows`))).map((name) => `shows/${name}`),
    ]
    return Object.fromEntries(
      await Promise.all(
        files.map(async (file) => [file, await fs.readFile(path.join(publicDir, file), `utf8`)]),
      ),
    )
  }
  expect(await writeCalendars(publicDir, [summer, winter], band)).toBe(3)
  const once = await read()
  await writeCalendars(publicDir, [summer, winter], band)
  expect(await read()).toEqual(once)
  expect(eventsOf(once[`shows.ics`]!)).toHaveLength(2)

  await writeCalendars(publicDir, [summer], band)
  expect(Object.keys(await read()).sort()).toEqual([
    `shows.ics`,
    `shows${showCalendarPath(summer).slice(`/shows`.length)}`,
  ])
  await fs.rm(publicDir, { recursive: true, force: true })
})

describe(`the years the checker lets a show be in (showYears) give calendars that read right`, () => {
  /** A show on `date`, written into a calendar and read back: where ical.js puts its start, in UTC. */
  const readBack = (date: string) =>
    eventsOf(showsCalendar([{ ...summer, date }], band, `x`))[0]!
      .startDate.toJSDate()
      .toISOString()
  /** Where the show really starts: central Illinois' clock on that day, as luxon's time zone data has it. */
  const realStart = (date: string) => DateTime.fromISO(date, { zone: bandTimeZone }).toUTC().toISO()

  test.each([
    `${showYears.first}-01-01T00:00`,
    // 2007's first clock changes: the second Sunday of March and the first of November.
    `${showYears.first}-03-11T03:00`,
    `${showYears.first}-11-04T20:00`,
    `${showYears.last}-07-04T20:00`,
    `${showYears.last}-12-31T23:59`,
  ])(`%s is read back at its real start`, (date) => {
    expect(readBack(date)).toBe(realStart(date))
  })

  test(`a show with only a date on the last day is an all-day event that day`, () => {
    const [event] = eventsOf(showsCalendar([{ ...dateOnly, date: `${showYears.last}-12-31` }], band, `x`))
    expect(event!.startDate.toString()).toBe(`${showYears.last}-12-31`)
  })

  test(`the year before the first is where calendars go wrong (late March 2006: an hour off), hence the bound`, () => {
    const date = `${showYears.first - 1}-03-20T20:00`
    expect(Date.parse(readBack(date)) - Date.parse(realStart(date)!)).toBe(-60 * 60_000)
  })

  test(`9999-12-31T23:59, which the checker refuses, gives an event ical.js cannot read (its end is in 10000)`, () => {
    const [event] = eventsOf(showsCalendar([{ ...summer, date: `9999-12-31T23:59` }], band, `x`))
    expect(() => event!.endDate.toJSDate()).toThrow(/Could not extract integer/)
  })
})
