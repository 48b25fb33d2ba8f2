/** @jest-environment node */
// Band members run the npm scripts on Windows too, where npm hands them to cmd.exe: a POSIX `NAME=value command`
// prefix fails there ("'NAME' is not recognized"), so environment variables are set through cross-env. Most of these
// read the scripts' text: no cmd.exe runs here to try them in, and seeing Gatsby's telemetry off would mean running
// Gatsby. What the build's cross-env hands Node is run, both as sh and as cmd.exe hand it over.
import { execFileSync, execSync } from "child_process"
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

/** The variables cross-env sets for `gatsby build` in `npm run build`, which must start it exactly once. */
function gatsbyBuildVariables(): string[] {
  const builds = commands.filter(
    ([name, command]) => name === `build` && environmentAndProgram(command).program === `gatsby`,
  )
  expect(builds).toHaveLength(1)
  return environmentAndProgram(builds[0]![1]).variables
}

test(`npm run build starts gatsby with glibc's allocator held to two arenas (read as text: cross-env sets it first)`, () => {
  // sharp's threads each take an arena of their own from glibc (Linux: Netlify, GitHub's runners), and freed image
  // buffers stay in them; at 50 shows the build's peak fell from 1.50-1.55 GB to 1.30 GB, the main process 0.3 GB
  // less while drawing (docs/performance.md; bench:scale prints the peak).
  // Other systems' allocators ignore the variable.
  expect(gatsbyBuildVariables()).toContain(`MALLOC_ARENA_MAX=2`)
})

test(`npm run build starts gatsby with V8's young generation held to 4 MB semi-spaces (read as text: cross-env sets it)`, () => {
  // Node 24 lets each process's young generation grow to 134 MB (Gatsby's main process and its query worker both
  // reach it); at 4 MB a cold build at 50 shows peaked at 0.95-1.00 GB against 1.30-1.32 GB, in the same time, and warm
  // rebuilds at 50 and 500 shows took no longer (docs/performance.md). Gatsby's worker inherits NODE_OPTIONS.
  expect(gatsbyBuildVariables()).toContainEqual(
    expect.stringMatching(/^NODE_OPTIONS=--max-semi-space-size=4\b/),
  )
})

describe(`npm run build keeps the NODE_OPTIONS its caller set (Netlify's site settings often give Gatsby a larger heap)`, () => {
  const gatsbyBuild = packageJson.scripts.build.split(`&&`).find((command) => / gatsby build /.test(command))!
  // A heap smaller than Node's own default on any machine with 6 GB or more (4,288 MB on this one's 24 GB), so that
  // the limit Node reports shows whether the caller's option reached it.
  const callersOptions = `--max-old-space-size=1024`
  /** Prints the options and the heap limit of the process cross-env starts in place of Gatsby. */
  const printing = `JSON.stringify([process.env.NODE_OPTIONS, v8.getHeapStatistics().heap_size_limit])`
  const environment = (nodeOptions: string | undefined) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PATH: [path.resolve(`node_modules/.bin`), process.env.PATH].join(path.delimiter),
    }
    if (nodeOptions === undefined) delete env.NODE_OPTIONS
    else env.NODE_OPTIONS = nodeOptions
    return env
  }
  /** As npm runs it on Linux and macOS: the script's text, through sh. */
  const throughTheShell = (nodeOptions: string | undefined) =>
    JSON.parse(
      execSync(gatsbyBuild.replace(/gatsby build.*$/, `node -p "${printing}"`), {
        env: environment(nodeOptions),
      }).toString(),
    )
  /** As on Windows: cmd.exe hands cross-env the words unexpanded, and cross-env reads ${NODE_OPTIONS} itself. */
  const wordByWord = (nodeOptions: string | undefined) => {
    const words = wordsOf(gatsbyBuild.replace(/gatsby build.*$/, ``))
    const crossEnv = path.resolve(`node_modules/cross-env/dist/bin/cross-env.js`)
    const output = execFileSync(
      process.execPath,
      [crossEnv, ...words.slice(1), process.execPath, `-p`, printing],
      {
        env: environment(nodeOptions),
      },
    )
    return JSON.parse(output.toString())
  }

  test.each([
    [`through sh`, throughTheShell],
    [`word by word, as cmd.exe hands them`, wordByWord],
  ])(`%s: the caller's options and the young generation's both reach Gatsby`, (_way, run) => {
    const [nodeOptions, heapLimit] = run(callersOptions) as [string, number]
    expect(nodeOptions.split(/\s+/)).toEqual(
      expect.arrayContaining([`--max-semi-space-size=4`, callersOptions]),
    )
    // The old generation's 1,024 MB and the young generation's few.
    expect(heapLimit / 2 ** 20).toBeGreaterThanOrEqual(1024)
    expect(heapLimit / 2 ** 20).toBeLessThan(1536)
    const [alone] = run(undefined) as [string]
    expect(alone.trim()).toBe(`--max-semi-space-size=4`)
  })
})
