// Where the calendar files live in the site: shared by the pages that link them (in the browser bundle) and the
// build step that writes them (show-calendar.ts, which needs Node).

/** "2024-09-18-103-w-franklin-st-downs-il": the same for the same date and place, build after build. */
export function showSlug(show: { date: string; where: string }): string {
  const place = show.where
    .normalize(`NFKD`)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, `-`)
    .replace(/^-+|-+$/g, ``)
    .slice(0, 60)
    .replace(/-+$/, ``)
  return `${show.date.slice(0, 10)}-${place || `show`}`
}

/** Where a show's own calendar file is served, inside the site (before any path prefix). */
export function showCalendarPath(show: { date: string; where: string }): string {
  return `/shows/${showSlug(show)}.ics`
}

export const showsFeedPath = `/shows.ics`
