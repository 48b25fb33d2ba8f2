/** @jest-environment node */
// The band's words for what the checker names by file, position and key: days as the site's fans read them, a show by
// its place and day, a field by its label, a clash by what both changed.
import type { ContentProblem } from "../../../content-model/content-rules"
import { clashInWords, dateInWords, problemInWords, showLine } from "../band-words"

test.each([
  [`2024-04-17T19:00`, `Wednesday, April 17, 2024 at 7 pm`],
  [`2024-08-14T19:30`, `Wednesday, August 14, 2024 at 7:30 pm`],
  [`2024-02-23`, `Friday, February 23, 2024`],
  [`2027-06-12T12:00`, `Saturday, June 12, 2027 at noon`],
  [`2027-06-12T00:00`, `Saturday, June 12, 2027 at midnight`],
  [`2027-06-12T09:05:00`, `Saturday, June 12, 2027 at 9:05 am`],
  // A day no calendar has keeps no weekday; what is no date at all is given back as typed.
  [`2026-02-29`, `February 29, 2026`],
  [`2027-06-12T20:00Z`, `Saturday, June 12, 2027 at 8 pm (with "Z" after it)`],
  [`next friday`, `"next friday"`],
])(`%s is said "%s"`, (date, words) => {
  expect(dateInWords(date)).toBe(words)
})

const shows = {
  shows: [
    { date: `2024-09-18T16:00`, where: `103 W. Franklin St. Downs, IL`, id: `2024-09-18-downs` },
    { date: `2024-04-17T19:00`, where: `The Bone Student Center`, id: `2024-09-18-downs` },
  ],
}
const texts = { shows: JSON.stringify(shows) }

test(`a refusal names the form, the show by its place and day, the field by its label, the other show too`, () => {
  const problem: ContentProblem = {
    file: `content/shows.json`,
    entry: `show 2 ("2024-04-17, The Bone Student Center")`,
    field: `"id"`,
    problem: `gives this show the same page address as show 1 (/shows/2024-09-18-downs/); give one of them a different "id"`,
    at: [`shows`, 1, `id`],
  }
  expect(problemInWords(problem, texts)).toBe(
    `Shows, the show at The Bone Student Center on Wednesday, April 17, 2024 at 7 pm: "The show's address name" gives this show the same page address as the show at 103 W. Franklin St. Downs, IL on Wednesday, September 18, 2024 at 4 pm (/shows/2024-09-18-downs/); give one of them a different "The show's address name"`,
  )
})

test(`a picture by its file name, a date typed wrong as a day, the way to write a date as the form's date box`, () => {
  const picture: ContentProblem = {
    file: `content/shows.json`,
    problem: `is "images/posters/2024-04-17-bone.png", which is only 300px wide; a poster must be at least 400px wide`,
    at: [`shows`, 1, `img`],
  }
  expect(problemInWords(picture, texts)).toContain(
    `: "Picture" is "2024-04-17-bone.png", which is only 300px wide`,
  )
  const date: ContentProblem = {
    file: `content/shows.json`,
    problem: `is "2024-04-31", which is not a real date; write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM`,
    at: [`shows`, 1, `date`],
  }
  expect(problemInWords(date, texts)).toContain(
    `"Date and start time, central Illinois" is April 31, 2024, which is not a real date; pick the day in the date box, and the start time if it is known`,
  )
})

test(`a name is given as a reader sees it, not turned round by a right-to-left override`, () => {
  expect(showLine({ date: `2024-02-23`, where: `The \u202ECoffeehouse` })).toBe(
    `Friday, February 23, 2024, The Coffeehouse`,
  )
})

test(`a clash names the show, the member, the field by its label, the lineup`, () => {
  expect(clashInWords([`shows`], shows.shows[1])).toBe(
    `the show at The Bone Student Center on Wednesday, April 17, 2024 at 7 pm`,
  )
  expect(clashInWords([`members`], { name: `Jake Ewen` })).toBe(`the member "Jake Ewen"`)
  expect(clashInWords([`fanName`])).toBe(`"What we call our fans"`)
  expect(clashInWords([`lineups`, `milk`])).toBe(`the Milk lineup`)
  expect(clashInWords([`booking`, `bio`])).toBe(`"Longer story of the band, for bookers"`)
  expect(clashInWords([])).toBe(`the whole file`)
})
