// The theme records: how each theme styles the nav bar, background, cards, FAQ and About, and names the band.
import * as styles from "./themes.module.css"
import type { ThemeType } from "./theme-types"

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
}

// Which members each theme shows, and in which order, is content: content/lineups.json, keyed by theme type.
export const themes: Record<ThemeType, ThemeRecord> = {
  milk: {
    type: `milk`,
    bandType: `Dairy Based`,
    classes: {
      nav: styles.milkNav,
      main: styles.milkMain,
      card: styles.milkCard,
      faq: styles.milkFaq,
      about: styles.milkAbout,
    },
    decoration: `cow-print`,
  },
  sonic: {
    type: `sonic`,
    bandType: `Fastest`,
    classes: {
      nav: styles.sonicNav,
      main: styles.sonicMain,
      card: styles.sonicCard,
      faq: styles.sonicFaq,
      about: styles.sonicAbout,
    },
    decoration: `sonic`,
  },
  dairy: {
    type: `dairy`,
    bandType: `Dairy Based`,
    classes: {
      nav: styles.dairyNav,
      main: styles.dairyMain,
      card: styles.dairyCard,
      faq: styles.dairyFaq,
      about: styles.dairyAbout,
    },
    decoration: `cow-print`,
  },
}
