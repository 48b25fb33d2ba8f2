// Nothing the editor's form saves is refused by the checker, and what the form refuses it refuses as the checker does,
// each of the checker's problems said in the band's words (src/editor/core/band-words.ts): one table of mistakes (the inputs the form once saved and the build then refused), each typed into the real
// editor in Chromium and applied to a copy of the content that `npm run check-content`'s checker reads. Both must
// refuse, the same problems; or both accept. One editor page serves every row, the content reset between rows.
// One row per kind of field and picture (a date, a link, a text, a relation, a list, each way a picture is refused):
// the other mistakes of the same fields are put to the editor's checks without a browser, in
// src/editor/core/__tests__/editor-checker-agreement.test.ts.
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import type { Page } from "@playwright/test"
import { test, expect } from "./support/editor-browser"
import { startLocalEditor, type LocalEditor } from "./support/local-editor"
import {
  forgetKeptForms,
  addItem,
  addMember,
  addQuestion,
  addShow,
  closeMessages,
  newShow,
  openPictures,
  pressPublish,
  typeInto,
} from "./support/editor-form"
import {
  contentFixture,
  removeMadeFolders,
  temporaryFolder,
  type ContentData,
} from "../src/content-model/__fixtures__/content-fixture"
import { checkContent, formatProblem } from "../src/content-model/validate"
import { problemInWords } from "../src/editor/core/band-words"
import { withNewShowIds, type ShowEntry } from "../src/editor/core/show-additions"

interface Mistake {
  /** What the band member does in the form. */
  inForm: (page: Page, pictures: string) => Promise<void>
  /** The same content as data, for the checker. */
  change: (data: ContentData) => void
  /** Picture files the row uses, put in the checker's copy (the editor gets them by upload). */
  pictures?: string[]
}

const goodShow = { ...newShow, img: `images/posters/2024-09-18-downs.png` }
type ShowFields = typeof goodShow

async function addShowRow(page: Page, pictures: string, show: ShowFields): Promise<void> {
  await openFile(page, `Shows`)
  await addShow(page, show)
  await choosePicture(page, pictures, show.img)
}

/** Uploads the picture (a new one) or picks it from the media library (one already there). */
async function choosePicture(page: Page, pictures: string, imagePath: string): Promise<void> {
  await openPictures(page)
  const name = path.basename(imagePath)
  const upload = path.join(pictures, name)
  // The library's own file input, drawn last, after the picture fields' "Upload a photo".
  if (await fs.stat(upload).catch(() => undefined))
    await page.locator(`input[type=file]`).last().setInputFiles(upload)
  else await page.getByText(name, { exact: true }).click()
  await page.getByRole(`button`, { name: `Choose selected` }).click()
}

// The editor gives a new show its id (src/editor/core/show-additions.ts): the checker's copy gets the same.
const addToShows = (show: ShowFields) => (data: ContentData) => {
  const before = data.shows.shows as ShowEntry[]
  data.shows.shows = withNewShowIds(before, [...before, show]) as typeof data.shows.shows
}
const showRow = (show: Partial<ShowFields>, pictures?: string[]): Mistake => ({
  inForm: (page, folder) => addShowRow(page, folder, { ...goodShow, ...show }),
  change: addToShows({ ...goodShow, ...show }),
  pictures,
})

async function addMemberRow(page: Page, name: string, roles: string[], nickname?: `typed then cleared`) {
  await openFile(page, `Members`)
  await addMember(page, name, roles)
  if (nickname) {
    const field = page.getByLabel(/^Nickname/).last()
    await typeInto(field, `The Cow`)
    await typeInto(field, ``)
  }
}

async function drawPoster(folder: string, name: string, width: number, format: `png` | `gif` = `png`) {
  await sharp({ create: { width, height: 40, channels: 3, background: `#2f6fd6` } })
    .toFormat(format)
    .toFile(path.join(folder, name))
}

// No row for an impossible date (2026-02-30): the form's date picker cannot give one; the editor's rules for dates are
// put to the checker in editor-checker-agreement.test.ts.
const mistakes: Record<string, Mistake> = {
  'a link "https://milkpatrol.b"': showRow({ link: `https://milkpatrol.b` }),
  'a link written "http:evil.example.com/x"': showRow({ link: `http:evil.example.com/x` }),
  "a link with its scheme in capitals, HTTPS:// (both accept it)": showRow({
    link: `HTTPS://www.eventbrite.com/e/milk-patrol`,
  }),
  "a show's where only spaces": showRow({ where: `   ` }),
  "a question whose answer is only spaces": {
    inForm: async (page) => {
      await openFile(page, `FAQ`)
      await addQuestion(page, `Do you play weddings?`, `   `)
    },
    change: (data) => data.faq.faq.push({ question: `Do you play weddings?`, answer: `   ` }),
  },
  "the same show twice": showRow({ where: `The Coffeehouse in Normal`, date: `2024-02-23` }),
  "the same member twice": {
    inForm: (page) => addMemberRow(page, `Jake Ewen`, [`Bass`]),
    change: (data) => data.members.members.push({ name: `Jake Ewen`, roles: [`Bass`] }),
  },
  "the same name twice in a lineup": {
    inForm: async (page) => {
      await openFile(page, `Lineups`)
      const picker = page.locator(`[aria-label="list field"]`).filter({ hasText: /Milk lineup/ })
      const nameField = await addItem(
        page.getByRole(`button`, { name: /Add milk lineup/ }),
        picker.locator(`input`),
      )
      await typeInto(nameField, `Jake`)
      await page.locator(`[class*="option"]`).filter({ hasText: `Jake Ewen` }).first().click()
    },
    change: (data) => data.lineups.lineups.milk.push(`Jake Ewen`),
  },
  "a member with no roles": {
    inForm: (page) => addMemberRow(page, `Moo Cow`, []),
    // The form writes no "roles" at all when none were added.
    change: (data) => data.members.members.push({ name: `Moo Cow` }),
  },
  "a nickname typed, then cleared (saved without one)": {
    inForm: (page) => addMemberRow(page, `Moo Cow`, [`Cowbell`], `typed then cleared`),
    change: (data) => data.members.members.push({ name: `Moo Cow`, roles: [`Cowbell`] }),
  },
  "an SVG poster": showRow({ img: `images/posters/new-poster.svg` }, [`new-poster.svg`]),
  // A HEIC poster is refused as soon as it is picked, before it is uploaded: cms-pictures.spec.ts.
  "a GIF poster named .png": showRow({ img: `images/posters/gif-named-png.png` }, [`gif-named-png.png`]),
  "a 300 px poster": showRow({ img: `images/posters/narrow-poster.png` }, [`narrow-poster.png`]),
  "an 800 px logo": {
    inForm: async (page, pictures) => {
      await openFile(page, `Band facts and logo`)
      await choosePicture(page, pictures, `images/narrow-logo.png`)
    },
    change: (data) => (data.band.logo.img = `images/narrow-logo.png`),
    pictures: [`narrow-logo.png`],
  },
}

let editor: LocalEditor
let contentDir: string
let goodContent: string
let pictures: string

/**
 * Back to the list of files and into one, inside the editor as a band member goes, without loading its page again
 * (megabytes of script, slow to load on a busy machine). Leaving a form with changes, the editor asks first (OK, below); the form
 * it kept of the last row's is forgotten: each row starts from the file as it is on disk.
 */
async function openFile(page: Page, label: string): Promise<void> {
  await page.goto(`${editor.adminUrl}#/collections/content`)
  await page.getByText(label, { exact: true }).waitFor()
  await forgetKeptForms(page)
  await page.getByText(label, { exact: true }).click()
}

test.skip(({ isMobile }) => isMobile, `the editor is used on a computer`)

test.beforeAll(async () => {
  goodContent = await contentFixture()
  pictures = await temporaryFolder(`milk-patrol-pictures-`)
  await drawPoster(pictures, `gif-named-png.png`, 600, `gif`)
  await drawPoster(pictures, `narrow-poster.png`, 300)
  await drawPoster(pictures, `narrow-logo.png`, 800)
  await fs.writeFile(
    path.join(pictures, `new-poster.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="40"/>`,
  )
  contentDir = path.join(await temporaryFolder(`milk-patrol-mistakes-`), `content`)
  await fs.cp(goodContent, contentDir, { recursive: true })
  editor = await startLocalEditor({ contentDir })
})

test.afterAll(async () => {
  await editor?.stop()
  await removeMadeFolders()
})

/** What the checker says about the good content with the row's change: its problems, in the band's words. */
async function checkerSays(mistake: Mistake): Promise<string[]> {
  const folder = path.join(await temporaryFolder(`milk-patrol-checked-`), `content`)
  await fs.cp(goodContent, folder, { recursive: true })
  const data = {} as ContentData
  for (const kind of [`band`, `shows`, `members`, `lineups`, `faq`] as const)
    data[kind] = JSON.parse(await fs.readFile(path.join(folder, `${kind}.json`), `utf8`))
  mistake.change(data)
  for (const [kind, value] of Object.entries(data))
    await fs.writeFile(path.join(folder, `${kind}.json`), `${JSON.stringify(value, null, 2)}\n`)
  for (const picture of mistake.pictures ?? []) {
    const into = picture.includes(`logo`) ? `images` : `images/posters`
    await fs.copyFile(path.join(pictures, picture), path.join(folder, into, picture))
  }
  const texts = Object.fromEntries(Object.entries(data).map(([kind, value]) => [kind, JSON.stringify(value)]))
  return (await checkContent(folder)).problems.map((problem) => problemInWords(problem, texts))
}

// One test a row, so that each has a limit of its own, however busy the machine. The rows share one editor page per
// worker (opened once: the page is megabytes of script), the content reset before each row.
let page: Page
test.describe.configure({ timeout: 180_000 })

test.beforeAll(async ({ editorContexts }, testInfo) => {
  // A hook's limit is not the describe's: the editor's page takes a minute to load on a busy machine.
  test.setTimeout(180_000)
  page = await (
    await editorContexts.newContext({ viewport: testInfo.project.use.viewport ?? null })
  ).newPage()
  page.on(`dialog`, (dialog) => {
    void dialog.accept().catch(() => undefined)
  })
  await editor.open(page)
})

test.afterAll(async ({ editorContexts }) => {
  if (page) await editorContexts.release(page.context())
})

for (const [name, mistake] of Object.entries(mistakes)) {
  test(`${name}: the editor and the checker both refuse it (the editor in the band's words), or both accept it`, async () => {
    await fs.rm(contentDir, { recursive: true, force: true })
    await fs.cp(goodContent, contentDir, { recursive: true })
    const before = await Promise.all(
      [`band`, `shows`, `members`, `lineups`, `faq`].map((kind) =>
        fs.readFile(path.join(contentDir, `${kind}.json`), `utf8`),
      ),
    )
    const checker = await checkerSays(mistake)
    await closeMessages(page)
    await mistake.inForm(page, pictures)
    await pressPublish(page)
    const outcome = page
      .getByText(/Entry saved|^Nothing was published|is required|must have at least/)
      .first()
    await outcome.waitFor({ timeout: 60_000 }).catch(() => undefined)
    const editorSays = (await outcome.textContent().catch(() => ``)) ?? ``
    const after = await Promise.all(
      [`band`, `shows`, `members`, `lineups`, `faq`].map((kind) =>
        fs.readFile(path.join(contentDir, `${kind}.json`), `utf8`),
      ),
    )
    const saved = after.some((text, index) => text !== before[index])
    if (checker.length === 0) {
      // Both accept: the form saves, and the checker takes what it saved.
      expect({ editor: saved ? `saved` : editorSays || `nothing said` }).toEqual({ editor: `saved` })
      expect((await checkContent(contentDir)).problems.map(formatProblem)).toEqual([])
    } else {
      // Both refuse: nothing is written, and every line the checker says, the editor says.
      expect({
        saved,
        editorSays,
        checkerLinesTheEditorLeftOut: checker.filter((line) => !editorSays.includes(line)),
      }).toMatchObject({ saved: false, checkerLinesTheEditorLeftOut: [] })
    }
  })
}
