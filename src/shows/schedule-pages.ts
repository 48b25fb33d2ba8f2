// How the shows are spread over pages: the Schedule lists what is coming and the latest shows played; once there
// are more than that, every earlier year has a page of its own. Shared by gatsby-node (which makes the pages) and
// the pages themselves (which link them).

/** How many previous shows the Schedule lists; the rest are on the pages of their years. */
export const previousShowsOnSchedule = 12

/** The page listing the shows played in `year`, inside the site (before any path prefix). */
export function showsYearPath(year: number | string): string {
  return `/schedule/${year}/`
}

/** What gatsby-node gives the Schedule's query: the build's day in central Illinois and how many previous shows. */
export interface SchedulePageContext {
  today: string
  previousShown: number
}

/** What gatsby-node gives a year's page. */
export interface ShowsYearPageContext {
  today: string
  year: number
}

/** Whether earlier years need pages of their own: only when the Schedule cannot list every previous show. */
export function needsYearPages(previousShowCount: number): boolean {
  return previousShowCount > previousShowsOnSchedule
}
