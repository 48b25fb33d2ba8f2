// What the proofs share: a throwaway copy of the project (src/test-support/project-copy.ts) holding the content a proof
// brings, and commands run in it as a build host runs them. Not a proof itself: only *.proof.ts files are run.
import { spawnSync } from "child_process"
import { promises as fs } from "fs"
import path from "path"
import { copyProject } from "../../src/test-support/project-copy"

export const projectDir = path.join(__dirname, `..`, `..`)

/**
 * A copy of the project in the temp folder, named after `prefix`, whose content/ is `contentDir`'s, or none: the
 * band's live content/ is never copied (no proof's outcome hangs on it, and Jest refuses it: live-content-guard.js).
 */
export async function projectCopy(prefix: string, contentDir?: string): Promise<string> {
  const copy = copyProject(projectDir, prefix, { leftOut: [`content`] })
  if (contentDir) await fs.cp(contentDir, path.join(copy, `content`), { recursive: true })
  return copy
}

/**
 * How long one command in a copy may take before it is stopped: for a command that hangs, well beyond a cold build on
 * a two-core machine shared with other engineers' builds.
 */
const longestRun = 25 * 60_000

/**
 * Runs `command` in `copy` with CI=true, as build hosts set it (Gatsby then prints plain lines, not wrapped to 80
 * columns), and without JEST_COUNT_FILE, so that a Jest run inside does not add to .ci/run's count.
 */
export function runIn(copy: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}) {
  const { JEST_COUNT_FILE: _countFile, ...outer } = process.env
  const run = spawnSync(command, args, {
    cwd: copy,
    encoding: `utf8`,
    env: { ...outer, CI: `true`, GATSBY_TELEMETRY_DISABLED: `1`, ...env },
    timeout: longestRun,
  })
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    output: `${run.stdout}\n${run.stderr}`,
  }
}

/**
 * `npm run build` in the copy, for the domain root (no path prefix, band.json's address); returns its output. A
 * failed build throws with the output's end, so that the checks of the built site after it say why there is none.
 */
export function buildSite(copy: string): string {
  const build = runIn(copy, `npm`, [`run`, `build`], { PATH_PREFIX: ``, SITE_URL: `` })
  if (build.status !== 0)
    throw new Error(`npm run build failed (${build.status}):\n${build.output.slice(-3000)}`)
  return build.output
}
