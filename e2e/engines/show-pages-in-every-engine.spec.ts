// A show's page and its Schedule card in WebKit and Gecko: the card's "Show details" opens the page, which
// shows the poster, where and when, the status in words, the directions link and the way back, in milk and in Sonic.
// Every expectation comes from the content of the build under test (e2e/support/content.ts), never the band's content/.
import { band, contentOf, showWithStatus, type Show } from "../support/content"
import { showPagePath } from "../../src/site/addresses"
import { posterAlt } from "../../src/shows/poster-alt"
import { showNodeFields } from "../../src/shows/show-nodes"
import { directionsLink, showPageTexts, showPageTitle, statusWords } from "../../src/shows/show-words"
import type { EnginePage } from "./support/engines"
import { expect, test } from "./support/fixtures"
import { switchToSonic } from "./support/sonic"
import { clickText, pageProblems, visit, waitUntil } from "./support/visit"

/** The root build's moved show and its cancelled one: each says so on its card and its page. */
const rescheduled = showWithStatus(`rescheduled`)
const cancelled = showWithStatus(`cancelled`)

/** The badge's words for a show, as its card and page must say them. */
const badgeOf = (show: Show) => statusWords(show.status, showNodeFields(show).previousWhen)!

const siteUrl = (base: string, route: string) => new URL(route.replace(/^\//, ``), base).href

/** The path a show's page has in the browser: under the build's prefix (`/milkpatrol`) in the prefixed build. */
const pathIn = (base: string, route: string) => new URL(siteUrl(base, route)).pathname

/**
 * Whether the element is there for a reader: drawn at a readable size, not hidden or transparent, its words inside
 * the window and not cut off, and on top where it is drawn (nothing, no Sonic drawing, lies over its middle).
 * Returns what is wrong, or "" when it reads.
 */
const readsWell = `const readsWell = (element) => {
    if (!element) return "missing";
    element.scrollIntoView({ block: "center" });
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width < 10 || box.height < 8) return "drawn " + box.width + "x" + box.height;
    if (style.visibility !== "visible" || Number(style.opacity) < 0.5) return "hidden by its style";
    if (box.left < 0 || box.right > document.documentElement.clientWidth + 1) return "out of the window";
    // Its words, which may run past its own box: cut off by the window or by a box that hides what overflows it.
    const range = document.createRange();
    range.selectNodeContents(element);
    const words = range.getBoundingClientRect();
    if (words.left < -1 || words.right > document.documentElement.clientWidth + 1) return "its words run out of the window";
    for (let clip = element.parentElement; clip; clip = clip.parentElement) {
      if (getComputedStyle(clip).overflowX === "visible") continue;
      const edge = clip.getBoundingClientRect();
      if (words.left < edge.left - 1 || words.right > edge.right + 1) return "its words are cut off at " + clip.tagName;
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !(hit === element || element.contains(hit))) return "covered by " + (hit ? hit.outerHTML.slice(0, 80) : "nothing");
    return "";
  };`

/** The card of the show (arguments[0]: [where, when]) on the page: the list item naming its place and time. */
const findCard = `const findCard = ([where, when]) => [...document.querySelectorAll("#main li")].find(
    (card) => card.querySelector("dl") && card.textContent.includes(where) && card.textContent.includes(when));`

/** On the Schedule, follows the show's "Show details" link, as a fan clicks it, and waits for the show's page. */
async function openFromItsCard(engine: EnginePage, base: string, show: Show): Promise<void> {
  const found = await engine.run<string>(
    `${findCard}
    const [where, when, details] = arguments[0];
    const card = findCard([where, when]);
    if (!card) return "no card names " + where + ", " + when;
    const link = [...card.querySelectorAll("a")].find((candidate) => candidate.textContent.trim().startsWith(details));
    if (!link) return "the card has no " + details + " link";
    document.querySelectorAll("[data-engine-target]").forEach((element) => element.removeAttribute("data-engine-target"));
    link.setAttribute("data-engine-target", "");
    link.scrollIntoView({ block: "center" });
    return ""`,
    [show.where, show.when, showPageTexts.details],
  )
  expect(found, `${engine.engine}: ${show.where}'s card`).toBe(``)
  await engine.click(`[data-engine-target]`)
  await waitUntil(
    engine,
    `return location.pathname === arguments[0][0] && document.title === arguments[0][1]`,
    `the show's page opens, titled by its place and time`,
    [pathIn(base, showPagePath(show)), showPageTitle(band.name, show)],
    20_000,
  )
}

/**
 * The badge on a card, or on the page: the innermost element whose words are the show's status (the last in document
 * order, after the ones it sits in), so its own style is what is checked.
 */
const findBadge = `const findBadge = (scope, words) => [...scope.querySelectorAll("p, span, dd, strong")].filter(
    (element) => element.textContent.trim() === words).pop();`

/** What a fan reads on the show's page that is open now. */
interface ShowPageSeen {
  heading: string
  headingReads: string
  when: string
  badgeReads: string
  directions: string
  backLink: boolean
  poster: { complete: boolean; naturalWidth: number; width: number; source: string } | null
  sideways: boolean
}

function readShowPage(engine: EnginePage, show: Show): Promise<ShowPageSeen> {
  return engine.run<ShowPageSeen>(
    `${readsWell} ${findBadge}
    const [alt, badge, back, directions] = arguments[0];
    const main = document.querySelector("#main");
    const heading = main.querySelector("h1");
    const when = [...main.querySelectorAll("dt")].find((term) => term.textContent.trim() === "When");
    const image = [...main.querySelectorAll("img")].find((candidate) => candidate.alt === alt);
    const directionsLink = [...main.querySelectorAll("a")].find((link) => link.textContent.trim().startsWith(directions));
    return {
      heading: heading ? heading.textContent.trim() : "",
      headingReads: readsWell(heading),
      when: when && when.nextElementSibling ? when.nextElementSibling.textContent.trim() : "",
      badgeReads: badge ? readsWell(findBadge(main, badge)) : "",
      directions: directionsLink ? directionsLink.href : "",
      backLink: [...main.querySelectorAll("a")].some((link) => link.textContent.trim() === back),
      poster: image ? {
        complete: image.complete,
        naturalWidth: image.naturalWidth,
        width: image.getBoundingClientRect().width,
        source: image.currentSrc,
      } : null,
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    }`,
    [posterAlt(show), badgeOf(show), showPageTexts.backToSchedule, showPageTexts.directions],
  )
}

/** Waits until the show's poster on its page has loaded (it may still be on its way after the page opens). */
function waitForPoster(engine: EnginePage, show: Show): Promise<boolean> {
  return waitUntil<boolean>(
    engine,
    `const image = [...document.querySelectorAll("#main img")].find((candidate) => candidate.alt === arguments[0]);
    return !!image && image.complete && image.naturalWidth > 0`,
    `the poster of ${show.where} has loaded`,
    posterAlt(show),
    20_000,
  )
}

/** Follows "Back to the Schedule" and waits for the Schedule. */
async function backToTheSchedule(engine: EnginePage, base: string): Promise<void> {
  await clickText(engine, `#main`, showPageTexts.backToSchedule)
  await waitUntil(
    engine,
    `return location.pathname === arguments[0] && document.title === "Milk Patrol-Schedule"`,
    `the Schedule opens again`,
    pathIn(base, `/schedule/`),
    20_000,
  )
}

for (const build of [`root`, `prefixed`] as const) {
  test(`from its Schedule card a show's page opens with its poster, where and when, its status, directions and the way back (${build} build)`, async ({
    engine,
    site,
  }) => {
    test.setTimeout(90_000)
    const base = site[build]
    const rescheduled = contentOf(build).showWithStatus(`rescheduled`)
    await visit(engine, siteUrl(base, `/schedule/`))
    await openFromItsCard(engine, base, rescheduled)
    await waitForPoster(engine, rescheduled)
    const seen = await readShowPage(engine, rescheduled)
    expect(seen.heading).toBe(`${band.name} at ${rescheduled.where}`)
    expect(seen.headingReads, `the heading reads`).toBe(``)
    expect(seen.when).toBe(rescheduled.when)
    expect(seen.badgeReads, `"${badgeOf(rescheduled)}" reads on the page`).toBe(``)
    expect(seen.directions).toBe(directionsLink(rescheduled))
    expect(seen.backLink).toBe(true)
    expect(seen.poster, `the poster is on the page`).not.toBeNull()
    expect(seen.poster!.naturalWidth, `the poster has loaded`).toBeGreaterThan(0)
    // Large on a laptop-wide window: beside the facts, not a thumbnail like the card's 200px.
    expect(seen.poster!.width, `the poster's drawn width`).toBeGreaterThan(200)
    expect(new URL(seen.poster!.source).pathname.startsWith(pathIn(base, `/`)), seen.poster!.source).toBe(
      true,
    )
    expect(seen.sideways, `the page scrolls sideways`).toBe(false)

    await backToTheSchedule(engine, base)
    expect(await pageProblems(engine)).toEqual([])
  })
}

test(`the cancelled and the rescheduled show say so in words on their cards and their pages`, async ({
  engine,
  site,
}) => {
  test.setTimeout(90_000)
  for (const show of [cancelled, rescheduled]) {
    await visit(engine, siteUrl(site.root, `/schedule/`))
    const onCard = await engine.run<string>(
      `${readsWell} ${findCard} ${findBadge}
      const [where, when, words] = arguments[0];
      const card = findCard([where, when]);
      return card ? readsWell(findBadge(card, words)) : "no card";`,
      [show.where, show.when, badgeOf(show)],
    )
    expect(onCard, `"${badgeOf(show)}" on ${show.where}'s card`).toBe(``)
    // Opened as a shared link is: a page load of its own address.
    await visit(engine, siteUrl(site.root, showPagePath(show)))
    const seen = await readShowPage(engine, show)
    expect(seen.heading).toBe(`${band.name} at ${show.where}`)
    expect(seen.badgeReads, `"${badgeOf(show)}" on ${show.where}'s page`).toBe(``)
    expect(await pageProblems(engine)).toEqual([])
  }
})

test(`in Sonic, a show's page opened from its card still reads, on a laptop-wide and a phone-wide window`, async ({
  engine,
  site,
}) => {
  test.setTimeout(120_000)
  // Switched the way a fan does: the secret page's button, then the nav; the theme lasts the visit.
  await switchToSonic(engine, site.root)
  await clickText(engine, `nav`, `Schedule`)
  await waitUntil(
    engine,
    `return location.pathname.endsWith("/schedule/") && document.title === "Milk Patrol-Schedule"`,
    `the Schedule opens`,
    undefined,
    20_000,
  )
  try {
    for (const show of [rescheduled, cancelled]) {
      await openFromItsCard(engine, site.root, show)
      await waitUntil(
        engine,
        `return !!document.querySelector('[data-testid="sonic-head"]')`,
        `the page is in Sonic (the hedgehog is there)`,
        undefined,
        20_000,
      )
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await engine.resize(width, height)
        const seen = await readShowPage(engine, show)
        const at = `${show.where} in Sonic, ${width}px wide`
        expect(seen.heading, at).toBe(`${band.name} at ${show.where}`)
        expect(seen.headingReads, `${at}: the heading reads`).toBe(``)
        expect(seen.badgeReads, `${at}: "${badgeOf(show)}" reads`).toBe(``)
        expect(seen.sideways, `${at}: the page scrolls sideways`).toBe(false)
      }
      await engine.resize(1280, 800)
      await backToTheSchedule(engine, site.root)
    }
    expect(await pageProblems(engine)).toEqual([])
  } finally {
    await engine.resize(1280, 800)
  }
})
