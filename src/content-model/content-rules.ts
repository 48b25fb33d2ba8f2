// The content's rules in words, without the disk: given the text of each content file, every problem a band member
// would be told about (JSON syntax, each file's fields, the rules between files), and through a given checker the
// images'. The build's checker (validate.ts) and the editor at /admin/ (src/editor/decap/editor.ts) both use it, so a
// mistake reads the same in both; nothing here needs Node.
import { z } from "zod"
import { eachAtOnce } from "./each-at-once"
import { contentFiles, mayBeMissing, type ContentKind } from "./files"
import type { ImageUse } from "./image-words"
import { asShown, hasInvisibleCharacter } from "./invisible-characters"
import { isBlock, readJson, type JsonPath } from "./json-text"
import {
  bandSchema,
  bookingSchema,
  contentSchemas,
  faqEntrySchema,
  logoSchema,
  memberSchema,
  pressPhotoSchema,
  showSchema,
  venueSchema,
} from "./schema"
import { showRuleProblems, upcomingShowWarnings } from "./show-rules"
import { closestNames } from "./suggest"
import { todayInCentralIllinois } from "../site/band-day"
import { listInWords } from "../site/list-in-words"

// The editor (src/editor/core) words its own problems as the checker does.
export { listInWords }

/** Why an image named in the content cannot be used, or undefined; the text follows the field name. */
export type ImageChecker = (imagePath: string, use: ImageUse) => Promise<string | undefined>

/**
 * What publishing the logo's SVG source takes out of it (content-model/safe-svg.ts, read from the disk by validate.ts),
 * or undefined when the logo has no SVG source: `file` is the source as the band knows it
 * (`content/images/source/logo.svg`), `unreadable` why it is no drawing at all, `undrawable` why the build cannot draw
 * it for the PNG downloads, with what to write instead (content-model/logo-drawing.ts).
 */
export type LogoSourceCheck = (
  logoPath: string,
) => Promise<
  { file: string; removed: readonly string[]; unreadable?: string; undrawable?: string } | undefined
>

export interface ContentProblem {
  /** The file as the editor knows it, e.g. `content/shows.json`. */
  file: string
  /** The entry by position and handle, e.g. `show 3 ("2024-04-17, The Bone Student Center")`. */
  entry?: string
  /** The field, quoted as written in the file, e.g. `"date"` or `"roles" entry 2`. */
  field?: string
  /** What is wrong and what would be right, e.g. `is "2024-04-31", which is not a real date; write it as …`. */
  problem: string
  /** Where in the file's data, as keys and positions (`["shows", 2, "date"]`), for a form to mark the field. */
  at?: readonly (string | number)[]
  /** For broken JSON: the line as written and a caret under the spot. */
  excerpt?: [string, string]
}

/** One line per problem, in the shape `file: entry: "field" what is wrong; what to write instead`. */
export function formatProblem({ file, entry, field, problem }: ContentProblem): string {
  return [file, entry, field ? `${field} ${problem}` : problem].filter(Boolean).join(`: `)
}

/** Every problem on its own line; a JSON syntax problem is followed by its line and a caret, indented. */
export function formatProblems(problems: readonly ContentProblem[]): string {
  return problems
    .flatMap((problem) => [
      formatProblem(problem),
      ...(problem.excerpt ? problem.excerpt.map((line) => `    ${line}`) : []),
    ])
    .join(`\n`)
}

export interface ContentCounts {
  shows: number
  members: number
  faq: number
  images: number
}

export interface ContentReport {
  problems: ContentProblem[]
  /**
   * What does not stop the build but is worth a look: what an upcoming show lacks for search engines, what the logo
   * downloads leave out of the logo's SVG source.
   */
  warnings: ContentProblem[]
  /** How much content was read, for a reassuring summary when there are no problems. */
  counts: ContentCounts
}

/**
 * Every problem in the content files given as text (undefined: the file is missing), with counts of what was read.
 * `strayFiles` are problems found outside the files (see validate.ts); `imageProblem` checks each named image.
 * `today` (YYYY-MM-DD in central Illinois) decides which shows are upcoming, for the warnings. `logoSource` says what
 * the logo downloads leave out of the logo's SVG source (the editor has no disk to read it from, and leaves it out).
 */
export async function checkContentTexts(
  texts: Partial<Record<ContentKind, string>>,
  imageProblem: ImageChecker,
  strayFiles: readonly ContentProblem[] = [],
  today: string = todayInCentralIllinois(new Date()),
  logoSource: LogoSourceCheck = async () => undefined,
): Promise<ContentReport> {
  const found: { problem: ContentProblem; kind?: ContentKind; index: number }[] = []
  const data: Partial<Record<ContentKind, unknown>> = {}
  const kinds = Object.keys(contentFiles) as ContentKind[]

  const report = (
    kind: ContentKind,
    jsonPath: JsonPath,
    problem: string,
    extra: Partial<ContentProblem> = {},
  ) => {
    const { entry, field, index } = locate(kind, jsonPath, data[kind])
    const at = jsonPath.length > 0 ? { at: jsonPath } : {}
    found.push({ problem: { file: shownFile(kind), entry, field, problem, ...at, ...extra }, kind, index })
  }

  for (const problem of strayFiles) found.push({ problem, index: 0 })
  const warnings: ContentProblem[] = []

  for (const kind of kinds) {
    let text = texts[kind]
    if (text === undefined && mayBeMissing(kind)) continue
    if (text === undefined) {
      report(kind, [], `the file is missing; the site needs it, so put it back (git can restore it)`)
      continue
    }
    if (text.startsWith(byteOrderMark)) {
      report(
        kind,
        [],
        `the file starts with an invisible "byte-order mark" (older Windows Notepad adds one), which the build cannot read; save it again as "UTF-8", not "UTF-8 with BOM"`,
      )
      text = text.slice(byteOrderMark.length)
    }
    const read = readJson(text)
    if (!read.ok) {
      const { line, column, reason, excerpt } = read.error
      const gutter = `${line} | `
      report(kind, [], `line ${line}, column ${column}: the JSON is broken: ${reason}`, {
        excerpt: [`${gutter}${excerpt[0]}`, `${` `.repeat(gutter.length)}${excerpt[1]}`],
      })
      continue
    }
    data[kind] = read.value
    for (const { path: blockPath, key, line } of read.repeatedFields) {
      report(
        kind,
        [...blockPath, key],
        `is written twice in the same block (again on line ${line}); keep only one`,
      )
    }
    const result = contentSchemas[kind].safeParse(read.value)
    if (!result.success) {
      for (const issue of result.error.issues) {
        for (const { jsonPath, problem } of describeIssue(kind, issue, read.value))
          report(kind, jsonPath, problem)
      }
    }
  }

  const sameShow = (other: number) =>
    `this is the same show as show ${other} (same "date" and "where"); remove one of them`
  for (const { jsonPath, problem } of uniqueEntries(`shows`, data.shows, showKey, sameShow))
    report(`shows`, jsonPath, problem)
  for (const { jsonPath, problem } of showRuleProblems(data.shows)) report(`shows`, jsonPath, problem)
  for (const { jsonPath, problem } of upcomingShowWarnings(data.shows, today)) {
    const { entry, field } = locate(`shows`, jsonPath, data.shows)
    warnings.push({ file: shownFile(`shows`), entry, field, problem })
  }
  const sameMember = (other: number) =>
    `is the same as member ${other}'s; each member is listed once, so remove one of them`
  for (const { jsonPath, problem } of uniqueEntries(`members`, data.members, memberKey, sameMember, `name`)) {
    report(`members`, jsonPath, problem)
  }
  const sameQuestion = (other: number) =>
    `is the same as question ${other}'s; remove one of them or merge the answers`
  for (const { jsonPath, problem } of uniqueEntries(`faq`, data.faq, questionKey, sameQuestion, `question`)) {
    report(`faq`, jsonPath, problem)
  }

  for (const { jsonPath, problem } of lineupProblems(data.lineups, data.members))
    report(`lineups`, jsonPath, problem)

  const images = namedImages(data)
  const imageProblems = await eachAtOnce(images, imagesAtOnce, async (image) => ({
    image,
    problem: await imageProblem(image.imagePath, image.use),
  }))
  for (const { image, problem } of imageProblems) if (problem) report(image.kind, image.jsonPath, problem)

  const logo = images.find(({ use }) => use === `logo`)
  const source = logo && (await logoSource(logo.imagePath))
  const unusable =
    source?.unreadable !== undefined
      ? unreadableLogoSource(source.unreadable)
      : source?.undrawable !== undefined
        ? undrawableLogoSource(source.undrawable)
        : undefined
  if (source && unusable !== undefined) {
    found.push({ problem: { file: source.file, problem: unusable }, kind: `band`, index: 1 })
  } else if (source && source.removed.length > 0) {
    warnings.unshift({ file: source.file, problem: takenOutOfLogo(source.removed) })
  }

  // Files in the order editors know them, entries in their order within a file; otherwise in the order found.
  const problems = found
    .map((item, order) => ({ ...item, order }))
    .sort((a, b) => rank(a.kind) - rank(b.kind) || a.index - b.index || a.order - b.order)
    .map(({ problem }) => problem)

  return {
    problems,
    warnings,
    counts: {
      shows: listIn(data.shows, `shows`).length,
      members: listIn(data.members, `members`).length,
      faq: listIn(data.faq, `faq`).length,
      images: images.length,
    },
  }
}

// ---- The logo's SVG source, which the booking page's logo downloads are made from ----

/** What was taken out of the published logo, the first few by name, and how to keep it out of the drawing too. */
function takenOutOfLogo(removed: readonly string[]): string {
  const named = removed.length > 10 ? [...removed.slice(0, 9), `${removed.length - 9} more things`] : removed
  const them = removed.length === 1 ? `it was` : `they were`
  return `the logo's SVG source holds ${listInWords(named)}, which the site does not publish: ${them} taken out of the logo files bookers download from the booking page, and the rest of the drawing is published as it is. To keep ${removed.length === 1 ? `it` : `them`} out of the drawing itself (a logo needs no scripts and no links to other sites), export the SVG again from the drawing program without scripts`
}

function unreadableLogoSource(why: string): string {
  return `the logo's SVG source cannot be published, because ${why}; the booking page's logo downloads are made from it, so export the SVG again from the drawing program (or move the file out of content/images/source/, and the booking page offers no logo files)`
}

function undrawableLogoSource(why: string): string {
  return `the booking page's logo downloads cannot be drawn from the logo's SVG source, because ${why} (or move the file out of content/images/source/, and the booking page offers no logo files)`
}

/** Problems with no content file of their own (stray files) come first, then each file in the order editors know. */
function rank(kind: ContentKind | undefined): number {
  return kind === undefined ? -1 : Object.keys(contentFiles).indexOf(kind)
}

function shownFile(kind: ContentKind): string {
  return `content/${contentFiles[kind].file}`
}

const byteOrderMark = `\uFEFF`

/**
 * How many images are checked at once: enough to keep the disk and both cores busy, few enough that a checker which
 * reads whole files (the build's) holds a handful of them at a time, not every poster of years of shows.
 */
export const imagesAtOnce = 8

// ---- Naming entries and fields the way an editor sees them ----

const entryNouns = { shows: `show`, members: `member`, faq: `question` } as const
const listKeys = { shows: `shows`, members: `members`, faq: `faq` } as const

function locate(
  kind: ContentKind,
  jsonPath: JsonPath,
  fileData: unknown,
): { entry?: string; field?: string; index: number } {
  if (kind === `band`) {
    if (jsonPath[0] === `logo` && jsonPath.length > 1)
      return { entry: `logo`, field: describeField(jsonPath.slice(1)), index: 1 }
    return { field: describeField(jsonPath), index: 0 }
  }
  if (kind === `booking`) return locateInBooking(jsonPath)
  if (kind === `lineups`) {
    if (jsonPath.length === 2) return { field: `lineup ${JSON.stringify(jsonPath[1])}`, index: 1 }
    if (jsonPath.length > 2) {
      const theme = String(jsonPath[1])
      const rest = jsonPath.slice(2)
      const nameIndex = rest[0]
      const field =
        typeof nameIndex === `number` && rest.length === 1 ? `name ${nameIndex + 1}` : describeField(rest)
      return { entry: `lineup "${theme}"`, field, index: 1 }
    }
    return { field: describeField(jsonPath), index: 0 }
  }
  const position = jsonPath[1]
  if (jsonPath.length > 1 && typeof position === `number`) {
    const entryData = listIn(fileData, listKeys[kind])[position]
    const handle = entryHandle(kind, entryData)
    return {
      entry: `${entryNouns[kind]} ${position + 1}${handle ? ` (${JSON.stringify(handle)})` : ``}`,
      field: describeField(jsonPath.slice(2)),
      index: position + 1,
    }
  }
  return { field: describeField(jsonPath), index: 0 }
}

/** A booking field by its name; a press photo as an entry of its own ("press photo 2"), like a show. */
function locateInBooking(jsonPath: JsonPath): { entry?: string; field?: string; index: number } {
  const [, field, position, ...rest] = jsonPath
  if (field === `pressPhotos` && typeof position === `number`) {
    return { entry: `press photo ${position + 1}`, field: describeField(rest), index: position + 2 }
  }
  return { field: describeField(jsonPath.slice(1)), index: 0 }
}

function entryHandle(kind: `shows` | `members` | `faq`, entry: unknown): string | undefined {
  const fields = isBlock(entry) ? entry : {}
  // Named as a reader sees it: a right-to-left override in a name would otherwise turn the rest of the line around.
  const textOf = (value: unknown) => {
    const visible = typeof value === `string` ? asShown(value).trim() : ``
    return visible || undefined
  }
  if (kind === `shows`) {
    const day = textOf(fields.date)?.split(`T`)[0]
    const parts = [day, textOf(fields.where)].filter(Boolean)
    return parts.length > 0 ? parts.join(`, `) : undefined
  }
  if (kind === `members`) return textOf(fields.name)
  const question = textOf(fields.question)
  return question && question.length > 60 ? `${question.slice(0, 57)}...` : question
}

function describeField(fieldPath: JsonPath): string | undefined {
  if (fieldPath.length === 0) return undefined
  const [first, ...rest] = fieldPath
  let field = typeof first === `number` ? `entry ${first + 1}` : JSON.stringify(first)
  for (const part of rest)
    field += typeof part === `number` ? ` entry ${part + 1}` : ` → ${JSON.stringify(part)}`
  return field
}

// ---- Turning schema issues into sentences ----

interface Described {
  jsonPath: JsonPath
  problem: string
}

type SomeSchema = z.core.$ZodType

const objectNouns = new Map<unknown, string>([
  [showSchema, `a show`],
  [venueSchema, `a venue`],
  [memberSchema, `a member`],
  [faqEntrySchema, `a question`],
  [logoSchema, `the logo`],
  [bookingSchema, `the booking kit`],
  [pressPhotoSchema, `a press photo`],
  [bandSchema, `band.json`],
])

function describeIssue(kind: ContentKind, issue: z.core.$ZodIssue, fileData: unknown): Described[] {
  const jsonPath = issue.path as JsonPath
  const schema = schemaAt(contentSchemas[kind], jsonPath)
  const value = valueAt(fileData, jsonPath)
  const isEntry = jsonPath.length === 2 && typeof jsonPath[1] === `number`

  switch (issue.code) {
    case `unrecognized_keys`: {
      const known = schema ? objectKeys(schema) : []
      return issue.keys.map((key) => {
        const guess = closestNames(key, known, 1)[0]
        const didYouMean = guess ? `did you mean "${guess}"? The` : `the`
        if (kind === `lineups` && jsonPath.length === 1) {
          return {
            jsonPath: [...jsonPath, key],
            problem: `is not a theme; ${didYouMean} themes are ${listInWords(known)}`,
          }
        }
        const noun = (schema && objectNouns.get(unwrap(schema))) ?? `this file`
        return {
          jsonPath: [...jsonPath, key],
          problem: `is not a field ${noun} can have; ${didYouMean} fields are ${listInWords(known)}`,
        }
      })
    }
    case `invalid_type`: {
      const expected = schema ? expectedShape(schema) : issue.expected
      if (value === undefined) {
        return [{ jsonPath, problem: `is missing; add it, ${exampleFor(jsonPath, schema)}` }]
      }
      if (jsonPath.length === 0) {
        const listKey = kind === `band` ? undefined : Object.keys(objectShape(contentSchemas[kind]))[0]
        return [
          {
            jsonPath,
            problem: `the whole file must be one block { }${listKey ? ` holding "${listKey}"` : ``}, but it is ${kindOfValue(value)}; write it like ${fileExample(kind)}`,
          },
        ]
      }
      if (isEntry) {
        return [
          {
            jsonPath,
            problem: `this entry is ${kindOfValue(value)}, but it should be a block { } with ${listInWords(schema ? objectKeys(schema) : [])}`,
          },
        ]
      }
      return [
        {
          jsonPath,
          problem: `is ${kindOfValue(value)}, but it should be ${expected}, ${exampleFor(jsonPath, schema)}`,
        },
      ]
    }
    case `too_small`: {
      if (issue.origin === `array`) {
        return [{ jsonPath, problem: `is an empty list; add at least one, ${exampleFor(jsonPath, schema)}` }]
      }
      const optional = schema !== undefined && isOptionalAt(contentSchemas[kind], jsonPath)
      return [
        {
          jsonPath,
          problem: `is empty; fill it in, ${exampleFor(jsonPath, schema)}${optional ? `, or remove the line` : ``}`,
        },
      ]
    }
    case `invalid_format`:
      if (issue.format === `email`) {
        return [
          {
            jsonPath,
            problem: `is ${JSON.stringify(value)}, which is not an e-mail address; write it like name@example.com`,
          },
        ]
      }
      return [
        {
          jsonPath,
          problem: `is ${JSON.stringify(value)}, which is not written the right way; ${exampleFor(jsonPath, schema)}`,
        },
      ]
    case `custom`:
      return [{ jsonPath, problem: issue.message }]
    default:
      return [{ jsonPath, problem: `is not right: ${issue.message}` }]
  }
}

function exampleFor(jsonPath: JsonPath, schema: SomeSchema | undefined): string {
  const key = [...jsonPath].reverse().find((part) => typeof part === `string`)
  const examples = schema ? (metaOf(schema)?.examples as unknown[] | undefined) : undefined
  const lastIsIndex = typeof jsonPath[jsonPath.length - 1] === `number`
  if (examples && examples.length > 0) {
    const example = JSON.stringify(examples[0]).replace(/","/g, `", "`)
    return lastIsIndex || key === undefined ? `like ${example}` : `like "${key}": ${example}`
  }
  if (schema && unwrap(schema) instanceof z.ZodObject)
    return `as a block { } with ${listInWords(objectKeys(schema))}`
  if (schema && unwrap(schema) instanceof z.ZodArray)
    return `as a list [ ], like "${key}": [ ... ] (see CONTENT.md)`
  return `as CONTENT.md shows`
}

function fileExample(kind: ContentKind): string {
  return kind === `band`
    ? `{ "name": "Milk Patrol", ... }`
    : `{ "${Object.keys(objectShape(contentSchemas[kind]))[0]}": ... }`
}

function expectedShape(schema: SomeSchema): string {
  const inner = unwrap(schema)
  if (inner instanceof z.ZodArray) return `a list [ ]`
  if (inner instanceof z.ZodObject) return `a block { }`
  if (inner instanceof z.ZodString) return `a text in "double quotes"`
  return inner instanceof z.ZodType ? inner.type : `something else`
}

function kindOfValue(value: unknown): string {
  if (value === null) return `null (empty)`
  if (Array.isArray(value)) return `a list`
  if (typeof value === `string`) return `a text (${JSON.stringify(value)})`
  if (typeof value === `number`) return `a number (${value})`
  if (typeof value === `boolean`) return `${value} (a yes/no value)`
  return `a block { }`
}

// ---- Walking the zod definitions through zod's own classes (plain objects, lists and optional fields are all the
// content uses) ----

function unwrap(schema: SomeSchema): SomeSchema {
  return schema instanceof z.ZodOptional ? unwrap(schema.unwrap()) : schema
}

function objectShape(schema: SomeSchema): Record<string, SomeSchema> {
  const inner = unwrap(schema)
  return inner instanceof z.ZodObject ? inner.shape : {}
}

function objectKeys(schema: SomeSchema): string[] {
  return Object.keys(objectShape(schema))
}

function schemaAt(root: SomeSchema, jsonPath: JsonPath): SomeSchema | undefined {
  let current: SomeSchema | undefined = root
  for (const part of jsonPath) {
    if (!current) return undefined
    const inner = unwrap(current)
    if (inner instanceof z.ZodArray && typeof part === `number`) current = inner.element
    else if (inner instanceof z.ZodObject && typeof part === `string`) current = objectShape(inner)[part]
    else return undefined
  }
  return current
}

function isOptionalAt(root: SomeSchema, jsonPath: JsonPath): boolean {
  return schemaAt(root, jsonPath) instanceof z.ZodOptional
}

function metaOf(schema: SomeSchema): Record<string, unknown> | undefined {
  const own = schema instanceof z.ZodType ? schema.meta() : undefined
  if (own) return own
  return schema instanceof z.ZodOptional ? metaOf(schema.unwrap()) : undefined
}

// ---- Rules between entries and between files ----

function listIn(fileData: unknown, key: string): unknown[] {
  const list = isBlock(fileData) ? fileData[key] : undefined
  return Array.isArray(list) ? list : []
}

function valueAt(data: unknown, jsonPath: JsonPath): unknown {
  let current = data
  for (const part of jsonPath) {
    if (Array.isArray(current) && typeof part === `number`) current = current[part]
    else if (isBlock(current) && typeof part === `string`) current = current[part]
    else return undefined
  }
  return current
}

const normalized = (value: unknown) =>
  typeof value === `string` ? value.trim().toLowerCase().replace(/\s+/g, ` `) : undefined

function showKey(entry: unknown): string | undefined {
  if (!isBlock(entry)) return undefined
  const date = normalized(entry.date)
  const where = normalized(entry.where)
  return date && where ? `${date}\u0000${where}` : undefined
}
const memberKey = (entry: unknown) => (isBlock(entry) ? normalized(entry.name) || undefined : undefined)
const questionKey = (entry: unknown) => (isBlock(entry) ? normalized(entry.question) || undefined : undefined)

function uniqueEntries(
  listKey: string,
  fileData: unknown,
  keyOf: (entry: unknown) => string | undefined,
  sameAs: (otherPosition: number) => string,
  field?: string,
): Described[] {
  const firstSeen = new Map<string, number>()
  const found: Described[] = []
  listIn(fileData, listKey).forEach((entry, index) => {
    const key = keyOf(entry)
    if (key === undefined) return
    const earlier = firstSeen.get(key)
    if (earlier === undefined) firstSeen.set(key, index)
    else
      found.push({
        jsonPath: field ? [listKey, index, field] : [listKey, index],
        problem: sameAs(earlier + 1),
      })
  })
  return found
}

function lineupProblems(lineupsData: unknown, membersData: unknown): Described[] {
  const lineups = isBlock(lineupsData) && isBlock(lineupsData.lineups) ? lineupsData.lineups : {}
  // Names are only checked against a members list that can be trusted: when members.json cannot be read, or a
  // member has no usable name (none, or one with a character nobody sees), that problem is reported on its own and
  // every lineup name would only add noise.
  const members = isBlock(membersData) && Array.isArray(membersData.members) ? membersData.members : []
  const memberNames = members
    .map((member) => (isBlock(member) && typeof member.name === `string` ? member.name.trim() : ``))
    .filter((name) => name !== `` && !hasInvisibleCharacter(name))
  const membersTrusted = members.length > 0 && memberNames.length === members.length
  const found: Described[] = []
  for (const [theme, names] of Object.entries(lineups)) {
    if (!Array.isArray(names)) continue
    const seen = new Map<string, number>()
    names.forEach((name, index) => {
      // Empty names, names with stray spaces and names with characters nobody sees are reported by the schema; one
      // message per mistake is enough.
      if (typeof name !== `string` || !name.trim() || name !== name.trim() || hasInvisibleCharacter(name))
        return
      const jsonPath = [`lineups`, theme, index]
      const earlier = seen.get(name)
      if (earlier !== undefined) {
        found.push({
          jsonPath,
          problem: `is ${JSON.stringify(name)} again (already name ${earlier + 1}); a member appears once in a lineup, so remove one`,
        })
        return
      }
      seen.set(name, index)
      if (membersTrusted && !memberNames.includes(name)) {
        const guess = closestNames(name, memberNames, 1)[0]
        found.push({
          jsonPath,
          problem: `is ${JSON.stringify(name)}, who is not in content/members.json; write the name exactly as it is there${guess ? ` (did you mean ${JSON.stringify(guess)}?)` : `, or add the member there first`}`,
        })
      }
    })
  }
  return found
}

interface NamedImage {
  kind: ContentKind
  jsonPath: JsonPath
  imagePath: string
  use: ImageUse
}

/**
 * The images the content names, to be checked against the disk. A path with a character nobody sees is reported by
 * the schema alone: the file it names could not be found, and saying so as well would be the same mistake twice.
 */
function namedImages(data: Partial<Record<ContentKind, unknown>>): NamedImage[] {
  const images: NamedImage[] = []
  const checkable = (imagePath: unknown): imagePath is string =>
    typeof imagePath === `string` && imagePath.trim() !== `` && !hasInvisibleCharacter(imagePath)
  const logoPath = valueAt(data.band, [`logo`, `img`])
  if (checkable(logoPath)) {
    images.push({ kind: `band`, jsonPath: [`logo`, `img`], imagePath: logoPath.trim(), use: `logo` })
  }
  listIn(data.shows, `shows`).forEach((show, index) => {
    const posterPath = isBlock(show) ? show.img : undefined
    if (checkable(posterPath)) {
      images.push({
        kind: `shows`,
        jsonPath: [`shows`, index, `img`],
        imagePath: posterPath.trim(),
        use: `poster`,
      })
    }
  })
  const booking = valueAt(data.booking, [`booking`])
  const stagePlot = valueAt(booking, [`stagePlot`])
  if (checkable(stagePlot)) {
    images.push({
      kind: `booking`,
      jsonPath: [`booking`, `stagePlot`],
      imagePath: stagePlot.trim(),
      use: `stagePlot`,
    })
  }
  listIn(booking, `pressPhotos`).forEach((photo, index) => {
    const photoPath = isBlock(photo) ? photo.img : undefined
    if (checkable(photoPath)) {
      images.push({
        kind: `booking`,
        jsonPath: [`booking`, `pressPhotos`, index, `img`],
        imagePath: photoPath.trim(),
        use: `pressPhoto`,
      })
    }
  })
  return images
}
