// Build-time Gatsby APIs, handing their work to the modules under src/gatsby/ (the editor and post-build steps still here).
import { promises as fs } from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { changeWebpackConfig } from "./src/gatsby/webpack"
import { createShowYearPages, setUpScheduleAndNotFoundPages } from "./src/gatsby/pages"
import {
  createShowNodesAndRecheckContent,
  declareContentTypes,
  resolvePublishedSiteUrl,
} from "./src/gatsby/schema"
import { writeCalendars } from "./src/calendar/write-calendars"
import { EditorSetupError, editorSite, removeEditor, writeEditor } from "./src/cms/write-editor"
import type { EditorSite } from "./src/cms/cms-config"
import { secureBuiltPages } from "./src/security/secure-built-pages"
import { writeRobotsTxt } from "./src/seo/robots"

// Broken content stops the build before Gatsby touches public/, with every problem listed (see CONTENT.md).
export { onPreInit } from "./src/content-model/gatsby-validation"

export const onCreateNode: GatsbyNode["onCreateNode"] = createShowNodesAndRecheckContent
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = declareContentTypes
export const createResolvers: GatsbyNode["createResolvers"] = resolvePublishedSiteUrl
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = changeWebpackConfig
export const onCreatePage: GatsbyNode["onCreatePage"] = setUpScheduleAndNotFoundPages
export const createPages: GatsbyNode["createPages"] = createShowYearPages

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
