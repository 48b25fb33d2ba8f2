// The site at the edges where fans really are: scrolled down on a phone, a slow or failed network, large text,
// a keyboard, a short screen, high contrast, a printer and blocked images.
import type { Locator, Page, ViewportSize } from "@playwright/test"
import { extractText } from "unpdf"
import { test, expect } from "./support/test"
import {
  mainNav,
  menuButton,
  navLink,
  navLinkNames,
  openPage,
  scrollsSideways,
  switchToSonic,
  waitForHydration,
} from "./support/site"
import { expectNoAxeViolations } from "./support/axe"
import { garbledSelector, spinButton } from "./support/spin"
import { turnTo } from "./support/motion"
import { focusedInSight } from "./support/focus"
import { contrast, parseColour, pixelsOf, sameColour } from "./support/pixels"
import { withFullChromium } from "./support/chromium"
import {
  everyText,
  isAddress,
  pagesWithLongWords,
  unbreakableText,
  wordsBrokenAcrossLines,
} from "./support/words"
import { headingsNoLargerThanText, textPastItsBox } from "./support/large-text"
import { band, splitShows, yearPagePaths } from "./support/content"
import { showPagePath } from "../src/site/addresses"
import { showPageTexts } from "../src/shows/show-words"
import { changeAnnouncements } from "../src/components/change-announcements"

/** A phone held upright, the size the full spin was seen failing at. */
const smallPhone = { width: 375, height: 667 }
const javaScript = /\.js(\?.*)?$/
/** A show's own page: the edited content's first show played, its venue's name in its heading. */
const aShowPage = showPagePath(splitShows().previous[0]!)
/** The page of the edited content's cancelled show: its "Cancelled" badge (read when a test runs, not when the
 * suite is listed, which may be over content without one). */
const cancelledShowPage = () =>
  showPagePath(splitShows().upcoming.find((show) => show.status === `cancelled`)!)

const liveRegion = (page: Page) => page.getByRole(`status`)

/** Scroll the window as far down as it goes, the way a visitor reaches the spin button. */
async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect
    .poll(() =>
      page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2),
    )
    .toBe(true)
}

/**
 * Open a page as a slow network delivers it: the server HTML is there, its scripts are not yet. Returns what
 * lets them through.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let releaseScripts = () => {}
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route(javaScript, async (route) => {
    await scriptsReleased
    await route.continue()
  })
  await page.goto(path, { waitUntil: `domcontentloaded` })
  return releaseScripts
}

test.describe(`the full spin, scrolled to the bottom`, () => {
  test(`stays on screen, turning about the middle of the screen, with the garbled button in view`, async ({
    page,
    isMobile,
  }) => {
    if (isMobile) await page.setViewportSize(smallPhone)
    await openPage(page, `/schedule/`)
    await scrollToBottom(page)
    await spinButton(page).idle.click()
    const scrolledTo = await page.evaluate(() => window.scrollY)
    await spinButton(page).armed.click()
    await expect(spinButton(page).garbled).toHaveCount(1)
    // The turning page still shows the part the visitor had scrolled to, not the top of the document.
    const showing = await page.evaluate(() => document.getElementById(`page`)?.parentElement?.scrollTop ?? 0)
    expect(Math.abs(showing - scrolledTo), `scrolled to ${scrolledTo}, showing ${showing}`).toBeLessThan(2)

    // Six frames, as a third of a second apart from the start of the turn (9° to 108°), each held still while it is
    // looked at: where the button is, and how much of the screen the page covers.
    const samples = []
    for (let frame = 0; frame < 6; frame++) {
      await turnTo(page, ((150 + 330 * frame) / 6000) * 360, { held: true })
      samples.push(
        await page.evaluate((selector) => {
          const button = document.querySelector(selector)?.getBoundingClientRect()
          const page = document.getElementById(`page`)
          let covered = 0
          const steps = 12
          for (let row = 0; row < steps; row++) {
            for (let column = 0; column < steps; column++) {
              const hit = document.elementFromPoint(
                ((column + 0.5) / steps) * window.innerWidth,
                ((row + 0.5) / steps) * window.innerHeight,
              )
              if (hit && page?.contains(hit)) covered++
            }
          }
          return {
            button: button
              ? {
                  x: Math.round(button.x),
                  y: Math.round(button.y),
                  width: Math.round(button.width),
                  height: Math.round(button.height),
                }
              : null,
            pageCovers: covered / steps ** 2,
          }
        }, garbledSelector),
      )
    }
    const frames = {
      samples,
      viewport: await page.evaluate(() => ({ width: innerWidth, height: innerHeight })),
    }
    test.info().annotations.push({ type: `frames`, description: JSON.stringify(frames) })
    const { width, height } = frames.viewport
    for (const [index, { button, pageCovers }] of frames.samples.entries()) {
      expect(button, `frame ${index}: the garbled button is there`).toBeTruthy()
      if (!button) continue
      const centreX = button.x + button.width / 2
      const centreY = button.y + button.height / 2
      expect(
        { frame: index, centreInView: centreX > 0 && centreX < width && centreY > 0 && centreY < height },
        `the garbled button at ${JSON.stringify(button)} in a ${width}x${height} screen`,
      ).toEqual({ frame: index, centreInView: true })
      expect(
        Math.abs(centreX - width / 2),
        `frame ${index}: the button turns about the screen's middle`,
      ).toBeLessThan(width / 4)
      expect(pageCovers, `frame ${index}: share of the screen the page covers`).toBeGreaterThan(0.4)
    }
  })
})

test.describe(`the phone menu before and without JavaScript @phone`, () => {
  test(`with the page's scripts blocked, the menu opens and every link can be followed`, async ({
    page,
    siteProblems,
  }) => {
    siteProblems.expect(/request failed: .*\.js.*\(net::ERR_FAILED\)/)
    siteProblems.expect(/console error: Failed to load resource/)
    await page.route(javaScript, (route) => route.abort())
    await page.goto(`/`)
    const toggle = mainNav(page).getByText(`Menu`, { exact: true })
    for (const name of navLinkNames) await expect(navLink(page, name)).toBeHidden()
    await toggle.tap()
    for (const name of navLinkNames) await expect(navLink(page, name)).toBeVisible()
    await expectNoAxeViolations(page, `/ with the menu opened without JavaScript`)
    await navLink(page, `FAQ`).tap()
    await expect(page).toHaveURL(/\/faq\/$/)
    await expect(page).toHaveTitle(`Milk Patrol-FAQ`)
    // And the menu works again on the page it led to.
    await mainNav(page).getByText(`Menu`, { exact: true }).tap()
    await expect(navLink(page, `About`)).toBeVisible()
  })

  test(`a tap on Menu before the page has hydrated opens it, and it stays open once it has`, async ({
    page,
  }) => {
    const releaseScripts = await openWithScriptsHeld(page, `/`)
    await mainNav(page).getByText(`Menu`, { exact: true }).tap()
    for (const name of navLinkNames) await expect(navLink(page, name)).toBeVisible()
    expect(
      await page.evaluate(() =>
        Object.keys(document.querySelector(`#main`) ?? {}).some((key) => key.startsWith(`__react`)),
      ),
      `React had not run yet when Menu was tapped`,
    ).toBe(false)

    releaseScripts()
    await waitForHydration(page)
    await expect(menuButton(page)).toHaveAttribute(`aria-expanded`, `true`)
    for (const name of navLinkNames) await expect(navLink(page, name)).toBeVisible()
    await menuButton(page).tap()
    await expect(navLink(page, `Home`)).toBeHidden()
  })

  test(`Escape closes the menu but leaves focus and scroll alone when focus was elsewhere`, async ({
    page,
  }) => {
    await openPage(page, `/about/`)
    await menuButton(page).click()
    const bookingLink = page.locator(`#main`).getByRole(`link`, { name: band.bookingEmail })
    await bookingLink.focus()
    await expect(bookingLink).toBeInViewport()
    await page.keyboard.press(`Escape`)
    await expect(menuButton(page)).toHaveAttribute(`aria-expanded`, `false`)
    await expect(bookingLink).toBeFocused()
    await expect(bookingLink, `the page did not scroll away to the Menu button`).toBeInViewport()

    // From inside the menu, Escape brings the keyboard back to the toggle, as the links it was on disappear.
    await menuButton(page).click()
    await navLink(page, `FAQ`).focus()
    await page.keyboard.press(`Escape`)
    await expect(menuButton(page)).toBeFocused()
  })
})

test(`a reload on a slow network shows what the visit kept, Sonic and the armed spin, from the first paint`, async ({
  page,
}) => {
  await switchToSonic(page)
  // Home, where no other button is disabled ("You're too slow!" is, on the secret page).
  await openPage(page, `/`)
  await spinButton(page).idle.click()
  await expect(spinButton(page).armed).toBeVisible()
  const sonicNav = await mainNav(page).evaluate((nav) => getComputedStyle(nav).backgroundColor)
  // Reloaded with the page's scripts held back: what shows is the server's HTML and what the head's script made of it.
  let releaseScripts = () => {}
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve))
  await page.route(javaScript, async (route) => {
    await scriptsReleased
    await route.continue()
  })
  await page.reload({ waitUntil: `domcontentloaded` })
  expect(
    await page.evaluate(() =>
      Object.keys(document.querySelector(`#main`) ?? {}).some((key) => key.startsWith(`__react`)),
    ),
    `React has not run yet`,
  ).toBe(false)
  expect(
    await mainNav(page).evaluate((nav) => getComputedStyle(nav).backgroundColor),
    `the nav in Sonic's blue`,
  ).toBe(sonicNav)
  await expect(page.getByTestId(`cow-print`), `no milk's cow print`).toBeHidden()
  expect(
    await page.evaluate(() => {
      const main = document.getElementById(`main`)
      return document.getAnimations().some((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target
        return !!target && !!main && target.contains(main)
      })
    }),
    `the content turns`,
  ).toBe(true)
  await expect(spinButton(page).idle, `no "Make it spin!" to tap again`).toBeHidden()
  releaseScripts()
  await waitForHydration(page)
  await expect(spinButton(page).armed).toBeVisible()
  await expect(spinButton(page).garbled).toHaveCount(0)
})

test.describe(`without JavaScript`, () => {
  test(`the joke's buttons, which need scripts, are not shown as dead buttons`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(`/`)
      await expect(page.getByRole(`heading`, { level: 1 })).toBeVisible()
      await expect(page.getByRole(`button`, { name: `Make it spin!` })).toBeHidden()
      await expect(page.getByText(`(May cause motion sickness)`)).toBeHidden()
      await page.goto(`/i-love-sonic/`)
      await expect(page.getByRole(`heading`, { level: 1 })).toBeVisible()
      await expect(page.getByRole(`button`, { name: `Gotta Go Fast!` })).toBeHidden()
    } finally {
      await context.close()
    }
  })

  test(`on a desktop before the page is alive, Tab goes from the skip link to Home, past no hidden checkbox @desktop`, async ({
    page,
  }) => {
    const releaseScripts = await openWithScriptsHeld(page, `/`)
    await page.keyboard.press(`Tab`)
    await expect(page.getByRole(`link`, { name: `Skip to content` })).toBeFocused()
    await page.keyboard.press(`Tab`)
    await expect(navLink(page, `Home`)).toBeFocused()
    releaseScripts()
  })
})

test(`in forced-colours mode the current page is marked in the nav, where the other links are not @desktop`, async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: `active` })
  await openPage(page, `/about/`)
  // The row of pixels just inside a link's top edge, away from its rounded corners: the nav's own background,
  // unless something marks the link there.
  const topEdge = async (name: (typeof navLinkNames)[number]) => {
    const box = (await navLink(page, name).boundingBox())!
    const [row = []] = await pixelsOf(page, {
      x: Math.round(box.x + 12),
      y: Math.round(box.y + 1),
      width: Math.round(box.width - 24),
      height: 1,
    })
    return new Set(row.map((colour) => colour.join(`,`)))
  }
  const current = await topEdge(`About`)
  for (const other of [`Home`, `Schedule`, `FAQ`] as const)
    expect([...current], `About (the current page) against ${other}`).not.toEqual([...(await topEdge(other))])
})

test(`the footer's "Book us" and a show page's "Back to the Schedule" are targets a thumb finds: 44 px high or more`, async ({
  page,
}) => {
  await openPage(page, aShowPage)
  for (const link of [
    page.getByRole(`contentinfo`).getByRole(`link`, { name: `Book us` }),
    page.getByRole(`main`).getByRole(`link`, { name: showPageTexts.backToSchedule }),
  ]) {
    const box = await link.boundingBox()
    expect(box, `${await link.innerText()} is on the page`).toBeTruthy()
    expect(box?.height, `"${await link.innerText()}" high`).toBeGreaterThanOrEqual(44)
    expect(box?.width, `"${await link.innerText()}" wide`).toBeGreaterThanOrEqual(44)
  }
})

test(`every link that stands on its own line is 44 px high or more: the desktop nav, the booking page's logo downloads, Home's "Image Credit", the not-found page's "Back to the home page"`, async ({
  page,
  siteProblems,
}) => {
  const small: string[] = []
  const measure = async (where: string, links: Locator) => {
    expect(await links.count(), `${where}: links measured`).toBeGreaterThan(0)
    for (const link of await links.all()) {
      await link.scrollIntoViewIfNeeded()
      const box = (await link.boundingBox())!
      if (box.height < 44 || box.width < 44)
        small.push(`${where} "${await link.innerText()}": ${Math.round(box.width)} × ${box.height} px`)
    }
  }
  await openPage(page, `/`)
  await measure(`/`, page.getByRole(`link`, { name: /^Image Credit/ }))
  if (await mainNav(page).getByRole(`link`).first().isVisible())
    await measure(`the nav`, mainNav(page).getByRole(`link`))
  await openPage(page, `/booking/`)
  await measure(`/booking/`, page.getByRole(`main`).getByRole(`link`, { name: /^Logo / }))
  siteProblems.expect(/no-such-page/)
  siteProblems.expect(/status of 404/)
  await openPage(page, `/no-such-page/`)
  await measure(`the not-found page`, page.getByRole(`link`, { name: `Back to the home page` }))
  expect(small, `targets under 44 px`).toEqual([])
})

test.describe(`large text @phone`, () => {
  /** Every text box in the main content that reaches past the right edge of the card or section it is in. */
  async function textsPastTheirCard(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const main = document.getElementById(`main`)
      if (!main) return [`no #main`]
      const past: string[] = []
      for (const text of main.querySelectorAll(`a, p, dd, dt, h1, h2, h3, li, button, dl > div`)) {
        const card = text.parentElement?.closest(`li, section, dl > div, main`) ?? main
        const limit = card.getBoundingClientRect().right
        for (const line of text.getClientRects())
          if (line.right > limit + 1)
            past.push(
              `${text.textContent?.trim().slice(0, 40)}: right edge ${Math.round(line.right)} > ${Math.round(limit)}`,
            )
      }
      return past
    })
  }

  test(`with a 24 px default font at 375 px, the booking e-mail wraps inside its section`, async ({
    page,
  }) => {
    await page.setViewportSize(smallPhone)
    const devtools = await page.context().newCDPSession(page)
    await devtools.send(`Page.setFontSizes`, { fontSizes: { standard: 24 } })
    await openPage(page, `/about/`)
    expect(
      await page.evaluate(() => getComputedStyle(document.body).fontSize),
      `the default font is 24 px`,
    ).toBe(`25.5px`)
    const email = page.locator(`#main`).getByRole(`link`, { name: band.bookingEmail })
    const edges = await email.evaluate((link) => ({
      email: Math.max(...Array.from(link.getClientRects(), (line) => line.right)),
      main: document.getElementById(`main`)?.getBoundingClientRect().right ?? 0,
    }))
    test.info().annotations.push({ type: `e-mail right edge`, description: JSON.stringify(edges) })
    expect(edges.email, `the e-mail's right edge against the content's`).toBeLessThanOrEqual(edges.main)
    expect(await textsPastTheirCard(page)).toEqual([])
    expect(await scrollsSideways(page)).toBe(false)
  })

  for (const width of [390, 320])
    test(`at 200 % text on a ${width} px phone, no heading, nav link or button breaks a word in the middle`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      const devtools = await page.context().newCDPSession(page)
      await devtools.send(`Page.setFontSizes`, { fontSizes: { standard: 32 } })
      for (const path of [`/`, `/schedule/`, `/about/`, `/faq/`, `/i-love-sonic/`, `/booking/`, aShowPage]) {
        await openPage(page, path)
        await menuButton(page).click()
        await expect(navLink(page, `FAQ`)).toBeVisible()
        const broken = await page.evaluate(wordsBrokenAcrossLines, unbreakableText)
        expect(broken, `${path}: words broken across lines`).toEqual([])
        expect(await scrollsSideways(page), `${path} scrolls sideways`).toBe(false)
      }
    })

  test(`at 200 % text on a 320 px phone, no word of any page's text is split in the middle: places, badges, answers, dates`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 320, height: 844 })
    const devtools = await page.context().newCDPSession(page)
    await devtools.send(`Page.setFontSizes`, { fontSizes: { standard: 32 } })
    const split: string[] = []
    for (const path of [...pagesWithLongWords, yearPagePaths()[0]!, aShowPage, cancelledShowPage()]) {
      await openPage(page, path)
      for (const word of await page.evaluate(wordsBrokenAcrossLines, everyText))
        if (!isAddress(word)) split.push(`${path}: ${word}`)
    }
    expect(split, `words split across lines`).toEqual([])
  })

  for (const width of [390, 320])
    test(`at 200 % text on a ${width} px phone, /booking/ and a show's page keep their text inside, headings larger than it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      const devtools = await page.context().newCDPSession(page)
      await devtools.send(`Page.setFontSizes`, { fontSizes: { standard: 32 } })
      for (const path of [`/booking/`, aShowPage, `/`, `/faq/`]) {
        await openPage(page, path)
        expect(await page.evaluate(textPastItsBox), `${path}: text past its box`).toEqual([])
        expect(
          await page.evaluate(headingsNoLargerThanText),
          `${path}: headings no larger than text`,
        ).toEqual([])
        // The places the band played, whole: "Champaign" and "Coffeehouse" broke in the middle at 320 px.
        if (path === `/booking/`)
          expect(
            await page.evaluate(wordsBrokenAcrossLines, `#venues ~ ul li`),
            `venues' words broken`,
          ).toEqual([])
      }
    })

  test(`at 200 % text on a 320 px phone, nothing runs out of its card, "Gotta Go Fast!" and the FAQ's included`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    const devtools = await page.context().newCDPSession(page)
    await devtools.send(`Page.setFontSizes`, { fontSizes: { standard: 32 } })
    for (const path of [`/schedule/`, `/about/`, `/faq/`, `/i-love-sonic/`]) {
      await openPage(page, path)
      expect(await textsPastTheirCard(page), `${path}: text past its card`).toEqual([])
    }
  })

  // A 390 px phone at 200 % page zoom is 195 CSS pixels wide: the cards, poster and all, shrink to fit it.
  test(`at 195 px, every show card and FAQ card fits the screen, its poster inside it`, async ({ page }) => {
    await page.setViewportSize({ width: 195, height: 640 })
    for (const path of [`/schedule/`, `/faq/`]) {
      await openPage(page, path)
      expect(await textsPastTheirCard(page), `${path}: text past its card`).toEqual([])
      const posters = await page.evaluate(() =>
        Array.from(document.querySelectorAll(`#main li img`), (image) => {
          const card = image.closest(`li`)?.getBoundingClientRect()
          const box = image.getBoundingClientRect()
          return card && box.right <= card.right + 1 && box.left >= card.left - 1
            ? ``
            : image.outerHTML.slice(0, 60)
        }).filter(Boolean),
      )
      expect(posters, `${path}: posters past their card`).toEqual([])
      expect(await scrollsSideways(page), `${path} scrolls sideways`).toBe(false)
    }
  })

  test(`with WCAG 1.4.12 text spacing at 320 px, no text runs out of its card on any page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of [`/`, `/schedule/`, `/about/`, `/faq/`]) {
      await openPage(page, path)
      await page.addStyleTag({
        content: `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
          p { margin-bottom: 2em !important; }`,
      })
      expect(await textsPastTheirCard(page), `${path}: text past its card`).toEqual([])
      expect(await scrollsSideways(page), `${path} scrolls sideways`).toBe(false)
    }
  })
})

test.describe(`focus and announcements`, () => {
  test(`"Gotta Go Fast!" keeps focus on its button and announces the Sonic theme`, async ({ page }) => {
    await openPage(page, `/i-love-sonic/`)
    await expect(liveRegion(page)).toHaveText(``)
    await page.getByRole(`button`, { name: `Gotta Go Fast!` }).focus()
    await page.keyboard.press(`Enter`)
    const tooSlow = page.getByRole(`button`, { name: `You're too slow!` })
    await expect(tooSlow).toBeDisabled()
    await expect(tooSlow).toBeFocused()
    await expect(liveRegion(page)).toHaveText(changeAnnouncements.theme.sonic)
    await expect(liveRegion(page)).toHaveAttribute(`aria-live`, `polite`)
  })

  test(`arming and letting go of the spin keep focus on the button and announce each step`, async ({
    page,
  }) => {
    await openPage(page, `/`)
    await spinButton(page).idle.focus()
    await page.keyboard.press(`Enter`)
    await expect(spinButton(page).armed).toBeFocused()
    await expect(liveRegion(page)).toHaveText(changeAnnouncements.spin.armed)
    await page.keyboard.press(`Enter`)
    await expect(spinButton(page).garbled).toBeFocused()
    await expect(spinButton(page).garbled).toBeDisabled()
    await expect(liveRegion(page)).toHaveText(changeAnnouncements.spin.full)
  })

  test(`in Sonic, the armed button's focus ring stands 3:1 or more against what it sits on`, async ({
    page,
  }) => {
    await switchToSonic(page)
    await spinButton(page).idle.focus()
    await page.keyboard.press(`Enter`)
    const armed = spinButton(page).armed
    await expect(armed).toBeFocused()
    const ring = parseColour(await armed.evaluate((button) => getComputedStyle(button).outlineColor))
    const box = await armed.boundingBox()
    expect(box).toBeTruthy()
    if (!box) return
    // A row of pixels from inside the button's right edge outwards, through its shadow and the ring.
    const [row = []] = await pixelsOf(page, {
      x: Math.round(box.x + box.width - 4),
      y: Math.round(box.y + box.height / 2),
      width: 20,
      height: 1,
    })
    const ringStarts = row.findIndex((colour) => sameColour(colour, ring))
    expect(ringStarts, `the ring (${ring}) is drawn: ${JSON.stringify(row)}`).toBeGreaterThan(0)
    // Two pixels in, past the one the edge may blend, is what the ring sits against.
    const inside = row[ringStarts - 2] ?? ring
    expect(contrast(ring, inside), `ring ${ring} against ${inside} beside it`).toBeGreaterThanOrEqual(3)
  })
})

test(`at 320x256 (400 % zoom) the armed warning stays small and hides no focused link @desktop`, async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 256 })
  await openPage(page, `/schedule/`)
  await spinButton(page).idle.click()
  await expect(spinButton(page).armed).toBeVisible()
  const share = await spinButton(page).armed.evaluate((button) => {
    const holder = button.parentElement?.getBoundingClientRect()
    return holder ? (holder.width * holder.height) / (window.innerWidth * window.innerHeight) : 1
  })
  expect(share, `share of the screen the armed warning covers`).toBeLessThanOrEqual(1 / 3)

  // Tab through everything: nav, the spinning content, spin button, footer; none may be hidden entirely.
  await menuButton(page).focus()
  await page.keyboard.press(`Enter`)
  const obscured: string[] = []
  const reached: string[] = []
  // The Schedule's every show has its links: enough presses to pass them all.
  for (let press = 0; press < 80; press++) {
    await page.keyboard.press(`Tab`)
    const stop = await focusedInSight(page)
    if (!stop) break
    reached.push(stop.name)
    // The spinning content too: it stands upright while the keyboard is in it, the button stepped down out of its way.
    if (!stop.inSight) obscured.push(stop.name)
    if (stop.name === `Book us`) break
  }
  expect(reached, `Tab went through the nav and down to the footer`).toEqual(
    expect.arrayContaining([...navLinkNames, `Book us`]),
  )
  expect(obscured, `focused controls hidden entirely`).toEqual([])
})

test(`the site declares itself light only, so automatic dark modes that honour it leave it as drawn @phone`, async ({
  page,
}) => {
  await openPage(page, `/`)
  await expect(page.locator(`meta[name="color-scheme"]`)).toHaveAttribute(`content`, `only light`)
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toMatch(
    /^(only light|light only)$/,
  )
  // After a client-side navigation too (the head is react-helmet's then).
  await menuButton(page).click()
  await navLink(page, `FAQ`).click()
  await expect(page).toHaveTitle(`Milk Patrol-FAQ`)
  await expect(page.locator(`meta[name="color-scheme"]`)).toHaveAttribute(`content`, `only light`)
})

/**
 * A page, at the test's viewport, in a Chromium started with its automatic dark mode, which ignores the site's color-scheme while the
 * system is light, after checking that the page is darkened indeed (else the test would prove nothing).
 */
async function inForcedDarkMode(
  { baseURL, viewport }: { baseURL: string | undefined; viewport: ViewportSize | null },
  path: string,
  check: (page: Page) => Promise<void>,
) {
  // The headless shell the other tests run has no automatic dark mode: the full browser has.
  await withFullChromium([`--enable-features=WebContentsForceDark`], async (browser) => {
    const page = await browser.newPage({ baseURL, viewport, colorScheme: `light` })
    await openPage(page, path)
    const main = page.getByRole(`main`)
    const mainBox = await main.boundingBox()
    const corner = {
      x: Math.round(mainBox?.x ?? 0) + 8,
      y: Math.round(mainBox?.y ?? 0) + 8,
      width: 1,
      height: 1,
    }
    const panel = (await pixelsOf(page, corner))[0]?.[0] ?? [0, 0, 0]
    // The colour the page declares: the mode repaints when drawing, not in the computed style.
    const declared = parseColour(await main.evaluate((element) => getComputedStyle(element).backgroundColor))
    expect(contrast(panel, declared), `the panel, declared ${declared}, drawn ${panel}`).toBeGreaterThan(3)
    await check(page)
  })
}

test(`under Chromium's automatic dark mode, which darkens the page anyway, the Menu button keeps its edge and bars @phone`, async ({
  baseURL,
  viewport,
}) => {
  await inForcedDarkMode({ baseURL, viewport }, `/`, async (page) => {
    const box = await menuButton(page).boundingBox()
    expect(box).toBeTruthy()
    if (!box) return
    // Just outside the button, its left edge (2px) and the start of its bars, across its middle.
    const pixels = await pixelsOf(page, {
      x: Math.round(box.x) - 4,
      y: Math.round(box.y + box.height / 2) - 8,
      width: 40,
      height: 16,
    })
    const background = pixels[0]?.[0] ?? [0, 0, 0]
    const standOut = (columns: [number, number]) =>
      Math.max(
        ...pixels.flatMap((row) => row.slice(...columns).map((colour) => contrast(colour, background))),
      )
    expect(standOut([4, 6]), `the edge against the nav's ${background}`).toBeGreaterThanOrEqual(3)
    expect(standOut([22, 40]), `the bars against the nav's ${background}`).toBeGreaterThanOrEqual(3)
  })
})

test(`under Chromium's automatic dark mode, a focused link in the content keeps a ring that shows @phone`, async ({
  baseURL,
  viewport,
}) => {
  await inForcedDarkMode({ baseURL, viewport }, `/about/`, async (page) => {
    const link = page.getByRole(`main`).getByRole(`link`, { name: `Discord` })
    await link.scrollIntoViewIfNeeded()
    const box = await link.boundingBox()
    expect(box).toBeTruthy()
    if (!box) return
    const around = {
      x: Math.round(box.x) - 10,
      y: Math.round(box.y) - 10,
      width: Math.round(box.width) + 20,
      height: Math.round(box.height) + 20,
    }
    const unfocused = await pixelsOf(page, around)
    await link.focus()
    await page.keyboard.press(`Shift+Tab`)
    await page.keyboard.press(`Tab`)
    await expect(link).toBeFocused()
    const focused = await pixelsOf(page, around)
    const ring = Math.max(
      ...focused.flatMap((row, y) => row.map((colour, x) => contrast(colour, unfocused[y]?.[x] ?? colour))),
    )
    expect(ring, `the focus ring, focused against not`).toBeGreaterThanOrEqual(3)
  })
})

test(`in forced-colours mode the Menu button's bars show against its background @phone`, async ({ page }) => {
  await page.emulateMedia({ forcedColors: `active` })
  await openPage(page, `/`)
  const toggle = menuButton(page)
  const icon = toggle.locator(`svg`).first()
  const [toggleBox, iconBox] = await Promise.all([toggle.boundingBox(), icon.boundingBox()])
  expect(toggleBox && iconBox).toBeTruthy()
  if (!toggleBox || !iconBox) return
  const pixels = await pixelsOf(page, {
    x: Math.round(toggleBox.x + 4),
    y: Math.round(iconBox.y - 10),
    width: Math.round(iconBox.x + iconBox.width - toggleBox.x - 4),
    height: 22,
  })
  const background = pixels[0]?.[0] ?? [0, 0, 0]
  const barPixels = pixels.flat().filter((colour) => contrast(colour, background) >= 3)
  expect(barPixels.length, `pixels of the bars that stand out from ${background}`).toBeGreaterThanOrEqual(
    Math.round(iconBox.width) * 3,
  )
})

test.describe(`print`, () => {
  for (const stage of [`armed`, `full`] as const) {
    test(`with the spin ${stage}, the schedule prints upright and the nav reads on paper`, async ({
      page,
    }) => {
      await openPage(page, `/schedule/`)
      await spinButton(page).idle.click()
      if (stage === `full`) await spinButton(page).armed.click()
      await page.emulateMedia({ media: `print` })
      const turning = await page.evaluate(() =>
        Array.from(document.querySelectorAll(`body *`))
          .filter((element) => {
            const style = getComputedStyle(element)
            // Turned by a transform (a plain shift, as gatsby-plugin-image gives its images, turns nothing).
            const matrix = new DOMMatrixReadOnly(style.transform === `none` ? undefined : style.transform)
            const turned = Math.abs(matrix.b) > 0.001 || Math.abs(matrix.c) > 0.001
            return style.animationName !== `none` || turned || style.rotate !== `none`
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      )
      expect(turning, `elements animated or transformed in print`).toEqual([])
      for (const name of navLinkNames) {
        const link = navLink(page, name)
        await expect(link).toBeVisible()
        const colour = parseColour(await link.evaluate((element) => getComputedStyle(element).color))
        expect(contrast(colour, [255, 255, 255]), `${name} on white paper`).toBeGreaterThanOrEqual(4.5)
      }
      await expect(spinButton(page).garbled).toBeHidden()
    })
  }

  // How the pages fall depends on how long the schedule is, so it is printed with every show the build has and again
  // with one card fewer each time, down to none (the band's own schedule has had 4): each length fills its last page
  // differently. Cards are left out of the page as it stands, which lays it out as a shorter schedule would be.
  test(`the schedule printed on A4 and Letter at any length: no blank page, and the last one holds more than the footer @desktop`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await openPage(page, `/schedule/`)
    const cards = page.locator(`#main section > ul > li`)
    const shows = await cards.count()
    expect(shows, `show cards in the built schedule`).toBeGreaterThanOrEqual(4)
    // The posters are lazy: brought into view, so the schedule is printed with them, as a fan's browser would.
    for (const poster of await page.locator(`#main img`).all()) {
      await poster.scrollIntoViewIfNeeded()
      await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete)).toBe(true)
    }
    await page.emulateMedia({ media: `print` })
    const footer = (await page.getByRole(`contentinfo`).innerText()).replace(/\s+/g, ``)
    const faults: string[] = []
    const printed: string[] = []
    for (let kept = shows; kept >= 0; kept--) {
      await cards.evaluateAll((all, kept) => {
        all.forEach((card, index) => ((card as HTMLElement).style.display = index < kept ? `` : `none`))
      }, kept)
      for (const format of [`A4`, `Letter`] as const) {
        // Each printed page's text, read by Mozilla's PDF.js (unpdf's build of it for Node).
        const pdf = await page.pdf({ format, printBackground: false })
        const { text: texts } = await extractText(new Uint8Array(pdf), { mergePages: false })
        printed.push(`${format}, ${kept} shows: ${texts.length} pages`)
        texts.forEach((text, index) => {
          if (!text) faults.push(`${format}, ${kept} shows: page ${index + 1} of ${texts.length} is blank`)
        })
        const last = (texts.at(-1) ?? ``).replace(/\s+/g, ``)
        if (last === footer)
          faults.push(
            `${format}, ${kept} shows: page ${texts.length} holds only the footer ("${texts.at(-1)}")`,
          )
      }
    }
    test.info().annotations.push({ type: `printed`, description: printed.join(`; `) })
    expect(faults).toEqual([])
  })
})

test.describe(`with images blocked`, () => {
  test(`the logo's fallback keeps the image's box, so nothing below it moves`, async ({
    page,
    siteProblems,
  }) => {
    siteProblems.expect(/request failed: .*\(net::ERR_FAILED\)/)
    siteProblems.expect(/console error: Failed to load resource/)
    await page.route(`**/*`, (route) =>
      route.request().resourceType() === `image` ? route.abort() : route.continue(),
    )
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as unknown as { e2eShifts: number[] }).e2eShifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: `layout-shift`, buffered: true })
    })
    // The page as the server sent it, the image's box reserved, before React has swapped in the words.
    const releaseScripts = await openWithScriptsHeld(page, `/`)
    const followUs = page.getByRole(`heading`, { name: `Follow us on` })
    const before = await followUs.boundingBox()
    releaseScripts()
    await waitForHydration(page)
    const fallback = page.getByText(`:( image didnt load`, { exact: true })
    await expect(fallback).toBeVisible()
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect((await followUs.boundingBox())?.y, `"Follow us on" moved down the page`).toBeCloseTo(
      before?.y ?? -1,
      0,
    )
    const shift = await page.evaluate(() =>
      (window as unknown as { e2eShifts: number[] }).e2eShifts.reduce((sum, value) => sum + value, 0),
    )
    test.info().annotations.push({ type: `layout shift`, description: String(shift) })
    expect(shift, `cumulative layout shift`).toBeLessThan(0.01)
  })
})
