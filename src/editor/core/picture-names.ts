// Which pictures the content uses, for the editor's page and the local editing server (src/editing-server/) alike:
// an upload is named clear of them, and one in use is neither replaced nor deleted. Needs no Node and no browser.
import { checkContentTexts, formatProblem } from "../../content-model/content-rules"
import { contentFiles, type ContentKind } from "../../content-model/files"
import { dataOf } from "./json-data"
import { addressWords, showId } from "../../site/addresses"
import { madeUnique, text } from "./show-additions"

export type ContentTexts = Partial<Record<ContentKind, string>>

/** A picture's file name, from its path as the content or the editor writes it (images/posters/x.png: x.png). */
export const fileName = (path: string): string => path.split(`/`).pop()!

/** The pictures a content file names, as written there (images/posters/…). */
export function picturesNamedIn(text: string | undefined): Set<string> {
  const data = text === undefined ? undefined : dataOf(text)
  if (data === undefined) return new Set()
  const quoted = JSON.stringify(data).match(/"images\/(?:[^"\\]|\\.)+"/g) ?? []
  return new Set(quoted.map((path) => JSON.parse(path) as string))
}

export const picturesInUse = (texts: ContentTexts): string[] => [
  ...new Set(Object.values(texts).flatMap((text) => [...picturesNamedIn(text)])),
]

/** The picture in use `name` is (a path, /content/… too, or a file name in any folder), without case as disks do. */
export function pictureInUse(texts: ContentTexts, name: string): string | undefined {
  const wanted = name.replace(/^\/?content\//, ``).toLowerCase()
  const byName = !wanted.includes(`/`)
  return picturesInUse(texts).find((used) => (byName ? fileName(used) : used).toLowerCase() === wanted)
}

/** Where the content names a picture, in the checker's words; a file it cannot place it in (broken) named alone. */
export async function usesOfPicture(texts: ContentTexts, imagePath: string): Promise<string[]> {
  const marker = `is ${JSON.stringify(imagePath)}`
  const { problems } = await checkContentTexts(texts, async (named) =>
    named === imagePath ? marker : undefined,
  )
  const uses = problems
    .filter((problem) => problem.problem === marker)
    .map((problem) => formatProblem({ ...problem, problem: `` }).trim())
  if (uses.length > 0) return uses
  return (Object.keys(texts) as ContentKind[])
    .filter((kind) => picturesNamedIn(texts[kind]).has(imagePath))
    .map((kind) => `content/${contentFiles[kind].file}`)
}

export const notDeleted = (imagePath: string, uses: string[]): string =>
  `${imagePath} is not deleted: ${uses.join(`; `)} uses it, and the site cannot be built without it. ` +
  `Choose another picture there first, then delete this one.`

export const notReplaced = (imagePath: string, uses: string[]): string =>
  `${imagePath} is not replaced: ${uses.join(`; `)} uses it, and would show the new picture instead. ` +
  `Give the new picture a file name of its own (rename it on your computer), then upload it again.`

type Owner = Record<string, unknown> | undefined

/**
 * A picture's file name after its `owner` (a show as the form holds it): the show's id, or its date and place as an id
 * is made (2026-03-14-castle-theatre.jpg), else `otherwise` (logo.png); unique among `taken`, without case.
 */
export function pictureName(
  owner: Owner,
  otherwise: string,
  ending: string,
  taken: Iterable<string>,
): string {
  const [date, where, id] = [text(owner?.date), text(owner?.where), text(owner?.id)]
  const stem = addressWords(date && where ? showId({ id, date, where }) : where || date, 100) || otherwise
  return madeUnique(stem, new Set([...taken].map((used) => used.toLowerCase())), ending)
}

/** The object in a form's data whose field holds `value`: the show, the press photo, or the file's own data. */
export function ownerOf(data: unknown, value: string): Owner {
  if (!data || typeof data !== `object`) return undefined
  const values = Object.values(data)
  if (values.includes(value)) return data as Owner
  return values.map((inner) => ownerOf(inner, value)).find(Boolean)
}

/** `data` with each picture path that `renamed` names replaced by its new path. */
export function withPicturesRenamed(data: unknown, renamed: Readonly<Record<string, string>>): unknown {
  if (Object.keys(renamed).length === 0) return data
  if (typeof data === `string`) return renamed[data] ?? data
  if (Array.isArray(data)) return data.map((item) => withPicturesRenamed(item, renamed))
  if (!data || typeof data !== `object`) return data
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, withPicturesRenamed(value, renamed)]),
  )
}
