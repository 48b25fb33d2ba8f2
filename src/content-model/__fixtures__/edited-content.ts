// The content the browser suite builds: the good content as the band edits it over the years, with 18 more shows, a
// sixth member and one more question, so that no browser test can count on the band's content of one day. Its
// previous shows outnumber what the Schedule lists and span three years; six shows are far ahead, so there is always
// something upcoming, among them one of each status a show can have (cancelled, postponed, rescheduled, sold out). Every picture is drawn here: nothing is read from the band's content/.
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { showSchema, type FaqEntry, type Member, type Show } from "../schema"
import { z } from "zod"
import { posterSvg, renderPoster } from "../../test-support/poster"
import { contentFixture, type ContentData } from "./content-fixture"

const instagram = `https://www.instagram.com/milkpatrolband/`

/** Each field of a block of the model with the example the model gives for it (its JSON Schema's first). */
function modelExamples(schema: z.ZodObject): Record<string, unknown> {
  const { properties = {} } = z.toJSONSchema(schema, { io: `input` }) as {
    properties?: Record<string, { examples?: unknown[] }>
  }
  return Object.fromEntries(Object.entries(properties).map(([key, field]) => [key, field.examples?.[0]]))
}

/** A show as an editor writes it, its poster named after its day and place. */
function show(date: string, where: string, when: string, poster: string, link = instagram): Show {
  return { where, when, date, img: `images/posters/${date.slice(0, 10)}-${poster}.png`, link }
}

/** The shows added to the good content's four (all played in 2024), latest first as editors add them. */
export const moreShows: readonly Show[] = [
  {
    ...show(`2099-07-04T19:00`, `Uptown Normal Circle`, `7pm, July 4th, 2099`, `uptown-normal`),
    id: `2099-07-04-uptown-normal-circle`,
    venue: { name: `Uptown Circle`, street: `100 Uptown Cir.`, city: `Normal`, state: `IL`, zip: `61761` },
    price: `free`,
  },
  {
    ...show(`2098-06-12T20:00`, `Lake Bloomington Pavilion`, `8pm, June 12th, 2098`, `lake-bloomington`),
    id: `2098-06-12-lake-bloomington-pavilion`,
    venue: { street: `1 Lake Shore Dr.`, city: `Hudson`, state: `IL`, zip: `61748` },
  },
  show(`2024-11-22T21:00`, `Nightshop, Urbana`, `9pm, November 22nd, 2024`, `nightshop`),
  show(`2024-10-31T20:00`, `Castle Theatre, Bloomington`, `8pm, Halloween 2024`, `castle-theatre`),
  show(`2024-06-08`, `Miller Park Pavilion, Bloomington`, `June 8th, 2024`, `miller-park`),
  show(`2024-01-19T19:30`, `Rose Bowl Tavern, Urbana`, `7:30pm, January 19th, 2024`, `rose-bowl`),
  show(`2023-12-09T20:00`, `Canopy Club, Urbana`, `8pm, December 9th, 2023`, `canopy-club`),
  show(`2023-10-14T18:30`, `Firehaus, Champaign`, `6:30pm, October 14th, 2023`, `firehaus`),
  show(`2023-08-26`, `Illinois State University Quad`, `August 26th, 2023`, `isu-quad`),
  show(`2023-05-05T19:00`, `The Coffeehouse in Normal`, `7pm, May 5th, 2023`, `coffeehouse`),
  show(`2023-03-17T21:00`, `Nightshop, Urbana`, `9pm, St. Patrick's Day 2023`, `nightshop`),
  show(`2022-11-11T20:00`, `The Space in Champaign`, `8pm, November 11th, 2022`, `the-space`),
  show(`2022-09-24T16:00`, `Uptown Normal Circle`, `4pm, September 24th, 2022`, `uptown-normal`),
  show(`2022-04-22T19:00`, `The Bone Student Center`, `7pm, April 22nd, 2022`, `bone-student-center`),
]

/** A show the band called off: still listed, marked cancelled everywhere (cards, its page, calendars, search). */
export const cancelledShow: Show = {
  ...show(`2097-05-01T20:00`, `Castle Theatre, Bloomington`, `8pm, May 1st, 2097`, `castle-theatre`),
  id: `2097-05-01-castle-theatre-bloomington`,
  status: `cancelled`,
  // Tickets were on sale before it was called off: the price stays in the content, and no page may still sell it.
  price: `$5`,
  venue: {
    name: `Castle Theatre`,
    street: `209 E. Washington St.`,
    city: `Bloomington`,
    state: `IL`,
    zip: `61701`,
  },
}

/**
 * A show moved a week later: its id and poster still name the date first planned, so its page and calendar entry
 * keep their address; it has a price, a ticket link and other acts on the bill. It has every field a show can have:
 * one the model gains later takes the model's own example here, so every test of every field sees it filled in.
 */
export const rescheduledShow: Show = {
  ...modelExamples(showSchema),
  ...show(`2097-09-20T19:00`, `Firehaus, Champaign`, `7pm, September 20th, 2097`, `firehaus`),
  img: `images/posters/2097-09-13-firehaus.png`,
  link: `https://www.eventbrite.com/e/milk-patrol-at-firehaus-2097`,
  id: `2097-09-13-firehaus-champaign`,
  status: `rescheduled`,
  previousDate: `2097-09-13T19:00`,
  venue: { name: `Firehaus`, street: `708 S. Sixth St.`, city: `Champaign`, state: `IL`, zip: `61820` },
  price: `$8 at the door`,
  otherActs: [`Mango Pods`, `Olivia Wexler`],
}

/** A show put off with no new date yet: it still names the date first planned, and says it will not be on it. */
export const postponedShow: Show = {
  ...show(`2099-10-10T20:00`, `Canopy Club, Urbana`, `8pm, October 10th, 2099`, `canopy-club`),
  id: `2099-10-10-canopy-club-urbana`,
  status: `postponed`,
  price: `$5`,
  venue: { name: `Canopy Club`, street: `708 S. Goodwin Ave.`, city: `Urbana`, state: `IL`, zip: `61801` },
}

/** A show every ticket of which is sold: it goes ahead, and nothing offers a ticket to buy. */
export const soldOutShow: Show = {
  ...show(`2099-08-01T19:00`, `The Space in Champaign`, `7pm, August 1st, 2099`, `the-space`),
  id: `2099-08-01-the-space-in-champaign`,
  venue: { name: `The Space`, street: `1 Main St.`, city: `Champaign`, state: `IL`, zip: `61820` },
  status: `sold out`,
  price: `$10`,
}

/** The member who joined: in the milk lineup (and the dairy one), so About lists six. */
export const newMember: Member = { name: `Casey Jones`, nickname: `The Cream`, roles: [`Trumpet`, `Vocals`] }

export const newQuestion: FaqEntry = {
  question: `Do you play weddings?`,
  answer: `Yes, if there is cake. There is always cake.`,
}

/**
 * The booking kit as a band fills it in (these words are the fixture's, not the band's: content/booking.json holds
 * only what the band has said): every field, two press photos (one with a credit) and a PDF stage plot.
 */
export const bookingKit = {
  bio: `Five friends who met over a carton of milk.\n\nWe have played coffeehouses, student centres and village markets.`,
  genres: [`Rock`, `Funk`, `Covers`],
  setLengths: `45 minutes, or two sets of 45 with a break.`,
  brings: `Our own amps, drum kit and a small PA for rooms up to 100 people.`,
  needs: `Two power outlets near the stage, and a space about 12 by 8 feet.`,
  stagePlot: `images/booking/stage-plot.pdf`,
  pressPhotos: [
    {
      img: `images/booking/band-on-stage.jpg`,
      alt: `The band on stage, in blue light`,
      credit: `A friend of the band`,
    },
    { img: `images/booking/band-with-cow.png`, alt: `The band beside a painted cow` },
  ],
}

/** The band's edits, applied to the content as data. */
export function editContent(data: ContentData): void {
  data.shows.shows.push(...moreShows, cancelledShow, rescheduledShow, postponedShow, soldOutShow)
  data.members.members.push(newMember)
  data.lineups.lineups.milk.push(newMember.name)
  data.lineups.lineups.dairy.push(newMember.name)
  data.faq.faq.push(newQuestion)
  data.booking.booking = bookingKit
}

/**
 * The content the GitHub Pages build is made from: the same edits on fewer shows, one of each kind a page or a test
 * of the prefixed build needs: two played in 2024 (the good content's latest, whose venue has no name, and its
 * earliest, a day without a start time), so one year's page; the cancelled show; the rescheduled one, which goes
 * ahead with every field. The Pages build proves a shape (every address under the prefix), not the lists' lengths:
 * four posters' image jobs instead of twenty.
 */
export function editPagesContent(data: ContentData): void {
  const good = data.shows.shows as Show[]
  const played = [good[0]!, good.at(-1)!]
  editContent(data)
  data.shows.shows = [...played, cancelledShow, rescheduledShow]
}

/** A one-page PDF saying `words`, as small as a PDF can be, its cross-reference table counted out byte by byte. */
export function onePagePdf(words: string): Buffer {
  return pdfOf({ words })
}

/** What a test PDF holds besides its one page: entries added to its catalog, its page or its pages, more objects. */
export interface PdfParts {
  words?: string
  catalog?: string
  page?: string
  /** What the page tree says it counts (a page tree may claim any number). */
  count?: number
  /** Objects 6, 7, ... as written between "obj" and "endobj"; a Buffer keeps binary stream bytes as they are. */
  objects?: (string | Buffer)[]
  /** Written right after the %PDF-1.4 line. */
  start?: string
}

/** A PDF of one page with `parts`, its cross-reference table right, so that PDF.js opens it. */
export function pdfOf({
  words = `Stage plot`,
  catalog = ``,
  page = ``,
  count = 1,
  objects = [],
  start = ``,
}: PdfParts): Buffer {
  const stream = `BT /F1 24 Tf 72 720 Td (${words.replace(/[()\\]/g, ``)}) Tj ET`
  const bodies: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    `<< /Type /Pages /Kids [3 0 R] /Count ${count} >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${page}>>`,
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>`,
    ...objects,
  ]
  const chunks: Buffer[] = [Buffer.from(`%PDF-1.4\n${start}`, `latin1`)]
  let length = chunks[0]!.length
  const add = (part: string | Buffer) => {
    const bytes = typeof part === `string` ? Buffer.from(part, `latin1`) : part
    chunks.push(bytes)
    length += bytes.length
  }
  const offsets = bodies.map((body, index) => {
    const offset = length
    add(`${index + 1} 0 obj\n`)
    add(body)
    add(`\nendobj\n`)
    return offset
  })
  const table = length
  add(`xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`)
  add(offsets.map((offset) => `${String(offset).padStart(10, `0`)} 00000 n \n`).join(``))
  add(`trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${table}\n%%EOF\n`)
  return Buffer.concat(chunks)
}

/**
 * Writes the edited content into `contentDir` (made if missing, emptied if not): its JSON, a poster for every show in
 * the show's own colour, and a logo, each as large as the band's real ones. `edit` is editContent unless said
 * (editPagesContent for the GitHub Pages build).
 */
export async function writeEditedContent(contentDir: string, edit = editContent): Promise<void> {
  const made = await contentFixture(edit)
  await fs.rm(contentDir, { recursive: true, force: true })
  await fs.cp(made, contentDir, { recursive: true })
  await fs.rm(made, { recursive: true, force: true })

  const data = {
    band: JSON.parse(await fs.readFile(path.join(contentDir, `band.json`), `utf8`)),
    shows: JSON.parse(await fs.readFile(path.join(contentDir, `shows.json`), `utf8`)).shows as Show[],
  }
  // The good content's posters that no show names any more (an edit that leaves shows out) go with their shows.
  const posters = path.join(contentDir, `images`, `posters`)
  const named = new Set(data.shows.map((show) => path.join(contentDir, show.img)))
  for (const poster of await fs.readdir(posters))
    if (!named.has(path.join(posters, poster))) await fs.rm(path.join(posters, poster))
  // The golden angle between neighbours' hues keeps each poster's colour apart from the ones beside it.
  const colour = (index: number) => `hsl(${((index * 137.508) % 360).toFixed(1)}, 65%, 55%)`
  for (const [index, show] of data.shows.entries())
    await renderPoster({ show, colour: colour(index) }, path.join(contentDir, show.img))
  // The logo: a poster-like drawing of the band's name, as wide as the band's own logo (1000 px), with its SVG
  // source where `npm run artwork` keeps the band's (the booking kit's press logos are made from it).
  const logoSvg = posterSvg(data.band.name, data.band.fanName, `#2f6fd6`)
  await sharp(Buffer.from(logoSvg))
    .resize({ width: 1000 })
    .png()
    .toFile(path.join(contentDir, data.band.logo.img))
  const logoSource = path.join(contentDir, `images/source/logo.svg`)
  await fs.mkdir(path.dirname(logoSource), { recursive: true })
  await fs.writeFile(logoSource, logoSvg)
  // The booking kit's files: a photo from a camera (JPEG, 3000 px), one exported from a phone (PNG, 1600 px), a PDF.
  const [onStage, withCow] = bookingKit.pressPhotos.map((photo) => path.join(contentDir, photo.img))
  await fs.mkdir(path.dirname(onStage!), { recursive: true })
  await sharp(Buffer.from(posterSvg(`On stage`, data.band.name, `#1d3f8f`)))
    .resize({ width: 3000 })
    .jpeg({ quality: 90 })
    .toFile(onStage!)
  await sharp(Buffer.from(posterSvg(`With a cow`, data.band.name, `#8f6a1d`)))
    .resize({ width: 1600 })
    .png()
    .toFile(withCow!)
  await fs.writeFile(path.join(contentDir, bookingKit.stagePlot), onePagePdf(`Milk Patrol stage plot`))
}
