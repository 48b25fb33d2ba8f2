// The theme records: how each theme styles the nav bar, background, cards, FAQ and About, and names the band.
import * as styles from "./themes.module.css"
import type { ThemeType } from "../site/themes"
import { barColours } from "./theme-colours"

export interface ThemeRecord {
  type: ThemeType
  /** The words between "Number 1" and "Band" in the home page heading. */
  bandType: string
  classes: {
    nav: string
    main: string
    card: string
    faq: string
    about: string
  }
  /** Which decoration surrounds the content: the cow print, or the hedgehog and his green hills. */
  decoration: `cow-print` | `sonic`
  /** The nav bar's colour, which a phone's browser also paints around the page (theme-color). */
  barColour: string
}

/** A class from themes.module.css; a misspelt name fails loudly instead of leaving a theme unstyled. */
function cssClass(name: string): string {
  const className = styles[name]
  if (!className) throw new Error(`themes.module.css has no .${name} class`)
  return className
}

/** Each theme names its classes alike in themes.module.css: milkNav, milkMain, milkCard, milkFaq, milkAbout. */
function themeClasses(type: ThemeType): ThemeRecord[`classes`] {
  return {
    nav: cssClass(`${type}Nav`),
    main: cssClass(`${type}Main`),
    card: cssClass(`${type}Card`),
    faq: cssClass(`${type}Faq`),
    about: cssClass(`${type}About`),
  }
}

// Which members each theme shows, and in which order, is content: content/lineups.json, keyed by theme type.
export const themes: Record<ThemeType, ThemeRecord> = {
  milk: {
    type: `milk`,
    bandType: `Dairy Based`,
    classes: themeClasses(`milk`),
    decoration: `cow-print`,
    barColour: barColours.milk,
  },
  sonic: {
    type: `sonic`,
    bandType: `Fastest`,
    classes: themeClasses(`sonic`),
    decoration: `sonic`,
    barColour: barColours.sonic,
  },
  dairy: {
    type: `dairy`,
    bandType: `Dairy Based`,
    classes: themeClasses(`dairy`),
    decoration: `cow-print`,
    barColour: barColours.dairy,
  },
}
