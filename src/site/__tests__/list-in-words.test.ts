// A list in a sentence, as the checker, the booking kit and About write it.
import { listInWords } from "../list-in-words"

test(`one, two or more things, joined as the band writes them`, () => {
  expect(listInWords([])).toBe(``)
  expect(listInWords([`the logo`])).toBe(`the logo`)
  expect(listInWords([`photos`, `the logo`])).toBe(`photos and the logo`)
  expect(listInWords([`name`, `date`, `where`])).toBe(`name, date and where`)
})

test(`with a serial comma only where there are three or more`, () => {
  expect(listInWords([`a`, `b`], { serialComma: true })).toBe(`a and b`)
  expect(listInWords([`a`, `b`, `c`], { serialComma: true })).toBe(`a, b, and c`)
})

test(`or, for a choice`, () => {
  expect(listInWords([`PNG`, `JPEG`, `WebP`, `AVIF`], { joinedBy: `or` })).toBe(`PNG, JPEG, WebP or AVIF`)
})
