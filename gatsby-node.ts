// Build-time Gatsby APIs: the declared GraphQL schema for content/ (and, from src/content-model, its validation).
import { promises as fs, readFileSync } from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { writeCalendars } from "./src/calendar/write-calendars"
import { EditorSetupError, editorSite, removeEditor, writeEditor } from "./src/cms/write-editor"
import type { EditorSite } from "./src/cms/cms-config"
import { secureBuiltPages } from "./src/security/secure-built-pages"
import { writeRobotsTxt } from "./src/seo/robots"
import { publishedSiteUrl } from "./src/seo/site-address"
import { onCreateNode as recheckContentInDevelop } from "./src/content-model/gatsby-validation"
import { createShowNodes } from "./src/shows/show-nodes"
import {
  previousShowsOnSchedule,
  showsYearPath,
  type SchedulePageContext,
  type ShowsYearPageContext,
} from "./src/shows/schedule-pages"
import { todayInCentralIllinois } from "./src/shows/split-shows"

// Broken content stops the build before Gatsby touches public/, with every problem listed (see CONTENT.md).
export { onPreInit } from "./src/content-model/gatsby-validation"

/** The day this build runs, in central Illinois: what decides which shows are upcoming on every page it makes. */
const buildDay = todayInCentralIllinois(new Date())

/** Each show becomes a node of its own; in `gatsby develop`, a saved content file is also checked again. */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args, options) => {
  // Two parameters, not three: Gatsby would otherwise wait for a callback. Neither hook needs one.
  recheckContentInDevelop?.(args, options, () => undefined)
  createShowNodes(args)
}

/**
 * Every content type is declared rather than inferred, so that an empty list (no upcoming shows) or a missing
 * optional field still builds, queries return empty lists instead of failing, and images resolve to File nodes
 * that gatsby-transformer-sharp turns into gatsbyImageData.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type BandJson implements Node @dontInfer {
      name: String!
      "Where the site is published: band.json's siteUrl, or the host's address when the build is given one (SITE_URL)."
      siteUrl: String!
      description: String!
      fanName: String!
      bookingEmail: String!
      discord: String!
      instagram: String!
      logo: BandLogo!
    }

    type BandLogo {
      img: File @fileByRelativePath
      alt: String!
      creditName: String!
      creditLink: String!
    }

    "shows.json; each of its shows is also a node of its own (src/shows/show-nodes.ts), for pages to pick from."
    type ShowsJson implements Node @dontInfer {
      "Every show, in the order the file lists them."
      shows: [Show!]! @link(from: "fields.showIds")
    }

    type Show implements Node @dontInfer {
      where: String!
      when: String!
      "Central Illinois local time as written (YYYY-MM-DD or YYYY-MM-DDTHH:MM): a Date, so pages can filter by it."
      date: Date!
      "The start with central Illinois' offset (ISO 8601), worked out at build time."
      startDate: String!
      year: Int!
      img: File @fileByRelativePath
      link: String!
    }

    type MembersJson implements Node @dontInfer {
      members: [Member!]!
    }

    type Member {
      name: String!
      nickname: String
      roles: [String!]!
    }

    type LineupsJson implements Node @dontInfer {
      lineups: Lineups!
    }

    type Lineups {
      milk: [String!]!
      sonic: [String!]!
      dairy: [String!]
    }

    type FaqJson implements Node @dontInfer {
      faq: [FaqEntry!]!
    }

    type FaqEntry {
      question: String!
      answer: String!
    }
  `)
}

/** Every page, feed and file that names the site's address reads it here: GitHub Pages' own, when it gives one. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    BandJson: {
      siteUrl: { resolve: (source: { siteUrl: string }) => publishedSiteUrl(source.siteUrl) },
    },
  })
}

/**
 * V8's explicit compile hint (Chrome 136 and later), as the first line of the scripts that hold React and Gatsby's
 * runtime: the browser compiles all of their functions on a background thread while they download, instead of one at a
 * time on the main thread when first called. A first visit calls nearly all of that code at once while the page comes
 * alive, so this shortens the longest task it gives a phone's main thread (the README's "Light on a phone" has the
 * figures). Other browsers see a comment. The pages' own chunks are small and partly run later; they are left to
 * V8's judgement.
 */
const compileHint = `//# allFunctionsCalledOnLoad`
const scriptsRunOnLoad = /^(framework|app)-[0-9a-f]+\.js$/
/** After Terser, which would drop the comment (webpack's OPTIMIZE_SIZE stage, 400); before the source maps are
 * written (DEV_TOOLING, 500), so that they count the added line. */
const afterMinifying = 401

/** Gatsby's internal Partytown plugin's browser hooks (src/build/no-partytown-in-browser.ts stands in for them). */
export const gatsbyPartytownBrowser =
  /gatsby[\\/]dist[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/

/**
 * The stylesheets the browser bundle was just built with, by their names (which carry a hash of their content). The
 * HTML renderer is built after the browser bundle, and Gatsby writes what went into that first.
 */
function builtStylesheets(): string {
  const stats = JSON.parse(readFileSync(path.join(`public`, `webpack.stats.json`), `utf8`)) as {
    assetsByChunkName: Record<string, string[]>
  }
  const names = Object.values(stats.assetsByChunkName)
    .flat()
    .filter((name) => name.endsWith(`.css`))
  return [...new Set(names)].sort().join(` `)
}

/**
 * Gatsby's webpack configuration, changed where the site gains from it (the README's "Light on a phone" has the
 * figures):
 * - Images named in stylesheets (the cow print) become files of their own instead of data: URLs: Gatsby inlines the
 *   stylesheet into every page, so an inlined picture would travel again with each page's HTML, and push it past what
 *   a phone's connection sends in its first round trip. As a file it is fetched once, at low priority, and cached.
 * - Production builds give React and Gatsby's runtime the compile hint, keep code that only two pages share in each
 *   page's own chunk rather than a third file each loads first, leave Gatsby's Partytown plugin (which works in the
 *   browser only under `gatsby develop`) out of the first download, and name CSS-module classes by a short hash.
 * - The HTML renderer's hashes are salted with the stylesheets' names. Every page carries the stylesheet inlined, but
 *   a rebuild over the last build (as Netlify's) draws a page's HTML again only when its data or the renderer
 *   changed: a change to the styles alone left every page drawn with the old ones. A new stylesheet now makes a new
 *   renderer, so every page is drawn again; unchanged styles leave the renderer, and the pages, as they were.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  getConfig,
  actions,
  stage,
  plugins,
}) => {
  const config = getConfig() as {
    module: { rules: WebpackRule[] }
    plugins: unknown[]
    output: Record<string, unknown>
    optimization: { splitChunks: { cacheGroups: Record<string, { minChunks?: number } | undefined> } }
  }
  if (stage === `build-html`) config.output = { ...config.output, hashSalt: builtStylesheets() }
  if (stage === `build-javascript`) {
    config.plugins.push(
      plugins.banner({ banner: compileHint, raw: true, include: scriptsRunOnLoad, stage: afterMinifying }),
    )
    // Code that only two pages share (the Schedule and a year's page, Home and About) stays in both.
    const { shared } = config.optimization.splitChunks.cacheGroups
    if (shared) shared.minChunks = 3
    config.plugins.push(
      plugins.normalModuleReplacement(
        gatsbyPartytownBrowser,
        path.resolve(`src/build/no-partytown-in-browser.ts`),
      ),
    )
  }
  if (stage === `build-javascript` || stage === `build-html`) shortenClassNames(config.module.rules)
  for (const rule of config.module.rules) {
    // Gatsby's rule for images (png, jpg, webp, …); its fonts rule uses url-loader too.
    if (!String(rule.test).includes(`webp`)) continue
    for (const use of [rule.use ?? []].flat()) {
      // url-loader with `limit: false` always hands the file to its file-loader fallback.
      if (typeof use === `object` && String(use.loader).includes(`url-loader`))
        use.options = { ...use.options, limit: false }
    }
  }
  actions.replaceWebpackConfig(config)
}

interface WebpackRule {
  test?: RegExp
  use?: WebpackUse | WebpackUse[]
  oneOf?: WebpackRule[]
}

/**
 * CSS-module classes named by a 6-character hash instead of `site-nav-module--toggle--11daa`: the names travel in each
 * page's HTML, its inlined stylesheet and its chunk. Set alike for the browser bundle and the HTML renderer, so the
 * server's HTML and hydration agree; `gatsby develop` keeps the readable names.
 */
function shortenClassNames(rules: WebpackRule[]): void {
  for (const rule of rules) {
    if (rule.oneOf) shortenClassNames(rule.oneOf)
    for (const use of [rule.use ?? []].flat()) {
      if (typeof use !== `object` || !String(use.loader).includes(`css-loader`)) continue
      const modules = use.options?.modules
      if (modules && typeof modules === `object`)
        use.options = { ...use.options, modules: { ...modules, localIdentName: `[hash:base64:6]` } }
    }
  }
}

type WebpackUse = { loader?: string; options?: Record<string, unknown> } | string

/**
 * The Schedule's query picks the upcoming shows and the latest previous ones by the day of the build. The not-found
 * page answers every path no other page has (matchPath): Gatsby's runtime then shows it for an unknown address
 * without first asking for that address's page data and HTML again, two more 404s in the console.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path === `/404/` && page.matchPath !== `/*`) {
    actions.deletePage(page)
    actions.createPage({ ...page, matchPath: `/*` })
    return
  }
  if (page.path !== `/schedule/`) return
  const context: SchedulePageContext = { today: buildDay, previousShown: previousShowsOnSchedule }
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...context } })
}

/**
 * A page for each year the band has played in. Every year has one, however few shows, so its address lasts, and the
 * year template always has a page: Gatsby warns of a page query that no page runs.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions }) => {
  const { data, errors } = await graphql<Queries.PreviousShowYearsQuery>(
    `
      query PreviousShowYears($today: Date!) {
        allShow(filter: { date: { lt: $today } }) {
          distinct(field: { year: SELECT })
        }
      }
    `,
    { today: buildDay },
  )
  if (errors || !data) throw new Error(`Could not read the years of the shows: ${JSON.stringify(errors)}`)
  for (const year of data.allShow.distinct) {
    const context: ShowsYearPageContext = { today: buildDay, year: Number(year) }
    actions.createPage({
      path: showsYearPath(year),
      component: path.resolve(`src/templates/shows-year.tsx`),
      context,
    })
  }
}

/**
 * The content editor at /admin/, in `gatsby develop` (npm run cms) as in a build: written after bootstrap, once Gatsby
 * has cleared what a cacheless build clears, and served from public/ by both.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  const band = JSON.parse(await fs.readFile(path.resolve(`content`, `band.json`), `utf8`)) as { name: string }
  let site: EditorSite
  try {
    site = editorSite()
  } catch (error) {
    if (!(error instanceof EditorSetupError)) throw error
    // The site is built all the same; only the editor, which would not know where to commit, is left out.
    await removeEditor(path.resolve(`public`))
    reporter.warn(`The content editor (/admin/) is left out of this build. ${error.message}`)
    return
  }
  const files = await writeEditor(path.resolve(`public`), band.name, site)
  reporter.info(`Content editor: ${files} files in public/admin/, committing to ${site.repository}`)
}

/** In `gatsby develop`, /admin/ is the editor's page (Gatsby's dev server would answer a folder with its 404 page). */
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(`/admin/`, (_request: unknown, response: { sendFile: (file: string) => void }) =>
    response.sendFile(path.resolve(`public`, `admin`, `index.html`)),
  )
}

/**
 * After the pages: the calendar files and robots.txt (written whole each time, so a rebuild gives the same files),
 * then a Content Security Policy for every built page and the host's headers for everything in public/.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, pathPrefix }) => {
  const publicDir = path.resolve(`public`)
  const { data, errors } = await graphql<Queries.CalendarContentQuery>(`
    query CalendarContent {
      bandJson {
        name
        siteUrl
      }
      allShow(sort: { date: ASC }) {
        nodes {
          where
          when
          date
          link
        }
      }
    }
  `)
  if (errors || !data?.bandJson)
    throw new Error(`Could not read the shows for the calendar: ${JSON.stringify(errors)}`)
  const band = data.bandJson
  const calendars = await writeCalendars(publicDir, data.allShow.nodes, band)
  await writeRobotsTxt(publicDir, band.siteUrl, pathPrefix)
  reporter.info(`Calendars: ${calendars} files (shows.ics and one per show); robots.txt`)
  const { pages, scriptHashes } = await secureBuiltPages(publicDir)
  reporter.info(`Content Security Policy: ${pages} pages, ${scriptHashes} inline scripts allowed by hash`)
}
