// What the content the suite built says the pages must show: read from the built copy's content/ (the edited-content
// fixture, E2E_CONTENT from the global setup), never from the band's own, so no edit of theirs can turn a test red.
import fs from "fs"
import path from "path"
import type { Band, Booking, FaqEntry, Lineups, Member, Show } from "../../src/content-model/schema"
import { nextShows, venuesPlayed, type VenuePlayed } from "../../src/booking/booking-kit"
import { posterAlt } from "../../src/shows/poster-alt"
import { previousShowsOnSchedule, showsYearPath } from "../../src/shows/schedule-pages"
import { todayInCentralIllinois } from "../../src/site/band-day"
import { splitShows as splitShowsByDate } from "../../src/shows/split-shows"
import { lineupMembers } from "../../src/themes/lineup-members"
import { keptBuilds } from "./builds"

/**
 * The built content's folder. `playwright test --list` runs no global setup (and test titles name the year pages),
 * so it reads the last kept build's.
 */
function contentFolder(): string {
  const folder = process.env.E2E_CONTENT ?? keptBuilds(path.join(__dirname, `..`, `..`)).content
  if (!fs.existsSync(path.join(folder, `shows.json`)))
    throw new Error(`${folder} holds no content: run the browser tests with \`npm run test:e2e\``)
  return folder
}

const folder = contentFolder()
const read = <Data>(file: string): Data =>
  JSON.parse(fs.readFileSync(path.join(folder, file), `utf8`)) as Data

export const band = read<Band>(`band.json`)
export const faq = read<{ faq: FaqEntry[] }>(`faq.json`).faq
const shows = read<{ shows: Show[] }>(`shows.json`).shows
const members = read<{ members: Member[] }>(`members.json`).members
const lineups = read<{ lineups: Lineups }>(`lineups.json`).lineups

export type { Show }
export type ReachableTheme = `milk` | `sonic`
export { posterAlt }

/** Every show, split as the site splits them today: upcoming soonest first, previous latest first. */
export function splitShows(now = new Date()): { upcoming: Show[]; previous: Show[] } {
  return splitShowsByDate(shows, now)
}

/** What the Schedule lists: every upcoming show and the latest previous ones; the rest only on their years' pages. */
export function scheduleShows(now = new Date()): { upcoming: Show[]; previous: Show[] } {
  const { upcoming, previous } = splitShows(now)
  return { upcoming, previous: previous.slice(0, previousShowsOnSchedule) }
}

/** The years the band has played in, latest first, each with its shows as its page lists them (latest first). */
export function yearsPlayed(now = new Date()): { year: string; shows: Show[] }[] {
  const years = [...new Set(splitShows(now).previous.map((show) => show.date.slice(0, 4)))]
  return years.map((year) => ({
    year,
    shows: splitShows(now).previous.filter((show) => show.date.startsWith(year)),
  }))
}

/** The pages of the years the band has played in, as the site links them (every year with a previous show). */
export function yearPagePaths(now = new Date()): string[] {
  return yearsPlayed(now).map(({ year }) => showsYearPath(year))
}

/** The members About must list for a theme, in order; a name with no member is a broken fixture, not a pass. */
export function lineup(theme: ReachableTheme): Member[] {
  const names = lineups[theme] ?? []
  const found = lineupMembers<Member>(names, members)
  if (found.length !== names.length) {
    throw new Error(`${folder}/lineups.json names someone for ${theme} who is not in members.json`)
  }
  return found
}

/** The booking kit the build was given (booking.json may be missing: then an empty kit). Read when asked. */
export function bookingKit(): Booking {
  const file = path.join(folder, `booking.json`)
  return fs.existsSync(file) ? read<{ booking: Booking }>(`booking.json`).booking : {}
}

/** What /booking/ must list today: the venues played, latest first, each once, and the next shows. */
export function bookingShows(now = new Date()): { venues: VenuePlayed[]; next: Show[] } {
  const today = todayInCentralIllinois(now)
  return { venues: venuesPlayed(shows, today), next: nextShows(shows, today) }
}
