/** @jest-environment node */
// What the build writes into public/booking/ for the stage plot: a PDF drawn anew from the upload (never the
// upload's bytes), a picture as it is, under a name from the band's that no band name makes too long.
import { promises as fs } from "fs"
import path from "path"
import { temporaryFolder, writeImage } from "../../content-model/__fixtures__/content-fixture"
import { hostileMarks, hostilePdfs } from "../../content-model/__fixtures__/hostile-pdfs"
import { writeStagePlot } from "../stage-plot-file"

jest.setTimeout(60_000)

test(`a PDF stage plot is published drawn anew, with nothing of the upload's actions or scripts`, async () => {
  const site = await temporaryFolder(`milk-patrol-stage-plot-`)
  const upload = path.join(site, `content`, `stage-plot.pdf`)
  await fs.mkdir(path.dirname(upload), { recursive: true })
  const hostile = await hostilePdfs.find((pdf) => pdf.name.includes(`update appended`))!.bytes()
  await fs.writeFile(upload, hostile)
  const publicDir = path.join(site, `public`)
  const file = await writeStagePlot(upload, publicDir, `Milk Patrol`)
  expect(file).toMatchObject({ path: `/booking/milk-patrol-stage-plot.pdf`, extension: `pdf` })
  const published = await fs.readFile(path.join(publicDir, file.path))
  expect(file.bytes).toBe(published.length)
  expect(published.subarray(0, 5).toString(`latin1`)).toBe(`%PDF-`)
  expect(published.equals(hostile)).toBe(false)
  for (const mark of hostileMarks) expect(published.toString(`latin1`)).not.toContain(mark)
  // The same upload gives the same file, build after build.
  await writeStagePlot(upload, publicDir, `Milk Patrol`)
  expect((await fs.readFile(path.join(publicDir, file.path))).equals(published)).toBe(true)
})

test(`a picture stage plot replaces an earlier PDF one, and a long band name gives a short file name`, async () => {
  const site = await temporaryFolder(`milk-patrol-stage-plot-`)
  const contentDir = path.join(site, `content`)
  await writeImage(contentDir, `stage-plot.png`, 900)
  const publicDir = path.join(site, `public`)
  const band = `The ${`Very `.repeat(60)}Long Band`
  await fs.mkdir(path.join(publicDir, `booking`), { recursive: true })
  const stem = `the${`-very`.repeat(11)}`
  await fs.writeFile(path.join(publicDir, `booking`, `${stem}-stage-plot.pdf`), `an earlier build's`)
  const file = await writeStagePlot(path.join(contentDir, `stage-plot.png`), publicDir, band)
  expect(file.path).toBe(`/booking/${stem}-stage-plot.png`)
  expect(await fs.readdir(path.join(publicDir, `booking`))).toEqual([`${stem}-stage-plot.png`])
})
