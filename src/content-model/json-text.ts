// Reads a content file's JSON the way an editor sees it: a syntax mistake comes back with its line, column and a
// plain-words reason, and a field written twice in one block is caught (JSON.parse would silently keep the last).

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

class SyntaxProblem extends Error {
  constructor(
    readonly position: number,
    readonly reason: string,
  ) {
    super(reason)
  }
}

const whitespace = new Set([` `, `\t`, `\n`, `\r`])

export function readJson(text: string): JsonReadResult {
  const source = text
  const repeatedFields: RepeatedField[] = []
  let position = 0
  let lastComma = 0
  const trailingComma = `this comma comes after the last item, and JSON does not allow that; remove it`

  const describeHere = (): string => {
    if (position >= source.length) return `the end of the file`
    const character = source[position]!
    if (character === `\n` || character === `\r`) return `the end of the line`
    return `"${character}"`
  }

  const skipWhitespace = (): void => {
    while (position < source.length && whitespace.has(source[position]!)) position++
  }

  const expectValueHere = (what: string): never => {
    if (position >= source.length) {
      throw new SyntaxProblem(position, `the file ends too early: a closing "}" or "]" is probably missing`)
    }
    const character = source[position]!
    if (character === `'`) {
      throw new SyntaxProblem(position, `texts must be in "double quotes", not 'single quotes'`)
    }
    if (character === `}` || character === `]`) {
      throw new SyntaxProblem(
        position,
        `expected ${what} but found "${character}"; if the line before ends with a comma, remove that comma (the last item of a block or list has none)`,
      )
    }
    if (character === `“` || character === `”`) {
      throw new SyntaxProblem(position, `curly quotes “ ” are not allowed here; use straight double quotes "`)
    }
    throw new SyntaxProblem(
      position,
      `expected ${what} but found ${describeHere()}; a text must be in "double quotes"`,
    )
  }

  const readString = (): string => {
    const start = position
    position++ // opening quote
    let value = ``
    while (position < source.length) {
      const character = source[position]!
      if (character === `"`) {
        position++
        return value
      }
      if (character === `\n` || character === `\r`) {
        throw new SyntaxProblem(
          position,
          `a text is missing its closing double quote " (or runs onto the next line; keep it on one line)`,
        )
      }
      if (character === `\\`) {
        const escaped = source[position + 1]
        const simple: Record<string, string> = {
          '"': `"`,
          "\\": `\\`,
          "/": `/`,
          b: `\b`,
          f: `\f`,
          n: `\n`,
          r: `\r`,
          t: `\t`,
        }
        if (escaped !== undefined && escaped in simple) {
          value += simple[escaped]
          position += 2
          continue
        }
        if (escaped === `u` && /^[0-9a-fA-F]{4}$/.test(source.slice(position + 2, position + 6))) {
          value += String.fromCharCode(parseInt(source.slice(position + 2, position + 6), 16))
          position += 6
          continue
        }
        throw new SyntaxProblem(
          position,
          `a backslash \\ starts a special character here that JSON does not know; write \\\\ for a backslash, or \\" for a quote inside a text`,
        )
      }
      if (character < ` `) {
        throw new SyntaxProblem(
          position,
          `a text contains a tab or control character; replace it with a space`,
        )
      }
      value += character
      position++
    }
    throw new SyntaxProblem(start, `this text never ends: its closing double quote " is missing`)
  }

  const readNumber = (): number => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(source.slice(position))
    if (!match) expectValueHere(`a value`)
    position += match![0].length
    return Number(match![0])
  }

  const readWord = (): boolean | null => {
    for (const [word, value] of [
      [`true`, true],
      [`false`, false],
      [`null`, null],
    ] as const) {
      if (source.startsWith(word, position)) {
        position += word.length
        return value
      }
    }
    return expectValueHere(`a value`)
  }

  const readValue = (path: JsonPath): unknown => {
    skipWhitespace()
    const character = source[position]
    if (character === `{`) return readObject(path)
    if (character === `[`) return readArray(path)
    if (character === `"`) return readString()
    if (character === `-` || (character !== undefined && character >= `0` && character <= `9`))
      return readNumber()
    if (character === `t` || character === `f` || character === `n`) return readWord()
    return expectValueHere(`a value`)
  }

  /**
   * After an item of a block or list: true when the closing bracket ends it, false when a comma promises another
   * item. Anything else is a missing comma, which belongs right after the item (usually at the end of its line).
   */
  const itemEnds = (closing: `}` | `]`, items: string): boolean => {
    const itemEnd = position
    skipWhitespace()
    if (source[position] === `,`) {
      lastComma = position
      position++
      return false
    }
    if (source[position] === closing) {
      position++
      return true
    }
    if (position >= source.length) {
      throw new SyntaxProblem(position, `the file ends too early: a closing "${closing}" is missing`)
    }
    throw new SyntaxProblem(
      itemEnd,
      `a comma , is missing here (between two ${items}), or a closing "${closing}" is missing`,
    )
  }

  /** At a closing bracket right after a comma: the comma is the mistake, so point at it. */
  const rejectTrailingComma = (closing: `}` | `]`, itemCount: number): void => {
    skipWhitespace()
    if (source[position] === closing && itemCount > 0) throw new SyntaxProblem(lastComma, trailingComma)
  }

  const readObject = (path: JsonPath): Record<string, unknown> => {
    position++ // {
    const value: Record<string, unknown> = {}
    skipWhitespace()
    if (source[position] === `}`) {
      position++
      return value
    }
    do {
      rejectTrailingComma(`}`, Object.keys(value).length)
      if (source[position] !== `"`) expectValueHere(`a field name in "double quotes"`)
      const keyLine = lineAndColumn(source, position).line
      const key = readString()
      skipWhitespace()
      if (source[position] !== `:`) {
        throw new SyntaxProblem(position, `a colon : is missing after the field name "${key}"`)
      }
      position++
      if (Object.prototype.hasOwnProperty.call(value, key)) repeatedFields.push({ path, key, line: keyLine })
      // Defined, not assigned: a field named "__proto__" must stay a field (and be refused as unknown), as
      // JSON.parse keeps it, instead of silently replacing the block's prototype.
      Object.defineProperty(value, key, {
        value: readValue([...path, key]),
        enumerable: true,
        writable: true,
        configurable: true,
      })
    } while (!itemEnds(`}`, `fields`))
    return value
  }

  const readArray = (path: JsonPath): unknown[] => {
    position++ // [
    const value: unknown[] = []
    skipWhitespace()
    if (source[position] === `]`) {
      position++
      return value
    }
    do {
      rejectTrailingComma(`]`, value.length)
      value.push(readValue([...path, value.length]))
    } while (!itemEnds(`]`, `items of a list`))
    return value
  }

  try {
    skipWhitespace()
    if (position >= source.length)
      throw new SyntaxProblem(position, `the file is empty; it must hold a block { ... }`)
    const value = readValue([])
    skipWhitespace()
    if (position < source.length) {
      throw new SyntaxProblem(
        position,
        `there is more text after the end of the file's block; remove it, or check for a "}" or "]" too many above`,
      )
    }
    return { ok: true, value, repeatedFields }
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error
    // Past the end of the file, point just after the last thing written rather than at an empty last line.
    const spot = error.position >= source.length ? source.trimEnd().length : error.position
    const { line, column } = lineAndColumn(source, spot)
    const lineText = (source.split(/\r\n|\r|\n/)[line - 1] ?? ``).replace(/\t/g, ` `)
    return {
      ok: false,
      error: { line, column, reason: error.reason, excerpt: [lineText, `${` `.repeat(column - 1)}^`] },
    }
  }
}

function lineAndColumn(text: string, position: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let index = 0; index < position && index < text.length; index++) {
    if (text[index] === `\n`) {
      line++
      lineStart = index + 1
    }
  }
  return { line, column: position - lineStart + 1 }
}
