// Checks everything under content/ at once (JSON syntax, each file's fields, the rules between files, the images)
// and describes every problem in a band member's words: which file, which entry, which field, and what to write.
// This is the disk's part (reading the files, stray files, the images' bytes); the rules are in content-rules.ts.
import { promises as fs } from "fs"
import path from "path"
import { checkContentTexts, listInWords, type ContentProblem, type ContentReport } from "./content-rules"
import { contentFiles, isIgnoredContentPath, type ContentKind } from "./files"
import { imageProblem } from "./images"
import { closestNames } from "./suggest"

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
  const strayFiles = (await strayJsonFiles(contentDir)).map((file) => ({
    file,
    problem: strayFileProblem(file),
  }))
  return checkContentTexts(texts, (imagePath, use) => imageProblem(contentDir, imagePath, use), strayFiles)
}

// ---- Files the site does not read ----

/**
 * Every .json file under content/ that is not one of the content files, as `content/…` paths. The build turns every
 * JSON file it reads into content, so one it does not know would stop it; hidden files and the schema and artwork
 * folders are skipped by both (see isIgnoredContentPath).
 */
async function strayJsonFiles(contentDir: string, relativeFolder = ``): Promise<string[]> {
  const entries = await fs
    .readdir(path.join(contentDir, relativeFolder), { withFileTypes: true })
    .catch(() => [])
  const stray: string[] = []
  for (const entry of entries) {
    const relative = path.posix.join(relativeFolder, entry.name)
    if (isIgnoredContentPath(relative)) continue
    if (entry.isDirectory()) stray.push(...(await strayJsonFiles(contentDir, relative)))
    else if (path.extname(entry.name).toLowerCase() === `.json` && !knownFiles.includes(relative))
      stray.push(`content/${relative}`)
  }
  return stray.sort()
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
