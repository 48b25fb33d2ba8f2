// Writes a content file saved by the editor as a change to the text the band wrote, not as a new text: only what was
// edited changes (a field, an entry added or removed), so the rest keeps its lines and a diff shows only the change.
// jsonc-parser finds each value's place in the text; a changed value is written on one line where the old one was
// (like the members' entries) and spread over lines where it was spread, and new lines end as the file's first line
// does (\r\n in a file written on Windows), so no file ends up with both. Nothing here needs Node.
import { findNodeAtLocation, parseTree, type JSONPath, type Node } from "jsonc-parser"
import { readJson } from "../content-model/json-text"

interface Change {
  path: JSONPath
  value: unknown
  /** Adds an item to a list at path's index instead of replacing the one there. */
  insert?: boolean
}

/** `data` written as JSON, keeping `original`'s layout and line endings wherever `data` did not change it. */
export function withKeptLayout(original: string | undefined, data: unknown): string {
  const read = original === undefined ? undefined : readJson(original)
  const lineEnd = lineEndOf(original)
  // A file written on one line (booking.json as first made) is laid out, two spaces an indent, once it is saved.
  if (!original || !read?.ok || !original.trim().includes(`\n`))
    return `${JSON.stringify(data, null, 2).replace(/\n/g, lineEnd)}${lineEnd}`
  let text = original
  for (const change of changesBetween(read.value, data, [])) text = applyChange(text, change, lineEnd)
  return text.endsWith(`\n`) ? text : `${text}${lineEnd}`
}

/** How the file's lines end: as its first line does, \r\n or \n (\n for a file of one line, or none). */
function lineEndOf(text: string | undefined): string {
  return /\r?\n/.exec(text ?? ``)?.[0] ?? `\n`
}

/** `between` from its first line break on (the break and the indent after it), or undefined when it has none. */
function fromLineBreak(between: string): string | undefined {
  const at = between.search(/\r?\n/)
  return at < 0 ? undefined : between.slice(at)
}

/** The value as JSON on one line, spaced the way the content files (and Prettier) write it. */
function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(`, `)}]`
  if (isBlock(value)) {
    const fields = Object.entries(value).map(([key, field]) => `${JSON.stringify(key)}: ${oneLine(field)}`)
    return fields.length === 0 ? `{}` : `{ ${fields.join(`, `)} }`
  }
  return JSON.stringify(value)
}

/** The value as JSON, on one line like `like` (a value already in the text) or spread over lines at its indent. */
function rendered(text: string, value: unknown, like: Node | undefined, lineEnd: string): string {
  const likeText = like ? text.slice(like.offset, like.offset + like.length) : ``
  // An empty block (booking.json's first `{}`) filled in is laid out over lines, not written on one long line.
  // A block or a list of blocks beside a plain value (a text, a number) is laid out too.
  const isBlocks =
    value !== null && typeof value === `object` && (!Array.isArray(value) || value.some(isBlock))
  const emptyBlockFilled = likeText.trim() === `{}` && isBlocks
  const besidePlain = like !== undefined && like.type !== `object` && like.type !== `array` && isBlocks
  if (like && !likeText.includes(`\n`) && !emptyBlockFilled && !besidePlain) return oneLine(value)
  const lineStart = text.lastIndexOf(`\n`, (like?.offset ?? 1) - 1) + 1
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0]
  return JSON.stringify(value, null, 2).replace(/\n/g, `${lineEnd}${indent}`)
}

function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end)
}

/** What stands between two items of a block or list (a comma and a space, or a comma and a new line). */
function separator(text: string, items: Node[], container: Node): string {
  const between =
    items.length >= 2
      ? text.slice(items[0]!.offset + items[0]!.length, items[1]!.offset)
      : text.slice(container.offset + 1, items[0]?.offset ?? container.offset + 1)
  const onNewLine = fromLineBreak(between)
  return onNewLine === undefined ? `, ` : `,${onNewLine}`
}

function applyChange(text: string, { path, value, insert }: Change, lineEnd: string): string {
  const root = parseTree(text)!
  const node = findNodeAtLocation(root, path)
  const parentPath = path.slice(0, -1)
  const parent = findNodeAtLocation(root, parentPath)!
  const items = parent.children ?? []
  // A field is its property node (name and value); a list item is its own node.
  const itemOf = (found: Node) => (found.parent?.type === `property` ? found.parent : found)
  if (node && !insert) {
    const item = itemOf(node)
    if (value === undefined) {
      const index = items.indexOf(item)
      const next = items[index + 1]
      const previous = items[index - 1]
      if (next) return splice(text, item.offset, next.offset, ``)
      if (previous) return splice(text, previous.offset + previous.length, item.offset + item.length, ``)
      return splice(text, item.offset, item.offset + item.length, ``)
    }
    return splice(text, node.offset, node.offset + node.length, rendered(text, value, node, lineEnd))
  }
  // Something new: a field added to a block, or an item put into a list at its place.
  const key = path[path.length - 1]!
  const sibling = items[0] && (items[0].type === `property` ? items[0].children?.[1] : items[0])
  const newText =
    parent.type === `object`
      ? `${JSON.stringify(key)}: ${rendered(text, value, sibling, lineEnd)}`
      : rendered(text, value, sibling, lineEnd)
  if (items.length === 0)
    return splice(
      text,
      parent.offset,
      parent.offset + parent.length,
      parent.type === `object` ? rendered(text, { [key]: value }, parent, lineEnd) : oneLine([value]),
    )
  const before = parent.type === `array` ? items[key as number] : undefined
  if (before) return splice(text, before.offset, before.offset, `${newText}${separator(text, items, parent)}`)
  const last = items[items.length - 1]!
  return splice(
    text,
    last.offset + last.length,
    last.offset + last.length,
    `${separator(text, items, parent)}${newText}`,
  )
}

function isBlock(value: unknown): value is Record<string, unknown> {
  return typeof value === `object` && value !== null && !Array.isArray(value)
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Where `shorter` is `longer` with some items left out: the positions in `longer` of the items left out. */
function leftOut(longer: unknown[], shorter: unknown[]): number[] | undefined {
  const missing: number[] = []
  let next = 0
  longer.forEach((item, index) => {
    if (next < shorter.length && same(item, shorter[next])) next++
    else missing.push(index)
  })
  return next === shorter.length ? missing : undefined
}

/** The smallest changes, in the order they can be made one after another, that turn `before` into `after`. */
function changesBetween(before: unknown, after: unknown, path: JSONPath): Change[] {
  if (same(before, after)) return []
  if (isBlock(before) && isBlock(after)) {
    const removed = Object.keys(before)
      .filter((key) => !(key in after))
      .map((key) => ({ path: [...path, key], value: undefined }))
    return [
      ...removed,
      ...Object.keys(after).flatMap((key) =>
        key in before
          ? changesBetween(before[key], after[key], [...path, key])
          : [{ path: [...path, key], value: after[key] }],
      ),
    ]
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length)
      return after.flatMap((item, index) => changesBetween(before[index], item, [...path, index]))
    // Items removed: from the last, so that the positions of the ones before stay right.
    const removed = after.length < before.length ? leftOut(before, after) : undefined
    if (removed) return removed.reverse().map((index) => ({ path: [...path, index], value: undefined }))
    // Items added: from the first, each at its place in the new list.
    const added = after.length > before.length ? leftOut(after, before) : undefined
    if (added) return added.map((index) => ({ path: [...path, index], value: after[index], insert: true }))
    // Both: the items they share a place with change in place, then the end is added or removed.
    const shared = Math.min(before.length, after.length)
    return [
      ...after
        .slice(0, shared)
        .flatMap((item, index) => changesBetween(before[index], item, [...path, index])),
      ...before
        .slice(shared)
        .map((_, offset) => ({ path: [...path, before.length - 1 - offset], value: undefined })),
      ...after
        .slice(shared)
        .map((item, offset) => ({ path: [...path, shared + offset], value: item, insert: true })),
    ]
  }
  return [{ path, value: after }]
}
