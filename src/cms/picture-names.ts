// Which pictures the content uses, for the editor's page and the local editing server (src/editing-server/) alike:
// an upload is named clear of them, and one in use is neither replaced nor deleted. Needs no Node and no browser.
import { checkContentTexts, formatProblem } from "../content-model/content-rules"
import { contentFiles, type ContentKind } from "../content-model/files"
import { readJson } from "../content-model/json-text"

export type ContentTexts = Partial<Record<ContentKind, string>>

/** A picture's file name, from its path as the content or the editor writes it (images/posters/x.png: x.png). */
export const fileName = (path: string): string => path.split(`/`).pop()!

/** The pictures a content file names, as written there (images/posters/…). */
export function picturesNamedIn(text: string | undefined): Set<string> {
  const read = text === undefined ? undefined : readJson(text.replace(`\uFEFF`, ``))
  if (!read?.ok) return new Set()
  const quoted = JSON.stringify(read.value).match(/"images\/(?:[^"\\]|\\.)+"/g) ?? []
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
