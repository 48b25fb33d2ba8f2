/** @jest-environment node */
// The JSON-LD search engines read: central Illinois' offset on both sides of each daylight-saving change, every
// property Google requires of an event, and a block no content can break out of.
import { jsonLdText, musicEvent, musicGroup, pageStructuredData } from "../structured-data"
import { showStartDate } from "../../shows/show-start"
import { robotsTxt } from "../robots"
import { googleEventProperties } from "../../test-support/google-event"

const band = {
  name: `Milk Patrol`,
  siteUrl: `https://www.milkpatrol.band`,
  description: `A dairy-themed band.`,
  bookingEmail: `sievertbenjamin@gmail.com`,
  discord: `https://discord.gg/2hk7cNrTNR`,
  instagram: `https://www.instagram.com/milkpatrolband/`,
}

test.each([
  [`2025-03-08T20:00`, `2025-03-08T20:00:00-06:00`, `the evening before summer time starts`],
  [`2025-03-09T20:00`, `2025-03-09T20:00:00-05:00`, `the evening it starts`],
  [`2025-11-01T20:00`, `2025-11-01T20:00:00-05:00`, `the evening before it ends`],
  [`2025-11-02T20:00`, `2025-11-02T20:00:00-06:00`, `the evening it ends`],
  [`2025-03-09T01:30`, `2025-03-09T01:30:00-06:00`, `half an hour before the clocks jump`],
  [`2025-06-21`, `2025-06-21`, `a show with only a date`],
])(`%s starts at %s (%s)`, (date, expected) => {
  expect(showStartDate(date)).toBe(expected)
})

const show = {
  where: `The Space in Champaign`,
  when: `7:30pm, August 14, 2027`,
  startDate: showStartDate(`2027-08-14T19:30`),
  link: `https://www.eventbrite.com/e/979398426057`,
}

test(`a MusicEvent holds every property Google requires, and those it recommends that the content has`, () => {
  const event = musicEvent(show, band, {
    images: [`https://www.milkpatrol.band/static/abc/poster.png`],
    bandUrl: `https://www.milkpatrol.band/`,
  })
  expect(event).toMatchObject({
    "@context": `https://schema.org`,
    "@type": `MusicEvent`,
    name: `Milk Patrol at The Space in Champaign`,
    startDate: `2027-08-14T19:30:00-05:00`,
    location: {
      "@type": `Place`,
      name: show.where,
      address: { "@type": `PostalAddress`, addressRegion: `IL`, addressCountry: `US` },
    },
    image: [`https://www.milkpatrol.band/static/abc/poster.png`],
    url: show.link,
    performer: { "@type": `MusicGroup`, name: `Milk Patrol` },
    eventStatus: `https://schema.org/EventScheduled`,
    eventAttendanceMode: `https://schema.org/OfflineEventAttendanceMode`,
  })
  expect(String(event.description)).toContain(show.when)
  // The venue's name is not a street address.
  expect(JSON.stringify(event.location)).not.toContain(`streetAddress`)
})

const upcoming = {
  ...show,
  endDate: `2027-08-14T21:30:00-05:00`,
  venue: { name: `The Space`, street: `100 Example St.`, city: `Champaign`, state: `IL`, zip: `61820` },
  price: `$8 at the door`,
}
const addresses = {
  images: [
    `https://www.milkpatrol.band/shows/x/link-preview.png`,
    `https://www.milkpatrol.band/static/a/p.png`,
  ],
  bandUrl: `https://www.milkpatrol.band/`,
  pageUrl: `https://www.milkpatrol.band/shows/2027-08-14-the-space/`,
}

test.each([
  [`an upcoming show`, upcoming, `https://schema.org/EventScheduled`],
  [`a postponed show`, { ...upcoming, status: `postponed` }, `https://schema.org/EventPostponed`],
  [
    `a rescheduled show`,
    { ...upcoming, status: `rescheduled`, previousStartDate: `2027-08-07T19:30:00-05:00` },
    `https://schema.org/EventRescheduled`,
  ],
])(
  `%s carries every property Google requires and recommends, its status, and its venue's address`,
  (_, given, eventStatus) => {
    const event = musicEvent(given, band, addresses) as unknown as Record<string, unknown>
    for (const property of [...googleEventProperties.required, ...googleEventProperties.recommended])
      expect(event).toHaveProperty(property)
    expect(event).toMatchObject({
      eventStatus,
      url: addresses.pageUrl,
      image: addresses.images,
      location: {
        "@type": `Place`,
        name: `The Space`,
        address: {
          "@type": `PostalAddress`,
          streetAddress: `100 Example St.`,
          addressLocality: `Champaign`,
          addressRegion: `IL`,
          postalCode: `61820`,
          addressCountry: `US`,
        },
      },
      offers: {
        "@type": `Offer`,
        url: show.link,
        price: 8,
        priceCurrency: `USD`,
        availability: `https://schema.org/InStock`,
      },
    })
    // Who ran the show the content does not say: no organizer rather than a wrong one.
    expect(event).not.toHaveProperty(`organizer`)
    if (eventStatus.endsWith(`Rescheduled`)) expect(event.previousStartDate).toBe(`2027-08-07T19:30:00-05:00`)
    else expect(event).not.toHaveProperty(`previousStartDate`)
  },
)

test(`a show that was played, or cancelled, offers no tickets and says so in its description`, () => {
  const played = musicEvent(upcoming, band, { ...addresses, played: true })
  expect(played).toMatchObject({
    eventStatus: `https://schema.org/EventScheduled`,
    description: `Milk Patrol played The Space in Champaign, 7:30pm, August 14, 2027.`,
  })
  expect(played).not.toHaveProperty(`offers`)
  const cancelled = musicEvent({ ...upcoming, status: `cancelled` }, band, addresses)
  expect(cancelled).toMatchObject({
    eventStatus: `https://schema.org/EventCancelled`,
    description: `Cancelled: Milk Patrol at The Space in Champaign, 7:30pm, August 14, 2027.`,
  })
  expect(cancelled).not.toHaveProperty(`offers`)
  expect(
    musicEvent({ ...upcoming, status: `cancelled` }, band, { ...addresses, played: true }),
  ).not.toHaveProperty(`offers`)
})

test(`a sold-out show goes ahead with a sold-out offer; a free one costs 0; an unknown price is left out`, () => {
  const soldOut = musicEvent({ ...upcoming, status: `sold out` }, band, addresses)
  expect(soldOut).toMatchObject({
    eventStatus: `https://schema.org/EventScheduled`,
    offers: { availability: `https://schema.org/SoldOut` },
  })
  expect(musicEvent({ ...upcoming, price: `Free` }, band, addresses).offers).toMatchObject({ price: 0 })
  expect(musicEvent({ ...upcoming, price: undefined }, band, addresses).offers).not.toHaveProperty(`price`)
})

test(`a MusicGroup names the band, its home, its links, its booking address and each member's instruments`, () => {
  const group = musicGroup(band, [{ name: `Jake Ewen`, roles: [`Guitar`] }], {
    url: `https://www.milkpatrol.band/`,
    logo: `https://www.milkpatrol.band/static/abc/logo.png`,
  })
  expect(group).toMatchObject({
    "@type": `MusicGroup`,
    name: `Milk Patrol`,
    url: `https://www.milkpatrol.band/`,
    logo: `https://www.milkpatrol.band/static/abc/logo.png`,
    email: band.bookingEmail,
    sameAs: [band.instagram, band.discord],
    location: { name: `Bloomington-Normal, Illinois` },
    member: [{ "@type": `Person`, name: `Jake Ewen`, jobTitle: [`Guitar`] }],
  })
  expect(JSON.parse(JSON.stringify(group)).genre).toBeTruthy()
})

test(`a page's facts become its blocks: the band first, then an event per show; none without facts`, () => {
  const bandUrl = `https://www.milkpatrol.band/`
  const later = { ...show, where: `The Coffeehouse in Normal` }
  const blocks = pageStructuredData({
    musicGroup: [band, [], { url: bandUrl, logo: `${bandUrl}logo.png` }],
    musicEvents: [
      [show, band, { bandUrl }],
      [later, band, { bandUrl }],
    ],
  })
  expect(blocks.map((block) => (block as { "@type": string })[`@type`])).toEqual([
    `MusicGroup`,
    `MusicEvent`,
    `MusicEvent`,
  ])
  expect(blocks[2]).toEqual(musicEvent(later, band, { bandUrl }))
  expect(pageStructuredData({})).toEqual([])
})

test(`"</script>" in any text cannot end the block, and the JSON reads back unchanged`, () => {
  const sneaky = { ...show, where: `</script><script>alert(1)</script><!-- Moo` }
  const event = musicEvent(sneaky, band, { bandUrl: `https://www.milkpatrol.band/` })
  const text = jsonLdText(event)
  expect(text.toLowerCase()).not.toContain(`</script`)
  expect(text).not.toContain(`<!--`)
  expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(event)))
})

test(`robots.txt names the sitemap with its full address, under a path prefix too`, () => {
  expect(robotsTxt(`https://www.milkpatrol.band/`, ``)).toContain(
    `Sitemap: https://www.milkpatrol.band/sitemap-index.xml`,
  )
  expect(robotsTxt(`https://www.milkpatrol.band`, `/milkpatrol`)).toContain(
    `Sitemap: https://www.milkpatrol.band/milkpatrol/sitemap-index.xml`,
  )
  expect(robotsTxt(`https://www.milkpatrol.band`, ``)).not.toContain(`i-love-sonic`)
})
