// A list as the band writes it in a sentence, for the checker's problems, the booking kit and About.

/**
 * "a", "a and b", "a, b and c" (or "a, b or c", joined by `or`); with `serialComma`, "a, b, and c", as About's
 * sentence of what the booking kit holds has it.
 */
export function listInWords(
  items: readonly string[],
  { serialComma = false, joinedBy = `and` }: { serialComma?: boolean; joinedBy?: `and` | `or` } = {},
): string {
  if (items.length <= 1) return items.join(``)
  const comma = serialComma && items.length > 2 ? `,` : ``
  return `${items.slice(0, -1).join(`, `)}${comma} ${joinedBy} ${items.at(-1)}`
}
