/** @jest-environment node */
// The guard every Jest process runs under (src/test-support/live-content-guard.js): a test that reads the band's live
// content/, however it reaches it, fails, so that no test's outcome hangs on what a band member wrote there. The
// fixtures and the rest of the project stay readable.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const projectDir = path.join(__dirname, `..`, `..`, `..`)
const liveContent = path.join(projectDir, `content`)
const refused = /A test touched the live content\//

test(`reading a file under content/ is refused, by every kind of fs function and by a relative path`, async () => {
  expect(() => fs.readFileSync(path.join(liveContent, `shows.json`), `utf8`)).toThrow(refused)
  expect(() => fs.readdirSync(liveContent)).toThrow(refused)
  expect(() => fs.existsSync(path.join(liveContent, `band.json`))).toThrow(refused)
  expect(() => fs.statSync(new URL(`file://${liveContent}/band.json`))).toThrow(refused)
  expect(() => fs.createReadStream(path.join(liveContent, `band.json`))).toThrow(refused)
  await expect(fs.promises.readFile(path.join(liveContent, `faq.json`))).rejects.toThrow(refused)
  expect(() => fs.readFile(path.join(liveContent, `faq.json`), () => {})).toThrow(refused)
  expect(() => fs.readFileSync(path.relative(process.cwd(), path.join(liveContent, `band.json`)))).toThrow(
    refused,
  )
})

test(`a copy out of content/, and a rename or copy into it, are refused`, () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-guard-`))
  try {
    expect(() => fs.copyFileSync(path.join(liveContent, `band.json`), path.join(work, `band.json`))).toThrow(
      refused,
    )
    expect(() => fs.cpSync(liveContent, path.join(work, `content`), { recursive: true })).toThrow(refused)
    // Neither source exists: without the guard these fail without writing anything.
    expect(() => fs.renameSync(path.join(work, `none.json`), path.join(liveContent, `none.json`))).toThrow(
      refused,
    )
    expect(() => fs.copyFileSync(path.join(work, `none.json`), path.join(liveContent, `none.json`))).toThrow(
      refused,
    )
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
})

test(`content/ reached through a symbolic link elsewhere is refused`, () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-guard-`))
  try {
    fs.symlinkSync(liveContent, path.join(work, `linked`), `junction`)
    expect(() => fs.readFileSync(path.join(work, `linked`, `band.json`))).toThrow(refused)
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
})

test(`a link into content/ can be looked at, touched, given its owner, moved, removed and taken away with its folder, by every kind of fs function; what it leads to stays refused`, async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-guard-`))
  const holder = path.join(work, `holder`)
  const link = path.join(holder, `linked`)
  const moved = path.join(work, `moved`)
  const linkedInAFolder = () => {
    fs.mkdirSync(holder, { recursive: true })
    fs.symlinkSync(liveContent, link, `junction`)
  }
  try {
    linkedInAFolder()
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true)
    expect((await fs.promises.lstat(link)).isSymbolicLink()).toBe(true)
    expect(() => fs.readlinkSync(link)).not.toThrow()
    expect(() => fs.readFileSync(path.join(link, `band.json`))).toThrow(refused)
    expect(() => fs.statSync(link)).toThrow(refused)
    expect(() => fs.lstatSync(path.join(link, `band.json`))).toThrow(refused)
    fs.lutimesSync(link, new Date(), new Date())
    // Given its own owner again (fs.lchmod, the guard's other, is macOS's alone).
    const { uid, gid } = fs.lstatSync(link)
    fs.lchownSync(link, uid, gid)
    await fs.promises.lchown(link, uid, gid)
    fs.renameSync(link, moved)
    expect(fs.lstatSync(moved).isSymbolicLink()).toBe(true)
    fs.unlinkSync(moved)
    for (const remove of [
      () => fs.promises.rm(link),
      () => fs.promises.rm(holder, { recursive: true }),
      () =>
        new Promise((done, fail) =>
          fs.rm(holder, { recursive: true }, (error) => (error ? fail(error) : done(0))),
        ),
      () => fs.promises.unlink(link),
    ]) {
      linkedInAFolder()
      await remove()
      expect(fs.existsSync(link)).toBe(false)
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
})

test(`a path read before, then made a symbolic link into content/, is refused; once the link is gone, readable again`, async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-guard-`))
  const holder = path.join(work, `holder`)
  const file = path.join(holder, `linked`, `band.json`)
  /** holder/linked as a folder of its own, holding a band.json. */
  const asAFolder = () => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, `{}`)
  }
  try {
    for (const link of [
      () => fs.symlinkSync(liveContent, path.dirname(file), `junction`),
      () => fs.promises.symlink(liveContent, path.dirname(file), `junction`),
    ]) {
      asAFolder()
      expect(fs.readFileSync(file, `utf8`)).toBe(`{}`)
      fs.rmSync(path.dirname(file), { recursive: true })
      await link()
      expect(() => fs.readFileSync(file)).toThrow(refused)
      fs.rmSync(holder, { recursive: true })
      asAFolder()
      expect(fs.readFileSync(file, `utf8`)).toBe(`{}`)
      fs.rmSync(holder, { recursive: true })
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
})

test(`a path looked at while a link to content/ is being made there is refused once the link is made`, async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-guard-`))
  const file = path.join(work, `linked`, `band.json`)
  try {
    for (const link of [
      () => fs.promises.symlink(liveContent, path.dirname(file), `junction`),
      () => new Promise((done) => fs.symlink(liveContent, path.dirname(file), `junction`, done)),
    ]) {
      const linking = link()
      try {
        fs.existsSync(file)
      } catch {
        // The link was made already: refused, as it should be.
      }
      await linking
      expect(() => fs.readFileSync(file)).toThrow(refused)
      fs.rmSync(work, { recursive: true })
      fs.mkdirSync(work)
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
})

test(`an import of a file under content/ is refused`, () => {
  // Jest's own process reports the resolver's refusal as a module not found; its workers' guarded fs, as the refusal.
  expect(() => jest.requireActual(`../../../content/band.json`)).toThrow(
    /A test touched the live content\/|Cannot find module '..\/..\/..\/content\/band.json'/,
  )
  expect(jest.requireActual(`../../../package.json`)).toMatchObject({ name: `milk-patrol` })
})

test(`a Node process a test starts refuses it too`, () => {
  const child = spawnSync(process.execPath, [`-e`, `require("fs").readFileSync("content/band.json")`], {
    cwd: projectDir,
    encoding: `utf8`,
  })
  expect(child.stderr).toMatch(refused)
  expect(child.status).not.toBe(0)
})

test(`the JSON Schemas and artwork sources under content/, which are not content, are readable; its images are not`, () => {
  expect(fs.readdirSync(path.join(liveContent, `schema`))).toContain(`shows.schema.json`)
  expect(fs.existsSync(path.join(liveContent, `images`, `source`, `logo.svg`))).toBe(true)
  expect(() => fs.readdirSync(path.join(liveContent, `images`))).toThrow(refused)
  expect(() => fs.readFileSync(path.join(liveContent, `images`, `logo.png`))).toThrow(refused)
})

test(`the fixtures, the rest of the project and a folder whose name begins like content's are readable`, () => {
  const fixture = path.join(projectDir, `src`, `content-model`, `__fixtures__`, `good-content`)
  expect(JSON.parse(fs.readFileSync(path.join(fixture, `shows.json`), `utf8`)).shows.length).toBeGreaterThan(
    0,
  )
  expect(fs.readFileSync(path.join(projectDir, `package.json`), `utf8`)).toContain(`milk-patrol`)
  expect(fs.existsSync(path.join(projectDir, `contents`))).toBe(false)
  expect(fs.readdirSync(projectDir)).toContain(`content`)
})
