// The site as a visitor meets it: its routes and titles (fixed by the specification), and the moves a visitor
// makes: open a page, follow a nav link, switch to the Sonic theme.
import type { Locator, Page } from "@playwright/test"
import { expect } from "./test"

export interface Route {
  path: string
  title: string
  /** The nav link marked current on this page; the secret page and /booking/ (reached by "Book us") have none. */
  navLink: NavLinkName | null
}

/** The nav's links, fixed by the owner's specification: exactly these, in this order. */
export const navLinkNames = [`Home`, `Schedule`, `About`, `FAQ`] as const
export type NavLinkName = (typeof navLinkNames)[number]

export const routes: Route[] = [
  { path: `/`, title: `Milk Patrol`, navLink: `Home` },
  { path: `/schedule/`, title: `Milk Patrol-Schedule`, navLink: `Schedule` },
  { path: `/about/`, title: `Milk Patrol-About`, navLink: `About` },
  { path: `/faq/`, title: `Milk Patrol-FAQ`, navLink: `FAQ` },
  { path: `/booking/`, title: `Milk Patrol-Booking`, navLink: null },
  { path: `/i-love-sonic/`, title: `Secret Page`, navLink: null },
]

export const secretPath = `/i-love-sonic/`
/** The routes the nav links to: the four of the owner's specification. */
export const linkedRoutes = routes.filter(
  (route): route is Route & { navLink: NavLinkName } => route.navLink !== null,
)
/** Every route a visitor reaches by a link: the nav's four and /booking/ ("Book us"), not the secret page. */
export const publicRoutes = routes.filter((route) => route.path !== secretPath)

/** The way to /booking/ from every page, outside the nav's list: the footer's "Book us". */
export function bookUsLink(page: Page): Locator {
  return page.getByRole(`contentinfo`).getByRole(`link`, { name: `Book us`, exact: true })
}

/** Wait until React has hydrated the server HTML, so that clicks reach their handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector(`#main`)
    return !!main && Object.keys(main).some((key) => key.startsWith(`__reactProps$`))
  })
}

export async function openPage(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

export function mainNav(page: Page): Locator {
  return page.getByRole(`navigation`, { name: `Main` })
}

export function navLink(page: Page, name: NavLinkName): Locator {
  return mainNav(page).getByRole(`link`, { name, exact: true, includeHidden: true })
}

export function menuButton(page: Page): Locator {
  return page.getByRole(`button`, { name: `Menu`, exact: true })
}

/**
 * Follow a nav link the way a visitor can at this width: through the menu on a phone. `keyboard` focuses and
 * presses Enter instead of clicking, which also works while the page spins and nothing holds still for a click.
 */
export async function followNavLink(page: Page, name: NavLinkName, how: { keyboard?: boolean } = {}) {
  const link = navLink(page, name)
  if (!(await link.isVisible())) {
    await activate(page, menuButton(page), how)
    await expect(link).toBeVisible()
  }
  await activate(page, link, how)
  const route = routes.find((candidate) => candidate.navLink === name)
  await expect(page).toHaveURL(new RegExp(`${route?.path}$`))
  // The new page has rendered once its own nav marks the link current.
  await expect(navLink(page, name)).toHaveAttribute(`aria-current`, `page`)
}

async function activate(page: Page, control: Locator, how: { keyboard?: boolean }) {
  if (how.keyboard) {
    await control.focus()
    await page.keyboard.press(`Enter`)
  } else {
    await control.click()
  }
}

export async function switchToSonic(page: Page): Promise<void> {
  await openPage(page, secretPath)
  await page.getByRole(`button`, { name: `Gotta Go Fast!` }).click()
  await expect(page.getByRole(`button`, { name: `You're too slow!` })).toBeDisabled()
  // The hedgehog's drawings load with the theme: the switch is done once he is on the page.
  await expect(page.getByTestId(`sonic-head`)).toBeVisible()
}

/**
 * True when the page is wider than the screen, so a visitor could scroll sideways. Compared with the layout width
 * (clientWidth), not innerWidth: a phone browser zooms out to fit a too-wide page, and innerWidth grows with it.
 */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
}
