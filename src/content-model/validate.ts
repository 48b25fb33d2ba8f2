// Checks everything under content/ at once (JSON syntax, each file's fields, the rules between files, the images)
// and describes every problem in a band member's words: which file, which entry, which field, and what to write.
// This is the disk's part (reading the files, stray files, shortcuts and names differing only in capitals, the
// images' bytes); the rules are in
// content-rules.ts.
import { promises as fs } from "fs"
import path from "path"
import { checkContentTexts, type ContentProblem, type ContentReport } from "./content-rules"
import { listInWords } from "../site/list-in-words"
import { contentFiles, isIgnoredContentPath, svgSourceFor, type ContentKind } from "./files"
import { imageProblem } from "./images"
import { drawsInTime, logoDrawing, logoDrawingSeconds } from "./logo-drawing"
import type { SafeSvg } from "./safe-svg"
import { sanitisedSvg } from "./sanitised-svgs"
import { closestNames } from "./suggest"
import { symbolicLinkProblem } from "./symbolic-links"

export {
  formatProblem,
  formatProblems,
  type ContentCounts,
  type ContentProblem,
  type ContentReport,
} from "./content-rules"

/** Every problem in the content folder; an empty list means the site can be built from it. */
export async function validateContent(contentDir: string): Promise<ContentProblem[]> {
  return (await checkContent(contentDir)).problems
}

/** Like validateContent, with counts of what was checked. */
export async function checkContent(contentDir: string): Promise<ContentReport> {
  const kinds = Object.keys(contentFiles) as ContentKind[]
  const texts = Object.fromEntries(
    await Promise.all(
      kinds.map(async (kind) => [
        kind,
        await fs.readFile(path.join(contentDir, contentFiles[kind].file), `utf8`).catch(() => undefined),
      ]),
    ),
  ) as Partial<Record<ContentKind, string>>
  const { strayFiles, links, sameNames } = await walkContent(contentDir)
  const fileProblems = [
    ...(await Promise.all(
      links.map(async (link) => ({
        file: `content/${link}`,
        problem: await symbolicLinkProblem(contentDir, link),
      })),
    )),
    ...strayFiles.map((file) => ({ file: `content/${file}`, problem: strayFileProblem(file) })),
    ...sameNames.map((same) => ({ file: `content/${same.file}`, problem: sameNameProblem(same) })),
  ].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
  // An image reached through a shortcut is reported once, as the shortcut.
  const throughLink = (imagePath: string) => {
    const written = path.posix.normalize(imagePath).toLowerCase()
    return links.some(
      (link) => written === link.toLowerCase() || written.startsWith(`${link.toLowerCase()}/`),
    )
  }
  // A word about a large file names the file, once however many entries name it.
  const largeFiles = new Map<string, string>()
  const report = await checkContentTexts(
    texts,
    async (imagePath, use) =>
      throughLink(imagePath)
        ? undefined
        : imageProblem(contentDir, imagePath, use, (word) =>
            largeFiles.set(`content/${path.posix.normalize(imagePath)}`, word),
          ),
    fileProblems,
    undefined,
    (logoPath) => logoSource(contentDir, logoPath),
  )
  const largeFileWords = [...largeFiles].map(([file, problem]) => ({ file, problem }))
  return { ...report, warnings: [...report.warnings, ...largeFileWords] }
}

/**
 * What the build would take out of the logo's SVG source, by the same sanitiser (src/booking/press-logos.ts), and
 * whether it can draw the PNG downloads from what is left, at the size it would draw them.
 */
async function logoSource(contentDir: string, logoPath: string) {
  const file = `content/${svgSourceFor(logoPath)}`
  const text = await fs.readFile(path.join(contentDir, svgSourceFor(logoPath)), `utf8`).catch(() => undefined)
  if (text === undefined) return undefined
  let safe: SafeSvg
  try {
    safe = await sanitisedSvg(text)
  } catch (error) {
    return { file, removed: [], unreadable: (error as Error).message }
  }
  const drawing = await logoDrawing(safe.svg).catch((error: Error) => ({
    problem: `the drawing library cannot draw it (${error.message})`,
  }))
  if (`problem` in drawing) return { file, removed: safe.removed, undrawable: drawing.problem }
  // Drawn once, as the build will draw it, and stopped at the limit.
  if (!(await drawsInTime(safe.svg, drawing)))
    return {
      file,
      removed: safe.removed,
      undrawable: `drawing it once took more than ${logoDrawingSeconds} seconds, or failed (the band's logo takes a fraction of a second); simplify the drawing in the drawing program`,
    }
  return { file, removed: safe.removed, undrawable: undefined }
}

// ---- Files the site does not read, and shortcuts ----

/**
 * What lies under content/ besides the content files, as paths inside it: every .json file the site does not know
 * (the build turns every JSON file it reads into content, so one it does not know would stop it), and every shortcut
 * (symbolic link), which is not followed. Hidden files and the schema and artwork folders are skipped, as the build
 * skips them (see isIgnoredContentPath).
 */
async function walkContent(
  contentDir: string,
  relativeFolder = ``,
): Promise<{ strayFiles: string[]; links: string[]; sameNames: SameName[] }> {
  const entries = await fs
    .readdir(path.join(contentDir, relativeFolder), { withFileTypes: true })
    .catch(() => [])
  const found = { strayFiles: [] as string[], links: [] as string[], sameNames: [] as SameName[] }
  const byLowerCase = new Map<string, string>()
  for (const entry of [...entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const relative = path.posix.join(relativeFolder, entry.name)
    if (isIgnoredContentPath(relative)) continue
    // "café" with é as one character (NFC) or as e and an accent (NFD): one file on a Mac, two elsewhere.
    const sameName = entry.name.normalize(`NFC`).toLowerCase()
    const other = byLowerCase.get(sameName)
    if (other !== undefined) found.sameNames.push({ file: relative, other })
    byLowerCase.set(sameName, entry.name)
    if (entry.isSymbolicLink()) found.links.push(relative)
    else if (entry.isDirectory()) {
      const inside = await walkContent(contentDir, relative)
      found.strayFiles.push(...inside.strayFiles)
      found.links.push(...inside.links)
      found.sameNames.push(...inside.sameNames)
    } else if (path.extname(entry.name).toLowerCase() === `.json` && !knownFiles.includes(relative))
      found.strayFiles.push(relative)
  }
  return found
}

/** A file or folder whose name differs from its neighbour `other`'s only in capitals or in how its accents are stored. */
interface SameName {
  file: string
  other: string
}

/**
 * macOS and Windows take two names differing only in capitals for one file: a clone there keeps one of the two, and
 * which poster the site shows then depends on whose computer it was built on.
 */
function sameNameProblem({ file, other }: SameName): string {
  const name = path.posix.basename(file)
  if (name.toLowerCase() !== other.toLowerCase())
    return `its name is written like ${JSON.stringify(other)} beside it, but with its accented letters stored another way (one as a single character, the other as a letter and an accent, as a Mac and Windows save them), which a Mac takes for one and the same file (a copy of the site there keeps only one of the two); rename one of them, or remove the one nothing uses`
  return `its name differs from ${JSON.stringify(other)} beside it only in capitals, which a Mac or Windows computer takes for one and the same file (a copy of the site there keeps only one of the two); rename one of them, or remove the one nothing uses`
}

const knownFiles: string[] = Object.values(contentFiles).map(({ file }) => file)

function strayFileProblem(file: string): string {
  const name = path.posix.basename(file)
  const readFiles = `the site reads only ${listInWords(knownFiles)}, directly in content/`
  if (knownFiles.includes(name))
    return `this is a copy of content/${name} in another folder; ${readFiles}, and a second copy would stop the build, so move it out of content/`
  const guess = closestNames(name, knownFiles, 1)[0]
  const meant = guess ? ` (if it was meant to be ${guess}, put what it holds there)` : ``
  return `the site does not read this file, and an unknown .json file in content/ stops the build (${readFiles}); move it out of content/${meant}`
}
