/** @jest-environment node */
// The JSON-LD search engines read: central Illinois' offset on both sides of each daylight-saving change, every
// property Google requires of an event, and a block no content can break out of.
import { jsonLdText, musicEvent, musicGroup, pageStructuredData } from "../structured-data"
import { showStartDate } from "../../shows/show-start"
import { robotsTxt } from "../robots"

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
    poster: `https://www.milkpatrol.band/static/abc/poster.png`,
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
