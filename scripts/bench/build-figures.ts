// What bench:scale reports of a build beside its time: how much it published (public/), the most memory its whole
// process tree held at once, and what a first visit to the home page downloads (the scripts its HTML names, brotli),
// with the app chunk's name, which a show added must not change.
import { spawn } from "child_process"
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { buildEnvironment, failedRun, npmRun, openLog } from "./npm-script"

export interface PublishedSize {
  files: number
  bytes: number
}

/** Every file under public/, and their bytes. */
export function publishedSize(publicDir: string): PublishedSize {
  let files = 0
  let bytes = 0
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    files++
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

export interface FirstVisitScripts {
  /** The scripts the home page's HTML names, in order */
  names: string[]
  /** Their bytes together, brotli at its highest quality (as a host would send them) */
  brotli: number
}

export function firstVisitScripts(publicDir: string): FirstVisitScripts {
  const html = fs.readFileSync(path.join(publicDir, `index.html`), `utf8`)
  const names = [...html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g)].map(([, name]) => name!)
  const brotli = names
    .map(
      (name) =>
        zlib.brotliCompressSync(fs.readFileSync(path.join(publicDir, name)), {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
    )
    .reduce((sum, size) => sum + size, 0)
  return { names, brotli }
}

/**
 * The memory of `root` and every process under it, in bytes, read from Linux's /proc (0 elsewhere): resident (each
 * process's resident set, added up) and proportional (each page shared by several processes, such as Node's own code
 * in npm, Gatsby and its worker, counted once: Linux's PSS). A peer that builds in one process has almost
 * nothing to count twice, so the proportional figure is the fairer one beside it.
 */
function treeMemory(root: number): { resident: number; proportional: number } {
  if (!fs.existsSync(`/proc/${root}`)) return { resident: 0, proportional: 0 }
  const children = new Map<number, number[]>()
  const resident = new Map<number, number>()
  for (const name of fs.readdirSync(`/proc`)) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The command name, in parentheses, may hold spaces: the fields after it are counted from its end.
      const stat = fs.readFileSync(`/proc/${name}/stat`, `utf8`)
      const fields = stat.slice(stat.lastIndexOf(`)`) + 2).split(` `)
      const parent = Number(fields[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(name)])
      resident.set(Number(name), Number(fields[21]) * 4096)
    } catch {
      // the process ended while being read
    }
  }
  const total = { resident: 0, proportional: 0 }
  const waiting = [root]
  while (waiting.length > 0) {
    const pid = waiting.pop()!
    total.resident += resident.get(pid) ?? 0
    total.proportional += proportionalMemory(pid)
    waiting.push(...(children.get(pid) ?? []))
  }
  return total
}

/** A process's proportional set size in bytes (`Pss:` in /proc/<pid>/smaps_rollup), 0 once it has ended. */
function proportionalMemory(pid: number): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, `utf8`)
    return Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

/** The most memory a build's process tree held at once, in bytes (treeMemory, looked at twice a second). */
export interface PeakMemory {
  /** Its resident sets added up */
  peakMemory: number
  /** The same with each page its processes share counted once (Linux's PSS) */
  peakProportionalMemory: number
}

/** A command to measure: `npm run <script>` in a project, or a peer's build (scripts/bench/peer-sites.ts). */
export type MeasuredCommand =
  | { project: string; script: string; env?: NodeJS.ProcessEnv }
  | { command: string; args: string[]; cwd: string; env?: NodeJS.ProcessEnv }

/**
 * Runs `run` (an npm script as runNpmScript runs it), its output in `logFile`, looking at its process tree's memory
 * twice a second: the wall time in seconds and the most memory the tree held at one look.
 */
export async function runMeasured(
  run: MeasuredCommand,
  logFile: string,
): Promise<{ seconds: number } & PeakMemory> {
  const log = openLog(logFile)
  const started = performance.now()
  const child =
    `script` in run
      ? spawn(...npmRun(run.project, run.script, log, run.env))
      : spawn(run.command, run.args, {
          cwd: run.cwd,
          env: { ...buildEnvironment, ...run.env },
          stdio: [`ignore`, log, log],
        })
  let peakMemory = 0
  let peakProportionalMemory = 0
  const look = setInterval(() => {
    if (!child.pid) return
    const memory = treeMemory(child.pid)
    peakMemory = Math.max(peakMemory, memory.resident)
    peakProportionalMemory = Math.max(peakProportionalMemory, memory.proportional)
  }, 500)
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on(`error`, reject)
    child.on(`close`, resolve)
  }).finally(() => {
    clearInterval(look)
    fs.closeSync(log)
  })
  const seconds = (performance.now() - started) / 1000
  if (status !== 0)
    throw `script` in run
      ? failedRun(run.project, `npm run ${run.script}`, logFile)
      : failedRun(run.cwd, [run.command, ...run.args].join(` `), logFile)
  return { seconds, peakMemory, peakProportionalMemory }
}

/** A peak for the tables: the resident sets added up, and in brackets with each shared page counted once. */
export function memoryCell(peak: PeakMemory): string {
  return `${(peak.peakMemory / 1e9).toFixed(2)} GB (${(peak.peakProportionalMemory / 1e9).toFixed(2)} GB shared once)`
}
