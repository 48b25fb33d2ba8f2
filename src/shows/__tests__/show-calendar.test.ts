/** @jest-environment node */
// The calendar files, read back with an iCalendar parser (ical.js): every show an event, at the right instant,
// named and placed, with a UID that survives rebuilds and a change of date; a SEQUENCE that never goes down over any
// series of edits (a property over edit histories); each show's own file one event and no calendar; the file laid
// out as RFC 5545 asks; written the same way twice.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import ICAL from "ical.js"
import fc from "fast-check"
import { DateTime } from "luxon"
import { showYears } from "../../content-model/schema"
import { bandTimeZone } from "../../site/band-day"
import { showCalendarPath, showSlug } from "../../site/addresses"
import { guessedEndWords, showEventFile, showsCalendar, type CalendarShow } from "../show-calendar"
import { writeCalendars } from "../write-calendars"

const band = { name: `Milk Patrol`, siteUrl: `https://www.milkpatrol.band` }
/** When the files are made: each entry's DTSTAMP. */
const made = new Date(`2026-11-25T06:30:00Z`)
const summer: CalendarShow = {
  showId: `2024-08-14-the-space-in-champaign`,
  pagePath: `/shows/2024-08-14-the-space-in-champaign/`,
  where: `The Space in Champaign`,
  when: `7:30pm, August 14, 2024`,
  date: `2024-08-14T19:30`,
  link: `https://www.eventbrite.com/e/979398426057`,
}
const winter: CalendarShow = {
  showId: `2025-01-17-the-bone-student-center`,
  pagePath: `/shows/2025-01-17-the-bone-student-center/`,
  where: `The Bone Student Center`,
  when: `7pm, January 17th, 2025`,
  date: `2025-01-17T19:00`,
  link: `https://www.instagram.com/p/C5ghuJthe1u/`,
}
const dateOnly: CalendarShow = {
  showId: `2024-02-23-the-coffeehouse-in-normal`,
  pagePath: `/shows/2024-02-23-the-coffeehouse-in-normal/`,
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
  const [august, january] = eventsOf(showsCalendar([summer, winter], band, `Milk Patrol shows`, made))
  expect(august!.startDate.toJSDate().toISOString()).toBe(`2024-08-15T00:30:00.000Z`)
  expect(august!.endDate.toJSDate().toISOString()).toBe(`2024-08-15T02:30:00.000Z`)
  expect(august!.component.getFirstProperty(`dtstart`)?.getParameter(`tzid`)).toBe(`America/Chicago`)
  expect(january!.startDate.toJSDate().toISOString()).toBe(`2025-01-18T01:00:00.000Z`)
})

test(`a show with only a date is an all-day event on that day`, () => {
  const [event] = eventsOf(showsCalendar([dateOnly], band, `x`, made))
  expect(event!.startDate.isDate).toBe(true)
  expect(event!.startDate.toString()).toBe(`2024-02-23`)
})

test(`summary, place, the show's page as its URL and a UID made from the date and the place`, () => {
  const [event] = eventsOf(showsCalendar([summer], band, `x`, made))
  expect(event!.summary).toBe(`Milk Patrol at The Space in Champaign`)
  expect(event!.location).toBe(`The Space in Champaign`)
  expect(event!.component.getFirstPropertyValue(`url`)).toBe(
    `https://www.milkpatrol.band/shows/2024-08-14-the-space-in-champaign/`,
  )
  expect(event!.description).toContain(summer.link)
  expect(event!.uid).toBe(`2024-08-14-the-space-in-champaign@www.milkpatrol.band`)
})

test(`in a build with a path prefix the URL keeps it; the UID does not change`, () => {
  const pages = { name: `Milk Patrol`, siteUrl: `https://milk-patrol.github.io`, pathPrefix: `/milkpatrol` }
  const [event] = eventsOf(showEventFile(summer, pages, made))
  expect(event!.component.getFirstPropertyValue(`url`)).toBe(
    `https://milk-patrol.github.io/milkpatrol/shows/2024-08-14-the-space-in-champaign/`,
  )
})

test(`LOCATION names the venue and what is known of its address, when the content knows them`, () => {
  const venue = { name: `The Space`, city: `Champaign`, state: `IL` }
  const [event] = eventsOf(showEventFile({ ...summer, venue }, band, made))
  expect(event!.location).toBe(`The Space, Champaign, IL`)
  const [cityOnly] = eventsOf(showEventFile({ ...winter, venue: { city: `Normal` } }, band, made))
  expect(cityOnly!.location).toBe(`The Bone Student Center, Normal`)
})

test(`LOCATION says each part of the place once, when "where" is the address written out (the Downs show)`, () => {
  const downs: CalendarShow = {
    showId: `2024-09-18-103-w-franklin-st-downs-il`,
    pagePath: `/shows/2024-09-18-103-w-franklin-st-downs-il/`,
    where: `103 W. Franklin St. Downs, IL`,
    when: `4pm, Sept 18th, 2024`,
    date: `2024-09-18T16:00`,
    link: `https://www.instagram.com/downsvillagemarket`,
    venue: { street: `103 W. Franklin St.`, city: `Downs`, state: `IL` },
  }
  const [event] = eventsOf(showEventFile(downs, band, made))
  const location = String(event!.location)
  const times = (part: string) => [part, location.split(part).length - 1]
  expect([`103`, `Franklin`, `Downs`, `IL`].map(times)).toEqual(
    [`103`, `Franklin`, `Downs`, `IL`].map((part) => [part, 1]),
  )
  expect(location).toBe(`103 W. Franklin St., Downs, IL`)
  // A place's name in "where" that the address does not hold is kept, before the address.
  const [market] = eventsOf(showEventFile({ ...downs, where: `Downs Village Market` }, band, made))
  expect(market!.location).toBe(`Downs Village Market, 103 W. Franklin St., Downs, IL`)
})

test(`an all-day show ends as the next day begins; a timed one two hours on, which its description calls a guess`, () => {
  const [allDay] = eventsOf(showEventFile(dateOnly, band, made))
  expect(allDay!.component.getFirstPropertyValue(`dtend`)?.toString()).toBe(`2024-02-24`)
  expect(allDay!.description).not.toContain(guessedEndWords)
  const [timed] = eventsOf(showEventFile(summer, band, made))
  expect(timed!.endDate.toJSDate().getTime() - timed!.startDate.toJSDate().getTime()).toBe(2 * 60 * 60_000)
  expect(timed!.description).toContain(guessedEndWords)
})

test(`a show's own file is one event and no calendar (Outlook adds it); the feed is a calendar to subscribe to`, () => {
  const own = showEventFile(summer, band, made)
  const calendar = new ICAL.Component(ICAL.parse(own))
  expect(calendar.getAllSubcomponents(`vevent`)).toHaveLength(1)
  for (const name of [`x-wr-calname`, `name`, `refresh-interval`, `x-published-ttl`, `url`])
    expect([name, calendar.getFirstProperty(name)]).toEqual([name, null])
  expect(calendar.getFirstPropertyValue(`version`)).toBe(`2.0`)
  expect(calendar.getFirstPropertyValue(`prodid`)).toBeTruthy()
  const feed = new ICAL.Component(
    ICAL.parse(showsCalendar([summer, winter], band, `Milk Patrol shows`, made)),
  )
  for (const name of [`x-wr-calname`, `name`, `refresh-interval`, `x-published-ttl`])
    expect([name, calendar.getFirstProperty(name) === null, feed.getFirstProperty(name) !== null]).toEqual([
      name,
      true,
      true,
    ])
})

test(`subscribed apps refresh it daily; each entry's DTSTAMP is when the file was made, in UTC`, () => {
  const text = showsCalendar([summer, dateOnly], band, `x`, made)
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(String(calendar.getFirstPropertyValue(`refresh-interval`))).toBe(`P1D`)
  expect(calendar.getFirstPropertyValue(`x-published-ttl`)).toBe(`P1D`)
  const stamps = eventsOf(text).map((event) => event.component.getFirstPropertyValue(`dtstamp`) as ICAL.Time)
  expect(stamps.map((stamp) => [stamp.zone?.tzid, stamp.toJSDate().toISOString()])).toEqual([
    [`UTC`, made.toISOString()],
    [`UTC`, made.toISOString()],
  ])
  // Google Calendar reads the zone the calendar is in from X-WR-TIMEZONE.
  expect(calendar.getFirstPropertyValue(`x-wr-timezone`)).toBe(`America/Chicago`)
})

test(`the same content gives the same bytes, whatever the building machine's time zone`, () => {
  const original = process.env.TZ
  try {
    process.env.TZ = `Asia/Tokyo`
    const inTokyo = showsCalendar([summer, winter, dateOnly], band, `x`, made)
    process.env.TZ = `America/Los_Angeles`
    expect(showsCalendar([summer, winter, dateOnly], band, `x`, made)).toBe(inTokyo)
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
  // A show with an id keeps its file, page and UID whatever its date.
  expect(showCalendarPath({ id: `2025-05-01-moo`, date: `2025-05-08`, where: `Café "Moo" & Co.` })).toBe(
    `/shows/2025-05-01-moo.ics`,
  )
})

/** The VEVENT's own property, as ical.js reads it. */
const property = (event: ICAL.Event, name: string) => event.component.getFirstPropertyValue(name)

/** The build after `made`'s: a day later. */
const nextDay = new Date(made.getTime() + 24 * 60 * 60_000)

test(`a cancelled show keeps its UID, says CANCELLED, and raises its SEQUENCE over the show as announced`, () => {
  const [announced] = eventsOf(showsCalendar([summer], band, `x`, made))
  const [cancelled] = eventsOf(showsCalendar([{ ...summer, status: `cancelled` }], band, `x`, nextDay))
  expect(cancelled!.uid).toBe(announced!.uid)
  expect(property(announced!, `status`)).toBe(`CONFIRMED`)
  expect(property(cancelled!, `status`)).toBe(`CANCELLED`)
  expect(cancelled!.sequence).toBeGreaterThan(announced!.sequence)
  expect(cancelled!.summary).toBe(`Cancelled: Milk Patrol at The Space in Champaign`)
  // It sells nothing: its link is for news of it.
  expect(announced!.description).toContain(`Tickets and info: ${summer.link}`)
  expect(cancelled!.description).not.toContain(`Tickets`)
  expect(cancelled!.description).toContain(`Info: ${summer.link}`)
})

test(`every status but "scheduled" leads the entry's name, in the words the site says it in`, () => {
  const names = [`scheduled`, `cancelled`, `postponed`, `rescheduled`, `sold out`].map(
    (status) => eventsOf(showsCalendar([{ ...summer, status }], band, `x`, made))[0]!.summary,
  )
  expect(names).toEqual([
    `Milk Patrol at The Space in Champaign`,
    `Cancelled: Milk Patrol at The Space in Champaign`,
    `Postponed: Milk Patrol at The Space in Champaign`,
    `Rescheduled: Milk Patrol at The Space in Champaign`,
    `Sold out: Milk Patrol at The Space in Champaign`,
  ])
})

test(`a show moved to another date keeps its UID, with a SEQUENCE above the announced and the postponed show's`, () => {
  const moved = {
    ...summer,
    date: `2024-08-21T19:30`,
    status: `rescheduled`,
    previousWhen: `August 14, 2024, 7:30pm`,
  }
  const [announced] = eventsOf(showsCalendar([summer], band, `x`, made))
  const [postponed] = eventsOf(showsCalendar([{ ...summer, status: `postponed` }], band, `x`, nextDay))
  const [rescheduled] = eventsOf(
    showsCalendar([moved], band, `x`, new Date(nextDay.getTime() + 24 * 60 * 60_000)),
  )
  expect(new Set([announced!.uid, postponed!.uid, rescheduled!.uid]).size).toBe(1)
  expect(property(postponed!, `status`)).toBe(`TENTATIVE`)
  expect(announced!.sequence).toBeLessThan(postponed!.sequence)
  expect(postponed!.sequence).toBeLessThan(rescheduled!.sequence)
  expect(rescheduled!.startDate.toJSDate().toISOString()).toBe(`2024-08-22T00:30:00.000Z`)
  expect(rescheduled!.description).toContain(`Rescheduled: moved from August 14, 2024, 7:30pm`)
})

describe(`SEQUENCE never goes down, whatever is edited and however often (fast-check over edit histories)`, () => {
  // Every edit the content can hold: a status (one may be taken back: cancelled, then rescheduled; sold out, then
  // not), a date earlier or later, with or without a time, a new place, a venue, a first date for a moved show. Each
  // edit reaches fans through a build some time after the one before (0 to 30 days; a build takes over a minute).
  const statuses = [`scheduled`, `sold out`, `postponed`, `rescheduled`, `cancelled`] as const
  const edit = fc.record({
    status: fc.option(fc.constantFrom(...statuses)),
    date: fc.option(
      fc
        .record({
          day: fc.date({
            min: new Date(`2024-01-01T00:00Z`),
            max: new Date(`2030-12-31T00:00Z`),
            noInvalidDate: true,
          }),
          time: fc.option(fc.constantFrom(`T19:30`, `T16:00`, `T21:00`)),
        })
        .map(({ day, time }) => `${day.toISOString().slice(0, 10)}${time ?? ``}`),
    ),
    where: fc.option(fc.constantFrom(`The Space in Champaign`, `Nightshop`, `The Coffeehouse in Normal`)),
    venue: fc.option(
      fc.record({ name: fc.constantFrom(`The Space`, `Nightshop`), city: fc.constant(`Champaign`) }),
    ),
    previousWhen: fc.option(fc.constant(`August 14, 2024, 7:30pm`)),
    minutesLater: fc.integer({ min: 1, max: 30 * 24 * 60 }),
  })
  const sequenceOf = (text: string) => eventsOf(text)[0]!.sequence

  test(`in the show's own file and in the feed`, () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 8 }), (history) => {
        let show: CalendarShow = summer
        let moment = made.getTime()
        let before = sequenceOf(showEventFile(show, band, made))
        for (const change of history) {
          show = {
            ...show,
            ...(change.status === null ? {} : { status: change.status }),
            ...(change.date === null ? {} : { date: change.date }),
            ...(change.where === null ? {} : { where: change.where }),
            ...(change.venue === null ? {} : { venue: change.venue }),
            previousWhen: change.previousWhen ?? undefined,
          }
          moment += change.minutesLater * 60_000
          const own = sequenceOf(showEventFile(show, band, new Date(moment)))
          const inFeed = sequenceOf(showsCalendar([show], band, `x`, new Date(moment)))
          expect(own).toBe(inFeed)
          // Never down (what calendars need), and up at each build (so each edit is taken as news).
          expect(own).toBeGreaterThanOrEqual(before)
          expect(own).toBeGreaterThan(before)
          before = own
        }
      }),
      { numRuns: 60 },
    )
  })
})

test(`the calendar's own properties come before its components; every line, the last too, ends with CRLF`, () => {
  const text = showsCalendar([summer, dateOnly], band, `Milk Patrol at The Space, Champaign; upstairs`, made)
  const lines = text.split(`\r\n`)
  const firstComponent = lines.findIndex((line, index) => index > 0 && line.startsWith(`BEGIN:`))
  for (const name of [`REFRESH-INTERVAL`, `X-PUBLISHED-TTL`, `X-WR-TIMEZONE`, `X-WR-CALNAME`]) {
    const at = lines.findIndex((line) => line.startsWith(name))
    expect([name, at > 0 && at < firstComponent]).toEqual([name, true])
  }
  expect(text.endsWith(`END:VCALENDAR\r\n`)).toBe(true)
  expect(text.replace(/\r\n/g, ``)).not.toMatch(/[\r\n]/)
  // A comma or semicolon in the calendar's name is escaped, and reads back as written.
  expect(text).toContain(`X-WR-CALNAME:Milk Patrol at The Space\\, Champaign\\; upstairs`)
  // ical.js reads an unknown property's value raw; X-WR-CALNAME is TEXT, as Apple and Google read it.
  ICAL.design.icalendar.property[`x-wr-calname`] = { defaultType: `text` }
  const calendar = new ICAL.Component(ICAL.parse(text))
  expect(calendar.getFirstPropertyValue(`x-wr-calname`)).toBe(`Milk Patrol at The Space, Champaign; upstairs`)
  expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true)
})

/** The temporary folders made by the tests below, removed after each, passed or failed. */
const madeFolders: string[] = []
async function temporaryFolder(): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-calendars-`))
  madeFolders.push(folder)
  return folder
}
afterEach(async () => {
  await Promise.all(madeFolders.splice(0).map((folder) => fs.rm(folder, { recursive: true, force: true })))
})

test(`writing twice gives the same files, and a removed show loses its file`, async () => {
  const publicDir = await temporaryFolder()
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
  expect(await writeCalendars(publicDir, [summer, winter], band, made)).toEqual({ files: 3, written: 3 })
  const once = await read()
  await writeCalendars(publicDir, [summer, winter], band, made)
  expect(await read()).toEqual(once)
  expect(eventsOf(once[`shows.ics`]!)).toHaveLength(2)

  await writeCalendars(publicDir, [summer], band, made)
  expect(Object.keys(await read()).sort()).toEqual([
    `shows.ics`,
    `shows${showCalendarPath({ id: summer.showId, ...summer }).slice(`/shows`.length)}`,
  ])
})

describe(`the years the checker lets a show be in (showYears) give calendars that read right`, () => {
  /** A show on `date`, written into a calendar and read back: where ical.js puts its start, in UTC. */
  const readBack = (date: string) =>
    eventsOf(showsCalendar([{ ...summer, date }], band, `x`, made))[0]!
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
    const [event] = eventsOf(
      showsCalendar([{ ...dateOnly, date: `${showYears.last}-12-31` }], band, `x`, made),
    )
    expect(event!.startDate.toString()).toBe(`${showYears.last}-12-31`)
  })

  test(`the year before the first is where calendars go wrong (late March 2006: an hour off), hence the bound`, () => {
    const date = `${showYears.first - 1}-03-20T20:00`
    expect(Date.parse(readBack(date)) - Date.parse(realStart(date)!)).toBe(-60 * 60_000)
  })

  test(`9999-12-31T23:59, which the checker refuses, gives an event ical.js cannot read (its end is in 10000)`, () => {
    const [event] = eventsOf(showsCalendar([{ ...summer, date: `9999-12-31T23:59` }], band, `x`, made))
    expect(() => event!.endDate.toJSDate()).toThrow(/Could not extract integer/)
  })
})

test(`writing the calendars leaves the shows' own pages in shows/ as they are`, async () => {
  const publicDir = await temporaryFolder()
  const page = path.join(publicDir, `shows`, summer.showId, `index.html`)
  await fs.mkdir(path.dirname(page), { recursive: true })
  await fs.writeFile(page, `<p>The Space</p>`)
  await writeCalendars(publicDir, [summer], band, made)
  expect(await fs.readFile(page, `utf8`)).toBe(`<p>The Space</p>`)
})

describe(`a rebuild keeps each file whose show did not change (the calendars' cache)`, () => {
  const later = new Date(`2026-11-26T08:00:00Z`)
  const stampsIn = (text: string) => [...text.matchAll(/^DTSTAMP:(\S+)/gm)].map(([, stamp]) => stamp)
  async function built(): Promise<{
    publicDir: string
    cacheDir: string
    read: () => Promise<Record<string, string>>
  }> {
    const publicDir = await temporaryFolder()
    const cacheDir = await temporaryFolder()
    const read = async () =>
      Object.fromEntries(
        await Promise.all(
          [
            `shows.ics`,
            ...(await fs.readdir(path.join(publicDir, `shows`))).map((name) => `shows/${name}`),
          ].map(async (file) => [file, await fs.readFile(path.join(publicDir, file), `utf8`)]),
        ),
      )
    return { publicDir, cacheDir, read }
  }
  const fileOf = (show: CalendarShow) =>
    `shows${showCalendarPath({ id: show.showId, ...show }).slice(`/shows`.length)}`

  test(`nothing changed: every file as the last build wrote it, its DTSTAMP and SEQUENCE that build's`, async () => {
    const { publicDir, cacheDir, read } = await built()
    const cache = { dir: cacheDir, writer: `one` }
    expect(await writeCalendars(publicDir, [summer, winter], band, made, cache)).toEqual({
      files: 3,
      written: 3,
    })
    const once = await read()
    expect(await writeCalendars(publicDir, [summer, winter], band, later, cache)).toEqual({
      files: 3,
      written: 0,
    })
    expect(await read()).toEqual(once)
    expect(stampsIn(once[`shows.ics`]!)).toEqual([`20261125T063000Z`, `20261125T063000Z`])
  })

  test(`an edited show's file and the feed are made anew, with the new build's moment; a removed show's goes`, async () => {
    const { publicDir, cacheDir, read } = await built()
    const cache = { dir: cacheDir, writer: `one` }
    await writeCalendars(publicDir, [summer, winter, dateOnly], band, made, cache)
    const once = await read()
    const moved = { ...winter, where: `Nightshop, Urbana` }
    expect(await writeCalendars(publicDir, [summer, moved], band, later, cache)).toEqual({
      files: 3,
      written: 2,
    })
    const twice = await read()
    expect(Object.keys(twice).sort()).toEqual([`shows.ics`, fileOf(summer), fileOf(moved)].sort())
    expect(twice[fileOf(summer)]).toBe(once[fileOf(summer)])
    expect(stampsIn(twice[fileOf(moved)]!)).toEqual([`20261126T080000Z`])
    expect(twice[fileOf(moved)]).toContain(`Nightshop`)
    expect(twice[`shows.ics`]).toBe(showsCalendar([summer, moved], band, `${band.name} shows`, later))
  })

  test(`a file changed or lost in public/, another band, path prefix or writer: written again`, async () => {
    const { publicDir, cacheDir, read } = await built()
    const cache = { dir: cacheDir, writer: `one` }
    await writeCalendars(publicDir, [summer, winter], band, made, cache)
    const once = await read()
    await fs.writeFile(path.join(publicDir, fileOf(summer)), `changed`)
    await fs.rm(path.join(publicDir, fileOf(winter)))
    expect(await writeCalendars(publicDir, [summer, winter], band, made, cache)).toEqual({
      files: 3,
      written: 2,
    })
    expect(await read()).toEqual(once)
    const prefixed = { ...band, pathPrefix: `/milkpatrol` }
    expect(await writeCalendars(publicDir, [summer, winter], prefixed, made, cache)).toEqual({
      files: 3,
      written: 3,
    })
    expect((await read())[fileOf(summer)]).toBe(showEventFile(summer, prefixed, made))
    expect(
      await writeCalendars(publicDir, [summer, winter], prefixed, made, { ...cache, writer: `two` }),
    ).toEqual({ files: 3, written: 3 })
  })
})
