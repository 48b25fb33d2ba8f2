/** @jest-environment node */
// What the Shows form fills in and asks when a show is added or removed: the id from the first date and place, the
// question before a new show dated in the past, and the question before a show of the file is removed.
import {
  addedPastShows,
  pastShowQuestion,
  removalQuestion,
  removedShows,
  withNewShowIds,
  type ShowEntry,
  lackingFields,
  unfinishedShows,
} from "../show-additions"

const downs: ShowEntry = { date: `2024-09-18T16:00`, where: `103 W. Franklin St. Downs, IL`, when: `4pm` }
const space: ShowEntry = {
  id: `2024-08-14-the-space`,
  date: `2024-08-14T19:30`,
  where: `The Space in Champaign`,
}
const nightshop: ShowEntry = { date: `2027-06-12T20:00`, where: `Nightshop in Bloomington`, when: `8pm` }

test(`a show added gets an id from its first date and place; the shows of the file keep theirs, or none`, () => {
  const filled = withNewShowIds([downs, space], [downs, space, nightshop])
  expect(filled).toEqual([downs, space, { id: `2027-06-12-nightshop-in-bloomington`, ...nightshop }])
  // Its id is written first, as CONTENT.md shows it.
  expect(Object.keys(filled[2]!)[0]).toBe(`id`)
})

test(`a show added whose address another show has gets an id of its own; one typed in is kept`, () => {
  const moved = { ...space, id: `2027-06-12-nightshop-in-bloomington` }
  expect(withNewShowIds([moved], [moved, nightshop])[1]!.id).toBe(`2027-06-12-nightshop-in-bloomington-2`)
  expect(withNewShowIds([], [{ ...nightshop, id: `my-own` }])[0]!.id).toBe(`my-own`)
  // Without a date or place yet, nothing to make it from: the checker's "required" words say what is missing.
  expect(withNewShowIds([], [{ where: `Nightshop` }])).toEqual([{ where: `Nightshop` }])
})

test(`a new show dated before today is asked about; one of the file, or a later one, is not`, () => {
  const past = { date: `2025-01-10`, where: `The Coffeehouse` }
  expect(addedPastShows([downs], [downs, past, nightshop], `2026-11-26`)).toEqual([past])
  // Today's show is still upcoming.
  expect(addedPastShows([], [{ date: `2026-11-26T20:00`, where: `x` }], `2026-11-26`)).toEqual([])
  expect(pastShowQuestion([past])).toContain(`Friday, January 10, 2025, The Coffeehouse`)
})

test(`a show taken out of the form is named before Publish, with what to do instead`, () => {
  expect(removedShows([downs, space], [space])).toEqual([downs])
  // A show changed in place is no removal.
  expect(removedShows([downs, space], [{ ...downs, when: `5pm` }, space])).toEqual([])
  expect(removalQuestion([downs])).toContain(
    `Wednesday, September 18, 2024 at 4 pm, 103 W. Franklin St. Downs, IL`,
  )
  expect(removalQuestion([downs])).toContain(`"cancelled"`)
})

test(`an empty show block (added, or recovered from the backup) is named by its place and what it has, its fields by their labels`, () => {
  const label = (field: string) => ({ date: `Date and start time`, where: `Where` })[field] ?? field
  const file = `content/shows.json`
  // The checker's problems as data: where each is in the form's data, and its words (not read here).
  const problems = [
    { file, at: [`shows`, 2, `where`], problem: `is missing; add it` },
    { file, at: [`shows`, 2, `date`], problem: `is "", which is not a date the site can read` },
    { file, at: [`shows`, 3, `date`], problem: `is missing; add it` },
    { file, at: [`shows`, 0, `where`], problem: `is empty; fill it in` },
    // Not an empty field: not one of these.
    { file, at: [`shows`, 3, `link`], problem: `is "our insta", which is not a full web address` },
    { file, at: [`shows`, 3], problem: `this is the same show as show 2` },
  ]
  const now = [{ ...downs, where: `` }, space, { date: `` }, { where: `The Space`, link: `our insta` }]
  expect(unfinishedShows(problems, [downs, space], now, label)).toEqual([
    `Shows, the show added in place 3 of the list (no date or place yet): "Where" and "Date and start time" are empty; fill them in, or remove this show with ✕`,
    `Shows, the show added at The Space (no date yet): "Date and start time" is empty; fill it in, or remove this show with ✕`,
    // One of the file's, its place cleared: not added, and not to be removed.
    `Shows, the show on Wednesday, September 18, 2024 at 4 pm (no place yet): "Where" is empty; fill it in`,
  ])
  expect(lackingFields(problems, now).map(({ at }) => at)).toEqual([
    [`shows`, 2, `where`],
    [`shows`, 2, `date`],
    [`shows`, 3, `date`],
    [`shows`, 0, `where`],
  ])
})
