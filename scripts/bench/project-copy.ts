// A throwaway copy of the project for `npm run bench:scale` and the proofs (scripts/__proofs__/): the source tree as git sees it (tracked files and new
// ones not ignored, so no public/, .cache/ or test output), with the installed packages linked rather than copied.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

export function copyProject(project: string, prefix = `bench-scale-`): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const listed = execFileSync(`git`, [`ls-files`, `-z`, `--cached`, `--others`, `--exclude-standard`], {
    cwd: project,
    encoding: `utf8`,
    maxBuffer: 64 * 1024 * 1024,
  })
  for (const file of listed.split(`\0`).filter(Boolean)) {
    const source = path.join(project, file)
    // A file deleted in the working tree but not yet in git is not part of the project any more.
    if (!fs.existsSync(source)) continue
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
    fs.copyFileSync(source, path.join(copy, file))
  }

  // Each package is linked on its own, not node_modules as a whole (as the build tests' copy does): builds write
  // into node_modules/.cache (the path-prefix marker of scripts/clear-cache-on-prefix-change.ts among them). Shared,
  // a prefixed build of the project would clear the copy's cache between two "warm" builds, and the copy's builds
  // would change what the project's next build believes.
  const packages = path.join(project, `node_modules`)
  fs.mkdirSync(path.join(copy, `node_modules`))
  for (const entry of fs.readdirSync(packages)) {
    if (entry === `.cache`) continue
    const target = path.join(packages, entry)
    const kind = fs.statSync(target).isDirectory() ? `junction` : `file`
    fs.symlinkSync(target, path.join(copy, `node_modules`, entry), kind)
  }
  return copy
}
