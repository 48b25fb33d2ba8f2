// The rules a show keeps beyond its own fields (a rescheduled show says when it was first planned; no two shows share
// a page address), and the warnings that do not stop the build: what an upcoming show still lacks for Google to list
// it as an event. In the band's words, like every other content rule; nothing here needs Node.
import { showId, showSlug } from "../site/addresses"
import { isBlock, type JsonPath } from "./json-text"
import { showDateProblem } from "./schema"

export interface ShowFinding {
  jsonPath: JsonPath
  problem: string
}

type Block = Record<string, unknown>

function showsIn(showsData: unknown): unknown[] {
  const shows = isBlock(showsData) ? showsData.shows : undefined
  return Array.isArray(shows) ? shows : []
}

const isText = (value: unknown): value is string => typeof value === `string` && value.trim() !== ``

/** A show whose date and place can be read, for the rules between its fields. */
function readable(show: unknown): (Block & { date: string; where: string }) | undefined {
  if (!isBlock(show) || !isText(show.date) || !isText(show.where) || showDateProblem(show.date))
    return undefined
  return show as Block & { date: string; where: string }
}

/** Mistakes that stop the build: a status and its previous date disagreeing, two shows at one address. */
export function showRuleProblems(showsData: unknown): ShowFinding[] {
  const found: ShowFinding[] = []
  const addresses = new Map<string, number>()
  const places = new Set<string>()
  showsIn(showsData).forEach((entry, index) => {
    const show = readable(entry)
    if (!show) return
    const at = (field: string): JsonPath => [`shows`, index, field]
    const { status, previousDate } = show
    if (status === `rescheduled` && previousDate === undefined) {
      found.push({
        jsonPath: at(`previousDate`),
        problem: `is missing; a rescheduled show keeps the date it was first planned for, like "previousDate": "2024-08-14T19:30" (the new date goes in "date")`,
      })
    }
    if (previousDate !== undefined && status !== `rescheduled`) {
      found.push({
        jsonPath: at(`previousDate`),
        problem: `is only for a rescheduled show; add "status": "rescheduled" (the show moved from that date to "date"), or remove the line`,
      })
    } else if (isText(previousDate) && previousDate === show.date) {
      found.push({
        jsonPath: at(`previousDate`),
        problem: `is the same as "date"; write the date the show was first planned for, or remove "previousDate" and "status" if it did not move`,
      })
    }
    // Two shows at the same date and place are reported as the same show; otherwise one page address is one show.
    const place = `${show.date.trim().toLowerCase()}\u0000${show.where.trim().toLowerCase().replace(/\s+/g, ` `)}`
    const samePlace = places.has(place)
    places.add(place)
    if (show.id !== undefined && typeof show.id !== `string`) return
    const address = showId({ id: show.id as string | undefined, date: show.date, where: show.where })
    const earlier = addresses.get(address)
    if (earlier === undefined) addresses.set(address, index)
    else if (!samePlace) {
      found.push({
        jsonPath: show.id === undefined ? [`shows`, index] : at(`id`),
        problem: `gives this show the same page address as show ${earlier + 1} (/shows/${address}/); give ${show.id === undefined ? `one of them an "id" of its own, like "id": ${JSON.stringify(`${address}-2`)}` : `one of them a different "id"`}`,
      })
    }
  })
  return found
}

/** The venue's parts Google needs for an event's address, in the band's words. */
const addressParts = [
  [`street`, `street`],
  [`city`, `city`],
  [`state`, `state`],
  [`zip`, `ZIP`],
] as const

/**
 * What an upcoming show (today or later, `today` as YYYY-MM-DD in central Illinois) lacks for search engines and
 * shared links: the venue's address (Google lists an event only with one) and an id that keeps its address.
 * Warnings: the site is built either way. A cancelled show needs nothing more.
 */
export function upcomingShowWarnings(showsData: unknown, today: string): ShowFinding[] {
  const found: ShowFinding[] = []
  showsIn(showsData).forEach((entry, index) => {
    const show = readable(entry)
    if (!show || show.date.slice(0, 10) < today || show.status === `cancelled`) return
    const venue = isBlock(show.venue) ? show.venue : {}
    const missing = addressParts.filter(([field]) => !isText(venue[field])).map(([, words]) => words)
    if (missing.length > 0) {
      const list =
        missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(`, `)} and ${missing.at(-1)}`
      found.push({
        jsonPath: [`shows`, index, `venue`],
        problem: `has no ${list}; Google lists an upcoming show as an event only with the venue's address, so add what you know, like "venue": { "name": "The Space", "street": "123 Main St.", "city": "Champaign", "state": "IL", "zip": "61820" } (the site is built either way)`,
      })
    }
    if (show.id === undefined) {
      found.push({
        jsonPath: [`shows`, index, `id`],
        problem: `is missing; add "id": ${JSON.stringify(showSlug(show))}, so the show's page and calendar entry keep their address if its date or place changes (the site is built either way)`,
      })
    }
  })
  return found
}
