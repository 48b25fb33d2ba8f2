/** @jest-environment node */
// What a booker's search finds on /booking/ (and Home and About): the band as a MusicGroup with its members and what
// each plays, its pages elsewhere, and the booking e-mail as the contact point for booking.
import band from "../../content-model/__fixtures__/good-content/band.json"
import { musicGroup } from "../structured-data"

test(`the MusicGroup names its members, its pages and where to write for a booking`, () => {
  const group = musicGroup(band, [{ name: `Jake Ewen`, roles: [`Guitar`] }], {
    url: `https://www.milkpatrol.band/`,
    logo: `https://www.milkpatrol.band/logo.png`,
  })
  expect(group).toMatchObject({
    "@type": `MusicGroup`,
    email: band.bookingEmail,
    contactPoint: { "@type": `ContactPoint`, contactType: `booking`, email: band.bookingEmail },
    sameAs: [band.instagram, band.discord],
    member: [{ "@type": `Person`, name: `Jake Ewen`, jobTitle: [`Guitar`] }],
  })
})
