// The spin joke at its edges: what lies under the armed button, the keyboard and wheel once everything spins, taps
// before the page is alive, its focus ring on Sonic's checkerboard, landmarks, and old engines without overflow: clip.
import AxeBuilder from "@axe-core/playwright"
import type { Locator, Page } from "@playwright/test"
import { test, expect } from "./support/test"
import {
  followNavLink,
  linkedRoutes,
  menuButton,
  navLink,
  navLinkNames,
  openPage,
  secretPath,
  switchToSonic,
} from "./support/site"
import { spinButton } from "./support/spin"
import { focusedInSight } from "./support/focus"
import { contrast, parseColour, pixelsOf, sameColour } from "./support/pixels"

/** True when a tap at the centre of `target` lands on it (or inside it), not on something drawn over it. */
async function tapLandsOn(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return !!hit && (hit === element || element.contains(hit))
  })
}

async function arm(page: Page) {
  await spinButton(page).idle.click()
  await expect(spinButton(page).armed).toBeVisible()
}

/** The page, armed, back at its top with the phone menu open: where a fan reaches for a menu link. */
async function openMenuArmed(page: Page, route: string): Promise<void> {
  await openPage(page, route)
  await arm(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  await menuButton(page).click()
}

test(`armed, on a 320x568 phone, the open menu's links lie over the button, never under it @phone`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 })
  await openMenuArmed(page, `/about/`)
  for (const name of navLinkNames) {
    const link = navLink(page, name)
    await expect(link).toBeVisible()
    expect(await tapLandsOn(link), `a tap on ${name} reaches ${name}`).toBe(true)
  }
})

test(`armed, at 200 % text on a phone, every menu link can be tapped and a focused one is never hidden @phone`, async ({
  page,
}) => {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send(`Page.setFontSizes`, { fontSizes: { standard: 32 } })
  await openMenuArmed(page, `/faq/`)
  for (const name of navLinkNames) {
    const link = navLink(page, name)
    await link.focus()
    expect(await tapLandsOn(link), `${name}, focused, is in sight and takes a tap`).toBe(true)
  }
})

test(`armed, the footer's "Book us" link takes every click while the content spins @desktop`, async ({
  page,
}) => {
  await openPage(page, `/faq/`)
  await arm(page)
  const bookUs = page.getByRole(`contentinfo`).getByRole(`link`, { name: `Book us` })
  await bookUs.scrollIntoViewIfNeeded()
  const landed: boolean[] = []
  for (let sample = 0; sample < 10; sample += 1) {
    landed.push(await tapLandsOn(bookUs))
    await page.waitForTimeout(150)
  }
  expect(landed, `clicks on Book us over 1.5 s of spinning`).toEqual(Array(10).fill(true))
})

test(`after the full spin, the keyboard and the mouse wheel over the button still scroll the page`, async ({
  page,
}) => {
  // Short enough that the FAQ scrolls on a desktop too.
  if ((page.viewportSize()?.height ?? 0) > 600) await page.setViewportSize({ width: 1024, height: 560 })
  await openPage(page, `/faq/`)
  await spinButton(page).idle.focus()
  await page.keyboard.press(`Enter`)
  await page.keyboard.press(`Enter`)
  const garbled = spinButton(page).garbled
  await expect(garbled).toBeFocused()
  // The page scrolls inside the turning frame, in the element that holds #page.
  const scrolled = () => page.evaluate(() => document.getElementById(`page`)?.parentElement?.scrollTop ?? -1)
  const bottom = await scrolled()
  expect(bottom, `the spin button was reached by scrolling down`).toBeGreaterThan(100)
  // Each key from the end where it has room to move the page.
  for (const key of [`PageUp`, `ArrowUp`, `Home`]) {
    await page.keyboard.press(`End`)
    await expect.poll(scrolled, { message: `End scrolls to the bottom` }).toBeGreaterThanOrEqual(bottom)
    await page.keyboard.press(key)
    await expect.poll(scrolled, { message: `${key} scrolls up` }).toBeLessThan(bottom)
  }
  expect(await scrolled(), `Home reaches the top`).toBe(0)
  for (const key of [`ArrowDown`, `Space`, `PageDown`]) {
    await page.keyboard.press(`Home`)
    await expect.poll(scrolled, { message: `Home scrolls to the top` }).toBe(0)
    await page.keyboard.press(key)
    await expect.poll(scrolled, { message: `${key} scrolls down` }).toBeGreaterThan(0)
  }
  await expect(garbled).toBeFocused()
  const box = await garbled.boundingBox()
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2)
  const beforeWheel = await scrolled()
  expect(beforeWheel).toBeGreaterThan(0)
  await page.mouse.wheel(0, -300)
  await expect.poll(scrolled, { message: `the wheel over the button scrolls` }).toBeLessThan(beforeWheel)
})

/** Open a page with its scripts held back, the way slow 3G delivers it; returns what lets them through. */
async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto(path, { waitUntil: `domcontentloaded` })
  return release
}

test(`a tap on "Make it spin!" before the page is alive takes effect once it is`, async ({ page }) => {
  const release = await openBeforeScripts(page, `/`)
  await spinButton(page).idle.click()
  release()
  await expect(spinButton(page).armed).toBeVisible({ timeout: 15_000 })
})

test(`two taps on "Make it spin!" before the page is alive act on that page, in order, and none is left for the next`, async ({
  page,
}) => {
  // Scripts held back, then the page comes alive and moves on: slow on the shared, loaded test machine.
  test.setTimeout(90_000)
  const release = await openBeforeScripts(page, `/`)
  // Both on the button the server drew: it says "Make it spin!" until React takes over.
  await spinButton(page).idle.click()
  await spinButton(page).idle.click()
  release()
  // Armed, then let go: the whole page spins here, where the taps were made.
  await expect(spinButton(page).garbled).toHaveCount(1, { timeout: 15_000 })
  await followNavLink(page, `About`, { keyboard: true })
  await expect(page).toHaveTitle(`Milk Patrol-About`)
  await expect(spinButton(page).garbled).toHaveCount(1)
})

test(`one tap on "Make it spin!" before the page is alive arms it there, and the next page is armed, no further`, async ({
  page,
}) => {
  // Scripts held back, then the page comes alive and moves on: slow on the shared, loaded test machine.
  test.setTimeout(90_000)
  const release = await openBeforeScripts(page, `/`)
  await spinButton(page).idle.click()
  release()
  await expect(spinButton(page).armed).toBeVisible({ timeout: 15_000 })
  await followNavLink(page, `FAQ`)
  await expect(page).toHaveTitle(`Milk Patrol-FAQ`)
  await expect(spinButton(page).armed).toBeVisible()
  await expect(spinButton(page).garbled).toHaveCount(0)
})

test(`a tap on "Gotta Go Fast!" before the page is alive turns Sonic on once it is`, async ({ page }) => {
  const release = await openBeforeScripts(page, secretPath)
  await page.getByRole(`button`, { name: `Gotta Go Fast!` }).click()
  release()
  await expect(page.getByRole(`button`, { name: `You're too slow!` })).toBeDisabled({ timeout: 15_000 })
  await expect(page.getByTestId(`sonic-head`)).toBeVisible()
})

test(`in Sonic, the spin button's focus ring stands 3:1 or more against what it sits on @desktop`, async ({
  page,
}) => {
  await switchToSonic(page)
  const idle = spinButton(page).idle
  // Focus by keyboard, as the ring is for keyboard users.
  await idle.focus()
  await page.keyboard.press(`Shift+Tab`)
  await page.keyboard.press(`Tab`)
  await expect(idle).toBeFocused()
  const ring = parseColour(await idle.evaluate((button) => getComputedStyle(button).outlineColor))
  const box = (await idle.boundingBox())!
  // Rows of pixels from inside the button outwards, to the right and to the left, at a few heights.
  for (const fraction of [0.3, 0.5, 0.7]) {
    const y = Math.round(box.y + box.height * fraction)
    const [right = []] = await pixelsOf(page, {
      x: Math.round(box.x + box.width - 2),
      y,
      width: 24,
      height: 1,
    })
    const [leftward = []] = await pixelsOf(page, { x: Math.round(box.x - 22), y, width: 24, height: 1 })
    for (const [side, row] of [
      [`right`, right],
      [`left`, [...leftward].reverse()],
    ] as const) {
      const starts = row.findIndex((colour) => sameColour(colour, ring))
      expect(starts, `the ring (${ring}) is drawn on the ${side}: ${JSON.stringify(row)}`).toBeGreaterThan(0)
      const ends = starts + row.slice(starts).findIndex((colour) => !sameColour(colour, ring))
      // Two pixels out, past the one the edge may blend: what the ring sits on.
      const outside = row[ends + 1] ?? ring
      expect(
        contrast(ring, outside),
        `ring ${ring} against ${outside} on the ${side}`,
      ).toBeGreaterThanOrEqual(3)
    }
  }
})

test(`the spin button and its warning are inside a landmark on every page, in milk and in Sonic @desktop`, async ({
  page,
}) => {
  // An axe pass per page and theme, over pages that grow with the band's shows.
  test.setTimeout(90_000)
  const regions = async (where: string) => {
    const results = await new AxeBuilder({ page }).withRules([`region`]).analyze()
    const outside = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => node.target.join(` `)),
    )
    expect(outside, `${where}: content outside every landmark`).toEqual([])
  }
  for (const route of linkedRoutes) {
    await openPage(page, route.path)
    await regions(`${route.path} in milk`)
  }
  await switchToSonic(page)
  await regions(`${secretPath} in Sonic`)
  await openPage(page, `/`)
  await arm(page)
  await regions(`/ armed`)
})

test(`armed, an engine without overflow: clip still does not scroll sideways @phone`, async ({ page }) => {
  await openPage(page, `/about/`)
  // Safari 15 and older never read "overflow: clip", and find "@supports (overflow: clip)" false: take both away.
  await page.evaluate(() => {
    const forget = (rules: CSSRuleList) => {
      for (let index = rules.length - 1; index >= 0; index -= 1) {
        const rule = rules[index]
        // Style rules first: with CSS nesting, a style rule is a grouping rule too.
        if (rule instanceof CSSStyleRule) {
          if (rule.style.overflow === `clip`) rule.style.removeProperty(`overflow`)
        } else if (rule instanceof CSSSupportsRule && /overflow:\s*clip/.test(rule.conditionText)) {
          ;((rule.parentRule as CSSGroupingRule | null) ?? rule.parentStyleSheet)?.deleteRule(index)
        } else if (rule instanceof CSSGroupingRule) forget(rule.cssRules)
      }
    }
    for (const sheet of document.styleSheets) forget(sheet.cssRules)
  })
  await arm(page)
  await page.waitForTimeout(1200)
  const wider = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  )
  expect(wider, `the page is wider than the screen while the content spins`).toBe(false)
})

test(`armed, Tab through the spinning content lands only on links in sight, never on ones the turn carried off @desktop`, async ({
  page,
}) => {
  // Many key presses, each looked at: slow on the shared, loaded test machine.
  test.setTimeout(90_000)
  await openPage(page, `/schedule/`)
  await arm(page)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.locator(`#main`).focus()
  const hidden: string[] = []
  const reached: string[] = []
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press(`Tab`)
    const inMain = await page.evaluate(() => !!document.activeElement?.closest(`#main`))
    if (!inMain) break
    // Looked at twice, a third of a turn apart: a link held in sight stays there while the content would turn.
    for (const wait of [100, 1000]) {
      await page.waitForTimeout(wait)
      const stop = await focusedInSight(page)
      if (stop && !stop.inSight) hidden.push(`${stop.name} (after ${wait} ms)`)
      if (stop && wait === 100) reached.push(stop.name)
    }
  }
  expect(reached.length, `Tab reached links in the content: ${reached.join(`, `)}`).toBeGreaterThanOrEqual(4)
  expect(hidden, `focused links out of sight`).toEqual([])
})

test(`at 320x256 (400 % zoom), in the full spin, no focused link is hidden under the garbled button @desktop`, async ({
  page,
}) => {
  // Many key presses, each looked at: slow on the shared, loaded test machine.
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 320, height: 256 })
  await openPage(page, `/schedule/`)
  await spinButton(page).idle.click()
  await spinButton(page).armed.click()
  await expect(spinButton(page).garbled).toHaveCount(1)
  // The frame held upright (the start of its turn): the button turns with the page, so what it covers upright it
  // covers at every angle.
  await page.evaluate(() =>
    document.getAnimations().forEach((animation) => {
      animation.pause()
      animation.currentTime = 0
    }),
  )
  const share = await spinButton(page).garbled.evaluate((button) => {
    const box = button.getBoundingClientRect()
    return (box.width * box.height) / (window.innerWidth * window.innerHeight)
  })
  expect(share, `share of the screen the garbled button covers`).toBeLessThanOrEqual(1 / 5)
  await page.locator(`#main`).focus()
  const hidden: string[] = []
  const reached: string[] = []
  for (let press = 0; press < 80; press++) {
    await page.keyboard.press(`Tab`)
    await page.waitForTimeout(50)
    const stop = await focusedInSight(page)
    if (!stop) break
    reached.push(stop.name)
    if (!stop.inSight) hidden.push(stop.name)
    if (stop.name === `Book us`) break
  }
  expect(reached, `Tab went down to the footer`).toContain(`Book us`)
  expect(hidden, `focused links hidden`).toEqual([])
})
