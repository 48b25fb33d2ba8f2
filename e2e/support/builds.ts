// Builds the production site for the tests, or reuses the last builds when E2E_SKIP_BUILD=1 (saying so when the
// sources changed since).
import { execSync } from "child_process"
import crypto from "crypto"
import fs from "fs"
import path from "path"

export const pathPrefix = `/milkpatrol`
/**
 * Where the prefixed build is published: a GitHub Pages project site, whose address the deploy workflow hands the
 * build as SITE_URL (configure-pages' origin), so its absolute links point at Pages rather than at the band's domain.
 */
export const pagesSiteUrl = `https://milk-patrol.github.io`
/** The log of the second root build, made over the first: its presence says public/ is a warm rebuild. */
export const rootRebuildLog = `build-root-again.log`

export interface Builds {
  /** public/, built for the domain root: what `npm run serve` serves */
  root: string
  /** built with PATH_PREFIX=/milkpatrol, kept apart so both can be served at once */
  prefixed: string
  pathPrefix: string
}

/** What the builds are made from: a change to any of these makes a kept build stale. */
const buildInputs = [`src`, `content`, `static`, `scripts`, `package-lock.json`]
const buildInputPattern = /^gatsby-.*\.tsx?$/
/** Written by the build itself (graphqlTypegen), so not an input. */
const buildOutputs = new Set([path.join(`src`, `gatsby-types.d.ts`)])

export function ensureBuilds(project: string): Builds {
  const keptBuilds = path.join(project, `e2e`, `.builds`)
  const builds: Builds = {
    root: path.join(project, `public`),
    prefixed: path.join(keptBuilds, `prefixed`),
    pathPrefix,
  }
  const stampFile = path.join(keptBuilds, `inputs.sha256`)

  if (process.env.E2E_SKIP_BUILD === `1`) {
    const complete = [builds.root, builds.prefixed].every((folder) =>
      fs.existsSync(path.join(folder, `index.html`)),
    )
    if (!complete)
      throw new Error(`E2E_SKIP_BUILD=1, but public/ or e2e/.builds/prefixed/ holds no build: run without it`)
    const fresh =
      fs.existsSync(stampFile) && fs.readFileSync(stampFile, `utf8`) === fingerprintInputs(project)
    if (!fresh)
      console.warn(
        `E2E_SKIP_BUILD=1: the sources changed since the last full build; testing the builds as they are`,
      )
    if (isPrefixed(builds.root))
      console.warn(`E2E_SKIP_BUILD=1: public/ holds a PATH_PREFIX build; root tests will fail`)
    console.log(`E2E_SKIP_BUILD=1: reusing the builds in public/ and e2e/.builds/prefixed/`)
    return builds
  }

  fs.rmSync(keptBuilds, { recursive: true, force: true })
  fs.mkdirSync(keptBuilds, { recursive: true })
  build(
    project,
    { PATH_PREFIX: pathPrefix, SITE_URL: pagesSiteUrl },
    path.join(keptBuilds, `build-prefixed.log`),
  )
  fs.renameSync(builds.root, builds.prefixed)
  build(project, { PATH_PREFIX: ``, SITE_URL: `` }, path.join(keptBuilds, `build-root.log`))
  // What hosts (Netlify keeps .cache and public/) and anyone building twice get: the same build again over the
  // first one's cache and output. The tests run against this rebuild, not the clean build.
  build(project, { PATH_PREFIX: ``, SITE_URL: `` }, path.join(keptBuilds, rootRebuildLog))
  fs.writeFileSync(stampFile, fingerprintInputs(project))
  return builds
}

function build(project: string, env: Record<string, string>, logFile: string): void {
  const started = Date.now()
  const settings = Object.entries(env).filter(([, value]) => value)
  const label = [...settings.map(([name, value]) => `${name}=${value}`), `npm run build`].join(` `)
  console.log(`Building the site: ${label} (log: ${path.relative(project, logFile)})`)
  try {
    execSync(`npm run build > "${logFile}" 2>&1`, {
      cwd: project,
      stdio: `inherit`,
      env: {
        // The repository the editor commits to, as Netlify gives it (any the environment sets comes first).
        REPOSITORY_URL: `https://github.com/milkpatrol/milkpatrol.band`,
        ...process.env,
        ...env,
        GATSBY_TELEMETRY_DISABLED: `1`,
        CI: `true`,
      },
    })
  } catch {
    const log = fs.readFileSync(logFile, `utf8`).split(`\n`).slice(-40).join(`\n`)
    throw new Error(`${label} failed; the end of ${logFile}:\n${log}`)
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s: ${label}`)
}

function isPrefixed(folder: string): boolean {
  return fs.readFileSync(path.join(folder, `index.html`), `utf8`).includes(`${pathPrefix}/`)
}

function fingerprintInputs(project: string): string {
  const hash = crypto.createHash(`sha256`)
  const files = [
    ...fs.readdirSync(project).filter((name) => buildInputPattern.test(name)),
    ...buildInputs.flatMap((input) => listFiles(project, input)),
  ]
    .filter((file) => !buildOutputs.has(file))
    .sort()
  for (const file of files) {
    hash.update(file)
    hash.update(fs.readFileSync(path.join(project, file)))
  }
  return hash.digest(`hex`)
}

function listFiles(project: string, relative: string): string[] {
  const full = path.join(project, relative)
  if (!fs.existsSync(full)) return []
  if (!fs.statSync(full).isDirectory()) return [relative]
  return fs.readdirSync(full).flatMap((name) => listFiles(project, path.join(relative, name)))
}
