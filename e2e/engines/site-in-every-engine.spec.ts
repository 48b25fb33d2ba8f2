// The site in WebKit (every iPhone browser, Instagram's in-app browser) and Gecko (Firefox): the same builds the
// Chromium suite tests, each check run in both engines (the `webkit` and `gecko` projects in playwright.config.ts).
import { band, lineup, scheduleShows, splitShows, yearPagePaths } from "../support/content"
import { routes } from "../support/site"
import { armedText, armedWarning, idleText } from "../support/spin"
import {
  everyText,
  isAddress,
  pagesWithLongWords,
  unbreakableText,
  wordsBrokenAcrossLinesScript,
} from "../support/words"
import { headingsNoLargerThanTextScript, textPastItsBoxScript } from "../support/large-text"
import { focusedElementInSightScript } from "../support/focus"
import { showPagePath } from "../../src/site/addresses"
import { showPageTexts } from "../../src/shows/show-words"
import { openEngine, type EnginePage } from "./support/engines"
import { keepSonicForTheVisit, switchToSonic } from "./support/sonic"
import { expect, test } from "./support/fixtures"
import { clickText, longestAnimation, pageProblems, visit, waitUntil } from "./support/visit"

// The texts the specification fixes for images that do not load.
const logoFallbackText = `:( image didnt load`
const posterFallbackText = `no image :(`

/** Whether a running animation turns the nav (the whole page spins), rather than only the content. */
const navTurns = `const nav = document.querySelector("nav");
  return document.getAnimations().some((animation) => animation.effect.target && animation.effect.target.contains(nav))`

const siteUrl = (base: string, route: string) => new URL(route.replace(/^\//, ``), base).href

/** Presses "Make it spin!" once, and waits for the armed button. */
async function armSpin(engine: EnginePage): Promise<void> {
  await clickText(engine, `#page`, idleText)
  await waitUntil(
    engine,
    `return [...document.querySelectorAll("#page button")].some((button) => button.textContent.includes(arguments[0]))`,
    `the button says "${armedText}"`,
    armedText,
  )
}

for (const build of [`root`, `prefixed`] as const) {
  test(`every route renders its heading and title (${build} build), with no error or blocked script`, async ({
    engine,
    site,
  }) => {
    for (const route of routes) {
      await visit(engine, siteUrl(site[build], route.path))
      const { title, heading } = await engine.run<{ title: string; heading: string }>(
        `return { title: document.title, heading: document.querySelector("h1")?.textContent.trim() ?? "" }`,
      )
      expect(title, route.path).toBe(route.title)
      expect(heading.length, `${route.path} has a heading`).toBeGreaterThan(3)
      expect(await pageProblems(engine), route.path).toEqual([])
    }
  })
}

/**
 * What a page shows before React runs, drawn by the styles from the marks the head's scripts set on <html>: the words
 * each stand-in writes in place of the server's (its ::after) and whether those are out of sight, and the spin
 * holder's placing. Read in the page as the engine draws it.
 */
const standInsScript = `const words = (selector) => {
    const element = document.querySelector(selector);
    // Gecko gives the rule as written, attr(name), where the others give the words it draws: the words, either way.
    const content = getComputedStyle(element, "::after").content;
    const attribute = /^attr\\(([\\w-]+)\\)$/.exec(content);
    const written = attribute ? JSON.stringify(element.getAttribute(attribute[1])) : content;
    const server = element.firstElementChild;
    return { written, serverShown: getComputedStyle(server).display !== "none" };
  };
  const holder = document.querySelector("#page aside");
  return {
    heading: document.querySelector("h1 [data-sonic-words]") ? words("h1 [data-sonic-words]") : null,
    label: words("#page aside button [data-early-words]"),
    warning: words("#spin-warning"),
    holder: getComputedStyle(holder).position,
  }`

/** The Members card's words as drawn (innerText leaves out what the styles hide): the lineup a fan sees. */
const shownLineup = `return document.querySelector('section[aria-labelledby="members"]').innerText`

test(`before the scripts arrive, a reload that kept Sonic writes "Fastest" and lists Sonic's lineup, and an early tap on "Make it spin!" shows its armed warning, centred`, async ({
  engine,
  site,
}) => {
  // The scripts never arrive: what shows is the server's HTML, what the head's inline scripts mark on <html> (the
  // kept theme, visit-storage.ts; an early tap, early-taps.ts) and what the styles draw from those marks.
  const before = (path: string) => engine.goto(siteUrl(site.scriptsRefused, path))
  await keepSonicForTheVisit(engine, site.scriptsRefused)
  await before(`/`)
  expect(await engine.run<Record<string, unknown>>(standInsScript), `kept Sonic, not tapped`).toMatchObject({
    heading: { written: `"Fastest"`, serverShown: false },
    label: { serverShown: true },
    holder: `static`,
  })
  await engine.click(`#page aside button`)
  expect(await engine.run<Record<string, unknown>>(standInsScript), `tapped`).toEqual({
    heading: { written: `"Fastest"`, serverShown: false },
    label: { written: `"${armedText}"`, serverShown: false },
    warning: { written: `"${armedWarning}"`, serverShown: false },
    holder: `fixed`,
  })
  await before(`/about/`)
  const sonicAbout = await engine.run<string>(shownLineup)
  for (const member of lineup(`sonic`))
    expect(sonicAbout, `kept Sonic: About's lineup`).toContain(member.name.split(` `)[0])
  for (const member of lineup(`milk`))
    expect(sonicAbout, `kept Sonic: About's lineup`).not.toContain(member.name)

  // A new visit, nothing kept and nothing tapped: the server's words, and nothing written over them.
  await engine.run(`sessionStorage.clear()`)
  await before(`/`)
  expect(await engine.run<Record<string, unknown>>(standInsScript), `nothing kept`).toMatchObject({
    heading: { serverShown: true },
    label: { serverShown: true },
    holder: `static`,
  })
  await before(`/about/`)
  const milkAbout = await engine.run<string>(shownLineup)
  for (const member of lineup(`milk`))
    expect(milkAbout, `milk: About's lineup`).toContain(member.name.split(` `)[0])
  for (const member of lineup(`sonic`)) expect(milkAbout, `milk: About's lineup`).not.toContain(member.name)
  // The refused scripts are what this test provokes; a console in the engine may mention them.
  engine.takeConsoleErrors()
})

test(`the secret page switches to Sonic, and client-side navigation keeps it`, async ({ engine, site }) => {
  await switchToSonic(engine, site.root)
  // A marker on the window survives client-side navigation and vanishes on a full page load.
  await engine.run(`window.__samePage = true`)
  await clickText(engine, `nav`, `About`)
  await waitUntil(
    engine,
    `return location.pathname.endsWith("/about/") && document.title.endsWith("About")`,
    `About opens`,
  )
  const about = await engine.run<{ samePage: boolean; text: string }>(
    `return { samePage: window.__samePage === true, text: document.querySelector("#main").textContent }`,
  )
  expect(about.samePage, `navigated without a full page load`).toBe(true)
  expect(about.text).toContain(lineup(`sonic`)[0]!.name)
  expect(about.text).not.toContain(lineup(`milk`)[0]!.name)
  expect(await pageProblems(engine)).toEqual([])
})

test(`the spin button's two stages: the content spins, then everything spins and the button is disabled`, async ({
  engine,
  site,
}) => {
  await visit(engine, siteUrl(site.root, `/faq/`))
  expect(await longestAnimation(engine), `nothing turns before the button is pressed`).toBe(0)
  await armSpin(engine)
  const armedTurn = await longestAnimation(engine)
  expect(armedTurn, `the content turns`).toBeGreaterThan(0)
  expect(armedTurn, `without reduced motion a turn is quick`).toBeLessThan(10_000)
  expect(await engine.run<boolean>(navTurns), `the nav holds still while armed`).toBe(false)

  await clickText(engine, `#page`, armedText)
  await waitUntil(
    engine,
    `return !!document.querySelector('#page button[aria-disabled="true"]')`,
    `the button is disabled`,
  )
  const full = await engine.run<{ navTurns: boolean; label: string }>(
    `const navTurns = (() => { ${navTurns} })();
    return { navTurns, label: document.querySelector('#page button[aria-disabled="true"]').textContent }`,
  )
  expect(full.navTurns, `everything turns, the nav too`).toBe(true)
  expect(full.label).not.toContain(armedText)
  expect(await pageProblems(engine)).toEqual([])
})

test(`with reduced motion preferred the spin comes without motion: turned and still, for good`, async ({
  engine,
  site,
}) => {
  // A second window of the engine, started for this test: slow on the shared, loaded test machine.
  test.setTimeout(90_000)
  const reduced = await openEngine(engine.engine, { reducedMotion: true })
  // Whether the element arguments[0] names, or something it sits in, stands turned by a transform.
  const turned = `const turned = (element) => {
      for (let node = element; node; node = node.parentElement) {
        const transform = getComputedStyle(node).transform;
        if (!transform || transform === "none") continue;
        // Any rotation, upside down included (where b is 0 and a is -1).
        const matrix = new DOMMatrixReadOnly(transform);
        if (Math.abs(matrix.b) > 0.01 || matrix.a < 0.99) return true;
      }
      return false;
    };`
  const standing = `${turned} return { turned: turned(document.querySelector(arguments[0])), animations: document.getAnimations().length }`
  try {
    await visit(reduced, siteUrl(site.root, `/`))
    expect(await reduced.run<boolean>(`return matchMedia("(prefers-reduced-motion: reduce)").matches`)).toBe(
      true,
    )
    await armSpin(reduced)
    await waitUntil(
      reduced,
      `${turned} return turned(document.querySelector(arguments[0]))`,
      `the content stands turned`,
      `#main`,
    )
    expect(await reduced.run(standing, `nav`), `armed: the nav upright, nothing animated`).toEqual({
      turned: false,
      animations: 0,
    })
    await clickText(reduced, `#page`, armedText)
    await waitUntil(
      reduced,
      `return !!document.querySelector('#page button[aria-disabled="true"]')`,
      `the button gives up`,
    )
    expect(await reduced.run(standing, `nav`), `full: the whole page turned, nothing animated`).toEqual({
      turned: true,
      animations: 0,
    })
    expect(await pageProblems(reduced)).toEqual([])
  } finally {
    await reduced.close()
  }
})

test(`on a phone-width window: the menu opens, closes on Escape and on following a link; nothing scrolls sideways`, async ({
  engine,
  site,
}) => {
  const width = await engine.resize(390, 844)
  try {
    // WebKitGTK's MiniBrowser will not make its window narrower than about 450 px; that is still a phone layout
    // (the menu folds away below 720 px), so the checks run at the narrowest width the engine allows.
    expect(width, `the window is phone-sized`).toBeLessThan(480)
    const menuOpen = `const menu = document.querySelector("#site-menu");
      return !!menu && getComputedStyle(menu).display !== "none"`
    const menuClosed = menuOpen.replace(`!== "none"`, `=== "none"`)
    for (const route of routes) {
      await visit(engine, siteUrl(site.root, route.path))
      expect(
        await engine.run<boolean>(
          `return document.documentElement.scrollWidth > document.documentElement.clientWidth`,
        ),
        `${route.path} scrolls sideways`,
      ).toBe(false)
    }
    await visit(engine, siteUrl(site.root, `/`))
    expect(await engine.run<boolean>(menuOpen), `the menu starts folded away`).toBe(false)
    await clickText(engine, `nav`, `Menu`)
    await waitUntil(engine, menuOpen, `the menu opens`)
    await engine.pressEscape()
    await waitUntil(engine, menuClosed, `Escape closes the menu`)
    await clickText(engine, `nav`, `Menu`)
    await waitUntil(engine, menuOpen, `the menu opens again`)
    await clickText(engine, `nav`, `FAQ`)
    await waitUntil(engine, `return location.pathname.endsWith("/faq/")`, `the FAQ opens`)
    await waitUntil(engine, menuClosed, `following a link closes the menu`)
    expect(await pageProblems(engine)).toEqual([])
  } finally {
    await engine.resize(1280, 800)
  }
})

test(`the logo and every poster load in a format the engine decodes`, async ({ engine, site }) => {
  await visit(engine, siteUrl(site.root, `/`))
  const logo = await waitUntil<{ width: number; source: string }>(
    engine,
    `const image = document.querySelector('img[alt="' + arguments[0] + '"]');
    return image && image.complete && image.naturalWidth > 0 && { width: image.naturalWidth, source: image.currentSrc }`,
    `the logo has loaded`,
    band.logo.alt,
  )
  expect(logo.width).toBeGreaterThan(0)

  await visit(engine, siteUrl(site.root, `/schedule/`))
  const { upcoming, previous } = scheduleShows()
  const posters = upcoming.length + previous.length
  // Posters load lazily: bring the first one still loading into view, as a visitor scrolling down does (scrolling
  // past them all at once leaves the ones in the middle of a long Schedule never seen, so never loaded).
  const loaded = await waitUntil<string[]>(
    engine,
    `const images = [...document.querySelectorAll("#main picture img")];
    const pending = images.filter((image) => !(image.complete && image.naturalWidth > 0));
    if (pending[0]) pending[0].scrollIntoView({ block: "center" });
    return images.length === arguments[0] && pending.length === 0 && images.map((image) => image.currentSrc)`,
    `all ${posters} posters have loaded`,
    posters,
    5_000 + posters * 1_000,
  )
  expect(loaded).toHaveLength(posters)
  // Say which format each engine got (AVIF, WebP or PNG), for the record.
  console.log(
    `${engine.engine} decodes: ${[logo.source, ...loaded].map((url) => url.split(`.`).pop()).join(`, `)}`,
  )
  expect(await pageProblems(engine)).toEqual([])
})

test(`when images cannot load, the fallback texts appear`, async ({ engine, site }) => {
  await visit(engine, siteUrl(site.imagesRefused, `/`))
  await waitUntil(
    engine,
    `return document.querySelector("#main").textContent.includes(arguments[0])`,
    `the logo's fallback shows`,
    logoFallbackText,
  )
  await visit(engine, siteUrl(site.imagesRefused, `/schedule/`))
  const posters = scheduleShows().upcoming.length + scheduleShows().previous.length
  // Posters load lazily: the first card still showing no text is brought into view, and its poster's failure shows
  // the text in its place.
  const shown = await waitUntil<number>(
    engine,
    `const [text, expected] = arguments[0];
    const cards = [...document.querySelectorAll("#main li")].filter((card) => card.querySelector("picture, img"));
    const waiting = cards.find((card) => !card.textContent.includes(text));
    if (waiting) waiting.scrollIntoView({ block: "center" });
    const count = document.querySelector("#main").textContent.split(text).length - 1;
    return count === expected && count`,
    `every poster shows "${posterFallbackText}"`,
    [posterFallbackText, posters],
    5_000 + posters * 1_000,
  )
  expect(shown).toBe(posters)
  // The failed image loads are what this test provokes; a console in the engine may mention them.
  engine.takeConsoleErrors()
  await pageProblems(engine)
})

/** Text at 200 %, as a phone's text size setting makes it: the site sizes all its text from the root's. */
const doubleTheText = `document.documentElement.style.fontSize = "200%"`

test(`at 200 % text on a phone-width window, no heading, nav link or button breaks a word in the middle`, async ({
  engine,
  site,
}) => {
  await engine.resize(390, 844)
  try {
    for (const route of routes) {
      await visit(engine, siteUrl(site.root, route.path))
      await engine.run(doubleTheText)
      await clickText(engine, `nav`, `Menu`)
      expect(
        await engine.run<string[]>(wordsBrokenAcrossLinesScript, unbreakableText),
        `${route.path}: words broken across lines`,
      ).toEqual([])
      expect(await engine.run<string[]>(textPastItsBoxScript), `${route.path}: text past its box`).toEqual([])
      expect(
        await engine.run<string[]>(headingsNoLargerThanTextScript),
        `${route.path}: headings no larger than the text`,
      ).toEqual([])
    }
  } finally {
    await engine.resize(1280, 800)
  }
})

test(`at 200 % text on a 320 px window, no word of any page's text is split in the middle: places, badges, answers, dates`, async ({
  engine,
  site,
}) => {
  const { upcoming, previous } = splitShows()
  const cancelled = upcoming.find((show) => show.status === `cancelled`)!
  const paths = [
    ...pagesWithLongWords,
    yearPagePaths()[0]!,
    showPagePath(previous[0]!),
    showPagePath(cancelled),
  ]
  await engine.resize(320, 700)
  const split: string[] = []
  try {
    for (const path of paths) {
      await visit(engine, siteUrl(site.root, path))
      await engine.run(doubleTheText)
      for (const word of await engine.run<string[]>(wordsBrokenAcrossLinesScript, everyText))
        if (!isAddress(word)) split.push(`${path}: ${word}`)
    }
  } finally {
    await engine.resize(1280, 800)
  }
  expect(split, `words split across lines`).toEqual([])
})

/** The specification's navigation, written out here rather than read from the site's code. */
const specifiedNav = [
  [`Home`, ``],
  [`Schedule`, `schedule/`],
  [`About`, `about/`],
  [`FAQ`, `faq/`],
]

/** The main nav's links a visitor can see: [words, address]. */
const visibleNavLinksScript = `return [...document.querySelectorAll('nav[aria-label="Main"] a')]
  .filter((link) => link.getClientRects().length > 0 && getComputedStyle(link).visibility !== "hidden")
  .map((link) => [link.textContent.trim(), link.getAttribute("href")])`

test(`the nav is exactly Home, Schedule, About, FAQ, in the root and the prefixed builds, on a laptop and in the phone's menu`, async ({
  engine,
  site,
}) => {
  try {
    for (const base of [site.root, site.prefixed]) {
      const prefix = new URL(base).pathname
      const expected = specifiedNav.map(([name, path]) => [name, `${prefix}${path}`])
      await engine.resize(1280, 800)
      await visit(engine, base)
      expect(await engine.run(visibleNavLinksScript), `${base} on a laptop`).toEqual(expected)
      await engine.resize(390, 844)
      await visit(engine, base)
      await clickText(engine, `nav`, `Menu`)
      await waitUntil(
        engine,
        `return getComputedStyle(document.querySelector("#site-menu")).display !== "none"`,
        `the menu opens`,
      )
      expect(await engine.run(visibleNavLinksScript), `${base} in the phone's menu`).toEqual(expected)
    }
  } finally {
    await engine.resize(1280, 800)
  }
})

/** Each link in `scope` whose words match `words`, with its size: [words, width, height]. */
const linkSizesScript = `const [scope, words] = [arguments[0][0], new RegExp(arguments[0][1])]
  return [...document.querySelectorAll(scope + " a")]
    .filter((link) => words.test(link.textContent.trim()))
    .map((link) => { const box = link.getBoundingClientRect(); return [link.textContent.trim(), box.width, box.height] })`

test(`on a laptop-wide window, links a finger or a shaky hand aims at are 44 px or more: the nav's, "Book us", the booking page's logo downloads, "Image Credit", the feed reader's, "Back to the home page", and the skip link focused`, async ({
  engine,
  site,
}) => {
  // Seven pages, each waited on until React has hydrated it: slow in WebKit on the shared, loaded test machine.
  test.setTimeout(90_000)
  const targets: [path: string, scope: string, words: RegExp][] = [
    [`/`, `nav[aria-label="Main"]`, /./],
    [`/`, `footer`, /^Book us$/],
    [`/`, `main`, /^Image Credit/],
    [`/booking/`, `main`, /^Logo /],
    [`/schedule/`, `main`, /^Follow our shows in a feed reader/],
    [`/no-such-page/`, `main`, /^Back to the home page$/],
  ]
  const small: string[] = []
  for (const [path, scope, words] of targets) {
    await visit(engine, siteUrl(site.root, path))
    const links = await engine.run<[string, number, number][]>(linkSizesScript, [scope, words.source])
    expect(links.length, `${path}: links in ${scope} matching ${words}`).toBeGreaterThan(0)
    for (const [text, width, height] of links)
      if (width < 44 || height < 44) small.push(`${path} "${text}": ${Math.round(width)} × ${height} px`)
  }
  // The skip link, out of sight until the keyboard focuses it.
  await visit(engine, siteUrl(site.root, `/`))
  const [skipWidth, skipHeight] = await engine.run<[number, number]>(
    `const skip = document.querySelector('a[href="#main"]'); skip.focus(); const box = skip.getBoundingClientRect(); return [box.width, box.height]`,
  )
  if (skipWidth < 44 || skipHeight < 44)
    small.push(`/ "Skip to content", focused: ${Math.round(skipWidth)} × ${skipHeight} px`)
  // The not-found page's own status, the one problem this visit is meant to have.
  expect(site.takeProblems()).toEqual([`HTTP 404: /no-such-page/`])
  engine.takeConsoleErrors()
  expect(small, `targets under 44 px`).toEqual([])
})

test(`armed, on a small phone-width window, a tap on an open menu link reaches the link, not the spin button`, async ({
  engine,
  site,
}) => {
  await engine.resize(320, 568)
  try {
    for (const textSize of [`100%`, `200%`]) {
      // A new visit each time: the spin armed at 100 % stays for the visit (sessionStorage) and would greet the next.
      await engine.run(`window.sessionStorage.clear()`)
      await visit(engine, siteUrl(site.root, `/about/`))
      await engine.run(`document.documentElement.style.fontSize = arguments[0]`, textSize)
      await armSpin(engine)
      await engine.run(`window.scrollTo(0, 0)`)
      await clickText(engine, `nav`, `Menu`)
      const covered = await engine.run<string[]>(
        `return [...document.querySelectorAll("#site-menu a")].filter((link) => {
          const box = link.getBoundingClientRect();
          if (box.bottom < 0 || box.top > innerHeight) return false;
          const y = Math.min(Math.max(box.top + box.height / 2, 1), innerHeight - 1);
          const hit = document.elementFromPoint(box.left + box.width / 2, y);
          return !hit || !(hit === link || link.contains(hit));
        }).map((link) => link.textContent.trim())`,
      )
      expect(covered, `at ${textSize} text, menu links under something else`).toEqual([])
    }
  } finally {
    await engine.resize(1280, 800)
  }
})

// WCAG 2.4.11: armed on a phone, the links near the end of a page are reached by Tab with the warning on screen.
test(`armed on a phone-width window, Tab down /booking/ and a show's page: no focused link rests under the warning`, async ({
  engine,
  site,
}) => {
  // WebKitGTK's WebDriver moves focus on Tab but as no keyboard would: :focus-visible does not match and the focused
  // link is not scrolled into view (measured: "Ask for a date" focused 270 px below the window), so WebKit cannot show
  // here what a keyboard does there. Said, not silent.
  test.skip(
    engine.engine === `webkit`,
    `WebKitGTK's WebDriver Tab does not act as a keyboard (:focus-visible)`,
  )
  test.setTimeout(90_000)
  await engine.resize(390, 844)
  try {
    const aShow = scheduleShows().previous[0]!
    for (const [path, last] of [
      [`/booking/`, `Discord`],
      [showPagePath(aShow), showPageTexts.backToSchedule],
    ] as const) {
      await engine.run(`window.sessionStorage.clear()`)
      await visit(engine, siteUrl(site.root, path))
      await armSpin(engine)
      await engine.run(`window.scrollTo(0, 0); document.getElementById("main").focus()`)
      const hidden: string[] = []
      const reached: string[] = []
      for (let press = 0; press < 60; press++) {
        await engine.pressTab()
        // Looked at once the page has settled from the scroll the focus asked for.
        await engine.run(
          `return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))`,
        )
        const stop = await engine.run<{ name: string; inSight: boolean } | null>(focusedElementInSightScript)
        if (!stop) break
        reached.push(stop.name)
        if (!stop.inSight) hidden.push(stop.name)
        if (stop.name === last) break
      }
      expect(reached, `${path}: Tab went down to "${last}"`).toContain(last)
      expect(hidden, `${path}: focused links under the warning`).toEqual([])
    }
    expect(await pageProblems(engine)).toEqual([])
  } finally {
    await engine.resize(1280, 800)
  }
})

test(`with images turned off, a show's poster says "${posterFallbackText}" in its place`, async ({
  engine,
  site,
}) => {
  // A second window of the engine, started with images off: slow on the shared, loaded test machine.
  test.setTimeout(90_000)
  const imagesOff = await openEngine(engine.engine, { imagesOff: true })
  try {
    await visit(imagesOff, siteUrl(site.root, showPagePath(scheduleShows().previous[0]!)))
    // The words, seen: drawn (not hidden, of some size) where no picture and no painted box lies over them.
    const shown = await waitUntil<{ words: string; picture: string }>(
      imagesOff,
      `const words = [...document.querySelectorAll("#main *")].find((element) =>
        element.children.length === 0 && element.textContent.trim() === arguments[0]);
      if (!words || getComputedStyle(words).visibility !== "visible" || words.getBoundingClientRect().height === 0)
        return null;
      const image = words.parentElement.querySelector("img");
      if (!image) return { words: "drawn", picture: "none" };
      const covering = image.complete && image.naturalWidth > 0 ? "drawn" : getComputedStyle(image).backgroundColor;
      return { words: "drawn", picture: covering };`,
      `the poster's words show`,
      posterFallbackText,
    )
    expect(shown.picture, `what lies over the words`).toMatch(/^(none|transparent|rgba\(0, 0, 0, 0\))$/)
    expect(await pageProblems(imagesOff)).toEqual([])
  } finally {
    await imagesOff.close()
  }
})
