// Tests never touch the band's live content/, so a band member's edit cannot turn CI red: every path a test hands
// Node's fs (sync, callback, promise and stream functions alike, the second path of a copy or rename too) is resolved,
// through symbolic links, and any under the live content/ is refused. Since no read of it can succeed, no test's
// outcome can hang on what it holds, even where a test catches the error.
//
// Installed in every Node process Jest starts, its workers and the processes a test starts, through NODE_OPTIONS
// (jest.config.js sets it; children inherit it with the environment), and by jest.setup.ts where Jest runs the tests
// in its own process (one file, or --runInBand); imports are refused by jest-resolver.js too, since Jest's own process
// reads modules through an fs it took before the guard. The schema and artwork-source folders, which are not content,
// stay readable (notContentFolders). What this cannot see: a program other than Node (git, tar) started by a test, a
// child started with an environment of its own that leaves NODE_OPTIONS out, and a symbolic link another process makes
// at a path this process had already looked at (realPaths). Plain JavaScript, so that `node --require` loads it in
// any process.
const fs = require(`fs`)
const path = require(`path`)
const { fileURLToPath } = require(`url`)

/** Where a process finds the folder to guard: set for the processes it starts, read when one loads the guard. */
const guardedVariable = `MILK_PATROL_LIVE_CONTENT`
/**
 * The folders guarded in this process, kept on the fs module itself: the one object every copy of this module shares
 * (Jest loads its own copy for each test file, beside the one NODE_OPTIONS loaded), so fs is wrapped once.
 */
const registryKey = Symbol.for(`milk-patrol.live-content-guard`)

/** The functions whose second argument is also a path: the destination of a copy, rename or link. */
const twoPaths = new Set([`copyFile`, `cp`, `rename`, `link`])
/** A symbolic link's first argument is what it will point to, read by no one yet: only where it is made counts. */
const madeAtSecond = new Set([`symlink`])
/**
 * The functions that act on a symbolic link itself, not on what it leads to: a link into content/ may be looked at,
 * moved or removed (fs.promises.rm of a folder holding one lstats and unlinks it), so only the folders on the way to
 * its last name are resolved.
 */
const onTheLinkItself = new Set([
  `lstat`,
  `lchown`,
  `lchmod`,
  `lutimes`,
  `readlink`,
  `unlink`,
  `rm`,
  `rename`,
])
/** Classes (a wrapper would call them without `new`) and internals. Functions given a descriptor pass: no path. */
const notGuarded = /^[A-Z_]/

/**
 * The real paths this process has found, by absolute path. Resolving one is a system call per folder on the way, and a
 * thrown error per folder that does not exist yet, which a build under the guard would pay on every file it opens.
 * What can change a path's real path is a symbolic link made, or a file or folder moved or
 * removed (replaced): each such call this process makes forgets them all once it has made its change
 * (`changesRealPaths`, `forgetWhenDone`). One another process makes is seen at every path this process has not looked
 * at before.
 */
const realPaths = new Map()
/** The fs functions (and their Sync and promise forms) after which a known path may lead elsewhere. */
const changesRealPaths = new Set([`symlink`, `rename`, `cp`, `unlink`, `rm`, `rmdir`])

/**
 * Runs `call` with `args`, forgetting the real paths found before it and again once its change is made: as it returns
 * (a Sync function), as its promise settles or as its callback is called. What was looked at meanwhile is not kept.
 */
function forgetWhenDone(call, thisArg, args) {
  realPaths.clear()
  const callback = args.at(-1)
  if (typeof callback === `function`)
    args[args.length - 1] = function (...results) {
      realPaths.clear()
      return callback.apply(this, results)
    }
  try {
    const result = call.apply(thisArg, args)
    // A promise of another realm's (Jest's test context) is no instance of this one's Promise.
    return typeof result?.finally === `function` ? result.finally(() => realPaths.clear()) : result
  } finally {
    realPaths.clear()
  }
}

/** The real path of `file`: its nearest existing folder's real path, with the rest as written. */
function realPath(file) {
  const absolute = path.resolve(file)
  let real = realPaths.get(absolute)
  if (real === undefined) {
    real = resolveRealPath(absolute)
    realPaths.set(absolute, real)
  }
  return real
}

function resolveRealPath(absolute) {
  const rest = []
  let existing = absolute
  for (;;) {
    try {
      return path.join(fs.realpathSync.native(existing), ...rest)
    } catch {
      const parent = path.dirname(existing)
      if (parent === existing) return absolute
      rest.unshift(path.basename(existing))
      existing = parent
    }
  }
}

/**
 * Folders under content/ that hold material about the content, not content (src/content-model/files.ts,
 * notContentFolders): the JSON Schemas `npm run content-schemas` writes and the artwork's SVG sources. The site does
 * not read them and the editor does not write them, so tests may check them against the code.
 */
const notContentFolders = new Set([`schema`, `source`])

/**
 * The guarded folder `file` (a path as fs takes it) lies in, or is; undefined when none. With `followLast` false, a
 * symbolic link at its last name is not followed.
 */
function guardedFolderOf(folders, file, followLast = true) {
  let written
  if (typeof file === `string`) written = file
  else if (Buffer.isBuffer(file)) written = file.toString()
  else if (file instanceof URL && file.protocol === `file:`) written = fileURLToPath(file)
  else return undefined
  const absolute = path.resolve(written)
  const parent = path.dirname(absolute)
  const real =
    followLast || parent === absolute
      ? realPath(absolute)
      : path.join(realPath(parent), path.basename(absolute))
  return [...folders].find((folder) => {
    if (real !== folder && !real.startsWith(folder + path.sep)) return false
    return !path
      .relative(folder, real)
      .split(path.sep)
      .some((segment) => notContentFolders.has(segment))
  })
}

/** The error for `how` (fs.readFileSync, an import) reaching `file` under the guarded `folder`. */
function refusal(folder, how, file) {
  return new Error(
    `A test touched the live content/ (${how}(${JSON.stringify(String(file))}), under ${folder}): tests read ` +
      `the fixtures (src/content-model/__fixtures__/), so that a band member's edit cannot turn CI red.`,
  )
}

/** Wraps every function of `target` (fs, or fs.promises, whose functions then reject rather than throw). */
function wrapFunctions(target, folders, prefix, promises) {
  for (const name of Object.keys(target)) {
    const original = target[name]
    if (typeof original !== `function` || notGuarded.test(name)) continue
    const base = name.replace(/Sync$/, ``)
    const [first, last] = twoPaths.has(base) ? [0, 2] : madeAtSecond.has(base) ? [1, 2] : [0, 1]
    const guarded = function (...args) {
      for (const file of args.slice(first, last)) {
        const folder = guardedFolderOf(folders, file, !onTheLinkItself.has(base))
        if (!folder) continue
        const error = refusal(folder, `${prefix}${name}`, file)
        if (promises) return Promise.reject(error)
        throw error
      }
      if (changesRealPaths.has(base)) return forgetWhenDone(original, this, args)
      return original.apply(this, args)
    }
    Object.defineProperties(guarded, Object.getOwnPropertyDescriptors(original))
    target[name] = guarded
  }
}

/**
 * Every Node process started after this call, Jest's workers among them (jest.config.js), loads the guard for
 * `contentDir` before anything else: a worker's own reading of modules is guarded with its tests' reading.
 */
function guardChildren(contentDir) {
  process.env[guardedVariable] = realPath(contentDir)
  const preload = `--require ${JSON.stringify(__filename)}`
  const options = process.env.NODE_OPTIONS ?? ``
  if (!options.includes(preload)) process.env.NODE_OPTIONS = `${options} ${preload}`.trim()
}

/** Guards `contentDir` in this process, and in every Node process started from it after this call. */
function guardLiveContent(contentDir) {
  guardChildren(contentDir)
  if (!fs[registryKey]) {
    fs[registryKey] = new Set()
    wrapFunctions(fs, fs[registryKey], `fs.`, false)
    wrapFunctions(fs.promises, fs[registryKey], `fs.promises.`, true)
  }
  fs[registryKey].add(realPath(contentDir))
}

const realFolders = new Map()
/** Throws when `file`, which `how` reached (an import), lies under `contentDir`. */
function refuseInside(contentDir, file, how) {
  if (!realFolders.has(contentDir)) realFolders.set(contentDir, realPath(contentDir))
  const folder = guardedFolderOf([realFolders.get(contentDir)], file)
  if (folder) throw refusal(folder, how, file)
}

module.exports = { guardChildren, guardLiveContent, refuseInside }

// Loaded by `node --require` (a Jest worker, a child a test started): guard what the process that started it guarded.
if (process.env[guardedVariable]) guardLiveContent(process.env[guardedVariable])
