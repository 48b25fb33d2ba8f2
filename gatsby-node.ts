// Build-time Gatsby APIs: the declared GraphQL schema for content/ (and, from src/content-model, its validation).
import { promises as fs } from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { writeCalendars } from "./src/calendar/write-calendars"
import { writeEditor } from "./src/cms/write-editor"
import { secureBuiltPages } from "./src/security/secure-built-pages"
import { writeRobotsTxt } from "./src/seo/robots"

// Broken content stops the build before Gatsby touches public/, with every problem listed (see CONTENT.md).
export { onPreInit, onCreateNode } from "./src/content-model/gatsby-validation"

/**
 * Every content type is declared rather than inferred, so that an empty list (no upcoming shows) or a missing
 * optional field still builds, queries return empty lists instead of failing, and images resolve to File nodes
 * that gatsby-transformer-sharp turns into gatsbyImageData.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type BandJson implements Node @dontInfer {
      name: String!
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

    type ShowsJson implements Node @dontInfer {
      shows: [Show!]!
    }

    type Show {
      where: String!
      when: String!
      date: String!
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
      dairy: [String!]!
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

/**
 * The content editor at /admin/, in `gatsby develop` (npm run cms) as in a build: written after bootstrap, once Gatsby
 * has cleared what a cacheless build clears, and served from public/ by both.
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  const band = JSON.parse(await fs.readFile(path.resolve(`content`, `band.json`), `utf8`)) as { name: string }
  const files = await writeEditor(path.resolve(`public`), band.name)
  reporter.info(`Content editor: ${files} files in public/admin/`)
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
      showsJson {
        shows {
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
  const calendars = await writeCalendars(publicDir, data.showsJson?.shows ?? [], band)
  await writeRobotsTxt(publicDir, band.siteUrl, pathPrefix)
  reporter.info(`Calendars: ${calendars} files (shows.ics and one per show); robots.txt`)
  const { pages, scriptHashes } = await secureBuiltPages(publicDir)
  reporter.info(`Content Security Policy: ${pages} pages, ${scriptHashes} inline scripts allowed by hash`)
}
