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

/**
 * `npm run <script>` in `project`, its output going to the open file `log`, with `env` beside buildEnvironment: the
 * arguments of spawn or spawnSync.
 */
export function npmRun(project: string, script: string, log: number, env: NodeJS.ProcessEnv = {}) {
  return [
    `npm`,
    [`run`, script],
    {
      cwd: project,
      env: { ...buildEnvironment, ...env },
      stdio: [`ignore`, log, log] as [`ignore`, number, number],
      // npm is npm.cmd on Windows, which only a shell runs
      shell: process.platform === `win32`,
    },
  ] as const
}

/** A failed run (`command`, as typed), told with the end of its log. */
export function failedRun(project: string, command: string, logFile: string): Error {
  const end = fs.readFileSync(logFile, `utf8`).split(`\n`).slice(-40).join(`\n`)
  return new Error(`${command} failed in ${project}; the end of ${logFile}:\n${end}`)
}

/** The log file, opened for writing (its folder made first). */
export function openLog(logFile: string): number {
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  return fs.openSync(logFile, `w`)
}

/** Runs `npm run <script>` in `project`, writing its output to `logFile`; returns the wall time in seconds. */
export function runNpmScript(project: string, script: string, logFile: string): number {
  const log = openLog(logFile)
  const started = performance.now()
  const finished = spawnSync(...npmRun(project, script, log))
  fs.closeSync(log)
  const seconds = (performance.now() - started) / 1000
  if (finished.status !== 0) throw failedRun(project, `npm run ${script}`, logFile)
  return seconds
}
