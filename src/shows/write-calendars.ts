// Writes the calendar files into the built site: /shows.ics (every show, for subscribing) and /shows/<show>.ics
// (one event per show, for "Add to calendar"). Every other .ics file in shows/ is removed, so a show removed from the
// content loses its file; the shows' own pages (shows/<show>/, written by Gatsby) stay.
//
// Given a cache, a rebuild keeps each file whose show (the feed: whose shows) did not change, as the build that made
// it wrote it: its DTSTAMP stays the moment that file was made, as RFC 5545 asks of a published object, and its
// SEQUENCE the revision calendars already hold. Making them is what costs (Luxon working out central Illinois' offsets
// for every event, a cost that grows with the shows); a file is kept only while public/ still holds the very bytes
// recorded for it.
import { promises as fs } from "fs"
import path from "path"
import { showCalendarPath, showsCalendarFeedPath } from "../site/addresses"
import { showEventFile, showsCalendar, type CalendarBand, type CalendarShow } from "./show-calendar"
import { digestOf, readBuildCache, writeBuildCache, type BuildCache } from "../content-model/build-cache"

/** For each file written, by its path in the site: what it was made from, and its bytes, both hashed. */
interface Written {
  input: string
  bytes: string
}

const recordFile = `written.json`

/** Writes every calendar file (or keeps it, see above); returns how many there are and how many were written. */
export async function writeCalendars(
  publicDir: string,
  shows: readonly CalendarShow[],
  band: CalendarBand,
  made: Date,
  cache?: BuildCache,
): Promise<{ files: number; written: number }> {
  const inPublic = (sitePath: string) => path.join(publicDir, ...sitePath.split(`/`))
  const files = [
    {
      sitePath: showsCalendarFeedPath,
      input: [band, shows],
      make: () => showsCalendar(shows, band, `${band.name} shows`, made),
    },
    ...shows.map((show) => ({
      sitePath: showCalendarPath({ id: show.showId, ...show }),
      input: [band, show],
      make: () => showEventFile(show, band, made),
    })),
  ]
  await fs.mkdir(inPublic(`/shows`), { recursive: true })
  const wanted = new Set(files.map(({ sitePath }) => inPublic(sitePath)))
  for (const file of await fs.readdir(inPublic(`/shows`)))
    if (file.endsWith(`.ics`) && !wanted.has(inPublic(`/shows/${file}`)))
      await fs.rm(inPublic(`/shows/${file}`), { force: true })

  const before = await readBuildCache<Written>(cache, recordFile)
  const record: Record<string, Written> = {}
  let written = 0
  for (const { sitePath, input, make } of files) {
    const inputHash = digestOf(JSON.stringify(input))
    const kept = before[sitePath]
    if (cache && kept?.input === inputHash) {
      const bytes = await fs.readFile(inPublic(sitePath), `utf8`).catch(() => undefined)
      if (bytes !== undefined && digestOf(bytes) === kept.bytes) {
        record[sitePath] = kept
        continue
      }
    }
    const text = make()
    await fs.writeFile(inPublic(sitePath), text)
    record[sitePath] = { input: inputHash, bytes: digestOf(text) }
    written++
  }
  await writeBuildCache(cache, recordFile, record)
  return { files: files.length, written }
}
