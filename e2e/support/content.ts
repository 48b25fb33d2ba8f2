// What the content files say the pages must show: read from content/, so an editor's change moves the tests too.
import band from "../../content/band.json"
import faqFile from "../../content/faq.json"
import lineupsFile from "../../content/lineups.json"
import membersFile from "../../content/members.json"
import showsFile from "../../content/shows.json"

export { band }
export const faq = faqFile.faq

export type Show = (typeof showsFile.shows)[number]
export type Member = { name: string; nickname?: string; roles: string[] }
export type ReachableTheme = `milk` | `sonic`

/** The build files a show under Upcoming from its day on (central Illinois time), under Previous after. */
export function splitShows(today = todayInCentralIllinois()): { upcoming: Show[]; previous: Show[] } {
  const day = (show: Show) => show.date.slice(0, 10)
  const byDate = [...showsFile.shows].sort((a, b) => a.date.localeCompare(b.date))
  return {
    upcoming: byDate.filter((show) => day(show) >= today),
    previous: byDate.filter((show) => day(show) < today).reverse(),
  }
}

function todayInCentralIllinois(): string {
  return new Intl.DateTimeFormat(`en-CA`, { timeZone: `America/Chicago` }).format(new Date())
}

export function posterAlt(show: Show): string {
  return `Poster for the show at ${show.where}, ${show.when}`
}

export function lineup(theme: ReachableTheme): Member[] {
  const members: Member[] = membersFile.members
  return lineupsFile.lineups[theme].map((name) => {
    const member = members.find((candidate) => candidate.name === name)
    if (!member) throw new Error(`content/lineups.json names ${name}, who is not in content/members.json`)
    return member
  })
}
