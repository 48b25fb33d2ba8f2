// A saved file keeps the band's layout: only what was edited changes, so a diff shows only the change.
import { JsonArrayNode, JsonObjectNode, JsonParser, type JsonValueNode } from "@croct/json5-parser"
import { isBlock, readJson } from "../../content-model/json-text"

/**
 * `data` as JSON in `original`'s layout and line endings: @croct/json5-parser's `update` keeps the text of every
 * value that did not change and lays out new ones as the block they join.
 */
export function withKeptLayout(original: string | undefined, data: unknown): string {
  const lineEnd = /\r?\n/.exec(original ?? ``)?.[0] ?? `\n`
  // A file written on one line (booking.json as first made) is laid out, two spaces an indent, once it is saved.
  if (!original || !readJson(original).ok || !original.trim().includes(`\n`))
    return `${JSON.stringify(data, null, 2).replace(/\n/g, lineEnd)}${lineEnd}`
  const tree = JsonParser.parse(original, JsonObjectNode)
  tree.update(withOneLineBlocks(tree, data) as Parameters<JsonObjectNode[`update`]>[0])
  const text = tree.toString()
  return text.endsWith(`\n`) ? text : `${text}${lineEnd}`
}

/** `data`, a block added to a list of one-line blocks (the members') given on one line: the parser would not. */
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
