// The site's pages beyond src/pages/: the Schedule and Home given the build's day, the not-found page for every
// unknown address, a page for each year the band has played in and a page for each show.
import path from "path"
import type { CreatePageArgs, CreatePagesArgs } from "gatsby"
import {
  posterFormats,
  previousShowsOnSchedule,
  showsYearPath,
  type BuildDayPageContext,
  type SchedulePageContext,
  type ShowPageContext,
  type ShowsYearPageContext,
} from "../shows/schedule-pages"
import { todayInCentralIllinois } from "../site/band-day"
import { splitShowsOn } from "../shows/split-shows"
import { notFoundPagePath } from "./gatsby-internals"

/** The day this build runs, in central Illinois: what decides which shows are upcoming on every page it makes. */
const buildDay = todayInCentralIllinois(new Date())

/**
 * Each page as Gatsby creates it from src/pages/: Home, the booking kit and the Schedule get the day of the build, by
 * which their queries pick the next and the latest previous shows; the not-found page answers every path no other
 * page has (matchPath): Gatsby's runtime then shows it for an unknown address without first asking for that address's
 * page data and HTML again, two more 404s in the console.
 */
export function setUpCreatedPage({ page, actions }: CreatePageArgs): void {
  if (page.path === notFoundPagePath && page.matchPath !== `/*`) {
    actions.deletePage(page)
    actions.createPage({ ...page, matchPath: `/*` })
    return
  }
  if (page.path === `/` || page.path === `/booking/`) {
    const context: BuildDayPageContext = { today: buildDay }
    actions.deletePage(page)
    actions.createPage({ ...page, context: { ...page.context, ...context } })
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
export async function createShowYearPages({ graphql, actions }: CreatePagesArgs): Promise<void> {
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

/** A page for every show, upcoming or previous, at its stable address (/shows/<id>/), its poster in the formats it needs. */
export async function createShowPages({ graphql, actions }: CreatePagesArgs): Promise<void> {
  const { data, errors } = await graphql<Queries.ShowPagesQuery>(`
    query ShowPages {
      allShow {
        nodes {
          showId
          pagePath
          date
        }
      }
    }
  `)
  if (errors || !data) throw new Error(`Could not read the shows for their pages: ${JSON.stringify(errors)}`)
  for (const { showId, pagePath, date } of data.allShow.nodes) {
    const played = splitShowsOn([{ date }], buildDay).previous.length > 0
    const context: ShowPageContext = {
      showId,
      today: buildDay,
      posterFormats: played ? posterFormats.played : posterFormats.upcoming,
    }
    actions.createPage({ path: pagePath, component: path.resolve(`src/templates/show-page.tsx`), context })
  }
}
