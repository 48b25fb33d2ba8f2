/** @jest-environment node */
// Two members publish the same file: changes to different entries are put together, changes to the same one are not.
import { mergeContent } from "../merge-entries"
import { bothChanged } from "../publish-words"

const downs = { date: `2024-09-18`, where: `Downs` }
const space = { date: `2024-08-14`, where: `The Space` }
const nightshop = { date: `2027-06-12`, where: `Nightshop` }
const coffeehouse = { date: `2027-07-01`, where: `The Coffeehouse` }

test(`two members each add a show after the same gig: both shows are kept, each where its form put it`, () => {
  const base = { shows: [downs, space] }
  expect(
    mergeContent(base, { shows: [downs, space, nightshop] }, { shows: [downs, space, coffeehouse] }),
  ).toEqual({
    merged: { shows: [downs, space, nightshop, coffeehouse] },
  })
})

test(`one member changes a show, the other adds one: the change stays in place, the field order does not matter`, () => {
  const base = { shows: [downs, space] }
  const changed = { where: `The Space`, date: `2024-08-15` }
  expect(
    mergeContent(
      base,
      { shows: [downs, changed] },
      { shows: [{ where: `Downs`, date: `2024-09-18` }, space, nightshop] },
    ),
  ).toEqual({ merged: { shows: [{ where: `Downs`, date: `2024-09-18` }, changed, nightshop] } })
})

test(`both change the same show, or the same field: not merged, and the entry is named`, () => {
  const base = { shows: [downs, space] }
  const result = mergeContent(
    base,
    { shows: [downs, { ...space, when: `7pm` }] },
    { shows: [downs, { ...space, when: `8pm` }] },
  )
  expect(result).toEqual({ clashes: [`the show at The Space on Wednesday, August 14, 2024`] })
  expect(
    mergeContent({ fanName: `A`, name: `B` }, { fanName: `C`, name: `B` }, { fanName: `D`, name: `B` }),
  ).toEqual({
    clashes: [`"What we call our fans"`],
  })
  expect(bothChanged([`shows: 2024-08-14, The Space`])).toContain(`Nothing was published`)
})

test(`different fields of band.json, or the same change on both sides, merge`, () => {
  const base = { fanName: `A`, bookingEmail: `a@b.c` }
  expect(mergeContent(base, { ...base, fanName: `B` }, { ...base, bookingEmail: `x@y.z` })).toEqual({
    merged: { fanName: `B`, bookingEmail: `x@y.z` },
  })
  expect(mergeContent(base, { ...base, fanName: `B` }, { ...base, fanName: `B` })).toEqual({
    merged: { ...base, fanName: `B` },
  })
})

test(`both took out the same show, one also changed another: merged, by the shows' ids; a show one took out and the other changed: not merged`, () => {
  const [a, b, c] = [`a`, `b`, `c`].map((id) => ({
    id,
    date: `2027-06-1${id.charCodeAt(0) - 96}`,
    where: id,
  }))
  const base = { shows: [a, b, c] }
  const changedB = { ...b!, when: `8pm` }
  expect(mergeContent(base, { shows: [b, c] }, { shows: [changedB, c] })).toEqual({
    merged: { shows: [changedB, c] },
  })
  expect(mergeContent(base, { shows: [b, c] }, { shows: [{ ...a!, when: `9pm` }, b, c] })).toHaveProperty(
    `clashes`,
  )
})
