/** @jest-environment node */
// The logo's SVG source, which the booking page's logo downloads are made from: the checker says what the build takes
// out of it (a warning: the site is built, without those parts), and refuses a source that is no drawing, on which the
// build would stop. Checker, build hook and press logos read the same sanitiser, so they agree.
import { spawnSync } from "child_process"
import { promises as fs } from "fs"
import path from "path"
import { writePressLogos } from "../../booking/press-logos"
import { buildHookPanics } from "../__fixtures__/build-hook"
import { contentFixture, temporaryFolder } from "../__fixtures__/content-fixture"
import { attackerSite, cleanLogoSvg, hostileLogoSvg } from "../__fixtures__/hostile-logo"
import { formatProblems } from "../content-rules"
import { checkContent } from "../validate"

const projectDir = path.join(__dirname, `..`, `..`, `..`)

/** A site folder holding the good content, with `svg` as the logo's SVG source. */
async function siteWithLogoSource(svg: string) {
  const siteDir = await temporaryFolder(`milk-patrol-site-`)
  const contentDir = path.join(siteDir, `content`)
  await fs.cp(await contentFixture(), contentDir, { recursive: true })
  await fs.mkdir(path.join(contentDir, `images`, `source`), { recursive: true })
  await fs.writeFile(path.join(contentDir, `images`, `source`, `logo.svg`), svg)
  return { siteDir, contentDir }
}

const site = `https://${attackerSite}`
const takenOut = `content/images/source/logo.svg: the logo's SVG source holds an <?xml-stylesheet?> instruction with a link to ${site}/sheet.css, a <style> element with a link to ${site}/import.css, a <style> element with a link to ${site}/escaped.png, an onload attribute on <svg>, a <script> element, a link to ${site}/paint.svg#p, a <foreignObject> element, a link to ${site}/tracker.png and a link to ${site}/xlink-tracker.png, which the site does not publish: they were taken out of the logo files bookers download from the booking page, and the rest of the drawing is published as it is. To keep them out of the drawing itself (a logo needs no scripts and no links to other sites), export the SVG again from the drawing program without scripts`

test(`a script, an event attribute, a foreignObject and links to another site: the checker names the file and each part taken out, the build goes ahead, and the logo files are published without them`, async () => {
  const { siteDir, contentDir } = await siteWithLogoSource(hostileLogoSvg)
  const report = await checkContent(contentDir)
  expect(report.problems).toEqual([])
  expect(formatProblems(report.warnings)).toBe(takenOut)
  expect(await buildHookPanics(siteDir)).toEqual([])
  const publicDir = path.join(siteDir, `public`)
  const files = await writePressLogos(
    path.join(contentDir, `images/source/logo.svg`),
    publicDir,
    `Milk Patrol`,
  )
  for (const file of files.filter(({ type }) => type === `image/svg+xml`))
    expect(await fs.readFile(path.join(publicDir, file.path), `utf8`)).not.toMatch(
      /script|onload|foreignObject|evil/,
    )
}, 60_000)

test(`npm run check-content says it before "content OK"`, async () => {
  const { contentDir } = await siteWithLogoSource(hostileLogoSvg)
  const script = path.join(projectDir, `scripts`, `check-content.ts`)
  const run = spawnSync(process.execPath, [`--require`, `tsx/cjs`, script, contentDir], {
    cwd: projectDir,
    encoding: `utf8`,
  })
  expect(run.stderr).toBe(
    `${takenOut}\n\n1 thing worth a look in content/ (the site is built either way; CONTENT.md explains every field).\n\n`,
  )
  expect(run.stdout).toMatch(/^content OK: /)
  expect(run.status).toBe(0)
}, 30_000)

test(`a clean logo source: not a word`, async () => {
  const { contentDir } = await siteWithLogoSource(cleanLogoSvg)
  expect(await checkContent(contentDir)).toMatchObject({ problems: [], warnings: [] })
})

test(`a source that is no drawing: the checker refuses it in words, and the build's hook and the logo files stop too`, async () => {
  const { siteDir, contentDir } = await siteWithLogoSource(
    `<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>`,
  )
  const { problems } = await checkContent(contentDir)
  expect(formatProblems(problems)).toMatch(
    /^content\/images\/source\/logo\.svg: the logo's SVG source cannot be published, because it is not a drawing an SVG reader can open \(.+\); the booking page's logo downloads are made from it, so export the SVG again from the drawing program \(or move the file out of content\/images\/source\/, and the booking page offers no logo files\)$/,
  )
  expect(await buildHookPanics(siteDir)).toEqual([expect.stringContaining(formatProblems(problems))])
  await expect(
    writePressLogos(
      path.join(contentDir, `images/source/logo.svg`),
      path.join(siteDir, `public`),
      `Milk Patrol`,
    ),
  ).rejects.toThrow(/cannot be published: it is not a drawing an SVG reader can open/)
})
