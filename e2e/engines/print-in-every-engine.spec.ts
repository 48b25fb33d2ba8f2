// Paper, in WebKit and Gecko (each prints with its own layout and fonts): the booking one-sheet a venue pins up, and
// a show's page with the addresses a reader needs. Chromium's printing is tested in booking.spec.ts and
// show-pages.spec.ts, which also read what each link prints.
import { extractText } from "unpdf"
import { kitHeadings } from "../../src/booking/booking-kit"
import { showId, showPagePath } from "../../src/site/addresses"
import { directionsLink } from "../../src/shows/show-words"
import { band, splitShows } from "../support/content"
import { expect, test } from "./support/fixtures"
import { visit } from "./support/visit"

/** Up to six upcoming shows on the sheet: the fixture's own, then copies of the last, as a busy month has. */
const sixNextShows = `const heading = [...document.querySelectorAll("main h2")].find((h) => h.textContent.trim() === arguments[0])
  const list = heading.closest("section").querySelector("ul")
  const last = list.lastElementChild
  while (list.children.length < 6) list.append(last.cloneNode(true))
  return list.children.length`

test(`printed with six upcoming shows, /booking/ is one Letter and one A4 page, with "${kitHeadings.ask}" (the contact) on it`, async ({
  engine,
  site,
}) => {
  test.skip(!engine.print, `${engine.engine}'s WebDriver cannot print`)
  await visit(engine, new URL(`booking/`, site.root).href)
  expect(await engine.run<number>(sixNextShows, kitHeadings.next), `shows on the sheet`).toBe(6)
  for (const paper of [`Letter`, `A4`] as const) {
    const { text } = await extractText(await engine.print!(paper), { mergePages: false })
    expect(text.length, `printed ${paper} pages`).toBe(1)
    expect(text[0], `printed on ${paper}`).toContain(kitHeadings.ask)
  }
})

test(`printed, a show's page writes out the addresses a reader needs: the page's, the tickets', the map's and the calendar's`, async ({
  engine,
  site,
}) => {
  test.skip(!engine.print, `${engine.engine}'s WebDriver cannot print`)
  const { upcoming, previous } = splitShows()
  const show = [...upcoming, ...previous].find((each) => each.status === `rescheduled`)!
  await visit(engine, new URL(showPagePath(show).slice(1), site.root).href)
  const addresses = [
    `${band.siteUrl}${showPagePath(show)}`,
    show.link,
    directionsLink({ ...show, venue: show.venue ?? null }),
    `${band.siteUrl}/shows/${showId(show)}.ics`,
  ]
  const { text } = await extractText(await engine.print!(`Letter`), { mergePages: true })
  // A long address wraps at the paper's edge: compared without the line breaks and spaces printing put in.
  const printed = text.replace(/\s+/g, ``)
  for (const address of addresses)
    expect(printed, `printed: ${address}`).toContain(address.replace(/\s+/g, ``))
})
