// /shows.xml: the upcoming shows as an RSS 2.0 feed, for feed readers (beside /shows.ics for calendars). Small enough
// to write by hand: a channel and an item per show, every text escaped. Written by hand on purpose: the feed package
// the field uses (`feed` 6.0.0, by jpmonette, tried in issue 41) writes through xml-js 1.6.11 (last released 2019),
// which wraps titles in CDATA and splits only the first "]]>" in them, so a place written with two lets the content
// add elements to its item (a second <link>, seen in the test "closes a CDATA section twice"); it also turns "&amp;"
// in a text into "&". Each item keeps the show's stable id as its guid, so a reader shows a show once however its
// date or status changes, and the show's start as its pubDate (the content does not say when a show was announced).
// With no show coming, the feed carries the latest shows played, so a new subscriber sees what the band does rather
// than nothing.
import { DateTime } from "luxon"
import { playsWords, statusWords } from "./show-words"
import { bandTimeZone } from "../site/band-day"

export interface FeedShow {
  showId: string
  pagePath: string
  /** YYYY-MM-DD or YYYY-MM-DDTHH:MM, central Illinois time. */
  date: string
  where: string
  when: string
  status?: string | null
  previousWhen?: string | null
  link: string
  price?: string | null
  otherActs?: readonly string[] | null
}

export interface FeedSite {
  bandName: string
  /** Full addresses: the Schedule (the channel's link), the feed itself, and a show's page from its path. */
  scheduleUrl: string
  feedUrl: string
  pageUrl: (pagePath: string) => string
  host: string
}

/** Text as XML character data or an attribute's value. */
function escaped(text: string): string {
  return text
    .replace(/&/g, `&amp;`)
    .replace(/</g, `&lt;`)
    .replace(/>/g, `&gt;`)
    .replace(/"/g, `&quot;`)
    .replace(/'/g, `&apos;`)
}

/** How many of the latest shows played the feed carries when none is coming. */
export const playedShowsInFeed = 3

/** A show's start as RFC 822 with central Illinois' offset, as RSS dates are written. */
function feedDate(date: string): string {
  return DateTime.fromISO(date, { zone: bandTimeZone }).setLocale(`en-US`).toRFC2822() ?? ``
}

/**
 * The feed of `shows` (the upcoming ones, soonest first), or of `played` (the latest first) when none is coming: the
 * same shows give the same bytes.
 */
export function showsFeed(
  shows: readonly FeedShow[],
  site: FeedSite,
  played: readonly FeedShow[] = [],
): string {
  const element = (name: string, text: string) => `<${name}>${escaped(text)}</${name}>`
  const wasPlayed = shows.length === 0
  const items = (wasPlayed ? played.slice(0, playedShowsInFeed) : shows).map((show) => {
    const status = statusWords(show.status, show.previousWhen)
    const label = wasPlayed && show.status !== `cancelled` ? `Played` : status
    const description = [
      status && `${status}.`,
      playsWords(site.bandName, show, wasPlayed),
      show.otherActs?.length ? `With ${show.otherActs.join(`, `)}.` : undefined,
      show.price && !wasPlayed ? `Tickets: ${show.price}.` : undefined,
      `More: ${show.link}`,
    ]
    return [
      `    <item>`,
      `      ${element(`title`, `${label ? `${label}: ` : ``}${site.bandName} at ${show.where}, ${show.when}`)}`,
      `      ${element(`link`, site.pageUrl(show.pagePath))}`,
      `      <guid isPermaLink="false">${escaped(`${show.showId}@${site.host}`)}</guid>`,
      `      <pubDate>${feedDate(show.date)}</pubDate>`,
      // RSS readers read a description as HTML: the text is escaped for HTML, then for XML, so "&" in the content
      // reaches a reader as "&amp;", which its HTML shows as "&".
      `      ${element(`description`, escaped(description.filter(Boolean).join(` `)))}`,
      ...(show.status && show.status !== `scheduled` ? [`      ${element(`category`, show.status)}`] : []),
      `    </item>`,
    ].join(`\n`)
  })
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">`,
    `  <channel>`,
    `    ${element(`title`, `${site.bandName} shows`)}`,
    `    ${element(`link`, site.scheduleUrl)}`,
    `    ${element(`description`, `Where ${site.bandName} plays next: every upcoming show, with its page.`)}`,
    `    <language>en-us</language>`,
    `    <atom:link href="${escaped(site.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    // Readers may look again once a day: the site is rebuilt every morning.
    `    <ttl>1440</ttl>`,
    ...items,
    `  </channel>`,
    `</rss>`,
    ``,
  ].join(`\n`)
}
