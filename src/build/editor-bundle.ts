// Decap CMS's prebuilt bundle, the one file the editor's page loads (with the chunks and WebAssembly it loads on
// demand). The npm package `decap-cms` ships it in dist/, but installing the package also installs the hundreds of
// packages it was built from (a second React among them, and peer-dependency warnings on every install), none of
// which the bundle uses. So the site does not install it: src/editor/decap/editor-package/ declares the release in a
// package.json of its own and locks it (version and integrity) in its package-lock.json, where Dependabot and
// `npm audit` see it, and the build fetches that release's tarball alone with `npm pack` (from npm's cache when it is
// there), checks it against the locked integrity, and keeps the tarball and the bundle's files in node_modules/.cache/,
// which later builds, `npm run cms` and the tests reuse, offline. A kept copy is trusted no more than a download: each
// time the files are handed out (to be copied into the site, or served), the kept tarball is checked against the
// lock's integrity again and each file against the tarball's, so a cache that changed between builds (a host keeps
// node_modules/.cache between deploys) stops the build instead of publishing another editor.
//
// To move to another version: change it in src/editor/decap/editor-package/package.json, then, in that folder only,
// `npm install --package-lock-only --ignore-scripts` (it writes the lock and installs nothing).
import { execFile } from "child_process"
import { createHash } from "crypto"
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { promisify } from "util"

/** The folder, from the project's root, that declares and locks the editor's Decap CMS release. */
export const editorPackageFolder = `src/editor/decap/editor-package`

const decap = `decap-cms`
const relock = `run \`npm install --package-lock-only --ignore-scripts\` in ${editorPackageFolder}`

/** The Decap CMS release the editor loads: the tarball `npm pack` fetches must have this integrity. */
export interface EditorRelease {
  name: string
  version: string
  integrity: string
}

interface EditorPackage {
  dependencies?: Record<string, string>
}

interface EditorLock {
  packages?: Record<string, { version?: string; integrity?: string }>
}

async function readEditorPackageFile<T>(projectDir: string, file: string): Promise<T> {
  const where = path.join(projectDir, editorPackageFolder, file)
  try {
    return JSON.parse(await fs.readFile(where, `utf8`)) as T
  } catch (error) {
    throw new Error(
      `Could not read ${editorPackageFolder}/${file}, which names the content editor's Decap CMS release: ` +
        `${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
}

/**
 * The release of decap-cms that the project's editor package declares and its lock file records. A declaration the
 * lock does not match (a version changed by hand without locking it again) stops here, before anything is fetched.
 */
export async function lockedEditorRelease(projectDir: string): Promise<EditorRelease> {
  const editorPackage = await readEditorPackageFile<EditorPackage>(projectDir, `package.json`)
  const lock = await readEditorPackageFile<EditorLock>(projectDir, `package-lock.json`)
  const declared = editorPackage.dependencies?.[decap]
  const locked = lock.packages?.[`node_modules/${decap}`]
  if (!declared) throw new Error(`${editorPackageFolder}/package.json does not declare ${decap}.`)
  if (!locked?.version || !locked.integrity)
    throw new Error(`${editorPackageFolder}/package-lock.json does not lock ${decap}: ${relock}.`)
  if (declared !== locked.version)
    throw new Error(
      `${editorPackageFolder}/package.json asks for ${decap} ${declared}, but its package-lock.json locks ` +
        `${locked.version}: ${relock}.`,
    )
  return { name: decap, version: locked.version, integrity: locked.integrity }
}

/** The files the page needs: the bundle and its chunks (not the `cms.js` build for other setups, nor the maps). */
export const isBundleFile = (name: string) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name)

const run = promisify(execFile)
/** The npm on PATH, which fetches the tarball (the tests hand in a stand-in that never reaches the registry). */
const pathNpm = process.platform === `win32` ? `npm.cmd` : `npm`

/** The folder a release's bundle is kept in, under the project's node_modules/.cache/: one per version. */
export function bundleFolder(projectDir: string, { name, version }: EditorRelease): string {
  return path.join(projectDir, `node_modules`, `.cache`, `${name}-${version}`)
}

/** The tarball npm packed, kept beside the files unpacked from it. */
const keptTarball = `release.tgz`

/** Whether the folder holds a whole kept release (what is in it is checked before it is handed out). */
async function holdsRelease(folder: string): Promise<boolean> {
  const kept = await fs.readdir(folder).catch((): string[] => [])
  return kept.includes(`decap-cms.js`) && kept.includes(keptTarball)
}

/** How npm writes an integrity: the algorithm, then the digest in base64. */
const integrityOf = (bytes: Buffer) => `sha512-${createHash(`sha512`).update(bytes).digest(`base64`)}`

/**
 * The paths of the locked release's files, fetched and unpacked first if this project has not kept them yet, and
 * checked against the lock every time (see the top of this file).
 */
export async function editorBundleFiles(projectDir: string, npm = pathNpm): Promise<string[]> {
  const release = await lockedEditorRelease(projectDir)
  const folder = bundleFolder(projectDir, release)
  if (!(await holdsRelease(folder))) await fetchBundle(folder, release, npm)
  const files = (await fs.readdir(folder)).filter(isBundleFile)
  await checkKeptBundle(folder, files, release)
  return files.map((name) => path.join(folder, name))
}

/** Throws unless the kept tarball is the locked release and each kept file is the one in it, byte for byte. */
async function checkKeptBundle(folder: string, files: string[], { name, version, integrity }: EditorRelease) {
  const changed = (what: string) =>
    new Error(
      `The kept copy of the content editor's bundle (${name}@${version}) has changed since it was fetched: ` +
        `${what}. Delete ${folder} and build again, which fetches it anew.`,
    )
  const tarball = await fs.readFile(path.join(folder, keptTarball))
  if (integrityOf(tarball) !== integrity)
    throw changed(`its tarball's integrity is ${integrityOf(tarball)}, not the locked ${integrity}`)
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-editor-bundle-check-`))
  try {
    await unpackBundle(path.join(folder, keptTarball), work)
    const packed = (await fs.readdir(work)).filter(isBundleFile)
    if (packed.sort().join(` `) !== [...files].sort().join(` `))
      throw changed(`it holds ${files.join(`, `)} where the tarball has ${packed.join(`, `)}`)
    for (const file of files) {
      const [keptBytes, packedBytes] = await Promise.all(
        [folder, work].map((where) => fs.readFile(path.join(where, file))),
      )
      if (!keptBytes!.equals(packedBytes!)) throw changed(`${file} is not the tarball's`)
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true })
  }
}

/** The bundle's files from a decap-cms tarball, into `into`. */
async function unpackBundle(tarball: string, into: string): Promise<void> {
  const work = await fs.mkdtemp(path.join(into, `.unpack-`))
  try {
    await run(`tar`, [`-xzf`, tarball, `-C`, work, `package/dist`])
    const dist = path.join(work, `package`, `dist`)
    for (const file of (await fs.readdir(dist)).filter(isBundleFile))
      await fs.rename(path.join(dist, file), path.join(into, file))
  } finally {
    await fs.rm(work, { recursive: true, force: true })
  }
}

async function fetchBundle(
  folder: string,
  { name, version, integrity }: EditorRelease,
  npm: string,
): Promise<void> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-editor-bundle-`))
  try {
    let packed: { integrity: string; filename: string }[]
    try {
      const { stdout } = await run(
        npm,
        [`pack`, `${name}@${version}`, `--json`, `--prefer-offline`, `--pack-destination`, work],
        { cwd: work, maxBuffer: 64 * 1024 * 1024, shell: process.platform === `win32` },
      )
      packed = JSON.parse(stdout) as typeof packed
    } catch (error) {
      throw new Error(
        `Could not fetch the content editor's bundle (${name}@${version}) from the npm registry: ` +
          `${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      )
    }
    const [tarball] = packed
    if (tarball?.integrity !== integrity)
      throw new Error(
        `${name}@${version} from the npm registry is not the one ${editorPackageFolder}/package-lock.json ` +
          `locks: integrity ${tarball?.integrity} instead of ${integrity}`,
      )
    // Written beside the final folder and renamed into place, so a build stopped halfway leaves nothing half-kept.
    await fs.mkdir(path.dirname(folder), { recursive: true })
    const staging = await fs.mkdtemp(`${folder}.partial-`)
    try {
      await unpackBundle(path.join(work, tarball.filename), staging)
      await fs.copyFile(path.join(work, tarball.filename), path.join(staging, keptTarball))
      await moveIntoPlace(staging, folder)
    } finally {
      await fs.rm(staging, { recursive: true, force: true })
    }
    await removeAbandonedCopies(folder)
  } finally {
    await fs.rm(work, { recursive: true, force: true })
  }
}

/** How old a staged or set-aside copy beside the kept folder must be to be taken for abandoned: a fetch takes seconds. */
const abandonedAfterMs = 60 * 60_000

/**
 * Removes the staged copies (`<folder>.partial-*`) and set-aside ones (`<folder>.stale-*`) that a fetch stopped
 * halfway (a build or test run killed) left beside the kept folder, each as large as the bundle. A copy younger than
 * abandonedAfterMs may be another fetch's, still at work, and stays.
 */
async function removeAbandonedCopies(folder: string): Promise<void> {
  const parent = path.dirname(folder)
  const prefixes = [`.partial-`, `.stale-`].map((kind) => `${path.basename(folder)}${kind}`)
  for (const name of await fs.readdir(parent)) {
    if (!prefixes.some((prefix) => name.startsWith(prefix))) continue
    const copy = path.join(parent, name)
    const changed = await fs.stat(copy).then(
      ({ mtimeMs }) => mtimeMs,
      () => Date.now(),
    )
    if (Date.now() - changed > abandonedAfterMs) await fs.rm(copy, { recursive: true, force: true })
  }
}

/**
 * Renames the staged copy to the kept folder. Another build or test worker may have kept the same release meanwhile
 * and be reading it: theirs is as good and stays where it is. Only a folder that is not a whole copy (cut short by
 * hand, or an older layout) is set aside for ours, by a rename, so no reader finds the folder gone.
 */
async function moveIntoPlace(staging: string, folder: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await fs.rename(staging, folder)
      return
    } catch (error) {
      if (await holdsRelease(folder)) return
      if (attempt === 3) throw error
      const aside = `${folder}.stale-${process.pid}-${attempt}`
      await fs
        .rename(folder, aside)
        .then(() => fs.rm(aside, { recursive: true, force: true }))
        .catch(() => undefined)
    }
  }
}
