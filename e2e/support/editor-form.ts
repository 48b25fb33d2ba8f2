// What a band member does in the editor's forms, for the editor's browser tests: the show they add (next year, so
// it is upcoming), filling its fields, picking its picture, adding a member or a question, pressing Publish, and
// closing the messages that follow.
import { expect, type Locator, type Page } from "@playwright/test"
import sharp from "sharp"

export const nextYear = new Date().getFullYear() + 1

/** The show the editor tests add: next year at Nightshop, with an Instagram link. */
export const newShow = {
  where: `Nightshop in Bloomington`,
  when: `8pm, June 12th`,
  date: `${nextYear}-06-12T20:00`,
  link: `https://www.instagram.com/milkpatrolband/`,
}

/**
 * Presses a list's "Add …" button and waits until the editor has drawn the item it adds, that is until `field` (a
 * field every item has) counts one more; returns the new item's field, the last. Without the wait, `.last()` would
 * be the list's old last item if the editor drew the new one after the click returned.
 */
export async function addItem(button: Locator, field: Locator): Promise<Locator> {
  const before = await field.count()
  await button.click()
  await expect.poll(() => field.count(), { timeout: 15_000 }).toBeGreaterThan(before)
  return field.last()
}

/** Adds an empty show at the end of the Shows form; returns its "Where" field. */
export function addEmptyShow(page: Page): Promise<Locator> {
  return addItem(
    page.getByRole(`button`, { name: /Add show/ }),
    page.getByLabel(`Where (venue or address)`, { exact: true }),
  )
}

/** Adds a show at the end of the Shows form and fills its text fields. */
export async function addShow(page: Page, show: typeof newShow): Promise<void> {
  await addEmptyShow(page)
  await fillShow(page, show)
}

/** Types into the text fields and pickers of the last show in the form (the one just added). */
export async function fillShow(page: Page, show: typeof newShow): Promise<void> {
  await typeInto(page.getByLabel(`Where (venue or address)`, { exact: true }).last(), show.where)
  await typeInto(page.getByLabel(`When (as shown on the poster)`, { exact: true }).last(), show.when)
  // The form's own pickers: the day, then the start time (left empty for a date alone).
  const [day, time] = show.date.split(`T`)
  await typeDay(showDate(page), day!)
  await dateDrawn(showDate(page), day!)
  // Its own time picker: the show's "First planned for" has one too, further down, so the last "Start time" is that.
  if (time) await typeTime(startTime(showDate(page)), time)
  await typeInto(page.getByLabel(/^Link/).last(), show.link)
}

/** Whether the page is on a touch screen (the phone profile): a person taps there and clicks elsewhere. */
const onTouchScreen = (page: Page): Promise<boolean> => page.evaluate(() => navigator.maxTouchPoints > 0)

/** A tap on a touch screen, else a click, on `target` (at `position` within it, when given). */
export async function pointAt(target: Locator, position?: { x: number; y: number }): Promise<void> {
  if (await onTouchScreen(target.page())) await target.tap({ position })
  else await target.click({ position })
}

/**
 * Taps or clicks a text field and types `text` over what it holds, key by key, as a person does: never a paste of
 * the whole value, which would pass by what the editor does between keys (decap-cms#4646 dropped ", " that way).
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await pointAt(field)
  await field.press(`ControlOrMeta+a`)
  if (text === ``) await field.press(`Backspace`)
  else await field.page().keyboard.type(text)
}

/** Taps or clicks a picker at its left edge, where its first part (the month, the hour) is. */
async function pointAtFirstPart(picker: Locator): Promise<void> {
  const box = await picker.boundingBox()
  if (!box) throw new Error(`The picker is not on the screen`)
  await pointAt(picker, { x: 8, y: box.height / 2 })
}

/** Types a day (YYYY-MM-DD) into a date picker as on a US keyboard: month, day, then year digits. */
export async function typeDay(date: Locator, day: string): Promise<void> {
  const [year, month, dayOfMonth] = day.split(`-`)
  await pointAtFirstPart(date)
  await date.page().keyboard.type(`${month}${dayOfMonth}${year}`)
}

/** Types a start time (HH:MM, 24 hours) into a time picker as on a US keyboard: hour, minutes, then AM or PM. */
export async function typeTime(time: Locator, value: string): Promise<void> {
  const [hours, minutes] = value.split(`:`).map(Number) as [number, number]
  const twoDigits = (part: number) => String(part).padStart(2, `0`)
  await pointAtFirstPart(time)
  await time
    .page()
    .keyboard.type(`${twoDigits(hours % 12 || 12)}${twoDigits(minutes)}${hours < 12 ? `AM` : `PM`}`)
}

/** The last show's date picker (its "date", not its "previousDate", whose widget is the same). */
export const showDate = (page: Page): Locator =>
  page.locator(`.milk-patrol-date:has(input[id^="date-field"])`).last().locator(`input[type=date]`)

/** The start time picker beside a date picker. */
export const startTime = (date: Locator): Locator => date.locator(`xpath=..`).locator(`input[type=time]`)

/** Waits until the editor has drawn the date picker again from the field's new value (the day picked). */
export const dateDrawn = (date: Locator, day: string) => expect(date).toHaveAttribute(`value`, day)

/** A poster drawn `width` pixels wide in one colour, as PNG bytes (wide enough for the checker's width rule). */
export function drawnPoster(width: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height: 500, channels: 3, background: colour } })
    .png()
    .toBuffer()
}

/** Opens the last picture field's media library (to choose, upload or delete a picture there). */
export async function openPictures(page: Page): Promise<void> {
  await page
    .getByRole(`button`, { name: /Choose (an|different) image/ })
    .last()
    .click()
}

/** Uploads a picture file from this computer into the last picture field, through Decap's media library. */
export async function uploadPicture(page: Page, file: string): Promise<void> {
  await openPictures(page)
  // The library's own file input, drawn last, after the picture fields' "Upload a photo".
  await page.locator(`input[type=file]`).last().setInputFiles(file)
  await page.getByRole(`button`, { name: `Choose selected` }).click()
}

/**
 * Taps (on a laptop, clicks) the open media library's Upload and hands the file picker `file` (the picker is the
 * phone's or the computer's own, which a test cannot drive): the library then has it selected.
 */
export async function uploadInLibrary(page: Page, file: string): Promise<void> {
  const upload = page.getByText(`Upload`, { exact: true })
  const [picker] = await Promise.all([page.waitForEvent(`filechooser`), pointAt(upload)])
  await picker.setFiles(file)
}

/**
 * Taps (on a laptop, clicks) a file the open media library lists, by its name, then "Choose selected". A tap made while
 * the library still draws its list (the files arrive after it opens) may select nothing, as a member's would: then
 * "Choose selected" stays disabled, and the member taps the file again.
 */
export async function chooseInLibrary(page: Page, name: string): Promise<void> {
  const choose = page.getByRole(`button`, { name: `Choose selected` })
  await expect(async () => {
    await pointAt(page.getByText(name, { exact: true }))
    await expect(choose).toBeEnabled({ timeout: 10_000 })
  }).toPass({ timeout: 45_000 })
  await chooseSelected(page)
}

/** Taps (on a laptop, clicks) the media library's "Choose selected" once a file is selected, which closes it. */
export async function chooseSelected(page: Page): Promise<void> {
  const choose = page.getByRole(`button`, { name: `Choose selected` })
  await pointAt(choose)
  await expect(choose).toBeHidden()
}

/** The last picture field's own upload button (src/editor/decap/picture-widget.ts). */
export const uploadPhotoButton = (page: Page): Locator =>
  page.getByText(`Upload a photo or poster (JPEG or PNG)`).last()

/**
 * Taps the last picture field's "Upload a photo" and hands the phone's picker `file` (the picker is the phone's own,
 * which a test cannot drive).
 */
export async function tapUploadPhoto(page: Page, file: string): Promise<void> {
  const [picker] = await Promise.all([page.waitForEvent(`filechooser`), uploadPhotoButton(page).tap()])
  await picker.setFiles(file)
}

/** Adds a member with these roles at the end of the Members form. */
export async function addMember(page: Page, name: string, roles: string[]): Promise<void> {
  const nameField = await addItem(
    page.getByRole(`button`, { name: /Add member/ }),
    page.getByLabel(`Name`, { exact: true }),
  )
  await typeInto(nameField, name)
  // What they play: one line, separated by commas.
  if (roles.length > 0) await typeInto(page.getByLabel(/^Instruments and roles/).last(), roles.join(`, `))
}

/** Adds a question and its answer at the end of the FAQ form. */
export async function addQuestion(page: Page, question: string, answer: string): Promise<void> {
  const questionField = await addItem(
    page.getByRole(`button`, { name: /Add question/ }),
    page.getByLabel(`Question`, { exact: true }),
  )
  await typeInto(questionField, question)
  await typeInto(page.getByLabel(`Answer`, { exact: true }).last(), answer)
}

/** Publish, then "Publish now": what happens next (saved, or refused with a message) is the test's to check. */
export async function pressPublish(page: Page): Promise<void> {
  await page.getByRole(`button`, { name: `Publish` }).click()
  await page.getByText(`Publish now`, { exact: true }).click()
}

/**
 * Closes the messages Decap still shows from before ("Entry saved", "Failed to persist entry: …" stay a few
 * seconds), so that what the test reads next is what its own step made them say.
 */
export async function closeMessages(page: Page): Promise<void> {
  const messages = page.locator(`.Toastify__toast`)
  const touch = await onTouchScreen(page)
  // One at a time, each click short: a message that leaves on its own while its close button is clicked leaves a
  // click with nothing to click, which would wait for the test's whole limit and fail.
  await expect(async () => {
    const close = messages.locator(`.Toastify__close-button`).first()
    const options = { timeout: 1_000 }
    if ((await close.count()) > 0)
      await (touch ? close.tap(options) : close.click(options)).catch(() => undefined)
    await expect(messages).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
}

/**
 * The form of a content file as the editor keeps it for when the page is left (in localStorage, 2 s after the last
 * change and as the page is left; one kept form a tab: the latest kept), as that file's data; undefined while there
 * is none.
 */
export function keptFormOf(page: Page, file: string): Promise<unknown> {
  return page.evaluate((kind) => {
    const kept = Object.keys(localStorage)
      .filter((key) => key.startsWith(`milk-patrol: form in tab `) && key.endsWith(` of ${kind}`))
      .map((key) => JSON.parse(localStorage.getItem(key)!) as { data?: unknown; at: number })
      .filter((form) => form.data !== undefined)
      .sort((a, b) => b.at - a.at)
    return kept[0]?.data
  }, file)
}

/**
 * Forgets the forms the editor keeps as left (each test's rows start from the files on disk, not from the last row's
 * form). Called on the list of files, once the last form has gone (Decap hands the editor a form it leaves).
 */
export function forgetKeptForms(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith(`milk-patrol: form in tab `)) localStorage.removeItem(key)
  })
}
