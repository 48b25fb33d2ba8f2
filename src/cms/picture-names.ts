// Which pictures the content uses: shared by the editor's page (editor-checks.ts, picture-widget.ts), which names an
// upload clear of them and refuses to replace or delete a picture in use, and the local editing server
// (src/editing-server/), which refuses the same whatever page asks. Nothing here needs Node or a browser.
import { checkContentTexts, formatProblem } from "../content-model/content-rules"
import { contentFiles, type ContentKind } from "../content-model/files"
import { readJson } from "../content-model/json-text"

export type ContentTexts = Partial<Record<ContentKind, string>>

const byteOrderMark = `\uFEFF`

/** The pictures a content file names, as written there (images/posters/…). */
export function picturesNamedIn(text: string | undefined): Set<string> {
  const read = text === undefined ? undefined : readJson(text.replace(byteOrderMark, ``))
  if (!read?.ok) return new Set()
  const quoted = JSON.stringify(read.value).match(/"images\/(?:[^"\\]|\\.)+"/g) ?? []
  return new Set(quoted.map((path) => JSON.parse(path) as string))
}

/** Every picture the content files name, as written there. */
export function picturesInUse(texts: ContentTexts): string[] {
  return [...new Set(Object.values(texts).flatMap((text) => [...picturesNamedIn(text)]))]
}

/**
 * The picture in use that `name` is, compared without case as some disks do (macOS, Windows): a path as the content
 * writes it (images/posters/x.png), as the editor sends it (content/images/posters/x.png, /content/…), or a file name
 * alone (x.png), which matches a picture of that name in any folder.
 */
export function pictureInUse(texts: ContentTexts, name: string): string | undefined {
  const wanted = name.replace(/^\/?content\//, ``).toLowerCase()
  const byName = !wanted.includes(`/`)
  return picturesInUse(texts).find(
    (used) => (byName ? used.split(`/`).pop()! : used).toLowerCase() === wanted,
  )
}

/**
 * Where the content names a picture, in the checker's words, e.g.
 * `content/shows.json: show 1 ("2024-09-18, 103 W. Franklin St. Downs, IL"): "img"`; a file the checker cannot
 * place it in (a broken one) is named alone.
 */
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

/** Why a picture in use is not deleted, and what to do instead. */
export function notDeleted(imagePath: string, uses: string[]): string {
  return (
    `${imagePath} is not deleted: ${uses.join(`; `)} uses it, and the site cannot be built without it. ` +
    `Choose another picture there first, then delete this one.`
  )
}

/** Why a picture in use is not replaced by an upload of the same name, and what to do instead. */
export function notReplaced(imagePath: string, uses: string[]): string {
  return (
    `${imagePath} is not replaced: ${uses.join(`; `)} uses it, and would show the new picture instead. ` +
    `Give the new picture a file name of its own (rename it on your computer), then upload it again.`
  )
}
