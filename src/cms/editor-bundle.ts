// Decap CMS's prebuilt bundle, the one file the editor's page loads (with the chunks and WebAssembly it loads on
// demand). The npm package `decap-cms` ships it in dist/, but installing the package also installs the ~460
// packages it was built from (a second React among them, and peer-dependency warnings on every install), none of
// which the bundle uses. So the package is not a dependency: the build fetches its tarball alone with `npm pack`
// (from npm's cache when it is there), checks it against the integrity below, and keeps the bundle's files in
// node_modules/.cache/, which later builds, `npm run cms` and the tests reuse, offline.
//
// To move to another version: `npm view decap-cms@VERSION dist.integrity`, and change both lines.
import { execFile } from "child_process"
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { promisify } from "util"

export const editorBundle = {
  name: `decap-cms`,
  version: `3.16.3`,
  integrity: `sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==`,
} as const

/** The files the page needs: the bundle and its chunks (not the `cms.js` build for other setups, nor the maps). */
export const isBundleFile = (name: string) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name)

const run = promisify(execFile)
const npm = process.platform === `win32` ? `npm.cmd` : `npm`

/** The folder the bundle is kept in, under the project's node_modules/.cache/. */
export function bundleFolder(projectDir: string): string {
  return path.join(projectDir, `node_modules`, `.cache`, `${editorBundle.name}-${editorBundle.version}`)
}

/** The paths of the bundle's files, fetched and unpacked first if this project has not kept them yet. */
export async function editorBundleFiles(projectDir: string): Promise<string[]> {
  const folder = bundleFolder(projectDir)
  const kept = await fs.readdir(folder).catch(() => [] as string[])
  if (!kept.includes(`decap-cms.js`)) await fetchBundle(folder)
  return (await fs.readdir(folder)).filter(isBundleFile).map((name) => path.join(folder, name))
}

async function fetchBundle(folder: string): Promise<void> {
  const { name, version, integrity } = editorBundle
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
        `${name}@${version} from the npm registry is not the one this site was made with: integrity ` +
          `${tarball?.integrity} instead of ${integrity}`,
      )
    await run(`tar`, [`-xzf`, path.join(work, tarball.filename), `-C`, work, `package/dist`])
    const dist = path.join(work, `package`, `dist`)
    // Written beside the final folder and renamed into place, so a build stopped halfway leaves nothing half-kept.
    const staging = `${folder}.partial-${process.pid}`
    await fs.rm(staging, { recursive: true, force: true })
    await fs.mkdir(staging, { recursive: true })
    for (const file of (await fs.readdir(dist)).filter(isBundleFile))
      await fs.copyFile(path.join(dist, file), path.join(staging, file))
    await fs.rm(folder, { recursive: true, force: true })
    // Another build or test may have kept the same files meanwhile: theirs are as good.
    await fs.rename(staging, folder).catch(async (error: unknown) => {
      await fs.rm(staging, { recursive: true, force: true })
      if (!(await fs.readdir(folder).catch((): string[] => [])).includes(`decap-cms.js`)) throw error
    })
  } finally {
    await fs.rm(work, { recursive: true, force: true })
  }
}
