// The booking kit's stage plot, set as a band member sets it, tapped on a phone (390 × 844, touch) and clicked on a
// laptop, against the GitHub stand-in: "Choose a file", then a PDF uploaded in the media library or one already in
// the repository picked there, "Choose selected". The field names the file, and the Publish commits booking.json with
// `stagePlot` and, for an upload, the PDF. A stage plot in the kit is changed with "Choose different file" and taken
// out with "Remove file".
import { promises as fs } from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { test, expect } from "./support/editor-browser"
import { startLocalEditor } from "./support/local-editor"
import { gitHubStandIn, repositoryOf, type GitHubStandIn } from "./support/github-stand-in"
import { chooseInLibrary, chooseSelected, pointAt, uploadInLibrary } from "./support/editor-form"
import {
  contentFixture,
  removeMadeFolders,
  temporaryFolder,
  type ContentData,
} from "../src/content-model/__fixtures__/content-fixture"
import { onePagePdf } from "../src/content-model/__fixtures__/edited-content"
import { phoneScreen } from "./support/phone"

test.describe.configure({ timeout: 180_000 })

test.afterAll(async () => {
  await removeMadeFolders()
})

/** A stage plot already in the repository, which no content names yet; and the one a kit names. */
const inRepository = `images/booking/input-list.pdf`
const inTheKit = `images/booking/stage-plot.pdf`

/**
 * The editor on the GitHub stand-in, holding the fixture content (its booking kit naming `stagePlot`, when given) and
 * both PDFs, with the Booking kit's form open.
 */
async function bookingKitOpen(
  page: Page,
  stagePlot?: string,
): Promise<{ github: GitHubStandIn; files: Record<string, string | Buffer>; stop: () => Promise<void> }> {
  const fixture = await contentFixture((data: ContentData) => {
    if (stagePlot) data.booking.booking = { stagePlot }
  })
  const contentDir = path.join(await temporaryFolder(`milk-patrol-stage-plot-`), `content`)
  await fs.cp(fixture, contentDir, { recursive: true })
  await fs.mkdir(path.join(contentDir, `images`, `booking`), { recursive: true })
  await fs.writeFile(path.join(contentDir, inRepository), onePagePdf(`Milk Patrol input list`))
  if (stagePlot) await fs.writeFile(path.join(contentDir, stagePlot), onePagePdf(`Milk Patrol stage plot`))
  const files = await repositoryOf(contentDir)
  const github = gitHubStandIn(`milkpatrol/milkpatrol`, files)
  const editor = await startLocalEditor({ contentDir, github: true })
  page.on(`dialog`, (dialog) => void dialog.accept())
  await github.serve(page)
  await editor.open(page)
  await pointAt(page.getByText(`Booking kit`, { exact: true }))
  return { github, files, stop: editor.stop }
}

async function publish(page: Page): Promise<void> {
  await pointAt(page.getByRole(`button`, { name: `Publish` }))
  await pointAt(page.getByText(`Publish now`, { exact: true }))
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 60_000 })
}

/** The stage plot the field names now: its file link, with "Choose different file" beside it. */
async function expectChosen(page: Page, file: string): Promise<void> {
  await expect(page.getByRole(`button`, { name: `Choose different file` })).toBeVisible()
  await expect(page.getByText(file, { exact: true })).toBeVisible()
  await expect(page.getByRole(`button`, { name: `Choose a file` })).toHaveCount(0)
}

const committedKit = (github: GitHubStandIn) => JSON.parse(github.file(`content/booking.json`)!).booking

const screens = [
  [`a phone`, phoneScreen],
  [`a laptop`, { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false }],
] as const

for (const [where, screen] of screens)
  test.describe(`on ${where}`, () => {
    test.use(screen)

    test(`a stage plot uploaded as a PDF in the media library is in the field, and the Publish commits it with booking.json`, async ({
      page,
    }) => {
      const pdf = path.join(await temporaryFolder(`milk-patrol-stage-plot-upload-`), `stage-plot.pdf`)
      await fs.writeFile(pdf, onePagePdf(`Our stage plot, from the phone`))
      const { github, stop } = await bookingKitOpen(page)
      try {
        await pointAt(page.getByRole(`button`, { name: `Choose a file` }))
        await uploadInLibrary(page, pdf)
        await chooseSelected(page)
        await expectChosen(page, `images/booking/stage-plot.pdf`)
        await publish(page)
        expect(committedKit(github)).toEqual({ stagePlot: `images/booking/stage-plot.pdf` })
        expect(github.bytes(`content/images/booking/stage-plot.pdf`)).toEqual(await fs.readFile(pdf))
        expect(github.history()).toHaveLength(2)
        expect(github.unknownCalls).toEqual([])
      } finally {
        await stop()
      }
    })

    test(`a stage plot already in the repository, picked in the media library, is in the field and published`, async ({
      page,
    }) => {
      const { github, files, stop } = await bookingKitOpen(page)
      try {
        await pointAt(page.getByRole(`button`, { name: `Choose a file` }))
        await chooseInLibrary(page, path.basename(inRepository))
        await expectChosen(page, inRepository)
        await publish(page)
        expect(committedKit(github)).toEqual({ stagePlot: inRepository })
        // Named as it is, not committed again.
        expect(github.bytes(`content/${inRepository}`)).toEqual(files[`content/${inRepository}`])
        expect(github.history()).toHaveLength(2)
        expect(github.unknownCalls).toEqual([])
      } finally {
        await stop()
      }
    })

    test(`a stage plot in the kit: "Choose different file" puts another in the field, "Remove file" takes it out, and the Publish leaves the kit without one`, async ({
      page,
    }) => {
      const { github, files, stop } = await bookingKitOpen(page, inTheKit)
      try {
        await expectChosen(page, inTheKit)
        await pointAt(page.getByRole(`button`, { name: `Choose different file` }))
        await chooseInLibrary(page, path.basename(inRepository))
        await expectChosen(page, inRepository)
        await pointAt(page.getByRole(`button`, { name: `Remove file` }))
        await expect(page.getByRole(`button`, { name: `Choose a file` })).toBeVisible()
        await expect(page.getByText(inRepository, { exact: true })).toHaveCount(0)
        await publish(page)
        expect(committedKit(github)).toEqual({})
        // The PDFs stay in the repository: a file no page names is left as it is.
        expect(github.bytes(`content/${inTheKit}`)).toEqual(files[`content/${inTheKit}`])
        expect(github.history()).toHaveLength(2)
      } finally {
        await stop()
      }
    })
  })
