// How the shows are spread over pages: the Schedule lists what is coming and the latest shows played, and every year
// the band has played in has a page of its own, an address that lasts (a venue can link "our 2024 shows" before
// the Schedule has moved on from them). Shared by gatsby-node (which makes the pages) and the pages (which link them).

/** How many previous shows the Schedule lists; all of them are on the pages of their years. */
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

/** What gatsby-node gives Home and the booking kit: the build's day, to find the next shows. */
export interface BuildDayPageContext {
  today: string
}

/** What gatsby-node gives a year's page. */
export interface ShowsYearPageContext {
  today: string
  year: number
}

/**
 * The formats a show's poster is made in on its own page: AVIF for every browser that reads it (all current ones),
 * WebP for the few that read WebP but not AVIF (Safari before 16, Edge before 121), and the poster's own format for
 * any other. A played show's page is one fans come back to, not an event search engines offer: a browser without
 * AVIF gets its poster in the poster's own format, the same picture in more bytes, and the build makes a third fewer
 * files for it (the Schedule's Previous cards and the year pages do the same: the PlayedShowCard fragment).
 */
export const posterFormats = {
  upcoming: [`AUTO`, `WEBP`, `AVIF`],
  played: [`AUTO`, `AVIF`],
} as const

/** What gatsby-node gives a show's own page (src/templates/show-page.tsx): the show, the build's day, its poster's formats. */
export interface ShowPageContext {
  showId: string
  today: string
  posterFormats: (typeof posterFormats)[keyof typeof posterFormats]
}

/**
 * A show's link-preview picture, beside its page: the poster whole on its dominant colour at the size link previews
 * want, drawn by the build (src/shows/link-previews.ts).
 */
/** A picture the build draws from a show's poster: where it goes, its size, and how it is encoded. */
export interface PosterPicture {
  path: string
  width: number
  height: number
  format: `png` | `jpeg`
}

export function showLinkPreview(pagePath: string): PosterPicture {
  return { path: `${pagePath}link-preview.png`, width: 1200, height: 630, format: `png` }
}

/**
 * The poster for search engines, at the three shapes Google asks of an event's image (16:9, 4:3 and 1:1), 1200px
 * wide: the poster whole on its dominant colour, as the link preview, since cropping a poster cuts its lettering.
 * Drawn by the build beside each page (src/shows/link-previews.ts), as JPEG: as PNG the three are several times
 * larger, which a site with hundreds of shows carries in every deploy; search engines take either.
 */
export function showPosterPictures(pagePath: string): PosterPicture[] {
  return [
    { path: `${pagePath}poster-16x9.jpg`, width: 1200, height: 675, format: `jpeg` },
    { path: `${pagePath}poster-4x3.jpg`, width: 1200, height: 900, format: `jpeg` },
    { path: `${pagePath}poster-1x1.jpg`, width: 1200, height: 1200, format: `jpeg` },
  ]
}
