// What the live region says after a press changes the theme or the spin (plain text, so the browser tests read it too).
import type { SpinStage } from "../state/spin"
import type { ThemeType } from "../site/themes"

export const changeAnnouncements: {
  theme: Record<ThemeType, string>
  spin: Record<Exclude<SpinStage, `idle`>, string>
} = {
  theme: {
    milk: `The milk theme is on.`,
    sonic: `The Sonic theme is on: the whole site is blue and fast now, and it stays that way.`,
    dairy: `The dairy theme is on.`,
  },
  spin: {
    armed: `The content is spinning. Press the button again to spin the whole page, forever.`,
    full: `The whole page is spinning, forever.`,
  },
}
