// Writes the calendar files into the built site: /shows.ics (every show, for subscribing) and /shows/<show>.ics
// (one per show, for "Add to calendar"). The shows/ folder is replaced whole, so a show removed from the content
// loses its file, and a rebuild writes the same bytes.
import { promises as fs } from "fs"
import path from "path"
import { showCalendarPath, showsFeedPath } from "./calendar-paths"
import { showsCalendar, type CalendarBand, type CalendarShow } from "./show-calendar"

/** Writes every calendar file; returns how many. */
export async function writeCalendars(
  publicDir: string,
  shows: readonly CalendarShow[],
  band: CalendarBand,
): Promise<number> {
  const inPublic = (sitePath: string) => path.join(publicDir, ...sitePath.split(`/`))
  await fs.rm(inPublic(`/shows`), { recursive: true, force: true })
  await fs.mkdir(inPublic(`/shows`), { recursive: true })
  await fs.writeFile(inPublic(showsFeedPath), showsCalendar(shows, band, `${band.name} shows`))
  for (const show of shows)
    await fs.writeFile(
      inPublic(showCalendarPath(show)),
      showsCalendar([show], band, `${band.name} at ${show.where}`),
    )
  return shows.length + 1
}
