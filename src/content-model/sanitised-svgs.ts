// Remembers what the sanitiser (safe-svg.ts) made of each drawing, by the SHA-256 of its text, so that the logo is
// sanitised once per content: `npm run check-content`, the build's own check, the booking page's logo files and its
// query all ask for the same drawing, and reading it on jsdom is the slow part. Kept in memory for the process, and on
// disk (node_modules/.cache/, beside decoded-images.json) for the next one, the build after `npm run check-content`:
// only for the same sanitiser, whose source text is part of the key. A drawing refused is
// not remembered, so it is refused again, in the same words, every time.
import { readFileSync, promises as fs } from "fs"
import path from "path"
import { keepInCache, projectCacheFolder } from "./decoded-images"
import { digestOf } from "./build-cache"
import { sanitiseSvg, type SafeSvg } from "./safe-svg"

/**
 * The sanitiser's own text: beside this file under tsx and Jest; from the project folder when the build runs this
 * file compiled into Gatsby's .cache/ (both run in the project folder). Undefined when neither is found: then
 * nothing is kept on disk, as a sanitiser changed since could otherwise be answered for by an older one.
 */
function sanitiserText(): string | undefined {
  for (const file of [
    path.join(__dirname, `safe-svg.ts`),
    path.resolve(`src`, `content-model`, `safe-svg.ts`),
  ]) {
    try {
      return readFileSync(file, `utf8`)
    } catch {
      // not here: the next place
    }
  }
  return undefined
}

let sanitiser: string | null | undefined
/** What identifies the sanitiser, worked out once per process; null when it cannot be. */
function sanitiserKey(): string | null {
  if (sanitiser === undefined) {
    const text = sanitiserText()
    sanitiser = text === undefined ? null : digestOf(text)
  }
  return sanitiser
}

/** Every drawing this process has sanitised or read back, by its hash and the sanitiser's. */
const known = new Map<string, SafeSvg>()

/** Where a drawing's answer is kept, in the project folder the build and the checker both run in. */
const keptFile = (drawing: string) => path.resolve(projectCacheFolder, `sanitised-svgs`, `${drawing}.json`)

interface Kept extends SafeSvg {
  sanitiser: string
}

/** The same answer as sanitiseSvg(source), reading the drawing only the first time the same sanitiser sees it. */
export async function sanitisedSvg(source: string): Promise<SafeSvg> {
  const drawing = digestOf(source)
  const sanitiser = sanitiserKey()
  const inMemory = known.get(`${drawing} ${sanitiser}`)
  if (inMemory) return inMemory
  if (sanitiser !== null) {
    const kept = await fs
      .readFile(keptFile(drawing), `utf8`)
      .then((text) => JSON.parse(text) as Kept)
      .catch(() => undefined)
    if (kept?.sanitiser === sanitiser && typeof kept.svg === `string` && Array.isArray(kept.removed)) {
      const safe = { svg: kept.svg, removed: kept.removed }
      known.set(`${drawing} ${sanitiser}`, safe)
      return safe
    }
  }
  const safe = sanitiseSvg(source)
  known.set(`${drawing} ${sanitiser}`, safe)
  if (sanitiser !== null) await keepInCache(keptFile(drawing), JSON.stringify({ sanitiser, ...safe }))
  return safe
}
