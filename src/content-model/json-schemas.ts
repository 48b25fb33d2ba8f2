// The JSON Schemas that VS Code uses to complete and underline content files, generated from the zod definitions
// so that the editor and the build can never disagree about what a file may contain.
import { z } from "zod"
import { contentFiles, type ContentKind } from "./files"
import { contentSchemas } from "./schema"

/** The schema's file name under content/schema/ for a content file, e.g. `shows.schema.json`. */
export function schemaFileName(kind: ContentKind): string {
  return contentFiles[kind].file.replace(/\.json$/, `.schema.json`)
}

/** The parts of a content file's JSON Schema that the content editor's forms (src/editor) and the tests read. */
export interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  /** The field's label in the editor's form. */
  title?: string
  /** The hint under it. */
  description?: string
  pattern?: string
  patternErrorMessage?: string
  format?: string
  minLength?: number
  minItems?: number
  enum?: string[]
  /** A long text, which may hold line breaks: a box in the form, not a line (text() in schema.ts). */
  lineBreaksAllowed?: boolean
}

/** A content file's JSON Schema: what VS Code and the content editor at /admin/ (src/editor) both read. */
export function contentJsonSchema(kind: ContentKind): JsonSchema {
  // draft-07 is the newest draft that VS Code's JSON support understands completely.
  return z.toJSONSchema(contentSchemas[kind], { target: `draft-07`, io: `input` }) as JsonSchema
}

/** Each content file's JSON Schema, as the text committed under content/schema/. */
export function contentJsonSchemaTexts(): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const kind of Object.keys(contentFiles) as ContentKind[])
    texts[schemaFileName(kind)] = `${JSON.stringify(contentJsonSchema(kind), null, 2)}\n`
  return texts
}
