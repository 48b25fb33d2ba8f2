// What the build adds to public/ once Gatsby has written the pages: calendars, robots.txt and the security headers.
import path from "path"
import type { BuildArgs } from "gatsby"
import { writeCalendars } from "../calendar/write-calendars"
import { secureBuiltPages } from "../security/secure-built-pages"
import { writeRobotsTxt } from "../seo/robots"

/**
 * After the pages: the calendar files and robots.txt (written whole each time, so a rebuild gives the same files),
 * then a Content Security Policy for every built page and the host's headers for everything in public/.
 */
export async function finishBuiltSite({ graphql, reporter, pathPrefix }: BuildArgs): Promise<void> {
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
