// What the build relies on inside Gatsby 5 (and the webpack it brings) that no Gatsby API promises: named here once,
// and checked against the installed packages by __tests__/gatsby-internals.test.ts, so that an upgrade which moves
// one of them turns a test red instead of quietly undoing what the site gained from it.
import path from "path"
import type { PreprocessSourceArgs } from "gatsby"

/** Gatsby's internal Partytown plugin's browser hooks, as a module name (for Node to resolve) ... */
export const partytownBrowserHooksModule = `gatsby/dist/internal-plugins/partytown/gatsby-browser.js`

/** ... and as webpack meets the file in the browser bundle, on any system's path separators. */
export const partytownBrowserHooks =
  /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/

/**
 * Gatsby's Head API handler for the browser, which its page renderer calls for every page: as Gatsby ships it (for
 * Node to read) ...
 */
export const headApiBrowserHandlerModule = `gatsby/cache-dir/head/head-export-handler-for-browser.js`

/** ... and as webpack meets the copy a build works from (in .cache/), on any system's path separators. */
export const headApiBrowserHandler = /[\\/]\.cache[\\/]head[\\/]head-export-handler-for-browser\.js$/

/** gatsby-plugin-manifest's browser hooks, as a module name (for Node to resolve) ... */
export const manifestBrowserHooksModule = `gatsby-plugin-manifest/gatsby-browser.js`

/** ... and as webpack meets the file in the browser bundle, on any system's path separators. */
export const manifestBrowserHooks = /gatsby-plugin-manifest[\\/]gatsby-browser\.js$/

/**
 * What went into the browser bundle, chunk by chunk: Gatsby writes it into public/ after building the browser bundle,
 * and builds the HTML renderer only after that.
 */
export const browserBundleStatsFile = path.join(`public`, `webpack.stats.json`)

/** The part of webpack.stats.json the build reads. */
export interface BrowserBundleStats {
  assetsByChunkName: Record<string, string[]>
}

/**
 * The scripts that hold React (Gatsby's `framework` cache group) and Gatsby's runtime (its `app` entry), as Gatsby
 * names them in production: `[name]-[contenthash].js`, the hash in webpack's hexadecimal.
 */
export const frameworkAndAppScripts = /^(framework|app)-[0-9a-f]+\.js$/

/**
 * Webpack's stages for work on the finished files: Terser minifies at OPTIMIZE_SIZE, the source maps are written at
 * DEV_TOOLING.
 */
export const webpackAssetStage = { optimizeSize: 400, devTooling: 500 } as const

/**
 * Gatsby's splitChunks cache group for code that at least two pages' chunks share (`minChunks: 2`), built into a file
 * of its own that each of those pages loads first.
 */
export const sharedCodeCacheGroup = `shared`

/** A rule of Gatsby's webpack configuration, as far as the build reads it. */
export interface WebpackRule {
  test?: RegExp
  use?: WebpackUse | WebpackUse[]
  oneOf?: WebpackRule[]
}

export type WebpackUse = { loader?: string; options?: Record<string, unknown> } | string

/** The part of Gatsby's webpack configuration (from getConfig) that the build changes. */
export interface GatsbyWebpackConfig {
  module: { rules: WebpackRule[] }
  plugins: unknown[]
  output: Record<string, unknown>
  optimization: { splitChunks: { cacheGroups: Record<string, { minChunks?: number } | undefined> } }
  devtool?: string | false
}

/** Gatsby's rule for images (png, jpg, webp, …), told from its fonts rule, which uses url-loader too. */
export function isImageRule(rule: WebpackRule): boolean {
  return String(rule.test).includes(`webp`)
}

/** Gatsby's url-loader, which inlines a small file as a data: URL and hands a larger one to file-loader. */
export function isUrlLoader(use: WebpackUse): use is Exclude<WebpackUse, string> {
  return typeof use === `object` && String(use.loader).includes(`url-loader`)
}

/** Gatsby's css-loader, whose `modules` options (an object, for CSS modules) name the classes. */
export function isCssLoader(use: WebpackUse): use is Exclude<WebpackUse, string> {
  return typeof use === `object` && String(use.loader).includes(`css-loader`)
}

/**
 * The page list Gatsby's browser runtime imports (`.cache/production-app.js`): every page with a match path, and every
 * page such a path would hide, written by Gatsby into `.cache/match-paths.json` under this name; as webpack meets the
 * request.
 */
export const matchPathsModule = /^\$virtual[\\/]match-paths\.json$/

/** The not-found page's path as Gatsby creates it from src/pages/404.tsx (and copies to /404.html for hosts). */
export const notFoundPagePath = `/404/`

/**
 * gatsby-node.ts and every module of ours it imports, as Gatsby compiles them into one file before each build (with
 * Parcel, `compile-gatsby-files.js`): what the build's own hooks run, whichever of those modules changed.
 */
export const compiledGatsbyNode = path.join(`.cache`, `compiled`, `gatsby-node.js`)

/**
 * gatsby-plugin-sharp's image job queue (src/gatsby/image-jobs.ts), made as this module loads: Gatsby's count of
 * cores less one (`cpuCoreCount() - 1`, GATSBY_CPU_COUNT when set) files at once. Loading it loads the plugin's encoder,
 * `process-file.js`, which sets sharp to one thread as it loads (`sharp.concurrency(1)`).
 */
export const imageJobQueueModule = `gatsby-plugin-sharp/gatsby-worker`

/**
 * The folder under public/static/ where gatsby-plugin-sharp writes every picture made from one source file: the file's
 * content digest (an MD5, in hexadecimal), then a folder per size and format. src/build/unnamed-pictures.ts finds the
 * pictures there. Gatsby hands back a finished image job's result from its record of jobs (in .cache/) without
 * looking for the files it wrote, which is why that module keeps the pictures it takes out in .cache/.
 */
export const imageJobFolder = /^[0-9a-f]{32}$/

/**
 * What Gatsby does with a cache it finds without public/ beside it, at the start of every build, right after the
 * onPreInit hooks: it deletes the cache and builds from nothing (src/gatsby/cache-per-address.ts relies on it).
 */
export const cacheWithoutPublicIsDeleted = `cacheIsCorrupt = cacheDirExists && !publicDirExists`

/** Where Gatsby keeps its cached data (nodes, query results), whose presence is what it takes for a cache. */
export const gatsbyCacheData = path.join(`.cache`, `caches-lmdb`)

/**
 * Whether a file is a page's or template's component, as Gatsby's store holds them (its `components` state, keyed by
 * each component's path with forward slashes): what query extraction reads more of (src/gatsby/query-extraction.ts).
 */
export function isPageComponent(store: PreprocessSourceArgs[`store`], filename: string): boolean {
  const { components } = store.getState() as { components: Map<string, unknown> }
  return components.has(filename) || components.has(filename.split(path.sep).join(`/`))
}
