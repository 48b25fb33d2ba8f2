/** @jest-environment node */
// A shortcut (symbolic link) anywhere under content/ is refused: the checker did not follow one to a folder, but the
// build's file reader did, and published the unchecked JSON inside it. The checker says where each one is and what it
// points at; the build's reader (gatsby-source-filesystem, through gatsby-config's ignore) does not follow one either.
// Real-world-mistakes.ts has the two the band is likeliest to make: a linked folder and a linked poster.
import { promises as fs } from "fs"
import path from "path"
import chokidar from "chokidar"
import { ignoreOutsideContent } from "../files"
import { symbolicLinksUnder } from "../symbolic-links"
import { contentFixture, temporaryFolder } from "../__fixtures__/content-fixture"
import { checkContent, formatProblems } from "../validate"

/** The files under `contentDir` as gatsby-source-filesystem finds them: chokidar with gatsby-config.ts's `ignore`. */
async function filesTheBuildReads(contentDir: string): Promise<string[]> {
  const watcher = chokidar.watch(contentDir, {
    ignored: [ignoreOutsideContent(contentDir), symbolicLinksUnder(contentDir)],
  })
  const seen: string[] = []
  watcher.on(`add`, (file) => seen.push(path.relative(contentDir, file)))
  await new Promise((resolve) => watcher.on(`ready`, resolve))
  await watcher.close()
  return seen
}

const todo = `which the site would read and publish without checking it; copy the real`

test(`a shortcut to a folder inside content/ names that folder`, async () => {
  const contentDir = await contentFixture()
  await fs.symlink(`posters`, path.join(contentDir, `images/flyers`))
  expect(formatProblems((await checkContent(contentDir)).problems)).toBe(
    `content/images/flyers: this is a shortcut (symbolic link) to the folder content/images/posters, ${todo} folder here in place of the shortcut`,
  )
})

test(`a content file that is a shortcut is refused, and what it points at is still checked`, async () => {
  const contentDir = await contentFixture()
  const outside = await temporaryFolder(`milk-patrol-outside-`)
  await fs.rename(path.join(contentDir, `faq.json`), path.join(outside, `faq.json`))
  await fs.symlink(path.join(outside, `faq.json`), path.join(contentDir, `faq.json`))
  const { problems, counts } = await checkContent(contentDir)
  expect(formatProblems(problems)).toBe(
    `content/faq.json: this is a shortcut (symbolic link) to a file outside content/, ${todo} file here in place of the shortcut`,
  )
  expect(counts.faq).toBe(3)
})

test(`a shortcut to nothing is refused too`, async () => {
  const contentDir = await contentFixture()
  await fs.symlink(`no-such-poster.png`, path.join(contentDir, `images/posters/gone.png`))
  expect(formatProblems((await checkContent(contentDir)).problems)).toBe(
    `content/images/posters/gone.png: this is a shortcut (symbolic link) to something that is not there; remove it, or copy the real file or folder here in its place`,
  )
})

test(`a shortcut in a folder the site skips (hidden, "source", "schema") is left alone, as the build leaves it`, async () => {
  const contentDir = await contentFixture()
  const outside = await temporaryFolder(`milk-patrol-outside-`)
  await fs.mkdir(path.join(contentDir, `images/source`), { recursive: true })
  await fs.symlink(outside, path.join(contentDir, `images/source/drawings`))
  await fs.mkdir(path.join(contentDir, `.vscode`))
  await fs.symlink(outside, path.join(contentDir, `.vscode/linked`))
  expect((await checkContent(contentDir)).problems).toEqual([])
})

test(`the build's file reader does not follow a shortcut under content/`, async () => {
  const contentDir = await contentFixture()
  const outside = await temporaryFolder(`milk-patrol-outside-`)
  await fs.writeFile(path.join(outside, `faq.json`), `{ "faq": [] }\n`)
  await fs.symlink(outside, path.join(contentDir, `more-faq`))
  await fs.symlink(path.join(outside, `faq.json`), path.join(contentDir, `images/faq.json`))
  const seen = await filesTheBuildReads(contentDir)
  expect(seen).toContain(`shows.json`)
  expect(seen.filter((file) => file.includes(`faq.json`))).toEqual([`faq.json`])
})

test(`content/ itself may be a shortcut (a host may mount it so): its files are read and checked`, async () => {
  const contentDir = await contentFixture()
  const linked = path.join(await temporaryFolder(`milk-patrol-site-`), `content`)
  await fs.symlink(contentDir, linked)
  expect((await checkContent(linked)).problems).toEqual([])
  expect(await filesTheBuildReads(linked)).toContain(`shows.json`)
})
