/** @jest-environment node */
// Every colour the site paints is written once, in src/themes/theme-colours.ts: the stylesheets read them as custom
// properties, the theme records and the manifest as values. A colour typed anywhere else in the site's code fails here.
import fs from "fs"
import path from "path"
import config from "../../../gatsby-config"
import { barColours, themeColourProperty, themeColours, themeColourStyle } from "../theme-colours"
import { themes } from "../themes"

const projectDir = path.join(__dirname, `..`, `..`, `..`)
const paletteFile = path.join(`src`, `themes`, `theme-colours.ts`)

/**
 * What is not the site's paint: tests and what they share (drawn test posters), the types Gatsby writes, the content
 * editor (Decap's own pages, src/editor/, which the site's themes do not reach) and the press logo's white backing, which
 * is part of a file bookers download, not of a page.
 */
const notPaint = [
  /(^|\/)(__tests__|__fixtures__|__mocks__|test-support)\//,
  /^src\/gatsby-types\.d\.ts$/,
  /^src\/editor\//,
  /^src\/booking\/press-logos\.ts$/,
]

/** The site's own code: src/ and the Gatsby files at the top, stylesheets and TypeScript. */
function siteCode(): string[] {
  const files = fs.readdirSync(path.join(projectDir, `src`), { recursive: true, encoding: `utf8` })
  return [
    ...files.map((file) => path.join(`src`, file)),
    ...fs.readdirSync(projectDir).filter((file) => /^gatsby-.*\.tsx?$/.test(file)),
  ]
    .filter((file) => /\.(css|tsx?)$/.test(file))
    .filter((file) => !notPaint.some((pattern) => pattern.test(file.split(path.sep).join(`/`))))
}

/** Hex colours and colour functions; in stylesheets' declarations, also the named colours a hand might type. */
const hexOrFunction =
  /#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi
const namedColour =
  /(?<![\w-])(?:white|black|red|green|blue|yellow|gold|grey|gray|orange|purple|pink|brown|navy|silver)(?![\w-])/gi

/** The values of a stylesheet's declarations, comments left out. */
const declaredValues = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, ``).matchAll(/:([^;{}]*);/g)].map((match) => match[1]!)

function rawColours(file: string): string[] {
  const text = fs.readFileSync(path.join(projectDir, file), `utf8`)
  const found = [...text.matchAll(hexOrFunction)].map((match) => match[0])
  if (file.endsWith(`.css`))
    found.push(...declaredValues(text).flatMap((value) => value.match(namedColour) ?? []))
  return found.map((colour) => `${file}: ${colour}`)
}

test(`no colour is written in the site's code outside theme-colours.ts`, () => {
  const files = siteCode()
  expect(files).toContain(path.join(`src`, `styles`, `global.css`))
  expect(files).toContain(path.join(`src`, `themes`, `themes.module.css`))
  expect(files.filter((file) => file !== paletteFile).flatMap(rawColours)).toEqual([])
})

test(`the check sees a colour typed into a stylesheet, as a hex, a function or a name`, () => {
  const typed = `.card { color: #1f1a17; background: rgb(0 0 0 / 50%); border-color: navy; }`
  expect(typed.match(hexOrFunction)).toEqual([`#1f1a17`, `rgb(`])
  expect(declaredValues(typed).flatMap((value) => value.match(namedColour) ?? [])).toEqual([`navy`])
  // A link's fragment, a custom property or a comment is not a colour.
  expect(`<a href="#main">`.match(hexOrFunction)).toBeNull()
  const notColours = `/* in black on white */ a { color: var(--shared-black); }`
  expect(declaredValues(notColours).flatMap((value) => value.match(namedColour) ?? [])).toEqual([])
})

test(`each colour is written once in the palette, and every page's head declares each as a custom property`, () => {
  const values = Object.values(themeColours).flatMap((colours) => Object.values(colours) as string[])
  expect(values).toHaveLength(new Set(values).size)
  for (const [group, colours] of Object.entries(themeColours))
    for (const [name, value] of Object.entries(colours))
      expect(themeColourStyle).toContain(`${themeColourProperty(group, name)}: ${value};`)
})

test(`every custom colour property a stylesheet reads is one the palette declares`, () => {
  const declared = new Set(
    Object.entries(themeColours).flatMap(([group, colours]) =>
      Object.keys(colours).map((name) => themeColourProperty(group, name)),
    ),
  )
  const groups = Object.keys(themeColours).join(`|`)
  const read = siteCode()
    .filter((file) => file.endsWith(`.css`))
    .flatMap((file) =>
      [
        ...fs
          .readFileSync(path.join(projectDir, file), `utf8`)
          .matchAll(new RegExp(`var\\((--(?:${groups})-[\\w-]+)`, `g`)),
      ].map((match) => `${file}: ${match[1]}`),
    )
  expect(read.length).toBeGreaterThan(0)
  expect(read.filter((use) => !declared.has(use.split(`: `)[1]!))).toEqual([])
})

test(`the bar colour of each theme and the app's manifest read the palette`, () => {
  for (const theme of Object.values(themes)) expect(theme.barColour).toBe(barColours[theme.type])
  const manifest = config.plugins!.find(
    (plugin) => typeof plugin === `object` && plugin.resolve === `gatsby-plugin-manifest`,
  ) as unknown as { options: { theme_color: string; background_color: string } }
  expect(manifest.options.theme_color).toBe(barColours.milk)
  expect(manifest.options.background_color).toBe(themeColours.milk.paper)
})
