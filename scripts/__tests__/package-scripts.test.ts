/** @jest-environment node */
// Band members run the npm scripts on Windows too, where npm hands them to cmd.exe: a POSIX `NAME=value command`
// prefix fails there ("'NAME' is not recognized"), so environment variables are set through cross-env. These read the
// scripts' text: no cmd.exe runs here to try them in, and seeing Gatsby's telemetry off would mean running Gatsby.
import packageJson from "../../package.json"

const commands = Object.entries(packageJson.scripts as Record<string, string>).flatMap(([name, script]) =>
  script.split(/&&|\|\||;/).map((command) => [name, command.trim()] as const),
)

test.each(commands)(
  `npm run %s: "%s" neither sets nor reads a variable the sh way (NAME=value, $NAME), which cmd.exe fails on`,
  (_name, command) => {
    expect(command).not.toMatch(/^[A-Za-z_][A-Za-z0-9_]*=/)
    expect(command).not.toMatch(/\$\{?[A-Za-z_]/)
  },
)

/** The variables cross-env sets before a command's program, and the program: `cross-env A=1 B=2 gatsby build`. */
function environmentAndProgram(command: string) {
  const words = command.split(/\s+/)
  const variables = words[0] === `cross-env` ? words.slice(1).filter((word) => word.includes(`=`)) : []
  return { variables, program: words[words[0] === `cross-env` ? 1 + variables.length : 0] }
}

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
  expect(gatsbyBuildVariables()).toContain(`NODE_OPTIONS=--max-semi-space-size=4`)
})
