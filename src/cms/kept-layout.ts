// Writes a content file saved by the editor as a change to the text the band wrote, not as a new text: only what was
// edited changes (a field, an entry added or removed), so the rest keeps its lines and a diff shows only the change.
// @croct/json5-parser reconciles the form's data with the text's syntax tree (`update`), keeping every value's text
// that did not change and laying out new ones as the block they are added to, with the file's line endings (\r\n in
// a file written on Windows); a block added to a list of one-line blocks (the members' entries) is written on one
// line like them, which the parser does not learn on its own. Nothing here needs Node.
import { JsonArrayNode, JsonObjectNode, JsonParser, type JsonValueNode } from "@croct/json5-parser"
import { readJson } from "../content-model/json-text"

/** `data` written as JSON, keeping `original`'s layout and line endings wherever `data` did not change it. */
export function withKeptLayout(original: string | undefined, data: unknown): string {
  const read = original === undefined ? undefined : readJson(original)
  const lineEnd = /\r?\n/.exec(original ?? ``)?.[0] ?? `\n`
  // A file written on one line (booking.json as first made) is laid out, two spaces an indent, once it is saved.
  if (!original || !read?.ok || !original.trim().includes(`\n`))
    return `${JSON.stringify(data, null, 2).replace(/\n/g, lineEnd)}${lineEnd}`
  const tree = JsonParser.parse(original, JsonObjectNode)
  tree.update(withOneLineBlocks(tree, data) as Parameters<JsonObjectNode[`update`]>[0])
  const text = tree.toString()
  return text.endsWith(`\n`) ? text : `${text}${lineEnd}`
}

/**
 * `data`, each block added at the end of a list of one-line blocks (in `node`, the text's) given as a tree written on
 * one line (a block changed in place keeps its line through the parser's own update).
 */
function withOneLineBlocks(node: JsonValueNode | undefined, data: unknown): unknown {
  if (node instanceof JsonObjectNode && isBlock(data))
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        withOneLineBlocks(node.has(key) ? node.get(key) : undefined, value),
      ]),
    )
  if (!(node instanceof JsonArrayNode) || !Array.isArray(data)) return data
  const { elements } = node
  const oneLine =
    elements.length > 0 &&
    elements.every((item) => item instanceof JsonObjectNode && !item.toString().includes(`\n`))
  return data.map((item, index) =>
    oneLine && isBlock(item) && index >= elements.length
      ? JsonParser.parse(oneLineText(item))
      : withOneLineBlocks(elements[index], item),
  )
}

/** The value as JSON on one line, spaced the way the content files (and Prettier) write it. */
function oneLineText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLineText).join(`, `)}]`
  if (isBlock(value)) {
    const fields = Object.entries(value).map(
      ([key, field]) => `${JSON.stringify(key)}: ${oneLineText(field)}`,
    )
    return fields.length === 0 ? `{}` : `{ ${fields.join(`, `)} }`
  }
  return JSON.stringify(value)
}

function isBlock(value: unknown): value is Record<string, unknown> {
  return typeof value === `object` && value !== null && !Array.isArray(value)
}
