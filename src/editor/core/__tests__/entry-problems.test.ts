/** @jest-environment node */
// An optional text the band typed and then cleared is left out before Publish (it means "none"), wherever it sits in
// the file; a required text left blank stays, so the checker names it.
import { blankOptionalTexts } from "../entry-problems"

test(`cleared optional texts are found at any depth; required ones, lists and filled texts are not`, () => {
  const members = {
    members: [
      { name: `Jake Ewen`, nickname: `The Albatross`, roles: [`Guitar`] },
      { name: `Moo Cow`, nickname: `  `, roles: [``] },
      { name: ``, nickname: ``, roles: [`Cowbell`] },
    ],
  }
  expect(blankOptionalTexts(`members`, members)).toEqual([
    [`members`, 1, `nickname`],
    [`members`, 2, `nickname`],
  ])
  const shows = {
    shows: [{ where: ``, price: ``, venue: { name: `The Space`, city: ``, zip: ` ` }, otherActs: [``] }],
  }
  expect(blankOptionalTexts(`shows`, shows)).toEqual([
    [`shows`, 0, `venue`, `city`],
    [`shows`, 0, `venue`, `zip`],
    [`shows`, 0, `price`],
  ])
  const booking = {
    booking: { bio: ``, pressPhotos: [{ img: `images/booking/a.png`, alt: ``, credit: `` }] },
  }
  expect(blankOptionalTexts(`booking`, booking)).toEqual([
    [`booking`, `bio`],
    [`booking`, `pressPhotos`, 0, `credit`],
  ])
})
