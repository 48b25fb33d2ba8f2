// What the booking page works out from the content: the venues the band has played (from the previous shows), the
// shows still to come, the e-mail a booker starts from, with its subject and lines already written, and its sections'
// headings.
import { splitShowsOn } from "../shows/split-shows"
import { listInWords } from "../site/list-in-words"
import type { ShowPart } from "../shows/show-nodes"

/** The headings a booker scans for; the tests find each section by them. */
export const kitHeadings = {
  plays: `What we play`,
  lineup: `Who plays what`,
  venues: `Where we have played`,
  next: `Our next shows`,
  press: `Logo and photos for your posters`,
  show: `The show`,
  ask: `Ask for a date`,
} as const

/** The press section's heading, naming only what it holds: no "photos" before the band has added one. */
export function pressHeading(has: { logo: boolean; photos: boolean }): string {
  if (has.logo && has.photos) return kitHeadings.press
  return has.photos ? `Photos for your posters` : `Logo for your posters`
}

/** The parts of the kit that only content/booking.json fills, as a booker asks for each when it is not there. */
export const askedForParts = {
  photos: `photos of the band`,
  setLengths: `set lengths`,
  brings: `what we bring`,
  needs: `what we need from the venue`,
  stagePlot: `a stage plot and input list`,
} as const

export type KitPart = keyof typeof askedForParts

/** What a venue can still ask for, in the kit's order: the parts the band has not written yet. */
export function partsToAskFor(present: Record<KitPart, boolean>): string[] {
  return (Object.keys(askedForParts) as KitPart[])
    .filter((part) => !present[part])
    .map((part) => askedForParts[part])
}

/**
 * What the page says of the parts it does not hold: a booker may ask about them, and is promised an answer, never the
 * files themselves, which the band may not have made (no photo, no stage plot in the content is no photo sent).
 */
export function notOnThePageYet(parts: readonly string[]): string {
  return `Not on this page yet: ${listInWords(parts)}. Ask about them in the same e-mail or message, and we tell you what we have.`
}

/** A show as the booking page reads it. */
export type BookingShow = ShowPart<`where` | `when` | `date`, `status` | `pagePath` | `venue`>

export interface VenuePlayed {
  /** The venue's name when the show has it as data (with its town), otherwise `where` as written. */
  name: string
  city?: string
}

/** A show that did not take place proves nothing to a booker. */
const notPlayed = new Set([`cancelled`, `postponed`])

const sameVenue = (venue: VenuePlayed) =>
  `${venue.name}\u0000${venue.city ?? ``}`.toLowerCase().replace(/\s+/g, ` `).trim()

/** Every venue played before `today`, latest first, each once (at its latest show). */
export function venuesPlayed(shows: readonly BookingShow[], today: string): VenuePlayed[] {
  const { previous } = splitShowsOn(
    shows.filter((show) => !notPlayed.has(show.status ?? ``)),
    today,
  )
  const seen = new Set<string>()
  const venues: VenuePlayed[] = []
  for (const show of previous) {
    // A venue's name goes with its town; without a name, "where" as written already says the place.
    const { name, city } = show.venue ?? {}
    const venue: VenuePlayed = name ? { name, ...(city ? { city } : {}) } : { name: show.where }
    if (seen.has(sameVenue(venue))) continue
    seen.add(sameVenue(venue))
    venues.push(venue)
  }
  return venues
}

/** The shows from `today` on that still go ahead, soonest first. */
export function nextShows<Show extends BookingShow>(shows: readonly Show[], today: string): Show[] {
  return splitShowsOn(shows, today).upcoming.filter((show) => show.status !== `cancelled`)
}

/** The subject ("Booking Milk Patrol") and the lines a booker fills in, fixed by the booking kit's issue. */
export const bookingMail = {
  subject: (bandName: string) => `Booking ${bandName}`,
  lines: [`Date:`, `Venue:`, `City:`, `Set length:`, `Pay:`],
} as const

/**
 * A mailto: address that opens the booker's mail app with the subject and the lines to fill in. Each part is
 * percent-encoded and lines end in CRLF, as RFC 6068 asks, so every mail app reads the same text.
 */
export function bookingMailto(email: string, bandName: string): string {
  const subject = bookingMail.subject(bandName)
  const body = [`Hello ${bandName},`, ``, ...bookingMail.lines.map((line) => `${line} `), ``].join(`\r\n`)
  return `${mailtoAddress(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/**
 * A mailto: address for `email` alone, percent-encoded as RFC 6068 asks (the @ kept): whatever the address holds, a
 * `?` or `&` in it cannot add a recipient, a subject or a body of its own.
 */
export function mailtoAddress(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, `@`)}`
}

/** A file's size as a booker reads it beside a download: "86 KB", "1.2 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1000 * 1000) return `${Math.max(1, Math.round(bytes / 1000))} KB`
  return `${(bytes / 1000 / 1000).toFixed(1)} MB`
}
