/** @jest-environment node */
// The press logos over a warm cache, as hosts rebuild: files an earlier build made from the logo's source before it
// was sanitised must not survive, though the source itself has not changed since. And the logo is sanitised once per
// content, not by each of the checker, the build's check, the files and the booking page's query.
import { spawnSync } from "child_process"
import { promises as fs } from "fs"
import path from "path"
import type { ParentSpanPluginArgs } from "gatsby"
import * as safeSvg from "../../content-model/safe-svg"
import { buildHookPanics } from "../../content-model/__fixtures__/build-hook"
import { contentFixture, temporaryFolder } from "../../content-model/__fixtures__/content-fixture"
import { attackerSite, hostileLogoSvg } from "../../content-model/__fixtures__/hostile-logo"
import { makePressLogosBeforeQueries, resolvePressLogos } from "../press-logo-resolvers"

// The sanitiser, counted wherever the build's hooks call it from (the module itself, not a property of its exports).
jest.mock(`../../content-model/safe-svg`, () => {
  const actual = jest.requireActual<typeof safeSvg>(`../../content-model/safe-svg`)
  return { ...actual, sanitiseSvg: jest.fn(actual.sanitiseSvg) }
})

const projectDir = path.join(__dirname, `..`, `..`, `..`)

const startedIn = process.cwd()
afterEach(() => process.chdir(startedIn))

test(`a build over the cache of one that published the logo's source unsanitised writes the sanitised logo`, async () => {
  const siteDir = await temporaryFolder(`milk-patrol-press-cache-`)
  const contentDir = path.join(siteDir, `content`)
  const sourceFile = path.join(contentDir, `images`, `source`, `logo.svg`)
  await fs.mkdir(path.dirname(sourceFile), { recursive: true })
  await fs.writeFile(sourceFile, hostileLogoSvg)
  // What the build before wrote: the source as it was, and its record, keyed on the source's time of change.
  const files = [`milk-patrol-logo.svg`, `milk-patrol-logo.png`]
  await fs.mkdir(path.join(siteDir, `public`, `booking`), { recursive: true })
  for (const file of files) await fs.writeFile(path.join(siteDir, `public`, `booking`, file), hostileLogoSvg)
  await fs.mkdir(path.join(siteDir, `.cache`))
  const key = JSON.stringify([sourceFile, (await fs.stat(sourceFile)).mtimeMs, `Milk Patrol`])
  const made = files.map((file) => ({ path: `/booking/${file}` }))
  await fs.writeFile(path.join(siteDir, `.cache`, `press-logos.json`), JSON.stringify({ key, files: made }))

  process.chdir(siteDir)
  const band = { parent: `band-file`, name: `Milk Patrol`, logo: { img: `images/logo.png` } }
  await makePressLogosBeforeQueries({
    getNodesByType: () => [band],
    getNode: () => ({ dir: contentDir }),
  } as unknown as ParentSpanPluginArgs)

  const published = await fs.readFile(path.join(siteDir, `public`, `booking`, `milk-patrol-logo.svg`), `utf8`)
  expect(published).not.toContain(`<script`)
  expect(published).not.toContain(attackerSite)
}, 60_000)

test(`the logo is sanitised once per content: npm run check-content reads it, and the whole build reads none`, async () => {
  const siteDir = await temporaryFolder(`milk-patrol-press-once-`)
  const contentDir = path.join(siteDir, `content`)
  await fs.cp(await contentFixture(), contentDir, { recursive: true })
  const sourceFile = path.join(contentDir, `images`, `source`, `logo.svg`)
  await fs.mkdir(path.dirname(sourceFile), { recursive: true })
  await fs.writeFile(sourceFile, hostileLogoSvg)
  // `npm run check-content`, in the site's folder as the build script runs it.
  const checked = spawnSync(
    process.execPath,
    [
      `--require`,
      require.resolve(`tsx/cjs`),
      path.join(projectDir, `scripts`, `check-content.ts`),
      contentDir,
    ],
    { cwd: siteDir, encoding: `utf8` },
  )
  expect(checked.stdout).toMatch(/^content OK/)

  process.chdir(siteDir)
  const sanitised = jest.mocked(safeSvg.sanitiseSvg)
  sanitised.mockClear()
  // The build: its check (onPreInit), the files before the queries (onPreBuild), and the booking page's query.
  expect(await buildHookPanics(siteDir)).toEqual([])
  const band = { parent: `band-file`, name: `Milk Patrol`, logo: { img: `images/logo.png` } }
  await makePressLogosBeforeQueries({
    getNodesByType: () => [band],
    getNode: () => ({ dir: contentDir }),
  } as unknown as ParentSpanPluginArgs)
  let resolvers: Record<string, Record<string, { resolve: (...args: unknown[]) => unknown }>> = {}
  resolvePressLogos({ createResolvers: (given: typeof resolvers) => (resolvers = given) } as never)
  const files = await resolvers.BandJson!.pressLogos!.resolve(
    band,
    {},
    {
      nodeModel: { getNodeById: () => ({ dir: contentDir }) },
    },
  )
  expect(files).toHaveLength(4)
  expect(sanitised.mock.calls.filter(([source]) => source === hostileLogoSvg)).toEqual([])
}, 60_000)
