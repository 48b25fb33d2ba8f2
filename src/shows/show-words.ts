// What a show's page and card say about it beyond where and when: its status in words, its title, its address and
// the directions link. Shared by the page, the card, the head and the tests, so each text lives in one place.

/** A status as a badge says it; a show that goes ahead as planned has none. */
export function statusWords(
  status: string | null | undefined,
  previousWhen?: string | null,
): string | undefined {
  switch (status) {
    case `cancelled`:
      return `Cancelled`
    case `postponed`:
      return `Postponed: new date to come`
    case `rescheduled`:
      return previousWhen ? `Rescheduled: moved from ${previousWhen}` : `Rescheduled`
    case `sold out`:
      return `Sold out`
    default:
      return undefined
  }
}

/**
 * A status in a word or two, as a show's name says it first wherever it is named (its page's title, its link
 * preview, its feed item, its calendar entry, its event for search engines); none for a show that goes ahead as
 * planned. The badge (statusWords) says the rest.
 */
export function statusLabel(status: string | null | undefined): string | undefined {
  return statusWords(status)?.replace(/:.*$/, ``).trim()
}

/** "Cancelled: " before a show's name, or nothing for a show that goes ahead as planned. */
export function statusPrefix(status: string | null | undefined): string {
  const label = statusLabel(status)
  return label ? `${label}: ` : ``
}

/**
 * Whether a show still sells tickets: one still to come that has not been called off. A cancelled show keeps its
 * price in the content, but no page, feed or calendar offers it; a sold-out show names its link as the way in.
 */
export function sellsTickets(status: string | null | undefined, played: boolean): boolean {
  return !played && status !== `cancelled`
}

/** The sentence that says a show happens, or happened once its day is over: "Milk Patrol plays The Space, 7pm, …". */
export function playsWords(bandName: string, show: { where: string; when: string }, played: boolean): string {
  return `${bandName} ${played ? `played` : `plays`} ${show.where}, ${show.when}.`
}

/** "Milk Patrol-The Space in Champaign, 7:30pm, August 14, 2024", its status first when it has one ("Cancelled: "). */
export function showPageTitle(
  bandName: string,
  show: { where: string; when: string; status?: string | null },
): string {
  return `${bandName}-${statusPrefix(show.status)}${show.where}, ${show.when}`
}

export interface VenueFacts {
  readonly name?: string | null
  readonly street?: string | null
  readonly city?: string | null
  readonly state?: string | null
  readonly zip?: string | null
}

/** The venue's postal address as lines ("103 W. Franklin St.", "Downs, IL 61736"), with only what is known. */
export function addressLines(venue: VenueFacts | null | undefined): string[] {
  if (!venue) return []
  const place = [venue.city, [venue.state, venue.zip].filter(Boolean).join(` `)].filter(Boolean).join(`, `)
  return [venue.street, place].filter((line): line is string => Boolean(line))
}

/**
 * A plain link to a map search for the venue: the fan's map app or site draws it, so the page loads nothing from
 * another host. The search names the venue and what is known of its address, or "where" as written.
 */
export function directionsLink(show: { where: string; venue?: VenueFacts | null }): string {
  const known = [show.venue?.name, ...addressLines(show.venue)].filter(Boolean)
  const search = known.length > 1 || show.venue?.street ? known.join(`, `) : show.where
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(search)}`
}

/** What a ticket costs as the page says it: "Free" for a free show, otherwise as written. */
export function priceWords(price: string | null | undefined): string | undefined {
  if (!price) return undefined
  return /^free$/i.test(price.trim()) ? `Free` : price
}

export const showPageTexts = {
  backToSchedule: `Back to the Schedule`,
  directions: `Directions`,
  tickets: `Tickets and info`,
  /** A show that was played, or cancelled: its link, with nothing to buy. */
  info: `Info`,
  aboutTheShow: `More about the show`,
  played: `This show has been played: thanks to everyone who came!`,
  details: `Show details`,
} as const
