// A throwaway copy of the project for `npm run bench:scale`, the proofs (scripts/__proofs__/) and the browser suite's
// builds (e2e/support/builds.ts): the source tree as git sees it (tracked files and new ones not ignored, so no
// public/, .cache/ or test output), with the installed packages linked rather than copied. A project that is not a
// git clone (a downloaded ZIP) is read as git would: every file its .gitignore does not leave out.
import { execFileSync } from "child_process"
import fs from "fs"
import ignore from "ignore"
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
  const skipped = new Set(leftOut)
  for (const file of projectFiles(project)) {
    if (skipped.has(file.split(`/`)[0]!)) continue
    const source = path.join(project, file)
    // A file deleted in the working tree but not yet in git is not part of the project any more.
    if (!fs.existsSync(source)) continue
    fs.mkdirSync(path.dirname(path.join(destination, file)), { recursive: true })
    fs.copyFileSync(source, path.join(destination, file))
  }

  // Each package is linked on its own, not node_modules as a whole (as the build tests' copy does): builds write
  // into node_modules/.cache (the content check's record of decoded pictures among them), which the copy keeps to
  // itself, so that its builds change nothing the project's next build believes.
  const packages = path.join(project, `node_modules`)
  fs.mkdirSync(path.join(destination, `node_modules`))
  for (const entry of fs.readdirSync(packages)) {
    if (entry === `.cache`) continue
    const target = path.join(packages, entry)
    const kind = fs.statSync(target).isDirectory() ? `junction` : `file`
    fs.symlinkSync(target, path.join(destination, `node_modules`, entry), kind)
  }
}

/** The project's files, as paths relative to it with forward slashes: git's list, or .gitignore's reading without git. */
export function projectFiles(project: string): string[] {
  let listed: string
  try {
    listed = execFileSync(`git`, [`ls-files`, `-z`, `--cached`, `--others`, `--exclude-standard`], {
      cwd: project,
      encoding: `utf8`,
      maxBuffer: 64 * 1024 * 1024,
      stdio: [`ignore`, `pipe`, `ignore`],
    })
  } catch {
    return filesGitWouldList(project)
  }
  return listed.split(`\0`).filter(Boolean)
}

/** Every file under `project` that its .gitignore leaves in, leaving out git's own folder. */
function filesGitWouldList(project: string): string[] {
  const gitignore = path.join(project, `.gitignore`)
  const ignored = ignore().add(`.git\n`)
  if (fs.existsSync(gitignore)) ignored.add(fs.readFileSync(gitignore, `utf8`))
  const files: string[] = []
  const waiting = [``]
  while (waiting.length > 0) {
    const folder = waiting.pop()!
    for (const entry of fs.readdirSync(path.join(project, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (!ignored.ignores(`${relative}/`)) waiting.push(relative)
      } else if (!ignored.ignores(relative)) files.push(relative)
    }
  }
  return files.sort()
}
