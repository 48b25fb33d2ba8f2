// Characters nobody sees in a text (Unicode's control and format characters, Cc and Cf, and the letters it says to
// draw as nothing, Default_Ignorable_Code_Point, like the Hangul filler U+3164, with the blank Braille pattern U+2800
// that fonts draw as a space): a zero-width space pasted from a chat makes "Jake Ewen" a second, different member, a
// Hangul filler makes a name or a title that looks empty; a right-to-left override shows "mmhaD" as "Dahmm". The
// variation selectors that pick how the letter before them is drawn (an emoji's colour) stay. With
// them, Unicode's noncharacters (U+FFFE, U+FFFF, U+FDD0 to U+FDEF and the last two of every plane), which are for
// programs' own use: XML may not hold them, so one in a show made /shows.xml unreadable for every subscriber; and half
// of a character (a lone surrogate, "\ud83d" written in the JSON), which no file can hold as UTF-8. The
// checker refuses them with where they are; nothing here needs Node, so the editor at /admin/ says the same.

/**
 * The first invisible character in a text, found left to right. Emoji sequences are skipped whole: a zero width joiner
 * between two pictographs (🧑‍🌾) and a flag's tag characters (🏴󠁧󠁢󠁳󠁣󠁴󠁿) are parts of one visible picture.
 */
const emojiOrInvisible =
  /(\p{Extended_Pictographic}(?:\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])?(?:\u200D\p{Extended_Pictographic}(?:\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])?)+|\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|(\r\n|[\p{Cc}\p{Cf}\p{Cs}\p{Noncharacter_Code_Point}\u2800]|(?![\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}])\p{Default_Ignorable_Code_Point})/gu

/** Line breaks (Windows' \r\n counted as one) and tabs: a long text may hold them (the editor's box takes Enter). */
const lineBreaks = new Set([`\n`, `\r`, `\r\n`])
const lineBreaksAndTabs = new Set([...lineBreaks, `\t`])

/**
 * Unicode's names for the invisible characters that copying and pasting brings in. Others are named by their kind:
 * the project has no table of every character's name, and the code point is what a search finds anyway.
 */
const characterNames: Record<number, string> = {
  0x0000: `NULL`,
  0x0009: `CHARACTER TABULATION`,
  0x000a: `LINE FEED`,
  0x000d: `CARRIAGE RETURN`,
  0x007f: `DELETE`,
  0x00ad: `SOFT HYPHEN`,
  0x034f: `COMBINING GRAPHEME JOINER`,
  0x061c: `ARABIC LETTER MARK`,
  0x115f: `HANGUL CHOSEONG FILLER`,
  0x1160: `HANGUL JUNGSEONG FILLER`,
  0x17b4: `KHMER VOWEL INHERENT AQ`,
  0x17b5: `KHMER VOWEL INHERENT AA`,
  0x180e: `MONGOLIAN VOWEL SEPARATOR`,
  0x200b: `ZERO WIDTH SPACE`,
  0x200c: `ZERO WIDTH NON-JOINER`,
  0x200d: `ZERO WIDTH JOINER`,
  0x200e: `LEFT-TO-RIGHT MARK`,
  0x200f: `RIGHT-TO-LEFT MARK`,
  0x202a: `LEFT-TO-RIGHT EMBEDDING`,
  0x202b: `RIGHT-TO-LEFT EMBEDDING`,
  0x202c: `POP DIRECTIONAL FORMATTING`,
  0x202d: `LEFT-TO-RIGHT OVERRIDE`,
  0x202e: `RIGHT-TO-LEFT OVERRIDE`,
  0x2060: `WORD JOINER`,
  0x2066: `LEFT-TO-RIGHT ISOLATE`,
  0x2067: `RIGHT-TO-LEFT ISOLATE`,
  0x2068: `FIRST STRONG ISOLATE`,
  0x2069: `POP DIRECTIONAL ISOLATE`,
  0x2800: `BRAILLE PATTERN BLANK`,
  0x3164: `HANGUL FILLER`,
  0xfeff: `ZERO WIDTH NO-BREAK SPACE`,
  0xffa0: `HALFWIDTH HANGUL FILLER`,
}

const noncharacter = /^\p{Noncharacter_Code_Point}$/u
const halfCharacter = /^\p{Cs}$/u
/** What no text may hold at all, seen or not. */
const neverInText = (character: string) => noncharacter.test(character) || halfCharacter.test(character)

/** A character's code point as Unicode writes it, "U+200B": what a search finds it by. */
export function codePointLabel(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, `0`)}`
}

/** "U+200B ZERO WIDTH SPACE", or "U+0085, a control character" where the name is not in the table above. */
function describeCharacter(character: string): string {
  const label = codePointLabel(character)
  const name = characterNames[character.codePointAt(0)!]
  if (name) return `${label} ${name}`
  if (noncharacter.test(character)) return `${label}, a Unicode noncharacter`
  if (halfCharacter.test(character)) return `${label}, half of a character whose other half is missing`
  if (/\p{Cc}/u.test(character)) return `${label}, a control character`
  return `${label}, a ${/\p{Cf}/u.test(character) ? `format character` : `letter drawn as nothing`}`
}

/** The invisible characters of `value` (emoji sequences kept), and where each is counted in characters. */
function invisibleCharacters(value: string): { character: string; index: number }[] {
  return [...value.matchAll(emojiOrInvisible)]
    .filter((match) => match[2] !== undefined)
    .map((match) => ({ character: match[2]!, index: match.index }))
}

/** The text without its invisible characters. */
function withoutInvisibleCharacters(value: string): string {
  let visible = ``
  let from = 0
  for (const { character, index } of invisibleCharacters(value)) {
    visible += value.slice(from, index)
    from = index + character.length
  }
  return visible + value.slice(from)
}

/**
 * The text as a reader sees it on one line, for naming an entry or a spot in a message: line breaks and tabs as a
 * space, the other invisible characters left out (a right-to-left override would turn the rest of the message round).
 */
export function asShown(value: string): string {
  return withoutInvisibleCharacters(value.replace(/[\n\r\t]+/g, ` `))
}

/** Whether `value` holds a character nobody sees or no text may hold (line breaks and tabs count). */
export function hasInvisibleCharacter(value: string): boolean {
  return invisibleCharacters(value).length > 0
}

export interface InvisibleCharacterRule {
  /** What to do, in the band's words: `retype the name`. */
  fix: string
  /** A long text's box takes Enter for a new line (description, answer): line breaks and tabs are fine there. */
  lineBreaksAllowed?: boolean
}

/**
 * Why `value` cannot be used because of a character nobody sees, or undefined. Says which character, at which
 * position (counted in characters from 1, as a person counts) and next to what, since that is all they can find it by.
 */
export function invisibleCharacterProblem(
  value: string,
  { fix, lineBreaksAllowed = false }: InvisibleCharacterRule,
): string | undefined {
  const found = invisibleCharacters(value).filter(
    ({ character }) => !(lineBreaksAllowed && lineBreaksAndTabs.has(character)),
  )
  const first = found[0]
  if (!first) return unseenTextProblem(value, fix)
  const before = [...asShown(value.slice(0, first.index))]
  const position = [...value.slice(0, first.index)].length + 1
  const after = asShown(value.slice(first.index + first.character.length))
  const next =
    before.length > 0
      ? `, right after ${JSON.stringify(lastWords(before))}`
      : after
        ? `, before ${JSON.stringify(firstWords([...after]))}`
        : ``
  const more = found.length > 1 ? ` (and ${found.length - 1} more after it)` : ``
  const named = describeCharacter(first.character)
  const [what, todo] = lineBreaks.has(first.character)
    ? [`a line break (${named})`, `write it on one line`]
    : first.character === `\t`
      ? [`a tab (${named})`, `replace it with a space`]
      : neverInText(first.character)
        ? [`a character no text may hold (${named}, which makes the shows' feed unreadable)`, fix]
        : [`an invisible character (${named})`, fix]
  return `contains ${what} at position ${position}${next}${more}; ${todo}`
}

/** How much of the text around the character a message quotes: enough to find the spot, in whole words. */
const quotedLength = 20

/** The end of `characters`, from a word's start when it is longer than the quote: "…band. From Normal." */
function lastWords(characters: string[]): string {
  if (characters.length <= quotedLength) return characters.join(``)
  const end = characters.slice(-quotedLength).join(``)
  const wordStart = end.indexOf(` `)
  return `…${wordStart >= 0 ? end.slice(wordStart + 1) : end}`
}

/** The start of `characters`, to a word's end when it is longer than the quote: "Milk Patrol is a…" */
function firstWords(characters: string[]): string {
  if (characters.length <= quotedLength) return characters.join(``)
  const start = characters.slice(0, quotedLength).join(``)
  const wordEnd = start.lastIndexOf(` `)
  return `${wordEnd > 0 ? start.slice(0, wordEnd) : start}…`
}

/**
 * Characters drawn as nothing that Unicode does not count as ignorable: a music symbol's empty notehead (U+1D159), the
 * Khitan filler (U+16FE4), the fillers and the blank Braille pattern above.
 */
const drawnAsNothing = /\u{1D159}|\u{16FE4}|\u2800|\u3164|\u115F|\u1160|\uFFA0/gu
/** What leaves no mark of its own: accents and other marks, variation selectors, spaces, format characters. */
const noMarkOfItsOwn = /[\p{M}\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu

/** The most marks (accents and the like) one letter may carry: Vietnamese and Indian scripts use two or three. */
export const marksOnOneLetter = 8
const stackedMarks = new RegExp(`\\P{M}(\\p{M}{${marksOnOneLetter + 1},})`, `u`)

/**
 * Why a text that holds no invisible character still shows nothing, or more than a line can hold: it is made only
 * of marks and characters drawn as nothing (a variation selector alone, U+FE0F), or piles more marks on one letter
 * than any language does (a few hundred, which run over the lines above and below it).
 */
function unseenTextProblem(value: string, fix: string): string | undefined {
  if (value.trim() !== `` && value.replace(noMarkOfItsOwn, ``).replace(drawnAsNothing, ``) === ``) {
    const first = value.trim()[Symbol.iterator]().next().value ?? ``
    return `holds only marks and characters drawn as nothing (the first is ${codePointLabel(first)}), so it looks empty on the site; ${fix}`
  }
  const stacked = stackedMarks.exec(value)
  if (!stacked) return undefined
  const letter = [...value.slice(0, stacked.index)].length + 1
  const marks = [...stacked[1]!].length
  const before = [...asShown(value.slice(0, stacked.index + stacked[0].length - stacked[1]!.length))]
  return `has ${marks.toLocaleString(`en-US`)} marks (accents and the like) piled on the letter at position ${letter}, ${JSON.stringify(lastWords(before).normalize(`NFC`))}; a letter carries ${marksOnOneLetter} at most, as more run over the lines around it; ${fix}`
}
