// What the content files say the pages must show: read from content/, so an editor's change moves the tests too.
import band from "../../content/band.json"
import faqFile from "../../content/faq.json"
import lineupsFile from "../../content/lineups.json"
import membersFile from "../../content/members.json"
import showsFile from "../../content/shows.json"
import type { Member } from "../../src/content-model/schema"
import { posterAlt } from "../../src/shows/poster-alt"
import { showsYearPath } from "../../src/shows/schedule-pages"
import { splitShows as splitShowsByDate } from "../../src/shows/split-shows"
import { lineupMembers } from "../../src/themes/lineup-members"

export { band }
export const faq = faqFile.faq

export type Show = (typeof showsFile.shows)[number]
export type ReachableTheme = `milk` | `sonic`
export { posterAlt }

/** The shows as the Schedule must list them today: the site's own split, applied to the real content. */
export function splitShows(now = new Date()): { upcoming: Show[]; previous: Show[] } {
  return splitShowsByDate(showsFile.shows, now)
}

/** The pages of the years the band has played in, as the site links them (every year with a previous show). */
export function yearPagePaths(now = new Date()): string[] {
  const years = new Set(splitShows(now).previous.map((show) => show.date.slice(0, 4)))
  return [...years].map((year) => showsYearPath(year))
}

/** The members About must list for a theme, in order; a name with no member is a broken fixture, not a pass. */
export function lineup(theme: ReachableTheme): Member[] {
  const names = lineupsFile.lineups[theme]
  const members = lineupMembers<Member>(names, membersFile.members)
  if (members.length !== names.length) {
    throw new Error(`content/lineups.json names someone for ${theme} who is not in content/members.json`)
  }
  return members
}
