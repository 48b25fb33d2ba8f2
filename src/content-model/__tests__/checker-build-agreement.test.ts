/** @jest-environment node */
// The build's half of the agreement for what the checker accepts: every real-world input it passes is built in one
// real `npm run build`, and every member, show, poster and answer in the content appears on the built site. The copy
// of the project lies under a path holding /source/ and /schema/, as a checkout in Visual Studio's
// C:\Users\<name>\source\repos does, so content is never skipped for where the project happens to live.
import { spawnSync } from "child_process"
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { posterFallbackText } from "../../components/show-card"
import { contentFixture, type ContentData } from "../__fixtures__/content-fixture"
import { copyProject } from "../__fixtures__/project-copy"
import { changeAll, contentMistakes, prepareAll } from "../__fixtures__/real-world-mistakes"

const accepted = Object.entries(contentMistakes).filter(([, mistake]) => mistake.expected === `builds`)

let workDir: string
let siteDir: string
let content: ContentData
let build: ReturnType<typeof spawnSync>

const builtPage = (route: string) => fs.readFile(path.join(siteDir, `public`, route, `index.html`), `utf8`)
/** The entities React writes for the characters the content holds. */
const decoded = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, `'`)
    .replace(/&quot;/g, `"`)
    .replace(/&amp;/g, `&`)
/** What a reader sees of a page: its text without tags. */
const visibleText = (html: string) =>
  decoded(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ``).replace(/<[^>]+>/g, ` `))
/** A member as the list shows them: the nickname, when there is one, sits between the first name and the rest. */
const shownName = (name: string) => {
  const [first, ...rest] = name.split(` `).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`))
  return new RegExp(`${first}\\s+(“[^”]*”\\s+)?${rest.join(`\\s+`)}`)
}

beforeAll(async () => {
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-`))
  siteDir = path.join(workDir, `source`, `schema`, `milk-patrol`)
  // e2e/ holds earlier builds; content/ comes from the fixture.
  await copyProject(siteDir, [`e2e`, `content`])

  const mistakes = accepted.map(([, mistake]) => mistake)
  const fixture = await contentFixture(changeAll(mistakes))
  await prepareAll(fixture, mistakes)
  await fs.cp(fixture, path.join(siteDir, `content`), { recursive: true, verbatimSymlinks: true })
  content = Object.fromEntries(
    await Promise.all(
      [`band`, `shows`, `members`, `lineups`, `faq`].map(async (kind) => [
        kind,
        JSON.parse(await fs.readFile(path.join(fixture, `${kind}.json`), `utf8`)),
      ]),
    ),
  ) as ContentData

  build = spawnSync(`npm`, [`run`, `build`], {
    cwd: siteDir,
    encoding: `utf8`,
    env: { ...process.env, CI: `true`, PATH_PREFIX: `` },
    timeout: 240_000,
  })
}, 300_000)

afterAll(async () => {
  if (workDir) await fs.rm(workDir, { recursive: true, force: true })
})

test(`the accepted inputs are the ones the table expects: ${accepted.map(([name]) => name).join(`; `)}`, () => {
  expect(accepted.length).toBeGreaterThanOrEqual(4)
})

test(`check-content says "content OK", and the build succeeds from a path holding /source/ and /schema/`, () => {
  const output = `${build.stdout}\n${build.stderr}`
  expect(siteDir).toMatch(/[/\\]source[/\\]schema[/\\]/)
  expect(output).toMatch(/^content OK: 4 shows, 9 members, 3 FAQ questions, 5 images checked/m)
  expect({ status: build.status, end: output.split(`\n`).slice(-15).join(`\n`) }).toMatchObject({ status: 0 })
})

test(`every member of the lineup is on /about/`, async () => {
  const about = visibleText(await builtPage(`about`))
  for (const name of content.lineups.lineups.milk as string[]) expect(about).toMatch(shownName(name))
})

test(`every show is on /schedule/ with its poster and its link as written`, async () => {
  const html = await builtPage(`schedule`)
  const schedule = visibleText(html)
  for (const show of content.shows.shows as { where: string; link: string }[]) {
    expect(schedule).toContain(show.where)
    expect(html).toContain(`href="${show.link}"`)
  }
  expect(schedule).not.toContain(posterFallbackText)
  const pageData = JSON.parse(
    await fs.readFile(path.join(siteDir, `public`, `page-data`, `schedule`, `page-data.json`), `utf8`),
  )
  const shows = pageData.result.data.showsJson.shows as { img: unknown }[]
  expect(shows).toHaveLength(content.shows.shows.length)
  for (const show of shows) expect(show.img).not.toBeNull()
})

test(`every question and answer is on /faq/`, async () => {
  const faq = visibleText(await builtPage(`faq`))
  for (const { question, answer } of content.faq.faq as { question: string; answer: string }[]) {
    expect(faq).toContain(question)
    expect(faq).toContain(answer)
  }
})

test(`the logo is on the home page`, async () => {
  const home = decoded(await builtPage(``))
  expect(home).toContain(`alt="${content.band.logo.alt}"`)
})
