// How fans find the band: link previews, canonical addresses, structured data, the sitemap and robots.txt, the
// app manifest and the calendar feed, in the root build and under /milkpatrol/ (the GitHub Pages project site).
import type { APIRequestContext, Page } from "@playwright/test"
import ICAL from "ical.js"
import sharp from "sharp"
import { DateTime } from "luxon"
import { test, expect } from "./support/test"
import { band, contentOf, lineup, splitShows, type Build } from "./support/content"
import { navLink, openPage, publicRoutes } from "./support/site"
import { pagesSiteUrl } from "./support/builds"
import { withFullChromium } from "./support/chromium"
import { showId, showPagePath } from "../src/site/addresses"

/** Every page a search engine may list in `build`: the nav's four, the booking kit and the page of each year played. */
const publicPathsOf = (build: Build) => [
  ...publicRoutes.map((route) => route.path),
  ...contentOf(build).yearPagePaths(),
]
const siteUrl = band.siteUrl.replace(/\/+$/, ``)

/** A show's name in calendars: one that does not go ahead as planned says so first (src/shows/show-calendar.ts). */
function calendarSummary(show: { where: string; status?: string }): string {
  const change =
    {
      cancelled: `Cancelled: `,
      postponed: `Postponed: `,
      rescheduled: `Rescheduled: `,
      "sold out": `Sold out: `,
    }[show.status ?? ``] ?? ``
  return `${change}${band.name} at ${show.where}`
}

/**
 * The builds as they would be published, and where the tests serve them: the root build at the band's own address
 * (Netlify), the prefixed one on GitHub Pages, whose address the build was given (SITE_URL).
 */
function published(baseURL: string): { site: string; served: (address: string) => string } {
  const prefix = new URL(baseURL).pathname.replace(/\/$/, ``)
  const site = `${prefix ? pagesSiteUrl : siteUrl}${prefix}`
  return {
    site,
    // An address on the published site, fetched from the local server instead.
    served: (address) => address.replace(`${site}/`, baseURL),
  }
}

async function headOf(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) =>
      [...document.querySelectorAll(selector)].map((element) => element.getAttribute(`content`) ?? ``)
    return {
      canonical: [...document.querySelectorAll(`link[rel="canonical"]`)].map((link) =>
        link.getAttribute(`href`),
      ),
      description: content(`meta[name="description"]`),
      ogUrl: content(`meta[property="og:url"]`),
      ogImage: content(`meta[property="og:image"]`),
      ogImageSize: [
        ...content(`meta[property="og:image:width"]`),
        ...content(`meta[property="og:image:height"]`),
      ],
      ogImageAlt: content(`meta[property="og:image:alt"]`),
      twitterCard: content(`meta[name="twitter:card"]`),
      robots: content(`meta[name="robots"]`),
      structuredData: [...document.querySelectorAll(`script[type="application/ld+json"]`)].map((script) =>
        JSON.parse(script.textContent ?? ``),
      ),
    }
  })
}

async function pngSize(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  const { format, width, height } = await sharp(await response.body()).metadata()
  return `${format} ${width}x${height}`
}

for (const build of [`root`, `prefixed`] as const) {
  // What this build was made from: each build has its own content (e2e/support/builds.ts).
  const built = contentOf(build)
  const publicPaths = publicPathsOf(build)
  // `base`: where this build is served.
  const buildTest = test.extend<{ base: string }>({
    base: async ({ baseURL, prefixedSiteURL }, use) => use(build === `root` ? baseURL! : prefixedSiteURL),
  })
  buildTest.describe(`${build} build @desktop`, () => {
    buildTest(
      `each public page: its own description, its canonical address, and a link preview with the band's picture`,
      async ({ page, request, base }) => {
        const { site, served } = published(base)
        const descriptions = new Set<string>()
        for (const path of publicPaths) {
          await openPage(page, new URL(path.slice(1), base).href)
          const head = await headOf(page)
          const address = `${site}${path}`
          expect(head.canonical, path).toEqual([address])
          expect(head.ogUrl, path).toEqual([address])
          expect(head.description).toHaveLength(1)
          descriptions.add(head.description[0]!)
          expect(head.twitterCard).toEqual([`summary_large_image`])
          expect(head.ogImageSize).toEqual([`1200`, `630`])
          expect(head.ogImageAlt[0]).toBe(built.band.logo.alt)
          expect(head.ogImage[0]).toBe(`${site}/link-preview.png`)
          expect(await pngSize(request, served(head.ogImage[0]!)), head.ogImage[0]).toBe(`png 1200x630`)
          expect(head.robots, `${path} may be listed`).toEqual([])
        }
        expect(descriptions.size, `every page describes itself`).toBe(publicPaths.length)
      },
    )

    buildTest(
      `the loaded page's head comes in its HTML; after a click, the next page's replaces it, react-helmet fetched only then`,
      async ({ page, base }) => {
        const { site } = published(base)
        const scripts: string[] = []
        page.on(`request`, (request) => {
          if (request.resourceType() === `script`) scripts.push(new URL(request.url()).pathname)
        })
        const headTagsFetched = () => scripts.some((path) => /\/head-tags-[0-9a-f]+\.js$/.test(path))
        await openPage(page, base)
        const home = await headOf(page)
        expect(home.canonical).toEqual([`${site}/`])
        expect(home.structuredData[0]).toMatchObject({ "@type": `MusicGroup`, url: `${site}/` })
        expect(headTagsFetched(), `react-helmet is not fetched for the page that was loaded`).toBe(false)

        await navLink(page, `About`).click()
        await expect(page).toHaveTitle(`Milk Patrol-About`)
        const about = `${site}/about/`
        await expect.poll(async () => (await headOf(page)).canonical).toEqual([about])
        const head = await headOf(page)
        expect(head.ogUrl).toEqual([about])
        expect(head.description).toHaveLength(1)
        expect(head.description[0]).not.toBe(home.description[0])
        expect(head.structuredData.map((data) => data[`@type`])).toEqual([`MusicGroup`])
        expect(headTagsFetched()).toBe(true)
      },
    )

    buildTest(
      `when react-helmet cannot be fetched after a click, the next page still shows, keeping the last head`,
      async ({ page, base, siteProblems }) => {
        await page.route(/\/head-tags-[0-9a-f]+\.js$/, (route) => route.abort(`internetdisconnected`))
        siteProblems.expect(/head-tags|ChunkLoadError|Loading chunk/)
        await openPage(page, base)
        await navLink(page, `About`).click()
        await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(`About Milk Patrol`)
        await expect(page.getByRole(`main`)).toContainText(built.lineup(`milk`)[0]!.name)
        await expect(page).toHaveTitle(`Milk Patrol`)
      },
    )

    buildTest(
      `when react-helmet could not be fetched for one page, the next page fetches it again and gets its own head`,
      async ({ page, base, siteProblems }) => {
        const { site } = published(base)
        let offline = true
        await page.route(/\/head-tags-[0-9a-f]+\.js$/, (route) =>
          offline ? route.abort(`internetdisconnected`) : route.fallback(),
        )
        siteProblems.expect(/head-tags|ChunkLoadError|Loading chunk/)
        await openPage(page, base)
        await navLink(page, `About`).click()
        await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(`About Milk Patrol`)
        await expect(page).toHaveTitle(`Milk Patrol`)

        offline = false
        await navLink(page, `FAQ`).click()
        await expect(page).toHaveTitle(`Milk Patrol-FAQ`)
        await expect.poll(async () => (await headOf(page)).canonical).toEqual([`${site}/faq/`])
      },
    )

    buildTest(
      `the secret page and the not-found page stay out of search results`,
      async ({ page, siteProblems, base }) => {
        await openPage(page, new URL(`i-love-sonic/`, base).href)
        expect((await headOf(page)).robots).toEqual([`noindex`])
        siteProblems.expect(/HTTP 404|status of 404/)
        await page.goto(new URL(`no-such-page/`, base).href)
        expect((await headOf(page)).robots).toEqual([`noindex`])
      },
    )

    buildTest(
      `sitemap and robots.txt list the public pages (the nav's five, each year's and each show's), at their full addresses`,
      async ({ request, base }) => {
        const { site, served } = published(base)
        const robots = await (await request.get(new URL(`robots.txt`, base).href)).text()
        const sitemapIndex = /^Sitemap: (.+)$/m.exec(robots)?.[1]
        expect(sitemapIndex).toBe(`${site}/sitemap-index.xml`)
        const index = await (await request.get(served(sitemapIndex!))).text()
        const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address]) => address!)
        expect(sitemaps.length).toBeGreaterThan(0)
        const listed: string[] = []
        for (const sitemap of sitemaps) {
          const text = await (await request.get(served(sitemap))).text()
          listed.push(...[...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address]) => address!))
        }
        // And every show's own page (e2e/show-pages.spec.ts).
        const { upcoming, previous } = built.splitShows()
        const showPages = [...upcoming, ...previous].map(showPagePath)
        expect(listed.sort()).toEqual([...publicPaths, ...showPages].map((path) => `${site}${path}`).sort())
      },
    )

    buildTest(
      `the Schedule's shows feed: a webcal:// subscription beside the download, refreshed daily, UTC stamps and stable UIDs, as ical.js reads it`,
      async ({ page, request, base }) => {
        const { site, served } = published(base)
        await openPage(page, new URL(`schedule/`, base).href)
        const feed = `${site}/shows.ics`
        await expect(page.getByRole(`link`, { name: `Subscribe to our shows` })).toHaveAttribute(
          `href`,
          feed.replace(/^https:/, `webcal:`),
        )
        const download = page.getByRole(`link`, { name: `download them once (.ics)` })
        expect(new URL((await download.getAttribute(`href`))!, page.url()).href).toBe(served(feed))
        // Google Calendar subscribes by the https address, pasted under "From URL".
        await expect(page.getByText(/Google Calendar/)).toContainText(feed)

        const response = await request.get(served(feed))
        expect(response.headers()[`content-type`]).toMatch(/^text\/calendar/)
        const text = await response.text()
        const { upcoming, previous } = built.splitShows()
        const shows = [...upcoming, ...previous]
        expect(shows.length, `shows in ${build}'s content`).toBeGreaterThan(0)
        const host = new URL(site).hostname
        const uids = shows.map((show) => `${showId(show)}@${host}`).sort()

        const calendar = new ICAL.Component(ICAL.parse(text))
        expect(String(calendar.getFirstPropertyValue(`refresh-interval`))).toBe(`P1D`)
        expect(calendar.getFirstProperty(`refresh-interval`)?.type).toBe(`duration`)
        expect(calendar.getFirstPropertyValue(`x-published-ttl`)).toBe(`P1D`)
        const events = calendar.getAllSubcomponents(`vevent`)
        expect(events.map((event) => event.getFirstPropertyValue(`uid`)).sort()).toEqual(uids)
        for (const event of events) {
          const stamp = event.getFirstPropertyValue(`dtstamp`) as ICAL.Time
          expect(stamp.zone?.tzid, `DTSTAMP of ${event.getFirstPropertyValue(`uid`)}`).toBe(`UTC`)
        }

        expect(events.map((event) => new ICAL.Event(event).summary).sort()).toEqual(
          shows.map(calendarSummary).sort(),
        )
      },
    )

    buildTest(
      `each show's own calendar file is one event and no calendar, its URL the show's page as published @desktop`,
      async ({ request, base }) => {
        const { site, served } = published(base)
        const { upcoming, previous } = built.splitShows()
        const shows = [...upcoming, ...previous]
        // Every kind of show the file differs by is there to check: to come, played, a day without a start time.
        expect(
          {
            upcoming: upcoming.length > 0,
            previous: previous.length > 0,
            allDay: shows.some((show) => !show.date.includes(`T`)),
          },
          `the kinds of show in the ${build} build's content`,
        ).toEqual({ upcoming: true, previous: true, allDay: true })
        for (const show of shows) {
          const file = `${site}/shows/${showId(show)}.ics`
          const calendar = new ICAL.Component(ICAL.parse(await (await request.get(served(file))).text()))
          // Outlook (MS-OXCICAL) opens a file with a calendar's name or refresh as a calendar of its own.
          for (const name of [`x-wr-calname`, `name`, `refresh-interval`, `x-published-ttl`])
            expect(calendar.getFirstProperty(name), `${name} in ${file}`).toBeNull()
          const events = calendar.getAllSubcomponents(`vevent`)
          expect(events, file).toHaveLength(1)
          expect(events[0]!.getFirstPropertyValue(`url`), file).toBe(`${site}${showPagePath(show)}`)
          // An all-day show ends as the next day begins.
          if (!show.date.includes(`T`))
            expect(String(events[0]!.getFirstPropertyValue(`dtend`)), file).toBe(
              DateTime.fromISO(show.date).plus({ days: 1 }).toISODate(),
            )
        }
      },
    )

    buildTest(
      `the app manifest names the band, with 192 and 512 px icons and an apple-touch-icon`,
      async ({ page, request, base }) => {
        await openPage(page, base)
        const manifestHref = await page.locator(`link[rel="manifest"]`).getAttribute(`href`)
        const manifestUrl = new URL(manifestHref!, base).href
        const manifest = await (await request.get(manifestUrl)).json()
        expect(manifest).toMatchObject({
          name: built.band.name,
          short_name: built.band.name,
          theme_color: `#1f1a17`,
          background_color: `#f6f1e4`,
        })
        for (const size of [`192x192`, `512x512`]) {
          const icon = manifest.icons.find((candidate: { sizes: string }) => candidate.sizes === size)
          expect(await pngSize(request, new URL(icon.src, manifestUrl).href), size).toBe(`png ${size}`)
        }
        const touchIcon = await page.locator(`link[rel="apple-touch-icon"]`).last().getAttribute(`href`)
        expect(await pngSize(request, new URL(touchIcon!, base).href)).toMatch(/^png \d+x\d+$/)
        // No service worker, so no offer to install: an installed app would show the browser's error page offline.
        // Installability is the full browser's (the tests' headless shell has none to offer).
        await withFullChromium([], async (browser) => {
          const installPage = await browser.newPage()
          await openPage(installPage, base)
          const devtools = await installPage.context().newCDPSession(installPage)
          const { installabilityErrors } = await devtools.send(`Page.getInstallabilityErrors`)
          expect(installabilityErrors.map((error) => error.errorId)).toContain(
            `manifest-display-not-supported`,
          )
        })
      },
    )
  })
}

test(`Home and About tell search engines about the band and the members of the milk lineup @desktop`, async ({
  page,
}) => {
  for (const path of [`/`, `/about/`]) {
    await openPage(page, path)
    const [group, ...others] = (await headOf(page)).structuredData
    expect(others).toEqual([])
    expect(group).toMatchObject({
      "@type": `MusicGroup`,
      name: band.name,
      url: `${siteUrl}/`,
      email: band.bookingEmail,
      location: { name: `Bloomington-Normal, Illinois` },
    })
    expect(group.sameAs).toEqual(expect.arrayContaining([band.instagram, band.discord]))
    expect(group.member.map((member: { name: string }) => member.name)).toEqual(
      lineup(`milk`).map((m) => m.name),
    )
    expect(group.member[0].jobTitle).toEqual(lineup(`milk`)[0]!.roles)
  }
})

test(`Schedule: a MusicEvent for each upcoming show, and a feed of every show to download @desktop`, async ({
  page,
  request,
}) => {
  await openPage(page, `/schedule/`)
  const events = (await headOf(page)).structuredData
  const { upcoming, previous } = splitShows()
  expect(events).toHaveLength(upcoming.length)
  for (const event of events) {
    expect(event[`@type`]).toBe(`MusicEvent`)
    // The poster at the three shapes Google asks for, as on the show's page.
    expect(event.image.map((image: string) => image.replace(event.url, ``))).toEqual([
      `poster-16x9.jpg`,
      `poster-4x3.jpg`,
      `poster-1x1.jpg`,
    ])
  }

  const feed = page.getByRole(`link`, { name: `download them once (.ics)` })
  const response = await request.get(new URL((await feed.getAttribute(`href`))!, page.url()).href)
  expect(response.headers()[`content-type`]).toMatch(/^text\/calendar/)
  const calendar = new ICAL.Component(ICAL.parse(await response.text()))
  const summaries = calendar.getAllSubcomponents(`vevent`).map((event) => new ICAL.Event(event).summary)
  expect(summaries.sort()).toEqual([...upcoming, ...previous].map(calendarSummary).sort())
})
