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
import {
  attackerSite,
  cleanLogoSvg,
  filterLogos,
  hostileLogoSvg,
  nestedUseLogo,
} from "../__fixtures__/hostile-logo"
import { formatProblems } from "../content-rules"
import { drawsInTime, logoDrawing } from "../logo-drawing"
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

/** The booking page's logo files of the site in `siteDir`, as its build makes them. */
const pressLogosOf = (siteDir: string) =>
  writePressLogos(
    path.join(siteDir, `content`, `images/source/logo.svg`),
    path.join(siteDir, `public`),
    `Milk Patrol`,
  )

const site = `https://${attackerSite}`
const takenOut = `content/images/source/logo.svg: the logo's SVG source holds an <?xml-stylesheet?> instruction with a link to ${site}/sheet.css, an onload attribute on <svg>, a <script> element, a <style> element with a link to ${site}/import.css, a <style> element with a link to ${site}/escaped.png, a link to ${site}/paint.svg#p, a <foreignObject> element, a link to ${site}/tracker.png and a link to ${site}/xlink-tracker.png, which the site does not publish: they were taken out of the logo files bookers download from the booking page, and the rest of the drawing is published as it is. To keep them out of the drawing itself (a logo needs no scripts and no links to other sites), export the SVG again from the drawing program without scripts`

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
  await expect(pressLogosOf(siteDir)).rejects.toThrow(
    /cannot be published: it is not a drawing an SVG reader can open/,
  )
})

/** A drawing of `count` small squares: what a logo traced into pixels, or an attacker, would leave. */
const squares = (count: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">${`<rect width="1" height="1"/>`.repeat(count)}</svg>\n`

test.each([
  [
    `200,000 elements in 5.6 MB (the build took 5 minutes and 4.2 GB on it)`,
    squares(200_000),
    `it is a 5.6 MB file, and the site takes a drawing up to 1 MB (a logo is a few hundred KB at most: save it without pictures pasted into it, or with its shapes simplified)`,
  ],
  [
    `10,001 elements in 0.3 MB`,
    squares(10_000),
    `it has 10,001 elements (shapes, groups and the like), and the site takes a drawing of up to 10,000 (a logo has a few hundred at most: combine or simplify its shapes in the drawing program)`,
  ],
])(
  `a logo source of %s is refused before it is read, and the build stops on the same words`,
  async (_what, svg, why) => {
    const { siteDir, contentDir } = await siteWithLogoSource(svg)
    const { problems } = await checkContent(contentDir)
    expect(formatProblems(problems)).toBe(
      `content/images/source/logo.svg: the logo's SVG source cannot be published, because ${why}; the booking page's logo downloads are made from it, so export the SVG again from the drawing program (or move the file out of content/images/source/, and the booking page offers no logo files)`,
    )
    expect(await buildHookPanics(siteDir)).toEqual([expect.stringContaining(formatProblems(problems))])
    await expect(pressLogosOf(siteDir)).rejects.toThrow(why)
  },
  60_000,
)

/** A 400×200 drawing whose <svg> says `size`. */
const sized = (size: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${size} viewBox="0 0 400 200"><rect width="400" height="200" fill="#1d2b53"/></svg>\n`

test.each([
  [
    `width="1" height="1"`,
    `its <svg> is only 1×1 pixels, so drawing the 2400-pixel-wide PNG download from it would take 172,800 dots per inch, more than the 100,000 the drawing library can; give its <svg> the size of its viewBox: width="400" height="200"`,
  ],
  [
    `width="2" height="80"`,
    `its <svg> is 2×80 pixels, 40 times as tall as it is wide, so the 2400-pixel-wide PNG download would be 2400×96,000 pixels, more than the 50 megapixels the site draws; give its <svg> the size of its viewBox: width="400" height="200"`,
  ],
  [
    `width="2" height="120"`,
    `its <svg> is 2×120 pixels, 60 times as tall as it is wide, so the 2400-pixel-wide PNG download would be 2400×144,000 pixels, more than the 50 megapixels the site draws; give its <svg> the size of its viewBox: width="400" height="200"`,
  ],
  [
    `width="200000" height="100000"`,
    `its <svg> is 200,000 pixels wide, so drawing the 2400-pixel-wide PNG download from it would take less than 1 dot per inch, which the drawing library cannot; give its <svg> the size of its viewBox: width="400" height="200"`,
  ],
])(
  `a logo source that says %s, which the build cannot draw, is refused in words naming what to write`,
  async (size, why) => {
    const { siteDir, contentDir } = await siteWithLogoSource(sized(size))
    const { problems } = await checkContent(contentDir)
    expect(formatProblems(problems)).toBe(
      `content/images/source/logo.svg: the booking page's logo downloads cannot be drawn from the logo's SVG source, because ${why} (or move the file out of content/images/source/, and the booking page offers no logo files)`,
    )
    await expect(pressLogosOf(siteDir)).rejects.toThrow(`cannot be drawn: ${why}`)
  },
  60_000,
)

test(`the size of its viewBox is drawn, and a logo four times as tall as it is wide passes`, async () => {
  const tall = await siteWithLogoSource(sized(`width="100" height="400"`))
  expect((await checkContent(tall.contentDir)).problems).toEqual([])
  const { siteDir, contentDir } = await siteWithLogoSource(sized(`width="400" height="200"`))
  expect((await checkContent(contentDir)).problems).toEqual([])
  const files = await writePressLogos(
    path.join(contentDir, `images/source/logo.svg`),
    path.join(siteDir, `public`),
    `Milk Patrol`,
  )
  expect(files.map(({ width, height }) => [width, height])).toContainEqual([2400, 1200])
}, 60_000)

test(`the checker draws the logo once, as the build will, in a process ended at the time limit`, async () => {
  const drawing = await logoDrawing(cleanLogoSvg)
  if (`problem` in drawing) throw new Error(drawing.problem)
  expect(await drawsInTime(cleanLogoSvg, drawing)).toBe(true)
  expect(await drawsInTime(cleanLogoSvg, drawing, 0.001)).toBe(false)
}, 30_000)

test.each([
  [`five levels of 12 <use>`, nestedUseLogo(5, 12)],
  [`ten levels of 10 <use>`, nestedUseLogo(10, 10)],
])(
  `a logo source of %s is refused by the checker, and the build stops on the same words`,
  async (_what, svg) => {
    const { siteDir, contentDir } = await siteWithLogoSource(svg)
    const { problems } = await checkContent(contentDir)
    expect(formatProblems(problems)).toMatch(
      /^content\/images\/source\/logo\.svg: the logo's SVG source cannot be published, because it draws more than 4,000 shapes, groups and words once each <use> is counted/,
    )
    await expect(pressLogosOf(siteDir)).rejects.toThrow(`it draws more than 4,000 shapes`)
  },
  60_000,
)

test.each(Object.entries(filterLogos))(
  `a logo source with a %s filter is published without it, and drawn in a moment`,
  async (_what, svg) => {
    const { siteDir, contentDir } = await siteWithLogoSource(svg)
    const started = performance.now()
    const report = await checkContent(contentDir)
    expect(report.problems).toEqual([])
    expect(formatProblems(report.warnings)).toContain(
      `holds a <filter> element, which the site does not publish`,
    )
    const files = await pressLogosOf(siteDir)
    expect(performance.now() - started).toBeLessThan(20_000)
    const colour = files.find(({ path: file }) => file.endsWith(`-logo.svg`))!
    expect(await fs.readFile(path.join(siteDir, `public`, colour.path), `utf8`)).not.toMatch(
      /filter|feMorphology|feTurbulence/,
    )
  },
  60_000,
)
