// What a visitor does, in any engine: open a page and wait until React has taken it over, click what a text names,
// wait for something to become true. Errors the page raises after it loads are caught by listeners installed here,
// so WebKit (whose WebDriver reports no console) still fails a test on them.
import type { EnginePage } from "./engines"

export async function waitUntil<T>(
  engine: EnginePage,
  body: string,
  what: string,
  arg?: unknown,
  timeout = 8_000,
): Promise<T> {
  const started = Date.now()
  let last: T | undefined
  while (Date.now() - started < timeout) {
    last = await engine.run<T>(body, arg)
    if (last) return last
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `${engine.engine}: timed out after ${timeout} ms waiting until ${what} (last: ${JSON.stringify(last)})`,
  )
}

const hydrated = `const main = document.querySelector("#main");
  return !!main && Object.keys(main).some((key) => key.startsWith("__reactProps$"))`

// An element's failed load (an image, a script, a stylesheet) reaches the window only while the error is captured, as
// an event with no message: it is named by its element and address. A prefetch is a hint, not part of the page: Gecko
// gives one up when the cores are busy (the Schedule's and Booking's data, a show's page opened in Sonic, 1 run in 4 with
// both cores loaded), firing "error" at its <link>, and Gatsby fetches that page's data itself when it is followed.
const listen = `if (window.__visitProblems) return;
  const problems = (window.__visitProblems = []);
  addEventListener("error", (event) => {
    const element = event.target;
    if (element instanceof HTMLLinkElement && element.relList.contains("prefetch")) return;
    const failedLoad = element instanceof Element &&
      element.localName + " " + (element.currentSrc || element.getAttribute("src") || element.getAttribute("href"));
    problems.push("page error: " + (event.message || failedLoad || event.type));
  }, true);
  addEventListener("unhandledrejection", (event) => problems.push("page error: " + event.reason));
  document.addEventListener("securitypolicyviolation", (event) =>
    problems.push("policy violation: " + event.violatedDirective + " " + event.blockedURI));
  const consoleError = console.error;
  console.error = (...args) => { problems.push("console error: " + args.join(" ")); consoleError(...args) };`

/** Opens `url`, waits for hydration, and starts listening for errors the page raises from then on. */
export async function visit(engine: EnginePage, url: string): Promise<void> {
  await engine.goto(url)
  await waitUntil(engine, hydrated, `React has hydrated ${url}`)
  await engine.run(listen)
}

/** Errors raised since `visit` (within this document; a full page load starts a new list). */
export function pageProblems(engine: EnginePage): Promise<string[]> {
  return engine.run<string[]>(`return (window.__visitProblems || []).splice(0)`)
}

/**
 * Clicks, as a visitor does, the link or button within `scope` whose text is `text` (or, failing that, holds it). When
 * React draws the element again between its finding and the click (WebKit's driver then finds nothing marked: once in
 * ten runs of its suite this session), it is found again, at most three times in all, as a person's second tap would.
 */
export async function clickText(engine: EnginePage, scope: string, text: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const found = await engine.run<boolean>(
      `const [scope, text] = arguments[0];
      document.querySelectorAll("[data-engine-target]").forEach((element) => element.removeAttribute("data-engine-target"));
      const candidates = [...document.querySelectorAll(scope + " a, " + scope + " button, " + scope + " label")];
      const target = candidates.find((element) => element.textContent.trim() === text) ??
        candidates.find((element) => element.textContent.includes(text));
      if (!target) return false;
      target.setAttribute("data-engine-target", "");
      target.scrollIntoView({ block: "center" });
      return true`,
      [scope, text],
    )
    if (!found) throw new Error(`${engine.engine}: nothing in ${scope} says "${text}"`)
    try {
      await engine.click(`[data-engine-target]`)
      return
    } catch (error) {
      const replaced = await engine.run<boolean>(`return !document.querySelector("[data-engine-target]")`)
      if (attempt === 3 || !replaced) throw error
    }
  }
}

/** The longest running animation on the page, in milliseconds per turn. */
export function longestAnimation(engine: EnginePage): Promise<number> {
  return engine.run<number>(
    `return Math.max(0, ...document.getAnimations().map((animation) => Number(animation.effect.getTiming().duration) || 0))`,
  )
}
