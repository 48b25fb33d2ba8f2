// Before a build: if the path prefix or the site's address (SITE_URL) differs from the last build's, clear Gatsby's
// cache. Gatsby bakes both into cached query results (image URLs, absolute links) but does not notice when they
// change, so a site built for /milkpatrol/ would otherwise keep images pointing at the domain root, or the other
// way round.
import fs from "fs"
import path from "path"

// "/milkpatrol at https://milk-patrol.github.io", or the prefix alone when the build is not told its address.
const target = [process.env.PATH_PREFIX ?? ``, process.env.SITE_URL?.trim() ?? ``]
  .filter(Boolean)
  .join(` at `)
const marker = path.join(`node_modules`, `.cache`, `milk-patrol`, `path-prefix`)
const lastTarget = fs.existsSync(marker) ? fs.readFileSync(marker, `utf8`) : null

if (lastTarget !== target && fs.existsSync(`.cache`)) {
  console.log(
    `Path prefix or site address changed from "${lastTarget ?? `unknown`}" to "${target}": clearing Gatsby's cache.`,
  )
  fs.rmSync(`.cache`, { recursive: true, force: true })
}
fs.mkdirSync(path.dirname(marker), { recursive: true })
fs.writeFileSync(marker, target)
