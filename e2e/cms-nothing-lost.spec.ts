// The content editor at /admin/ loses nothing a band member wrote: a name can be removed from a lineup (and a member
// still in one cannot; one renamed is renamed there too), a file it could not read is not saved over, going from one file straight to another saves
// into the right one, a poster in use is never replaced by an upload nor deleted, a save from a second tab does not
// undo the first tab's, a save stopped halfway leaves no show naming a missing poster, a form recovered from the
// editor's backup is not drawn over by its file, and a file keeps its line endings; a field the form cannot show is left out only with the band's OK, and a stopped editing server is said, with
// how to start it again. Each test edits a temporary copy of the fixture content through the editor on this computer
// (e2e/support/local-editor.ts: its own editing server, on free ports).
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import type { Page } from "@playwright/test"
import { test, expect } from "./support/editor-browser"
import { startLocalEditor, type LocalEditor } from "./support/local-editor"
import { startEditingServer } from "../src/editing-server/editing-server"
import {
  addEmptyShow,
  addMember,
  addQuestion,
  addShow,
  keptFormOf,
  closeMessages,
  drawnPoster,
  newShow,
  openPictures,
  pressPublish,
  typeInto,
  uploadPicture,
} from "./support/editor-form"
import { checkContentTexts } from "../src/content-model/content-rules"

const fixtureContent = path.join(__dirname, `..`, `src`, `content-model`, `__fixtures__`, `good-content`)

let folder: string
let repository: string
let editor: LocalEditor

// Each test loads the editor's page, a bundle of megabytes, once or twice, and a step (an upload, a Publish) can take
// a minute on a busy 2-core machine.
test.describe.configure({ mode: `serial`, timeout: 180_000 })
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

/** The Downs show's poster, which show 1 of the fixture names, drawn 400 pixels wide. */
async function downsPosterInUse(): Promise<{ inUse: string; bytes: Buffer }> {
  const inUse = `images/posters/2024-09-18-downs.png`
  const bytes = await drawnPoster(400, `#ffffff`)
  await fs.mkdir(path.dirname(contentFile(inUse)), { recursive: true })
  await fs.writeFile(contentFile(inUse), bytes)
  return { inUse, bytes }
}

/** A picture file on this computer, as a band member picks it for an upload. */
async function pictureToUpload(name: string): Promise<string> {
  const upload = path.join(folder, `upload`, name)
  await fs.mkdir(path.dirname(upload), { recursive: true })
  await fs.writeFile(upload, await drawnPoster(600, `#2f6fd6`))
  return upload
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
  // Said until closed (Decap's own message leaves after 8 s).
  await expect(page.locator(`#refusal`)).toContainText(
    `Lineups, the Milk lineup: name 2 is "Jake Ewen", who is not in the Members form`,
  )
  expect(await readText(`members.json`)).toBe(before)
})

test(`a member renamed: one Publish, with the band's OK, renames them in every lineup too`, async ({
  page,
}) => {
  test.slow()
  await openFile(page, `Members`)
  // Members stand folded in the list: the second one (Jake Ewen) is opened by its arrow.
  await listField(page, /Members/)
    .locator(`[class*="ListItemTopBar"]:visible`)
    .nth(1)
    .locator(`button`)
    .first()
    .click()
  const name = page.getByLabel(`Name`, { exact: true }).nth(1)
  await expect(name).toHaveValue(`Jake Ewen`)
  await typeInto(name, `Jake E.`)
  const asked: string[] = []
  page.once(`dialog`, (dialog) => {
    asked.push(dialog.message())
    void dialog.accept()
  })
  await pressPublish(page)
  await expect(page.getByText(`Entry saved`, { exact: true })).toBeVisible({ timeout: 15_000 })
  expect(asked[0]).toContain(
    `"Jake Ewen" becomes "Jake E.", among the members and in the Milk and Dairy lineups`,
  )
  const { lineups } = JSON.parse(await readText(`lineups.json`))
  expect([lineups.milk[1], lineups.dairy[3]]).toEqual([`Jake E.`, `Jake E.`])
  expect(JSON.stringify(lineups)).not.toContain(`Jake Ewen`)
  expect(JSON.parse(await readText(`members.json`)).members[1].name).toBe(`Jake E.`)
  expect(await checkerProblems()).toEqual([])
})

test(`a file the editor could not read is not saved over: Publish gives the checker's problem in the band's words`, async ({
  page,
}) => {
  const broken = (await readText(`faq.json`)).replace(/"\n(\s*)}\n(\s*)]/, `",\n$1}\n$2]`)
  await fs.writeFile(contentFile(`faq.json`), broken)
  await openFile(page, `FAQ`)
  // Said on opening: the checker's problem, in the band's words.
  await expect(page.getByRole(`alert`)).toContainText(`FAQ: line`)
  await expect(page.getByRole(`alert`)).toContainText(`this comma comes after the last item`)
  await addQuestion(page, `Do you play weddings?`, `Yes.`)
  await pressPublish(page)
  await expect(page.getByText(/^FAQ: line .*the file is broken/).first()).toBeVisible()
  expect(await readText(`faq.json`)).toBe(broken)
})

test(`from Members straight to Lineups in the same tab: no form saves into the wrong file; the lineups' form, from the list, saves into lineups.json`, async ({
  page,
}) => {
  test.slow()
  const lineupsBefore = await readText(`lineups.json`)
  await openFile(page, `Members`)
  await addMember(page, `Moo Cow`, [`Cowbell`])
  await pressPublish(page)
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 15_000 })
  await page.goto(`${editor.adminUrl}#/collections/content/entries/lineups`)
  // Decap keeps the members' form under the lineups' address: the editor shows none of it, and says what to do.
  await expect(page.locator(`#other-file`)).toContainText(`press ← at the top left, then pick "Lineups"`, {
    ignoreCase: true,
  })
  await expect(removeButton(page, /Sonic lineup/, 3)).toHaveCount(0)
  await page.getByRole(`link`, { name: /←/ }).click()
  await page.getByText(`Lineups`, { exact: true }).click()
  await expect(page.locator(`#other-file`)).toHaveCount(0)
  await expect(listField(page, /Milk lineup/)).toBeVisible({ timeout: 60_000 })
  await removeButton(page, /Sonic lineup/, 3).click()
  // Should the members' "Entry saved" still be on screen, the one read below must be the lineups'.
  await closeMessages(page)
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

test(`a poster uploaded in the media library over one in use, the replace question answered OK, goes to the new show under the show's name: that poster stays`, async ({
  page,
}) => {
  // The picture field's own upload names a poster after its show, clear of those in use (cms-pictures.spec.ts);
  // Decap's media library keeps the file's name, "2024-09-18 downs.png" saved as 2024-09-18-downs.png.
  const { inUse, bytes } = await downsPosterInUse()
  const upload = await pictureToUpload(`2024-09-18 downs.png`)
  const said: string[] = []
  page.on(`dialog`, (dialog) => {
    said.push(dialog.message())
    void dialog.accept()
  })
  await openFile(page, `Shows`)
  await addShow(page, newShow)
  await uploadPicture(page, upload)
  await expect(page.getByRole(`button`, { name: `Choose selected` })).toBeHidden()
  expect(await fs.readFile(contentFile(inUse))).toEqual(bytes)
  // Decap's "Failed to delete media" (the poster kept) lies over Publish: closed, instead of clicked through until it
  // leaves on its own (8 s).
  await closeMessages(page)
  await pressPublish(page)
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 30_000 })
  // Decap asked, and the editor kept the poster when Decap tried to delete it first.
  expect(said[0]).toContain(`already exists. Do you want to replace it?`)
  const { shows } = JSON.parse(await readText(`shows.json`))
  expect(shows[0].img).toBe(inUse)
  expect(shows.at(-1).where).toBe(newShow.where)
  expect(shows.at(-1).img).toBe(`images/posters/${shows.at(-1).id}.png`)
  expect(await fs.readFile(contentFile(inUse))).toEqual(bytes)
})

test(`a poster in use is not deleted from the media library: the editor names the show that uses it`, async ({
  page,
}) => {
  const { inUse } = await downsPosterInUse()
  const said: string[] = []
  page.on(`dialog`, (dialog) => {
    said.push(dialog.message())
    void dialog.accept()
  })
  await openFile(page, `Shows`)
  await addEmptyShow(page)
  await openPictures(page)
  await page.getByText(path.basename(inUse), { exact: true }).click()
  await page.getByRole(`button`, { name: `Delete selected` }).click()
  // The media library asks first (Decap's own question, answered OK); the editor's backend then keeps the picture.
  await expect
    .poll(() => said.slice(1))
    .toEqual([
      `The picture ${path.basename(inUse)} is not deleted: Shows, the show at 103 W. Franklin St. Downs, IL on Wednesday, September 18, 2024 at 4 pm: "Picture" uses it, and the site cannot be built without it. Choose another picture there first, then delete this one.`,
    ])
  // The poster is still in the library, and so is its file.
  await expect(page.getByText(path.basename(inUse), { exact: true })).toBeVisible()
  await fs.access(contentFile(inUse))
})

test(`two tabs, one file: the second tab's change to another field is published with the first's; to the same field, refused in words`, async ({
  page,
}) => {
  test.slow()
  const tabB = await page.context().newPage()
  for (const tab of [page, tabB]) await openFile(tab, `Band facts and logo`)
  await typeInto(page.getByLabel(`What we call our fans`, { exact: true }), `Cream Team`)
  await pressPublish(page)
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 15_000 })

  // Another field, from a form opened before that Publish: both are kept.
  await typeInto(tabB.getByLabel(`Booking e-mail address`, { exact: true }), `booking@milkpatrol.band`)
  await pressPublish(tabB)
  await expect(tabB.locator(`#merged`)).toContainText(`both are kept`, { timeout: 15_000 })
  expect(JSON.parse(await readText(`band.json`))).toMatchObject({
    fanName: `Cream Team`,
    bookingEmail: `booking@milkpatrol.band`,
  })

  // The same field: refused, and the first tab's change stays.
  await closeMessages(tabB)
  await typeInto(tabB.getByLabel(`What we call our fans`, { exact: true }), `Milk Maids`)
  await pressPublish(tabB)
  await expect(tabB.locator(`#refusal`)).toContainText(`Nothing was published`, { timeout: 15_000 })
  expect(JSON.parse(await readText(`band.json`)).fanName).toBe(`Cream Team`)
})

test(`half a save: a Publish stopped while its poster is written leaves shows.json as it was`, async ({
  page,
}) => {
  const before = await readText(`shows.json`)
  const upload = await pictureToUpload(`nightshop.png`)
  // Writing the poster fails once it has begun (a folder stands where it goes), as a server stopped there would.
  await fs.mkdir(path.join(contentFile(`images/posters/nightshop.png`), `in-the-way`), { recursive: true })
  await openFile(page, `Shows`)
  await addShow(page, newShow)
  await uploadPicture(page, upload)
  await pressPublish(page)
  await expect(page.locator(`.Toastify__toast--error`)).toBeVisible({ timeout: 15_000 })
  expect(await readText(`shows.json`)).toBe(before)
})

test(`a file written on Windows keeps its CRLF line endings: a member added changes no other line`, async ({
  page,
}) => {
  const crlf = (await readText(`members.json`)).replace(/\n/g, `\r\n`)
  await fs.writeFile(contentFile(`members.json`), crlf)
  await openFile(page, `Members`)
  await addMember(page, `Moo Cow`, [`Cowbell`])
  await pressPublish(page)
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 15_000 })

  const saved = await readText(`members.json`)
  expect(saved.replace(/\r\n/g, ``)).not.toContain(`\n`)
  const lines = saved.split(`\r\n`)
  expect(lines.filter((line) => !crlf.split(`\r\n`).includes(line))).toEqual([
    `    { "name": "Miles Prower", "nickname": "Tails", "roles": ["Flying"] },`,
    `    { "name": "Moo Cow", "roles": ["Cowbell"] }`,
  ])
})

test(`a form given back as left after a reload stays so, and publishes with the file's CRLF lines`, async ({
  page,
}) => {
  test.slow()
  const crlf = (await readText(`members.json`)).replace(/\n/g, `\r\n`)
  await fs.writeFile(contentFile(`members.json`), crlf)
  // No question is asked (Decap keeps no backup to ask about); the browser's "leave this page?" as it reloads aside.
  const asked: string[] = []
  page.on(`dialog`, (dialog) => {
    if (dialog.type() !== `beforeunload`) asked.push(dialog.message())
    void dialog.accept()
  })
  await openFile(page, `Members`)
  await addMember(page, `Moo Cow`, [`Cowbell`])
  // The editor keeps a changed form two seconds after the last change; once it has, the tab is reloaded.
  await expect
    .poll(async () => JSON.stringify((await keptFormOf(page, `members`)) ?? {}), { timeout: 15_000 })
    .toContain(`"Moo Cow"`)
  const fileRead = page.waitForResponse(
    (response) => response.request().postData()?.includes(`members.json`) ?? false,
  )
  await page.reload()
  await expect(page.locator(`#kept`)).toContainText(`are back in this form`, { timeout: 60_000 })
  const lastName = page.getByLabel(`Name`, { exact: true }).last()
  await expect(lastName).toHaveValue(`Moo Cow`, { timeout: 30_000 })
  // Decap loaded the file over a recovered backup once the file arrived (decap-cms#5055, #5470): still as left after.
  await (await fileRead).finished()
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  await expect(lastName).toHaveValue(`Moo Cow`)
  expect(asked).toEqual([])

  await pressPublish(page)
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 15_000 })
  const saved = await readText(`members.json`)
  expect(saved.replace(/\r\n/g, ``)).not.toContain(`\n`)
  expect(saved.split(`\r\n`).filter((line) => !crlf.split(`\r\n`).includes(line))).toEqual([
    `    { "name": "Miles Prower", "nickname": "Tails", "roles": ["Flying"] },`,
    `    { "name": "Moo Cow", "roles": ["Cowbell"] }`,
  ])
})

test(`a field the site does not know: Publish names it in the band's words and leaves it out only with the band's OK`, async ({
  page,
}) => {
  test.slow()
  const band = JSON.parse(await readText(`band.json`))
  await fs.writeFile(
    contentFile(`band.json`),
    `${JSON.stringify({ ...band, fanNmae: `Milk Maids` }, null, 2)}\n`,
  )
  await openFile(page, `Band facts and logo`)
  await typeInto(page.getByLabel(`What we call our fans`, { exact: true }), `Cream Team`)

  // Cancel: nothing is published, and the file keeps everything.
  const asked: string[] = []
  page.once(`dialog`, (dialog) => {
    asked.push(dialog.message())
    void dialog.dismiss()
  })
  await pressPublish(page)
  await expect(page.locator(`#refusal`)).toContainText(
    `Nothing was published: the Band facts and logo file keeps the field the site does not use`,
    { timeout: 15_000 },
  )
  expect(asked[0]).toContain(
    `Band facts and logo: "fanNmae" is not a field the Band facts and logo form can have; did you mean "What we call our fans"?`,
  )
  expect(JSON.parse(await readText(`band.json`))).toEqual({ ...band, fanNmae: `Milk Maids` })

  // OK: the same form publishes without the field, and with the band's change.
  page.once(`dialog`, (dialog) => void dialog.accept())
  await pressPublish(page)
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 15_000 })
  expect(JSON.parse(await readText(`band.json`))).toEqual({ ...band, fanName: `Cream Team` })
  expect(await checkerProblems()).toEqual([])
})

// Last: it stops the editing server this file's editor talks to, and starts it again.
test(`the editing server stopped: Publish says so and how to start it again; started again, the same form publishes`, async ({
  page,
}) => {
  test.slow()
  await openFile(page, `FAQ`)
  const answer = page.getByLabel(`Answer`, { exact: true }).first()
  await typeInto(answer, `We really like milk.`)
  const before = await readText(`faq.json`)
  await editor.editingServer.stop()
  const startAgain = () =>
    startEditingServer({
      contentDir: path.join(repository, `content`),
      editorOrigin: new URL(editor.adminUrl).origin,
      port: editor.editingServer.port,
      host: `127.0.0.1`,
    })
  let again: Awaited<ReturnType<typeof startAgain>> | undefined
  try {
    await pressPublish(page)
    await expect(page.locator(`#refusal`)).toContainText(
      `The editor lost the editing server on this computer (it was stopped, or its terminal was closed), so nothing was saved; your changes are still in this form. Start it again: in the project's folder, run "npm run cms"`,
      { timeout: 15_000 },
    )
    await expect(answer).toHaveValue(`We really like milk.`)
    expect(await readText(`faq.json`)).toBe(before)

    again = await startAgain()
    expect(again.port).toBe(editor.editingServer.port)
    await pressPublish(page)
    await expect(page.getByText(`Entry saved`, { exact: true })).toBeVisible({ timeout: 15_000 })
    expect(JSON.parse(await readText(`faq.json`)).faq[0].answer).toBe(`We really like milk.`)
  } finally {
    await again?.stop()
  }
})
