/** @jest-environment node */
// Characters nobody sees: which are refused, and how the message lets a band member find the one they cannot see.
import { asShown, hasInvisibleCharacter, invisibleCharacterProblem } from "../invisible-characters"

const name = { fix: `retype the name` }
const answer = { fix: `retype the text`, lineBreaksAllowed: true }

test.each([
  [`Jake\u200BEwen`, `U+200B ZERO WIDTH SPACE`],
  [`Josh \u202EmmhaD`, `U+202E RIGHT-TO-LEFT OVERRIDE`],
  [`Ben\u2066 Sievert`, `U+2066 LEFT-TO-RIGHT ISOLATE`],
  [`Tommy\u00A0\u2060Harris`, `U+2060 WORD JOINER`],
  [`Braydon\u0000`, `U+0000 NULL`],
  [`Braydon\u0085`, `U+0085, a control character`],
  [`Josh\u{E0041}`, `U+E0041, a format character`],
  [`Jake \u200D Ewen`, `U+200D ZERO WIDTH JOINER`],
])(`%j is refused, naming %s`, (value, named) => {
  expect(invisibleCharacterProblem(value, name)).toContain(`an invisible character (${named})`)
  expect(hasInvisibleCharacter(value)).toBe(true)
})

test.each([
  `Jake Ewen`,
  `Tommy\u00A0Harris`,
  `Zoë Café`,
  `🧑‍🌾 farmer`,
  `👨‍👩‍👧 family`,
  `👍🏽 thumbs`,
  `🏳️‍🌈 flag`,
  `🏴󠁧󠁢󠁳󠁣󠁴󠁿 Scotland`,
  `1️⃣ keycap`,
])(`%s is what it looks like, and fine`, (value) => {
  expect(invisibleCharacterProblem(value, name)).toBeUndefined()
})

test(`the position counts characters as a person does, an emoji as one`, () => {
  expect(invisibleCharacterProblem(`🎸\u200BJake`, name)).toBe(
    `contains an invisible character (U+200B ZERO WIDTH SPACE) at position 2, right after "🎸"; retype the name`,
  )
})

test(`at the very start, the message quotes what follows; with several, it says how many more`, () => {
  expect(invisibleCharacterProblem(`\u200BJake\u200B Ewen\u200B`, name)).toBe(
    `contains an invisible character (U+200B ZERO WIDTH SPACE) at position 1, before "Jake Ewen" (and 2 more after it); retype the name`,
  )
})

test(`a long text quotes whole words around the spot`, () => {
  const description = `Milk Patrol is a dairy-themed band from Bloomington-Normal\u200B and proud of it, every one of us.`
  expect(invisibleCharacterProblem(description, answer)).toBe(
    `contains an invisible character (U+200B ZERO WIDTH SPACE) at position 59, right after "…Bloomington-Normal"; retype the text`,
  )
  expect(invisibleCharacterProblem(`\u200B${description}`, answer)).toContain(
    `at position 1, before "Milk Patrol is a…"`,
  )
})

test(`a line break or a tab is refused on one line, with what to do instead, and fine in a long text`, () => {
  expect(invisibleCharacterProblem(`The Space\r\nin Champaign`, name)).toBe(
    `contains a line break (U+000D CARRIAGE RETURN) at position 10, right after "The Space"; write it on one line`,
  )
  expect(invisibleCharacterProblem(`The\tSpace`, name)).toBe(
    `contains a tab (U+0009 CHARACTER TABULATION) at position 4, right after "The"; replace it with a space`,
  )
  expect(invisibleCharacterProblem(`We like milk.\r\n\tA lot.`, answer)).toBeUndefined()
  expect(invisibleCharacterProblem(`We like milk.\n\u200BA lot.`, answer)).toContain(
    `(U+200B ZERO WIDTH SPACE) at position 15, right after "We like milk. "`,
  )
})

test(`a text as a reader sees it: line breaks as spaces, the rest left out`, () => {
  expect(asShown(`Josh \u202EmmhaD\nand\u200B co`)).toBe(`Josh mmhaD and co`)
})

// Unicode's noncharacters are for programs' own use and have no place in a text: U+FFFE or U+FFFF in a show's
// "where" made /shows.xml invalid XML, which feed readers refuse whole. Refused in every text, long ones too.
test.each([
  [`The Space\uFFFF`, `U+FFFF`, 10],
  [`The\uFFFESpace`, `U+FFFE`, 4],
  [`\uFDD0The Space`, `U+FDD0`, 1],
  [`The Space\uFDEF`, `U+FDEF`, 10],
  [`The 🎸 Space\u{1FFFE}`, `U+1FFFE`, 12],
  [`The Space\u{10FFFF}`, `U+10FFFF`, 10],
])(`%j is refused, naming %s at position %d`, (value, named, position) => {
  for (const rule of [name, answer]) {
    expect(invisibleCharacterProblem(value, rule)).toMatch(
      new RegExp(
        `^contains a character no text may hold \\(${named.replace(`+`, `\\+`)}, a Unicode noncharacter, which makes the shows' feed unreadable\\) at position ${position}\\b`,
      ),
    )
  }
  expect(hasInvisibleCharacter(value)).toBe(true)
  expect(asShown(value)).not.toMatch(/\p{Noncharacter_Code_Point}/u)
})

// Half of a character (a lone surrogate, "\ud83d" written in the JSON, as a cut emoji leaves): no UTF-8 file can hold
// it, so the feed, the calendars and the pages would each write a replacement character of their own.
test.each([
  [`The Space \uD83D`, `U+D83D`, 11],
  [`\uDC04The Space`, `U+DC04`, 1],
])(`%j is refused, naming %s at position %d`, (value, named, position) => {
  for (const rule of [name, answer]) {
    expect(invisibleCharacterProblem(value, rule)).toBe(
      `contains a character no text may hold (${named}, half of a character whose other half is missing, which ` +
        `makes the shows' feed unreadable) at position ${position}${position === 1 ? `, before "The Space"` : `, right after "The Space "`}; ${rule.fix}`,
    )
  }
})

test(`a whole emoji is not half of one`, () => {
  expect(invisibleCharacterProblem(`The Space \uD83D\uDC04`, name)).toBeUndefined()
})

test(`the characters around the noncharacters are fine`, () => {
  expect(invisibleCharacterProblem(`\uFDCF\uFDF0\uFFFD\u{1FFFD}\u{10FFFD}`, name)).toBeUndefined()
})

test.each([
  [`\u3164`, `U+3164 HANGUL FILLER`],
  [`Jake\u115FEwen`, `U+115F HANGUL CHOSEONG FILLER`],
  [`\uFFA0`, `U+FFA0 HALFWIDTH HANGUL FILLER`],
  [`Milk\u2800Patrol`, `U+2800 BRAILLE PATTERN BLANK`],
  [`Ben\u034F Sievert`, `U+034F COMBINING GRAPHEME JOINER`],
  [`Tommy\u17B4`, `U+17B4 KHMER VOWEL INHERENT AQ`],
  [`Josh\u{1D173}`, `U+1D173, a format character`],
  [`Josh\u2065`, `U+2065, a letter drawn as nothing`],
  [`Josh\u{E0FFF}`, `U+E0FFF, a letter drawn as nothing`],
])(`%j looks blank or like nothing, and is refused naming %s`, (value, named) => {
  expect(invisibleCharacterProblem(value, name)).toContain(`an invisible character (${named})`)
})

test.each([`❤️ love`, `☺︎ smile`, `葛󠄀 variant`, `한국어 band`])(
  `%s keeps its variation selectors and plain Hangul`,
  (value) => {
    expect(invisibleCharacterProblem(value, name)).toBeUndefined()
  },
)
