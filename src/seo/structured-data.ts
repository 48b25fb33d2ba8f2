// What search engines read about the band and its shows: schema.org JSON-LD, typed with schema-dts. Built from the
// content alone: a page hands Seo the facts (`PageSchema`), and the head builds the JSON-LD and writes it with
// `jsonLdText`, which no text in the content can break out of. So the builders travel with the head's code
// (src/components/head-tags.tsx), which a first visit does not download, not with every page.
import type { MusicEvent, MusicGroup, Person, WithContext } from "schema-dts"
import type { ShowPart } from "../shows/show-nodes"
import { playsWords, sellsTickets, statusPrefix } from "../shows/show-words"

export interface GroupFacts {
  name: string
  siteUrl: string
  description: string
  bookingEmail: string
  discord: string
  instagram: string
}

export interface GroupMember {
  name: string
  roles: readonly string[]
}

/** A show as search engines read it: its start and end with central Illinois' offset, worked out at build time. */
export type EventShow = ShowPart<
  `where` | `when` | `startDate` | `link`,
  `endDate` | `status` | `previousStartDate` | `venue` | `price`
>

/** schema.org's word for each status; a sold-out show goes ahead (its offer says it is sold out). */
const eventStatuses: Record<string, string> = {
  scheduled: `https://schema.org/EventScheduled`,
  "sold out": `https://schema.org/EventScheduled`,
  cancelled: `https://schema.org/EventCancelled`,
  postponed: `https://schema.org/EventPostponed`,
  rescheduled: `https://schema.org/EventRescheduled`,
}

/** A price as a number for an offer: 0 for "free", the first dollar amount written ("$8 at the door": 8). */
export function offerPrice(price: string | null | undefined): number | undefined {
  if (!price) return undefined
  if (/^\s*free\s*$/i.test(price)) return 0
  const amount = /\$\s*(\d+(?:\.\d{1,2})?)/.exec(price)?.[1]
  return amount === undefined ? undefined : Number(amount)
}

/** Where the band is from, as schema.org places it. */
const hometown = {
  "@type": `Place`,
  name: `Bloomington-Normal, Illinois`,
  address: {
    "@type": `PostalAddress`,
    addressLocality: `Bloomington-Normal`,
    addressRegion: `IL`,
    addressCountry: `US`,
  },
} as const

export function musicGroup(
  band: GroupFacts,
  lineup: readonly GroupMember[],
  { url, logo }: { url: string; logo: string },
): WithContext<MusicGroup> {
  return {
    "@context": `https://schema.org`,
    "@type": `MusicGroup`,
    name: band.name,
    url,
    logo,
    image: logo,
    description: band.description,
    genre: [`Rock`, `Funk`, `Covers`],
    location: hometown,
    foundingLocation: hometown,
    email: band.bookingEmail,
    // Where a booker writes: the booking e-mail as a contact point of its own (booking is also by Discord or
    // Instagram message, which sameAs names).
    contactPoint: { "@type": `ContactPoint`, contactType: `booking`, email: band.bookingEmail },
    sameAs: [band.instagram, band.discord],
    member: lineup.map((member): Person => ({
      "@type": `Person`,
      name: member.name,
      // schema.org has no instrument on a person; a member's roles in the band are their job titles here.
      jobTitle: [...member.roles],
    })),
  }
}

export interface EventAddresses {
  /** The poster's pictures, full addresses: whole on its own colour at 16:9, 4:3 and 1:1 (showPosterPictures). */
  images?: readonly (string | undefined)[]
  bandUrl: string
  /** The show's own page, full address; the show's link when there is none. */
  pageUrl?: string
  /** The show's day is over in central Illinois: it was played (or, cancelled, never was); no tickets to offer. */
  played?: boolean
}

/**
 * What the event says of itself in one sentence: played or playing, its status first while it still matters (a show
 * played as rescheduled, or sold out, was played; one cancelled or postponed was not).
 */
export function eventDescription(
  bandName: string,
  show: Pick<EventShow, `where` | `when` | `status`>,
  played = false,
): string {
  if (show.status === `cancelled`) return `Cancelled: ${bandName} at ${show.where}, ${show.when}.`
  const prefix = played && show.status !== `postponed` ? `` : statusPrefix(show.status)
  return `${prefix}${playsWords(bandName, show, played)}`
}

export function musicEvent(
  show: EventShow,
  band: Pick<GroupFacts, `name` | `siteUrl`>,
  { images = [], bandUrl, pageUrl, played = false }: EventAddresses,
): WithContext<MusicEvent> {
  const venue = show.venue ?? {}
  const status = show.status ?? `scheduled`
  const price = offerPrice(show.price)
  const image = images.filter((address): address is string => Boolean(address))
  // Tickets are offered only for a show still to come that goes ahead; a sold-out one says so.
  const onSale = sellsTickets(status, played)
  return {
    "@context": `https://schema.org`,
    "@type": `MusicEvent`,
    name: `${band.name} at ${show.where}`,
    startDate: show.startDate,
    ...(show.endDate ? { endDate: show.endDate } : {}),
    eventStatus: (eventStatuses[status] ?? eventStatuses.scheduled) as MusicEvent[`eventStatus`] & string,
    ...(status === `rescheduled` && show.previousStartDate
      ? { previousStartDate: show.previousStartDate }
      : {}),
    eventAttendanceMode: `https://schema.org/OfflineEventAttendanceMode`,
    // The venue as the content knows it: its name (or "where" as written) and what is known of its address. Every
    // show so far is in Illinois, in the US.
    location: {
      "@type": `Place`,
      name: venue.name ?? show.where,
      address: {
        "@type": `PostalAddress`,
        ...(venue.street ? { streetAddress: venue.street } : {}),
        ...(venue.city ? { addressLocality: venue.city } : {}),
        addressRegion: venue.state ?? `IL`,
        ...(venue.zip ? { postalCode: venue.zip } : {}),
        addressCountry: `US`,
      },
    },
    ...(image.length > 0 ? { image } : {}),
    url: pageUrl ?? show.link,
    description: eventDescription(band.name, show, played),
    ...(onSale
      ? {
          offers: {
            "@type": `Offer`,
            url: show.link,
            availability: status === `sold out` ? `https://schema.org/SoldOut` : `https://schema.org/InStock`,
            ...(price === undefined ? {} : { price, priceCurrency: `USD` }),
          },
        }
      : {}),
    performer: { "@type": `MusicGroup`, name: band.name, url: bandUrl },
    // No organizer: the content does not say who ran a show (a venue, a promoter or the band), and a wrong one is
    // worse than none.
  }
}

/** What a page tells search engines, as the arguments of the builders above. */
export interface PageSchema {
  /** The band (Home, About) */
  musicGroup?: Parameters<typeof musicGroup>
  /** One event per show (the Schedule's upcoming shows) */
  musicEvents?: readonly Parameters<typeof musicEvent>[]
}

/** A page's schema.org objects, each to be written as its own JSON-LD block. */
export function pageStructuredData({ musicGroup: group, musicEvents = [] }: PageSchema): object[] {
  return [...(group ? [musicGroup(...group)] : []), ...musicEvents.map((event) => musicEvent(...event))]
}

/**
 * The text of a JSON-LD script block. `<` is written as its JSON escape, so a "</script>" (or "<!--") anywhere in
 * the content cannot end or bend the block; JSON readers decode it back.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, `\\u003c`)
    .replace(/\u2028/g, `\\u2028`)
    .replace(/\u2029/g, `\\u2029`)
}
