// Builds throwaway content folders for the tests: the known-good content below, its images drawn at the smallest
// allowed widths, and whatever a test changes to break one rule.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { contentFiles, type ContentKind } from "../files"
import { minimumImageWidth } from "../schema"

export const goodContentDir = path.join(__dirname, `good-content`)

/** The known-good content's files as text, for the checker that takes texts (content-rules.ts). */
export async function goodContentTexts(): Promise<Partial<Record<ContentKind, string>>> {
  const kinds = Object.keys(contentFiles) as ContentKind[]
  return Object.fromEntries(
    await Promise.all(
      kinds.map(async (kind) => [
        kind,
        await fs.readFile(path.join(goodContentDir, contentFiles[kind].file), `utf8`),
      ]),
    ),
  )
}

/** The folders this test file made; removed after its last test, so runs do not pile them up in the temp folder. */
const madeFolders: string[] = []
// Jest's afterAll; the browser tests (Playwright, which has no such global) remove theirs with removeMadeFolders.
export const removeMadeFolders = () =>
  Promise.all(madeFolders.splice(0).map((folder) => fs.rm(folder, { recursive: true, force: true })))
if (typeof afterAll === `function`) afterAll(removeMadeFolders)

/** A new empty folder in the temp directory, removed after the test file's last test. */
export async function temporaryFolder(prefix: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), prefix))
  madeFolders.push(folder)
  return folder
}

/** The content files as plain data, for a test to break. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests break the data into any shape, on purpose
export type ContentData = Record<ContentKind, any>

export type ImageFormat = `png` | `jpeg` | `webp` | `avif` | `gif`

/** Draws a small solid image; only its width and kind matter to the validation. */
export async function writeImage(
  contentDir: string,
  imagePath: string,
  width: number,
  format: ImageFormat = `png`,
): Promise<void> {
  const file = path.join(contentDir, imagePath)
  await fs.mkdir(path.dirname(file), { recursive: true })
  const image = sharp({ create: { width, height: 8, channels: 3, background: `#ffffff` } })
  await image.toFormat(format).toFile(file)
}

/**
 * A photo as a phone stores it: `storedWidth` by `storedHeight` pixels, with EXIF orientation 6 telling every viewer
 * to give it a quarter turn clockwise, so it shows `storedHeight` wide and `storedWidth` high. The stored left half is
 * red and the right half blue: shown upright, the top is red and the bottom blue.
 */
export async function writeSidewaysPhoto(
  contentDir: string,
  imagePath: string,
  storedWidth: number,
  storedHeight: number,
): Promise<void> {
  const file = path.join(contentDir, imagePath)
  await fs.mkdir(path.dirname(file), { recursive: true })
  const half = Math.floor(storedWidth / 2)
  const rightHalf = {
    width: storedWidth - half,
    height: storedHeight,
    channels: 3,
    background: `#0000ff`,
  } as const
  await sharp({ create: { width: storedWidth, height: storedHeight, channels: 3, background: `#ff0000` } })
    .composite([{ input: { create: rightHalf }, left: half, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(file)
}

/**
 * A fresh content folder in a temp directory: the good content with `change` applied, and every image it names
 * drawn at the minimum width. Returns the folder's path.
 */
export async function contentFixture(change?: (data: ContentData) => void): Promise<string> {
  const contentDir = await temporaryFolder(`milk-patrol-content-`)
  const texts = await goodContentTexts()
  const data = {} as ContentData
  for (const kind of Object.keys(contentFiles) as ContentKind[]) data[kind] = JSON.parse(texts[kind]!)
  await writeImage(contentDir, data.band.logo.img, minimumImageWidth.logo)
  for (const show of data.shows.shows) await writeImage(contentDir, show.img, minimumImageWidth.poster)
  change?.(data)
  for (const kind of Object.keys(contentFiles) as ContentKind[]) {
    await fs.writeFile(
      path.join(contentDir, contentFiles[kind].file),
      `${JSON.stringify(data[kind], null, 2)}\n`,
    )
  }
  return contentDir
}

/** Replaces one content file with text as written, for syntax mistakes that data cannot express. */
export async function writeContentText(contentDir: string, kind: ContentKind, text: string): Promise<void> {
  await fs.writeFile(path.join(contentDir, contentFiles[kind].file), text)
}
