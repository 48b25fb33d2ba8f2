// A theme's lineup: the members content/lineups.json names for it, in its order. Pages and browser tests share it.

/** Members named in a lineup, in the lineup's order. Content validation guarantees every name exists. */
export function lineupMembers<Member extends { name: string }>(
  lineup: readonly string[],
  members: readonly Member[],
): Member[] {
  return lineup.flatMap((name) => members.filter((member) => member.name === name))
}
