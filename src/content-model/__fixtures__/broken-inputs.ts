// Broken inputs that must stop the build, each with the line the build prints for it: the table's own rows, then
// every real-world mistake the checker refuses (real-world-mistakes.ts). failed-build.test.ts runs each through the
// build's hook in-process; scripts/__proofs__/broken-content-stops-build.proof.ts runs three through `gatsby build`.
import { listInWords } from "../../site/list-in-words"
import { showSchema } from "../schema"
import { promises as fs } from "fs"
import path from "path"
import { contentFixture, writeContentText, writeImage, type ContentData } from "./content-fixture"
import { contentMistakes } from "./real-world-mistakes"

/** A show's fields as the checker lists them, in the content model's order. */
export const showFieldsInWords = listInWords(Object.keys(showSchema.shape))

export interface BrokenInput {
  change?: (data: ContentData) => void
  prepare?: (contentDir: string) => Promise<void>
  /** The line the build prints for it. */
  expected: string
}

const show3 = `content/shows.json: show 3 ("2024-04-17, The Bone Student Center")`
const poster3 = `images/posters/2024-04-17-bone-student-center.png`

async function replaceInFile(
  contentDir: string,
  kind: `shows` | `band`,
  from: string,
  to: string,
): Promise<void> {
  const file = path.join(contentDir, `${kind}.json`)
  const text = await fs.readFile(file, `utf8`)
  if (!text.includes(from)) throw new Error(`${from} is not in ${kind}.json`)
  await writeContentText(contentDir, kind, text.replace(from, to))
}

export const brokenInputs: Record<string, BrokenInput> = {
  "a date that does not exist": {
    change: (data) => (data.shows.shows[2].date = `2024-04-31`),
    expected: `content/shows.json: show 3 ("2024-04-31, The Bone Student Center"): "date" is "2024-04-31", which is not a real date; write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM`,
  },
  "an hour that does not exist": {
    change: (data) => (data.shows.shows[2].date = `2024-04-17T25:00`),
    expected: `${show3}: "date" is "2024-04-17T25:00", which is not a real time of day; write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM, with a 24-hour clock from 00:00 to 23:59`,
  },
  "a misspelt field": {
    change: (data) => {
      data.shows.shows[2].lnik = data.shows.shows[2].link
      delete data.shows.shows[2].link
    },
    expected: `${show3}: "lnik" is not a field a show can have; did you mean "link"? The fields are ${showFieldsInWords}`,
  },
  "a missing comma in shows.json": {
    prepare: (contentDir) =>
      replaceInFile(
        contentDir,
        `shows`,
        `"where": "The Bone Student Center",`,
        `"where": "The Bone Student Center"`,
      ),
    expected: `content/shows.json: line 30, column 41: the JSON is broken: a comma , is missing here (between two fields), or a closing "}" is missing`,
  },
  "a missing comma in band.json (which gatsby-config.ts also reads)": {
    prepare: (contentDir) =>
      replaceInFile(contentDir, `band`, `"fanName": "Lactose Legion",`, `"fanName": "Lactose Legion"`),
    expected: `content/band.json: line 5, column 30: the JSON is broken: a comma , is missing here (between two fields), or a closing "}" is missing`,
  },
  "an http:// link": {
    change: (data) => (data.shows.shows[2].link = `http://www.instagram.com/p/C5ghuJthe1u/`),
    expected: `${show3}: "link" is "http://www.instagram.com/p/C5ghuJthe1u/", which starts with http://; use the secure address: "https://www.instagram.com/p/C5ghuJthe1u/"`,
  },
  "a booking address that is not an e-mail address": {
    change: (data) => (data.band.bookingEmail = `sievertbenjamin at gmail`),
    expected: `content/band.json: "bookingEmail" is "sievertbenjamin at gmail", which is not an e-mail address; write it like name@example.com`,
  },
  "a member without roles": {
    change: (data) => (data.members.members[2].roles = []),
    expected: `content/members.json: member 3 ("Tommy Harris"): "roles" is an empty list; add at least one, like "roles": ["Guitar", "Vocals"]`,
  },
  "the same member twice": {
    change: (data) => data.members.members.push({ name: `Ben Sievert`, roles: [`Keys`] }),
    expected: `content/members.json: member 10 ("Ben Sievert"): "name" is the same as member 5's; each member is listed once, so remove one of them`,
  },
  "a lineup naming someone who is not a member": {
    change: (data) => (data.lineups.lineups.sonic[3] = `Tails`),
    expected: `content/lineups.json: lineup "sonic": name 4 is "Tails", who is not in content/members.json; write the name exactly as it is there, or add the member there first`,
  },
  "the same show twice": {
    change: (data) => data.shows.shows.push({ ...data.shows.shows[2] }),
    expected: `content/shows.json: show 5 ("2024-04-17, The Bone Student Center"): this is the same show as show 3 (same "date" and "where"); remove one of them`,
  },
  "a poster that is not there": {
    prepare: (contentDir) => fs.rm(path.join(contentDir, poster3)),
    expected: `${show3}: "img" is "${poster3}", but there is no file content/${poster3}; put the image there or correct the path`,
  },
  "a GIF poster": {
    prepare: (contentDir) => writeImage(contentDir, poster3, 400, `gif`),
    expected: `${show3}: "img" is "${poster3}", but that file is a GIF image, not a PNG, JPEG, WebP or AVIF image (renaming a file does not change its kind); export a poster as PNG or JPEG`,
  },
  "a logo that is too narrow": {
    prepare: (contentDir) => writeImage(contentDir, `images/logo.png`, 640),
    expected: `content/band.json: logo: "img" is "images/logo.png", which is only 640px wide; the logo must be at least 900px wide to stay sharp on high-resolution screens, so export a larger one`,
  },
}

// Every real-world mistake the checker refuses must stop the build too, with the same line.
for (const [name, { change, prepare, expected }] of Object.entries(contentMistakes)) {
  if (expected !== `builds`) brokenInputs[name] = { change, prepare, expected }
}

/** Gives the site in `siteDir` the good content broken by `input`, in place of whatever content/ it had. */
export async function breakContent(siteDir: string, { change, prepare }: BrokenInput): Promise<void> {
  const fixture = await contentFixture(change)
  await prepare?.(fixture)
  await fs.rm(path.join(siteDir, `content`), { recursive: true, force: true })
  await fs.cp(fixture, path.join(siteDir, `content`), { recursive: true })
}
