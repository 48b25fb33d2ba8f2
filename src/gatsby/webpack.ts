// Gatsby's webpack configuration, changed where the site gains from it (onCreateWebpackConfig in gatsby-node.ts).
import { createHash } from "crypto"
import { readFileSync } from "fs"
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"
import {
  browserBundleStatsFile,
  frameworkAndAppScripts,
  headApiBrowserHandler,
  isCssLoader,
  isImageRule,
  isUrlLoader,
  manifestBrowserHooks,
  matchPathsModule,
  partytownBrowserHooks,
  sharedCodeCacheGroup,
  webpackAssetStage,
  type BrowserBundleStats,
  type GatsbyWebpackConfig,
  type WebpackRule,
} from "./gatsby-internals"

/**
 * V8's explicit compile hint (Chrome 136 and later), as the first line of the scripts that hold React and Gatsby's
 * runtime: the browser compiles all of their functions on a background thread while they download, instead of one at a
 * time on the main thread when first called. A first visit calls nearly all of that code at once while the page comes
 * alive, so this shortens the longest task it gives a phone's main thread. Other browsers see a comment. The pages' own chunks are small and partly run later; they are left to
 * V8's judgement.
 */
const compileHint = `//# allFunctionsCalledOnLoad`
/** After Terser, which would drop the comment; before the source maps are written, so that they count the added line. */
const afterMinifying = webpackAssetStage.optimizeSize + 1

/**
 * The stylesheets the browser bundle was just built with, by their names (which carry a hash of their content). The
 * HTML renderer is built after the browser bundle, and Gatsby writes what went into that first.
 */
function builtStylesheets(): string {
  const stats = JSON.parse(readFileSync(browserBundleStatsFile, `utf8`)) as BrowserBundleStats
  const names = Object.values(stats.assetsByChunkName)
    .flat()
    .filter((name) => name.endsWith(`.css`))
  return [...new Set(names)].sort().join(` `)
}

/**
 * Gatsby's webpack configuration, changed where the site gains from it (docs/performance.md):
 * - Images named in stylesheets (the cow print) become files of their own instead of data: URLs: Gatsby inlines the
 *   stylesheet into every page, so an inlined picture would travel again with each page's HTML, and push it past what
 *   a phone's connection sends in its first round trip. As a file it is fetched once, at low priority, and cached.
 * - Production builds give React and Gatsby's runtime the compile hint, keep code that only two pages share in each
 *   page's own chunk rather than a third file each loads first, leave Gatsby's Partytown plugin (which works in the
 *   browser only under `gatsby develop`), the manifest plugin's hook (which works only for a localised manifest)
 *   and Gatsby's Head API handler (no page has a Head) out of the first download, give its runtime, in place of the
 *   list of every page the not-found page's match path could hide, the one address the not-found page answered
 *   (src/build/not-found-match-path.ts: the same scripts at 4 shows or 500), and name CSS-module classes by a short
 *   hash.
 * - The HTML renderer's hashes are salted with the stylesheets' names. Every page carries the stylesheet inlined, but
 *   a rebuild over the last build (as Netlify's) draws a page's HTML again only when its data or the renderer
 *   changed: a change to the styles alone left every page drawn with the old ones. A new stylesheet now makes a new
 *   renderer, so every page is drawn again; unchanged styles leave the renderer, and the pages, as they were.
 * - The browser bundle's stylesheets are extracted through webpack's importModule (mini-css-extract-plugin's
 *   experimentalUseImportModule), not a child compiler per CSS module. webpack hashes each child compilation into the
 *   compilation hash, and a rebuild takes the modules from its cache without one: the first rebuild after a cold build
 *   gave the same scripts a new hash, so Gatsby wrote it into every page, and every fan's open tab reloaded on its
 *   next click. The hash now changes only with the scripts.
 */
export function changeWebpackConfig({ getConfig, actions, stage, plugins }: CreateWebpackConfigArgs): void {
  const config = getConfig() as GatsbyWebpackConfig
  if (stage === `build-html`) config.output = { ...config.output, hashSalt: builtStylesheets() }
  if (stage === `build-javascript`) {
    // Source maps are written, but not named in the scripts: they are the build's records, not the site's
    // (src/build/build-records.ts moves them out of public/).
    config.devtool = `hidden-source-map`
    const extractor = config.plugins.findIndex(isStylesheetExtractor(plugins))
    if (extractor < 0) throw new Error(`Gatsby's build-javascript stage has no mini-css-extract-plugin`)
    config.plugins[extractor] = plugins.extractText({
      ...(config.plugins[extractor] as { options: Record<string, unknown> }).options,
      experimentalUseImportModule: true,
    })
    config.plugins.push(
      plugins.banner({
        banner: compileHint,
        raw: true,
        include: frameworkAndAppScripts,
        stage: afterMinifying,
      }),
    )
    // Code that only two pages share (the Schedule and a year's page, Home and About) stays in both.
    const shared = config.optimization.splitChunks.cacheGroups[sharedCodeCacheGroup]
    if (shared) shared.minChunks = 3
    // Browser hooks that do nothing in a production build of this site (src/build/hooks-left-out-of-browser.ts).
    for (const hooks of [partytownBrowserHooks, manifestBrowserHooks])
      config.plugins.push(
        plugins.normalModuleReplacement(hooks, path.resolve(`src/build/hooks-left-out-of-browser.ts`)),
      )
    // No page exports a Head (src/build/no-head-api-in-browser.ts).
    config.plugins.push(
      plugins.normalModuleReplacement(
        headApiBrowserHandler,
        path.resolve(`src/build/no-head-api-in-browser.ts`),
      ),
    )
    // Not a list of every page, growing with the shows: the address the not-found page answered, if it did.
    config.plugins.push(
      plugins.normalModuleReplacement(matchPathsModule, path.resolve(`src/build/not-found-match-path.ts`)),
    )
  }
  if (stage === `build-javascript` || stage === `build-html`) shortenClassNames(config.module.rules)
  stylesheetImagesAsFiles(config.module.rules)
  actions.replaceWebpackConfig(config)
}

/** Gatsby's image rule hands every picture to file-loader: url-loader with `limit: false` never inlines one. */
export function stylesheetImagesAsFiles(rules: WebpackRule[]): void {
  for (const rule of rules) {
    if (!isImageRule(rule)) continue
    for (const use of [rule.use ?? []].flat()) {
      if (isUrlLoader(use)) use.options = { ...use.options, limit: false }
    }
  }
}

/** Whether a plugin is the mini-css-extract-plugin that Gatsby's `plugins.extractText` makes. */
function isStylesheetExtractor(plugins: CreateWebpackConfigArgs[`plugins`]) {
  const Extractor = (plugins.extractText() as object).constructor
  return (plugin: unknown) => plugin instanceof Extractor
}

/**
 * A CSS module's class, by a 6-character hash of its file (from the project's folder, with forward slashes, so alike
 * on Windows) and its name there. css-loader's own naming hashes the request too, and that differs between the HTML
 * renderer, which reads a CSS module directly, and the browser bundle, which reaches it through importModule: the
 * pages' HTML would name classes the stylesheet does not have.
 */
export function classNameOf(
  loaderContext: { resourcePath: string },
  _localIdentName: string,
  localName: string,
  options: { context: string },
): string {
  const file = path.relative(options.context, loaderContext.resourcePath).split(path.sep).join(`/`)
  return createHash(`sha256`).update(`${file}\0${localName}`).digest(`base64`).slice(0, 6)
}

/**
 * CSS-module classes named by a 6-character hash instead of `site-nav-module--toggle--11daa`: the names travel in each
 * page's HTML, its inlined stylesheet and its chunk. Set alike for the browser bundle and the HTML renderer, so the
 * server's HTML and hydration agree (classNameOf); `gatsby develop` keeps the readable names.
 */
export function shortenClassNames(rules: WebpackRule[]): void {
  for (const rule of rules) {
    if (rule.oneOf) shortenClassNames(rule.oneOf)
    for (const use of [rule.use ?? []].flat()) {
      if (!isCssLoader(use)) continue
      const modules = use.options?.modules
      if (modules && typeof modules === `object`)
        use.options = { ...use.options, modules: { ...modules, getLocalIdent: classNameOf } }
    }
  }
}
