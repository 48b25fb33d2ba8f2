// Content is untrusted input (a band member's account can be stolen, a paste can carry anything): whatever text the
// checker accepts in any field, every file the site writes from it stays well-formed and says that text as text.
// Generated strings, hostile fragments among them, go into one field at a time of the test content; where the
// checker accepts the result, each output is read back by a reader of its own kind: the HTML parser for the editor's
// page, a JSON-LD block and a show card, an XML parser for the RSS feed, ical.js for the calendars, the URL parser for
// the booking mailto:, Netlify's own parser for _headers.
import fs from "fs"
import os from "os"
import path from "path"
import { TextEncoder } from "util"
import * as React from "react"
import fc from "fast-check"
import ICAL from "ical.js"
import { bookingMailto, mailtoAddress } from "../../booking/booking-kit"
import { showCalendarPath, showId, showPagePath } from "../../site/addresses"
import { showsCalendar } from "../../shows/show-calendar"
import { editorPage } from "../../build/write-editor"
import { ShowCard } from "../../components/show-card"
import { checkContentTexts } from "../../content-model/content-rules"
import { contentFiles, type ContentKind } from "../../content-model/files"
import { goodContentDir } from "../../content-model/__fixtures__/content-fixture"
import { jsonLdText, musicEvent, musicGroup } from "../../seo/structured-data"
import { showsFeed } from "../../shows/shows-feed"
import { showFacts } from "../../shows/show-nodes"
import type { Show } from "../../content-model/schema"
import { renderWithProviders } from "../../test-support/render-with-providers"
import { headersFile, hostHeaderRules } from "../host-headers"

jest.setTimeout(120_000)
// jsdom leaves out Node's TextEncoder, which ical-generator uses to fold lines by their bytes.
Object.assign(globalThis, { TextEncoder })

type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
type Content = Record<ContentKind, Json>

/** The good test content, with the optional texts filled in, so that every field the band can write is fed. */
function baseContent(): Content {
  const read = (kind: ContentKind) =>
    JSON.parse(fs.readFileSync(path.join(goodContentDir, contentFiles[kind].file), `utf8`)) as Json
  const content = Object.fromEntries(
    (Object.keys(contentFiles) as ContentKind[]).map((kind) => [kind, read(kind)]),
  ) as Content
  const shows = (content.shows as { shows: Record<string, Json>[] }).shows
  Object.assign(shows[0]!, { price: `$10 at the door`, otherActs: [`The Simsons`] })
  Object.assign((shows[0]!.venue as Record<string, Json>) ?? {}, {
    name: `Downs Village Market`,
    zip: `61736`,
  })
  content.booking = {
    booking: {
      bio: `Five friends who play for the cows.`,
      genres: [`Rock`],
      setLengths: `Two sets of 45 minutes`,
      brings: `A PA for small rooms`,
      needs: `Two power outlets near the stage`,
    },
  }
  return content
}

/** Every place a text stands in the content: the path to it, from its file's top. */
function textPaths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === `string`) return [at]
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...at, index]))
  if (value && typeof value === `object`)
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...at, key]))
  return []
}

const base = baseContent()
/** Pictures and the date are checked as what they are, not as text a reader shows. */
const notText = new Set([`img`, `date`, `previousDate`, `siteUrl`])
const fields = (Object.keys(base) as ContentKind[]).flatMap((kind) =>
  textPaths(base[kind])
    .filter((at) => !at.some((key) => notText.has(String(key))))
    .map((at) => ({ kind, at })),
)

function withText(kind: ContentKind, at: (string | number)[], text: string): Content {
  const content = JSON.parse(JSON.stringify(base)) as Content
  let holder = content[kind] as Record<string | number, Json>
  for (const key of at.slice(0, -1)) holder = holder[key] as Record<string | number, Json>
  holder[at.at(-1)!] = text
  return content
}

/** What breaks formats: markup, comment and CDATA ends, line ends, separators, escapes, look-alike and odd code points. */
const hostileParts = [
  `</script>`,
  `</title>`,
  `<link rel="cms-config-url" href="/x.pdf">`,
  `</textarea>`,
  `<!--`,
  `-->`,
  `]]>`,
  `<b onmouseover=alert(1)>`,
  `&amp;`,
  `&`,
  `<`,
  `>`,
  `"`,
  `'`,
  `\r\n`,
  `\n`,
  `\r`,
  `;`,
  `,`,
  `:`,
  `\\`,
  `\\n`,
  `?cc=evil@example.com`,
  `#`,
  `%0D%0A`,
  `END:VEVENT`,
  `BEGIN:VALARM`,
  `\u2028`,
  `\u0085`,
  `\u00a0`,
  `\t`,
  `\u0000`,
  `\uFFFE`,
  `\uD800`,
  `é`,
  `🐄`,
  `Milk Patrol`,
  ` `,
]
/** Texts that every field is fed first, whatever the random ones: the markup and the line breaks an attacker tries. */
const everyFieldTries = [
  `Milk </script></title><link rel="cms-config-url" href="/x.pdf"></textarea><!-- --> ]]> <b onmouseover=alert(1)> &amp; & " ' #`,
  `Milk\r\nEND:VEVENT\r\nBEGIN:VALARM; a, b: c \\n %0D%0A ?cc=evil@example.com`,
]
const hostileText = fc.oneof(
  fc.array(fc.constantFrom(...hostileParts), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(``)),
  fc.string({ unit: `binary`, minLength: 1, maxLength: 24 }),
  fc
    .tuple(fc.string({ unit: `grapheme`, maxLength: 12 }), fc.constantFrom(...hostileParts))
    .map(([text, part]) => `Milk ${text}${part}`),
)
const isLinkOrAddress = (field: string) =>
  [`link`, `discord`, `instagram`, `creditLink`, `bookingEmail`].includes(field)

/**
 * A text as it goes into `field`: in links and addresses, after a start the checker takes, so that some of them are
 * accepted; elsewhere as it is.
 */
const asFieldText = (field: string, text: string) =>
  !isLinkOrAddress(field)
    ? text
    : field === `bookingEmail`
      ? `band${text}@example.com`
      : `https://www.example.com/${text}`

const hostileLinkOrAddress = (field: string) => hostileText.map((text) => asFieldText(field, text))

/** The checker's verdict on the content's texts (pictures taken as good: this is about texts). */
async function accepted(content: Content): Promise<boolean> {
  const texts = Object.fromEntries(
    Object.entries(content).map(([kind, data]) => [kind, JSON.stringify(data, null, 2)]),
  ) as Partial<Record<ContentKind, string>>
  const report = await checkContentTexts(texts, async () => undefined, [], `2024-01-01`)
  return report.problems.length === 0
}

interface ContentShow {
  id?: string
  where: string
  when: string
  date: string
  link: string
  status?: string
  previousWhen?: string
  price?: string
  otherActs?: string[]
  venue?: Record<string, string>
}
interface ContentBand {
  name: string
  siteUrl: string
  description: string
  bookingEmail: string
  instagram: string
  discord: string
}

let work: string
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-untrusted-content-`))
})
afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const parseHtml = (html: string) => new DOMParser().parseFromString(html, `text/html`)

/** Every output the site makes from the content's texts, each read back by its own kind of reader. */
async function expectWellFormedOutputs(content: Content) {
  const band = content.band as unknown as ContentBand
  const shows = (content.shows as unknown as { shows: ContentShow[] }).shows
  const members = (content.members as unknown as { members: { name: string; roles: string[] }[] }).members
  const siteAddress = (sitePath: string) => `${band.siteUrl}${sitePath}`
  const host = new URL(band.siteUrl).hostname

  // The editor's page: the band's name is its title, and it adds no element.
  const editor = parseHtml(editorPage(band.name))
  // (as text, less what every HTML parser does to line ends)
  const asParsed = (text: string) => text.replace(/\r\n?/g, `\n`)
  expect(editor.querySelector(`title`)?.textContent).toBe(asParsed(`${band.name}: edit the site`))
  expect(editor.querySelectorAll(`script`)).toHaveLength(3)
  expect(editor.querySelectorAll(`link, meta, base, title`)).toHaveLength(6)

  // JSON-LD blocks in a page: one script each, whose text reads back as the data.
  const group = musicGroup(band, members, { url: band.siteUrl, logo: siteAddress(`/logo.png`) })
  const events = shows.map((show) =>
    musicEvent({ ...show, startDate: `${show.date}:00-05:00` }, band, { bandUrl: band.siteUrl }),
  )
  const blocks = [group, ...events]
  const page = parseHtml(
    `<!doctype html><html><head><title>x</title>${blocks
      .map((data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`)
      .join(``)}</head><body><p id="after">after</p></body></html>`,
  )
  const scripts = [...page.querySelectorAll(`script`)]
  expect(scripts).toHaveLength(blocks.length)
  expect(scripts.map((script) => JSON.parse(script.textContent!))).toEqual(JSON.parse(JSON.stringify(blocks)))
  expect(page.getElementById(`after`)?.parentElement?.tagName).toBe(`BODY`)

  // The RSS feed: well-formed XML whose items say the shows' places as written.
  const feedShows = shows.map((show) => ({ ...show, showId: showId(show), pagePath: showPagePath(show) }))
  const feed = showsFeed(feedShows, {
    bandName: band.name,
    scheduleUrl: siteAddress(`/schedule/`),
    feedUrl: siteAddress(`/shows.xml`),
    pageUrl: siteAddress,
    host,
    published: new Date(`2026-11-25T16:30:00Z`),
  })
  const xml = new DOMParser().parseFromString(feed, `application/xml`)
  expect(xml.getElementsByTagName(`parsererror`)).toHaveLength(0)
  const titles = [...xml.getElementsByTagName(`item`)].map(
    (item) => item.getElementsByTagName(`title`)[0]!.textContent,
  )
  expect(titles).toHaveLength(shows.length)
  titles.forEach((title, index) => expect(title).toContain(shows[index]!.where))

  // The calendars: the feed and each show's own file, one event per show, its place as written.
  const made = new Date(`2024-01-01T12:00:00Z`)
  for (const calendarShows of [feedShows, ...feedShows.map((show) => [show])]) {
    const calendar = new ICAL.Component(ICAL.parse(showsCalendar(calendarShows, band, band.name, made)))
    const events = calendar.getAllSubcomponents(`vevent`)
    expect(events).toHaveLength(calendarShows.length)
    events.forEach((event, index) =>
      expect(String(event.getFirstPropertyValue(`summary`))).toContain(calendarShows[index]!.where),
    )
  }

  // The booking mailto:: the address, the subject and the body, and nothing more.
  const mailto = new URL(bookingMailto(band.bookingEmail, band.name))
  expect(mailto.protocol).toBe(`mailto:`)
  expect(decodeURIComponent(mailto.pathname)).toBe(band.bookingEmail)
  expect([...mailto.searchParams.keys()]).toEqual([`subject`, `body`])
  expect(mailto.searchParams.get(`subject`)).toBe(`Booking ${band.name}`)

  // Netlify's _headers: each show's calendar file keeps its own rule, as Netlify reads the file.
  const calendarFiles = shows.map((show) => showCalendarPath(show).slice(1))
  const headersPath = path.join(work, `_headers`)
  fs.writeFileSync(headersPath, headersFile(hostHeaderRules([], calendarFiles)))
  const { parseAllHeaders } = await import(`@netlify/headers-parser`)
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [headersPath],
    configHeaders: undefined,
    minimal: false,
  })
  expect(errors).toEqual([])
  for (const file of calendarFiles) {
    const rules = headers.filter((rule) => `forRegExp` in rule && rule.forRegExp.test(`/${file}`))
    expect(rules.map((rule) => rule.values[`Content-Type`]).filter(Boolean)).toEqual([
      `text/calendar; charset=utf-8`,
    ])
  }

  // The Schedule's card: the show's texts as text, with no element of their own.
  const { container, unmount } = renderWithProviders(
    <ul>
      <ShowCard show={{ ...showFacts(shows[0]! as Show), img: null }} className="" />
    </ul>,
  )
  expect(container.textContent).toContain(asParsed(shows[0]!.where))
  expect(container.querySelectorAll(`script, style, iframe, b`)).toHaveLength(0)
  unmount()
}

test(`the test content itself makes well-formed outputs`, async () => {
  expect(await accepted(base)).toBe(true)
  await expectWellFormedOutputs(base)
})

test(`any text the checker accepts, in any field, leaves every output well-formed`, async () => {
  let tried = 0
  let taken = 0
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...fields).chain((field) =>
        fc.record({
          field: fc.constant(field),
          text: hostileText.map((text) => asFieldText(String(field.at.at(-1)), text)),
        }),
      ),
      async ({ field, text }) => {
        tried++
        const content = withText(field.kind, field.at, text)
        if (!(await accepted(content))) return
        taken++
        await expectWellFormedOutputs(content)
      },
    ),
    {
      numRuns: 250,
      examples: fields.flatMap((field) =>
        everyFieldTries.map((text) => [{ field, text: asFieldText(String(field.at.at(-1)), text) }]),
      ) as [{ field: (typeof fields)[number]; text: string }][],
    },
  )
  // The property says something only if the checker let a good share of the hostile texts through.
  expect(taken).toBeGreaterThan(tried / 10)
})

test(`whatever the booking address holds, its mailto: says that address, the subject and the body, and nothing more`, () => {
  fc.assert(
    fc.property(hostileLinkOrAddress(`bookingEmail`), hostileText, (email, bandName) => {
      // Half a character cannot be percent-encoded at all; the checker refuses it in every text.
      fc.pre(!/\p{Cs}/u.test(email + bandName))
      const mailto = new URL(bookingMailto(email, bandName))
      expect(decodeURIComponent(mailto.pathname)).toBe(email)
      expect([...mailto.searchParams.keys()]).toEqual([`subject`, `body`])
      expect(new URL(mailtoAddress(email)).search).toBe(``)
    }),
    { examples: [[`band?cc=evil@example.com&body=pay us@example.com`, `Milk Patrol`]] },
  )
})
