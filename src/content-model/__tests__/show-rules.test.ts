/** @jest-environment node */
// The rules for a show's identity, venue and status, broken once each, and the line a band member then reads; and
// the warnings (not failures) for an upcoming show that lacks what Google needs.
import { checkContentTexts, formatProblem } from "../content-rules"
import { goodContentTexts } from "../__fixtures__/content-fixture"

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests break the data into any shape, on purpose
type Shows = { shows: Record<string, any>[] }

const today = `2025-01-10`

/** The problems and warnings, as lines, after `change` to the good content's shows. */
async function linesAfter(
  change: (data: Shows) => void,
): Promise<{ problems: string[]; warnings: string[] }> {
  const texts = await goodContentTexts()
  const shows = JSON.parse(texts.shows!) as Shows
  change(shows)
  const report = await checkContentTexts(
    { ...texts, shows: JSON.stringify(shows, null, 2) },
    async () => undefined,
    [],
    today,
  )
  return { problems: report.problems.map(formatProblem), warnings: report.warnings.map(formatProblem) }
}

const show2 = `content/shows.json: show 2 ("2024-08-14, The Space in Champaign")`

/** A show to come, as complete as Google wants it. */
const upcoming = {
  where: `Nightshop in Bloomington`,
  when: `8pm, June 12th, 2025`,
  date: `2025-06-12T20:00`,
  img: `images/posters/2024-02-23-coffeehouse.png`,
  link: `https://www.instagram.com/milkpatrolband/`,
  id: `2025-06-12-nightshop`,
  venue: { name: `Nightshop`, street: `100 Example St.`, city: `Bloomington`, state: `IL`, zip: `61701` },
}
const show5 = `content/shows.json: show 5 ("2025-06-12, Nightshop in Bloomington")`

test(`the good content, with its ids and venues, has neither problems nor warnings`, async () => {
  expect(await linesAfter(() => {})).toEqual({ problems: [], warnings: [] })
})

test(`an upcoming show with its id, address, status, price and other acts has neither`, async () => {
  const found = await linesAfter((data) =>
    data.shows.push({ ...upcoming, status: `sold out`, price: `$10 at the door`, otherActs: [`Mango Pods`] }),
  )
  expect(found).toEqual({ problems: [], warnings: [] })
})

describe.each<[string, (data: Shows) => void, string]>([
  [
    `a status the site does not know`,
    (data) => (data.shows[1]!.status = `canceled`),
    `${show2}: "status" is "canceled", which is not a status the site knows; did you mean "cancelled"? write one of "scheduled", "cancelled", "postponed", "rescheduled", "sold out", or leave the line out for a show that goes ahead`,
  ],
  [
    `a rescheduled show without the date it moved from`,
    (data) => (data.shows[1]!.status = `rescheduled`),
    `${show2}: "previousDate" is missing; a rescheduled show keeps the date it was first planned for, like "previousDate": "2024-08-14T19:30" (the new date goes in "date")`,
  ],
  [
    `a previous date on a show that was not rescheduled`,
    (data) => (data.shows[1]!.previousDate = `2024-08-01T19:30`),
    `${show2}: "previousDate" is only for a rescheduled show; add "status": "rescheduled" (the show moved from that date to "date"), or remove the line`,
  ],
  [
    `a rescheduled show whose previous date is its date`,
    (data) => Object.assign(data.shows[1]!, { status: `rescheduled`, previousDate: `2024-08-14T19:30` }),
    `${show2}: "previousDate" is the same as "date"; write the date the show was first planned for, or remove "previousDate" and "status" if it did not move`,
  ],
  [
    `a previous date that is not a date`,
    (data) => Object.assign(data.shows[1]!, { status: `rescheduled`, previousDate: `Aug 1` }),
    `${show2}: "previousDate" is "Aug 1", which is not a date the site can read; write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM, like "2024-09-18" or "2024-09-18T16:00"`,
  ],
  [
    `an id with capitals and spaces`,
    (data) => (data.shows[1]!.id = `The Space 2024`),
    `${show2}: "id" is "The Space 2024", which cannot be part of the show's page address; use lowercase letters, digits and single dashes only, like "the-space-2024"`,
  ],
  [
    `two shows with one id`,
    (data) => (data.shows[1]!.id = data.shows[0]!.id),
    `${show2}: "id" gives this show the same page address as show 1 (/shows/2024-09-18-103-w-franklin-st-downs-il/); give one of them a different "id"`,
  ],
  [
    `a show without an id whose date and place make another's id`,
    (data) => {
      data.shows[0]!.id = `2024-08-14-the-space-in-champaign`
      delete data.shows[1]!.id
    },
    `${show2}: gives this show the same page address as show 1 (/shows/2024-08-14-the-space-in-champaign/); give one of them an "id" of its own, like "id": "2024-08-14-the-space-in-champaign-2"`,
  ],
  [
    `a state written out`,
    (data) => (data.shows[1]!.venue.state = `Illinois`),
    `${show2}: "venue" → "state" is "Illinois"; write the state's two-letter postal code in capitals, like "IL"`,
  ],
  [
    `a ZIP code that is not one`,
    (data) => (data.shows[1]!.venue.zip = `6182`),
    `${show2}: "venue" → "zip" is "6182", which is not a ZIP code; write its five digits, like "61761"`,
  ],
  [
    `a misspelt venue field`,
    (data) => (data.shows[1]!.venue.stret = `1 Main St.`),
    `${show2}: "venue" → "stret" is not a field a venue can have; did you mean "street"? The fields are name, street, city, state and zip`,
  ],
  [
    `an empty list of other acts`,
    (data) => (data.shows[1]!.otherActs = []),
    `${show2}: "otherActs" is an empty list; add at least one, like "otherActs": ["The Simsons", "Olivia Wexler"]`,
  ],
  [
    `an empty price`,
    (data) => (data.shows[1]!.price = ``),
    `${show2}: "price" is empty; fill it in, like "price": "$10 at the door", or remove the line`,
  ],
])(`%s`, (_, change, expected) => {
  test(`stops the build with the file, the entry and the field`, async () => {
    const { problems } = await linesAfter(change)
    expect(problems).toEqual([expected])
  })
})

test(`an upcoming show without an address or id is built, with a warning saying what to add`, async () => {
  const { problems, warnings } = await linesAfter((data) => {
    const { id: _id, venue: _venue, ...bare } = upcoming
    data.shows.push({ ...bare, venue: { name: `Nightshop`, city: `Bloomington` } })
  })
  expect(problems).toEqual([])
  expect(warnings).toEqual([
    `${show5}: "venue" has no street, state and ZIP; Google lists an upcoming show as an event only with the venue's address, so add what you know, like "venue": { "name": "The Space", "street": "123 Main St.", "city": "Champaign", "state": "IL", "zip": "61820" } (the site is built either way)`,
    `${show5}: "id" is missing; add "id": "2025-06-12-nightshop-in-bloomington", so the show's page and calendar entry keep their address if its date or place changes (the site is built either way)`,
  ])
})

test(`previous and cancelled shows need nothing more`, async () => {
  const { warnings } = await linesAfter((data) => {
    delete data.shows[1]!.id
    delete data.shows[1]!.venue
    const { venue: _venue, ...cancelled } = upcoming
    data.shows.push({ ...cancelled, status: `cancelled` })
  })
  expect(warnings).toEqual([])
})
