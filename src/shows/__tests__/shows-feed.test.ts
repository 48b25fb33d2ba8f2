/** @jest-environment node */
// /shows.xml read back by a feed parser (htmlparser2's parseFeed, as feed readers in Node read RSS): the channel,
// an item per upcoming show with its page, its status in words, and the stable id as its guid; text that looks like
// markup stays text.
import { parseFeed } from "htmlparser2"
import { showsFeed, type FeedShow } from "../shows-feed"

const site = {
  bandName: `Milk Patrol`,
  scheduleUrl: `https://www.milkpatrol.band/schedule/`,
  feedUrl: `https://www.milkpatrol.band/shows.xml`,
  pageUrl: (pagePath: string) => `https://www.milkpatrol.band${pagePath}`,
  host: `www.milkpatrol.band`,
}

const coming: FeedShow = {
  showId: `2097-09-13-firehaus-champaign`,
  pagePath: `/shows/2097-09-13-firehaus-champaign/`,
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
      `Rescheduled: moved from September 13, 2097, 7pm: Milk Patrol at Firehaus, Champaign, 7pm, September 20th, 2097`,
      `https://www.milkpatrol.band/shows/2097-09-13-firehaus-champaign/`,
      `2097-09-13-firehaus-champaign@www.milkpatrol.band`,
    ],
  ])
  expect(feed?.items?.[1]?.description).toBe(
    `Rescheduled: moved from September 13, 2097, 7pm. Milk Patrol plays Firehaus, Champaign, 7pm, September 20th, 2097. With Mango Pods. Tickets: $8 at the door. More: ${coming.link}`,
  )
})

test(`with nothing coming, the feed is a channel without items; the same shows give the same bytes`, () => {
  expect(parseFeed(showsFeed([], site))).toMatchObject({ type: `rss`, items: [] })
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
