// The booking kit as a booker reads it: each section only when the band's content fills it (the good-content
// fixture's empty booking.json, then the edited content's full one), venues played latest first and each once, the
// next shows, and the e-mail that opens with its subject and the lines to fill in.
import * as React from "react"
import { screen, within } from "@testing-library/react"
import type { PageProps } from "gatsby"
import band from "../../content-model/__fixtures__/good-content/band.json"
import bookingFile from "../../content-model/__fixtures__/good-content/booking.json"
import lineupsFile from "../../content-model/__fixtures__/good-content/lineups.json"
import membersFile from "../../content-model/__fixtures__/good-content/members.json"
import showsFile from "../../content-model/__fixtures__/good-content/shows.json"
import { bookingKit, cancelledShow, moreShows } from "../../content-model/__fixtures__/edited-content"
import { renderPageWithProviders } from "../../test-support/render-with-providers"
import { bookingMail, kitHeadings, venuesPlayed } from "../../booking/booking-kit"
import { showFacts } from "../../shows/show-nodes"
import type { BuildDayPageContext } from "../../shows/schedule-pages"
import { bookingAddressText } from "../../components/booking-kit"
import BookingPage from "../booking"

type Shows = typeof showsFile.shows
const members = membersFile.members.map((member) => ({ nickname: null, ...member }))
const asNodes = (shows: readonly Shows[number][]) => shows.map((show) => ({ facts: showFacts(show) }))

/** The page's query result for the good content, on a build day after every one of its 2024 shows. */
function bookingData(
  change: {
    booking?: object | null
    shows?: readonly Shows[number][]
    logos?: object[]
    stagePlotFile?: object
  } = {},
) {
  return {
    bandJson: { ...band, pressLogos: change.logos ?? [] },
    bookingJson:
      change.booking === null
        ? null
        : { booking: change.booking ?? bookingFile.booking, stagePlotFile: change.stagePlotFile ?? null },
    membersJson: { members },
    lineupsJson: lineupsFile,
    allShow: { nodes: asNodes(change.shows ?? showsFile.shows) },
  }
}

async function renderBooking(data: ReturnType<typeof bookingData>) {
  await renderPageWithProviders(
    <BookingPage
      {...({ data, pageContext: { today: `2026-11-21` } } as unknown as PageProps<
        Queries.BookingPageQuery,
        BuildDayPageContext
      >)}
    />,
  )
}

/** The logo files the build makes from the logo's SVG source (src/booking/press-logos.ts), two of the four. */
const logos = [
  {
    path: `/booking/milk-patrol-logo.svg`,
    label: `Logo in colour, SVG`,
    type: `image/svg+xml`,
    bytes: 5300,
    width: 1000,
    height: 1100,
  },
  {
    path: `/booking/milk-patrol-logo.png`,
    label: `Logo in colour, PNG`,
    type: `image/png`,
    bytes: 86700,
    width: 2400,
    height: 2640,
  },
]

const headings = () => screen.getAllByRole(`heading`, { level: 2 }).map((heading) => heading.textContent)
const section = (name: string) => screen.getByRole(`region`, { name })

test(`with the band's empty booking.json, only what band.json, the lineup and the shows fill is shown`, async () => {
  await renderBooking(bookingData())
  expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(`Book Milk Patrol`)
  expect(headings()).toEqual([kitHeadings.plays, kitHeadings.lineup, kitHeadings.venues, kitHeadings.ask])
  expect(within(section(kitHeadings.plays)).getAllByRole(`paragraph`)).toHaveLength(1)
  expect(screen.queryByText(/Genres/)).toBeNull()
})

test(`the band's empty booking.json beside its logo: headings and lead name only what is there, and the page says what a venue can ask for and how`, async () => {
  await renderBooking(bookingData({ logos }))
  expect(headings()).toEqual([
    kitHeadings.plays,
    kitHeadings.lineup,
    kitHeadings.venues,
    `Logo for your posters`,
    kitHeadings.ask,
  ])
  const lead = screen.getByText(/prints as a one-sheet/)
  for (const named of [...headings(), lead.textContent]) expect(named).not.toMatch(/photo|everything/i)
  expect(within(section(kitHeadings.ask)).getByText(/^Not on this page yet/)).toHaveTextContent(
    `Not on this page yet: photos of the band, set lengths, what we bring, what we need from the venue and a stage plot and input list. Ask about them in the same e-mail or message, and we tell you what we have.`,
  )
})

test(`without booking.json and without shows, the page still says what the band plays and how to ask`, async () => {
  await renderBooking(bookingData({ booking: null, shows: [] }))
  expect(headings()).toEqual([kitHeadings.plays, kitHeadings.lineup, kitHeadings.ask])
})

test(`a filled-in kit shows every section: bio, genres, next shows, press downloads, the show, the stage plot`, async () => {
  const shows = [...showsFile.shows, ...(moreShows as Shows)]
  const booking = {
    ...bookingKit,
    pressPhotos: [
      {
        alt: bookingKit.pressPhotos[0]!.alt,
        credit: bookingKit.pressPhotos[0]!.credit,
        img: {
          publicURL: `/static/2/band-on-stage.jpg`,
          extension: `jpg`,
          size: 225_859,
          childImageSharp: {
            gatsbyImageData: null,
            original: { width: 3000, height: 4500 },
            web: { src: `/static/3/band-on-stage.jpg`, width: 1200, height: 1800 },
          },
        },
      },
    ],
  }
  const stagePlotFile = { path: `/booking/milk-patrol-stage-plot.pdf`, extension: `pdf`, bytes: 48_211 }
  await renderBooking(bookingData({ booking, shows, logos, stagePlotFile }))
  expect(headings()).toEqual(Object.values(kitHeadings))
  // A whole kit, and only then, is "everything a venue needs".
  expect(screen.getByText(/^Everything a venue needs/)).toBeInTheDocument()
  expect(screen.queryByText(/^Not on this page yet/)).toBeNull()
  expect(within(section(kitHeadings.plays)).getByText(/Five friends/)).toBeInTheDocument()
  expect(within(section(kitHeadings.plays)).getByText(`Rock, Funk, Covers`)).toBeInTheDocument()
  const next = within(section(kitHeadings.next)).getAllByRole(`listitem`)
  expect(next.map((show) => show.textContent)).toEqual([
    `Lake Bloomington Pavilion, 8pm, June 12th, 2098`,
    `Uptown Normal Circle, 7pm, July 4th, 2099`,
  ])
  const press = within(section(kitHeadings.press))
  expect(press.getByRole(`link`, { name: `Logo in colour, PNG` })).toHaveAttribute(
    `href`,
    `/booking/milk-patrol-logo.png`,
  )
  expect(press.getByText(`(PNG, 2400 × 2640 px, 87 KB)`)).toBeInTheDocument()
  expect(press.getByRole(`link`, { name: `Photo, large (for print)` })).toHaveAttribute(
    `href`,
    `/static/2/band-on-stage.jpg`,
  )
  expect(press.getByText(`(JPEG, 3000 × 4500 px, 226 KB)`)).toBeInTheDocument()
  expect(press.getByRole(`link`, { name: `Photo, web size` })).toHaveAttribute(
    `href`,
    `/static/3/band-on-stage.jpg`,
  )
  const show = within(section(kitHeadings.show))
  expect(show.getAllByRole(`heading`, { level: 3 }).map((heading) => heading.textContent)).toEqual([
    `Set lengths`,
    `What we bring`,
    `What we need from you`,
  ])
  expect(show.getByRole(`link`, { name: `Stage plot and input list` })).toHaveAttribute(
    `href`,
    `/booking/milk-patrol-stage-plot.pdf`,
  )
  expect(show.getByText(`(PDF, 48 KB)`)).toBeInTheDocument()
  // Every file is saved when clicked, not opened in the tab.
  for (const link of [...press.getAllByRole(`link`), show.getByRole(`link`, { name: /Stage plot/ })])
    expect(link).toHaveAttribute(`download`)
  // The sheet opens with the logo (the colour SVG), and on paper the booking page's address, where the downloads are.
  expect(screen.getByRole(`img`, { name: `Milk Patrol logo` })).toHaveAttribute(
    `src`,
    `/booking/milk-patrol-logo.svg`,
  )
  expect(screen.getByText(`www.milkpatrol.band/booking`)).toBeInTheDocument()
})

test(`the booking address is on the screen as text a booker on webmail can copy, not only inside mailto:`, async () => {
  await renderBooking(bookingData())
  const ask = within(section(kitHeadings.ask))
  const address = ask.getByText(band.bookingEmail, { selector: `strong` })
  expect(address.closest(`a`)).toBeNull()
  expect(address.parentElement).toHaveTextContent(`${bookingAddressText} ${band.bookingEmail}`)
})

test(`venues played: latest first, each once, by name and town when the show has them, never a cancelled show`, () => {
  const shows = [...showsFile.shows, ...(moreShows as Shows), cancelledShow as Shows[number]].map(showFacts)
  const venues = venuesPlayed(shows, `2096-01-01`).map(({ name, city }) => (city ? `${name}, ${city}` : name))
  expect(venues.slice(0, 6)).toEqual([
    `Nightshop, Urbana`,
    `Castle Theatre, Bloomington`,
    `103 W. Franklin St. Downs, IL`,
    `The Space, Champaign`,
    `Miller Park Pavilion, Bloomington`,
    `Bone Student Center, Normal`,
  ])
  expect(venues).toHaveLength(new Set(venues).size)
  expect(venues.filter((venue) => venue.startsWith(`Nightshop`))).toHaveLength(1)
  // Played once, in 2022, but cancelled in 2097: still on the list once, for 2024's show.
  expect(venues.filter((venue) => venue.startsWith(`Castle Theatre`))).toHaveLength(1)
  expect(venuesPlayed(shows, `2000-01-01`)).toEqual([])
})

test(`"E-mail us for a date" opens a mail with the subject and the lines to fill in, and Discord and Instagram`, async () => {
  await renderBooking(bookingData())
  const ask = within(section(kitHeadings.ask))
  const mail = new URL(ask.getByRole(`link`, { name: `E-mail us for a date` }).getAttribute(`href`)!)
  expect(mail.protocol).toBe(`mailto:`)
  expect(mail.pathname).toBe(band.bookingEmail)
  expect(mail.searchParams.get(`subject`)).toBe(`Booking Milk Patrol`)
  expect(mail.searchParams.get(`subject`)).toBe(bookingMail.subject(band.name))
  expect(mail.searchParams.get(`body`)?.split(`\r\n`)).toEqual([
    `Hello Milk Patrol,`,
    ``,
    `Date: `,
    `Venue: `,
    `City: `,
    `Set length: `,
    `Pay: `,
    ``,
  ])
  expect(ask.getByRole(`link`, { name: `Discord` })).toHaveAttribute(`href`, band.discord)
  expect(ask.getByRole(`link`, { name: `Instagram` })).toHaveAttribute(`href`, band.instagram)
  // Written out for paper: the e-mail address as itself, the links as addresses.
  expect(ask.getByText(`(${band.bookingEmail})`)).toBeInTheDocument()
  expect(ask.getByText(`(${band.instagram})`)).toBeInTheDocument()
})
