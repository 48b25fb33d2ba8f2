// What the editor once did without a word, each now said or asked (issue 38): a show removed with ✕, a new show dated
// in the past, a member added while another is renamed, a refusal that left before it could be read. One editor page
// serves every test (its 5 MB script loads once), the content reset before each.
import { promises as fs } from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { test, expect } from "./support/editor-browser"
import { startLocalEditor, type LocalEditor } from "./support/local-editor"
import {
  addEmptyShow,
  addMember,
  addShow,
  forgetKeptForms,
  keptFormOf,
  closeMessages,
  newShow,
  pressPublish,
  showDate,
  typeInto,
} from "./support/editor-form"
import {
  contentFixture,
  removeMadeFolders,
  temporaryFolder,
} from "../src/content-model/__fixtures__/content-fixture"

let editor: LocalEditor
let goodContent: string
let contentDir: string
let page: Page
/** What the editor asked (window.confirm), and what it is answered next. */
let asked: string[] = []
let answer: `accept` | `dismiss` = `accept`

test.describe.configure({ mode: `serial`, timeout: 180_000 })
test.skip(({ isMobile }) => isMobile, `the phone's walk is cms-phone.spec.ts`)

test.beforeAll(async ({ editorContexts }, testInfo) => {
  test.setTimeout(180_000)
  goodContent = await contentFixture()
  contentDir = path.join(await temporaryFolder(`milk-patrol-surprises-`), `content`)
  await fs.cp(goodContent, contentDir, { recursive: true })
  editor = await startLocalEditor({ contentDir })
  page = await (
    await editorContexts.newContext({ viewport: testInfo.project.use.viewport ?? null })
  ).newPage()
  page.on(`dialog`, (dialog) => {
    // Leaving a form with changes (the last test's) for the next test's: yes.
    if (dialog.type() === `beforeunload` || /leave this page/.test(dialog.message()))
      return void dialog.accept().catch(() => undefined)
    asked.push(dialog.message())
    void (answer === `accept` ? dialog.accept() : dialog.dismiss()).catch(() => undefined)
  })
  await editor.open(page)
})

test.beforeEach(async () => {
  await fs.rm(contentDir, { recursive: true, force: true })
  await fs.cp(goodContent, contentDir, { recursive: true })
  asked = []
  answer = `accept`
  await closeMessages(page)
})

test.afterAll(async ({ editorContexts }) => {
  if (page) await editorContexts.release(page.context())
  await editor?.stop()
  await removeMadeFolders()
})

const readText = (name: string) => fs.readFile(path.join(contentDir, name), `utf8`)

async function openFile(label: string): Promise<void> {
  await page.goto(`${editor.adminUrl}#/collections/content`)
  await page.getByText(label, { exact: true }).waitFor()
  await forgetKeptForms(page)
  await page.getByText(label, { exact: true }).click()
}

/** Adds a show to the open Shows form, its poster the Downs show's, picked from the media library. */
async function addShowWithAPoster(show: typeof newShow): Promise<void> {
  await addShow(page, show)
  await page
    .getByRole(`button`, { name: /Choose an image/ })
    .last()
    .click()
  await page.getByText(`2024-09-18-downs.png`, { exact: true }).click()
  await page.getByRole(`button`, { name: `Choose selected` }).click()
}

test(`✕ on a show of the file asks first, naming it and what to do instead; Cancel publishes nothing`, async () => {
  const before = await readText(`shows.json`)
  await openFile(`Shows`)
  await page.locator(`[class*="ListItemTopBar"]:visible`).first().locator(`button`).last().click()
  answer = `dismiss`
  await pressPublish(page)
  await expect(page.locator(`#refusal`)).toContainText(`Nothing was published`)
  expect(asked).toEqual([
    expect.stringContaining(`Wednesday, September 18, 2024 at 4 pm, 103 W. Franklin St. Downs, IL`),
  ])
  expect(asked[0]).toContain(`"cancelled"`)
  expect(await readText(`shows.json`)).toBe(before)
})

test(`a new show dated in the past (a date alone) is asked about before Publish; OK publishes it, with its id`, async () => {
  await openFile(`Shows`)
  await addShowWithAPoster({ ...newShow, date: `2025-01-10` })
  await pressPublish(page)
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 30_000 })
  expect(asked).toEqual([expect.stringContaining(`dated in the past`)])
  const { shows } = JSON.parse(await readText(`shows.json`))
  expect(shows.at(-1)).toMatchObject({ id: `2025-01-10-nightshop-in-bloomington`, date: `2025-01-10` })
})

test(`a member added and another renamed in one Publish: the rename is asked, and the lineups follow; instruments are one line`, async () => {
  await openFile(`Members`)
  await page.locator(`[class*="ListItemTopBar"]:visible`).nth(1).locator(`button`).first().click()
  await typeInto(page.getByLabel(`Name`, { exact: true }).nth(1), `Jake E.`)
  await addMember(page, `Moo Cow`, [`Cowbell`, `Bell`])
  await pressPublish(page)
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 30_000 })
  expect(asked).toEqual([expect.stringContaining(`"Jake Ewen" becomes "Jake E."`)])
  const { members } = JSON.parse(await readText(`members.json`))
  expect(members[1].name).toBe(`Jake E.`)
  expect(members.at(-1)).toEqual({ name: `Moo Cow`, roles: [`Cowbell`, `Bell`] })
  expect(JSON.parse(await readText(`lineups.json`)).lineups.milk[1]).toBe(`Jake E.`)
})

test(`a refusal naming an invisible character stays until closed, with the field marked`, async () => {
  await openFile(`Shows`)
  await addShowWithAPoster({ ...newShow, where: `Night\u200bshop` })
  await pressPublish(page)
  const refusal = page.locator(`#refusal`)
  await expect(refusal).toContainText(`U+200B`, { timeout: 30_000 })
  await expect(page.getByLabel(`Where (venue or address)`, { exact: true }).last()).toHaveAttribute(
    `aria-invalid`,
    `true`,
  )
  // Decap's own message leaves by itself; the refusal stays until Close.
  await expect(page.locator(`.Toastify__toast`)).toHaveCount(0, { timeout: 30_000 })
  await expect(refusal).toBeVisible()
  await refusal.getByRole(`button`, { name: `Close` }).click()
  await expect(refusal).toHaveCount(0)
  await expect(page.getByLabel(`Where (venue or address)`, { exact: true }).last()).not.toHaveAttribute(
    `aria-invalid`,
    `true`,
  )
})

/** How many shows the editor keeps of the Shows form as left, 0 when none. */
const showsInBackup = async () =>
  ((await keptFormOf(page, `shows`)) as { shows: unknown[] } | undefined)?.shows.length ?? 0

test(`an empty show given back after a reload: Publish names it by its place, and its fields by their labels`, async () => {
  const before = await readText(`shows.json`)
  const count = (JSON.parse(before) as { shows: unknown[] }).shows.length
  await openFile(`Shows`)
  await addEmptyShow(page)
  // The editor keeps a changed form two seconds after the last change: waited for, then the tab is reloaded.
  await expect.poll(showsInBackup, { timeout: 30_000 }).toBe(count + 1)
  await page.reload()
  await expect(page.locator(`#kept`)).toContainText(`are back in this form`, { timeout: 60_000 })
  await pressPublish(page)
  // Decap's own refusal said only that a required field was missing, naming no show; the editor names it.
  await expect(page.locator(`#refusal`)).toContainText(
    `Shows, the show added in place ${count + 1} of the list (no date or place yet): "Where (venue or address)", "When (as shown on the poster)", "Date and start time, central Illinois", "Picture" and "Link (tickets, event or Instagram post, starting with https://)" are empty; fill them in, or remove this show with ✕`,
    { timeout: 30_000 },
  )
  await expect(showDate(page)).toHaveAttribute(`aria-invalid`, `true`)
  expect(await readText(`shows.json`)).toBe(before)
})
