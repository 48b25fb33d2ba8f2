// A throwaway copy of the project for tests that run a real build: the sources, without what builds and installs
// leave behind, and with node_modules linked rather than copied.
import { promises as fs } from "fs"
import path from "path"

export const projectDir = path.join(__dirname, `..`, `..`, `..`)

const neverCopied = [`node_modules`, `.cache`, `public`, `.git`, `test-results`, `playwright-report`, `.play`]

/** Copies the project into `siteDir` (created if missing), leaving out the top-level entries in `alsoLeftOut`. */
export async function copyProject(siteDir: string, alsoLeftOut: readonly string[] = []): Promise<void> {
  const leftOut = new Set([...neverCopied, ...alsoLeftOut])
  await fs.cp(projectDir, siteDir, {
    recursive: true,
    filter: (source) => !leftOut.has(path.relative(projectDir, source).split(path.sep)[0]!),
  })
  await fs.symlink(path.join(projectDir, `node_modules`), path.join(siteDir, `node_modules`), `dir`)
}
