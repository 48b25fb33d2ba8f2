// What the content each build was made from says its pages must show: read from the built copies' content (the
// root build's edited-content fixture, E2E_CONTENT; the prefixed build's Pages fixture, E2E_PREFIXED_CONTENT, both from
// the global setup), never from the band's own, so no edit of theirs can turn a test red. A spec that tests both builds
// reads each one's with contentOf(build); the exports below are the root build's.
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

/** The two builds the suite serves: the root one (Netlify) and the one under /milkpatrol/ (GitHub Pages). */
export type Build = `root` | `prefixed`

/**
 * A build's content folder. `playwright test --list` runs no global setup (and test titles name the year pages), so
 * it reads the last kept build's.
 */
function contentFolder(build: Build): string {
  const kept = keptBuilds(path.join(__dirname, `..`, `..`))
  const folder =
    build === `root`
      ? (process.env.E2E_CONTENT ?? kept.content)
      : (process.env.E2E_PREFIXED_CONTENT ?? kept.prefixedContent)
  if (!fs.existsSync(path.join(folder, `shows.json`)))
    throw new Error(`${folder} holds no content: run the browser tests with \`npm run test:e2e\``)
  return folder
}

export type { Show }
export type ReachableTheme = `milk` | `sonic`
export { posterAlt }

/** What one build's content says its pages must show. */
export interface BuiltContent {
  band: Band
  faq: FaqEntry[]
  /** Every show, split as the site splits them today: upcoming soonest first, previous latest first. */
  splitShows(now?: Date): { upcoming: Show[]; previous: Show[] }
  /** What the Schedule lists: every upcoming show and the latest previous ones; the rest only on their years' pages. */
  scheduleShows(now?: Date): { upcoming: Show[]; previous: Show[] }
  /** The years the band has played in, latest first, each with its shows as its page lists them (latest first). */
  yearsPlayed(now?: Date): { year: string; shows: Show[] }[]
  /** The pages of the years the band has played in, as the site links them (every year with a previous show). */
  yearPagePaths(now?: Date): string[]
  /** The members About must list for a theme, in order; a name with no member is a broken fixture, not a pass. */
  lineup(theme: ReachableTheme): Member[]
  /** The booking kit the build was given (booking.json may be missing: then an empty kit). */
  bookingKit(): Booking
  /** What /booking/ must list today: the venues played, latest first, each once, and the next shows. */
  bookingShows(now?: Date): { venues: VenuePlayed[]; next: Show[] }
  /** The show marked `status`: a content without one throws (a test that needs it fails, never passes). */
  showWithStatus(status: NonNullable<Show[`status`]>): Show
}

function readContent(build: Build): BuiltContent {
  const folder = contentFolder(build)
  const read = <Data>(file: string): Data =>
    JSON.parse(fs.readFileSync(path.join(folder, file), `utf8`)) as Data
  const shows = read<{ shows: Show[] }>(`shows.json`).shows
  const members = read<{ members: Member[] }>(`members.json`).members
  const lineups = read<{ lineups: Lineups }>(`lineups.json`).lineups
  const bookingFile = path.join(folder, `booking.json`)

  const splitShows = (now = new Date()) => splitShowsByDate(shows, now)
  const yearsPlayed = (now = new Date()) => {
    const { previous } = splitShows(now)
    const years = [...new Set(previous.map((show) => show.date.slice(0, 4)))]
    return years.map((year) => ({ year, shows: previous.filter((show) => show.date.startsWith(year)) }))
  }
  return {
    band: read<Band>(`band.json`),
    faq: read<{ faq: FaqEntry[] }>(`faq.json`).faq,
    splitShows,
    scheduleShows: (now = new Date()) => {
      const { upcoming, previous } = splitShows(now)
      return { upcoming, previous: previous.slice(0, previousShowsOnSchedule) }
    },
    yearsPlayed,
    yearPagePaths: (now = new Date()) => yearsPlayed(now).map(({ year }) => showsYearPath(year)),
    lineup: (theme) => {
      const names = lineups[theme] ?? []
      const found = lineupMembers<Member>(names, members)
      if (found.length !== names.length) {
        throw new Error(`${folder}/lineups.json names someone for ${theme} who is not in members.json`)
      }
      return found
    },
    bookingKit: () => (fs.existsSync(bookingFile) ? read<{ booking: Booking }>(`booking.json`).booking : {}),
    bookingShows: (now = new Date()) => {
      const today = todayInCentralIllinois(now)
      return { venues: venuesPlayed(shows, today), next: nextShows(shows, today) }
    },
    showWithStatus: (status) => {
      const show = shows.find((candidate) => candidate.status === status)
      if (!show) throw new Error(`${folder}/shows.json has no ${status} show`)
      return show
    },
  }
}

const contents = new Map<Build, BuiltContent>()
/** The content `build` was made from, read once. */
export function contentOf(build: Build): BuiltContent {
  if (!contents.has(build)) contents.set(build, readContent(build))
  return contents.get(build)!
}

export const {
  band,
  faq,
  splitShows,
  scheduleShows,
  yearsPlayed,
  yearPagePaths,
  lineup,
  bookingKit,
  bookingShows,
  showWithStatus,
} = contentOf(`root`)
