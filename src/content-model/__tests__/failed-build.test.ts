/** @jest-environment node */
// A broken input stops the build: every one makes the onPreInit hook stop it with the checker's line (in-process, in
// milliseconds), and three of them (a broken date, a file the config also reads, a missing poster) run the real
// thing: in a copy of the project, `gatsby build` itself (not `npm run build`, whose check-content step would stop it
// first) fails, prints the problem, and leaves the last good site in public/ byte for byte as it was. A real build
// takes half a minute here, so only what only a build can prove is built.
import { spawnSync } from "child_process"
import { createHash } from "crypto"
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import {
  contentFixture,
  temporaryFolder,
  writeContentText,
  writeImage,
  type ContentData,
} from "../__fixtures__/content-fixture"
import { copyProject, projectDir } from "../__fixtures__/project-copy"
import { contentMistakes } from "../__fixtures__/real-world-mistakes"
import { onPreInit } from "../gatsby-validation"

const reExport = `export { onPreInit } from "./src/content-model/gatsby-validation"`

/** The files of a built site that a failed build must not touch; a cache-less build would delete the .html and .css. */
const lastGoodSite: Record<string, string> = {
  "index.html": `<!doctype html><title>Milk Patrol</title><h1>Central Illinois' Number 1 Dairy Based Band</h1>`,
  "schedule/index.html": `<!doctype html><title>Milk Patrol-Schedule</title>`,
  "styles.css": `body { background: white; }`,
  "page-data/app-data.json": `{"webpackCompilationHash":"good"}`,
  "static/poster.png": `pretend poster bytes`,
}

async function fingerprint(dir: string): Promise<Record<string, string>> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  const prints: Record<string, string> = {}
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    prints[path.relative(dir, file)] = createHash(`sha256`)
      .update(await fs.readFile(file))
      .digest(`hex`)
  }
  return prints
}

let siteDir: string

beforeAll(async () => {
  siteDir = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-site-`))
  await copyProject(siteDir)
  // Proves the hook itself even before gatsby-node.ts is wired; the test below checks the wiring.
  const gatsbyNode = path.join(siteDir, `gatsby-node.ts`)
  const existing = await fs.readFile(gatsbyNode, `utf8`).catch(() => ``)
  if (!existing.includes(reExport)) await fs.writeFile(gatsbyNode, `${existing}\n${reExport}\n`)
  for (const [file, text] of Object.entries(lastGoodSite)) {
    await fs.mkdir(path.dirname(path.join(siteDir, `public`, file)), { recursive: true })
    await fs.writeFile(path.join(siteDir, `public`, file), text)
  }
}, 60_000)

afterAll(async () => {
  if (siteDir) await fs.rm(siteDir, { recursive: true, force: true })
})

test(`gatsby-node.ts re-exports the validation hook`, async () => {
  expect(await fs.readFile(path.join(projectDir, `gatsby-node.ts`), `utf8`)).toContain(reExport)
})

const show3 = `content/shows.json: show 3 ("2024-04-17, The Bone Student Center")`
const poster3 = `images/posters/2024-04-17-bone-student-center.png`

interface BrokenInput {
  change?: (data: ContentData) => void
  prepare?: (contentDir: string) => Promise<void>
  expected: string
}

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

const brokenInputs: Record<string, BrokenInput> = {
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
    expected: `${show3}: "lnik" is not a field a show can have; did you mean "link"? The fields are where, when, date, img and link`,
  },
  "a missing comma in shows.json": {
    prepare: (contentDir) =>
      replaceInFile(
        contentDir,
        `shows`,
        `"where": "The Bone Student Center",`,
        `"where": "The Bone Student Center"`,
      ),
    expected: `content/shows.json: line 18, column 41: the JSON is broken: a comma , is missing here (between two fields), or a closing "}" is missing`,
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

/** What the hook sees of a site: its directory, whose content/ it checks. */
function hookArgs(siteDir: string, panic: jest.Mock) {
  return { reporter: { panic }, store: { getState: () => ({ program: { directory: siteDir } }) } }
}

async function brokenSite(siteDir: string, { change, prepare }: BrokenInput): Promise<void> {
  const fixture = await contentFixture(change)
  await prepare?.(fixture)
  await fs.rm(path.join(siteDir, `content`), { recursive: true, force: true })
  await fs.cp(fixture, path.join(siteDir, `content`), { recursive: true })
}

describe.each(Object.entries(brokenInputs))(`the build's onPreInit with %s`, (_name, input) => {
  test(`stops the build with the problem`, async () => {
    const site = await temporaryFolder(`milk-patrol-hook-`)
    await brokenSite(site, input)
    const panic = jest.fn()
    await onPreInit!(hookArgs(site, panic) as never, {} as never, () => {})
    expect(panic).toHaveBeenCalledTimes(1)
    expect(String(panic.mock.calls[0][0]).split(`\n`)).toContain(input.expected)
  })
})

/** One of each kind of break: a value, a file the config reads before the hook runs, and a file on disk. */
const realBuilds = [
  `a date that does not exist`,
  `a missing comma in band.json (which gatsby-config.ts also reads)`,
  `a poster that is not there`,
]

describe.each(realBuilds)(`gatsby build with %s`, (name) => {
  test(`fails, prints the problem, and leaves public/ as it was`, async () => {
    const input = brokenInputs[name]!
    await brokenSite(siteDir, input)
    const before = await fingerprint(path.join(siteDir, `public`))

    const build = spawnSync(`npx`, [`gatsby`, `build`], {
      cwd: siteDir,
      encoding: `utf8`,
      // CI=true is what build hosts set; Gatsby then prints plain lines instead of wrapping them to 80 columns.
      env: { ...process.env, CI: `true`, GATSBY_TELEMETRY_DISABLED: `1`, NODE_ENV: `production` },
      timeout: 120_000,
    })
    const output = `${build.stdout}\n${build.stderr}`

    expect(output.split(`\n`)).toContain(input.expected)
    expect(build.status).not.toBe(0)
    expect(await fingerprint(path.join(siteDir, `public`))).toEqual(before)
    expect(Object.keys(before).sort()).toEqual(Object.keys(lastGoodSite).sort())
  }, 150_000)
})
