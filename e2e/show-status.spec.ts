// A show's status, the same wherever it is named: for every status the content model allows, its page's title and
// link preview, its card, its page, its event for search engines, its feed item, its calendar entry and the booking
// page's "Our next shows". A cancelled show sells nothing anywhere, though its price stays in the content.
import ICAL from "ical.js"
import { parseFeed } from "htmlparser2"
import { test, expect } from "./support/test"
import { contentOf, type Show } from "./support/content"
import { openPage } from "./support/site"
import { showStatuses } from "../src/content-model/schema"
import { showId, showPagePath } from "../src/site/addresses"
import { kitHeadings } from "../src/booking/booking-kit"

type ShowStatus = (typeof showStatuses)[number]

/**
 * What each status is called, written out here rather than read from the site's code: the word a fan reads first
 * wherever the show is named, and what search engines are told. A show that goes ahead as planned has no word.
 */
const expected: Record<
  ShowStatus,
  { word?: string; eventStatus: string; calendarStatus: string; sells: boolean }
> = {
  scheduled: { eventStatus: `EventScheduled`, calendarStatus: `CONFIRMED`, sells: true },
  cancelled: { word: `Cancelled`, eventStatus: `EventCancelled`, calendarStatus: `CANCELLED`, sells: false },
  postponed: { word: `Postponed`, eventStatus: `EventPostponed`, calendarStatus: `TENTATIVE`, sells: true },
  rescheduled: {
    word: `Rescheduled`,
    eventStatus: `EventRescheduled`,
    calendarStatus: `CONFIRMED`,
    sells: true,
  },
  "sold out": { word: `Sold out`, eventStatus: `EventScheduled`, calendarStatus: `CONFIRMED`, sells: true },
}
const everyWord = Object.values(expected).flatMap(({ word }) => (word ? [word] : []))

const built = contentOf(`root`)
const band = built.band
const host = new URL(band.siteUrl).hostname

/** The upcoming show of each status in the edited content (one that goes ahead as planned has none written). */
function showOf(status: ShowStatus): Show {
  const show = built.splitShows().upcoming.find((candidate) => (candidate.status ?? `scheduled`) === status)
  if (!show) throw new Error(`the edited content has no upcoming ${status} show`)
  return show
}

/** What `text` says of the status: the first status word it names, or none. */
const wordIn = (text: string | null | undefined) => everyWord.find((word) => text?.includes(word))

test(`every status a show can have reads the same in its page's title and link preview, its card, its page, its event, its feed item, its calendar entry and on /booking/ @desktop`, async ({
  page,
}) => {
  test.setTimeout(120_000)
  expect(Object.keys(expected).sort(), `a word for every status the content model allows`).toEqual(
    [...showStatuses].sort(),
  )
  const feed = parseFeed(await (await page.request.get(`/shows.xml`)).text())
  const calendar = new ICAL.Component(ICAL.parse(await (await page.request.get(`/shows.ics`)).text()))
  await openPage(page, `/schedule/`)
  const cards = page.locator(`#main li`)
  await openPage(page, `/booking/`)
  const nextShows = await page
    .getByRole(`region`, { name: kitHeadings.next })
    .getByRole(`listitem`)
    .allTextContents()

  const differences: string[] = []
  const check = (status: ShowStatus, place: string, said: string | undefined, want: unknown) => {
    if (said !== want)
      differences.push(`${status}, ${place}: ${JSON.stringify(said)} (want ${JSON.stringify(want)})`)
  }
  for (const status of showStatuses) {
    const show = showOf(status)
    const { word, eventStatus, calendarStatus, sells } = expected[status]
    const starts = (text: string | null | undefined) =>
      word && text?.startsWith(`${word}: `) ? word : wordIn(text)

    // Its page, as the server wrote it: the title, the link preview's title and the event search engines read.
    await openPage(page, showPagePath(show))
    const head = await page.evaluate(() => ({
      title: document.title,
      preview: document.querySelector(`meta[property="og:title"]`)?.getAttribute(`content`),
      description: document.querySelector(`meta[name="description"]`)?.getAttribute(`content`),
      event: JSON.parse(document.querySelector(`script[type="application/ld+json"]`)?.textContent ?? `{}`),
    }))
    check(status, `page title`, wordIn(head.title), word)
    check(status, `link preview title`, wordIn(head.preview), word)
    check(status, `page description`, starts(head.description), word)
    check(
      status,
      `event's status`,
      String(head.event.eventStatus).replace(`https://schema.org/`, ``),
      eventStatus,
    )
    check(status, `event's description`, starts(head.event.description), word)
    check(status, `event's offer`, String(`offers` in head.event), String(sells))
    const main = page.getByRole(`main`)
    // Its words as written (a badge may draw them in capitals).
    check(status, `page badge`, wordIn((await main.locator(`article > p`).allTextContents()).join(` `)), word)
    check(
      status,
      `page price`,
      String((await main.getByText(`Price`, { exact: true }).count()) > 0),
      String(sells && !!show.price),
    )

    // Its card on the Schedule.
    await openPage(page, `/schedule/`)
    const card = cards.filter({ hasText: show.when }).filter({ hasText: show.where })
    check(status, `card`, wordIn(await card.textContent()), word)

    // Its feed item, by its guid.
    const item = feed?.items?.find((candidate) => candidate.id === `${showId(show)}@${host}`)
    check(status, `feed item title`, starts(item?.title), word)
    check(
      status,
      `feed item sells tickets`,
      String(/Tickets: /.test(item?.description ?? ``)),
      String(sells && !!show.price),
    )

    // Its calendar entry, in the feed and in its own file.
    for (const file of [
      calendar,
      new ICAL.Component(ICAL.parse(await (await page.request.get(`/shows/${showId(show)}.ics`)).text())),
    ]) {
      const event = file
        .getAllSubcomponents(`vevent`)
        .find((candidate) => candidate.getFirstPropertyValue(`uid`) === `${showId(show)}@${host}`)
      check(status, `calendar summary`, starts(String(event?.getFirstPropertyValue(`summary`))), word)
      check(status, `calendar status`, String(event?.getFirstPropertyValue(`status`)), calendarStatus)
      check(
        status,
        `calendar sells tickets`,
        String(String(event?.getFirstPropertyValue(`description`)).includes(`Tickets`)),
        String(sells),
      )
    }

    // /booking/'s "Our next shows": a cancelled show is not among them; every other says its status.
    const listed = nextShows.find((text) => text.includes(show.where) && text.includes(show.when))
    if (status === `cancelled`) check(status, `on /booking/`, listed, undefined)
    else check(status, `on /booking/`, listed === undefined ? `not listed` : wordIn(listed), word)
  }
  expect(differences, `where a show's status reads otherwise`).toEqual([])
})
