// What search engines read about the band and its shows: schema.org JSON-LD, typed with schema-dts. Built from the
// content alone: a page hands Seo the facts (`PageSchema`), and the head builds the JSON-LD and writes it with
// `jsonLdText`, which no text in the content can break out of. So the builders travel with the head's code
// (src/components/head-tags.tsx), which a first visit does not download, not with every page.
import type { MusicEvent, MusicGroup, Person, WithContext } from "schema-dts"

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

export interface EventShow {
  where: string
  when: string
  /** ISO 8601 with central Illinois' offset, from `showStartDate` at build time (src/shows/show-start.ts). */
  startDate: string
  link: string
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
    sameAs: [band.instagram, band.discord],
    member: lineup.map((member): Person => ({
      "@type": `Person`,
      name: member.name,
      // schema.org has no instrument on a person; a member's roles in the band are their job titles here.
      jobTitle: [...member.roles],
    })),
  }
}

export function musicEvent(
  show: EventShow,
  band: Pick<GroupFacts, `name` | `siteUrl`>,
  { poster, bandUrl }: { poster?: string; bandUrl: string },
): WithContext<MusicEvent> {
  return {
    "@context": `https://schema.org`,
    "@type": `MusicEvent`,
    name: `${band.name} at ${show.where}`,
    startDate: show.startDate,
    eventStatus: `https://schema.org/EventScheduled`,
    eventAttendanceMode: `https://schema.org/OfflineEventAttendanceMode`,
    // "where" names the venue (content/shows.json has no street address), so it is the place's name; the address
    // says only what is known of every show: Illinois, in the US.
    location: {
      "@type": `Place`,
      name: show.where,
      address: {
        "@type": `PostalAddress`,
        addressRegion: `IL`,
        addressCountry: `US`,
      },
    },
    ...(poster ? { image: [poster] } : {}),
    url: show.link,
    description: `${band.name} plays ${show.where}, ${show.when}.`,
    performer: { "@type": `MusicGroup`, name: band.name, url: bandUrl },
    organizer: { "@type": `MusicGroup`, name: band.name, url: bandUrl },
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
