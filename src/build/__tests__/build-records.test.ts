/** @jest-environment node */
// The build's own records leave public/ for the cache folder, and a second run over the same folders changes nothing.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { moveBuildRecords } from "../build-records"

const built = {
  "app-4cd2d67595afee5f3628.js": `//# allFunctionsCalledOnLoad`,
  "app-4cd2d67595afee5f3628.js.map": `{"version":3}`,
  "app-4cd2d67595afee5f3628.js.LICENSE.txt": `MIT`,
  "webpack.stats.json": `{}`,
  "chunk-map.json": `{}`,
  "index.html": `<!doctype html>`,
  "sitemap-index.xml": `<sitemapindex/>`,
}

test(`source maps and webpack's records move to the cache folder; the site's files and licences stay`, async () => {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-build-records-`))
  const [publicDir, recordsDir] = [path.join(work, `public`), path.join(work, `.cache`, `build-records`)]
  await fs.mkdir(publicDir)
  for (const [name, text] of Object.entries(built)) await fs.writeFile(path.join(publicDir, name), text)

  expect(await moveBuildRecords(publicDir, recordsDir)).toBe(3)
  const published = [`app-4cd2d67595afee5f3628.js`, `app-4cd2d67595afee5f3628.js.LICENSE.txt`, `index.html`]
  expect((await fs.readdir(publicDir)).sort()).toEqual([...published, `sitemap-index.xml`].sort())
  const records = [`app-4cd2d67595afee5f3628.js.map`, `chunk-map.json`, `webpack.stats.json`]
  expect((await fs.readdir(recordsDir)).sort()).toEqual(records)

  // Run again over the same public/ (a step repeated): nothing moves, nothing is lost.
  expect(await moveBuildRecords(publicDir, recordsDir)).toBe(0)
  expect((await fs.readdir(recordsDir)).sort()).toEqual(records)
  await fs.rm(work, { recursive: true, force: true })
})
