// The editor on a phone (390 × 844, touch), as a band member after a gig: the form fits the screen, a show is added
// with the phone's date and time pickers and a poster from the camera roll (asked for as JPEG or PNG, which makes a
// phone convert a HEIC photo; named after the show), and published, in at most 12 taps. Typing is not counted; each tap is.
// "Add show" at the top of a long list brings the new show on screen, ready to type in; a refused Publish leaves no
// error on the page; the toolbar has no "Check for Preview", which would have nothing to show.
import { promises as fs } from "fs"
import path from "path"
import type { Locator, Page } from "@playwright/test"
import { test, expect } from "./support/editor-browser"
import { startLocalEditor, type LocalEditor } from "./support/local-editor"
import {
  closeMessages,
  dateDrawn,
  drawnPoster,
  newShow,
  showDate,
  startTime,
  tapUploadPhoto,
  typeDay,
  typeInto as typeOver,
  typeTime,
  uploadPhotoButton,
} from "./support/editor-form"
import {
  contentFixture,
  removeMadeFolders,
  temporaryFolder,
} from "../src/content-model/__fixtures__/content-fixture"
import { phoneScreen } from "./support/phone"

let editor: LocalEditor
let contentDir: string
let poster: string

test.use(phoneScreen)
test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  const folder = await temporaryFolder(`milk-patrol-phone-`)
  contentDir = path.join(folder, `content`)
  await fs.cp(await contentFixture(), contentDir, { recursive: true })
  editor = await startLocalEditor({ contentDir })
  poster = path.join(folder, `IMG_0042.png`)
  await fs.writeFile(poster, await drawnPoster(600, `#2f6fd6`))
})

test.afterAll(async () => {
  await editor?.stop()
  await removeMadeFolders()
})

/** What sticks out past the screen's right edge, by tag and Decap's component label. */
const widerThanTheScreen = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll(`body *`))
      .filter((element) => !(element instanceof SVGElement))
      .filter((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.right > window.innerWidth + 1
      })
      .map((element) => `${element.tagName} ${String(element.className).replace(/css-\w+-/, ``)}`),
  )

test(`on a phone, a show with its poster is added and published in 12 taps at most, nothing wider than the screen`, async ({
  page,
}) => {
  let taps = 0
  const tap = async (target: Locator) => {
    taps++
    await target.tap()
  }
  await editor.open(page)
  await tap(page.getByText(`Shows`, { exact: true }))
  const add = page.getByRole(`button`, { name: /Add show/ })
  await expect(add).toBeInViewport()
  await tap(add)
  expect(await widerThanTheScreen(page)).toEqual([])

  // Each field is tapped once (counted), then typed into key by key.
  const typeInto = async (field: Locator, text: string, typed = typeOver) => {
    taps++
    await typed(field, text)
  }
  await typeInto(page.getByLabel(`Where (venue or address)`, { exact: true }).last(), newShow.where)
  await typeInto(page.getByLabel(`When (as shown on the poster)`, { exact: true }).last(), newShow.when)
  // The phone's own pickers: a date input and a time input.
  const [day, time] = newShow.date.split(`T`)
  const date = showDate(page)
  await expect(date).toHaveAttribute(`type`, `date`)
  await typeInto(date, day!, typeDay)
  await dateDrawn(date, day!)
  const start = startTime(date)
  await expect(start).toHaveAttribute(`type`, `time`)
  await typeInto(start, time!, typeTime)
  await typeInto(page.getByLabel(/^Link/).last(), newShow.link)

  // "Upload a photo" opens the phone's own picker, which a test cannot drive: its tap is counted, the file is handed
  // over. The camera roll is asked for JPEG or PNG (a phone converts HEIC to JPEG for such an input), not any image.
  await expect(uploadPhotoButton(page)).toBeInViewport()
  await expect(page.locator(`.milk-patrol-upload input`).last()).toHaveAttribute(
    `accept`,
    /^image\/jpeg,image\/png/,
  )
  taps++
  await tapUploadPhoto(page, poster)
  await expect(page.getByRole(`status`).filter({ hasText: `Added` })).toBeVisible({ timeout: 60_000 })
  expect(await widerThanTheScreen(page)).toEqual([])

  const publish = page.getByRole(`button`, { name: `Publish` })
  await expect(publish).toBeInViewport({ ratio: 1 })
  await tap(publish)
  await tap(page.getByText(`Publish now`, { exact: true }))
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 30_000 })
  expect(taps).toBeLessThanOrEqual(12)

  const { shows } = JSON.parse(await fs.readFile(path.join(contentDir, `shows.json`), `utf8`))
  // Named after the show's date and place, not the camera's IMG_0042.
  expect(shows.at(-1)).toMatchObject({
    ...newShow,
    img: `images/posters/${newShow.date.slice(0, 10)}-nightshop-in-bloomington.png`,
  })
})

/** What a band member must never read: developers' words, file names and raw times. */
const neverRead = [
  /persist/i,
  /API_ERROR/,
  /CONTENT\.md/,
  /content\//,
  /\b[\w-]+\.json\b/,
  /T\d\d:\d\d/,
  /YYYY/,
]
  // An ISO date outside a picture's or a show's name (2024-04-17-bone.png keeps its day).
  .concat(/(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])/)

test(`on a phone, every control of the Shows form is at least 44 × 44 px, a row opens where its bar or its title is tapped, and no screen shows developers' words`, async ({
  page,
}) => {
  const screens: string[] = []
  const read = async () => screens.push(await page.locator(`body`).innerText())
  await editor.open(page)
  await read()
  await page.getByText(`Shows`, { exact: true }).tap()
  const add = page.getByRole(`button`, { name: /Add show/ })
  await expect(add).toBeVisible({ timeout: 60_000 })
  await read()
  const rows = page.locator(`[class*="ListItemTopBar"]:visible`)
  const controls = [
    add,
    ...(await rows.locator(`button`).all()),
    ...(await rows.locator(`[class*="DragIconContainer"]`).all()),
  ]
  expect(controls.length).toBeGreaterThan(8)
  const small: string[] = []
  for (const control of controls) {
    const box = (await control.boundingBox())!
    if (box.width < 44 || box.height < 44)
      small.push(
        `${await control.evaluate((element) => element.outerHTML.slice(0, 80))}: ${box.width}×${box.height}`,
      )
  }
  expect(small).toEqual([])

  // The second show's bar, tapped beside its arrow: the show opens.
  const when = page.getByLabel(`When (as shown on the poster)`, { exact: true }).filter({ visible: true })
  await rows.nth(1).tap({ position: { x: 110, y: 22 } })
  await expect(when).toHaveValue(`7:30pm, August 14, 2024`)
  await read()
  // The third show's title, below its bar, tapped where a finger lands on it (the bar's › reaches over it, so
  // Playwright's own checks on the title would refuse): that show opens too.
  const title = page.getByText(`17 Apr 2024: The Bone Student Center`, { exact: true })
  await title.scrollIntoViewIfNeeded()
  const box = (await title.boundingBox())!
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  await expect(when).toHaveCount(2)
  await expect(when.last()).toHaveValue(`7pm, April 17th, 2024`)
  for (const screen of screens) for (const word of neverRead) expect(screen).not.toMatch(word)
})

test(`on a phone, "Add show" at the top of a long list brings the new show on screen, its first field focused to type into`, async ({
  editorBrowser,
}) => {
  // Twenty-four shows, folded to a line each: the new one is added below them all.
  const longList = await contentFixture((data) => {
    const shows = data.shows.shows as { where: string; id: string }[]
    data.shows.shows = Array.from({ length: 6 }, (_, round) =>
      shows.map((show) => ({
        ...show,
        where: `${show.where} (${round + 1})`,
        id: `${show.id}-${round + 1}`,
      })),
    ).flat()
  })
  const folder = path.join(await temporaryFolder(`milk-patrol-phone-long-`), `content`)
  await fs.cp(longList, folder, { recursive: true })
  const longEditor = await startLocalEditor({ contentDir: folder })
  const page = await (await editorBrowser.newContext()).newPage()
  try {
    await longEditor.open(page)
    await page.getByText(`Shows`, { exact: true }).tap()
    const add = page.getByRole(`button`, { name: /Add show/ })
    await expect(add).toBeInViewport()
    await add.tap()
    // The folded shows keep their fields, hidden: the new show's is the last.
    const where = page.getByLabel(`Where (venue or address)`, { exact: true })
    await expect(where).toHaveCount(25)
    await expect(where.last()).toBeFocused()
    await expect(where.last()).toBeInViewport()
    // Typed into at once, as a member does after the tap.
    await page.keyboard.type(`Castle Theatre`)
    await expect(where.last()).toHaveValue(`Castle Theatre`)
  } finally {
    await longEditor.stop()
  }
})

test(`on a phone, a refused Publish is said in words and leaves no error on the page: a field left empty, and a link the checker refuses`, async ({
  page,
}) => {
  const errors: string[] = []
  page.on(`pageerror`, (error) => errors.push(error.message))
  await editor.open(page)
  await page.getByText(`Shows`, { exact: true }).tap()
  await page.getByRole(`button`, { name: /Add show/ }).tap()
  await typeOver(page.getByLabel(`Where (venue or address)`, { exact: true }).last(), newShow.where)
  /** Publish, refused: Decap's message says `words` (a refused Publish is said before it is let go). */
  const publishRefused = async (words: string) => {
    await page.getByRole(`button`, { name: `Publish` }).tap()
    await page.getByText(`Publish now`, { exact: true }).tap()
    await expect(page.locator(`.Toastify__toast`).filter({ hasText: words })).toBeVisible({ timeout: 60_000 })
    // A rejection nobody caught is reported once the page's tasks under way have run: after one more.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await closeMessages(page)
  }
  // Decap's own refusal: a field that must be filled in is empty.
  await publishRefused(`a field that must be filled in is empty`)
  // The editor's: the checker refuses a link that does not start with https://.
  await typeOver(page.getByLabel(`When (as shown on the poster)`, { exact: true }).last(), newShow.when)
  await typeDay(showDate(page), newShow.date.slice(0, 10))
  await typeOver(page.getByLabel(/^Link/).last(), `www.instagram.com/milkpatrolband/`)
  await tapUploadPhoto(page, poster)
  await expect(page.getByRole(`status`).filter({ hasText: `Added` })).toBeVisible({ timeout: 60_000 })
  await publishRefused(`not a full web address`)
  await expect(page.locator(`#refusal`)).toContainText(`not a full web address`)
  expect(errors).toEqual([])
})

test(`on a phone, an open file's toolbar shows no "Check for Preview", a button with nothing to show`, async ({
  page,
}) => {
  await editor.open(page)
  await page.getByText(`FAQ`, { exact: true }).tap()
  await expect(page.getByText(`Files`, { exact: true })).toBeVisible({ timeout: 60_000 })
  // Decap draws it (its deploy previews need a site_url, which the editor has not): drawn, and not shown.
  const check = page.getByText(`Check for Preview`)
  await expect(check).toBeAttached()
  await expect(check).toBeHidden()
  await expect(page.getByRole(`button`, { name: `Account` })).toBeVisible()
})
