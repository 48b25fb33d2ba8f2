// Every show is a page: reached from its card, titled by its place and time, with the poster, the venue's
// address and a directions link, the ticket link, the price, the other acts, "Add to calendar" and the way back; its
// own head (description, canonical address, a 1200x630 link preview from the poster, one MusicEvent); its status in
// words on the card and the page and in the calendars; the next show on Home; the feed of upcoming shows. In the
// root build and under /milkpatrol/, on a laptop and a phone, in milk and Sonic, and with scripts blocked.
import type { Page } from "@playwright/test"
import ICAL from "ical.js"
import sharp from "sharp"
import { parseFeed } from "htmlparser2"
import { test, expect } from "./support/test"
import { band, contentOf, type Build, type Show } from "./support/content"
import { followNavLink, openPage, scrollsSideways, switchToSonic } from "./support/site"
import { expectNoAxeViolations } from "./support/axe"
import { pdfPages, printed } from "./support/paper"
import { pagesSiteUrl } from "./support/builds"
import { showId, showPagePath } from "../src/site/addresses"
import {
  directionsLink,
  playsWords,
  showPageTexts,
  showPageTitle,
  statusWords,
} from "../src/shows/show-words"
import { showNodeFields } from "../src/shows/show-nodes"
import { googleEventProperties } from "../src/test-support/google-event"

/**
 * The shows of `build`'s content the tests follow: the moved show (with its price, ticket link and other acts), the
 * cancelled one and one played. Both fixtures have each (e2e/support/builds.ts); one missing fails, never passes.
 */
function showsOf(build: Build) {
  const built = contentOf(build)
  const { upcoming, previous } = built.splitShows()
  const played = previous.find((show) => show.status !== `cancelled`)
  if (!played) throw new Error(`the ${build} build's content has no played show`)
  return {
    upcoming,
    previous,
    rescheduled: built.showWithStatus(`rescheduled`),
    cancelled: built.showWithStatus(`cancelled`),
    played,
  }
}
/** The root build's, for the tests of one build below. */
const { rescheduled, cancelled, played } = showsOf(`root`)

/** A path inside the build served at `base` (the root build's address, or the prefixed one's). */
const at = (base: string, path: string) => new URL(path.slice(1), base).href

/** Where a build is published: the band's address for the root build, GitHub Pages' for the prefixed one. */
function publishedSite(base: string): string {
  const prefix = new URL(base).pathname.replace(/\/$/, ``)
  return prefix ? `${pagesSiteUrl}${prefix}` : `https://www.milkpatrol.band`
}

/** The card of `show` in the page's lists. */
function cardOf(page: Page, show: Show) {
  return page.getByRole(`listitem`).filter({ hasText: show.when }).filter({ hasText: show.where })
}

for (const build of [`root`, `prefixed`] as const) {
  const buildTest = test.extend<{ base: string }>({
    base: async ({ baseURL, prefixedSiteURL }, use) => use(build === `root` ? baseURL! : prefixedSiteURL),
  })

  buildTest.describe(`${build} build`, () => {
    const { upcoming, previous, rescheduled, cancelled, played } = showsOf(build)
    buildTest(
      `a card leads to its show's page: poster, where and when, status, address, directions, price, acts, links`,
      async ({ page, base }) => {
        await openPage(page, at(base, `/schedule/`))
        const card = cardOf(page, rescheduled)
        // The poster still links to the show's own link; the card's new link goes to the show's page.
        await expect(card.getByRole(`link`, { name: /^Poster for the show/ })).toHaveAttribute(
          `href`,
          rescheduled.link,
        )
        await expect(
          card.getByText(statusWords(`rescheduled`, showNodeFields(rescheduled).previousWhen)!),
        ).toBeVisible()
        // Named by its place and time (browsers put a space before the hidden part's colon).
        await card
          .getByRole(`link`, { name: `Show details : ${rescheduled.where}, ${rescheduled.when}` })
          .click()
        await expect(page).toHaveURL(at(base, showPagePath(rescheduled)))
        await expect(page).toHaveTitle(showPageTitle(`Milk Patrol`, rescheduled))

        const main = page.getByRole(`main`)
        await expect(main.getByRole(`heading`, { level: 1 })).toHaveText(
          `Milk Patrol at ${rescheduled.where}`,
        )
        await expect(main.getByText(/^Rescheduled: moved from September 13, 2097, 7pm$/)).toBeVisible()
        await expect(main.getByText(rescheduled.when)).toBeVisible()
        await expect(main.locator(`address`)).toContainText(rescheduled.venue!.street!)
        await expect(
          main.getByRole(`link`, { name: `Directions to ${rescheduled.where} (on a map)` }),
        ).toHaveAttribute(`href`, directionsLink(rescheduled))
        await expect(main.getByText(rescheduled.price!)).toBeVisible()
        for (const act of rescheduled.otherActs!)
          await expect(main.getByRole(`listitem`).filter({ hasText: act })).toBeVisible()
        await expect(main.getByRole(`link`, { name: /^Tickets and info/ })).toHaveAttribute(
          `href`,
          rescheduled.link,
        )

        // The poster, large and loaded, and the page no wider than the screen.
        const poster = main.getByRole(`img`, {
          name: new RegExp(`^Poster for the show at ${rescheduled.where}`),
        })
        await expect(poster).toBeVisible()
        await expect
          .poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth))
          .toBeGreaterThan(0)
        expect((await poster.boundingBox())!.width).toBeGreaterThan(200)
        expect(await scrollsSideways(page)).toBe(false)

        // "Add to calendar" is the show's .ics, under its first date's address.
        const calendarLink = main.getByRole(`link`, { name: `Add to calendar : ${rescheduled.where}` })
        const ics = new URL((await calendarLink.getAttribute(`href`))!, page.url()).href
        expect(ics).toBe(at(base, `/shows/${showId(rescheduled)}.ics`))
        const response = await page.request.get(ics)
        expect(response.headers()[`content-type`]).toMatch(/^text\/calendar/)

        await main.getByRole(`link`, { name: `Back to the Schedule` }).click()
        await expect(page).toHaveURL(at(base, `/schedule/`))
      },
    )

    buildTest(
      `a cancelled show says so in words on its card and its page, offers no "Add to calendar" and no ticket link on either, and its calendar entry is cancelled under the same UID`,
      async ({ page, base }) => {
        await openPage(page, at(base, `/schedule/`))
        const card = cardOf(page, cancelled)
        await expect(card.getByText(`Cancelled`, { exact: true })).toBeVisible()
        // Its poster is shown, linked to nothing: the ticket page of a show that will not happen sells nothing.
        await expect(card.getByRole(`img`, { name: /^Poster for the show/ })).toBeVisible()
        await expect(card.getByRole(`link`, { name: /Add to calendar/ })).toHaveCount(0)
        await expect(card.locator(`a[href="${cancelled.link}"]`)).toHaveCount(0)
        // Its only link is its own page.
        await expect(card.getByRole(`link`)).toHaveCount(1)
        await expect(card.getByRole(`link`)).toHaveAttribute(
          `href`,
          new URL(at(base, showPagePath(cancelled))).pathname,
        )
        // The other upcoming shows still offer both.
        await expect(cardOf(page, rescheduled).getByRole(`link`, { name: /Add to calendar/ })).toHaveCount(1)
        await openPage(page, at(base, showPagePath(cancelled)))
        await expect(page.getByRole(`main`).getByText(`Cancelled`, { exact: true })).toBeVisible()
        await expect(page.getByRole(`link`, { name: /Add to calendar/ })).toHaveCount(0)
        await expect(page.getByRole(`main`).getByRole(`link`, { name: /^Tickets/ })).toHaveCount(0)

        const host = new URL(publishedSite(base)).hostname
        for (const file of [`/shows.ics`, `/shows/${showId(cancelled)}.ics`]) {
          const calendar = new ICAL.Component(
            ICAL.parse(await (await page.request.get(at(base, file))).text()),
          )
          const event = calendar
            .getAllSubcomponents(`vevent`)
            .find((candidate) => candidate.getFirstPropertyValue(`uid`) === `${showId(cancelled)}@${host}`)
          expect(event, file).toBeDefined()
          expect(event!.getFirstPropertyValue(`status`)).toBe(`CANCELLED`)
          expect(Number(event!.getFirstPropertyValue(`sequence`))).toBeGreaterThan(0)
        }
      },
    )

    buildTest(
      `a show's head: its description, canonical address, a 1200x630 preview drawn from its poster, one MusicEvent @desktop`,
      async ({ page, base }) => {
        const site = publishedSite(base)
        for (const show of [rescheduled, cancelled, played]) {
          await openPage(page, at(base, showPagePath(show)))
          const head = await page.evaluate(() => ({
            canonical: document.querySelector(`link[rel="canonical"]`)?.getAttribute(`href`),
            description: document.querySelector(`meta[name="description"]`)?.getAttribute(`content`),
            image: document.querySelector(`meta[property="og:image"]`)?.getAttribute(`content`),
            events: [...document.querySelectorAll(`script[type="application/ld+json"]`)].map((script) =>
              JSON.parse(script.textContent ?? ``),
            ),
          }))
          const address = `${site}${showPagePath(show)}`
          expect(head.canonical).toBe(address)
          expect(head.description).toContain(`${show.where}, ${show.when}`)
          expect(head.image).toBe(`${address}link-preview.png`)
          const preview = await page.request.get(head.image!.replace(`${site}/`, base))
          expect(preview.status(), head.image!).toBe(200)
          expect(await sharp(await preview.body()).metadata()).toMatchObject({
            format: `png`,
            width: 1200,
            height: 630,
          })

          expect(head.events).toHaveLength(1)
          const event = head.events[0]
          // Google's required properties, then the recommended ones: tickets only for a show to come that goes ahead.
          const onSale = show !== played && show.status !== `cancelled`
          for (const property of [...googleEventProperties.required, ...googleEventProperties.recommended])
            if (property !== `offers` || onSale)
              expect(event, `${property} of ${show.where}`).toHaveProperty(property)
          for (const property of googleEventProperties.leftOut) expect(event).not.toHaveProperty(property)
          if (!onSale) expect(event, show.where).not.toHaveProperty(`offers`)
          // Played, it says so: in the link preview's words and the event's.
          if (show === played) {
            const saysPlayed = playsWords(band.name, show, true)
            expect(head.description?.slice(0, saysPlayed.length)).toBe(saysPlayed)
            expect(String(event.description).slice(0, saysPlayed.length)).toBe(saysPlayed)
          }
          if (show === cancelled) expect(head.description).toMatch(/^Cancelled: /)
          expect(event).toMatchObject({
            "@type": `MusicEvent`,
            url: address,
            location: { "@type": `Place`, address: { "@type": `PostalAddress` } },
          })
          expect(event.startDate).toBe(showNodeFields(show).startDate)
          // The poster whole at 16:9, 4:3 and 1:1, 1200px wide, as Google asks, for a show still to come; a played
          // show's event (cancelled or not) has its link preview alone: search shows events people can still go to.
          const shapes: string[] = []
          for (const image of event.image as string[]) {
            const picture = await page.request.get(image.replace(`${site}/`, base))
            expect(picture.status(), image).toBe(200)
            const { width, height } = await sharp(await picture.body()).metadata()
            shapes.push(`${width}x${height}`)
          }
          expect(shapes, show.where).toEqual(
            previous.includes(show) ? [`1200x630`] : [`1200x675`, `1200x900`, `1200x1200`],
          )
        }
        const moved = await page.request.get(at(base, showPagePath(rescheduled)))
        const movedEvent = JSON.parse(
          /<script[^>]*application\/ld\+json[^>]*>(.*?)<\/script>/.exec(await moved.text())![1]!,
        )
        expect(movedEvent).toMatchObject({
          eventStatus: `https://schema.org/EventRescheduled`,
          previousStartDate: `2097-09-13T19:00:00-05:00`,
          startDate: `2097-09-20T19:00:00-05:00`,
          offers: { price: 8, priceCurrency: `USD`, url: rescheduled.link },
        })
      },
    )

    buildTest(
      `a show that has happened says it was played: no tickets, no "Add to calendar", on its card no calendar either`,
      async ({ page, base }) => {
        await openPage(page, at(base, showPagePath(played)))
        const main = page.getByRole(`main`)
        await expect(main.getByText(showPageTexts.played)).toBeVisible()
        await expect(main.getByRole(`link`, { name: /Add to calendar/ })).toHaveCount(0)
        await expect(main.getByRole(`link`, { name: /Tickets/ })).toHaveCount(0)
        await expect(main.getByRole(`link`, { name: /^More about the show/ })).toHaveAttribute(
          `href`,
          played.link,
        )
        await openPage(page, at(base, `/schedule/`))
        await expect(cardOf(page, played).getByRole(`link`, { name: /Add to calendar/ })).toHaveCount(0)
      },
    )

    buildTest(`Home names the next show that goes ahead and links to its page`, async ({ page, base }) => {
      await openPage(page, base)
      const next = upcoming.find((show) => show.status !== `cancelled`)!
      const line = page.getByRole(`main`).locator(`p`, { hasText: /^Next show:/ })
      await expect(line).toContainText(`${next.when}, ${next.where}`)
      await line.getByRole(`link`).click()
      await expect(page).toHaveURL(at(base, showPagePath(next)))
    })

    buildTest(
      `the feed of upcoming shows is linked from the Schedule and every page's head, and a feed parser reads it @desktop`,
      async ({ page, base }) => {
        const feedAddress = at(base, `/shows.xml`)
        for (const path of [`/`, `/about/`, showPagePath(played)]) {
          await openPage(page, at(base, path))
          const href = await page
            .locator(`link[rel="alternate"][type="application/rss+xml"]`)
            .getAttribute(`href`)
          expect(new URL(href!, page.url()).href, path).toBe(feedAddress)
        }
        await openPage(page, at(base, `/schedule/`))
        const link = page.getByRole(`link`, { name: `Follow our shows in a feed reader (RSS)` })
        expect(new URL((await link.getAttribute(`href`))!, page.url()).href).toBe(feedAddress)

        const feed = parseFeed(await (await page.request.get(feedAddress)).text())
        expect(feed?.type).toBe(`rss`)
        expect(feed?.items?.map((item) => item.link)).toEqual(
          upcoming.map((show) => `${publishedSite(base)}${showPagePath(show)}`),
        )
        // RSS 2.0: a reader may hold back an item dated in the future until that date. None is.
        const dated = feed?.items?.map((item) => item.pubDate) ?? []
        expect(dated.filter((date) => !date || date.getTime() > Date.now())).toEqual([])
      },
    )
  })
}

test(`printed, a show's page is the show alone (no nav, no Sonic art), with the addresses a reader needs written out: the page's, the tickets', the map's and the calendar's @desktop`, async ({
  page,
}) => {
  await switchToSonic(page)
  await openPage(page, showPagePath(rescheduled))
  await expect(page.getByTestId(`sonic-head`)).toBeVisible()
  const main = page.getByRole(`main`)
  const addresses = [
    `${publishedSite(`http://any/`)}${showPagePath(rescheduled)}`,
    rescheduled.link,
    directionsLink({ ...rescheduled, venue: rescheduled.venue ?? null }),
    `${publishedSite(`http://any/`)}/shows/${showId(rescheduled)}.ics`,
  ]
  // On screen the links are enough.
  for (const address of addresses) await expect(main.getByText(address)).toBeHidden()
  await page.emulateMedia({ media: `print` })
  await expect(page.getByRole(`banner`)).toBeHidden()
  await expect(page.getByRole(`navigation`)).toHaveCount(0)
  for (const art of await page.locator(`[data-testid^="sonic-"]`).all()) await expect(art).toBeHidden()
  await expect(page.getByRole(`heading`, { level: 1 })).toBeVisible()
  // What paper shows: each address in full, in sight, in no wider a line than the page.
  const printed = await main.innerText()
  for (const address of addresses) expect(printed, `printed: ${address}`).toContain(address)
  for (const address of addresses) await expect(main.getByText(address).first()).toBeVisible()
})

test(`printed, the page of every show to come is one Letter and one A4 sheet @desktop`, async ({ page }) => {
  test.setTimeout(120_000)
  const sheets: string[] = []
  for (const show of contentOf(`root`).splitShows().upcoming) {
    await openPage(page, showPagePath(show))
    // Printed once its poster is drawn, as a fan who opens the page and then prints it.
    const poster = page.getByRole(`main`).getByRole(`img`, { name: /^Poster for the show/ })
    await poster.scrollIntoViewIfNeeded()
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete)).toBe(true)
    for (const format of [`Letter`, `A4`] as const) {
      const pages = pdfPages(await printed(page, format))
      if (pages !== 1) sheets.push(`${showPagePath(show)} on ${format}: ${pages} sheets`)
    }
  }
  expect(sheets, `show pages printed on more than one sheet`).toEqual([])
})

test(`with scripts blocked, a show's page under /milkpatrol/ shows everything and its links work`, async ({
  browser,
  prefixedSiteURL,
}) => {
  const { rescheduled } = showsOf(`prefixed`)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(at(prefixedSiteURL, showPagePath(rescheduled)))
  await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(`Milk Patrol at ${rescheduled.where}`)
  await expect(page.getByText(/^Rescheduled: moved from/)).toBeVisible()
  await expect(page.getByRole(`img`, { name: /^Poster for the show/ })).toBeVisible()
  await page.getByRole(`link`, { name: `Back to the Schedule` }).click()
  await expect(page).toHaveURL(at(prefixedSiteURL, `/schedule/`))
  await context.close()
})

test(`a show's page passes axe in milk and in Sonic, its badge in words in both`, async ({ page }) => {
  test.setTimeout(90_000)
  await openPage(page, showPagePath(cancelled))
  await expectNoAxeViolations(page, `a cancelled show's page (milk)`)
  // The theme lasts the visit: from the secret page to the Schedule and the show's page without reloading.
  await switchToSonic(page)
  await followNavLink(page, `Schedule`)
  await cardOf(page, rescheduled)
    .getByRole(`link`, { name: /^Show details/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`${showPagePath(rescheduled)}$`))
  await expect(page.getByTestId(`sonic-head`)).toBeVisible()
  await expect(page.getByText(/^Rescheduled: moved from/)).toBeVisible()
  await expectNoAxeViolations(page, `a rescheduled show's page (Sonic)`)
})

test(`a show's page loads no script beyond what every page loads, but its own small template @desktop`, async ({
  page,
}) => {
  const scriptsOf = async (path: string) => {
    const scripts: string[] = []
    const listen = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === `script`) scripts.push(new URL(request.url()).pathname)
    }
    page.on(`request`, listen)
    // Once React has the page (openPage) and the page's load is done: every script it runs has been asked for.
    await openPage(page, path)
    await page.waitForLoadState(`load`)
    page.off(`request`, listen)
    return scripts.filter((script) => !/\/component---/.test(script))
  }
  const onSchedule = await scriptsOf(`/schedule/`)
  const onShow = await scriptsOf(showPagePath(played))
  expect(onShow.filter((script) => !onSchedule.includes(script))).toEqual([])
})
