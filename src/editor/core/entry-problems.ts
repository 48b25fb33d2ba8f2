// The checker's rules (content-rules.ts) as the editor asks them before a save, over the file as it would be written
// and the others as read: the band is told, in the checker's words, whatever the build would refuse.
import { z } from "zod"
import {
  checkContentTexts,
  formatProblem,
  formatProblems,
  type ContentProblem,
  type ImageChecker,
} from "../../content-model/content-rules"
import { contentFiles, type ContentKind } from "../../content-model/files"
import { contentSchemas } from "../../content-model/schema"
import { formLabels, problemsInWords } from "./band-words"

const kinds = Object.keys(contentFiles) as ContentKind[]
const noImageCheck: ImageChecker = async () => undefined

/** Where a content file is in the repository: "content/members.json". */
export const pathOf = (kind: ContentKind) => `content/${contentFiles[kind].file}`

/** The content file at a path like "content/members.json", if it is one. */
export const kindOfPath = (filePath: string) => kinds.find((kind) => filePath === pathOf(kind))

/** Which content file a block of data is, by the field each file holds (band.json: its name and logo). */
export function kindOfData(data: unknown): ContentKind | undefined {
  if (typeof data !== `object` || data === null) return undefined
  return kinds.find((kind) => (kind === `band` ? `logo` in data : kind in data))
}

/** The places of optional texts left blank (a nickname cleared): "" is refused by the checker, left out means none. */
export function blankOptionalTexts(kind: ContentKind, data: unknown): (string | number)[][] {
  const found: (string | number)[][] = []
  const walk = (schema: z.core.$ZodType, value: unknown, at: (string | number)[]) => {
    if (schema instanceof z.ZodOptional) {
      if (typeof value === `string` && value.trim() === ``) found.push(at)
      else walk(schema.unwrap(), value, at)
    } else if (schema instanceof z.ZodArray && Array.isArray(value))
      value.forEach((item, index) => walk(schema.element, item, [...at, index]))
    else if (schema instanceof z.ZodObject && typeof value === `object` && value !== null)
      for (const [key, field] of Object.entries(schema.shape))
        if (key in value) walk(field, (value as Record<string, unknown>)[key], [...at, key])
  }
  walk(contentSchemas[kind], data, [])
  return found
}

/**
 * What saving `text` as the `kind` file would leave wrong, in the checker's words, or undefined when nothing. Every
 * problem of the file itself counts (it is what will be written); in the other files (`others`, as read), only what
 * this save would break, such as removing a member a lineup still names.
 */
export async function saveProblems(
  kind: ContentKind,
  text: string,
  others: Partial<Record<ContentKind, string>>,
  imageProblem: ImageChecker,
): Promise<string | undefined> {
  const problems = await problemsOnSave(kind, text, others, imageProblem)
  return problems.length > 0 ? formatProblems(problems) : undefined
}

/** saveProblems's problems as the checker gives them: file, entry, field and words, and where in the data. */
export async function problemsOnSave(
  kind: ContentKind,
  text: string,
  others: Partial<Record<ContentKind, string>>,
  imageProblem: ImageChecker = noImageCheck,
): Promise<ContentProblem[]> {
  const before = await checkContentTexts(others, noImageCheck)
  const after = await checkContentTexts({ ...others, [kind]: text }, imageProblem)
  const already = new Set(before.problems.map(formatProblem))
  const read = new Set(kinds.filter((other) => others[other] !== undefined).map(pathOf))
  return after.problems.filter(
    (problem) =>
      problem.file === pathOf(kind) || (!already.has(formatProblem(problem)) && read.has(problem.file)),
  )
}

/** Why a content file's text could not be read, in the band's words (the editor then refuses to save over it). */
export async function unreadableProblem(kind: ContentKind, text: string): Promise<string> {
  const { problems } = await checkContentTexts({ [kind]: text }, noImageCheck)
  return problemsInWords(
    problems.filter((problem) => problem.file === pathOf(kind)),
    {},
  )
}

/** The places of fields the site does not know (typed by hand, an old name), which the form cannot show. */
export function unknownFields(kind: ContentKind, data: unknown): (string | number)[][] {
  const parsed = contentSchemas[kind].safeParse(data)
  if (parsed.success) return []
  return parsed.error.issues.flatMap((issue) =>
    issue.code === `unrecognized_keys`
      ? issue.keys.map((key) => [...(issue.path as (string | number)[]), key])
      : [],
  )
}

/** The question asked before Publish leaves out fields the site does not know: the checker's lines name them. */
export function unknownFieldsQuestion(kind: ContentKind, lines: string[]): string {
  return [
    `The ${formLabels[kind]} file holds ${lines.length === 1 ? `a field` : `fields`} the site does not use (typed outside this editor), which this form cannot show:`,
    ...lines.map((line) => `  ${line}`),
    ``,
    `OK: publish without ${lines.length === 1 ? `it` : `them`} (removed from the file; everything else is kept).`,
    `Cancel: publish nothing; the file stays as it is.`,
  ].join(`\n`)
}

/** Said when the band answers Cancel to unknownFieldsQuestion. */
export const unknownFieldsKept = (kind: ContentKind) =>
  `Nothing was published: the ${formLabels[kind]} file keeps the field the site does not use, and the site will not build with it. Press Publish again and answer OK to leave it out.`

/** Said when the local editing server (`npm run cms`) stopped answering: nothing is lost, and how to go on. */
export const lostEditingServer = `The editor lost the editing server on this computer (it was stopped, or its terminal was closed), so nothing was saved; your changes are still in this form. Start it again: in the project's folder, run "npm run cms" in a terminal, then press Publish again here. Keep this tab open until it says "Entry saved".`
