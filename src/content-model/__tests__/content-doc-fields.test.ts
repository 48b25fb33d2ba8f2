/** @jest-environment node */
// CONTENT.md explains every field (the checker's messages send the band there): each file's section lists exactly
// the fields its zod definition has, so a field added to the model without a line in CONTENT.md fails here.
import fs from "fs"
import path from "path"
import type { ContentKind } from "../files"
import { contentJsonSchema, type JsonSchema } from "../json-schemas"

/** CONTENT.md's section for each content file, by its heading. */
const sections: Record<ContentKind, string> = {
  shows: `Add a show`,
  members: `Change a member`,
  lineups: `Change a lineup`,
  faq: `Edit the FAQ`,
  band: `Band facts and the logo`,
  booking: `The booking kit (/booking/)`,
}

const guide = fs.readFileSync(path.join(__dirname, `..`, `..`, `..`, `CONTENT.md`), `utf8`)

interface FieldTable {
  /** "" for the entry's own fields (a "Field" column), or the field whose block it describes ("`logo` field"). */
  of: string
  /** Each row: the field names in backticks in its first cell, and the whole row's text. */
  rows: { names: string[]; text: string }[]
}

/** The field tables of a section: those whose first column is headed "Field" or "`name` field". */
function fieldTables(heading: string): FieldTable[] {
  const section = guide.split(/^## /m).find((part) => part.startsWith(`${heading}\n`))
  if (!section) throw new Error(`CONTENT.md has no section "## ${heading}"`)
  const cells = (line: string) =>
    line
      .split(`|`)
      .slice(1, -1)
      .map((cell) => cell.trim())
  const tables = section.match(/^\|.*(\n\|.*)*/gm) ?? []
  return tables.flatMap((table) => {
    const [header, , ...rows] = table.split(`\n`)
    const of = /^(?:`(\w+)` )?field$/i.exec(cells(header!)[0]!)
    if (!of) return []
    return [
      {
        of: of[1] ?? ``,
        rows: rows.map((row) => ({
          names: [...cells(row)[0]!.matchAll(/`(\w+)`/g)].map((match) => match[1]!),
          text: row,
        })),
      },
    ]
  })
}

/** The object a section's "Field" table describes: the file's one list or block, or the file itself (band.json). */
function entryOf(file: JsonSchema): JsonSchema {
  const fields = Object.values(file.properties ?? {})
  if (fields.length !== 1) return file
  return fields[0]!.items ?? fields[0]!
}

const blockOf = (field: JsonSchema) => (field.items ?? field).properties

/** What CONTENT.md leaves out or lists wrongly for a file, in words. */
function undocumented(kind: ContentKind): string[] {
  const tables = fieldTables(sections[kind])
  const entry = entryOf(contentJsonSchema(kind))
  const found: string[] = []
  const compare = (listed: string[], model: string[], what: string) => {
    for (const name of model) if (!listed.includes(name)) found.push(`${what}: "${name}" is not listed`)
    for (const name of listed) if (!model.includes(name)) found.push(`${what}: "${name}" is not in the model`)
  }
  const own = tables.filter((table) => table.of === ``)
  const names = (table?: FieldTable) => table?.rows.flatMap((row) => row.names) ?? []
  const fields = Object.keys(entry.properties ?? {})
  if (own.length === 2) {
    // Two tables: the required fields, then the optional ones.
    const required = entry.required ?? []
    compare(names(own[0]), required, `${kind}'s required fields`)
    compare(
      names(own[1]),
      fields.filter((name) => !required.includes(name)),
      `${kind}'s optional fields`,
    )
  } else compare(names(own[0]), fields, `${kind}'s fields`)
  // A block's fields have a table of their own ("`logo` field"), or are named in the block's row.
  for (const [name, field] of Object.entries(entry.properties ?? {})) {
    const block = blockOf(field)
    if (!block) continue
    const ownTable = tables.find((table) => table.of === name)
    const row = own.flatMap((table) => table.rows).find((each) => each.names.includes(name))
    const listed = ownTable
      ? names(ownTable)
      : [...(row?.text ?? ``).matchAll(/`(\w+)`/g)].map((match) => match[1]!).filter((each) => each !== name)
    compare(
      listed.filter((each) => each in block || ownTable),
      Object.keys(block),
      `${kind}'s "${name}"`,
    )
  }
  return found
}

test.each(Object.keys(sections) as ContentKind[])(`CONTENT.md lists exactly the fields of %s`, (kind) => {
  expect(undocumented(kind)).toEqual([])
})
