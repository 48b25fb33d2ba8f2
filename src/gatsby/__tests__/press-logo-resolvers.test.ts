/** @jest-environment node */
// The press logos over a warm cache, as hosts rebuild: files an earlier build made from the logo's source before it
// was sanitised must not survive, though the source itself has not changed since.
import { promises as fs } from "fs"
import path from "path"
import type { ParentSpanPluginArgs } from "gatsby"
import { temporaryFolder } from "../../content-model/__fixtures__/content-fixture"
import { attackerSite, hostileLogoSvg } from "../../content-model/__fixtures__/hostile-logo"
import { makePressLogosBeforeQueries } from "../press-logo-resolvers"

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
