/** @jest-environment node */
// /shows.xml read back by a feed parser (htmlparser2's parseFeed, as feed readers in Node read RSS): the channel,
// an item per upcoming show with its page, its status in words, and the stable id as its guid; text that looks like
// markup stays text.
import { parseFeed } from "htmlparser2"
import { JSDOM } from "jsdom"
import { showsFeed, type FeedShow } from "../shows-feed"

const site = {
  bandName: `Milk Patrol`,
  scheduleUrl: `https://www.milkpatrol.band/schedule/`,
  feedUrl: `https://www.milkpatrol.band/shows.xml`,
  pageUrl: (pagePath: string) => `https://www.milkpatrol.band${pagePath}`,
  host: `www.milkpatrol.band`,
  /** The build: 10:30 in central Illinois on 25 November 2026 (CST, -6). */
  published: new Date(`2026-11-25T16:30:00Z`),
}

const coming: FeedShow = {
  showId: `2097-09-13-firehaus-champaign`,
  pagePath: `/shows/2097-09-13-firehaus-champaign/`,
  date: `2097-09-20T19:00`,
  where: `Firehaus, Champaign`,
  when: `7pm, September 20th, 2097`,
  status: `rescheduled`,
  previousWhen: `September 13, 2097, 7pm`,
  link: `https://www.eventbrite.com/e/milk-patrol-at-firehaus-2097`,
  price: `$8 at the door`,
  otherActs: [`Mango Pods`],
}
const cancelled: FeedShow = {
  showId: `2097-05-01-castle-theatre`,
  pagePath: `/shows/2097-05-01-castle-theatre/`,
  date: `2097-05-01`,
  where: `Castle Theatre <Bloomington> & "Friends"`,
  when: `8pm, May 1st, 2097`,
  status: `cancelled`,
  link: `https://www.instagram.com/milkpatrolband/`,
}

test(`a feed parser reads the channel and an item per show, with its page, its status and its guid`, () => {
  const feed = parseFeed(showsFeed([cancelled, coming], site))
  expect(feed).toMatchObject({ type: `rss`, title: `Milk Patrol shows`, link: site.scheduleUrl })
  expect(feed?.items?.map((item) => [item.title, item.link, item.id])).toEqual([
    [
      `Cancelled: Milk Patrol at Castle Theatre <Bloomington> & "Friends", 8pm, May 1st, 2097`,
      `https://www.milkpatrol.band/shows/2097-05-01-castle-theatre/`,
      `2097-05-01-castle-theatre@www.milkpatrol.band`,
    ],
    [
      `Rescheduled: Milk Patrol at Firehaus, Champaign, 7pm, September 20th, 2097`,
      `https://www.milkpatrol.band/shows/2097-09-13-firehaus-champaign/`,
      `2097-09-13-firehaus-champaign@www.milkpatrol.band`,
    ],
  ])
  expect(feed?.items?.[1]?.description).toBe(
    `Rescheduled: moved from September 13, 2097, 7pm. Milk Patrol plays Firehaus, Champaign, 7pm, September 20th, 2097. With Mango Pods. Tickets: $8 at the door. More: ${coming.link}`,
  )
})

test(`a cancelled show's item sells no ticket, though the content still names its price`, () => {
  const feed = parseFeed(showsFeed([{ ...cancelled, price: `$5` }, coming], site))
  expect(feed?.items?.[0]?.description).toBe(
    `Cancelled. Milk Patrol plays Castle Theatre &lt;Bloomington&gt; &amp; &quot;Friends&quot;, 8pm, May 1st, 2097. More: ${cancelled.link}`,
  )
  expect(feed?.items?.[1]?.description).toContain(`Tickets: $8 at the door.`)
})

/** RSS 2.0's pubDate: "a date, conforming to RFC 822" (a four-digit year allowed), its zone an offset or a name. */
const rfc822DateTime =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2}(?:\d{2})? \d{2}:\d{2}(?::\d{2})? (?:[+-]\d{4}|UT|GMT|[ECMP][SD]T|[A-IK-Z])$/

/** Each item's pubDate as the feed writes it. */
const pubDates = (text: string) =>
  [...text.matchAll(/<pubDate>([^<]*)<\/pubDate>/g)].map((match) => match[1]!)

test(`no item is dated in the future (RSS 2.0: "If it's a date in the future, aggregators may choose to not display the item until that date"): a show to come is dated by the day the feed is published, a show played by its start`, () => {
  const text = showsFeed([cancelled, coming], site)
  const dates = pubDates(text)
  expect(dates).toHaveLength(2)
  for (const date of dates) expect(date).toMatch(rfc822DateTime)
  expect(dates.filter((date) => Date.parse(date) > site.published.getTime())).toEqual([])
  // The start of the build's day in central Illinois, which a reader's "new" list shows as today's.
  expect(parseFeed(text)?.items?.map((item) => item.pubDate?.toISOString())).toEqual([
    `2026-11-25T06:00:00.000Z`,
    `2026-11-25T06:00:00.000Z`,
  ])
  // Later the same day, the same bytes (two builds of one day); played shows keep their own start.
  expect(showsFeed([cancelled, coming], { ...site, published: new Date(`2026-11-26T05:59:00Z`) })).toBe(text)
  const played = { ...coming, date: `2024-09-18T16:00`, status: undefined }
  expect(pubDates(showsFeed([], site, [played]))).toEqual([`Wed, 18 Sep 2024 16:00:00 -0500`])
})

test(`a description is HTML in RSS: its text is escaped for HTML, then for XML, so "&" and "<" stay text`, () => {
  const text = showsFeed([cancelled], site)
  expect(text).toContain(`Castle Theatre &amp;lt;Bloomington&amp;gt; &amp;amp; &amp;quot;Friends&amp;quot;`)
  // What a reader's HTML shows: the words as written.
  const html = parseFeed(text)?.items?.[0]?.description ?? ``
  const shown = new JSDOM(`<p>${html}</p>`).window.document.body.textContent
  expect(shown).toContain(`Castle Theatre <Bloomington> & "Friends"`)
})

test(`with nothing coming, the feed carries the latest shows played, in the past tense; the same shows give the same bytes`, () => {
  const played = [
    { ...coming, status: undefined, pagePath: `/shows/a/`, showId: `a` },
    cancelled,
    { ...coming, status: undefined, pagePath: `/shows/b/`, showId: `b` },
    { ...coming, status: undefined, pagePath: `/shows/c/`, showId: `c` },
  ]
  const feed = parseFeed(showsFeed([], site, played))
  expect(feed?.items?.map((item) => item.title)).toEqual([
    `Played: Milk Patrol at Firehaus, Champaign, 7pm, September 20th, 2097`,
    `Cancelled: Milk Patrol at Castle Theatre <Bloomington> & "Friends", 8pm, May 1st, 2097`,
    `Played: Milk Patrol at Firehaus, Champaign, 7pm, September 20th, 2097`,
  ])
  expect(feed?.items?.[0]?.description).toBe(
    `Milk Patrol played Firehaus, Champaign, 7pm, September 20th, 2097. With Mango Pods. More: ${coming.link}`,
  )
  // Shows coming: those alone.
  expect(parseFeed(showsFeed([coming], site, played))?.items).toHaveLength(1)
  expect(showsFeed([coming], site)).toBe(showsFeed([coming], site))
})

test(`the feed is well-formed XML that names itself`, () => {
  const text = showsFeed([cancelled], site)
  expect(text.startsWith(`<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"`)).toBe(true)
  expect(text).toContain(
    `<atom:link href="https://www.milkpatrol.band/shows.xml" rel="self" type="application/rss+xml"/>`,
  )
  // No raw markup from the content reaches the XML.
  expect(text).not.toContain(`<Bloomington>`)
})

test(`a place that closes a CDATA section twice stays text: one item, its own link, the place as written`, () => {
  const hostile = { ...cancelled, where: `a]]>b]]><link>https://evil.example/</link>` }
  const text = showsFeed([hostile], site)
  const feed = parseFeed(text)
  expect(feed?.items).toHaveLength(1)
  expect(feed?.items?.[0]?.link).toBe(`https://www.milkpatrol.band/shows/2097-05-01-castle-theatre/`)
  expect(feed?.items?.[0]?.title).toContain(hostile.where)
  expect(text).not.toContain(`<link>https://evil.example/`)
})

test(`a place with text shaped like an XML reference ("&nbsp;", "&#0;", "&amp;") stays text, and the feed stays XML`, () => {
  const where = `Tom &nbsp; Jerry's &#0; Bar &amp; Grill`
  const text = showsFeed([{ ...cancelled, where }], site)
  const xml = new JSDOM(``).window
  const document = new xml.DOMParser().parseFromString(text, `application/xml`)
  expect(document.getElementsByTagName(`parsererror`)).toHaveLength(0)
  expect(document.querySelector(`item > title`)?.textContent).toContain(where)
  // The description, read as the HTML it is, shows the place as written too.
  const html = parseFeed(text)?.items?.[0]?.description ?? ``
  expect(new JSDOM(`<p>${html}</p>`).window.document.body.textContent).toContain(where)
})
