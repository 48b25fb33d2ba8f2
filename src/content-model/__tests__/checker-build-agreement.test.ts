/** @jest-environment node */
// The build's half of the agreement for what the checker accepts: every real-world input it passes is built in one
// real `npm run build`, and every member, show, poster and answer in the content appears on the built site. The copy
// of the project lies under a path holding /source/ and /schema/, as a checkout in Visual Studio's
// C:\Users\<name>\source\repos does, so content is never skipped for where the project happens to live.
import { spawnSync } from "child_process"
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import ICAL from "ical.js"
import { posterFallbackText } from "../../components/show-card"
import { contentFixture, type ContentData } from "../__fixtures__/content-fixture"
import { copyProject } from "../__fixtures__/project-copy"
import { changeAll, contentMistakes, prepareAll } from "../__fixtures__/real-world-mistakes"

const accepted = Object.entries(contentMistakes).filter(([, mistake]) => mistake.expected === `builds`)

let workDir: string
let siteDir: string
let content: ContentData
let build: ReturnType<typeof spawnSync>

const nextYear = new Date().getFullYear() + 1
const upcomingShow = {
  where: `Nightshop in Bloomington`,
  when: `8pm, June 12th, ${nextYear}`,
  date: `${nextYear}-06-12T20:00`,
  img: `images/posters/2024-02-23-coffeehouse.png`,
  link: `https://www.instagram.com/milkpatrolband/`,
}

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
  const fixture = await contentFixture((data) => {
    changeAll(mistakes)(data)
    // A show still to come, so the upcoming list, its calendar file and its structured data are built too.
    data.shows.shows.push(upcomingShow)
  })
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
  expect(output).toMatch(/^content OK: 5 shows, 9 members, 3 FAQ questions, 6 images checked/m)
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
  const { upcoming, previous } = pageData.result.data as Record<string, { nodes: { img: unknown }[] }>
  const shows = [...upcoming!.nodes, ...previous!.nodes]
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

test(`the show to come is upcoming: its "Add to calendar" file holds it at the right instant`, async () => {
  const html = await builtPage(`schedule`)
  const upcoming = html.slice(html.indexOf(`id="upcoming"`), html.indexOf(`id="previous"`))
  expect(visibleText(upcoming)).toContain(upcomingShow.where)
  const href = /<a href="([^"]+\.ics)" download="">Add to calendar/.exec(upcoming)?.[1]
  expect(href).toBeDefined()
  const calendar = new ICAL.Component(
    ICAL.parse(await fs.readFile(path.join(siteDir, `public`, href!), `utf8`)),
  )
  for (const zone of calendar.getAllSubcomponents(`vtimezone`))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  const [event] = calendar.getAllSubcomponents(`vevent`).map((component) => new ICAL.Event(component))
  expect(event!.summary).toBe(`Milk Patrol at ${upcomingShow.where}`)
  // June: central daylight time, five hours behind UTC.
  expect(event!.startDate.toJSDate().toISOString()).toBe(`${nextYear}-06-13T01:00:00.000Z`)
})

test(`Schedule carries the show to come as a MusicEvent, with its poster's full address`, async () => {
  const html = await builtPage(`schedule`)
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!),
  )
  expect(blocks).toHaveLength(1)
  expect(blocks[0]).toMatchObject({
    "@type": `MusicEvent`,
    name: `Milk Patrol at ${upcomingShow.where}`,
    startDate: `${nextYear}-06-12T20:00:00-05:00`,
    url: upcomingShow.link,
  })
  expect(blocks[0].image[0]).toMatch(/^https:\/\/www\.milkpatrol\.band\/static\/.+\.(png|jpg)$/)
})
