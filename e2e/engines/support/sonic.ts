// Switching to Sonic in any engine the way a fan does: the secret page's "Gotta Go Fast!" button. The theme then lasts
// the visit (sessionStorage), so the pages the fan opens next, through the nav or their links, are in Sonic.
import { secretPath } from "../../support/site"
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
