// Build-time Gatsby APIs: the declared GraphQL schema for content/ (and, from src/content-model, its validation).
import { promises as fs } from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { changeWebpackConfig } from "./src/gatsby/webpack"
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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = changeWebpackConfig

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
