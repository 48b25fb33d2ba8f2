// The picture field of the band's editor, on a phone (390 × 844, touch), tapped as a member does: a photo straight
// from a phone's camera (4032 × 3024, stored sideways with EXIF orientation 6) is published at most 2,400 px long,
// upright, named after the show's date and place, on this computer and on GitHub (the stand-in), with its show; a
// name a picture in use has is never taken, and a media-library upload over one is refused at Publish; a HEIC photo is
// refused right under the button it was picked with, on the phone's screen, and nothing is uploaded. A photo picked
// and then replaced by another is never committed, and a photo no form keeps is not kept in the browser either; one
// uploaded in Decap's media library is kept like the picture field's own, across a reload, until published. Decap's
// own controls under the upload button, tapped: "Choose an image", "Choose different image" and "Remove image" change
// the field; a camera's photo uploaded there, or a poster picked before the show's date and place are filled in, is
// committed named after them, clear of any picture of that name in the repository.
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import type { Locator, Page } from "@playwright/test"
import { test, expect } from "./support/editor-browser"
import { startLocalEditor } from "./support/local-editor"
import { gitHubStandIn, repositoryOf, type GitHubStandIn } from "./support/github-stand-in"
import {
  chooseInLibrary,
  chooseSelected,
  closeMessages,
  drawnPoster,
  keptFormOf,
  nextYear,
  showDate,
  tapUploadPhoto,
  typeDay,
  typeInto,
  uploadInLibrary,
  uploadPhotoButton,
  uploadPicture,
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
/** The sideways photo (sidewaysPhoto), drawn once for the file's tests in a worker; removed with its folder. */
let drawnPhoto: Promise<string> | undefined
/** Whether the page's "leave this page?" is answered Cancel. */
let stayOnPage = false

test.beforeAll(async () => {
  content = await contentFixture()
})

test.afterAll(async () => {
  drawnPhoto = undefined
  await removeMadeFolders()
})

/** Every file of the fixture content, as the GitHub stand-in holds them. */
const repositoryFiles = () => repositoryOf(content)

/**
 * The editor on a copy of the fixture content (or, with `github`, on the GitHub stand-in holding it), its Shows form
 * open and a show added at its end.
 */
async function newShowOpen(
  page: Page,
  name: string,
  github?: GitHubStandIn,
): Promise<{ contentDir: string; stop: () => Promise<void> }> {
  const contentDir = path.join(await temporaryFolder(`milk-patrol-pictures-${name}-`), `content`)
  await fs.cp(content, contentDir, { recursive: true })
  const editor = await startLocalEditor({ contentDir, github: github !== undefined })
  // Every question answered OK, but "leave this page?" answered Cancel while a test says so.
  page.on(
    `dialog`,
    (dialog) => void (dialog.type() === `beforeunload` && stayOnPage ? dialog.dismiss() : dialog.accept()),
  )
  await github?.serve(page)
  await editor.open(page)
  await page.getByText(`Shows`, { exact: true }).tap()
  await page.getByRole(`button`, { name: /Add show/ }).tap()
  return { contentDir, stop: editor.stop }
}

/** Fills in the new show at the Castle Theatre on March 14th next year, its poster left to the test. */
async function fillCastleShow(page: Page): Promise<void> {
  await typeInto(page.getByLabel(`Where (venue or address)`, { exact: true }).last(), `Castle Theatre`)
  await typeInto(page.getByLabel(`When (as shown on the poster)`, { exact: true }).last(), `8pm, March 14th`)
  await typeDay(showDate(page), `${nextYear}-03-14`)
  await typeInto(page.getByLabel(/^Link/).last(), `https://www.instagram.com/milkpatrolband/`)
}

async function publish(page: Page): Promise<void> {
  await page.getByRole(`button`, { name: `Publish` }).tap()
  await page.getByText(`Publish now`, { exact: true }).tap()
}

/**
 * A photo as a phone's camera stores it: 4032 wide, the left half red, and EXIF orientation 6 (turn it a quarter
 * clockwise to see it): upright it is 3024 wide and 4032 high, red at the top.
 */
function sidewaysPhoto(): Promise<string> {
  return (drawnPhoto ??= drawSidewaysPhoto())
}
async function drawSidewaysPhoto(): Promise<string> {
  const photo = path.join(await temporaryFolder(`milk-patrol-photo-`), `IMG_4412.JPG`)
  const half = { width: 2016, height: 3024, channels: 3, background: `#0000ff` } as const
  await sharp({ create: { ...half, width: 4032, background: `#ff0000` } })
    .composite([{ input: { create: half }, left: 2016, top: 0 }])
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .toFile(photo)
  return photo
}

/** The sideways photo as published: 1800 × 2400, a JPEG with no turn left to make, red at the top, blue below. */
async function expectPublishedUpright(published: Buffer): Promise<void> {
  const { width, height, orientation, format } = await sharp(published).metadata()
  expect({ width, height, format, upright: (orientation ?? 1) === 1 }).toEqual({
    width: 1800,
    height: 2400,
    format: `jpeg`,
    upright: true,
  })
  expect([await colourAt(published, 900, 200), await colourAt(published, 900, 2200)]).toEqual([`red`, `blue`])
}

/** Taps the new show's "Upload a photo" (a 44 px target, asking for the site's kinds) and hands the picker `file`. */
async function uploadPhoto(page: Page, file: string): Promise<void> {
  const box = await uploadPhotoButton(page).boundingBox()
  expect(box!.height).toBeGreaterThanOrEqual(44)
  // The phone is asked for the site's kinds of picture, so that it hands a HEIC from its photos over as JPEG.
  await expect(page.locator(`.milk-patrol-upload input`).last()).toHaveAttribute(
    `accept`,
    `image/jpeg,image/png,image/webp,image/avif`,
  )
  await tapUploadPhoto(page, file)
}

/**
 * Uploads `file` as uploadPhoto does and waits for the widget to say it was added at `size` ("1800 × 2400", as made
 * smaller in the browser); the words, for a test that asks more of them.
 */
async function addPhoto(page: Page, file: string, size: string): Promise<Locator> {
  await uploadPhoto(page, file)
  const added = page.getByRole(`status`).filter({ hasText: `Added (${size} px)` })
  await expect(added).toBeVisible({ timeout: 60_000 })
  return added
}

/** The red and blue of the photo, as sharp reads one pixel of the published file. */
async function colourAt(file: Buffer, left: number, top: number): Promise<string> {
  const pixel = await sharp(file).extract({ left, top, width: 1, height: 1 }).raw().toBuffer()
  return pixel[0]! > 200 && pixel[2]! < 60 ? `red` : pixel[2]! > 200 && pixel[0]! < 60 ? `blue` : `other`
}

test(`a phone's 4032 × 3024 photo stored sideways is published 2,400 px long, upright, named after the show's date and place`, async ({
  page,
}) => {
  const photo = await sidewaysPhoto()
  const { contentDir, stop } = await newShowOpen(page, `photo`)
  try {
    await fillCastleShow(page)
    await expect(await addPhoto(page, photo, `1800 × 2400`)).toBeInViewport()
    await publish(page)
    await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })

    const { shows } = JSON.parse(await fs.readFile(path.join(contentDir, `shows.json`), `utf8`))
    const name = `images/posters/${nextYear}-03-14-castle-theatre.jpg`
    expect(shows.at(-1).img).toBe(name)
    await expectPublishedUpright(await fs.readFile(path.join(contentDir, name)))
    expect(await fs.readdir(path.join(contentDir, `images`, `posters`))).not.toContainEqual(
      expect.stringMatching(/img_4412/i),
    )
  } finally {
    await stop()
  }
})

test(`with GitHub: the photo is committed with its show, 2,400 px long, upright, named after the show`, async ({
  page,
}) => {
  const github = gitHubStandIn(`milkpatrol/milkpatrol`, await repositoryFiles())
  const { stop } = await newShowOpen(page, `github-photo`, github)
  try {
    await fillCastleShow(page)
    await addPhoto(page, await sidewaysPhoto(), `1800 × 2400`)
    await publish(page)
    await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    const name = `images/posters/${nextYear}-03-14-castle-theatre.jpg`
    expect(JSON.parse(github.file(`content/shows.json`)!).shows.at(-1).img).toBe(name)
    await expectPublishedUpright(github.bytes(`content/${name}`)!)
    expect(github.history()).toHaveLength(2)
    expect(github.unknownCalls).toEqual([])
  } finally {
    await stop()
  }
})

test(`with GitHub: a poster uploaded in the media library over one in use, "replace it?" answered OK, goes to the new show under its name; the poster in use stays`, async ({
  page,
}) => {
  const files = await repositoryFiles()
  const inUse = `content/images/posters/2024-09-18-downs.png`
  const github = gitHubStandIn(`milkpatrol/milkpatrol`, files)
  const poster = path.join(await temporaryFolder(`milk-patrol-poster-`), `2024-09-18 downs.png`)
  await sharp({ create: { width: 600, height: 500, channels: 3, background: `#2f6fd6` } })
    .png()
    .toFile(poster)
  const { stop } = await newShowOpen(page, `github-replace`, github)
  try {
    await fillCastleShow(page)
    await uploadPicture(page, poster)
    // Decap's "Failed to delete media" (the editor kept the poster in use when Decap deleted it to replace it) lies
    // over Publish: closed, as a member would, instead of tapped through until it leaves on its own (8 s).
    await closeMessages(page)
    await publish(page)
    await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    const { shows } = JSON.parse(github.file(`content/shows.json`)!)
    expect(shows[0].img).toBe(`images/posters/2024-09-18-downs.png`)
    const name = `images/posters/${nextYear}-03-14-castle-theatre.png`
    expect(shows.at(-1).img).toBe(name)
    expect(github.bytes(inUse)).toEqual(files[inUse])
    expect((await sharp(github.bytes(`content/${name}`)!).metadata()).width).toBe(600)
    expect(github.history()).toHaveLength(2)
    expect(github.unknownCalls).toEqual([])
  } finally {
    await stop()
  }
})

test(`a show on the day and at the place of a show whose poster is in use gets a picture name of its own: that poster stays`, async ({
  page,
}) => {
  const poster = path.join(await temporaryFolder(`milk-patrol-poster-`), `2024-09-18-downs.png`)
  await sharp({ create: { width: 600, height: 500, channels: 3, background: `#2f6fd6` } })
    .png()
    .toFile(poster)
  const { contentDir, stop } = await newShowOpen(page, `in-use`)
  const inUse = path.join(contentDir, `images`, `posters`, `2024-09-18-downs.png`)
  const before = await fs.readFile(inUse)
  try {
    await typeInto(page.getByLabel(`Where (venue or address)`, { exact: true }).last(), `Downs`)
    await typeDay(showDate(page), `2024-09-18`)
    await addPhoto(page, poster, `600 × 500`)
    await typeInto(page.getByLabel(`When (as shown on the poster)`, { exact: true }).last(), `4pm`)
    await typeInto(page.getByLabel(/^Link/).last(), `https://www.instagram.com/milkpatrolband/`)
    await publish(page)
    await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    const { shows } = JSON.parse(await fs.readFile(path.join(contentDir, `shows.json`), `utf8`))
    expect(shows.map((show: { img: string }) => show.img)).toContain(`images/posters/2024-09-18-downs.png`)
    expect(shows.at(-1).img).toBe(`images/posters/2024-09-18-downs-2.png`)
    expect(await fs.readFile(inUse)).toEqual(before)
  } finally {
    await stop()
  }
})

test(`a HEIC photo is refused right under the button it was picked with, on the phone's screen, and nothing is uploaded`, async ({
  page,
}) => {
  const photo = path.join(await temporaryFolder(`milk-patrol-heic-`), `IMG_0042.HEIC`)
  await fs.writeFile(photo, Buffer.from(`\0\0\0\x18ftypheic\0\0\0\0mif1heic`, `latin1`))
  const { contentDir, stop } = await newShowOpen(page, `heic`)
  try {
    await uploadPhoto(page, photo)
    const refusal = page.getByRole(`alert`).filter({ hasText: `"IMG_0042.HEIC" is a HEIC photo` })
    await expect(refusal).toBeInViewport()
    await expect(refusal).toContainText(
      `"IMG_0042.HEIC" is a HEIC photo (the iPhone's format), which the site cannot show, so it was not added. On the phone, pick it from your photos ("Photo Library"), not from Files`,
    )
    // Right under the button it was picked with: on the phone's screen together.
    await expect(page.getByText(`Upload a photo or poster (JPEG or PNG)`).last()).toBeInViewport()
    expect(await fs.readdir(path.join(contentDir, `images`, `posters`))).not.toContainEqual(
      expect.stringMatching(/img_0042/i),
    )
  } finally {
    await stop()
  }
})

/** The shows of the Shows form as the editor keeps it in this browser (2 s after a change), the last the new one. */
const keptShows = async (page: Page): Promise<{ img?: string }[]> =>
  ((await keptFormOf(page, `shows`)) as { shows?: { img?: string }[] } | undefined)?.shows ?? []

/** Taps the new show's "Choose an image" (Decap's image control, under the picture field's own upload). */
const tapChooseAnImage = (page: Page) => page.getByRole(`button`, { name: `Choose an image` }).last().tap()

test(`with GitHub: "Choose an image" puts a poster already on the site in the field, "Choose different image" another, "Remove image" empties it; the Publish names the poster chosen last and commits no picture`, async ({
  page,
}) => {
  const files = await repositoryFiles()
  const github = gitHubStandIn(`milkpatrol/milkpatrol`, files)
  const { stop } = await newShowOpen(page, `github-choose`, github)
  const posterOfNewShow = async () => (await keptShows(page)).at(-1)?.img ?? ``
  try {
    await fillCastleShow(page)
    await tapChooseAnImage(page)
    await chooseInLibrary(page, `2024-09-18-downs.png`)
    await expect.poll(posterOfNewShow, { timeout: 15_000 }).toBe(`images/posters/2024-09-18-downs.png`)
    await page.getByRole(`button`, { name: `Choose different image` }).last().tap()
    await chooseInLibrary(page, `2024-08-14-the-space.png`)
    await expect.poll(posterOfNewShow, { timeout: 15_000 }).toBe(`images/posters/2024-08-14-the-space.png`)
    await page.getByRole(`button`, { name: `Remove image` }).last().tap()
    await expect(page.getByRole(`button`, { name: `Remove image` })).toHaveCount(0)
    await expect.poll(posterOfNewShow, { timeout: 15_000 }).toBe(``)
    await tapChooseAnImage(page)
    await chooseInLibrary(page, `2024-08-14-the-space.png`)
    await publish(page)
    await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    const { shows } = JSON.parse(github.file(`content/shows.json`)!)
    expect(shows.at(-1)).toMatchObject({
      where: `Castle Theatre`,
      img: `images/posters/2024-08-14-the-space.png`,
    })
    for (const [file, bytes] of Object.entries(files))
      if (file.startsWith(`content/images/`)) expect(github.bytes(file)).toEqual(bytes)
    expect(github.history()).toHaveLength(2)
    expect(github.unknownCalls).toEqual([])
  } finally {
    await stop()
  }
})

test(`with GitHub: a camera's photo uploaded through "Choose an image" is committed named after its show's date and place, clear of a picture of that name already in the repository`, async ({
  page,
}) => {
  const files = await repositoryFiles()
  const there = `content/images/posters/${nextYear}-03-14-castle-theatre.jpg`
  files[there] = await sharp({ create: { width: 500, height: 400, channels: 3, background: `#00aa00` } })
    .jpeg()
    .toBuffer()
  const photo = path.join(await temporaryFolder(`milk-patrol-camera-`), `IMG_4412.JPG`)
  await sharp({ create: { width: 600, height: 500, channels: 3, background: `#2f6fd6` } })
    .jpeg()
    .toFile(photo)
  const github = gitHubStandIn(`milkpatrol/milkpatrol`, files)
  const { stop } = await newShowOpen(page, `github-camera`, github)
  try {
    await fillCastleShow(page)
    await tapChooseAnImage(page)
    await uploadInLibrary(page, photo)
    await chooseSelected(page)
    await publish(page)
    await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    const name = `images/posters/${nextYear}-03-14-castle-theatre-2.jpg`
    expect(JSON.parse(github.file(`content/shows.json`)!).shows.at(-1).img).toBe(name)
    expect(github.bytes(`content/${name}`)).toEqual(await fs.readFile(photo))
    expect(github.bytes(there)).toEqual(files[there])
    expect(github.bytes(`content/images/posters/img_4412.jpg`)).toBeUndefined()
    expect(github.history()).toHaveLength(2)
  } finally {
    await stop()
  }
})

for (const picker of [`its own "Upload a photo"`, `"Choose an image", then Upload`] as const)
  test(`with GitHub: a poster picked with ${picker} before the show's date and place are filled in is committed named after them`, async ({
    page,
  }) => {
    const github = gitHubStandIn(`milkpatrol/milkpatrol`, await repositoryFiles())
    const [poster] = await twoPosters()
    const { stop } = await newShowOpen(page, `github-picked-first`, github)
    try {
      if (picker === `its own "Upload a photo"`) await addPhoto(page, poster, `600 × 500`)
      else {
        await tapChooseAnImage(page)
        await uploadInLibrary(page, poster)
        await chooseSelected(page)
      }
      await fillCastleShow(page)
      await publish(page)
      await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
      const name = `images/posters/${nextYear}-03-14-castle-theatre.png`
      expect(JSON.parse(github.file(`content/shows.json`)!).shows.at(-1).img).toBe(name)
      expect((await sharp(github.bytes(`content/${name}`)!).metadata()).width).toBe(600)
      for (const named of [`poster.png`, `img_0001.png`])
        expect(github.bytes(`content/images/posters/${named}`)).toBeUndefined()
      expect(github.history()).toHaveLength(2)
    } finally {
      await stop()
    }
  })

/** The names of the pictures the editor keeps in this browser for forms not published (src/editor/decap/picture-store.ts). */
const keptPictures = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open(`milk-patrol: pictures of forms not published`, 1)
        opening.onupgradeneeded = () => opening.result.createObjectStore(`pictures`)
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const request = opening.result.transaction(`pictures`).objectStore(`pictures`).getAllKeys()
          request.onsuccess = () => {
            opening.result.close()
            resolve(request.result.map(String).sort())
          }
          request.onerror = () => reject(request.error)
        }
      }),
  )

/** Two posters a member might pick one after the other, told apart by their width. */
async function twoPosters(): Promise<[string, string]> {
  const folder = await temporaryFolder(`milk-patrol-two-posters-`)
  const [first, second] = [path.join(folder, `IMG_0001.png`), path.join(folder, `IMG_0002.png`)]
  await fs.writeFile(first, await drawnPoster(600, `#d60032`))
  await fs.writeFile(second, await drawnPoster(700, `#2f6fd6`))
  return [first, second]
}

for (const where of [`on this computer`, `with GitHub`] as const)
  test(`${where}: a second photo picked for the same show is the only one committed, and the browser keeps neither once published`, async ({
    page,
  }) => {
    const github =
      where === `with GitHub` ? gitHubStandIn(`milkpatrol/milkpatrol`, await repositoryFiles()) : undefined
    const [first, second] = await twoPosters()
    const { contentDir, stop } = await newShowOpen(page, `second-photo`, github)
    try {
      // Picked before the show is filled in (named as a poster of no show yet), then another once it is.
      await addPhoto(page, first, `600 × 500`)
      await expect.poll(() => keptPictures(page), { timeout: 10_000 }).toHaveLength(1)
      const [firstName] = await keptPictures(page)
      await fillCastleShow(page)
      await addPhoto(page, second, `700 × 500`)
      await publish(page)
      await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })

      const committed = (name: string) =>
        github
          ? github.bytes(`content/${name}`)
          : fs.readFile(path.join(contentDir, name)).catch(() => undefined)
      const shows = github
        ? JSON.parse(github.file(`content/shows.json`)!).shows
        : JSON.parse(await fs.readFile(path.join(contentDir, `shows.json`), `utf8`)).shows
      const named = shows.at(-1).img as string
      expect(named).toBe(`images/posters/${nextYear}-03-14-castle-theatre.png`)
      expect((await sharp((await committed(named))!).metadata()).width).toBe(700)
      // The first photo, picked and then replaced, is not in the repository.
      expect(firstName).not.toBe(path.basename(named))
      expect(await committed(`images/posters/${firstName}`)).toBeUndefined()
      await expect.poll(() => keptPictures(page), { timeout: 10_000 }).toEqual([])
    } finally {
      await stop()
    }
  })

test(`a poster uploaded in Decap's media library is kept in the browser as it is chosen: after a reload, the form given back publishes it`, async ({
  page,
}) => {
  const [poster] = await twoPosters()
  const { contentDir, stop } = await newShowOpen(page, `library-reload`)
  try {
    await fillCastleShow(page)
    await uploadPicture(page, poster)
    // Decap saves the library's upload under its own lower-cased name.
    await expect.poll(() => keptPictures(page), { timeout: 10_000 }).toEqual([`img_0001.png`])
    await expect
      .poll(() => keptFormOf(page, `shows`), { timeout: 10_000 })
      .toMatchObject({
        shows: expect.arrayContaining([expect.objectContaining({ img: `images/posters/img_0001.png` })]),
      })
    await page.reload()
    await expect(
      page.getByText(`Your changes from before you left this page are back in this form.`),
    ).toBeVisible({ timeout: 60_000 })
    await publish(page)
    await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
    const { shows } = JSON.parse(await fs.readFile(path.join(contentDir, `shows.json`), `utf8`))
    // Named after its show at Publish, not as the camera named it.
    expect(shows.at(-1).img).toBe(`images/posters/${nextYear}-03-14-castle-theatre.png`)
    const published = await fs.readFile(
      path.join(contentDir, `images`, `posters`, `${nextYear}-03-14-castle-theatre.png`),
    )
    expect((await sharp(published).metadata()).width).toBe(600)
  } finally {
    await stop()
  }
})

test(`"Drop them" shows the file as published, and forgets the photo picked with the dropped changes; a photo no kept form names is forgotten when the editor starts`, async ({
  page,
}) => {
  const [poster] = await twoPosters()
  const { stop } = await newShowOpen(page, `drop`)
  try {
    await fillCastleShow(page)
    await addPhoto(page, poster, `600 × 500`)
    const name = `${nextYear}-03-14-castle-theatre.png`
    await expect
      .poll(() => keptFormOf(page, `shows`), { timeout: 10_000 })
      .toMatchObject({
        shows: expect.arrayContaining([expect.objectContaining({ img: `images/posters/${name}` })]),
      })
    expect(await keptPictures(page)).toEqual([name])

    await page.reload()
    const back = page.getByText(`Your changes from before you left this page are back in this form.`)
    await expect(back).toBeVisible({ timeout: 60_000 })
    await expect(page.getByText(`Castle Theatre`).first()).toBeAttached()
    await page.getByRole(`button`, { name: `Drop them` }).tap()
    // The form as published: no Castle Theatre show, nothing said to be back, and nothing of it kept.
    await expect(page.getByText(`Your changes are kept on this device until you publish them`)).toBeVisible({
      timeout: 60_000,
    })
    await expect(back).toHaveCount(0)
    await expect(page.getByText(`Castle Theatre`)).toHaveCount(0)
    await page.waitForTimeout(3_000)
    expect(await keptFormOf(page, `shows`)).toBeUndefined()
    expect(await keptPictures(page)).toEqual([])

    // A picture left in the browser by a form no longer kept (a tab closed before the form was): gone at the start.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const opening = indexedDB.open(`milk-patrol: pictures of forms not published`, 1)
          opening.onsuccess = () => {
            const adding = opening.result
              .transaction(`pictures`, `readwrite`)
              .objectStore(`pictures`)
              .put(new Blob([`left over`]), `left-over.png`)
            adding.onsuccess = () => {
              opening.result.close()
              resolve()
            }
            adding.onerror = () => reject(adding.error)
          }
        }),
    )
    expect(await keptPictures(page)).toEqual([`left-over.png`])
    await page.reload()
    await expect(page.getByRole(`button`, { name: /Add show/ })).toBeVisible({ timeout: 60_000 })
    await expect.poll(() => keptPictures(page), { timeout: 10_000 }).toEqual([])
  } finally {
    await stop()
  }
})

test(`"Drop them", then Cancel on "leave this page?": the page stays, and the changes it still shows are kept again`, async ({
  page,
}) => {
  const { stop } = await newShowOpen(page, `drop-cancelled`)
  try {
    await fillCastleShow(page)
    await expect.poll(() => keptFormOf(page, `shows`), { timeout: 10_000 }).toBeDefined()
    await page.reload()
    await expect(
      page.getByText(`Your changes from before you left this page are back in this form.`),
    ).toBeVisible({
      timeout: 60_000,
    })
    stayOnPage = true
    const leaveAsked = page.waitForEvent(`dialog`)
    await page.getByRole(`button`, { name: `Drop them` }).tap()
    await leaveAsked
    await expect.poll(() => keptFormOf(page, `shows`), { timeout: 10_000 }).toBeUndefined()
    // The page stayed: the form still shows the changes, and what is typed next is kept as before.
    await page.locator(`[class*="ListItemTopBar"]:visible`).last().locator(`button`).first().tap()
    await typeInto(page.getByLabel(`When (as shown on the poster)`, { exact: true }).last(), ` doors 7pm`)
    await expect
      .poll(async () => JSON.stringify(await keptFormOf(page, `shows`)), { timeout: 15_000 })
      .toContain(`doors 7pm`)
  } finally {
    stayOnPage = false
    await stop()
  }
})
