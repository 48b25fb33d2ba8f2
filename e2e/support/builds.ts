// Builds the production site for the tests in two throwaway copies of the project whose content/ is a fixture, never
// the band's own, built at once: Netlify's from the edited content (22 shows), GitHub Pages' from the same edits on
// four shows (it proves a shape: every address under the prefix). Or reuses the last builds when E2E_SKIP_BUILD=1
// (saying so when the sources changed since). The project's own public/ and .cache/ are left as they are.
import { spawn } from "child_process"
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { fileDigests } from "../../src/test-support/file-digests"
import { copyProjectInto } from "../../src/test-support/project-copy"
import { editPagesContent, writeEditedContent } from "../../src/content-model/__fixtures__/edited-content"

export const pathPrefix = `/milkpatrol`
/**
 * Where the prefixed build is published: a GitHub Pages project site, whose address the deploy workflow hands the
 * build as SITE_URL (from the Pages settings), so its absolute links point at Pages rather than at the band's domain.
 */
export const pagesSiteUrl = `https://milk-patrol.github.io`
/** The log of the second root build, made over the first: its presence says the root build is a warm rebuild. */
export const rootRebuildLog = `build-root-again.log`
/** Every build's log, in the order they are made; the rebuild's is rootRebuildLog. */
export const buildLogs = [`build-prefixed.log`, `build-root.log`, rootRebuildLog] as const
/**
 * The builds that start from nothing, one per copy: every other build of the run starts from its copy's last one.
 * The prefixed build cannot start from the root build's cache: Gatsby bakes the path prefix and the site's address
 * into it (image addresses, absolute links), so a change of either clears it (src/gatsby/cache-per-address.ts).
 * It is the light one: made from the Pages fixture's four shows (editPagesContent), so its image jobs are a fraction
 * of the root build's, which carries the edited content's twenty.
 */
export const coldBuildLogs = [`build-prefixed.log`, `build-root.log`] as const
/** Where buildSite records every build of the run in the logs folder, one JSON object a line (BuildRecord). */
export const buildRecordFile = `builds.jsonl`

/** One build of the run, as buildSite records it. */
export interface BuildRecord {
  /** The build's log, by name */
  log: string
  /** The copy it was built in */
  site: string
  /** What it was built for: the path prefix and the site's address as the build sees them, and Netlify's adapter */
  target: string
  /** warm: the copy held its last build's .cache/ and public/, for the same prefix and address, and started from them */
  cache: `cold` | `warm`
  seconds: number
  /** The machine's load average over the last minute when the build began */
  load: number
  /** The shows in the content it was built from */
  shows: number
  /** Gatsby's image jobs (gatsby-plugin-sharp's IMAGE_PROCESSING) and their seconds: 0 when it made none */
  imageJobs: number
  imageJobSeconds: number
}

export interface Builds {
  /** The copy of the project the site is built in: the project's sources, the edited-content fixture as content/ */
  site: string
  /**
   * A second such copy, where the prefixed site is built at the same time as the root one (two builds on two cores
   * take less time together than one after the other). Its .cache/ and public/ stay, for the editor's test to
   * rebuild over, as Netlify and GitHub's workflow rebuild after a band member's edit (pagesBuild).
   */
  pagesSite: string
  /** The copy's content/ (the edited-content fixture): what every expectation of the root build is read from */
  content: string
  /**
   * What the prefixed build was made from (the Pages fixture, editPagesContent), copied out of the Pages copy, whose
   * content/ the editor's test replaces: what every expectation of the prefixed build is read from
   */
  prefixedContent: string
  /** The copy's public/, built for the domain root as Netlify builds it (NETLIFY=true), twice */
  root: string
  /**
   * The Pages copy's public/, built with PATH_PREFIX=/milkpatrol as GitHub Pages builds it, copied out so that what
   * is served stays as built while the editor's test rebuilds that copy
   */
  prefixed: string
  pathPrefix: string
  /** The folder holding the builds' logs (buildLogs) */
  logs: string
}

/** What the builds are made from: a change to any of these makes a kept build stale. */
const buildInputs = [`src`, `static`, `scripts`, `package.json`, `package-lock.json`, `netlify.toml`]
const buildInputPattern = /^gatsby-.*\.tsx?$/
/** Written by the build itself (graphqlTypegen), so not an input. */
const buildOutputs = new Set([path.join(`src`, `gatsby-types.d.ts`)])

/**
 * Where the builds are kept between runs: the logs and the prefixed build in e2e/.builds/ (ignored by git), the copy
 * in the temp folder under a name of this checkout's own. Not inside the project, where Jest would find the copy's
 * src/__mocks__ beside the project's ("duplicate manual mock found") and the build tests would copy it again.
 */
export function keptBuilds(project: string): Builds {
  const logs = path.join(project, `e2e`, `.builds`)
  const checkout = crypto.createHash(`sha256`).update(path.resolve(project)).digest(`hex`).slice(0, 12)
  const site = path.join(os.tmpdir(), `milk-patrol-e2e-site-${checkout}`)
  return {
    site,
    pagesSite: path.join(os.tmpdir(), `milk-patrol-e2e-pages-${checkout}`),
    content: path.join(site, `content`),
    prefixedContent: path.join(logs, `prefixed-content`),
    root: path.join(site, `public`),
    prefixed: path.join(logs, `prefixed`),
    pathPrefix,
    logs,
  }
}

export async function ensureBuilds(project: string): Promise<Builds> {
  const builds = keptBuilds(project)
  const stampFile = path.join(builds.logs, `inputs.sha256`)

  if (process.env.E2E_SKIP_BUILD === `1`) {
    const complete =
      [builds.root, builds.prefixed].every((folder) => fs.existsSync(path.join(folder, `index.html`))) &&
      [builds.content, builds.prefixedContent].every((folder) =>
        fs.existsSync(path.join(folder, `shows.json`)),
      ) &&
      fs.existsSync(path.join(builds.pagesSite, `package.json`))
    if (!complete)
      throw new Error(`E2E_SKIP_BUILD=1, but there is no complete build to reuse: run without it`)
    const fresh =
      fs.existsSync(stampFile) && fs.readFileSync(stampFile, `utf8`) === fingerprintInputs(project)
    if (!fresh)
      console.warn(
        `E2E_SKIP_BUILD=1: the sources changed since the last full build; testing the builds as they are`,
      )
    console.log(`E2E_SKIP_BUILD=1: reusing the builds in ${builds.root} and e2e/.builds/prefixed/`)
    return builds
  }

  fs.rmSync(builds.logs, { recursive: true, force: true })
  fs.mkdirSync(builds.logs, { recursive: true })
  copyProjectInto(project, builds.site, { leftOut: [`content`] })
  await writeEditedContent(builds.content)
  copyProjectInto(project, builds.pagesSite, { leftOut: [`content`] })
  await writeEditedContent(path.join(builds.pagesSite, `content`), editPagesContent)
  fs.cpSync(path.join(builds.pagesSite, `content`), builds.prefixedContent, { recursive: true })
  console.log(
    `Copied the project to ${builds.site} (the edited-content fixture as its content/) and ${builds.pagesSite} (the Pages fixture)`,
  )

  // Netlify sets NETLIFY=true, and Gatsby then runs Netlify's adapter: the root build is built the way it is.
  // NETLIFY_LOCAL keeps the adapter's build cache in the copy (.netlify/build-cache, as `netlify build` on a computer
  // does) instead of Netlify's /opt/build/cache: the rebuild restores .cache/ and public/ from it, as a deploy does.
  const netlify = { PATH_PREFIX: ``, SITE_URL: ``, NETLIFY: `true`, NETLIFY_LOCAL: `true` }
  const made = await Promise.allSettled([
    (async () => {
      await buildSite(builds.pagesSite, pagesBuild, path.join(builds.logs, buildLogs[0]))
      fs.cpSync(path.join(builds.pagesSite, `public`), builds.prefixed, { recursive: true })
    })(),
    (async () => {
      await buildSite(builds.site, netlify, path.join(builds.logs, buildLogs[1]))
      // What hosts (Netlify keeps .cache and public/) and anyone building twice get: the same build again over the
      // first one's cache and output. The tests run against this rebuild, not the clean build.
      await buildSite(builds.site, netlify, path.join(builds.logs, buildLogs[2]))
    })(),
  ])
  // Both builds run to their end, so that a failed one leaves no build running behind the suite.
  for (const result of made) if (result.status === `rejected`) throw result.reason
  fs.writeFileSync(stampFile, fingerprintInputs(project))
  for (const record of readBuildRecords(builds.logs))
    console.log(
      `${record.log}: ${record.cache}, ${record.shows} shows, ${record.seconds} s, ` +
        `${record.imageJobs} image jobs in ${record.imageJobSeconds} s (load ${record.load} when it began)`,
    )
  return builds
}

/**
 * How GitHub's deploy workflow builds the site for Pages: under the path prefix, told its address, and without
 * Netlify's variables whatever the machine running the tests has set.
 */
export const pagesBuild = {
  PATH_PREFIX: pathPrefix,
  SITE_URL: pagesSiteUrl,
  NETLIFY: undefined,
  NETLIFY_LOCAL: undefined,
}

/**
 * `npm run build` in the copy `site` with `env` (a variable set to undefined is removed), its output written to
 * `logFile`; rejects with the log's end when the build fails. Each build is recorded in `recordsFolder` (the logs'
 * folder unless said): how long it took and whether it started from the copy's last build.
 */
export async function buildSite(
  site: string,
  env: Record<string, string | undefined>,
  logFile: string,
  recordsFolder = path.dirname(logFile),
): Promise<BuildRecord> {
  const started = Date.now()
  const load = os.loadavg()[0]!
  const settings = Object.entries(env).filter(([, value]) => value)
  const label = [...settings.map(([name, value]) => `${name}=${value}`), `npm run build`].join(` `)
  const target = buildTarget(env)
  const cache = lastBuildTarget(site) === target ? `warm` : `cold`
  console.log(`Building the site (${cache}): ${label} in ${site} (log: ${logFile})`)
  // A build that fails leaves no finished build behind: the next one in the copy is counted cold.
  fs.rmSync(lastTargetFile(site), { force: true })
  const environment: NodeJS.ProcessEnv = {
    // The repository the editor commits to, as Netlify gives it (any the environment sets comes first).
    REPOSITORY_URL: `https://github.com/milkpatrol/milkpatrol.band`,
    ...process.env,
    ...env,
    GATSBY_TELEMETRY_DISABLED: `1`,
    CI: `true`,
  }
  for (const [name, value] of Object.entries(environment)) if (value === undefined) delete environment[name]
  // The build's temporary files stay in its copy and go with it: Netlify's adapter leaves an empty folder behind in
  // the temp folder for each file it writes (_headers, _redirects), on every build.
  environment.TMPDIR = path.join(site, `.build-tmp`)
  fs.mkdirSync(environment.TMPDIR, { recursive: true })
  const log = fs.openSync(logFile, `w`)
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(`npm`, [`run`, `build`], { cwd: site, env: environment, stdio: [`ignore`, log, log] })
    child.on(`error`, reject)
    child.on(`close`, resolve)
  }).finally(() => fs.closeSync(log))
  if (status !== 0) {
    const end = fs.readFileSync(logFile, `utf8`).split(`\n`).slice(-40).join(`\n`)
    throw new Error(`${label} failed (in ${site}); the end of ${logFile}:\n${end}`)
  }
  fs.writeFileSync(lastTargetFile(site), target)
  const record: BuildRecord = {
    log: path.basename(logFile),
    site,
    target,
    cache,
    seconds: Math.round((Date.now() - started) / 1000),
    load: Math.round(load * 100) / 100,
    shows: (
      JSON.parse(fs.readFileSync(path.join(site, `content`, `shows.json`), `utf8`)) as { shows: unknown[] }
    ).shows.length,
    ...imageJobsIn(fs.readFileSync(logFile, `utf8`)),
  }
  fs.appendFileSync(path.join(recordsFolder, buildRecordFile), `${JSON.stringify(record)}\n`)
  fs.writeFileSync(
    path.join(recordsFolder, publicFilesRecord(record.log)),
    JSON.stringify(await fileDigests(path.join(site, `public`))),
  )
  console.log(`Built in ${record.seconds} s (${cache}): ${label}`)
  return record
}

/** Gatsby's image jobs in a build's log: "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs - 98.471s - 111/111". */
export function imageJobsIn(log: string): { imageJobs: number; imageJobSeconds: number } {
  const line = /IMAGE_PROCESSING jobs - ([\d.]+)s - (\d+)\/\d+/.exec(log)
  return line
    ? { imageJobs: Number(line[2]), imageJobSeconds: Math.round(Number(line[1])) }
    : { imageJobs: 0, imageJobSeconds: 0 }
}

/** Where buildSite records, beside its log, what a build left in public/ (fileDigests). */
const publicFilesRecord = (log: string) => `${log}.public.json`

/** What the build that wrote `log` left in public/, as recorded in `folder` when it ended. */
export function readPublicFiles(folder: string, log: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(folder, publicFilesRecord(log)), `utf8`)) as Record<
    string,
    string
  >
}

/** The builds recorded in `folder`, in the order they ended. */
export function readBuildRecords(folder: string): BuildRecord[] {
  const file = path.join(folder, buildRecordFile)
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, `utf8`)
    .split(`\n`)
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BuildRecord)
}

/** What a build with `env` is for, as src/gatsby/cache-per-address.ts tells builds apart, and whether on Netlify. */
function buildTarget(env: Record<string, string | undefined>): string {
  const address = [env.PATH_PREFIX ?? ``, env.SITE_URL?.trim() ?? ``].filter(Boolean).join(` at `)
  return env.NETLIFY ? `${address} on Netlify`.trim() : address
}

/**
 * What the copy's last finished build was for, or null when it holds none (no .cache/, or no public/, which makes
 * Gatsby throw .cache/ away). Written after each build, beside the record src/gatsby/cache-per-address.ts keeps in .cache/.
 */
function lastBuildTarget(site: string): string | null {
  const marker = lastTargetFile(site)
  const built = [`.cache`, `public`].every((folder) => fs.existsSync(path.join(site, folder)))
  return built && fs.existsSync(marker) ? fs.readFileSync(marker, `utf8`) : null
}
const lastTargetFile = (site: string) =>
  path.join(site, `node_modules`, `.cache`, `milk-patrol`, `e2e-last-build`)

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
