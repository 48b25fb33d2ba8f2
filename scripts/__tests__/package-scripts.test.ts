/** @jest-environment node */
// Band members run the npm scripts on Windows too, where npm hands them to cmd.exe: a POSIX `NAME=value command`
// prefix fails there ("'NAME' is not recognized"), so environment variables are set through cross-env. The scripts'
// text is read: no cmd.exe runs here to try them in.
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

test(`npm run build is gatsby build with the path prefix applied, and nothing else: what it builds, npx gatsby build builds`, () => {
  // Whatever the build does besides Gatsby's own work runs in the site's Gatsby hooks (gatsby-node.ts), so that the
  // build a host, a band member or a test starts is one build.
  expect(packageJson.scripts.build).toBe(`cross-env GATSBY_TELEMETRY_DISABLED=1 gatsby build --prefix-paths`)
})
