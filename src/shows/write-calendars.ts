// Writes the calendar files into the built site: /shows.ics (every show, for subscribing) and /shows/<show>.ics
// (one event per show, for "Add to calendar"). Every .ics file in shows/ is replaced, so a show removed from the content
// loses its file; the shows' own pages (shows/<show>/, written by Gatsby) stay.
import { promises as fs } from "fs"
import path from "path"
import { showCalendarPath, showsCalendarFeedPath } from "../site/addresses"
import { showEventFile, showsCalendar, type CalendarBand, type CalendarShow } from "./show-calendar"

/** Writes every calendar file; returns how many. */
export async function writeCalendars(
  publicDir: string,
  shows: readonly CalendarShow[],
  band: CalendarBand,
  made: Date,
): Promise<number> {
  const inPublic = (sitePath: string) => path.join(publicDir, ...sitePath.split(`/`))
  await fs.mkdir(inPublic(`/shows`), { recursive: true })
  for (const file of await fs.readdir(inPublic(`/shows`)))
    if (file.endsWith(`.ics`)) await fs.rm(inPublic(`/shows/${file}`), { force: true })
  await fs.writeFile(inPublic(showsCalendarFeedPath), showsCalendar(shows, band, `${band.name} shows`, made))
  for (const show of shows)
    await fs.writeFile(
      inPublic(showCalendarPath({ id: show.showId, ...show })),
      showEventFile(show, band, made),
    )
  return shows.length + 1
}
