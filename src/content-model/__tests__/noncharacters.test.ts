/** @jest-environment node */
// A Unicode noncharacter (U+FFFE, U+FFFF and the like) in any text of any content file is refused on that file and
// field: XML may not hold one, and a single U+FFFF in a show made /shows.xml unreadable for every subscriber. Every
// text of the content as the band fills it in (every field of every file, the booking kit's included) is tried.
import { promises as fs } from "fs"
import path from "path"
import { checkContentTexts, type ContentProblem } from "../content-rules"
import { contentFiles, type ContentKind } from "../files"
import { goodContentDir, type ContentData } from "../__fixtures__/content-fixture"
import { editContent } from "../__fixtures__/edited-content"
import { contentJsonSchema, type JsonSchema } from "../json-schemas"

type Leaf = { kind: ContentKind; jsonPath: (string | number)[]; value: string }

function textsIn(kind: ContentKind, value: unknown, jsonPath: (string | number)[] = []): Leaf[] {
  if (typeof value === `string`) return [{ kind, jsonPath, value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(kind, item, [...jsonPath, index]))
  if (typeof value === `object` && value !== null)
    return Object.entries(value).flatMap(([key, item]) => textsIn(kind, item, [...jsonPath, key]))
  return []
}

/** Every text field the content model has, as "members.json members[].nickname". */
function textFieldsOf(schema: JsonSchema, at: string): string[] {
  if (schema.type === `string`) return [at]
  if (schema.items) return textFieldsOf(schema.items, `${at}[]`)
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) =>
    textFieldsOf(field, at.endsWith(` `) ? `${at}${key}` : `${at}.${key}`),
  )
}

const fieldOfLeaf = ({ kind, jsonPath }: Leaf) =>
  `${contentFiles[kind].file} ${jsonPath
    .map((part) => (typeof part === `number` ? `[]` : `.${part}`))
    .join(``)
    .slice(1)}`

let edited: Promise<ContentData> | undefined

/** The fixture's content with the band's edits, read once; each call gets a copy of its own to change. */
async function editedContent(): Promise<ContentData> {
  edited ??= (async () => {
    const data = {} as ContentData
    for (const kind of Object.keys(contentFiles) as ContentKind[])
      data[kind] = JSON.parse(await fs.readFile(path.join(goodContentDir, contentFiles[kind].file), `utf8`))
    editContent(data)
    return data
  })()
  // The edits share their objects with the fixture's, which a test must not change.
  return structuredClone(await edited)
}

function checkTexts(data: ContentData) {
  const texts = Object.fromEntries(
    Object.entries(data).map(([kind, fileData]) => [kind, JSON.stringify(fileData, null, 2)]),
  ) as Record<ContentKind, string>
  return checkContentTexts(texts, async () => undefined, [], `2024-01-01`)
}

test(`the edited content is fine as it is`, async () => {
  expect((await checkTexts(await editedContent())).problems).toEqual([])
})

// With them, the letters that show as nothing (a Hangul filler, a blank Braille pattern, a combining grapheme joiner, a
// Khmer inherent vowel): one made a member's name, the feed's title and the press logo's file name look blank.
describe.each([
  `\uFFFF`,
  `\uFFFE`,
  `\uFDD0`,
  `\u{10FFFF}`,
  `\u3164`,
  `\u115F`,
  `\uFFA0`,
  `\u2800`,
  `\u034F`,
  `\u17B4`,
])(`%j`, (noncharacter) => {
  test(`is refused in every text of every content file, on that file and field`, async () => {
    const leaves = (Object.entries(await editedContent()) as [ContentKind, unknown][]).flatMap(
      ([kind, fileData]) => textsIn(kind, fileData),
    )
    const everyTextField = (Object.keys(contentFiles) as ContentKind[]).flatMap((kind) =>
      textFieldsOf(contentJsonSchema(kind), `${contentFiles[kind].file} `),
    )
    expect([...new Set(leaves.map(fieldOfLeaf))].sort()).toEqual(everyTextField.sort())
    const unrefused: string[] = []
    for (const { kind, jsonPath, value } of leaves) {
      const data = await editedContent()
      let parent = data[kind]
      for (const part of jsonPath.slice(0, -1)) parent = parent[part]
      parent[jsonPath[jsonPath.length - 1]!] = `${value.slice(0, 3)}${noncharacter}${value.slice(3)}`
      const { problems } = await checkTexts(data)
      const field = [...jsonPath].reverse().find((part) => typeof part === `string`)!
      const onThatField = (problem: ContentProblem) =>
        problem.file === `content/${contentFiles[kind].file}` &&
        (problem.field?.includes(JSON.stringify(field)) || problem.entry?.includes(`lineup`))
      if (!problems.some(onThatField)) unrefused.push(`${kind} ${jsonPath.join(`.`)}`)
    }
    expect(unrefused).toEqual([])
  }, 60_000)
})

test(`the message names the character, where it is and what it breaks`, async () => {
  const data = await editedContent()
  data.shows.shows[1].where = `The Space\uFFFF in Champaign`
  const { problems } = await checkTexts(data)
  expect(problems).toEqual([
    {
      file: `content/shows.json`,
      entry: `show 2 ("2024-08-14, The Space in Champaign")`,
      field: `"where"`,
      at: [`shows`, 1, `where`],
      problem: `contains a character no text may hold (U+FFFF, a Unicode noncharacter, which makes the shows' feed unreadable) at position 10, right after "The Space"; retype the text`,
    },
  ])
})
