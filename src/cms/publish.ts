// A Publish: the form merged into the file as it is now, written only on the version read (docs/editor.md).
import { readJson } from "../content-model/json-text"
import { withKeptLayout } from "./kept-layout"
import { mergeContent } from "./merge-entries"

/** Where content files are published: a file as it is now, and a write that names the version it is made on. */
export interface Repository {
  /** The file's text now (undefined: not there) and the version of the repository it was read at. */
  read: (filePath: string) => Promise<{ text: string | undefined; version: string }>
  /** Writes the files if the repository is still at `version`; false (nothing written) when it moved on. */
  write: (files: Record<string, string>, version: string) => Promise<boolean>
}

export type Published = { text: string; merged: boolean } | { refused: string }

/** Said when the file kept changing while the Publish tried. */
export const keptChanging = `Nothing was published: the site's content changed again while this Publish was being saved (another band member publishing at the same moment). Your changes are still in this form: press Publish again.`

/** Said when another change touched the same entries as the form's. */
export const bothChanged = (clashes: string[]) =>
  [
    `Nothing was published: another band member changed ${clashes.length === 1 ? `this entry` : `these entries`} after you opened this form, and so did you:`,
    ...clashes.map((clash) => `  ${clash}`),
    `Their change stays on the site. Yours is still in this form: note it, reload the page, press "Drop them" to see theirs, and make yours again on what is there now.`,
  ].join(`\n`)

/**
 * Publishes `mine`, an edit of `base` (undefined when unknown: then only an unchanged file is written over), once
 * `check` finds nothing wrong with the text as it would be written.
 */
export async function publishForm({
  repository,
  filePath,
  base,
  mine,
  check,
  alongside = {},
  attempts = 4,
}: {
  repository: Repository
  filePath: string
  base: string | undefined
  mine: string
  check: (text: string) => Promise<string | undefined>
  /** Other files written in the same commit (lineups.json with a member renamed), as they are to be. */
  alongside?: Record<string, string>
  attempts?: number
}): Promise<Published> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const { text: now, version } = await repository.read(filePath)
    const outcome =
      now === undefined || now === base || now === mine ? { text: mine } : merged(base, mine, now)
    if (`refused` in outcome) return outcome
    const problems = await check(outcome.text)
    if (problems) return { refused: problems }
    if (outcome.text === now && Object.keys(alongside).length === 0)
      return { text: now, merged: now !== mine }
    if (await written(repository, filePath, { [filePath]: outcome.text, ...alongside }, version))
      return { text: outcome.text, merged: outcome.text !== mine }
  }
  return { refused: keptChanging }
}

/**
 * Writes `files`, or says it could not. A write whose answer was lost counts when the file now holds what it wrote:
 * taken for unpublished, the form's next Publish would merge it with itself, and a show added then and removed since
 * would stay on the site.
 */
async function written(
  repository: Repository,
  filePath: string,
  files: Record<string, string>,
  version: string,
): Promise<boolean> {
  try {
    return await repository.write(files, version)
  } catch (trouble) {
    const now = await repository.read(filePath).catch(() => undefined)
    if (now && now.text === files[filePath] && now.version !== version) return true
    throw trouble
  }
}

function merged(base: string | undefined, mine: string, now: string): { text: string } | { refused: string } {
  if (base === undefined) return { refused: bothChanged([`the whole file`]) }
  const [baseData, mineData, nowData] = [base, mine, now].map((text) => readJson(text))
  if (!baseData?.ok || !mineData?.ok || !nowData?.ok) return { refused: bothChanged([`the whole file`]) }
  const result = mergeContent(baseData.value, mineData.value, nowData.value)
  if (`clashes` in result) return { refused: bothChanged(result.clashes) }
  return { text: withKeptLayout(now, result.merged) }
}
