// Every colour the site paints, each written once: each theme's own, and the few every theme shares (white, the
// gold of focus rings and the spin button, the greys of what cannot be used). The stylesheets read them as custom
// properties (--milk-ink, --sonic-blue, --shared-gold, …), which every page's head declares (gatsby-ssr.tsx); the theme
// records (themes.ts, the bar colour) and the app's manifest (gatsby-config.ts) read them here. A colour written
// anywhere else in the site's code fails src/themes/__tests__/theme-colours.test.ts. Pure data: gatsby-config.ts loads
// it in Node, where a theme's stylesheet cannot be imported.
import type { ThemeType } from "../site/themes"

export const themeColours = {
  /** Black-and-white like a Holstein, with carton blue for links. */
  milk: {
    ink: `#1f1a17`,
    cream: `#fffdf7`,
    paper: `#f6f1e4`,
    cartonBlue: `#1a4fa0`,
    /** A lighter carton blue, for focus rings (why: themes.module.css, .milkMain). */
    focusBlue: `#2f6fd8`,
  },
  /** Sky blue and ring gold over green hills. */
  sonic: {
    blue: `#0a3a8c`,
    navy: `#0a1f4d`,
    sky: `#3d8fd6`,
    cloud: `#eef5ff`,
    /** The secret page's own buttons. */
    buttonBlue: `#1554c0`,
  },
  /** Butter and cheese. */
  dairy: {
    brown: `#5b3a0e`,
    milk: `#fff8e1`,
    butter: `#ffd966`,
    ink: `#3a2405`,
    page: `#fff3c4`,
    panel: `#fffaf0`,
    caramel: `#7a3e00`,
    cheese: `#fff1b8`,
  },
  shared: {
    white: `#ffffff`,
    /** What print and forced colours fall back to. */
    black: `#000000`,
    gold: `#ffd21f`,
    paleGold: `#ffe36b`,
    alarm: `#b3261e`,
    /** What cannot be used: a disabled button and its text. */
    grey: `#5f5a57`,
    paleGrey: `#e4e1dc`,
    darkGrey: `#4a4542`,
  },
} as const

/** The nav bar's colour in each theme, which a phone's browser also paints around the page (theme-color). */
export const barColours: Record<ThemeType, string> = {
  milk: themeColours.milk.ink,
  sonic: themeColours.sonic.blue,
  dairy: themeColours.dairy.brown,
}

/** A colour's custom property: themeColourProperty(`milk`, `cartonBlue`) is `--milk-carton-blue`. */
export function themeColourProperty(group: string, name: string): string {
  return `--${group}-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
}

/** Every colour as a custom property of the page, for a <style> in every page's head. */
export const themeColourStyle = `:root { ${Object.entries(themeColours)
  .flatMap(([group, colours]) =>
    Object.entries(colours).map(([name, value]) => `${themeColourProperty(group, name)}: ${value};`),
  )
  .join(` `)} }`
