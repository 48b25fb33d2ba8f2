// Reads a content file's JSON the way an editor sees it: a syntax mistake comes back with its line, column and a
// plain-words reason, and a field written twice in one block is caught (JSON.parse would silently keep the last).
// jsonc-parser (VS Code's JSON reader) does the reading; what is ours is the words for each of its error codes.
import { getLocation, parseTree, printParseErrorCode, type Node, type ParseError } from "jsonc-parser"

export type JsonPath = (string | number)[]

export interface JsonSyntaxError {
  /** 1-based line and column of the character where reading stopped. */
  line: number
  column: number
  /** What went wrong, in a band member's words. */
  reason: string
  /** The line as written and a caret under the column. */
  excerpt: [string, string]
}

export interface RepeatedField {
  /** Where the block holding the repeated field is. */
  path: JsonPath
  key: string
  line: number
}

export type JsonReadResult =
  { ok: true; value: unknown; repeatedFields: RepeatedField[] } | { ok: false; error: JsonSyntaxError }

/** Only what JSON.parse, and so the build, accepts: no comments, no comma after the last item, no empty file. */
const asStrictAsTheBuild = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false }

/** A JSON object: fields, not a list or a value. */
export function isBlock(value: unknown): value is Record<string, unknown> {
  return typeof value === `object` && value !== null && !Array.isArray(value)
}

/**
 * The deepest a content file may nest blocks and lists. The band's files go four deep at most; reading a file nested
 * thousands deep would run out of the reader's stack before it could say where.
 */
export const deepestNesting = 64

/** Where `text` first nests blocks and lists deeper than deepestNesting, counted without reading it as JSON. */
function tooDeepAt(text: string): number | undefined {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const character = text[index]
    if (inString) {
      if (character === `\\`) index++
      else if (character === `"`) inString = false
    } else if (character === `"`) inString = true
    else if (character === `{` || character === `[`) {
      depth++
      if (depth > deepestNesting) return index
    } else if (character === `}` || character === `]`) depth--
  }
  return undefined
}

export function readJson(text: string): JsonReadResult {
  const deep = tooDeepAt(text)
  if (deep !== undefined) {
    const { line, column } = lineAndColumn(text, deep)
    // A few characters of the line before the spot: a file nested this deep is often one long line.
    const lineText = (text.split(/\r\n|\r|\n/)[line - 1] ?? ``)
      .slice(Math.max(0, column - 40), column)
      .replace(/\t/g, ` `)
    return {
      ok: false,
      error: {
        line,
        column,
        reason: `blocks { } and lists [ ] are nested more than ${deepestNesting} deep here; a content file nests a few at most, so remove the extra ones (or copy the file again from a version that worked)`,
        excerpt: [lineText, `${` `.repeat(lineText.length - 1)}^`],
      },
    }
  }
  const errors: ParseError[] = []
  const root = parseTree(text, errors, asStrictAsTheBuild)
  if (root !== undefined && errors.length === 0) {
    const repeatedFields: RepeatedField[] = []
    return { ok: true, value: valueOf(root, [], text, repeatedFields), repeatedFields }
  }
  // Without a root there is always an error: an empty file is one too, as allowEmptyContent is off.
  const { position, reason } = explain(text, errors[0]!, root)
  // Past the end of the file, point just after the last thing written rather than at an empty last line.
  const spot = position >= text.length ? text.trimEnd().length : position
  const { line, column } = lineAndColumn(text, spot)
  const lineText = (text.split(/\r\n|\r|\n/)[line - 1] ?? ``).replace(/\t/g, ` `)
  return { ok: false, error: { line, column, reason, excerpt: [lineText, `${` `.repeat(column - 1)}^`] } }
}

/** The first mistake jsonc-parser found, put in a band member's words and placed where the editor must look. */
function explain(
  text: string,
  { error, offset, length }: ParseError,
  root: Node | undefined,
): { position: number; reason: string } {
  const at = (position: number, reason: string) => ({ position, reason })
  const code = printParseErrorCode(error)
  const character = text[offset]
  const location = getLocation(text, offset)
  const previous = location.previousNode
  const missingColon = () => at(offset, `a colon : is missing after the field name "${location.path.at(-1)}"`)
  // A missing comma belongs right after the item before it (usually at the end of its line).
  const missingComma = (closing: string) =>
    at(
      text.slice(0, offset).trimEnd().length,
      `a comma , is missing here (between two ${closing === `}` ? `fields` : `items of a list`}), or a closing "${closing}" is missing`,
    )

  if (text.trim() === ``) return at(0, `the file is empty; it must hold a block { ... }`)
  if (code === `EndOfFileExpected` || (root && offset >= root.offset + root.length && offset < text.length)) {
    return at(
      offset,
      `there is more text after the end of the file's block; remove it, or check for a "}" or "]" too many above`,
    )
  }
  // A field name followed by anything but a colon.
  if (code === `InvalidSymbol` && previous?.type === `property`) return missingColon()
  // Something stuck to the end of a number or a text, with no space or comma between, is usually a text without its
  // quotes ("date": 2024-09-18, "when": 7pm) or a double quote that ends a text early ("images/"logo.png"): say so
  // there, rather than ask for a comma after it.
  if (
    (code === `CommaExpected` || code === `InvalidSymbol` || code === `InvalidCommentToken`) &&
    previous !== undefined &&
    previous.offset + previous.length === offset &&
    !isQuoteLike(character)
  ) {
    if (previous.type === `number`) {
      return at(
        previous.offset,
        `this text is not in "double quotes" (a text that starts with a number needs them too, like "date": "2024-09-18"); put the whole text in quotes`,
      )
    }
    if (previous.type === `string`) {
      return at(
        offset - 1,
        `this double quote " ends a text, but more follows right after it; if the quote is part of the text, write it as \\", otherwise a quote or a comma is missing around here`,
      )
    }
  }
  switch (code) {
    case `InvalidCommentToken`:
    case `UnexpectedEndOfComment`:
      return at(
        offset,
        `JSON does not allow comments (// or /* */); remove this one, and the site will read the rest`,
      )
    case `UnexpectedEndOfString`:
      // The library reports the whole unfinished text; a line break right after it means it runs onto the next line.
      return offset + length < text.length
        ? at(
            offset + length,
            `a text is missing its closing double quote " (or runs onto the next line; keep it on one line)`,
          )
        : at(offset, `this text never ends: its closing double quote " is missing`)
    case `InvalidEscapeCharacter`:
    case `InvalidUnicode`: {
      // The library reports the whole text; the caret belongs under the backslash that starts the unknown escape.
      const beforeBackslash =
        /^"(?:[^\\]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*/.exec(text.slice(offset))?.[0] ?? ``
      return at(
        offset + beforeBackslash.length,
        `a backslash \\ starts a special character here that JSON does not know; write \\\\ for a backslash, or \\" for a quote inside a text`,
      )
    }
    case `InvalidCharacter`:
      return at(
        // eslint-disable-next-line no-control-regex -- the control characters JSON forbids in a text are the point
        offset + Math.max(0, text.slice(offset, offset + length).search(/[\u0000-\u001f]/)),
        `a text contains a tab or control character; replace it with a space`,
      )
    case `InvalidNumberFormat`:
    case `UnexpectedEndOfNumber`:
      return at(
        offset,
        `this number is not written the way JSON allows; write it like 12 or 1.5, or put it in "double quotes" if it is a text`,
      )
    case `ColonExpected`:
      return missingColon()
    case `CloseBraceExpected`:
    case `CloseBracketExpected`: {
      const closing = code === `CloseBraceExpected` ? `}` : `]`
      if (offset >= text.length)
        return at(offset, `the file ends too early: a closing "${closing}" is missing`)
      return missingComma(closing)
    }
  }
  // What is left: a comma, a value or a field name was expected. Look at what was written instead.
  if (character === undefined) {
    return at(offset, `the file ends too early: a closing "}" or "]" is probably missing`)
  }
  // After an item of a block or list (not at the start, nor after "{", "[", "," or ":"), anything but a comma or
  // the closing bracket is a missing comma.
  const itemEnded = /[^[{,:]$/.test(text.slice(0, offset).trimEnd())
  if (code === `CommaExpected` || (code === `InvalidSymbol` && itemEnded && !isQuoteLike(character))) {
    return missingComma(typeof location.path.at(-1) === `string` ? `}` : `]`)
  }
  if (character === `'`) return at(offset, `texts must be in "double quotes", not 'single quotes'`)
  if (character === `“` || character === `”`) {
    return at(offset, `curly quotes “ ” are not allowed here; use straight double quotes "`)
  }
  const what = location.isAtPropertyKey ? `a field name in "double quotes"` : `a value`
  if (character === `}` || character === `]`) {
    const beforeBracket = text.slice(0, offset).trimEnd()
    if (beforeBracket.endsWith(`,`)) {
      return at(
        beforeBracket.length - 1,
        `this comma comes after the last item, and JSON does not allow that; remove it`,
      )
    }
    return at(
      offset,
      `expected ${what} but found "${character}"; if the line before ends with a comma, remove that comma (the last item of a block or list has none)`,
    )
  }
  // An invisible character would show as an empty pair of quotes; name it by its code instead.
  const found = /[\p{C}\p{Z}]/u.test(character)
    ? `an invisible character (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, `0`)})`
    : `"${character}"`
  return at(offset, `expected ${what} but found ${found}; a text must be in "double quotes"`)
}

/** A quote an editor or a word processor may have put where JSON needs a straight double quote ". */
function isQuoteLike(character: string | undefined): boolean {
  return character === `'` || character === `“` || character === `”`
}

/**
 * The value a parsed node stands for, defined field by field: a field named "__proto__" must stay a field (and be
 * refused as unknown), as JSON.parse keeps it, instead of silently replacing the block's prototype.
 */
function valueOf(node: Node, path: JsonPath, text: string, repeatedFields: RepeatedField[]): unknown {
  if (node.type === `array`) {
    return (node.children ?? []).map((item, index) => valueOf(item, [...path, index], text, repeatedFields))
  }
  if (node.type !== `object`) return node.value
  const block: Record<string, unknown> = {}
  for (const field of node.children ?? []) {
    // Read without errors, a field always has its name and its value.
    const [keyNode, valueNode] = field.children as [Node, Node]
    const key = keyNode.value as string
    if (Object.hasOwn(block, key)) {
      repeatedFields.push({ path, key, line: lineAndColumn(text, keyNode.offset).line })
    }
    Object.defineProperty(block, key, {
      value: valueOf(valueNode, [...path, key], text, repeatedFields),
      enumerable: true,
      writable: true,
      configurable: true,
    })
  }
  return block
}

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const lines = text.slice(0, position).split(/\r\n|\r|\n/)
  return { line: lines.length, column: (lines.at(-1) ?? ``).length + 1 }
}
