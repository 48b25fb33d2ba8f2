// Shows for `npm run bench:scale`: a busy band's schedule, one show about every four days going back from a few weeks
// after today, written the way an editor writes content/shows.json (see CONTENT.md).
import { DateTime } from "luxon"
import type { Show } from "../../src/content-model/schema"
import { todayInCentralIllinois } from "../../src/site/band-day"

/** Where a busy Bloomington-Normal band plays, in turn. */
const venues = [
  `The Space in Champaign`,
  `The Coffeehouse in Normal`,
  `The Bone Student Center`,
  `103 W. Franklin St. Downs, IL`,
  `Castle Theatre, Bloomington`,
  `Nightshop, Urbana`,
  `Rose Bowl Tavern, Urbana`,
  `Canopy Club, Urbana`,
  `Firehaus, Champaign`,
  `Uptown Normal Circle`,
  `Miller Park Pavilion, Bloomington`,
  `Illinois State University Quad`,
  `Lake Bloomington Pavilion`,
]

/** Start times in turn; a missing one is a show listed by its date only, as some posters are. */
const startTimes = [`19:00`, `20:00`, `19:30`, `16:00`, undefined, `21:00`, `18:30`]

/** Days between one show and the one before it, in turn: about four on average. */
const daysBetweenShows = [4, 3, 5, 4]

/** How far after today the latest show is, so a handful are upcoming. */
const daysAheadOfToday = 21

export interface GeneratedShow {
  show: Show
  /** The poster's file name in content/images/posters/ */
  posterFile: string
  /** The poster's background, different for each show */
  colour: string
}

/** `count` shows, the latest first, dated from a few weeks after `now` (in central Illinois) backwards. */
export function generatedShows(count: number, now: Date): GeneratedShow[] {
  let day = latestShowDay(now)
  return Array.from({ length: count }, (_, index) => {
    if (index > 0) day = day.minus({ days: daysBetweenShows[index % daysBetweenShows.length]! })
    return showOn(day, index)
  })
}

/** The show an editor adds to `count` generated (or existing) shows: the next upcoming one, after all of them. */
export function addedShow(count: number, now: Date): GeneratedShow {
  return showOn(latestShowDay(now).plus({ days: daysBetweenShows[0]! }), count)
}

/** "7pm, March 3rd, 2025", "7:30pm, …", or "March 3rd, 2025" for a show with no start time. */
export function showWhen(date: string): string {
  const start = DateTime.fromISO(date, { zone: `utc` })
  const day = `${start.toFormat(`MMMM`)} ${ordinal(start.day)}, ${start.year}`
  if (!date.includes(`T`)) return day
  const time = start.minute === 0 ? start.toFormat(`h`) : start.toFormat(`h:mm`)
  return `${time}${start.hour < 12 ? `am` : `pm`}, ${day}`
}

const ordinalRules = new Intl.PluralRules(`en-US`, { type: `ordinal` })
const ordinalSuffixes: Record<string, string> = { one: `st`, two: `nd`, few: `rd`, other: `th` }

function ordinal(day: number): string {
  return `${day}${ordinalSuffixes[ordinalRules.select(day)] ?? `th`}`
}

/** Dates only, counted in days, so no clock change can move a show to another day. */
function latestShowDay(now: Date): DateTime {
  return DateTime.fromISO(todayInCentralIllinois(now), { zone: `utc` }).plus({ days: daysAheadOfToday })
}

function showOn(day: DateTime, index: number): GeneratedShow {
  const where = venues[index % venues.length]!
  const startTime = startTimes[index % startTimes.length]
  const date = startTime ? `${day.toISODate()}T${startTime}` : day.toISODate()!
  const slug = where
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, `-`)
    .replace(/^-|-$/g, ``)
  const posterFile = `${day.toISODate()}-${slug}.png`
  return {
    show: {
      where,
      when: showWhen(date),
      date,
      img: `images/posters/${posterFile}`,
      link:
        index % 3 === 0
          ? `https://www.instagram.com/milkpatrolband/`
          : `https://www.eventbrite.com/e/milk-patrol-at-${slug}-${day.toISODate()}`,
    },
    posterFile,
    // The golden angle between neighbours' hues keeps every show's colour apart from the shows around it.
    colour: `hsl(${((index * 137.508) % 360).toFixed(1)}, 65%, 55%)`,
  }
}
