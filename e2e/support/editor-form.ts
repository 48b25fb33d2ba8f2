// What a band member does in the editor's Shows form, for the editor's browser tests: the show they add (next
// year, so it is upcoming), filling its fields, picking its picture, and pressing Publish.
import type { Page } from "@playwright/test"

export const nextYear = new Date().getFullYear() + 1

/** The show the editor tests add: next year at Nightshop, with an Instagram link. */
export const newShow = {
  where: `Nightshop in Bloomington`,
  when: `8pm, June 12th`,
  date: `${nextYear}-06-12T20:00`,
  link: `https://www.instagram.com/milkpatrolband/`,
}

/** Fills the text fields of the last show in the form (the one just added). */
export async function fillShow(page: Page, show: typeof newShow): Promise<void> {
  await page.getByLabel(`Where (venue or address)`, { exact: true }).last().fill(show.where)
  await page.getByLabel(`When (as shown on the poster)`, { exact: true }).last().fill(show.when)
  await page
    .getByLabel(/^Date and start time/)
    .last()
    .fill(show.date)
  await page.getByLabel(/^Link/).last().fill(show.link)
}

/** Opens the last picture field's media library (to choose, upload or delete a picture there). */
export async function openPictures(page: Page): Promise<void> {
  await page
    .getByRole(`button`, { name: /Choose (an|different) image/ })
    .last()
    .click()
}

/** Uploads a picture file from this computer into the last picture field. */
export async function uploadPicture(page: Page, file: string): Promise<void> {
  await openPictures(page)
  await page.setInputFiles(`input[type=file]`, file)
  await page.getByRole(`button`, { name: `Choose selected` }).click()
}

/** Publish, then "Publish now": what happens next (saved, or refused with a message) is the test's to check. */
export async function pressPublish(page: Page): Promise<void> {
  await page.getByRole(`button`, { name: `Publish` }).click()
  await page.getByText(`Publish now`, { exact: true }).click()
}
