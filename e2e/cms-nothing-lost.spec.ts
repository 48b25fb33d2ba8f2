// The content editor at /admin/ loses nothing a band member wrote: a name can be removed from a lineup (and a member
// still in one cannot), a file it could not read is not saved over, and going from one file straight to another
// saves into the right one. Each test edits a temporary copy of the fixture content through the editor on this
// computer (e2e/support/local-editor.ts: its own editing server, on free ports).
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { test, expect, type Page } from "@playwright/test"
import { startLocalEditor, type LocalEditor } from "./support/local-editor"
import { fillShow, newShow, openPictures, pressPublish, uploadPicture } from "./support/editor-form"
import { checkContentTexts } from "../src/content-model/content-rules"

const fixtureContent = path.join(__dirname, `..`, `src`, `content-model`, `__fixtures__`, `good-content`)

let folder: string
let repository: string
let editor: LocalEditor

test.describe.configure({ mode: `serial` })
test.skip(({ isMobile }) => isMobile, `the editor is used on a computer`)

test.beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-nothing-lost-`))
  repository = path.join(folder, `repository`)
  await fs.cp(fixtureContent, path.join(repository, `content`), { recursive: true })
  editor = await startLocalEditor({ contentDir: path.join(repository, `content`) })
})

test.beforeEach(async () => {
  await fs.rm(path.join(repository, `content`), { recursive: true, force: true })
  await fs.cp(fixtureContent, path.join(repository, `content`), { recursive: true })
})

test.afterAll(async () => {
  await editor?.stop()
  if (folder) await fs.rm(folder, { recursive: true, force: true })
})

const contentFile = (name: string) => path.join(repository, `content`, name)
const readText = (name: string) => fs.readFile(contentFile(name), `utf8`)

async function openFile(page: Page, label: string): Promise<void> {
  await editor.open(page)
  await page.getByText(label, { exact: true }).click()
}

/** The list of a form (a lineup, the members) by its label. */
const listField = (page: Page, label: RegExp) =>
  page.locator(`[aria-label="list field"]`).filter({ hasText: label })

/** The remove button (x) at the right of a list item's bar, the item counted from 0. */
const removeButton = (page: Page, list: RegExp, index: number) =>
  listField(page, list).locator(`[class*="ListItemTopBar"]:visible`).nth(index).locator(`button`).last()

async function checkerProblems(): Promise<string[]> {
  const texts = Object.fromEntries(
    await Promise.all(
      [`band`, `shows`, `members`, `lineups`, `faq`].map(async (kind) => [
        kind,
        await readText(`${kind}.json`),
      ]),
    ),
  )
  // Images are not this test's subject (the fixture names posters it does not carry).
  const { problems } = await checkContentTexts(texts, async () => undefined)
  return problems.map((problem) => `${problem.file}: ${problem.problem}`)
}

test(`a name is removed from a lineup: only that line changes and the checker accepts it`, async ({
  page,
}) => {
  const before = await readText(`lineups.json`)
  await openFile(page, `Lineups`)
  await removeButton(page, /Milk lineup/, 1).click()
  await pressPublish(page)
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 15_000 })
  const after = await readText(`lineups.json`)
  expect(JSON.parse(after).lineups.milk).toEqual(
    JSON.parse(before).lineups.milk.filter((name: string) => name !== `Jake Ewen`),
  )
  // Only the milk lineup's line changed.
  expect(after.split(`\n`).filter((line) => !before.split(`\n`).includes(line))).toHaveLength(1)
  expect(await checkerProblems()).toEqual([])
})

test(`a member still in a lineup cannot be removed: Publish says which lineup names them`, async ({
  page,
}) => {
  const before = await readText(`members.json`)
  await openFile(page, `Members`)
  await removeButton(page, /Members/, 1).click()
  await pressPublish(page)
  await expect(
    page.getByText(
      `content/lineups.json: lineup "milk": name 2 is "Jake Ewen", who is not in content/members.json`,
      { exact: false },
    ),
  ).toBeVisible()
  expect(await readText(`members.json`)).toBe(before)
})

test(`a file the editor could not read is not saved over: Publish gives the checker's message`, async ({
  page,
}) => {
  const broken = (await readText(`faq.json`)).replace(/"\n(\s*)}\n(\s*)]/, `",\n$1}\n$2]`)
  await fs.writeFile(contentFile(`faq.json`), broken)
  await openFile(page, `FAQ`)
  // Said on opening, in the checker's words.
  await expect(page.getByRole(`alert`)).toContainText(`content/faq.json: line`)
  await expect(page.getByRole(`alert`)).toContainText(`this comma comes after the last item`)
  await page.getByRole(`button`, { name: /Add question/ }).click()
  await page.getByLabel(`Question`, { exact: true }).last().fill(`Do you play weddings?`)
  await page.getByLabel(`Answer`, { exact: true }).last().fill(`Yes.`)
  await pressPublish(page)
  await expect(
    page.getByText(/Failed to persist entry: .*content\/faq\.json: line .*the JSON is broken/),
  ).toBeVisible()
  expect(await readText(`faq.json`)).toBe(broken)
})

test(`from Members straight to Lineups in the same tab: the lineups' form, saved into lineups.json`, async ({
  page,
}) => {
  const lineupsBefore = await readText(`lineups.json`)
  await openFile(page, `Members`)
  await page.getByRole(`button`, { name: /Add member/ }).click()
  await page.getByLabel(`Name`, { exact: true }).last().fill(`Moo Cow`)
  await page
    .getByRole(`button`, { name: /Add instruments and roles/ })
    .last()
    .click()
  await page.getByLabel(`Item`, { exact: true }).last().fill(`Cowbell`)
  await pressPublish(page)
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 15_000 })
  await page.goto(`${editor.adminUrl}#/collections/content/entries/lineups`)
  await expect(listField(page, /Milk lineup/)).toBeVisible({ timeout: 20_000 })
  await removeButton(page, /Sonic lineup/, 3).click()
  await pressPublish(page)
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 15_000 })
  const members = JSON.parse(await readText(`members.json`))
  expect(Object.keys(members)).toEqual([`members`])
  expect(members.members.at(-1)).toEqual({ name: `Moo Cow`, roles: [`Cowbell`] })
  const lineups = JSON.parse(await readText(`lineups.json`))
  expect(lineups.lineups.sonic).toEqual(
    JSON.parse(lineupsBefore).lineups.sonic.filter((name: string) => name !== `Miles Prower`),
  )
})

test(`a poster uploaded with the name of one in use gets a name of its own: the other show keeps its poster`, async ({
  page,
}) => {
  const inUse = `images/posters/2024-09-18-downs.png`
  const drawn = (width: number, colour: string) =>
    sharp({ create: { width, height: 500, channels: 3, background: colour } })
      .png()
      .toBuffer()
  const oldPoster = await drawn(400, `#ffffff`)
  await fs.mkdir(path.dirname(contentFile(inUse)), { recursive: true })
  await fs.writeFile(contentFile(inUse), oldPoster)
  const upload = path.join(folder, `upload`, path.basename(inUse))
  await fs.mkdir(path.dirname(upload), { recursive: true })
  await fs.writeFile(upload, await drawn(600, `#2f6fd6`))

  await openFile(page, `Shows`)
  await page.getByRole(`button`, { name: /Add show/ }).click()
  await fillShow(page, newShow)
  await uploadPicture(page, upload)
  await pressPublish(page)
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 15_000 })

  const { shows } = JSON.parse(await readText(`shows.json`))
  expect(shows[0].img).toBe(inUse)
  expect(shows.at(-1).img).toBe(`images/posters/2024-09-18-downs-2.png`)
  expect(await fs.readFile(contentFile(inUse))).toEqual(oldPoster)
  expect((await sharp(contentFile(shows.at(-1).img)).metadata()).width).toBe(600)
})

test(`a poster in use is not deleted from the media library: the editor names the show that uses it`, async ({
  page,
}) => {
  const inUse = `images/posters/2024-09-18-downs.png`
  await fs.mkdir(path.dirname(contentFile(inUse)), { recursive: true })
  await sharp({ create: { width: 400, height: 500, channels: 3, background: `#ffffff` } })
    .png()
    .toFile(contentFile(inUse))
  const said: string[] = []
  page.on(`dialog`, (dialog) => {
    said.push(dialog.message())
    void dialog.accept()
  })
  await openFile(page, `Shows`)
  await page.getByRole(`button`, { name: /Add show/ }).click()
  await openPictures(page)
  await page.getByText(path.basename(inUse), { exact: true }).click()
  await page.getByRole(`button`, { name: `Delete selected` }).click()
  await expect
    .poll(() => said)
    .toEqual([
      `${inUse} is not deleted: content/shows.json: show 1 ("2024-09-18, 103 W. Franklin St. Downs, IL"): "img" uses it, and the site cannot be built without it. Choose another picture there first, then delete this one.`,
    ])
  await page.waitForTimeout(1_000)
  await fs.access(contentFile(inUse))
})
