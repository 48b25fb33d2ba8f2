// The secret page switches the site to the Sonic theme for the rest of the visit; a fresh visit starts in milk.
import { test, expect } from "./support/test"
import { lineup } from "./support/content"
import { expectLineup } from "./support/lineup"
import { followNavLink, openPage, secretPath, switchToSonic } from "./support/site"
import { contrast, parseColour } from "./support/pixels"

const milkHeading = `Central Illinois' Number 1 Dairy Based Band`
const sonicHeading = `Central Illinois' Number 1 Fastest Band`

test(`the secret page's button switches to Sonic, then says so, is disabled and looks it`, async ({
  page,
}) => {
  await openPage(page, secretPath)
  const button = page.getByRole(`button`, { name: `Gotta Go Fast!` })
  await expect(button).toBeEnabled()
  await page.mouse.move(0, 0)
  const looksEnabled = await appearance(button)
  await button.click()
  const tooSlow = page.getByRole(`button`, { name: `You're too slow!` })
  await expect(tooSlow).toBeDisabled()
  await page.mouse.move(0, 0)
  expect(await appearance(tooSlow), `the disabled button looks the same as the enabled one`).not.toEqual(
    looksEnabled,
  )
})

async function appearance(button: import("@playwright/test").Locator) {
  return button.evaluate((element) => {
    const style = getComputedStyle(element)
    return [style.opacity, style.cursor, style.color, style.backgroundColor, style.filter, style.borderColor]
  })
}

test(`in Sonic the heading, lineup, background and artwork change, and survive client-side navigation`, async ({
  page,
}) => {
  await openPage(page, `/`)
  await expect(page.getByTestId(`cow-print`)).toBeVisible()
  await expect(page.getByTestId(`sonic-head`)).toHaveCount(0)

  await switchToSonic(page)
  await followNavLink(page, `Home`)
  await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(sonicHeading)
  await expect(page.getByTestId(`cow-print`)).toBeHidden()
  await expect(page.getByTestId(`sonic-head`)).toBeVisible()
  await expect(page.getByTestId(`sonic-legs`)).toBeVisible()

  await followNavLink(page, `About`)
  await expectLineup(page.getByRole(`main`), `sonic`)
  await expect(page.getByRole(`main`)).not.toContainText(lineup(`milk`)[0]!.name)
})

test(`when the hedgehog's code cannot be fetched, Sonic goes on without him, and he comes on the next page once it can`, async ({
  page,
  siteProblems,
}) => {
  let offline = true
  const attempts: string[] = []
  await page.route(/\/sonic-art-[0-9a-f]+\.js$/, (route) => {
    attempts.push(offline ? `refused` : `served`)
    return offline ? route.abort(`internetdisconnected`) : route.fallback()
  })
  siteProblems.expect(/sonic-art|ChunkLoadError|Loading chunk/)
  await openPage(page, secretPath)
  await page.getByRole(`button`, { name: `Gotta Go Fast!` }).click()
  await expect(page.getByRole(`button`, { name: `You're too slow!` })).toBeDisabled()
  await expect.poll(() => attempts.includes(`refused`)).toBe(true)
  await expect(page.getByRole(`heading`, { level: 1 })).toBeVisible()
  await expect(page.getByTestId(`sonic-head`)).toHaveCount(0)

  offline = false
  await followNavLink(page, `Home`)
  await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(sonicHeading)
  await expect(page.getByTestId(`sonic-head`)).toBeVisible()
})

test(`the browser's bar (theme-color) follows the theme: the nav bar's colour in milk and in Sonic, after navigation too`, async ({
  page,
}) => {
  const barColour = () => page.locator(`meta[name="theme-color"]`).getAttribute(`content`)
  const navColour = () =>
    page.locator(`header nav`).evaluate((nav) => {
      const [r, g, b] = getComputedStyle(nav).backgroundColor.match(/\d+/g)!.map(Number)
      return `#${[r, g, b].map((channel) => channel!.toString(16).padStart(2, `0`)).join(``)}`
    })
  await openPage(page, secretPath)
  await expect(page.locator(`meta[name="theme-color"]`)).toHaveCount(1)
  expect(await barColour()).toBe(await navColour())
  await page.getByRole(`button`, { name: `Gotta Go Fast!` }).click()
  await expect(page.getByRole(`button`, { name: `You're too slow!` })).toBeDisabled()
  await expect.poll(barColour).toBe(await navColour())
  expect(await navColour()).not.toBe(`#1f1a17`)
  await followNavLink(page, `FAQ`)
  await expect(page).toHaveTitle(`Milk Patrol-FAQ`)
  await expect(page.locator(`meta[name="theme-color"]`)).toHaveCount(1)
  await expect.poll(barColour).toBe(await navColour())
})

test(`Sonic's arms reach out at the sides on a wide screen @desktop`, async ({ page }) => {
  await switchToSonic(page)
  const main = await page.getByRole(`main`).boundingBox()
  const left = await page.getByTestId(`sonic-arm-left`).boundingBox()
  const right = await page.getByTestId(`sonic-arm-right`).boundingBox()
  expect(main && left && right, `main and both arms are shown`).toBeTruthy()
  if (!main || !left || !right) return
  expect(left.x, `the left arm starts left of the content`).toBeLessThan(main.x)
  expect(right.x + right.width, `the right arm ends right of the content`).toBeGreaterThan(
    main.x + main.width,
  )
})

test(`on a phone Sonic keeps his arms to himself @phone`, async ({ page }) => {
  await switchToSonic(page)
  await expect(page.getByTestId(`sonic-head`)).toBeVisible()
  await expect(page.getByTestId(`sonic-arm-left`)).toBeHidden()
  await expect(page.getByTestId(`sonic-arm-right`)).toBeHidden()
})

test(`a reload that kept Sonic says Sonic's words from the first paint, before any script runs: "Fastest", "You're too slow!" on the secret page, and Sonic's lineup on About`, async ({
  page,
  siteProblems,
}) => {
  siteProblems.expect(/request failed: .*\.js.*\(net::ERR_FAILED\)/)
  siteProblems.expect(/console error: Failed to load resource/)
  await switchToSonic(page)
  // No script of the site's runs from here on: what shows is the server's HTML, the head's inline script and the styles.
  await page.route(/\.js(\?.*)?$/, (route) => route.abort())
  for (const [path, sonicWords, milkWords] of [
    [`/`, sonicHeading, `Dairy Based`],
    [secretPath, `You're too slow!`, `Gotta Go Fast!`],
  ] as const) {
    await page.goto(path, { waitUntil: `domcontentloaded` })
    expect(await page.evaluate(() => document.documentElement.dataset.keptTheme), `${path}: kept theme`).toBe(
      `sonic`,
    )
    const said =
      path === `/` ? page.getByRole(`heading`, { level: 1 }) : page.locator(`button[data-early-tap="sonic"]`)
    await expect(said, path).toHaveAccessibleName(sonicWords)
    await expect(page.getByText(milkWords, { exact: true }), `${path}: milk's words`).toBeHidden()
  }
  // The secret page's button looks done too, as React draws it once it runs.
  const looks = await page
    .locator(`button[data-early-tap="sonic"]`)
    .evaluate((button) => getComputedStyle(button).borderStyle)
  expect(looks).toBe(`dashed`)
  // About lists Sonic's lineup, and milk's is out of sight.
  await page.goto(`/about/`, { waitUntil: `domcontentloaded` })
  await expectLineup(page.getByRole(`main`), `sonic`)
  await expect(page.getByRole(`main`).getByText(lineup(`milk`)[0]!.name), `milk's lineup`).toBeHidden()
})

test(`Sonic stays for the visit, as the page promises: a reload and a typed address keep it; a new visit starts in milk`, async ({
  page,
  browser,
  siteProblems,
}) => {
  await switchToSonic(page)
  await page.reload()
  await expect(page.getByRole(`button`, { name: `You're too slow!` })).toBeDisabled()
  await expect(page.getByTestId(`sonic-head`)).toBeVisible()
  await openPage(page, `/`)
  await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(sonicHeading)
  await expect(page.getByTestId(`cow-print`)).toHaveCount(0)

  const stranger = await browser.newContext({ baseURL: process.env.E2E_BASE_URL })
  siteProblems.watch(stranger)
  const strangersPage = await stranger.newPage()
  await openPage(strangersPage, `/`)
  // Whatever the page does once it runs (an effect restoring a kept theme) has happened by now.
  await strangersPage.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  await expect(strangersPage.getByRole(`heading`, { level: 1 })).toHaveText(milkHeading)
  await expect(strangersPage.getByTestId(`cow-print`)).toBeVisible()
  await stranger.close()
})

/** The page's layout shifts so far, summed as Chromium's Cumulative Layout Shift counts them (none after input). */
const layoutShiftSoFar = () =>
  new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      // Chromium's own entry type, not in TypeScript's DOM types.
      const shifts = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]
      resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0))
    }).observe({ type: `layout-shift`, buffered: true })
    // No shift at all: the observer is never called.
    setTimeout(() => resolve(0), 500)
  })

// Chromium alone measures layout shift (the Layout Instability API): WebKit and Gecko have none to read.
test(`kept for the visit, Sonic's full page loads do not move the page as the hedgehog arrives (CLS about 0)`, async ({
  page,
}) => {
  await switchToSonic(page)
  const shifts: Record<string, number> = {}
  for (const path of [`/`, `/about/`, `/faq/`, `/schedule/`]) {
    await page.goto(path)
    // His drawings, decoration (alt=""), in and drawn.
    for (const part of [`sonic-head`, `sonic-legs`])
      await expect
        .poll(() =>
          page
            .getByTestId(part)
            .locator(`img`)
            .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true)
    await page.waitForLoadState(`load`)
    shifts[path] = Math.round((await page.evaluate(layoutShiftSoFar)) * 1000) / 1000
  }
  expect(shifts, `layout shift of each full page load`).toEqual({
    "/": 0,
    "/about/": 0,
    "/faq/": 0,
    "/schedule/": 0,
  })
})

test(`kept in Sonic before the scripts run, the secret page's button looks done, and a pointer over it keeps its words readable (4.5:1)`, async ({
  page,
  siteProblems,
}) => {
  await switchToSonic(page)
  // The scripts never arrive: what shows is the server's HTML and what the head's script and the styles draw.
  siteProblems.expect(/(request failed: |Failed to load resource: .* at ).*\.js\b/)
  await page.route(/\.js(\?.*)?$/, (route) => route.abort())
  await page.goto(secretPath, { waitUntil: `domcontentloaded` })
  const button = page.locator(`#main button`)
  // Drawn done by the styles, which write "You're too slow!" in place of the server's words (theme-words.tsx).
  await expect(button).toHaveCSS(`cursor`, `not-allowed`)
  await button.hover({ force: true })
  const colours = await button.evaluate((element) => {
    const style = getComputedStyle(element)
    return [style.color, style.backgroundColor]
  })
  expect(
    contrast(parseColour(colours[0]!), parseColour(colours[1]!)),
    `hovered: ${colours.join(` on `)}`,
  ).toBeGreaterThanOrEqual(4.5)
})

test(`with JavaScript off, the secret page speaks of no button it hides`, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto(secretPath)
  await expect(page.getByRole(`heading`, { level: 1 })).toBeVisible()
  await expect(page.getByRole(`button`)).toHaveCount(0)
  const shown = await page.getByRole(`main`).innerText()
  expect(shown, `the secret page's words without its button`).not.toMatch(/button/i)
  await context.close()
})
