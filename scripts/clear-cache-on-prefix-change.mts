// Before a build: if the path prefix or the site's address (SITE_URL) differs from the last build's, clear Gatsby's
// cache. Gatsby bakes both into cached query results (image URLs, absolute links) but does not notice when they
// change, so a site built for /milkpatrol/ would otherwise keep images pointing at the domain root, or the other
// way round. After a build (`record`, the build script's last step): write what it was built for into .cache/ too,
// so that the cache carries it wherever it is restored. GitHub's deploy workflow restores .cache/ and public/ into a
// fresh checkout, whose node_modules/ holds no marker: without the one in .cache/, every deploy would clear what it
// had just restored and build cold.
// Node runs it as it is (its own type stripping: .mts, Node's modules only, no syntax beyond erasable types), about
// 0.1 s where a start through tsx took 2 s of wall time, twice in every build.
import fs from "fs"
import path from "path"

// "/milkpatrol at https://milk-patrol.github.io", or the prefix alone when the build is not told its address.
const target = [process.env.PATH_PREFIX ?? ``, process.env.SITE_URL?.trim() ?? ``]
  .filter(Boolean)
  .join(` at `)
/** Written before each build: what the last build in this checkout was for. */
const marker = path.join(`node_modules`, `.cache`, `milk-patrol`, `path-prefix`)
/**
 * Written after each build: what the cache was built for. Not before, as Gatsby empties .cache/ when it starts
 * from a cache it cannot use (none, or other plugins).
 */
const cacheMarker = path.join(`.cache`, `milk-patrol-path-prefix`)

const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, `utf8`) : null)

if (process.argv[2] === `record`) {
  fs.mkdirSync(path.dirname(cacheMarker), { recursive: true })
  fs.writeFileSync(cacheMarker, target)
} else {
  const lastTarget = read(cacheMarker) ?? read(marker)
  if (lastTarget !== target && fs.existsSync(`.cache`)) {
    console.log(
      `Path prefix or site address changed from "${lastTarget ?? `unknown`}" to "${target}": clearing Gatsby's cache.`,
    )
    fs.rmSync(`.cache`, { recursive: true, force: true })
  }
  fs.mkdirSync(path.dirname(marker), { recursive: true })
  fs.writeFileSync(marker, target)
}
