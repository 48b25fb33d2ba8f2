/** @jest-environment node */
// Band members run `npm ci` on macOS (Apple silicon and Intel), Windows and Linux. npm installs a native package's
// binary for the machine from the optional packages the lock file lists, so the lock file must list one for each.
// This reads the lock file the way npm resolves a package (its own node_modules, then each folder above). npm itself
// says the same (`npm ci --dry-run --offline --os=darwin --cpu=arm64` in a folder holding package.json and the lock
// lists @img/sharp-darwin-arm64, @esbuild/darwin-arm64, @parcel/watcher-darwin-arm64), but resolves the whole tree
// once per platform: too slow for the unit tests.
import fs from "fs"
import path from "path"

interface LockedPackage {
  version?: string
  os?: string[]
  cpu?: string[]
  libc?: string[]
  optionalDependencies?: Record<string, string>
}

const lock = JSON.parse(fs.readFileSync(path.join(__dirname, `..`, `..`, `package-lock.json`), `utf8`)) as {
  lockfileVersion: number
  packages: Record<string, LockedPackage>
}

const platforms = [
  { os: `darwin`, cpu: `arm64` },
  { os: `darwin`, cpu: `x64` },
  { os: `win32`, cpu: `x64` },
  { os: `linux`, cpu: `x64`, libc: `glibc` },
] as const

/** Where npm finds `name` for the package at `from`: its own node_modules, then each folder above it. */
function resolve(from: string, name: string): [string, LockedPackage] | undefined {
  let folder = from
  for (;;) {
    const candidate = `${folder ? `${folder}/` : ``}node_modules/${name}`
    const found = lock.packages[candidate]
    if (found) return [candidate, found]
    if (!folder) return undefined
    const parent = folder.lastIndexOf(`/node_modules/`)
    folder = parent === -1 ? `` : folder.slice(0, parent)
  }
}

const runsOn = (binary: LockedPackage, platform: (typeof platforms)[number]) =>
  (binary.os ?? []).includes(platform.os) &&
  (binary.cpu ?? []).includes(platform.cpu) &&
  (!(`libc` in platform) || !binary.libc || binary.libc.includes(platform.libc))

/** Every package whose optional dependencies are per-platform binaries, with those binaries as locked. */
const nativePackages = Object.entries(lock.packages).flatMap(([location, locked]) => {
  // A binary for one platform (sharp's for macOS needs libvips' for macOS) is not itself a cross-platform package.
  if (locked.os) return []
  const optional = Object.keys(locked.optionalDependencies ?? {}).map((dependency) =>
    resolve(location, dependency),
  )
  const binaries = optional
    .map((resolved) => resolved?.[1])
    .filter((binary): binary is LockedPackage => !!binary?.os)
  const name = location.slice(location.lastIndexOf(`node_modules/`) + `node_modules/`.length)
  // fsevents, which chokidar and tsx take only on macOS, is a macOS feature, not a binary for every platform; a
  // package whose other binaries the lock file leaves out still counts, and fails below.
  const systems = new Set(binaries.flatMap((binary) => binary.os ?? []))
  const leftOut = optional.some((resolved) => !resolved)
  return binaries.length > 0 && (systems.size > 1 || leftOut) ? [{ name, location, binaries }] : []
})

it(`is a lock file npm 7 and later read the same way`, () => {
  expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2)
})

it(`finds the native packages the tools use (so the check below checks something)`, () => {
  const names = new Set(nativePackages.map((native) => native.name))
  for (const expected of [
    `sharp`,
    `unrs-resolver`,
    `msgpackr-extract`,
    `lmdb`,
    `@parcel/watcher`,
    `esbuild`,
    `@swc/core`,
  ])
    expect(names).toContain(expected)
})

it.each(platforms.map((platform) => [`${platform.os}-${platform.cpu}`, platform] as const))(
  `locks a %s binary for every native package`,
  (_, platform) => {
    const missing = nativePackages
      .filter((native) => !native.binaries.some((binary) => runsOn(binary, platform)))
      .map((native) => `${native.location}@${lock.packages[native.location]?.version}`)
    expect(missing).toEqual([])
  },
)
