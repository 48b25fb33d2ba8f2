/** @jest-environment node */
// Band members run the npm scripts on Windows too, where npm hands them to cmd.exe: a POSIX `NAME=value command`
// prefix fails there ("'NAME' is not recognized"), so environment variables are set through cross-env. These read the
// scripts' text: no cmd.exe runs here to try them in, and seeing Gatsby's telemetry off would mean running Gatsby.
import packageJson from "../../package.json"

const commands = Object.entries(packageJson.scripts as Record<string, string>).flatMap(([name, script]) =>
  script.split(/&&|\|\||;/).map((command) => [name, command.trim()] as const),
)

test.each(commands)(
  `npm run %s: "%s" runs in cmd.exe as well as in sh (read as text: no cmd.exe here)`,
  (_name, command) => {
    expect(command).not.toMatch(/^[A-Za-z_][A-Za-z0-9_]*=/)
    expect(command).not.toMatch(/\$\{?[A-Za-z_]/)
  },
)

test(`Gatsby's telemetry is off in every script that runs gatsby (read as text: cross-env sets it first)`, () => {
  const gatsbyCommands = commands.filter(([, command]) => /(^|\s)gatsby\s/.test(command))
  expect(gatsbyCommands.map(([name]) => name)).toEqual([`develop`, `build`, `serve`, `clean`])
  for (const [, command] of gatsbyCommands)
    expect(command).toMatch(/^cross-env GATSBY_TELEMETRY_DISABLED=1 gatsby /)
})
