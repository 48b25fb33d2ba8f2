// The booking kit at /booking/ as a booker meets it: in both builds, in milk and in Sonic, without
// scripts, printed as a one-sheet, its e-mail already written, its downloads what they say they are, axe clean.
// Which sections an empty booking.json leaves out is Jest's (src/pages/__tests__/booking.test.tsx).
import type { APIRequestContext, Locator, Page } from "@playwright/test"
import sharp from "sharp"
import { test, expect } from "./support/test"
import { band, contentOf, lineup, type BuiltContent } from "./support/content"
import { navLinkNames, mainNav, openPage, switchToSonic } from "./support/site"
import { expectNoAxeViolations } from "./support/axe"
import { pdfPages, printed } from "./support/paper"
import { fileSize, kitHeadings } from "../src/booking/booking-kit"
import { statusWords } from "../src/shows/show-words"
import { showNodeFields } from "../src/shows/show-nodes"

const bookingTitle = `Milk Patrol-Booking`

const section = (page: Page, name: string) => page.getByRole(`region`, { name })

/** What the e-mail link opens: the address, and the subject and body decoded as a mail app reads them. */
async function mailOpened(page: Page) {
  const href = await section(page, kitHeadings.ask)
    .getByRole(`link`, { name: `E-mail us for a date` })
    .getAttribute(`href`)
  const mail = new URL(href ?? ``)
  return {
    protocol: mail.protocol,
    to: mail.pathname,
    subject: mail.searchParams.get(`subject`),
    bodyLines: mail.searchParams.get(`body`)?.split(`\r\n`),
  }
}

/** The kit as `built` (the content of the build the page is from: the root build's unless said) fills it in. */
async function expectKitShown(page: Page, built: BuiltContent = contentOf(`root`)) {
  await expect(page).toHaveTitle(bookingTitle)
  await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(`Book ${built.band.name}`)
  // The kit the fixture fills in has every section.
  await expect(page.getByRole(`heading`, { level: 2 })).toHaveText(Object.values(kitHeadings))
  const kit = built.bookingKit()
  await expect(section(page, kitHeadings.plays)).toContainText(kit.genres!.join(`, `))
  // The milk lineup, whatever the theme: bookers book people.
  await expect(section(page, kitHeadings.lineup).getByRole(`listitem`)).toHaveCount(
    built.lineup(`milk`).length,
  )
  const { venues, next } = built.bookingShows()
  // Lists that test something: venues played and shows to come.
  expect([venues.length, next.length].every(Boolean), `venues and next shows in the content`).toBe(true)
  await expect(section(page, kitHeadings.venues).getByRole(`listitem`)).toHaveText(
    venues.map(({ name, city }) => (city ? `${name}, ${city}` : name)),
  )
  await expect(section(page, kitHeadings.next).getByRole(`listitem`)).toHaveText(
    // A show that does not go ahead as first planned says so after its date ("Postponed: new date to come").
    next.map((show) => {
      const status = statusWords(show.status, showNodeFields(show).previousWhen)
      return `${show.where}, ${show.when}${status ? ` (${status})` : ``}`
    }),
  )
  await expect(section(page, kitHeadings.show)).toContainText(kit.setLengths!)
}

test(`/booking/ is linked from the footer on every page and from About; the nav keeps its four links`, async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openPage(page, `/faq/`)
  await page.getByRole(`contentinfo`).getByRole(`link`, { name: `Book us` }).click()
  await expect(page).toHaveURL(/\/booking\/$/)
  await expectKitShown(page)
  await expect(mainNav(page).getByRole(`link`, { includeHidden: true })).toHaveText([...navLinkNames])

  await openPage(page, `/about/`)
  await page.getByRole(`region`, { name: `Booking` }).getByRole(`link`, { name: `booking kit` }).click()
  await expect(page).toHaveTitle(bookingTitle)
  await expectNoAxeViolations(page, `/booking/ (milk)`)
})

test(`in the Sonic theme /booking/ still lists the band's own people, axe clean`, async ({ page }) => {
  test.setTimeout(90_000)
  await switchToSonic(page)
  await page.getByRole(`contentinfo`).getByRole(`link`, { name: `Book us` }).click()
  await expect(page).toHaveTitle(bookingTitle)
  await expect(page.getByTestId(`sonic-head`)).toBeVisible()
  await expectKitShown(page)
  await expect(section(page, kitHeadings.lineup)).toContainText(lineup(`milk`)[0]!.name)
  await expectNoAxeViolations(page, `/booking/ (Sonic)`)
})

test(`with scripts blocked the whole kit is there, its e-mail link already written @desktop`, async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/booking/`)
  await expectKitShown(page)
  expect((await mailOpened(page)).subject).toBe(`Booking ${band.name}`)
  await context.close()
})

test(`"E-mail us for a date" opens a mail to the booking address with the subject and the lines to fill in @desktop`, async ({
  page,
}) => {
  await openPage(page, `/booking/`)
  expect(await mailOpened(page)).toEqual({
    protocol: `mailto:`,
    to: band.bookingEmail,
    subject: `Booking Milk Patrol`,
    bodyLines: [`Hello Milk Patrol,`, ``, `Date: `, `Venue: `, `City: `, `Set length: `, `Pay: `, ``],
  })
  const ask = section(page, kitHeadings.ask)
  await expect(ask.getByRole(`link`, { name: `Discord` })).toHaveAttribute(`href`, band.discord)
  await expect(ask.getByRole(`link`, { name: `Instagram` })).toHaveAttribute(`href`, band.instagram)
})

/** Up to `count` upcoming shows on the sheet: the fixture's own, then copies of the last, as a busy month has. */
async function withNextShows(page: Page, count: number) {
  await section(page, kitHeadings.next)
    .getByRole(`list`)
    .evaluate((list, wanted) => {
      const last = list.lastElementChild!
      while (list.children.length < wanted) list.append(last.cloneNode(true))
    }, count)
  await expect(section(page, kitHeadings.next).getByRole(`listitem`)).toHaveCount(count)
}

test(`printed with six upcoming shows, /booking/ is a one-sheet on one Letter and one A4 page, contact included, every link written out and no show or venue broken across columns @desktop`, async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openPage(page, `/booking/`)
  await withNextShows(page, 6)
  await page.emulateMedia({ media: `print` })
  await expect(page.getByRole(`banner`)).toBeHidden()
  await expect(page.getByRole(`contentinfo`)).toBeHidden()
  // The sheet's head: the logo, and the site's address for a booker who pins it up.
  const logo = page.getByRole(`main`).getByRole(`img`, { name: `${band.name} logo` })
  await expect(logo).toBeVisible()
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expect(
    page.getByRole(`main`).getByText(`${band.siteUrl.replace(/^https:\/\//, ``)}/booking`, { exact: true }),
  ).toBeVisible()
  const ask = section(page, kitHeadings.ask)
  await expect(ask).toContainText(`E-mail us for a date (${band.bookingEmail})`)
  await expect(ask).toContainText(`Instagram (${band.instagram})`)
  // Addresses in full, as the site is published (band.json's siteUrl for the root build).
  await expect(section(page, kitHeadings.press)).toContainText(
    `Logo in colour, PNG (${band.siteUrl}/booking/milk-patrol-logo.png)`,
  )
  // A show (its date) or a venue in one piece: a list item broken across two columns has a box in each.
  for (const list of [kitHeadings.next, kitHeadings.venues]) {
    const pieces = await section(page, list)
      .getByRole(`listitem`)
      .evaluateAll((items) => items.map((item) => item.getClientRects().length))
    expect(pieces, `${list}: boxes of each item, printed`).toEqual(pieces.map(() => 1))
  }
  // The photos are lazy: brought into view, so the sheet is printed with them, as a booker's browser would.
  for (const photo of await section(page, kitHeadings.press).getByRole(`img`).all()) {
    await photo.scrollIntoViewIfNeeded()
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete)).toBe(true)
  }
  // One page, so "Ask for a date" (the contact) is on it.
  for (const format of [`Letter`, `A4`] as const)
    expect(pdfPages(await printed(page, format)), `printed ${format} pages`).toBe(1)
})

/** The media type each download must be served with, by its ending. */
const mediaTypes: Record<string, string> = {
  svg: `image/svg+xml`,
  png: `image/png`,
  jpg: `image/jpeg`,
  pdf: `application/pdf`,
}

/** Every download the kit lists, fetched: served with its type, as large (bytes and pixels) as the page says. */
async function expectDownloadsAsListed(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  built: BuiltContent,
) {
  const links: Locator[] = [
    ...(await section(page, kitHeadings.press).getByRole(`link`).all()),
    ...(await section(page, kitHeadings.show).getByRole(`link`).all()),
  ]
  // Four logo files, two sizes of each of the fixture's photos, the stage plot.
  expect(built.bookingKit().pressPhotos!.length, `press photos in the kit`).toBeGreaterThan(0)
  expect(links).toHaveLength(4 + 2 * built.bookingKit().pressPhotos!.length + 1)
  const pictures: Record<string, sharp.Stats & { format?: string }> = {}
  for (const link of links) {
    const name = (await link.textContent()) ?? ``
    const href = await link.evaluate((anchor: HTMLAnchorElement) => anchor.href)
    expect(new URL(href).pathname, name).toMatch(new RegExp(`^${prefix}`))
    // After the link: its address written out for paper (not a hashed file's), then what the file is and how large.
    const details = await link.evaluate((anchor) => {
      let after = anchor.nextElementSibling
      while (after && /^\s*\(https?:/.test(after.textContent ?? ``)) after = after.nextElementSibling
      return after?.textContent ?? ``
    })
    const response = await request.get(href)
    expect(response.status(), `${name}: ${href}`).toBe(200)
    const ending = href.split(`.`).pop()!.toLowerCase()
    expect(response.headers()[`content-type`], name).toContain(mediaTypes[ending])
    const body = await response.body()
    if (/[KM]B\)$/.test(details)) expect(details, name).toContain(fileSize(body.length))
    if (ending === `pdf`) {
      expect(body.subarray(0, 5).toString(`latin1`), name).toBe(`%PDF-`)
      // The stage plot drawn anew, one picture a page: none of the upload's fonts, annotations, actions or forms.
      expect(body.toString(`latin1`), name).not.toMatch(
        /\/(Font|Annots|OpenAction|AA|AcroForm|Names|JavaScript)\b/,
      )
      expect(body.toString(`latin1`), name).toMatch(/\/Drawing Do/)
      continue
    }
    const { width, height } = await sharp(body).metadata()
    if (ending !== `svg`) expect(details, name).toContain(`${width} × ${height} px`)
    if (name.startsWith(`Logo`)) pictures[name] = await sharp(body).stats()
  }
  // Black on white is that: no colour in it, as the colour logo has.
  const grey = (stats: sharp.Stats) => stats.channels[0]!.mean === stats.channels[2]!.mean
  expect(grey(pictures[`Logo in black on white, PNG`]!)).toBe(true)
  expect(grey(pictures[`Logo in colour, PNG`]!)).toBe(false)
}

test(`the downloads are served with their types and sizes in the root build @desktop`, async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await openPage(page, `/booking/`)
  await expectDownloadsAsListed(page, request, `/`, contentOf(`root`))
})

test(`under /milkpatrol/ the kit's links and downloads stay under the prefix @desktop`, async ({
  page,
  request,
  prefixedSiteURL,
}) => {
  test.setTimeout(90_000)
  const prefix = new URL(prefixedSiteURL).pathname
  await openPage(page, `${prefixedSiteURL}about/`)
  await page.getByRole(`contentinfo`).getByRole(`link`, { name: `Book us` }).click()
  await expect(page).toHaveURL(`${prefixedSiteURL}booking/`)
  await expectKitShown(page, contentOf(`prefixed`))
  await expectDownloadsAsListed(page, request, prefix, contentOf(`prefixed`))
  // Printed, its addresses are the published ones: GitHub Pages' with the folder.
  await page.emulateMedia({ media: `print` })
  await expect(section(page, kitHeadings.press)).toContainText(`${prefix}booking/`)
})
