// Issue 45's ways of losing a band member's work, each as a member does it on a phone (390 × 844, touch): fields
// tapped and typed into key by key, never filled in at once, buttons tapped.
// - two members publish the same file, the second's merged; the second then keeps editing and reloads: the form as
//   left comes back (no backup question is asked), and its Publish keeps the first member's change on GitHub;
// - a show added and published, then moved to another day and published again, keeps its id (its page address);
// - "Guitar, Vocals" typed into a member's instruments is saved as two instruments.
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import type { BrowserContext, Page } from "@playwright/test"
import { test, expect, type EditorBrowser } from "./support/editor-browser"
import { startLocalEditor, type LocalEditor } from "./support/local-editor"
import { gitHubStandIn } from "./support/github-stand-in"
import {
  closeMessages,
  keptFormOf,
  drawnPoster,
  nextYear,
  showDate,
  startTime,
  tapUploadPhoto,
  typeDay,
  typeInto,
  typeTime,
} from "./support/editor-form"
import {
  contentFixture,
  removeMadeFolders,
  temporaryFolder,
} from "../src/content-model/__fixtures__/content-fixture"
import { phoneScreen } from "./support/phone"

test.use(phoneScreen)
test.describe.configure({ timeout: 300_000 })

let content: string
let poster: string

test.beforeAll(async () => {
  content = await contentFixture()
  poster = path.join(await temporaryFolder(`milk-patrol-kept-`), `IMG_4412.png`)
  await fs.writeFile(poster, await drawnPoster(600, `#2f6fd6`))
})

test.afterAll(async () => {
  await removeMadeFolders()
})

async function publish(page: Page): Promise<void> {
  await page.getByRole(`button`, { name: `Publish` }).tap()
  await page.getByText(`Publish now`, { exact: true }).tap()
}

/** The "When" boxes of the shows open in the form (a folded show shows none). */
const whenField = (page: Page) =>
  page.getByLabel(`When (as shown on the poster)`, { exact: true }).filter({ visible: true })

/** Opens the nth show of the Shows form (0: the first) by its arrow. */
async function openShow(page: Page, index: number): Promise<void> {
  await page.locator(`[class*="ListItemTopBar"]:visible`).nth(index).locator(`button`).first().tap()
}

async function localEditor(name: string): Promise<{ editor: LocalEditor; contentDir: string }> {
  const contentDir = path.join(await temporaryFolder(`milk-patrol-kept-${name}-`), `content`)
  await fs.cp(content, contentDir, { recursive: true })
  return { editor: await startLocalEditor({ contentDir }), contentDir }
}

const readJsonFile = async (file: string) => JSON.parse(await fs.readFile(file, `utf8`))

/**
 * The editor on the GitHub stand-in, from the content fixture: a page for it in `context` with the Shows form open
 * (every question answered OK: none is asked here, and a step waiting after one would fail), and a show's "When" on
 * GitHub now, found by its place (a merge may list a changed show elsewhere: the site sorts shows by date).
 */
async function onGitHub(name: string) {
  const files: Record<string, string> = {}
  for (const file of await fs.readdir(content))
    if (file.endsWith(`.json`)) files[`content/${file}`] = await fs.readFile(path.join(content, file), `utf8`)
  const github = gitHubStandIn(`milkpatrol/milkpatrol`, files)
  const contentDir = path.join(await temporaryFolder(`milk-patrol-kept-${name}-`), `content`)
  await fs.cp(content, contentDir, { recursive: true })
  const editor = await startLocalEditor({ contentDir, github: true })
  /** A page with a file's form open (its list's Add button drawn); questions answered OK unless `answer` says. */
  const fileOpen = async (context: BrowserContext, file = `Shows`, answer = async () => true) => {
    const page = await context.newPage()
    page.on(`dialog`, async (dialog) => void ((await answer()) ? dialog.accept() : dialog.dismiss()))
    await github.serve(page)
    await editor.open(page)
    await page.getByText(file, { exact: true }).tap()
    await expect(page.getByRole(`button`, { name: /^Add / }).first()).toBeVisible({ timeout: 60_000 })
    return page
  }
  const showsOpen = (context: BrowserContext) => fileOpen(context)
  const when = (where: string) =>
    (JSON.parse(github.file(`content/shows.json`)!).shows as { when: string; where: string }[]).find((show) =>
      show.where.includes(where),
    )?.when
  return { github, editor, fileOpen, showsOpen, when }
}

test(`two tabs of one member: the second is handed the first's changes, each publishes, and both changes stay`, async ({
  editorBrowser,
}) => {
  const { github, editor, showsOpen, when } = await onGitHub(`tabs`)
  // One member's browser: its tabs share what the editor keeps (localStorage), each tab its own session.
  const browser = await editorBrowser.newContext(phoneScreen)
  try {
    const first = await showsOpen(browser)
    await openShow(first, 0)
    await typeInto(whenField(first).first(), `A-1`)
    await expect
      .poll(async () => JSON.stringify((await keptFormOf(first, `shows`)) ?? null), { timeout: 30_000 })
      .toContain(`A-1`)

    const second = await showsOpen(browser)
    await expect(second.locator(`#kept`)).toContainText(
      `Changes made in another tab or window of this browser`,
    )
    await openShow(second, 3)
    await typeInto(whenField(second).first(), `B-4`)
    await publish(second)
    await expect(second.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    expect(when(`Coffeehouse`)).toBe(`B-4`)

    await publish(first)
    await expect(first.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    expect(when(`Downs`)).toBe(`A-1`)
    expect(when(`Coffeehouse`)).toBe(`B-4`)
    expect(github.unknownCalls).toEqual([])
  } finally {
    await editor.stop()
  }
})

test(`GitHub takes the Publish, its answer is lost and so is the read after: the editor says it cannot tell, and Publish again publishes nothing twice`, async ({
  editorBrowser,
}) => {
  const { github, editor, showsOpen, when } = await onGitHub(`lost`)
  try {
    const page = await showsOpen(await editorBrowser.newContext(phoneScreen))
    // The branch's move is taken and its answer lost; the read of the branch right after it fails too.
    github.troubleNextMove({ fail: `after` })
    let readsToFail = 0
    await page.route(/\/git\/refs\/heads\/main$/, async (route) => {
      if (route.request().method() === `PATCH`) readsToFail = 1
      else if (readsToFail > 0) {
        readsToFail--
        return route.abort(`connectionreset`)
      }
      return route.fallback()
    })
    await openShow(page, 0)
    await typeInto(whenField(page).first(), `4:45pm, Sept 18th`)
    await publish(page)
    await expect(page.locator(`#refusal`)).toContainText(
      `cannot tell yet whether your changes reached the site`,
      {
        timeout: 60_000,
      },
    )
    await expect(page.locator(`#refusal`)).not.toContainText(`Nothing was published`)
    expect(when(`Downs`)).toBe(`4:45pm, Sept 18th`)
    expect(github.history()).toHaveLength(2)

    await closeMessages(page)
    await publish(page)
    await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    expect(when(`Downs`)).toBe(`4:45pm, Sept 18th`)
    expect(github.history()).toHaveLength(2)
    expect(github.unknownCalls).toEqual([])
  } finally {
    await editor.stop()
  }
})

test(`typed while a slow Publish is under way: published is what was there at Publish, and what was typed stays kept, not published`, async ({
  editorBrowser,
}) => {
  const { github, editor, showsOpen, when } = await onGitHub(`slow`)
  try {
    const page = await showsOpen(await editorBrowser.newContext(phoneScreen))
    let release = () => {}
    github.troubleNextMove({ until: new Promise<void>((resolve) => (release = resolve)) })
    await openShow(page, 0)
    await typeInto(whenField(page).first(), `S1-published`)
    await publish(page)
    await expect.poll(() => github.holding(), { timeout: 60_000 }).toBe(true)
    await openShow(page, 1)
    await typeInto(whenField(page).last(), `S2-during`)
    await expect
      .poll(async () => JSON.stringify((await keptFormOf(page, `shows`)) ?? null), { timeout: 30_000 })
      .toContain(`S2-during`)
    release()
    await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    expect(when(`Downs`)).toBe(`S1-published`)
    expect(when(`The Space`)).not.toBe(`S2-during`)
    // Still kept in this browser, and back in the form once the file is opened again.
    expect(JSON.stringify(await keptFormOf(page, `shows`))).toContain(`S2-during`)
    await page.reload()
    await expect(page.getByRole(`button`, { name: /Add show/ })).toBeVisible({ timeout: 60_000 })
    await expect(page.locator(`#kept`)).toContainText(`not published yet`)
    await openShow(page, 1)
    await expect(whenField(page).first()).toHaveValue(`S2-during`, { timeout: 30_000 })
    expect(github.unknownCalls).toEqual([])
  } finally {
    await editor.stop()
  }
})

test(`a member renamed while another takes a name out of a lineup: the rename's lineups are made from what is there when it is written`, async ({
  editorBrowser,
}) => {
  const { github, editor, fileOpen } = await onGitHub(`rename`)
  const lineups = () => JSON.parse(github.file(`content/lineups.json`)!).lineups as Record<string, string[]>
  try {
    // The first member's rename question stays on screen until the second member has published.
    let otherPublished = () => {}
    const asked = new Promise<void>((resolve) => (otherPublished = resolve))
    const renaming = await fileOpen(await editorBrowser.newContext(phoneScreen), `Members`, async () => {
      await asked
      return true
    })
    const lineupEditor = await fileOpen(await editorBrowser.newContext(phoneScreen), `Lineups`)

    await renaming.locator(`[class*="ListItemTopBar"]:visible`).nth(3).locator(`button`).first().tap()
    const name = renaming.getByLabel(`Name`, { exact: true }).nth(3)
    await expect(name).toHaveValue(`Braydon Hughes`)
    await typeInto(name, `Brayden Hughes`)
    await publish(renaming)

    const sonic = lineupEditor.locator(`[aria-label="list field"]`).filter({ hasText: /Sonic lineup/ })
    await sonic.locator(`[class*="ListItemTopBar"]:visible`).nth(3).locator(`button`).last().tap()
    await publish(lineupEditor)
    await expect(lineupEditor.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    expect(lineups().sonic).not.toContain(`Miles Prower`)

    otherPublished()
    await expect(renaming.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    expect(lineups().sonic).not.toContain(`Miles Prower`)
    expect(lineups().milk).toContain(`Brayden Hughes`)
    expect(lineups().milk).not.toContain(`Braydon Hughes`)
    expect(github.unknownCalls).toEqual([])
  } finally {
    await editor.stop()
  }
})

type NewShow = { where: string; day: string; colour: string; id?: string; time?: string }

/**
 * Two members each add a show with a poster of their own colour, from forms opened at once, and both publish: each
 * show is published with its own poster, under a name of its own. `pickFirst`: the poster picked before the show
 * is filled in (the field can call it only "poster").
 */
async function eachWithItsOwnPoster(editorBrowser: EditorBrowser, shows: NewShow[], pickFirst: boolean) {
  const { github, editor, showsOpen } = await onGitHub(`posters`)
  const posters = await temporaryFolder(`milk-patrol-kept-posters-`)
  try {
    const pages = []
    for (const [at, show] of shows.entries()) {
      const page = await showsOpen(await editorBrowser.newContext(phoneScreen))
      const file = path.join(posters, `poster-of-member-${at + 1}.png`)
      await fs.writeFile(file, await drawnPoster(600, show.colour))
      const pick = async () => {
        await tapUploadPhoto(page, file)
        await expect(page.getByRole(`status`).filter({ hasText: `Added` })).toBeVisible({ timeout: 60_000 })
      }
      await page.getByRole(`button`, { name: /Add show/ }).tap()
      if (pickFirst) await pick()
      await typeInto(page.getByLabel(`Where (venue or address)`, { exact: true }).last(), show.where)
      await typeInto(whenField(page).last(), `8pm`)
      await typeDay(showDate(page), show.day)
      if (show.time) await typeTime(startTime(showDate(page)), show.time)
      await typeInto(page.getByLabel(/^Link/).last(), `https://www.instagram.com/milkpatrolband/`)
      // Picked once the day and the place are in, before the id that tells the two shows apart is typed.
      if (!pickFirst) await pick()
      if (show.id) await typeInto(page.getByLabel(/^The show's address name/).last(), show.id)
      pages.push(page)
    }
    for (const page of pages) {
      await publish(page)
      await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    }
    const published = JSON.parse(github.file(`content/shows.json`)!).shows as ShowOnGitHub[]
    const pictures = await Promise.all(
      shows.map(async (show) => {
        const img = published.find(
          (each) => each.where === show.where && (!show.id || each.id === show.id),
        )!.img
        const { data } = await sharp(github.bytes(`content/${img}`)!)
          .raw()
          .toBuffer({ resolveWithObject: true })
        return { img, red: data[0] }
      }),
    )
    expect(pictures[0]!.img).not.toBe(pictures[1]!.img)
    // Each poster shows its own colour (its red channel: 0x2f for #2f6fd6, 0xd6 for #d62f6f).
    expect(pictures.map(({ red }) => red)).toEqual(
      shows.map(({ colour }) => parseInt(colour.slice(1, 3), 16)),
    )
    expect(github.unknownCalls).toEqual([])
  } finally {
    await editor.stop()
  }
}
type ShowOnGitHub = { where: string; img: string; id?: string }

test(`two members each pick a poster before filling in their show: each show is published with its own poster`, async ({
  editorBrowser,
}) => {
  await eachWithItsOwnPoster(
    editorBrowser,
    [
      { where: `Castle Theatre`, day: `${nextYear}-03-14`, colour: `#2f6fd6` },
      { where: `Nightshop in Bloomington`, day: `${nextYear}-06-12`, colour: `#d62f6f` },
    ],
    true,
  )
})

test(`a matinee and a late show at one place on one day, told apart by the ids typed: each keeps its own poster`, async ({
  editorBrowser,
}) => {
  const day = `${nextYear}-03-14`
  await eachWithItsOwnPoster(
    editorBrowser,
    [
      { where: `Castle Theatre`, day, time: `14:00`, colour: `#2f6fd6`, id: `${day}-castle-theatre-matinee` },
      { where: `Castle Theatre`, day, time: `20:00`, colour: `#d62f6f`, id: `${day}-castle-theatre-late` },
    ],
    false,
  )
})

test(`merged, then a reload: the form as left is back, and the other member's change stays`, async ({
  editorBrowser,
}) => {
  const { github, editor, showsOpen, when } = await onGitHub(`merge`)
  const member = async (b: EditorBrowser) => showsOpen(await b.newContext(phoneScreen))
  try {
    const [first, second] = [await member(editorBrowser), await member(editorBrowser)]
    await openShow(first, 0)
    await typeInto(whenField(first).first(), `4:30pm, Sept 18th`)
    await publish(first)
    await expect(first.getByText(`Entry saved`)).toBeVisible({ timeout: 30_000 })

    await openShow(second, 1)
    await typeInto(whenField(second).first(), `9pm sharp`)
    await publish(second)
    await expect(second.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    expect(when(`Downs`)).toBe(`4:30pm, Sept 18th`)
    expect(when(`The Space`)).toBe(`9pm sharp`)

    // The second member goes on editing, waits until the editor keeps the form, reloads: the form as left is back.
    await second.getByText(`Shows`, { exact: true }).isVisible()
    if (!(await whenField(second).first().isVisible())) await openShow(second, 1)
    await typeInto(whenField(second).first(), `9:30pm sharp`)
    // Until the editor keeps what was typed (2 s after the last key), however long the machine takes.
    await expect
      .poll(async () => JSON.stringify((await keptFormOf(second, `shows`)) ?? null), { timeout: 30_000 })
      .toContain(`9:30pm sharp`)
    await second.reload()
    await expect(second.getByRole(`button`, { name: /Add show/ })).toBeVisible({ timeout: 60_000 })
    await expect(second.locator(`#kept`)).toContainText(`are back in this form. They are not published yet`)
    await openShow(second, 1)
    await expect(whenField(second).first()).toHaveValue(`9:30pm sharp`, { timeout: 30_000 })
    await publish(second)
    await expect(second.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    expect(when(`The Space`)).toBe(`9:30pm sharp`)
    expect(when(`Downs`)).toBe(`4:30pm, Sept 18th`)
    expect(github.unknownCalls).toEqual([])
  } finally {
    await editor.stop()
  }
})

test(`a show added, published, then moved to another day keeps the id it was published with`, async ({
  page,
}) => {
  const { editor, contentDir } = await localEditor(`moved`)
  page.on(`dialog`, (dialog) => void dialog.accept())
  try {
    await editor.open(page)
    await page.getByText(`Shows`, { exact: true }).tap()
    await page.getByRole(`button`, { name: /Add show/ }).tap()
    await typeInto(
      page.getByLabel(`Where (venue or address)`, { exact: true }).last(),
      `Nightshop in Bloomington`,
    )
    await typeInto(whenField(page).last(), `8pm, June 12th`)
    // The phone's own date picker is the system's, which a test cannot tap through (and Chromium's headless date box
    // takes no typing): the day is handed to it, as the picker would.
    await typeDay(showDate(page), `${nextYear}-06-12`)
    await tapUploadPhoto(page, poster)
    await expect(page.getByRole(`status`).filter({ hasText: `Added` })).toBeVisible({ timeout: 60_000 })
    await typeInto(page.getByLabel(/^Link/).last(), `https://www.instagram.com/milkpatrolband/`)
    await publish(page)
    await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 30_000 })
    const published = (await readJsonFile(path.join(contentDir, `shows.json`))).shows
    const added = published.at(-1)
    expect(added.date).toBe(`${nextYear}-06-12`)
    expect(added.id).toMatch(new RegExp(`^${nextYear}-06-12-nightshop`))

    // Moved to July, in the same tab.
    await typeDay(showDate(page), `${nextYear}-07-03`)
    await publish(page)
    await expect(page.getByText(`Entry saved`).last()).toBeVisible({ timeout: 30_000 })
    await expect
      .poll(async () => (await readJsonFile(path.join(contentDir, `shows.json`))).shows.at(-1).date)
      .toBe(`${nextYear}-07-03`)
    const moved = (await readJsonFile(path.join(contentDir, `shows.json`))).shows
    expect(moved).toHaveLength(published.length)
    expect(moved.at(-1).id).toBe(added.id)
  } finally {
    await editor.stop()
  }
})

test(`"Guitar, Vocals" typed into a new member's instruments is saved as two instruments`, async ({
  page,
}) => {
  const { editor, contentDir } = await localEditor(`roles`)
  page.on(`dialog`, (dialog) => void dialog.accept())
  try {
    await editor.open(page)
    await page.getByText(`Members`, { exact: true }).tap()
    await page.getByRole(`button`, { name: /Add member/ }).tap()
    await typeInto(page.getByLabel(`Name`, { exact: true }).last(), `Robin`)
    await typeInto(page.getByLabel(/^Instruments and roles/).last(), `Guitar, Vocals`)
    await publish(page)
    await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 30_000 })
    const { members } = await readJsonFile(path.join(contentDir, `members.json`))
    expect(members.at(-1)).toMatchObject({ name: `Robin`, roles: [`Guitar`, `Vocals`] })
  } finally {
    await editor.stop()
  }
})

test(`a change typed less than 2 s before a reload is back in the form after it`, async ({ page }) => {
  const { editor } = await localEditor(`reload`)
  page.on(`dialog`, (dialog) => void dialog.accept())
  try {
    await editor.open(page)
    await page.getByText(`Shows`, { exact: true }).tap()
    await openShow(page, 0)
    await typeInto(whenField(page).first(), `7pm doors`)
    // At once, before the editor's own backup (2 s after the last key).
    await page.reload()
    await expect(page.getByRole(`button`, { name: /Add show/ })).toBeVisible({ timeout: 60_000 })
    await openShow(page, 0)
    await expect(whenField(page).first()).toHaveValue(`7pm doors`, { timeout: 30_000 })
  } finally {
    await editor.stop()
  }
})
