/** @jest-environment node */
// What an install runs and what an audit says: an install script package.json does not decide stops the install
// before it runs (.npmrc), and a registry that never answers an audit is said so, loudly, or fails the run
// (.ci/audit).
import { spawnSync } from "child_process"
import { promises as fs } from "fs"
import path from "path"
import { temporaryFolder } from "../../src/content-model/__fixtures__/content-fixture"

const projectDir = path.join(__dirname, `..`, `..`)

test(`an install script that allowScripts does not decide stops the install, and does not run`, async () => {
  const site = await temporaryFolder(`milk-patrol-install-scripts-`)
  const ran = path.join(site, `ran`)
  await fs.mkdir(path.join(site, `setlist`))
  await fs.writeFile(
    path.join(site, `setlist`, `package.json`),
    JSON.stringify({
      name: `setlist`,
      version: `1.0.0`,
      scripts: { postinstall: `node -e "require('fs').writeFileSync(${JSON.stringify(ran)}, 'ran')"` },
    }),
  )
  await fs.writeFile(
    path.join(site, `package.json`),
    JSON.stringify({
      name: `site`,
      version: `1.0.0`,
      dependencies: { setlist: `file:./setlist` },
      allowScripts: {},
    }),
  )
  await fs.copyFile(path.join(projectDir, `.npmrc`), path.join(site, `.npmrc`))
  const install = spawnSync(`npm`, [`install`, `--no-audit`, `--no-fund`, `--offline`], {
    cwd: site,
    encoding: `utf8`,
  })
  expect(install.status).not.toBe(0)
  expect(install.stderr).toContain(`ESTRICTALLOWSCRIPTS`)
  await expect(fs.stat(ran)).rejects.toThrow()
}, 120_000)

/** .ci/audit over a project whose npm answers an audit as a registry without an advisory service does. */
async function auditWithoutAdvisories(env: Record<string, string>) {
  const bin = await temporaryFolder(`milk-patrol-fake-npm-`)
  await fs.writeFile(
    path.join(bin, `npm`),
    `#!/bin/sh\necho "npm error audit endpoint returned an error" >&2\nexit 1\n`,
    { mode: 0o755 },
  )
  return spawnSync(`bash`, [path.join(projectDir, `.ci`, `audit`), `.`], {
    cwd: projectDir,
    encoding: `utf8`,
    env: { PATH: `${bin}:${process.env.PATH}`, ...env },
  })
}

test(`a registry that never answers an audit: the run says NOT AUDITED, or fails where it must be audited`, async () => {
  const here = await auditWithoutAdvisories({})
  expect(here.status).toBe(2)
  expect(here.stderr).toContain(`NOT AUDITED: npm audit (.)`)
  expect((await auditWithoutAdvisories({ GITHUB_ACTIONS: `true` })).status).toBe(1)
  expect((await auditWithoutAdvisories({ MILK_PATROL_REQUIRE_AUDIT: `1` })).status).toBe(1)
  // And .ci/run says it again among its closing lines, with the failed steps.
  const run = await fs.readFile(path.join(projectDir, `.ci`, `run`), `utf8`)
  expect(run).toMatch(/print_totals\(\) \{[\s\S]*NOT AUDITED[\s\S]*\n\}/)
  expect(run).toMatch(/2\) unaudited\+=/)
})
