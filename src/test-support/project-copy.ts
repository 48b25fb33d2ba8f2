// A throwaway copy of the project for `npm run bench:scale`, the proofs (scripts/__proofs__/) and the browser suite's
// builds (e2e/support/builds.ts): the source tree as git sees it (tracked files and new ones not ignored, so no
// public/, .cache/ or test output), with the installed packages linked rather than copied.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

/** A copy in a new folder of the temp directory, named `prefix` and a random ending; returns its path. */
export function copyProject(project: string, prefix = `bench-scale-`, options: CopyOptions = {}): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  copyProjectInto(project, copy, options)
  return copy
}

export interface CopyOptions {
  /** Top-level folders not copied, for the caller to fill: `content` when the copy gets content of its own. */
  leftOut?: readonly string[]
}

/**
 * A copy in `destination`, a folder kept from one run to the next (the browser suite's, which E2E_SKIP_BUILD=1 reuses):
 * whatever it held is removed first, so no file from an older copy survives into the new one.
 */
export function copyProjectInto(
  project: string,
  destination: string,
  { leftOut = [] }: CopyOptions = {},
): void {
  fs.rmSync(destination, { recursive: true, force: true })
  fs.mkdirSync(destination, { recursive: true })
  const listed = execFileSync(`git`, [`ls-files`, `-z`, `--cached`, `--others`, `--exclude-standard`], {
    cwd: project,
    encoding: `utf8`,
    maxBuffer: 64 * 1024 * 1024,
  })
  const skipped = new Set(leftOut)
  for (const file of listed.split(`\0`).filter(Boolean)) {
    if (skipped.has(file.split(`/`)[0]!)) continue
    const source = path.join(project, file)
    // A file deleted in the working tree but not yet in git is not part of the project any more.
    if (!fs.existsSync(source)) continue
    fs.mkdirSync(path.dirname(path.join(destination, file)), { recursive: true })
    fs.copyFileSync(source, path.join(destination, file))
  }

  // Each package is linked on its own, not node_modules as a whole (as the build tests' copy does): builds write
  // into node_modules/.cache (the path-prefix marker of scripts/clear-cache-on-prefix-change.mts among them). Shared,
  // a prefixed build of the project would clear the copy's cache between two "warm" builds, and the copy's builds
  // would change what the project's next build believes.
  const packages = path.join(project, `node_modules`)
  fs.mkdirSync(path.join(destination, `node_modules`))
  for (const entry of fs.readdirSync(packages)) {
    if (entry === `.cache`) continue
    const target = path.join(packages, entry)
    const kind = fs.statSync(target).isDirectory() ? `junction` : `file`
    fs.symlinkSync(target, path.join(destination, `node_modules`, entry), kind)
  }
}
