// Runs one of a project's npm scripts for a benchmark (build, clean, check-content), its output kept in a log file,
// and says how long it took; a failure shows the end of the log.
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"

/** The environment of a production build for the domain root, as Netlify makes it (no path prefix, no telemetry). */
export const buildEnvironment: NodeJS.ProcessEnv = {
  ...process.env,
  PATH_PREFIX: ``,
  GATSBY_TELEMETRY_DISABLED: `1`,
  CI: `true`,
}

/** Runs `npm run <script>` in `project`, writing its output to `logFile`; returns the wall time in seconds. */
export function runNpmScript(project: string, script: string, logFile: string): number {
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.openSync(logFile, `w`)
  const started = performance.now()
  const finished = spawnSync(`npm`, [`run`, script], {
    cwd: project,
    env: buildEnvironment,
    stdio: [`ignore`, log, log],
    // npm is npm.cmd on Windows, which only a shell runs
    shell: process.platform === `win32`,
  })
  fs.closeSync(log)
  const seconds = (performance.now() - started) / 1000
  if (finished.status !== 0) {
    const end = fs.readFileSync(logFile, `utf8`).split(`\n`).slice(-40).join(`\n`)
    throw new Error(`npm run ${script} failed in ${project}; the end of ${logFile}:\n${end}`)
  }
  return seconds
}
