// /shows.xml: the upcoming shows as an RSS 2.0 feed, for feed readers (beside /shows.ics for calendars). The channel
// and its items are ours; fast-xml-builder (fast-xml-parser's writer, NaturalIntelligence) escapes and writes the XML,
// every text as character data with &, <, >, ' and " escaped, never CDATA, so no place name can close a section or
// reach a reader with an "&" unescaped (why this writer: docs/dependencies.md, "Packages in place of code written by
// hand"). Each item keeps the show's stable id as its guid, so a reader shows a show once however its date or status
// changes. Its pubDate is when the item was published, never a date to come: RSS 2.0 lets a reader hold back an item
// dated in the future until that date, so a show's start (weeks ahead) would hide it until the show. The content
// does not say when a show was announced or last changed, so an upcoming show is dated by the day of the build that
// published it (midnight in central Illinois: the same bytes from every build of one day), and a show played by its
// start, the earlier of the two. With no show coming, the feed carries the latest shows played, so a new subscriber
// sees what the band does rather than nothing.
import escapeHtml from "escape-html"
import XMLBuilder from "fast-xml-builder"
import { DateTime } from "luxon"
import { playsWords, sellsTickets, statusPrefix, statusWords } from "./show-words"
import { bandTimeZone } from "../site/band-day"
import type { ShowPart } from "./show-nodes"

export type FeedShow = ShowPart<
  `showId` | `pagePath` | `date` | `where` | `when` | `link`,
  `status` | `previousWhen` | `price` | `otherActs`
>

export interface FeedSite {
  bandName: string
  /** Full addresses: the Schedule (the channel's link), the feed itself, and a show's page from its path. */
  scheduleUrl: string
  feedUrl: string
  pageUrl: (pagePath: string) => string
  host: string
  /** When the feed is written (the build): no item is dated after it. */
  published: Date
}

/** Writes an object as indented XML: `@name` keys are attributes, `#text` an element's text beside them. */
const feedWriter = new XMLBuilder({
  format: true,
  indentBy: `  `,
  ignoreAttributes: false,
  attributeNamePrefix: `@`,
  suppressEmptyNode: true,
  processEntities: true,
})

/** How many of the latest shows played the feed carries when none is coming. */
export const playedShowsInFeed = 3

/**
 * When an item was published, as RFC 822 with central Illinois' offset, as RSS dates are written: the show's start
 * once it has come, and until then the start of the day the feed is written.
 */
function publishedDate(date: string, published: Date): string {
  const start = DateTime.fromISO(date, { zone: bandTimeZone })
  const buildDay = DateTime.fromJSDate(published, { zone: bandTimeZone }).startOf(`day`)
  return DateTime.min(start, buildDay).setLocale(`en-US`).toRFC2822() ?? ``
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
  const wasPlayed = shows.length === 0
  const item = (wasPlayed ? played.slice(0, playedShowsInFeed) : shows).map((show) => {
    const status = statusWords(show.status, show.previousWhen)
    const prefix = wasPlayed && show.status !== `cancelled` ? `Played: ` : statusPrefix(show.status)
    const description = [
      status && `${status}.`,
      playsWords(site.bandName, show, wasPlayed),
      show.otherActs?.length ? `With ${show.otherActs.join(`, `)}.` : undefined,
      show.price && sellsTickets(show.status, wasPlayed) ? `Tickets: ${show.price}.` : undefined,
      `More: ${show.link}`,
    ]
    return {
      title: `${prefix}${site.bandName} at ${show.where}, ${show.when}`,
      link: site.pageUrl(show.pagePath),
      guid: { "@isPermaLink": `false`, "#text": `${show.showId}@${site.host}` },
      pubDate: publishedDate(show.date, site.published),
      // RSS readers read a description as HTML: the text is escaped for HTML here, then for XML by the writer, so
      // "&" in the content reaches a reader as "&amp;", which its HTML shows as "&".
      description: escapeHtml(description.filter(Boolean).join(` `)),
      ...(show.status && show.status !== `scheduled` ? { category: show.status } : {}),
    }
  })
  return feedWriter.build({
    "?xml": { "@version": `1.0`, "@encoding": `UTF-8` },
    rss: {
      "@version": `2.0`,
      "@xmlns:atom": `http://www.w3.org/2005/Atom`,
      channel: {
        title: `${site.bandName} shows`,
        link: site.scheduleUrl,
        description: `Where ${site.bandName} plays next: every upcoming show, with its page.`,
        language: `en-us`,
        "atom:link": { "@href": site.feedUrl, "@rel": `self`, "@type": `application/rss+xml` },
        // Readers may look again once a day: the site is rebuilt every morning.
        ttl: `1440`,
        item,
      },
    },
  })
}
