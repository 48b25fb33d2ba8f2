// A theme's lineup: the members content/lineups.json names for it, in its order. Pages and browser tests share it.

/** Members named in a lineup, in the lineup's order. Content validation guarantees every name exists. */
export function lineupMembers<Member extends { name: string }>(
  lineup: readonly string[],
  members: readonly Member[],
): Member[] {
  return lineup.flatMap((name) => members.filter((member) => member.name === name))
}

/** The dairy theme's order of the milk lineup, for when lineups.json has no dairy list: 5, 1, 3, 2, 4. */
const dairyOrder = [4, 0, 2, 1, 3]

/** The names a theme shows: its own list in lineups.json, or for dairy without one, the milk lineup reordered. */
export function themeLineup(
  lineups: {
    readonly milk: readonly string[]
    readonly sonic: readonly string[]
    readonly dairy?: readonly string[] | null
  },
  theme: `milk` | `sonic` | `dairy`,
): readonly string[] {
  if (theme !== `dairy` || lineups.dairy) return lineups[theme] ?? []
  const milk = lineups.milk
  return [...dairyOrder.flatMap((index) => milk[index] ?? []), ...milk.slice(dairyOrder.length)]
}
