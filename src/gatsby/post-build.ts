// What the build adds to public/ once Gatsby has written the pages: calendars, the shows' feed and link previews,
// robots.txt, the build's own records taken out (src/build/build-records.ts) and the security headers.
import path from "path"
import type { BuildArgs } from "gatsby"
import { writeCalendars } from "../shows/write-calendars"
import { promises as fs } from "fs"
import { showsRssFeedPath } from "../site/addresses"
import { writeLinkPreviews } from "../shows/link-previews"
import { showsFeed } from "../shows/shows-feed"
import { splitShows } from "../shows/split-shows"
import { withShowFacts } from "../shows/show-nodes"
import { secureBuiltPages } from "../security/secure-built-pages"
import { moveBuildRecords } from "../build/build-records"
import { keptPicturesDir, putBackUnnamedPictures, takeOutUnnamedPictures } from "../build/unnamed-pictures"
import { writeRobotsTxt } from "../seo/robots"
import { buildHooksVersion } from "./build-hooks-version"

/**
 * After the pages: the calendar files and robots.txt (written whole each time, so a rebuild gives the same files),
 * then a Content Security Policy for every built page and the host's headers for everything in public/.
 */
export async function finishBuiltSite({ graphql, reporter, pathPrefix }: BuildArgs): Promise<void> {
  const publicDir = path.resolve(`public`)
  // In Gatsby's cache folder, which hosts keep between builds and `gatsby clean` empties.
  const linkPreviewCache = path.resolve(`.cache`, `caches`, `milk-patrol-link-previews`)
  const { data, errors } = await graphql<Queries.CalendarContentQuery>(`
    query CalendarContent {
      bandJson {
        name
        siteUrl
      }
      allShow(sort: [{ date: ASC }, { showId: ASC }]) {
        nodes {
          facts
          img {
            absolutePath
            internal {
              contentDigest
            }
          }
        }
      }
    }
  `)
  if (errors || !data?.bandJson)
    throw new Error(`Could not read the shows for the calendar: ${JSON.stringify(errors)}`)
  const band = data.bandJson
  const shows = data.allShow.nodes.map(withShowFacts)
  // Each entry's DTSTAMP is when its file was made: now, or the build that made the file kept (write-calendars.ts).
  const calendars = await writeCalendars(publicDir, shows, { ...band, pathPrefix }, new Date(), {
    dir: path.resolve(`.cache`, `caches`, `milk-patrol-calendars`),
    writer: await buildHooksVersion([`ical-generator`, `@touch4it/ical-timezones`, `luxon`]),
  })
  await writeRobotsTxt(publicDir, band.siteUrl, pathPrefix)
  const origin = new URL(band.siteUrl).origin
  const siteAddress = (sitePath: string) => `${origin}${pathPrefix}${sitePath}`
  const { upcoming, previous } = splitShows(shows, new Date())
  await fs.writeFile(
    path.join(publicDir, showsRssFeedPath),
    showsFeed(
      upcoming,
      {
        bandName: band.name,
        scheduleUrl: siteAddress(`/schedule/`),
        feedUrl: siteAddress(showsRssFeedPath),
        pageUrl: siteAddress,
        host: new URL(band.siteUrl).hostname,
        published: new Date(),
      },
      previous,
    ),
  )
  reporter.info(
    `Calendars: ${calendars.files} files (shows.ics and one per show), ${calendars.written} written, the rest ` +
      `kept from the last build; ${showsRssFeedPath}; robots.txt`,
  )
  const previews = await writeLinkPreviews(
    publicDir,
    shows.map((show) => ({
      pagePath: show.pagePath,
      posterFile: show.img?.absolutePath,
      posterDigest: show.img?.internal.contentDigest,
      upcoming: upcoming.includes(show),
    })),
    linkPreviewCache,
  )
  reporter.info(
    `Link previews: ${previews.shows} show posters at 1200x630, and at 16:9, 4:3 and 1:1 for the upcoming shows; ` +
      `${previews.drawn} pictures drawn, the rest kept from the last build`,
  )
  // Once every page, feed and picture is written, and before the headers, which cover what public/ holds.
  const lookedFrom = performance.now()
  const takenOut = await takeOutUnnamedPictures(publicDir, keptPicturesDir(process.cwd()))
  reporter.info(
    `Pictures no page names (a show taken out, a poster replaced): ${takenOut} files moved out of public/ to ` +
      `.cache/, public/ read in ${((performance.now() - lookedFrom) / 1000).toFixed(2)} s`,
  )
  const records = await moveBuildRecords(publicDir, path.resolve(`.cache`, `build-records`))
  reporter.info(
    `Build records (source maps, webpack's stats): ${records} moved out of public/ to .cache/build-records/`,
  )
  const { pages, scriptHashes } = await secureBuiltPages(publicDir, {
    dir: path.resolve(`.cache`, `caches`, `milk-patrol-page-policies`),
    writer: await buildHooksVersion([]),
  })
  reporter.info(`Content Security Policy: ${pages} pages, ${scriptHashes} inline scripts allowed by hash`)
}

/**
 * Before the build's queries (onPreBootstrap): the pictures the last build took out of public/ go back, for Gatsby,
 * which hands back a picture it has made before without looking for its file (src/build/unnamed-pictures.ts).
 */
export async function putBackPicturesTakenOut({ reporter }: Pick<BuildArgs, `reporter`>): Promise<void> {
  const putBack = await putBackUnnamedPictures(path.resolve(`public`), keptPicturesDir(process.cwd()))
  if (putBack > 0) reporter.info(`Pictures the last build took out of public/: ${putBack} files put back`)
}
