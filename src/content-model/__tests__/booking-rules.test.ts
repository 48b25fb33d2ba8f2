/** @jest-environment node */
// The booking kit's content (content/booking.json): every field optional, the file itself too; what the band does
// fill in is checked like the rest, in the same words (a misspelt field, a photo too small to print, a stage plot
// that is not the PDF or picture it claims to be).
import { promises as fs } from "fs"
import path from "path"
import { contentFixture, writeImage, type ContentData } from "../__fixtures__/content-fixture"
import { onePagePdf, pdfOf } from "../__fixtures__/edited-content"
import { hostilePdfs } from "../__fixtures__/hostile-pdfs"
import { pdfLimits } from "../image-words"
import { minimumImageWidth } from "../schema"
import { checkContent, formatProblems } from "../validate"

// Each check draws the stage plot in a process of its own (rebuilt-pdfs.ts): a second or more on a busy machine.
jest.setTimeout(30_000)

/** The fixture with a booking kit the band has filled in, changed further by `change`. */
async function withBooking(change: (booking: ContentData[`booking`][`booking`]) => void = () => undefined) {
  const contentDir = await contentFixture((data) => {
    data.booking.booking = {
      bio: `A longer story.`,
      genres: [`Rock`],
      setLengths: `45 minutes`,
      brings: `Amps`,
      needs: `Power`,
      stagePlot: `images/booking/stage-plot.pdf`,
      pressPhotos: [{ img: `images/booking/on-stage.jpg`, alt: `The band on stage`, credit: `A friend` }],
    }
    change(data.booking.booking)
  })
  await writeImage(contentDir, `images/booking/on-stage.jpg`, minimumImageWidth.pressPhoto, `jpeg`)
  await fs.writeFile(path.join(contentDir, `images/booking/stage-plot.pdf`), onePagePdf(`Stage plot`))
  return contentDir
}

const problemsIn = async (contentDir: string) => formatProblems((await checkContent(contentDir)).problems)

test(`content without booking.json builds: the booking page then shows what band.json and the shows say`, async () => {
  const contentDir = await contentFixture()
  await fs.rm(path.join(contentDir, `booking.json`))
  expect(await problemsIn(contentDir)).toBe(``)
})

test(`an empty booking kit and a filled one are both accepted, a PDF stage plot included`, async () => {
  expect(await problemsIn(await contentFixture())).toBe(``)
  expect(await problemsIn(await withBooking())).toBe(``)
})

test(`a misspelt booking field is named, with the fields it can be`, async () => {
  const contentDir = await withBooking((booking) => {
    booking.setLength = booking.setLengths
    delete booking.setLengths
  })
  expect(await problemsIn(contentDir)).toBe(
    `content/booking.json: "setLength" is not a field the booking kit can have; did you mean "setLengths"? The fields are bio, genres, setLengths, brings, needs, stagePlot and pressPhotos`,
  )
})

test(`a press photo too small to print is refused, naming the photo`, async () => {
  const contentDir = await withBooking()
  await writeImage(contentDir, `images/booking/on-stage.jpg`, 800, `jpeg`)
  expect(await problemsIn(contentDir)).toBe(
    `content/booking.json: press photo 1: "img" is "images/booking/on-stage.jpg", which is only 800px wide; a press photo must be at least 1200px wide to stay sharp on high-resolution screens, so export a larger one`,
  )
})

test(`a stage plot named .pdf that is a picture, or written in Word, is refused`, async () => {
  const renamed = await withBooking()
  await writeImage(renamed, `images/booking/stage-plot.pdf`, 900)
  expect(await problemsIn(renamed)).toMatch(
    /^content\/booking\.json: "stagePlot" is "images\/booking\/stage-plot\.pdf", but that file is .*, not a PDF/,
  )
  const inWord = await withBooking((booking) => {
    booking.stagePlot = `images/booking/stage-plot.docx`
  })
  expect(await problemsIn(inWord)).toBe(
    `content/booking.json: "stagePlot" is "images/booking/stage-plot.docx", which does not end in .pdf, .png, .jpg, .jpeg, .webp or .avif; the site can only offer those, so save the stage plot as PDF, or export it as PNG or JPEG`,
  )
})

const stagePlot = `content/booking.json: "stagePlot" is "images/booking/stage-plot.pdf"`
const saveAgain = `save the stage plot again as PDF, or export it as PNG or JPEG`

test.each([
  [
    `a YAML file that starts with "%PDF-"`,
    `%PDF-1.4\nbackend:\n  name: github\n  base_url: https://evil.example\n`,
  ],
  [`the first line of a PDF and its end, with nothing between`, `%PDF-1.4\n%%EOF\n`],
  [`half of a PDF`, onePagePdf(`Stage plot`).subarray(0, 200)],
])(`a stage plot that only starts like a PDF is refused: %s`, async (_name, bytes) => {
  const contentDir = await withBooking()
  await fs.writeFile(path.join(contentDir, `images/booking/stage-plot.pdf`), bytes)
  expect(await problemsIn(contentDir)).toBe(
    `${stagePlot}, which starts like a PDF but does not open as one (perhaps a damaged or half-copied file, or another kind of file renamed); ${saveAgain}`,
  )
})

test(`a PDF without a page is refused`, async () => {
  const contentDir = await withBooking()
  const noPages = onePagePdf(`Stage plot`)
    .toString(`latin1`)
    .replace(`/Kids [3 0 R] /Count 1`, `/Kids [     ] /Count 0`)
  await fs.writeFile(path.join(contentDir, `images/booking/stage-plot.pdf`), noPages, `latin1`)
  expect(await problemsIn(contentDir)).toBe(`${stagePlot}, which is a PDF without a page; ${saveAgain}`)
})

test(`a PDF over 20 MB is refused without being opened`, async () => {
  const contentDir = await withBooking()
  const file = path.join(contentDir, `images/booking/stage-plot.pdf`)
  await fs.appendFile(file, Buffer.alloc(21_000_000))
  expect(await problemsIn(contentDir)).toBe(
    `${stagePlot}, which is a 21.0 MB file; the site takes files up to 20 MB (a photo straight from a phone fits), since each goes into the site's repository as it is; save the stage plot again as a smaller PDF (most PDF programs have a "reduce file size" choice)`,
  )
})

test(`a press photo without words for people who cannot see it is refused`, async () => {
  const contentDir = await withBooking((booking) => {
    delete booking.pressPhotos[0].alt
  })
  expect(await problemsIn(contentDir)).toBe(
    `content/booking.json: press photo 1: "alt" is missing; add it, like "alt": "The band on stage at The Space in Champaign"`,
  )
})

test(`a stage plot holding scripts, actions and files inside is fine: the site publishes its pages drawn anew`, async () => {
  const contentDir = await withBooking()
  const bytes = pdfOf({
    catalog: `/OpenAction << /S /Launch /F (cmd.exe) >> /Names << /J#61vaScript << /Names [(x) << /S /JavaScript /JS (app.alert\\(1\\)) >>] >> >>`,
    page: `/AA << /O << /S /Launch /F (calc.exe) >> >>`,
  })
  await fs.writeFile(path.join(contentDir, `images/booking/stage-plot.pdf`), bytes)
  expect(await problemsIn(contentDir)).toBe(``)
})

test(`a stage plot that is encrypted, or has more pages than the site takes, is refused in words`, async () => {
  const contentDir = await withBooking()
  const file = path.join(contentDir, `images/booking/stage-plot.pdf`)
  const encrypted = hostilePdfs.find((pdf) => pdf.outcome === `encrypted`)!
  await fs.writeFile(file, await encrypted.bytes())
  expect(await problemsIn(contentDir)).toBe(
    `${stagePlot}, which is locked or encrypted (a password, or security settings that limit printing or copying); the site can only publish a PDF anyone can open, so save the stage plot again without a password or security, or print the stage plot to a new PDF ("Save as PDF" or "Microsoft Print to PDF" in the print window), or export it as PNG or JPEG`,
  )
  await fs.writeFile(file, await hostilePdfs.find((pdf) => pdf.name === `11 pages`)!.bytes())
  expect(await problemsIn(contentDir)).toBe(
    `${stagePlot}, which has 11 pages; a stage plot has a page or a few, and the site takes up to ${pdfLimits.pages}, so save only the stage plot's pages as PDF`,
  )
})

test(`a stage plot whose pages take more memory than the site gives is refused in words`, async () => {
  const contentDir = await withBooking()
  const file = path.join(contentDir, `images/booking/stage-plot.pdf`)
  await fs.writeFile(file, await hostilePdfs.find((pdf) => pdf.name.includes(`12000`))!.bytes())
  expect(await problemsIn(contentDir)).toBe(
    `${stagePlot}, which takes more memory than the 512 MB the site gives a stage plot to draw its pages (a real one takes a fraction of that); save the stage plot again as a smaller PDF (most PDF programs have a "reduce file size" choice), or export it as PNG or JPEG`,
  )
}, 60_000)
