/** @jest-environment node */
// What loading gatsby-node.ts costs: Gatsby loads it and every module it imports on every build, and again in each of
// its query workers, so a package only some builds need (jsdom, for a drawing no earlier build has read) loads when
// it is first used, not with gatsby-node.
import { spawnSync } from "child_process"
import path from "path"

const projectDir = path.join(__dirname, `..`, `..`, `..`)

test(`loading gatsby-node.ts and its modules loads no jsdom`, () => {
  const loaded = spawnSync(
    process.execPath,
    [
      `--require`,
      require.resolve(`tsx/cjs`),
      `--eval`,
      `require("./gatsby-node.ts"); console.log(JSON.stringify(Object.keys(require.cache)))`,
    ],
    { cwd: projectDir, encoding: `utf8` },
  )
  expect(loaded.stderr).toBe(``)
  const modules = JSON.parse(loaded.stdout) as string[]
  expect(modules.some((file) => file.endsWith(`safe-svg.ts`))).toBe(true)
  expect(modules.filter((file) => /node_modules[\\/]jsdom[\\/]/.test(file))).toEqual([])
}, 60_000)
