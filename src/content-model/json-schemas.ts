// The JSON Schemas that VS Code uses to complete and underline content files, generated from the zod definitions
// so that the editor and the build can never disagree about what a file may contain.
import { z } from "zod"
import { contentFiles, type ContentKind } from "./files"
import { contentSchemas } from "./schema"

/** The schema's file name under content/schema/ for a content file, e.g. `shows.schema.json`. */
export function schemaFileName(kind: ContentKind): string {
  return contentFiles[kind].file.replace(/\.json$/, `.schema.json`)
}

/** A content file's JSON Schema: what VS Code and the content editor at /admin/ (src/cms) both read. */
export function contentJsonSchema(kind: ContentKind): Record<string, unknown> {
  // draft-07 is the newest draft that VS Code's JSON support understands completely.
  return z.toJSONSchema(contentSchemas[kind], { target: `draft-07`, io: `input` }) as Record<string, unknown>
}

/** Each content file's JSON Schema, as the text committed under content/schema/. */
export function contentJsonSchemaTexts(): Record<string, string> {
  const texts: Record<string, string> = {}
  for (const kind of Object.keys(contentFiles) as ContentKind[])
    texts[schemaFileName(kind)] = `${JSON.stringify(contentJsonSchema(kind), null, 2)}\n`
  return texts
}
