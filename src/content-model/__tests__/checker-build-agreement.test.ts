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

test(`the accepted inputs are the ones the table expects: ${acceptedMistakes.map(([name]) => name).join(`; `)}`, () => {
  expect(acceptedMistakes.length).toBeGreaterThanOrEqual(4)
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
