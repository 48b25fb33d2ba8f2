// Where a band member's thumb or mouse lands in the editor. On a phone (390 × 844, touch), every control of the walk:
// the list of files, the account menu, the booking kit's form and its file picker, the Shows form with a show open
// (its venue, its picture field), the media library with a picture selected, and the Publish menu. Each is measured
// where the walk shows it: 44 × 44 CSS px at least and wholly on the screen across, its text in WCAG 2.2 AA contrast,
// and, reached with Tab, a visible outline; the measurements are attached to the report, one control a line. On a
// laptop, a click in the middle of an empty date box starts the date at its month.
import path from "path"
import { promises as fs } from "fs"
import type { Locator, Page } from "@playwright/test"
import { test, expect } from "./support/editor-browser"
import { startLocalEditor, type LocalEditor } from "./support/local-editor"
import { addEmptyShow, nextYear, showDate } from "./support/editor-form"
import {
  contentFixture,
  removeMadeFolders,
  temporaryFolder,
} from "../src/content-model/__fixtures__/content-fixture"
import { phoneScreen } from "./support/phone"
import {
  contrastOfControls,
  focusUnseen,
  measureControls,
  measuredTable,
  outOfThumbsReach,
} from "./support/tap-targets"

let editor: LocalEditor

test.describe.configure({ timeout: 240_000 })

test.beforeAll(async () => {
  const folder = await temporaryFolder(`milk-patrol-reach-`)
  const contentDir = path.join(folder, `content`)
  await fs.cp(await contentFixture(), contentDir, { recursive: true })
  editor = await startLocalEditor({ contentDir })
})

test.afterAll(async () => {
  await editor?.stop()
  await removeMadeFolders()
})

/** A show's title in the Shows list, tapped where a finger lands on it (the bar's › reaches over it). */
async function tapTitle(page: Page, title: string): Promise<void> {
  const text = page.getByText(title, { exact: true })
  await text.scrollIntoViewIfNeeded()
  const box = (await text.boundingBox())!
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
}

test.describe(`on a phone`, () => {
  test.use(phoneScreen)

  test(`every control of the editor's walk is 44 × 44 px at least, on the screen, readable and seen when focused`, async ({
    page,
  }, testInfo) => {
    const screenWidth = phoneScreen.viewport.width
    const tables: string[] = []
    const faults: string[] = []
    /** Measures the screen as it is now, under `where`; `tabs`: how many Tab presses walk it for the focus. */
    const measure = async (where: string, tabs = 0) => {
      const measured = await measureControls(page)
      expect(measured.length, `controls found on ${where}`).toBeGreaterThan(0)
      tables.push(measuredTable(where, measured))
      faults.push(...outOfThumbsReach(measured, screenWidth).map((fault) => `${where}: ${fault}`))
      faults.push(...(await contrastOfControls(page)).map((fault) => `${where}, contrast: ${fault}`))
      if (tabs > 0)
        faults.push(
          ...(await focusUnseen(page, Math.min(tabs, 60))).map((name) => `${where}, focus not seen: ${name}`),
        )
    }
    const tap = (target: Locator) => target.tap()

    try {
      // The list of files, then the account menu over it.
      await editor.open(page)
      await expect(page.getByText(`Shows`, { exact: true })).toBeVisible({ timeout: 60_000 })
      const list = await measureControls(page)
      await measure(`the list of files`, list.length + 4)
      await tap(page.getByRole(`button`, { name: /^Account/ }))
      const logOut = page.getByRole(`menuitem`, { name: `Log Out` })
      await expect(logOut).toBeVisible()
      await measure(`the account menu`)
      await page.keyboard.press(`Escape`)
      await expect(logOut).toBeHidden()

      // The booking kit: its stage plot's "Choose a file", and the media library it opens.
      await tap(page.getByText(`Booking kit`, { exact: true }))
      const chooseFile = page.getByRole(`button`, { name: `Choose a file` })
      await expect(chooseFile).toBeVisible({ timeout: 60_000 })
      await measure(`the booking kit's form`, 40)
      await tap(chooseFile)
      await expect(page.getByRole(`button`, { name: `Choose selected` })).toBeVisible({ timeout: 30_000 })
      await measure(`the media library, for a file`)
      await tap(page.getByRole(`dialog`).getByRole(`button`, { name: `Close` }))
      await expect(page.getByRole(`button`, { name: `Choose selected` })).toBeHidden()
      await tap(page.getByRole(`link`, { name: /Files/ }))

      // The Shows form with its first show open: its fields, its venue, its picture field.
      await tap(page.getByText(`Shows`, { exact: true }))
      await expect(page.getByRole(`button`, { name: /Add show/ })).toBeVisible({ timeout: 60_000 })
      await tapTitle(page, `18 Sep 2024: 103 W. Franklin St. Downs, IL`)
      const when = page.getByLabel(`When (as shown on the poster)`, { exact: true }).filter({ visible: true })
      await expect(when).toHaveValue(`4pm, Sept 18th, 2024`)
      const chooseImage = page
        .getByRole(`button`, { name: /Choose (an|different) image/ })
        .filter({ visible: true })
      await expect(chooseImage).toHaveCount(1)
      await measure(`the Shows form, a show open`, 60)

      // The media library from the picture field, a picture in it selected (so every button of it can be pressed).
      await tap(chooseImage)
      const chooseSelected = page.getByRole(`button`, { name: `Choose selected` })
      await expect(chooseSelected).toBeVisible({ timeout: 30_000 })
      await tap(page.getByRole(`dialog`).getByText(`2024-09-18-downs.png`))
      await expect(chooseSelected).toBeEnabled()
      await measure(`the media library, a picture selected`, 20)
      await tap(page.getByRole(`dialog`).getByRole(`button`, { name: `Close` }))
      await expect(chooseSelected).toBeHidden()

      // A change typed, so the toolbar offers Publish; its menu open.
      await tap(when)
      await page.keyboard.press(`End`)
      await when.pressSequentially(`!`)
      const publish = page.getByRole(`button`, { name: `Publish`, exact: true })
      await expect(publish).toBeVisible()
      await tap(publish)
      await expect(page.getByText(`Publish now`, { exact: true })).toBeVisible()
      await measure(`the Shows form, the Publish menu open`)
    } finally {
      // What was measured, however far the walk went.
      await testInfo.attach(`controls measured`, { body: tables.join(`\n\n`), contentType: `text/plain` })
    }
    expect(
      faults,
      `Out of a thumb's reach, unreadable or unseen when focused:\n${faults.join(`\n`)}`,
    ).toEqual([])
  })
})

test(`on a laptop, a click in the middle of an empty date box starts the date at its month`, async ({
  page,
}) => {
  await editor.open(page)
  await page.getByText(`Shows`, { exact: true }).click()
  await addEmptyShow(page)
  const date = showDate(page)
  await expect(date).toHaveValue(``)
  // Where a person aims at a box: its middle (Playwright's click), then the date typed key by key, month first.
  await date.click()
  await page.keyboard.type(`0612${nextYear}`)
  await expect(date).toHaveValue(`${nextYear}-06-12`)
})
