// Switching to Sonic in any engine the way a fan does: the secret page's "Gotta Go Fast!" button. The theme then lasts
// the visit (sessionStorage), so the pages the fan opens next, through the nav or their links, are in Sonic.
import { secretPath } from "../../support/site"
import { visitKeys } from "../../../src/state/visit-storage"
import type { EnginePage } from "./engines"
import { clickText, visit, waitUntil } from "./visit"

/** Opens the secret page of the site at `base`, presses its button, and waits until it says the switch is done. */
export async function switchToSonic(engine: EnginePage, base: string): Promise<void> {
  await visit(engine, new URL(secretPath.slice(1), base).href)
  await clickText(engine, `#main`, `Gotta Go Fast!`)
  await waitUntil(
    engine,
    `return [...document.querySelectorAll("#main button")].some((button) => button.textContent.includes("You're too slow!"))`,
    `the button says "You're too slow!"`,
  )
}

/**
 * The visit on the site at `base` keeps Sonic, as the secret page's button leaves it, without the button: for a page
 * then opened as it stands before its scripts (the site's scriptsRefused), which no button could switch.
 */
export async function keepSonicForTheVisit(engine: EnginePage, base: string): Promise<void> {
  await engine.goto(new URL(`robots.txt`, base).href)
  await engine.run(`sessionStorage.setItem(arguments[0], "sonic")`, visitKeys.theme)
}
