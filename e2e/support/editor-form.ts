// What a band member does in the editor's forms, for the editor's browser tests: the show they add (next year, so
// it is upcoming), filling its fields, picking its picture, adding a member, and pressing Publish.
import type { Page } from "@playwright/test"
import sharp from "sharp"

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

/** Uploads a picture file from this computer into the last picture field. */
export async function uploadPicture(page: Page, file: string): Promise<void> {
  await openPictures(page)
  await page.setInputFiles(`input[type=file]`, file)
  await page.getByRole(`button`, { name: `Choose selected` }).click()
}

/** Adds a member with one role at the end of the Members form. */
export async function addMember(page: Page, { name, role }: { name: string; role: string }): Promise<void> {
  await page.getByRole(`button`, { name: /Add member/ }).click()
  await page.getByLabel(`Name`, { exact: true }).last().fill(name)
  await page
    .getByRole(`button`, { name: /Add instruments and roles/ })
    .last()
    .click()
  await page.getByLabel(`Role`, { exact: true }).last().fill(role)
}

/** Publish, then "Publish now": what happens next (saved, or refused with a message) is the test's to check. */
export async function pressPublish(page: Page): Promise<void> {
  await page.getByRole(`button`, { name: `Publish` }).click()
  await page.getByText(`Publish now`, { exact: true }).click()
}
