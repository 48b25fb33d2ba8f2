// The Members card on About, as each reachable theme must show it.
import type { Locator } from "@playwright/test"
import { expect } from "./test"
import { lineup, type ReachableTheme } from "./content"

/** The Members card lists the theme's lineup, in order, each with every one of their instruments. */
export async function expectLineup(main: Locator, theme: ReachableTheme) {
  const members = lineup(theme)
  const list = main
    .getByRole(`list`)
    .filter({ hasText: members[0]?.name.split(` `)[0] })
    .first()
  // Only the list's own items: each member's instruments may be a list of its own.
  const items = list.locator(`:scope > li`)
  await expect(items).toHaveCount(members.length)
  for (const [index, member] of members.entries()) {
    const item = items.nth(index)
    for (const word of member.name.split(` `)) await expect(item).toContainText(word)
    if (member.nickname) await expect(item).toContainText(member.nickname)
    for (const role of member.roles) await expect(item).toContainText(role)
  }
}
