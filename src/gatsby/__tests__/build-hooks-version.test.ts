/** @jest-environment node */
// What the build's caches of their own (the calendars) take for the code that wrote them.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { buildHooksVersion } from "../build-hooks-version"
import { compiledGatsbyNode } from "../gatsby-internals"

test(`the same compiled hooks and packages give the same version; a change to either gives another`, async () => {
  const project = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-hooks-`))
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(project, file)), { recursive: true })
    await fs.writeFile(path.join(project, file), text)
  }
  await write(compiledGatsbyNode, `exports.onPostBuild = () => 1`)
  await write(path.join(`node_modules`, `luxon`, `package.json`), `{"version":"3.7.2"}`)
  const first = await buildHooksVersion([`luxon`], project)
  expect(await buildHooksVersion([`luxon`], project)).toBe(first)
  await write(compiledGatsbyNode, `exports.onPostBuild = () => 2`)
  const otherCode = await buildHooksVersion([`luxon`], project)
  expect(otherCode).not.toBe(first)
  await write(path.join(`node_modules`, `luxon`, `package.json`), `{"version":"3.7.3"}`)
  expect(await buildHooksVersion([`luxon`], project)).not.toBe(otherCode)
  await fs.rm(path.join(project, compiledGatsbyNode))
  expect(await buildHooksVersion([`luxon`], project)).not.toBe(await buildHooksVersion([`luxon`], project))
  await fs.rm(project, { recursive: true, force: true })
})
