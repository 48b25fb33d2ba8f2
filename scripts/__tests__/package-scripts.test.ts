/** @jest-environment node */
// Band members run the npm scripts on Windows too, where npm hands them to cmd.exe: a POSIX `NAME=value command`
// prefix fails there ("'NAME' is not recognized"), so environment variables are set through cross-env, or, for the
// build, by the script that starts Gatsby (scripts/gatsby-build.mts). The scripts' text is read: no cmd.exe runs here
// to try them in. The build's start is run, in a folder standing in for a checkout, with a stand-in for Gatsby that
// says what it was started with.
import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import packageJson from "../../package.json"

const commands = Object.entries(packageJson.scripts as Record<string, string>).flatMap(([name, script]) =>
  script.split(/&&|\|\||;/).map((command) => [name, command.trim()] as const),
)

/** A command's words as sh and cmd.exe both hand them to a program: split at spaces outside double quotes. */
const wordsOf = (command: string) =>
  (command.match(/"[^"]*"|\S+/g) ?? []).map((word) => word.replace(/"/g, ``))

/** The variables cross-env sets before a command's program, and the program: `cross-env A=1 B=2 gatsby build`. */
function environmentAndProgram(command: string) {
  const words = wordsOf(command)
  const variables = words[0] === `cross-env` ? words.slice(1).filter((word) => word.includes(`=`)) : []
  return { variables, program: words[words[0] === `cross-env` ? 1 + variables.length : 0] }
}

test.each(commands)(
  `npm run %s: "%s" neither sets nor reads a variable the sh way (NAME=value, $NAME), which cmd.exe fails on`,
  (_name, command) => {
    expect(command).not.toMatch(/^[A-Za-z_][A-Za-z0-9_]*=/)
    // cross-env itself reads the variables named in the values it sets, on every system (sh has already, in quotes).
    const { variables } = environmentAndProgram(command)
    expect(wordsOf(command).filter((word) => !variables.includes(word))).not.toContainEqual(
      expect.stringMatching(/\$\{?[A-Za-z_]/),
    )
  },
)

test(`every script that starts gatsby starts it with the telemetry off (read as text: cross-env sets it first)`, () => {
  const gatsbyCommands = commands.filter(([, command]) => environmentAndProgram(command).program === `gatsby`)
  expect(gatsbyCommands.length).toBeGreaterThan(0)
  for (const [name, command] of gatsbyCommands)
    expect([name, environmentAndProgram(command).variables]).toEqual([
      name,
      expect.arrayContaining([`GATSBY_TELEMETRY_DISABLED=1`]),
    ])
})

test(`npm run build starts gatsby once, through scripts/gatsby-build.mts, and no build command starts it directly`, () => {
  const builds = commands.filter(([name]) => name === `build`).map(([, command]) => wordsOf(command))
  expect(builds.filter((words) => words[0] === `node` && words[1] === `scripts/gatsby-build.mts`)).toEqual([
    [`node`, `scripts/gatsby-build.mts`, `--prefix-paths`],
  ])
  expect(builds.filter((words) => words.includes(`gatsby`))).toEqual([])
})

describe(`scripts/gatsby-build.mts, as npm run build runs it`, () => {
  /**
   * What Gatsby must be started with, when the caller sets no NODE_OPTIONS: the telemetry off, glibc's allocator held
   * to two arenas, V8's young generation held to 4 MB halves.
   */
  const buildSettings = {
    GATSBY_TELEMETRY_DISABLED: `1`,
    MALLOC_ARENA_MAX: `2`,
    NODE_OPTIONS: `--max-semi-space-size=4`,
  }
  /** What the stand-in for Gatsby's command line reports about the process it runs in. */
  interface Started {
    pid: number
    args: string[]
    env: Record<string, string | undefined>
    heapLimitMB: number
    youngGenerationMB: number
  }
  const standIn = `const v8 = require("v8")
// Short-lived objects, as Gatsby makes them: the young generation grows as far as V8 lets it.
let kept = [], youngGeneration = 0
for (let i = 0; i < 2e6; i++) {
  kept.push({ i })
  if (kept.length > 1e5) kept = []
  if (i % 5e4 === 0)
    youngGeneration = Math.max(youngGeneration, v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space").space_size)
}
const env = {}
for (const name of ${JSON.stringify(Object.keys(buildSettings))}) env[name] = process.env[name]
console.log(JSON.stringify({ pid: process.pid, args: process.argv.slice(2), env,
  heapLimitMB: v8.getHeapStatistics().heap_size_limit / 2 ** 20, youngGenerationMB: youngGeneration / 2 ** 20 }))
process.exit(Number(process.env.STAND_IN_EXIT_CODE || 0))
`
  let checkout: string
  beforeAll(() => {
    checkout = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-gatsby-build-`))
    fs.mkdirSync(path.join(checkout, `scripts`))
    fs.copyFileSync(
      path.join(__dirname, `..`, `gatsby-build.mts`),
      path.join(checkout, `scripts`, `gatsby-build.mts`),
    )
    const gatsby = path.join(checkout, `node_modules`, `gatsby`)
    fs.mkdirSync(gatsby, { recursive: true })
    fs.writeFileSync(
      path.join(gatsby, `package.json`),
      JSON.stringify({ name: `gatsby`, bin: { gatsby: `./cli.js` } }),
    )
    fs.writeFileSync(path.join(gatsby, `cli.js`), standIn)
    // As on Windows, where Node cannot replace a process: process.execve is not there.
    fs.writeFileSync(path.join(checkout, `no-execve.cjs`), `process.execve = undefined\n`)
  })
  afterAll(() => fs.rmSync(checkout, { recursive: true, force: true }))

  /** Runs the build's start as npm does, and what the stand-in reported, with the pid started and the exit code. */
  async function startBuild({
    callersOptions,
    windows = false,
    exitCode = 0,
  }: { callersOptions?: string; windows?: boolean; exitCode?: number } = {}) {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, STAND_IN_EXIT_CODE: String(exitCode) }
    if (callersOptions) env.NODE_OPTIONS = callersOptions
    const nodeArgs = windows ? [`--require`, `./no-execve.cjs`] : []
    const build = spawn(process.execPath, [...nodeArgs, `scripts/gatsby-build.mts`, `--prefix-paths`], {
      cwd: checkout,
      env,
      stdio: [`ignore`, `pipe`, `inherit`],
    })
    let output = ``
    build.stdout.on(`data`, (chunk: Buffer) => (output += chunk.toString()))
    const status = await new Promise<number | null>((resolve) => build.on(`close`, resolve))
    return { started: JSON.parse(output) as Started, pid: build.pid, status }
  }

  test(`Gatsby is started with the telemetry off, two malloc arenas and V8's young generation held to 4 MB halves`, async () => {
    // sharp's threads each take an arena of their own from glibc (Linux: Netlify, GitHub's runners), and freed image
    // buffers stay in them; at 50 shows the build's peak fell from 1.50-1.55 GB to 1.30 GB with two. Node 24 lets each
    // process's young generation grow to 134 MB (Gatsby's main process and its query worker, which inherits
    // NODE_OPTIONS, both reach it); at 4 MB halves a cold build at 50 shows peaked at 0.95-1.00 GB against 1.30-1.32
    // GB, in the same time (docs/performance.md).
    const { started, status } = await startBuild()
    expect(status).toBe(0)
    expect(started.args).toEqual([`build`, `--prefix-paths`])
    expect(started.env).toEqual(buildSettings)
    // Both halves, at most 4 MB each (Node's own default let it reach 128 MB here).
    expect(started.youngGenerationMB).toBeLessThanOrEqual(8)
  })

  test(`the caller's NODE_OPTIONS reach Gatsby after the build's own (Netlify's site settings often give a larger heap)`, async () => {
    // A heap smaller than Node's own default on any machine with 6 GB or more (4,288 MB on this one's 24 GB), so that
    // the limit Node reports shows whether the caller's option reached it.
    const { started } = await startBuild({ callersOptions: `--max-old-space-size=1024` })
    expect(started.env.NODE_OPTIONS).toBe(`--max-semi-space-size=4 --max-old-space-size=1024`)
    // The old generation's 1,024 MB and the young generation's few.
    expect(started.heapLimitMB).toBeGreaterThanOrEqual(1024)
    expect(started.heapLimitMB).toBeLessThan(1536)
    expect(started.youngGenerationMB).toBeLessThanOrEqual(8)
  })

  test(`on Linux and macOS the build's process becomes Gatsby's: nothing waits beside the build, and its exit is the build's`, async () => {
    const { started, pid, status } = await startBuild({ exitCode: 3 })
    expect(started.pid).toBe(pid)
    expect(status).toBe(3)
  })

  test(`where Node cannot replace a process (Windows), Gatsby runs as its child with the same settings, and its exit is the build's`, async () => {
    const { started, pid, status } = await startBuild({ windows: true, exitCode: 3 })
    expect(started.pid).not.toBe(pid)
    expect(started.args).toEqual([`build`, `--prefix-paths`])
    expect(started.env).toEqual(buildSettings)
    expect(status).toBe(3)
    expect((await startBuild({ windows: true })).status).toBe(0)
  })
})
