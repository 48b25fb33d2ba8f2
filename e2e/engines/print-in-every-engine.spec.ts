// Paper, in WebKit and Gecko (each prints with its own layout and fonts): the booking one-sheet a venue pins up.
// Chromium's printing is tested in booking.spec.ts, which also reads what each link prints.
import { extractText } from "unpdf"
import { kitHeadings } from "../../src/booking/booking-kit"
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
