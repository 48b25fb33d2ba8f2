// /shows.xml: the upcoming shows as an RSS 2.0 feed, for feed readers (beside /shows.ics for calendars). Small
// enough to write by hand: a channel and an item per show, every text escaped. Each item keeps the show's stable
// id as its guid, so a reader shows a show once however its date or status changes.
import { statusWords } from "./show-words"

export interface FeedShow {
  showId: string
  pagePath: string
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

/** The feed of `shows` (the upcoming ones, soonest first): the same shows give the same bytes. */
export function showsFeed(shows: readonly FeedShow[], site: FeedSite): string {
  const element = (name: string, text: string) => `<${name}>${escaped(text)}</${name}>`
  const items = shows.map((show) => {
    const status = statusWords(show.status, show.previousWhen)
    const description = [
      status && `${status}.`,
      `${site.bandName} plays ${show.where}, ${show.when}.`,
      show.otherActs?.length ? `With ${show.otherActs.join(`, `)}.` : undefined,
      show.price ? `Tickets: ${show.price}.` : undefined,
      `More: ${show.link}`,
    ]
    return [
      `    <item>`,
      `      ${element(`title`, `${status ? `${status}: ` : ``}${site.bandName} at ${show.where}, ${show.when}`)}`,
      `      ${element(`link`, site.pageUrl(show.pagePath))}`,
      `      <guid isPermaLink="false">${escaped(`${show.showId}@${site.host}`)}</guid>`,
      `      ${element(`description`, description.filter(Boolean).join(` `))}`,
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
