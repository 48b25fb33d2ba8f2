/** @jest-environment node */
// The band edits content/ without breaking CI: in a copy of the project whose content/ has one more show, member and
// FAQ answer, the content checker passes and the whole Jest suite stays green, because tests read the good-content
// fixture and never the live content. Run by `npm run test:proofs` (and .ci/run), not by `npm run test:unit`:
// neither its name nor its folder matches Jest's test pattern, so the suite it runs in the copy cannot start it again.
import { promises as fs } from "fs"
import path from "path"
import { projectCopy, runIn } from "./project-in-a-copy"

let copyDir: string

async function editJson<Data>(file: string, edit: (data: Data) => void): Promise<void> {
  const data = JSON.parse(await fs.readFile(file, `utf8`)) as Data
  edit(data)
  await fs.writeFile(file, `${JSON.stringify(data, null, 2)}\n`)
}

beforeAll(async () => {
  copyDir = await projectCopy(`milk-patrol-edited-`)
  const content = path.join(copyDir, `content`)
  // What a band member does in the editor: a new show with its poster, a new member, a new question.
  await fs.copyFile(
    path.join(content, `images/posters/2024-02-23-coffeehouse.png`),
    path.join(content, `images/posters/2025-03-14-nightshop.png`),
  )
  await editJson<{ shows: object[] }>(path.join(content, `shows.json`), (data) =>
    data.shows.unshift({
      where: `Nightshop in Bloomington`,
      when: `9pm, March 14th, 2025`,
      date: `2025-03-14T21:00`,
      img: `images/posters/2025-03-14-nightshop.png`,
      link: `https://www.instagram.com/milkpatrolband/`,
    }),
  )
  await editJson<{ members: object[] }>(path.join(content, `members.json`), (data) =>
    data.members.push({ name: `Casey Jones`, roles: [`Trumpet`] }),
  )
  await editJson<{ faq: object[] }>(path.join(content, `faq.json`), (data) =>
    data.faq.push({ question: `Do you play weddings?`, answer: `Yes, if there is cake.` }),
  )
}, 120_000)

afterAll(async () => {
  if (copyDir) await fs.rm(copyDir, { recursive: true, force: true })
})

/** Runs an npm script in the copy. */
const runInCopy = (...args: string[]) => runIn(copyDir, `npm`, [`run`, ...args])

test(`the edited content is valid`, () => {
  const run = runInCopy(`check-content`)
  expect(run.stderr.replace(/^npm warn .*\n/gm, ``)).toBe(``)
  expect(run.stdout).toMatch(/content OK: 5 shows, 10 members, 4 FAQ questions/)
  expect(run.status).toBe(0)
}, 60_000)

test(`the whole Jest suite passes in the copy with the edited content`, () => {
  const run = runInCopy(`test:unit`, `--`, `--ci`)
  expect(run.output).toMatch(/^Tests: +\d+ passed, \d+ total$/m)
  expect(run.status).toBe(0)
}, 900_000)
