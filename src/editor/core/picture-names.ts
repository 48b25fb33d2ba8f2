// Which pictures the content uses, for the editor's page and the local editing server (src/editing-server/) alike:
// an upload is named clear of them, and one in use is neither replaced nor deleted. Needs no Node and no browser.
import { checkContentTexts } from "../../content-model/content-rules"
import { type ContentKind } from "../../content-model/files"
import { formLabels, problemInWords } from "./band-words"
import canonical from "fast-json-stable-stringify"
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

/** Where the content names a picture, in the band's words; a file it cannot place it in (broken) named alone. */
export async function usesOfPicture(texts: ContentTexts, imagePath: string): Promise<string[]> {
  const marker = `is ${JSON.stringify(imagePath)}`
  const { problems } = await checkContentTexts(texts, async (named) =>
    named === imagePath ? marker : undefined,
  )
  const uses = problems
    .filter((problem) => problem.problem === marker)
    .map((problem) => problemInWords({ ...problem, problem: `` }, texts).replace(/:? $/, ``))
  if (uses.length > 0) return uses
  return (Object.keys(texts) as ContentKind[])
    .filter((kind) => picturesNamedIn(texts[kind]).has(imagePath))
    .map((kind) => formLabels[kind])
}

export const notDeleted = (imagePath: string, uses: string[]): string =>
  `The picture ${fileName(imagePath)} is not deleted: ${uses.join(`; `)} uses it, and the site cannot be built ` +
  `without it. Choose another picture there first, then delete this one.`

export const notReplaced = (imagePath: string, uses: string[]): string =>
  `The picture ${fileName(imagePath)} is not replaced: ${uses.join(`; `)} uses it, and would show the new picture ` +
  `instead. Give the new picture a file name of its own (rename it on your computer), then upload it again.`

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

/** Every block and list of `data`, as canonical JSON: what of a form is the same as in the file it was opened from. */
function partsOf(data: unknown, found = new Set<string>()): Set<string> {
  if (data && typeof data === `object`) {
    found.add(canonical(data))
    for (const inner of Object.values(data)) partsOf(inner, found)
  }
  return found
}

/** Every block of `data` (an object that is not a list), the outermost first. */
function blocksOf(data: unknown): Record<string, unknown>[] {
  if (!data || typeof data !== `object`) return []
  const inner = Object.values(data).flatMap(blocksOf)
  return Array.isArray(data) ? inner : [data as Record<string, unknown>, ...inner]
}

/**
 * The blocks of a form (`data`) that took the picture at `path`: those naming it where the file the form is an edit of
 * (`base`) did not (a show found by its id); when none did, each block naming it (the picture they use uploaded
 * again, "replace?" answered OK in the media library).
 */
export function blocksTaking(data: unknown, base: unknown, path: string): Record<string, unknown>[] {
  const naming = (root: unknown) => blocksOf(root).filter((block) => Object.values(block).includes(path))
  const before = naming(base)
  const now = naming(data)
  const took = now.filter(
    (block) =>
      !before.some(
        (old) =>
          old.id === block.id &&
          Object.keys(old).some((field) => old[field] === path && block[field] === path),
      ),
  )
  return took.length > 0 ? took : now
}

/** How a picture renamed at Publish is found again: the block naming it (a show, by its id) and the name it had. */
export const renameKey = (block: Record<string, unknown>, path: string) =>
  `${typeof block.id === `string` ? block.id : ``}\u0000${path}`

/**
 * `data` with the pictures `renamed` names (renameKey) given their new paths, in the blocks `base` does not hold
 * whole: a block the form left as it was keeps the picture it names, and a name used again for another upload
 * is not taken for the first.
 */
export function withPicturesRenamed(
  data: unknown,
  renamed: Readonly<Record<string, string>>,
  base?: unknown,
): unknown {
  if (Object.keys(renamed).length === 0) return data
  const unchanged = partsOf(base)
  const rename = (node: unknown): unknown => {
    if (!node || typeof node !== `object` || unchanged.has(canonical(node))) return node
    if (Array.isArray(node)) return node.map(rename)
    const block = node as Record<string, unknown>
    return Object.fromEntries(
      Object.entries(block).map(([key, value]) => [
        key,
        typeof value === `string` ? (renamed[renameKey(block, value)] ?? value) : rename(value),
      ]),
    )
  }
  return rename(data)
}
