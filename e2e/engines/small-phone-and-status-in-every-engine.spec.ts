// In WebKit and Gecko, what Chromium's suite checks of the smallest phone with the largest text, of paper, of Sonic
// before the scripts run and of a show's status (spin-small-phone.spec.ts, show-pages.spec.ts, sonic.spec.ts,
// show-status.spec.ts): each engine lays out, prints and draws on its own.
import { showStatuses } from "../../src/content-model/schema"
import { showPagePath } from "../../src/site/addresses"
import { splitShows, type Show } from "../support/content"
import { secretPath } from "../support/site"
import { armedText, armedWarning, idleText, putAwayText, spinPanelOnScreenScript } from "../support/spin"
import { wordsBrokenAcrossLinesScript } from "../support/words"
import { contrast, parseColour } from "../support/pixels"
import { keepSonicForTheVisit } from "./support/sonic"
import { extractText } from "unpdf"
import type { EnginePage } from "./support/engines"
import { expect, test } from "./support/fixtures"
import { clickText, pageProblems, visit, waitUntil } from "./support/visit"

const siteUrl = (base: string, route: string) => new URL(route.replace(/^\//, ``), base).href

/** Waits until a button of the spin's says `words`. */
const spinSays = (engine: EnginePage, words: string) =>
  waitUntil(
    engine,
    `return [...document.querySelectorAll("#page aside button")].some((button) => button.textContent.includes(arguments[0]))`,
    `the spin's button says "${words}"`,
    words,
  )

test(`armed on a 320 × 568 window at 200 % text, the warning lies whole on the screen, its words whole, the page around it; put away, it is small and the second tap still lets go`, async ({
  engine,
  site,
}) => {
  test.setTimeout(90_000)
  await engine.resize(320, 568)
  try {
    await visit(engine, siteUrl(site.root, `/about/`))
    await engine.run(`document.documentElement.style.fontSize = "200%"`)
    await clickText(engine, `#page aside`, idleText)
    await spinSays(engine, armedText)
    const panel = await engine.run<{ whole: boolean; covered: number }>(spinPanelOnScreenScript)
    expect(panel.whole, `the warning lies whole on the screen: ${JSON.stringify(panel)}`).toBe(true)
    expect(panel.covered, `the share of the screen it covers`).toBeLessThanOrEqual(0.5)
    expect(
      await engine.run<string[]>(wordsBrokenAcrossLinesScript, `#page aside`),
      `words split in the warning`,
    ).toEqual([])
    await clickText(engine, `#page aside`, putAwayText)
    await waitUntil(
      engine,
      `return !document.querySelector("#page aside").textContent.includes(arguments[0])`,
      `the put-away button has gone`,
      putAwayText,
    )
    const putAway = await engine.run<{ whole: boolean; covered: number }>(spinPanelOnScreenScript)
    expect(putAway.whole, `put away, whole on the screen: ${JSON.stringify(putAway)}`).toBe(true)
    expect(putAway.covered, `put away, the share of the screen it covers`).toBeLessThanOrEqual(0.15)
    expect(
      await engine.run<string>(`return document.getElementById("spin-warning").textContent`),
      `the warning still describes the button`,
    ).toBe(armedWarning)
    await clickText(engine, `#page aside`, armedText)
    await waitUntil(
      engine,
      `return !!document.querySelector('#page aside button[aria-disabled="true"]')`,
      `the page spins in full`,
    )
    expect(await pageProblems(engine)).toEqual([])
  } finally {
    await engine.resize(1280, 800)
  }
})

test(`printed, the page of every show to come is one Letter and one A4 sheet`, async ({ engine, site }) => {
  test.skip(!engine.print, `${engine.engine}'s WebDriver cannot print`)
  test.setTimeout(120_000)
  const sheets: string[] = []
  for (const show of splitShows().upcoming) {
    await visit(engine, siteUrl(site.root, showPagePath(show)))
    for (const paper of [`Letter`, `A4`] as const) {
      const { text } = await extractText(await engine.print!(paper), { mergePages: false })
      if (text.length !== 1) sheets.push(`${showPagePath(show)} on ${paper}: ${text.length} sheets`)
    }
  }
  expect(sheets, `show pages printed on more than one sheet`).toEqual([])
})

test(`kept in Sonic before the scripts run, a pointer over the secret page's button keeps its words readable (4.5:1)`, async ({
  engine,
  site,
}) => {
  await keepSonicForTheVisit(engine, site.scriptsRefused)
  await engine.goto(siteUrl(site.scriptsRefused, secretPath))
  await engine.hover(`#main button`)
  const [text, background] = await engine.run<[string, string]>(
    `const style = getComputedStyle(document.querySelector("#main button")); return [style.color, style.backgroundColor]`,
  )
  // The refused scripts are what this test provokes; a console in the engine may mention them.
  engine.takeConsoleErrors()
  expect(
    contrast(parseColour(text), parseColour(background)),
    `hovered: ${text} on ${background}`,
  ).toBeGreaterThanOrEqual(4.5)
})

test(`a show of every status says it in its page's title and on its page`, async ({ engine, site }) => {
  const words: Record<string, string | undefined> = {
    scheduled: undefined,
    cancelled: `Cancelled`,
    postponed: `Postponed`,
    rescheduled: `Rescheduled`,
    "sold out": `Sold out`,
  }
  const said: Record<string, unknown> = {}
  for (const status of showStatuses) {
    const show = splitShows().upcoming.find((each: Show) => (each.status ?? `scheduled`) === status)!
    await visit(engine, siteUrl(site.root, showPagePath(show)))
    const { title, badge } = await engine.run<{ title: string; badge: string }>(
      // The badge's words as written (its style draws them in capitals).
      `return { title: document.title, badge: [...document.querySelectorAll("article > p")].map((p) => p.textContent).join(" ") }`,
    )
    const wordIn = (text: string) => Object.values(words).find((word) => word && text.includes(word))
    said[status] = { title: wordIn(title), badge: wordIn(badge) }
  }
  expect(said).toEqual(
    Object.fromEntries(
      showStatuses.map((status) => [status, { title: words[status], badge: words[status] }]),
    ),
  )
})
