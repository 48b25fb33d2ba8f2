// How the editor names what a band member sees: a form by its name in the editor's list, a field by its label in the
// form, a show by its day and place, a picture by its file name as the media library shows it. The checker's problems
// (content-rules.ts) name the file, the entry and the field as the files write them, which is right for `npm run
// check-content` and the build; the editor says the same problems in these words.
import type { ContentProblem } from "../../content-model/content-rules"
import { contentFiles, type ContentKind } from "../../content-model/files"
import { asShown } from "../../content-model/invisible-characters"
import { contentJsonSchema, type JsonSchema } from "../../content-model/json-schemas"
import { dateFormatHint } from "../../content-model/schema"
import { listInWords } from "../../site/list-in-words"
import { dataOf } from "./json-data"

const kinds = Object.keys(contentFiles) as ContentKind[]

/** Each content file's form, as the editor's list names it. */
export const formLabels: Record<ContentKind, string> = {
  band: `Band facts and logo`,
  shows: `Shows`,
  members: `Members`,
  lineups: `Lineups`,
  faq: `FAQ`,
  booking: `Booking kit`,
}

/** The content file whose name ("lineups.json", "content/lineups.json") is `file`, if one is. */
const kindOfFile = (file: string) =>
  kinds.find((kind) => file.replace(/^content\//, ``) === contentFiles[kind].file)

/** A field's label in the form of a content file: the title of the first field of that name in the file's model. */
export function fieldLabel(kind: ContentKind, name: string): string {
  const titleIn = (schema: JsonSchema): string | undefined =>
    schema.properties?.[name]?.title ??
    [...Object.values(schema.properties ?? {}), ...(schema.items ? [schema.items] : [])]
      .map(titleIn)
      .find((title) => title !== undefined)
  return titleIn(contentJsonSchema(kind)) ?? name
}

/** A field's label without the words in brackets the form adds: "Where" for "Where (venue or address)". */
export const shortLabel = (kind: ContentKind, name: string) => fieldLabel(kind, name).replace(/ \(.*$/, ``)

/** Every field name of `kind`'s file, at any depth. */
function fieldNames(kind: ContentKind): Set<string> {
  const found = new Set<string>()
  const walk = (schema: JsonSchema) => {
    for (const [name, inner] of Object.entries(schema.properties ?? {})) {
      found.add(name)
      walk(inner)
    }
    if (schema.items) walk(schema.items)
  }
  walk(contentJsonSchema(kind))
  return found
}
const namesOf = Object.fromEntries(kinds.map((kind) => [kind, fieldNames(kind)])) as Record<
  ContentKind,
  Set<string>
>

const months = [`January`, `February`, `March`, `April`, `May`, `June`, `July`, `August`, `September`].concat(
  [`October`, `November`, `December`],
)
const weekdays = [`Sunday`, `Monday`, `Tuesday`, `Wednesday`, `Thursday`, `Friday`, `Saturday`]

/** A time of day as the band says it: "7 pm", "7:30 pm", "noon", "midnight"; an impossible one as written. */
function timeInWords(hour: number, minute: number): string {
  if (hour > 23 || minute > 59) return `${hour}:${String(minute).padStart(2, `0`)}`
  if (minute === 0 && hour === 12) return `noon`
  if (minute === 0 && hour === 0) return `midnight`
  const clock = hour % 12 || 12
  return `${clock}${minute ? `:${String(minute).padStart(2, `0`)}` : ``} ${hour < 12 ? `am` : `pm`}`
}

/**
 * A show's date as a band member reads it: "Wednesday, April 17, 2024 at 7 pm" for "2024-04-17T19:00", without the
 * weekday for a day no calendar has ("February 29, 2026"). Anything else is given back as written, in quotes.
 */
export function dateInWords(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2})?)?(.*)$/s.exec(date.trim())
  const month = match && months[Number(match[2]) - 1]
  if (!match || !month) return JSON.stringify(date)
  const [, year, , dayOfMonth, hour, minute, rest] = match as unknown as string[]
  const day = new Date(Date.UTC(Number(year), Number(match[2]) - 1, Number(dayOfMonth)))
  const real = day.getUTCDate() === Number(dayOfMonth) && Number(year) >= 1000
  const weekday = real ? `${weekdays[day.getUTCDay()]}, ` : ``
  const time = hour === undefined ? `` : ` at ${timeInWords(Number(hour), Number(minute))}`
  const after = rest ? ` (with ${JSON.stringify(rest)} after it)` : ``
  return `${weekday}${month} ${Number(dayOfMonth)}, ${year}${time}${after}`
}

/** A text of the content as a reader sees it: a right-to-left override would otherwise turn the line around. */
const textOf = (value: unknown) => (typeof value === `string` ? asShown(value).trim() : ``)
const block = (value: unknown) => (value && typeof value === `object` ? value : {}) as Record<string, unknown>

/** A show as the band tells it apart: "the show at The Space in Champaign on Wednesday, August 14, 2024 at 7:30 pm". */
export function showInWords(show: unknown, position?: number): string {
  const [date, where] = [textOf(block(show).date), textOf(block(show).where).slice(0, 60)]
  if (date && where) return `the show at ${where} on ${dateInWords(date)}`
  if (where) return `the show at ${where} (no date yet)`
  if (date) return `the show on ${dateInWords(date)} (no place yet)`
  return position === undefined
    ? `a show with no date or place yet`
    : `show ${position + 1} (no date or place yet)`
}

/** A show in a list of a question: "Wednesday, April 17, 2024 at 7 pm, The Bone Student Center". */
export const showLine = (show: unknown) => {
  const [date, where] = [textOf(block(show).date), textOf(block(show).where)]
  return `${date ? dateInWords(date) : `no date`}, ${where || `no place`}`
}

/** An entry of a list as the band tells it apart (a show, a member, a question, a press photo). */
function entryInWords(list: string, entry: unknown, position?: number): string {
  const fields = block(entry)
  const number = position === undefined ? `` : ` ${position + 1}`
  const named = (noun: string, text: string) =>
    text ? `the ${noun} ${JSON.stringify(text)}` : `${noun}${number}`
  if (list === `shows`) return showInWords(entry, position)
  if (list === `members`) return named(`member`, textOf(fields.name))
  if (list === `faq`) {
    const question = textOf(fields.question)
    return named(`question`, question.length > 60 ? `${question.slice(0, 57)}...` : question)
  }
  if (list === `pressPhotos`) return named(`press photo`, textOf(fields.alt).slice(0, 60))
  return `${list}${number}`
}

/** The content file a path of data (["shows", 2, "date"], ["fanName"]) is in: by its first key. */
function kindOfPath(path: readonly (string | number)[]): ContentKind {
  const [first] = path
  return kinds.find((kind) => kind !== `band` && kind === first) ?? `band`
}

/**
 * Where a path of `kind`'s data is, in the band's words: the entry ("the show at … on …", "the Milk lineup") and the
 * field by its label ("Where", "Venue, as data" → "State"), either of them left out when the path has none.
 */
function placeInWords(
  kind: ContentKind,
  path: readonly (string | number)[],
  data: unknown,
): { entry?: string; field?: string } {
  let rest = [...path]
  let entry: string | undefined
  if (kind === `lineups` && typeof path[1] === `string`) {
    entry = `the ${shortLabel(kind, path[1])}`
    rest = typeof path[2] === `number` ? [] : path.slice(2)
    if (typeof path[2] === `number`) return { entry, field: `name ${path[2] + 1}` }
  } else {
    // The first list of entries the path goes into: shows, members, questions, press photos.
    const at = path.findIndex((part, index) => index > 0 && typeof part === `number`)
    const list = path[at - 1]
    if (at > 0 && typeof list === `string` && [`shows`, `members`, `faq`, `pressPhotos`].includes(list)) {
      const entries = path.slice(0, at).reduce<unknown>((inner, key) => block(inner)[key], data)
      const position = path[at] as number
      entry = entryInWords(list, Array.isArray(entries) ? entries[position] : undefined, position)
      rest = path.slice(at + 1)
    } else if (kind !== `band`) rest = path.slice(1)
  }
  const words = rest.map((part) =>
    typeof part === `number` ? `item ${part + 1}` : JSON.stringify(shortLabel(kind, part)),
  )
  return { entry, ...(words.length > 0 ? { field: words.join(` → `) } : {}) }
}

/** Where two changes met, in the band's words: "the show at … on …", "What we call our fans", "the Milk lineup". */
export function clashInWords(path: readonly string[], entry?: unknown): string {
  if (path.length === 0) return `the whole file`
  const kind = kindOfPath(path)
  const list = path.at(-1)!
  if (entry !== undefined) return entryInWords(list, entry)
  const { entry: named, field } = placeInWords(kind, path, undefined)
  return [named, field].filter(Boolean).join(`: `) || formLabels[kind]
}

/** Each text `kind`'s data holds, and a file name for each file of the content. */
function replaceKnownNames(text: string, kind: ContentKind): string {
  const label = (name: string) => shortLabel(kindWithName(name, kind), name)
  return (
    text
      // "like "date": "2024-08-14T19:30"": the value alone; "add "status": "rescheduled"": the label, then the value.
      .replace(/\blike "(\w+)": /g, (whole, name: string) => (isName(name) ? `like ` : whole))
      .replace(/\badd "(\w+)": /g, (whole, name: string) =>
        isName(name) ? `set ${JSON.stringify(label(name))} to ` : whole,
      )
      .replace(/"(\w+)": /g, (whole, name: string) =>
        isName(name) ? `${JSON.stringify(label(name))} set to ` : whole,
      )
      // "did you mean "fanName"?", "the same as "date"": the label.
      .replace(/"(\w+)"/g, (whole, name: string) => (isName(name) ? JSON.stringify(label(name)) : whole))
      // "the fields are where, when, date, img…", "the themes are milk, sonic and dairy": their labels.
      .replace(/\b(fields|themes) are ([\w, ]+?)(?=$|[;.)])/g, (whole, what: string, names: string) => {
        const listed = names.split(/, | and /)
        return listed.every(isName)
          ? `${what} are ${listInWords(listed.map((name) => JSON.stringify(label(name))))}`
          : whole
      })
  )
}

const isName = (name: string) => kinds.some((kind) => namesOf[kind].has(name))
/** The file a field of this name is in: `kind`'s when it has one. */
const kindWithName = (name: string, kind: ContentKind) =>
  namesOf[kind].has(name) ? kind : (kinds.find((each) => namesOf[each].has(name)) ?? kind)

/**
 * A sentence of the checker's in the band's words: dates as days, fields by their labels, files by their forms,
 * pictures by their file names, "show 2" by its day and place (from `data`, the file's data), and the form's ways
 * (pick a day, leave a box empty) in place of the file's (write YYYY-MM-DD, remove the line).
 */
export function inBandWords(text: string, kind: ContentKind, data?: unknown): string {
  const hint = dateFormatHint.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`)
  const shows = Array.isArray(block(data).shows) ? (block(data).shows as unknown[]) : []
  const said = text
    // How to write a date, with the examples and the clock after it: what the form's date box takes.
    .replace(
      new RegExp(`${hint}(, like "[^"]*" or "[^"]*")?(, with a 24-hour clock from 00:00 to 23:59)?`, `g`),
      `pick the day in the date box, and the start time if it is known`,
    )
    .replace(
      /(YYYY-MM-DD or YYYY-MM-DDTHH:MM|YYYY-MM-DD)( \(24-hour clock\))?/g,
      `a day picked in the date box`,
    )
    // Files: a content file by its form, a picture by its file name.
    .replace(/(?:content\/)?images\/(?:[^"\s/]+\/)*([^"\s/]+)/g, `$1`)
    .replace(/\b(?:content\/)?(\w+\.json)\b/g, (whole, file: string) => {
      const named = kindOfFile(file)
      return named ? `the ${formLabels[named]} form` : whole
    })
    .replace(/\bcontent\/(images\/source\/)?/g, `the content folder`)
    .replace(/ ?\(see CONTENT\.md\)|as CONTENT\.md shows/g, (found) =>
      found.startsWith(`as`) ? `as the band's editing guide shows` : ``,
    )
    .replace(/CONTENT\.md/g, `the band's editing guide`)
    // Dates, quoted or not, as days; ids and pictures named after a day keep their names.
    .replace(/"(\d{4}-\d{2}-\d{2}(?:T[^"]*)?)"/g, (_, date: string) => dateInWords(date))
    .replace(/(?<![\w-])\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?)?(?![\w-])/g, dateInWords)
    // Another show of the file, by its day and place.
    .replace(/\bshow (\d+)\b/g, (whole, number: string) =>
      shows[Number(number) - 1] === undefined
        ? whole
        : showInWords(shows[Number(number) - 1], Number(number) - 1),
    )
    // What the file's shapes are called, as the form holds them.
    .replace(/ \{ \}| \[ \]/g, ``)
    .replace(/the JSON is broken/g, `the file is broken`)
    .replace(/, and JSON does not allow that/g, `, which the file does not allow`)
    .replace(/\bJSON\b/g, `the file`)
    .replace(/null \(empty\)/g, `empty`)
    .replace(/\bremove the line\b/g, `leave it empty`)
    .replace(/\b([Ll])eave (?:the line|it) out\b/g, `$1eave it empty`)
    .replace(/\b([Ll])eave out\b/g, `$1eave empty`)
  return replaceKnownNames(said, kind)
}

/**
 * One of the checker's problems in the band's words: the form, the entry and the field, then what is wrong.
 * `texts` are the content files as the Publish would write them, for naming the entries.
 */
export function problemInWords(problem: ContentProblem, texts: Partial<Record<ContentKind, string>>): string {
  const kind = kindOfFile(problem.file)
  if (!kind) return inBandWords(problem.problem, `band`)
  const data = dataOf(texts[kind] ?? ``)
  const place = problem.at ? placeInWords(kind, problem.at, data) : {}
  const where = [formLabels[kind], place.entry].filter(Boolean).join(`, `)
  const what = inBandWords(problem.problem, kind, data)
  return `${where}: ${[place.field, what].filter(Boolean).join(` `)}`
}

/**
 * The checker's problems in the band's words, one a line. A broken file's line as written is left out: it shows the
 * file's own words, and its line and column say where to look to whoever corrects it by hand.
 */
export function problemsInWords(
  problems: readonly ContentProblem[],
  texts: Partial<Record<ContentKind, string>>,
): string {
  return problems.map((problem) => problemInWords(problem, texts)).join(`\n`)
}
