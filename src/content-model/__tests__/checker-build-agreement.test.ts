/** @jest-environment node */
// The build's half of the agreement for what the checker accepts, as far as it can be checked in-process: every
// real-world input the checker passes, all at once, is counted by the checker and let through by the build's hook
// from a site whose path holds /source/ and /schema/, as a checkout in Visual Studio's C:\Users\<name>\source\repos
// does. That the build then puts every member, show, poster and answer on the site is proven by a real build in
// scripts/__proofs__/accepted-content-is-built.proof.ts (`npm run test:proofs`).
import { promises as fs } from "fs"
import path from "path"
import { acceptedContent, acceptedMistakes } from "../__fixtures__/accepted-content"
import { buildHookPanics } from "../__fixtures__/build-hook"
import { temporaryFolder } from "../__fixtures__/content-fixture"
import { checkContent } from "../validate"

test(`the accepted inputs are the nine the table expects`, () => {
  expect(acceptedMistakes.map(([name]) => name)).toEqual([
    `macOS's ._shows.json and an editor's settings folder`,
    `a link with its scheme in capitals, HTTPS://`,
    `a poster path starting with "./"`,
    `a poster path with a doubled slash`,
    `a TikTok link, whose "@" is in the page, not the site`,
    `a siteUrl with a slash at the end`,
    `an answer with emoji whose parts are joined by zero width joiners`,
    `an answer written on two lines in the editor's box`,
    `a poster straight from a phone: a JPEG stored sideways (EXIF orientation 6)`,
  ])
})

/** Drawn once for both tests below. */
const accepted = acceptedContent()

test(`the checker finds no problem and counts 5 shows, 9 members, 3 FAQ questions and 6 images`, async () => {
  expect(await checkContent((await accepted).contentDir)).toEqual({
    problems: [],
    warnings: [],
    counts: { shows: 5, members: 9, faq: 3, images: 6 },
  })
})

test(`the build's hook lets it through from a path holding /source/ and /schema/`, async () => {
  const siteDir = path.join(await temporaryFolder(`milk-patrol-`), `source`, `schema`, `milk-patrol`)
  await fs.mkdir(siteDir, { recursive: true })
  await fs.cp((await accepted).contentDir, path.join(siteDir, `content`), { recursive: true })
  expect(await buildHookPanics(siteDir)).toEqual([])
})
