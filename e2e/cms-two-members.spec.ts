// Two band members publish the same file on the site's editor (GitHub's backend), each from a form opened before the
// other's Publish: changes to different shows are both kept, in one file; changes to the same show are refused in
// words, and the first stays. GitHub is a stand-in in memory (support/github-stand-in.ts), answering the calls Decap's
// GitHub backend makes, to two browser contexts, one per member.
import { promises as fs } from "fs"
import path from "path"
import type { Page } from "@playwright/test"
import { test, expect, type EditorBrowser } from "./support/editor-browser"
import { startLocalEditor, type LocalEditor } from "./support/local-editor"
import { gitHubStandIn, type GitHubStandIn } from "./support/github-stand-in"
import { addShow, drawnPoster, newShow, pressPublish, typeInto, uploadPicture } from "./support/editor-form"
import {
  contentFixture,
  removeMadeFolders,
  temporaryFolder,
} from "../src/content-model/__fixtures__/content-fixture"

let editor: LocalEditor
let github: GitHubStandIn
let pictures: string

test.describe.configure({ timeout: 300_000 })
test.skip(({ isMobile }) => isMobile, `one run is enough: the layout is cms-phone.spec.ts's`)

test.beforeAll(async () => {
  const content = await contentFixture()
  const files: Record<string, string> = {}
  for (const name of await fs.readdir(content))
    if (name.endsWith(`.json`)) files[`content/${name}`] = await fs.readFile(path.join(content, name), `utf8`)
  github = gitHubStandIn(`milkpatrol/milkpatrol`, files)
  const contentDir = path.join(await temporaryFolder(`milk-patrol-two-members-`), `content`)
  await fs.cp(content, contentDir, { recursive: true })
  editor = await startLocalEditor({ contentDir, github: true })
  pictures = await temporaryFolder(`milk-patrol-two-members-`)
  for (const [name, colour] of [
    [`nightshop.png`, `#2f6fd6`],
    [`coffeehouse.png`, `#d62f6f`],
  ] as const)
    await fs.writeFile(path.join(pictures, name), await drawnPoster(600, colour))
})

test.afterAll(async () => {
  await editor?.stop()
  await removeMadeFolders()
})

/** A band member's own browser, signed in to GitHub, with the Shows form open. */
async function memberWithShows(editorBrowser: EditorBrowser): Promise<Page> {
  const page = await (await editorBrowser.newContext()).newPage()
  page.on(`dialog`, (dialog) => void dialog.accept())
  await github.serve(page)
  await editor.open(page)
  await page.getByText(`Shows`, { exact: true }).click()
  await expect(page.getByRole(`button`, { name: /Add show/ })).toBeVisible({ timeout: 60_000 })
  return page
}

const shows = () => JSON.parse(github.file(`content/shows.json`)!).shows as { where: string; when: string }[]

test(`two members add a show each from forms opened at once: both shows are published; both change the same show: the second is refused in words and the first stays`, async ({
  editorBrowser,
}) => {
  const [first, second] = await Promise.all([memberWithShows(editorBrowser), memberWithShows(editorBrowser)])

  await addShow(first, newShow)
  await uploadPicture(first, path.join(pictures, `nightshop.png`))
  await pressPublish(first)
  await expect(first.getByText(`Entry saved`)).toBeVisible({ timeout: 30_000 })

  const coffeehouse = {
    ...newShow,
    where: `The Coffeehouse in Normal`,
    date: newShow.date.replace(`06-12`, `07-01`),
  }
  await addShow(second, coffeehouse)
  await uploadPicture(second, path.join(pictures, `coffeehouse.png`))
  await pressPublish(second)
  // Merged with the first member's show: both shows are in the file, and the editor says so.
  await expect(second.locator(`#merged`)).toContainText(`both are kept`, { timeout: 60_000 })
  expect(shows().map((show) => show.where)).toEqual(
    expect.arrayContaining([newShow.where, coffeehouse.where]),
  )
  expect(shows()).toHaveLength(6)

  // Both change the Downs show's "when", each from the form they have: the first's Publish goes through (the
  // second's show is kept), the second's is refused, naming the show, and the form keeps what they typed.
  await first.reload()
  await first.getByText(`Shows`, { exact: true }).click()
  // The Downs show, first in the list, opened by its arrow.
  for (const page of [first, second])
    await page.locator(`[class*="ListItemTopBar"]:visible`).first().locator(`button`).first().click()
  await typeInto(
    first.getByLabel(`When (as shown on the poster)`, { exact: true }).first(),
    `4:30pm, Sept 18th, 2024`,
  )
  await pressPublish(first)
  await expect(first.getByText(`Entry saved`)).toBeVisible({ timeout: 30_000 })
  const when = second.getByLabel(`When (as shown on the poster)`, { exact: true }).first()
  await typeInto(when, `5pm, Sept 18th, 2024`)
  await pressPublish(second)
  const refusal = second.locator(`#refusal`)
  await expect(refusal).toContainText(`changed this entry after you opened this form, and so did you`, {
    timeout: 30_000,
  })
  await expect(refusal).toContainText(
    `the show at 103 W. Franklin St. Downs, IL on Wednesday, September 18, 2024 at 4 pm`,
  )
  await expect(when).toHaveValue(`5pm, Sept 18th, 2024`)
  expect(shows()[0]!.when).toBe(`4:30pm, Sept 18th, 2024`)
  expect(shows()).toHaveLength(6)
  expect(github.unknownCalls).toEqual([])
})
