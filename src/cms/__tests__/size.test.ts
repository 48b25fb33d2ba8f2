/** @jest-environment node */
// Issue 45: the editor's own code (src/cms/ without its tests) stays small enough to read whole. Counted as
// `find src/cms -name '*.ts*' ! -path '*__tests__*' ! -name '*.test.*' | xargs wc -l` counts it: newlines per file.
import { promises as fs } from "fs"
import path from "path"

const folder = path.join(__dirname, `..`)
const mostLines = 2000

async function editorFiles(at: string): Promise<string[]> {
  const entries = await fs.readdir(at, { withFileTypes: true })
  const found = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) return entry.name.includes(`__tests__`) ? [] : editorFiles(full)
      return /\.ts/.test(entry.name) && !entry.name.includes(`.test.`) ? [full] : []
    }),
  )
  return found.flat()
}

test(`src/cms/ without its tests is at most ${mostLines} lines`, async () => {
  const files = await editorFiles(folder)
  const lines = await Promise.all(
    files.map(async (file) => ({
      file: path.relative(folder, file),
      lines: (await fs.readFile(file, `utf8`)).split(`\n`).length - 1,
    })),
  )
  const total = lines.reduce((sum, { lines }) => sum + lines, 0)
  const largest = lines
    .sort((a, b) => b.lines - a.lines)
    .slice(0, 5)
    .map(({ file, lines }) => `${file} ${lines}`)
  // The count is of the editor's code: the file its bundle starts from is in it.
  expect(lines.map(({ file }) => file)).toContain(`editor-checks.ts`)
  if (total > mostLines)
    throw new Error(
      `src/cms/ without tests is ${total} lines, above ${mostLines}; the largest: ${largest.join(`, `)}`,
    )
})
