/** @jest-environment node */
// The editor's own checks are bundled into one file that the browser tests' page servers read while other workers
// bundle it again: a reader never sees the file half written (it once served half a script, "missing ) after
// argument list", and the editor never started).
import { promises as fs } from "fs"
import path from "path"
import { bundleEditorChecks } from "../write-editor"

jest.setTimeout(60_000)

const projectRoot = path.join(__dirname, `..`, `..`, `..`)

test(`the editor's checks read while they are bundled again are always the whole script`, async () => {
  const file = await bundleEditorChecks(projectRoot)
  const whole = await fs.readFile(file, `utf8`)
  let bundling = true
  const again = (async () => {
    for (let time = 0; time < 8; time++) await bundleEditorChecks(projectRoot)
    bundling = false
  })()
  const lengths = new Set<number>()
  let reads = 0
  while (bundling) {
    lengths.add((await fs.readFile(file, `utf8`)).length)
    reads++
  }
  await again
  expect(reads).toBeGreaterThan(8)
  expect([...lengths]).toEqual([whole.length])
})
