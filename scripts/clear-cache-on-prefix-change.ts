// Before a build: if the path prefix differs from the last build's, clear Gatsby's cache. Gatsby bakes the prefix
// into cached query results (image URLs) but does not notice when it changes, so a site built for /milkpatrol/
// would otherwise keep images pointing at the domain root, or the other way round.
import fs from "fs"
import path from "path"

const prefix = process.env.PATH_PREFIX ?? ``
const marker = path.join(`node_modules`, `.cache`, `milk-patrol`, `path-prefix`)
const lastPrefix = fs.existsSync(marker) ? fs.readFileSync(marker, `utf8`) : null

if (lastPrefix !== prefix && fs.existsSync(`.cache`)) {
  console.log(
    `Path prefix changed from "${lastPrefix ?? `unknown`}" to "${prefix}": clearing Gatsby's cache.`,
  )
  fs.rmSync(`.cache`, { recursive: true, force: true })
}
fs.mkdirSync(path.dirname(marker), { recursive: true })
fs.writeFileSync(marker, prefix)
