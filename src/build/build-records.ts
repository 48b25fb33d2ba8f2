// What the build writes into public/ for itself, not for visitors, moved out of the published site into Gatsby's
// cache folder once the pages are made (docs/headers.md, "What is published"):
// - the scripts' source maps (the site's code, whole, with its comments and file paths): webpack writes them
//   without naming them in the scripts (src/gatsby/webpack.ts), so a browser never asks; a maintainer reading a stack
//   trace from production finds them in .cache/build-records/ of the build, or builds the same commit;
// - webpack.stats.json and chunk-map.json, which tell Gatsby's HTML renderer what each chunk holds: every build writes
//   them again before it draws a page, and nothing in a browser reads them.
// The scripts' licence files stay published: the licences of the code a visitor receives travel with it.
import { promises as fs } from "fs"
import path from "path"

/** Whether a file at the top of public/ is the build's record rather than part of the site. */
export const isBuildRecord = (name: string) =>
  name.endsWith(`.js.map`) || name === `webpack.stats.json` || name === `chunk-map.json`

/**
 * Moves the build's records from `publicDir` into `recordsDir`, replacing the last build's, and says how many. A
 * second run over the same public/ finds none and leaves the records where the first put them.
 */
export async function moveBuildRecords(publicDir: string, recordsDir: string): Promise<number> {
  const records = (await fs.readdir(publicDir)).filter(isBuildRecord)
  if (records.length === 0) return 0
  await fs.rm(recordsDir, { recursive: true, force: true })
  await fs.mkdir(recordsDir, { recursive: true })
  for (const name of records) await fs.rename(path.join(publicDir, name), path.join(recordsDir, name))
  return records.length
}
