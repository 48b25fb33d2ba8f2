// The content editor at /admin/ (Decap CMS), driven as a band member would, fully offline: it edits a temporary copy
// of the good-content fixture through a local editing server of its own, on a free port (support/local-editor.ts),
// and what it writes is checked by `check-content` and built. The built site's /admin/ talks to GitHub only.
import { spawnSync } from "child_process"
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { mergeTests, type Page } from "@playwright/test"
import { contentFixture, removeMadeFolders } from "../src/content-model/__fixtures__/content-fixture"
import { test as siteTest, expect } from "./support/test"
import { test as editorTest } from "./support/editor-browser"
import { buildSite, keptBuilds, pagesBuild } from "./support/builds"
import { startLocalEditor, type LocalEditor } from "./support/local-editor"
import {
  addEmptyShow,
  addShow,
  newShow as nextYearShow,
  nextYear,
  pressPublish,
  showDate,
  typeInto,
  uploadPicture,
} from "./support/editor-form"

// The site's tests' checks (no console error, no failed request), in the browsers the editor's tests keep for the
// worker, whose code cache holds the editor's bundle compiled: a fresh browser would compile it again at every
// opening of an editor.
const test = mergeTests(siteTest, editorTest)

const projectDir = path.join(__dirname, `..`)
// With its start time, typed on a laptop (the phone walk picks one with the phone's pickers: cms-phone.spec.ts).
const newShow = { ...nextYearShow, when: `8pm, June 12th, ${nextYear}`, date: `${nextYear}-06-12T20:00` }
let showsBefore: number

let repository: string
let editor: LocalEditor
const contentFile = (name: string) => path.join(repository, `content`, name)
const readContent = async (name: string) => JSON.parse(await fs.readFile(contentFile(name), `utf8`))

test.describe.configure({ mode: `serial`, timeout: 180_000 })

test.beforeAll(async () => {
  repository = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-cms-`))
  await fs.cp(await contentFixture(), path.join(repository, `content`), { recursive: true })
  showsBefore = (await readContent(`shows.json`)).shows.length
  editor = await startLocalEditor({ contentDir: path.join(repository, `content`) })
})

test.afterAll(async () => {
  await editor?.stop()
  if (repository) await fs.rm(repository, { recursive: true, force: true })
  await removeMadeFolders()
})

async function publish(page: Page): Promise<void> {
  await pressPublish(page)
  await expect(page.getByText(`Changes saved`, { exact: false })).toBeVisible()
}

/** Console messages about the Content-Security-Policy, which the editor's pages must not provoke. */
function policyViolations(page: Page): string[] {
  const violations: string[] = []
  page.on(`console`, (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

test(`the built /admin/ loads with its own policy, signs in with GitHub only, and stays out of search results @desktop`, async ({
  page,
  request,
  baseURL,
}) => {
  const violations = policyViolations(page)
  const response = await request.get(`/admin/`)
  const policy = response.headers()[`content-security-policy`]!
  expect(policy).toContain(`'unsafe-eval'`)
  // Nothing on the visitor's computer: the editor of the built site has no local editing server.
  expect(policy).toContain(`connect-src 'self' blob: https://api.github.com;`)
  expect(policy).not.toMatch(/localhost|127\.0\.0\.1/)
  const config = await (await request.get(`/admin/editor-config.js`)).text()
  expect(config).not.toContain(`proxy_url`)
  expect(config).not.toMatch(/localhost|127\.0\.0\.1/)
  // The kept browser has no base address of its own: the built site's.
  await page.goto(new URL(`/admin/`, baseURL).href)
  await expect(page.getByRole(`button`, { name: `Login with GitHub` })).toBeVisible()
  expect(await page.locator(`meta[name="robots"]`).getAttribute(`content`)).toContain(`noindex`)
  // The site's favicon, named by the page: the browser does not go looking for /favicon.ico, which is no file.
  const icon = await page.locator(`link[rel="icon"]`).evaluate((link: HTMLLinkElement) => link.href)
  expect(new URL(icon).pathname).toBe(`/favicon.png`)
  expect((await request.get(icon)).headers()[`content-type`]).toBe(`image/png`)
  expect(violations).toEqual([])
})

test(`the editor on this computer talks to its own editing server, with no policy errors @desktop`, async ({
  page,
}) => {
  const violations = policyViolations(page)
  await editor.open(page)
  await expect(page.getByText(`Shows`, { exact: true })).toBeVisible()
  const config = await (await page.request.get(`${editor.adminUrl}editor-config.js`)).text()
  expect(config).toContain(`"proxy_url": "${editor.editingServer.url}/api/v1"`)
  expect(violations).toEqual([])
})

test(`a band member adds an upcoming show with its poster; the checker accepts it and the rebuilt site shows it @desktop`, async ({
  page,
}) => {
  // A real build inside, over a warm cache, while the rest of the suite runs.
  test.setTimeout(600_000)
  const poster = path.join(os.tmpdir(), `milk-patrol-new-poster.png`)
  await sharp({ create: { width: 600, height: 750, channels: 3, background: `#2f6fd6` } })
    .png()
    .toFile(poster)

  await editor.open(page)
  await page.getByText(`Shows`, { exact: true }).click()
  await addShow(page, newShow)
  await uploadPicture(page, poster)
  await publish(page)

  const { shows } = await readContent(`shows.json`)
  const added = shows.find((show: { where: string }) => show.where === newShow.where)
  // Given its id when it was added, from its first date and place; its poster named after it, whatever the file was
  // called on the member's computer.
  expect(added).toEqual({
    id: `${nextYear}-06-12-nightshop-in-bloomington`,
    ...newShow,
    img: `images/posters/${nextYear}-06-12-nightshop-in-bloomington.png`,
  })
  await fs.access(contentFile(`images/posters/${nextYear}-06-12-nightshop-in-bloomington.png`))

  const check = spawnSync(
    path.join(projectDir, `node_modules`, `.bin`, `tsx`),
    [path.join(projectDir, `scripts`, `check-content.ts`), path.join(repository, `content`)],
    { encoding: `utf8` },
  )
  // Advice is not a refusal: a show added without its venue's address or an id is worth completing, and builds.
  expect(check.status).toBe(0)
  expect(
    check.stderr.split(`\n`).filter((line) => line.trim() && !line.includes(`the site is built either way`)),
  ).toEqual([])
  expect(check.stdout).toMatch(new RegExp(`^content OK: ${showsBefore + 1} shows`))

  // The site rebuilt from what the editor wrote, as the deploy after a band member's edit rebuilds it: over the last
  // build's cache (the suite's GitHub Pages build, in a copy of its own). The show is upcoming, with its poster.
  const site = process.env.E2E_PAGES_SITE ?? keptBuilds(projectDir).pagesSite
  await fs.rm(path.join(site, `content`), { recursive: true, force: true })
  await fs.cp(path.join(repository, `content`), path.join(site, `content`), { recursive: true })
  const logs = process.env.E2E_BUILD_LOGS ?? keptBuilds(projectDir).logs
  const build = await buildSite(site, pagesBuild, path.join(repository, `build.log`), logs)
  expect(build.cache).toBe(`warm`)
  const html = await fs.readFile(path.join(site, `public`, `schedule`, `index.html`), `utf8`)
  const upcoming = html.slice(html.indexOf(`id="upcoming"`), html.indexOf(`id="previous"`))
  expect(upcoming).toContain(newShow.where)
  // The poster, optimized by the build: an image served from /static/ in the card.
  expect(upcoming).toMatch(new RegExp(`<img[^>]+src="[^"]*/static/[^"]+"[^>]+alt="[^"]*${newShow.where}`))
})

test(`a show with no date is refused with a message, and nothing is written (a link's words: cms-mistakes.spec.ts) @desktop`, async ({
  page,
  siteProblems,
}) => {
  // Decap rejects the publish promise with nothing when a form does not validate; the form says why, below.
  siteProblems.expect(/^page error: undefined$/)
  const before = await fs.readFile(contentFile(`shows.json`), `utf8`)
  await editor.open(page)
  await page.getByText(`Shows`, { exact: true }).click()
  const where = await addEmptyShow(page)
  await typeInto(where, `The Space in Champaign`)
  await typeInto(page.getByLabel(`When (as shown on the poster)`, { exact: true }).last(), `Soon`)
  await typeInto(page.getByLabel(/^Link/).last(), `our instagram`)
  await pressPublish(page)
  await expect(page.getByText(/Date and start time.* is required/i).first()).toBeVisible()
  // The show is named by its place in the list and what it has, the empty field by its label, and marked.
  await expect(page.locator(`#refusal`)).toContainText(
    /the show added at The Space in Champaign \(no date yet\): "Date and start time, central Illinois" and "Picture" are empty; fill them in, or remove this show with ✕/,
  )
  await expect(showDate(page)).toHaveAttribute(`aria-invalid`, `true`)
  expect(await fs.readFile(contentFile(`shows.json`), `utf8`)).toBe(before)
})

test(`a band member edits an FAQ answer @desktop`, async ({ page }) => {
  await editor.open(page)
  await page.getByText(`FAQ`, { exact: true }).click()
  const answer = page.getByLabel(`Answer`, { exact: true }).first()
  await typeInto(answer, `We really like milk.`)
  await publish(page)
  const { faq } = await readContent(`faq.json`)
  expect(faq[0].answer).toBe(`We really like milk.`)
})

test(`a band member reorders the sonic lineup by dragging a name @desktop`, async ({ page }) => {
  const { lineups: before } = await readContent(`lineups.json`)
  await editor.open(page)
  await page.getByText(`Lineups`, { exact: true }).click()
  const sonic = page.locator(`[aria-label="list field"]`).filter({ hasText: /Sonic lineup/ })
  // Each name has a drag handle (═): drag the first name below the second, as a band member does with the mouse.
  const handles = sonic.locator(`[aria-roledescription="sortable"]`)
  await handles.nth(1).scrollIntoViewIfNeeded()
  const from = (await handles.nth(0).boundingBox())!
  const to = (await handles.nth(1).boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 30, { steps: 12 })
  await page.mouse.up()
  await publish(page)
  const { lineups } = await readContent(`lineups.json`)
  const [first, second, ...rest] = before.sonic as string[]
  expect(lineups.sonic).toEqual([second, first, ...rest])
  expect(lineups.milk).toEqual(before.milk)
})
