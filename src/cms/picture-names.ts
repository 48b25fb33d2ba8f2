// Which pictures the content uses, and what a picture uploaded in the editor will be called: shared by the editor's
// page (editor-checks.ts), which renames an upload before Decap reads it and refuses to replace or delete a picture in
// use, and the local editing server (src/editing-server/), which refuses the same whatever page asks. Nothing here
// needs Node or a browser.
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

// How Decap 3 names an upload under the configuration's default `slug` settings (encoding "unicode",
// sanitize_replacement "-"), from its lower-cased name: a character outside these becomes a dash, dashes in a row become one, and
// none is left at either end. So "2024-09-18 Downs.png" is saved as 2024-09-18-downs.png.
const uriCharacter = /[\w\-.~]/
const iriCharacter =
  /[\xA0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF\u{10000}-\u{1FFFD}\u{20000}-\u{2FFFD}\u{30000}-\u{3FFFD}\u{40000}-\u{4FFFD}\u{50000}-\u{5FFFD}\u{60000}-\u{6FFFD}\u{70000}-\u{7FFFD}\u{80000}-\u{8FFFD}\u{90000}-\u{9FFFD}\u{A0000}-\u{AFFFD}\u{B0000}-\u{BFFFD}\u{C0000}-\u{CFFFD}\u{D0000}-\u{DFFFD}\u{E1000}-\u{EFFFD}]/u

/** The name Decap saves an uploaded file under. */
export function decapFileName(name: string): string {
  return Array.from(name.toLowerCase())
    .map((character) => (uriCharacter.test(character) || iriCharacter.test(character) ? character : `-`))
    .join(``)
    .replace(/-+/g, `-`)
    .replace(/^-|-$/g, ``)
}

/**
 * The name to upload `name` under: as Decap will save it, and, when a picture in use (`taken`, file names) already has
 * that name, name-2, name-3…, so the upload never replaces it. Compared without case, as some disks do.
 */
export function uploadName(name: string, taken: Iterable<string>): string {
  const saved = decapFileName(name)
  const lowerTaken = new Set([...taken].map((used) => used.toLowerCase()))
  const dot = saved.lastIndexOf(`.`)
  const [stem, ending] = dot > 0 ? [saved.slice(0, dot), saved.slice(dot)] : [saved, ``]
  let candidate = saved
  for (let count = 2; lowerTaken.has(candidate); count++) candidate = `${stem}-${count}${ending}`
  return candidate
}
