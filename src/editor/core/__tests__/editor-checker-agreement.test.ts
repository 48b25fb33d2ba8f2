/** @jest-environment node */
// The editor's half of the agreement, for every real-world mistake that changes one content file's data: what the
// editor's checks say before Publish (entry-problems.ts, the code /admin/ runs on the file as it would be written) is
// the checker's line, word for word, and a row the checker accepts is saved. The browser test e2e/cms-mistakes.spec.ts
// types one row per kind of field into the real form; this covers every row, without a browser.
import fs from "fs"
import path from "path"
import { contentFiles, type ContentKind } from "../../../content-model/files"
import {
  contentFixture,
  goodContentDir,
  removeMadeFolders,
  type ContentData,
} from "../../../content-model/__fixtures__/content-fixture"
import { contentMistakes, type ContentMistake } from "../../../content-model/__fixtures__/real-world-mistakes"
import { imageProblem } from "../../../content-model/images"
import { checkContent, formatProblem } from "../../../content-model/validate"
import { picturesInUse } from "../picture-names"
import { saveProblems } from "../entry-problems"

const kinds = Object.keys(contentFiles) as ContentKind[]
const goodData = (): ContentData =>
  Object.fromEntries(
    kinds.map((kind) => [
      kind,
      JSON.parse(fs.readFileSync(path.join(goodContentDir, contentFiles[kind].file), `utf8`)),
    ]),
  ) as ContentData
const asText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

/** The one file a row's change touches, or undefined when it touches none or several (or the files themselves). */
function changedKind({
  change,
  prepare,
}: Pick<ContentMistake, `change` | `prepare`>): ContentKind | undefined {
  if (!change || prepare) return undefined
  const before = goodData()
  const after = goodData()
  change(after)
  const changed = kinds.filter((kind) => asText(before[kind]) !== asText(after[kind]))
  return changed.length === 1 ? changed[0] : undefined
}

const rows = Object.entries(contentMistakes).flatMap(([name, mistake]) => {
  const kind = changedKind(mistake)
  return kind ? [{ name, mistake, kind }] : []
})

/**
 * Mistakes the editor's form once saved (the browser test keeps one of each kind of field), as data: the checker's
 * lines come from the checker itself here.
 */
const added = { where: `Nightshop in Bloomington`, when: `8pm, June 12th`, date: `2027-06-12T20:00` }
const addedShow = (fields: Record<string, string>) => (data: ContentData) =>
  data.shows.shows.push({
    ...added,
    link: `https://www.instagram.com/milkpatrolband/`,
    img: `images/posters/2024-09-18-downs.png`,
    ...fields,
  })
const formMistakes: Record<string, Pick<ContentMistake, `change`>> = {
  "a show on 2026-02-29 (not a leap year)": { change: addedShow({ date: `2026-02-29` }) },
  "a show on 2026-04-31": { change: addedShow({ date: `2026-04-31` }) },
  'a link "https://milkpatrol.b"': { change: addedShow({ link: `https://milkpatrol.b` }) },
  'a link "https://evil.com\\@x"': { change: addedShow({ link: `https://evil.com\\@x` }) },
  "a link with port 99999": {
    change: addedShow({ link: `https://www.milkpatrol.band:99999/` }),
  },
  "a link written in words": { change: addedShow({ link: `our instagram` }) },
  "a show's when only spaces": { change: addedShow({ when: `   ` }) },
  "the same question twice": {
    change: (data) => data.faq.faq.push({ question: `Why is the band called Milk Patrol?`, answer: `Cows.` }),
  },
}

afterAll(removeMadeFolders)

test(`every real-world mistake is asked of the editor but those made outside a form (files, pictures, bytes)`, () => {
  const notAsked = Object.keys(contentMistakes).filter((name) => !rows.some((row) => row.name === name))
  expect(notAsked).toEqual([
    `a byte-order mark at the start of shows.json (older Windows Notepad)`,
    `a half-copied PNG (its header is whole, its pixels are not)`,
    `an extra notes.json in content/`,
    `a misnamed show.json`,
    `an old copy of shows.json in a folder`,
    `macOS's ._shows.json and an editor's settings folder`,
    `a "__proto__" field in band.json`,
    `a poster that is a shortcut (symlink) to a file outside content/`,
    `a folder outside content/ linked in with a shortcut (the build read the JSON in it unchecked)`,
    `a poster kept in a "source" folder, which the site skips`,
    `a YAML file saved as the stage plot, starting with "%PDF-" (it became the editor's configuration)`,
    `a poster straight from a phone: a JPEG stored sideways (EXIF orientation 6)`,
    `a phone photo wide enough as stored, but only 300px wide once turned upright`,
  ])
})

/** What the editor's checks say before Publish about the fixture content with the mistake made in the form. */
async function editorSays(
  mistake: Pick<ContentMistake, `change`>,
  kind: ContentKind,
): Promise<{ says?: string; contentDir: string }> {
  // The files as the editor reads them (the good content), and the one file as its form would write it.
  const contentDir = await contentFixture(mistake.change)
  const read = Object.fromEntries(kinds.map((each) => [each, asText(goodData()[each])])) as Record<
    ContentKind,
    string
  >
  const written = fs.readFileSync(path.join(contentDir, contentFiles[kind].file), `utf8`)
  // As in the editor: the pictures the files already named were checked when they were built; new ones are checked.
  const known = new Set(picturesInUse(read))
  const says = await saveProblems(kind, written, read, async (imagePath, use) =>
    known.has(imagePath) ? undefined : imageProblem(contentDir, imagePath, use),
  )
  return { says, contentDir }
}

test.each(rows)(`$name: the editor says what the checker says`, async ({ mistake, kind }) => {
  const { says } = await editorSays(mistake, kind)
  if (mistake.expected === `builds`) expect(says).toBeUndefined()
  else expect(says?.split(`\n`)).toContain(mistake.expected)
})

test.each(Object.entries(formMistakes))(
  `%s: the editor refuses it in the checker's words`,
  async (_name, mistake) => {
    const kind = changedKind(mistake)!
    const { says, contentDir } = await editorSays(mistake, kind)
    const checker = (await checkContent(contentDir)).problems.map(formatProblem)
    expect(checker).not.toEqual([])
    expect(says?.split(`\n`)).toEqual(checker)
  },
)
