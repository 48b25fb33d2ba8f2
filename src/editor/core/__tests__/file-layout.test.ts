import { promises as fs } from "fs"
import path from "path"
import { goodContentDir } from "../../../content-model/__fixtures__/content-fixture"
import { withKeptLayout } from "../file-layout"

const read = (file: string) => fs.readFile(path.join(goodContentDir, file), `utf8`)

/** The lines of `after` that are not in `before`, and the other way round: what a diff would show. */
function diff(before: string, after: string): { added: string[]; removed: string[] } {
  const beforeLines = before.split(`\n`)
  const afterLines = after.split(`\n`)
  return {
    added: afterLines.filter((line) => !beforeLines.includes(line)),
    removed: beforeLines.filter((line) => !afterLines.includes(line)),
  }
}

describe(`a file saved by the editor keeps the band's layout`, () => {
  test(`saved unchanged, it is the same text`, async () => {
    for (const file of [`members.json`, `faq.json`, `lineups.json`, `shows.json`, `band.json`]) {
      const text = await read(file)
      expect(withKeptLayout(text, JSON.parse(text))).toBe(text)
    }
  })

  test(`one role changed: one line changes, the file keeps its 13 lines`, async () => {
    const text = await read(`members.json`)
    const data = JSON.parse(text)
    data.members[1].roles = [`Guitar`, `Vocals`]
    const saved = withKeptLayout(text, data)
    expect(JSON.parse(saved)).toEqual(data)
    expect(saved.split(`\n`)).toHaveLength(text.split(`\n`).length)
    expect(diff(text, saved)).toEqual({
      added: [`    { "name": "Jake Ewen", "roles": ["Guitar", "Vocals"] },`],
      removed: [`    { "name": "Jake Ewen", "roles": ["Guitar"] },`],
    })
  })

  test(`a name removed from a lineup, and a lineup reordered: only those lines change`, async () => {
    const text = await read(`lineups.json`)
    const data = JSON.parse(text)
    data.lineups.milk = data.lineups.milk.filter((name: string) => name !== `Jake Ewen`)
    data.lineups.sonic = [data.lineups.sonic[1], data.lineups.sonic[0], ...data.lineups.sonic.slice(2)]
    const saved = withKeptLayout(text, data)
    expect(JSON.parse(saved)).toEqual(data)
    const { added, removed } = diff(text, saved)
    expect(removed.map((line) => line.trim().split(`:`)[0])).toEqual([`"milk"`, `"sonic"`])
    expect(added.map((line) => line.trim().split(`:`)[0])).toEqual([`"milk"`, `"sonic"`])
  })

  test(`a question added: the old ones are untouched, a member added and a nickname removed change only their lines`, async () => {
    const faqText = await read(`faq.json`)
    const faq = JSON.parse(faqText)
    faq.faq.push({ question: `Do you play weddings?`, answer: `Yes.` })
    const savedFaq = withKeptLayout(faqText, faq)
    expect(JSON.parse(savedFaq)).toEqual(faq)
    expect(diff(faqText, savedFaq).removed).toEqual([])

    const membersText = await read(`members.json`)
    const members = JSON.parse(membersText)
    delete members.members[2].nickname
    members.members.push({ name: `Moo Cow`, roles: [`Cowbell`] })
    const savedMembers = withKeptLayout(membersText, members)
    expect(JSON.parse(savedMembers)).toEqual(members)
    expect(diff(membersText, savedMembers)).toEqual({
      added: [
        `    { "name": "Tommy Harris", "roles": ["Bass", "Violin", "Guitar", "Vocals"] },`,
        `    { "name": "Miles Prower", "nickname": "Tails", "roles": ["Flying"] },`,
        `    { "name": "Moo Cow", "roles": ["Cowbell"] }`,
      ],
      removed: [
        `    { "name": "Tommy Harris", "nickname": "The Albatross", "roles": ["Bass", "Violin", "Guitar", "Vocals"] },`,
        `    { "name": "Miles Prower", "nickname": "Tails", "roles": ["Flying"] }`,
      ],
    })
  })

  test(`a file written on Windows keeps its CRLF line endings: a member and a question added, a role changed`, async () => {
    for (const [file, change] of [
      [
        `members.json`,
        (data: { members: { name: string; roles: string[] }[] }) => {
          data.members[0]!.roles = [`Vocals`]
          data.members.push({ name: `Moo Cow`, roles: [`Cowbell`] })
        },
      ],
      [
        `faq.json`,
        (data: { faq: { question: string; answer: string }[] }) =>
          data.faq.push({ question: `Do you play weddings?`, answer: `Yes.` }),
      ],
    ] as const) {
      const text = (await read(file)).replace(/\n/g, `\r\n`)
      const data = JSON.parse(text)
      change(data)
      const saved = withKeptLayout(text, data)
      expect(JSON.parse(saved)).toEqual(data)
      // No line ends in a bare LF; the unchanged lines are all still there.
      expect(saved.replace(/\r\n/g, ``)).not.toContain(`\n`)
      expect(diff(text, saved).removed.length).toBeLessThanOrEqual(2)
    }
    expect(withKeptLayout(`{ "faq": [ ], }\r\n`, { faq: [] })).toBe(`{\r\n  "faq": []\r\n}\r\n`)
  })

  test(`a file that could not be read is written whole, two spaces deep`, () => {
    expect(withKeptLayout(`{ "faq": [ ], }`, { faq: [] })).toBe(`{\n  "faq": []\n}\n`)
  })
})

test(`a file written on one line (booking.json as first made) is saved laid out, two spaces an indent`, () => {
  expect(withKeptLayout(`{"a":1,"b":[1,2]}`, { a: 2, b: [1, 2] })).toBe(
    `{\n  "a": 2,\n  "b": [\n    1,\n    2\n  ]\n}\n`,
  )
})

test(`booking.json's empty block, filled in by the form, is saved laid out over lines`, () => {
  expect(withKeptLayout(`{\n  "booking": {}\n}\n`, { booking: { pitch: `x`, photos: [{ a: 1 }] } })).toBe(
    `{\n  "booking": {\n    "pitch": "x",\n    "photos": [\n      {\n        "a": 1\n      }\n    ]\n  }\n}\n`,
  )
})
