/** @jest-environment node */
// The stage plot a booker downloads is a new PDF drawn from the upload's pages, whatever the upload holds: each file
// of the hostile corpus is rebuilt or refused, and what is published is read back by pdf-lib, object by object, and
// by a second reader, poppler's (pdfinfo, pdfimages, pdfdetach, from Debian's poppler-utils), to show that nothing
// that runs, opens, sends or is larger than a drawn page is left.
import { execFileSync } from "child_process"
import { promises as fs } from "fs"
import path from "path"
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib"
import { temporaryFolder } from "../__fixtures__/content-fixture"
import { onePagePdf } from "../__fixtures__/edited-content"
import { hostileMarks, hostilePdfs, type HostileOutcome } from "../__fixtures__/hostile-pdfs"
import { pdfLimits, type PdfRebuilding } from "../image-words"
import { rebuildPdf } from "../rebuilt-pdfs"

// Each file is drawn in a process of its own, and the two that cost too much run until a limit ends them.
jest.setTimeout(120_000)

const outcomeOf = (rebuilding: PdfRebuilding): HostileOutcome | `unopened` =>
  `made` in rebuilding
    ? `rebuilt`
    : `tooMuch` in rebuilding
      ? `tooMuch`
      : `unopened` in rebuilding
        ? `unopened`
        : rebuilding.refused === `encrypted`
          ? `encrypted`
          : `pages`

/** The entries each kind of object of a published file may have: a page's drawing, and nothing else. */
const allowedEntries: Record<string, string[]> = {
  Catalog: [`Type`, `Pages`],
  Pages: [`Type`, `Kids`, `Count`],
  Page: [`Type`, `Parent`, `MediaBox`, `Contents`, `Resources`],
  /** An image XObject: a page's picture, and its transparency when PNG has one. */
  XObject: [
    `Type`,
    `Subtype`,
    `Width`,
    `Height`,
    `BitsPerComponent`,
    `ColorSpace`,
    `Filter`,
    `DecodeParms`,
    `SMask`,
    `Length`,
  ],
  /** A page's drawing: "draw the picture over the page". */
  stream: [`Length`, `Filter`],
}

/** Every entry of every object in the file that is not one of a drawn page's, as "Kind /Entry". */
async function entriesBeyondDrawnPages(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false })
  const trailer = document.context.trailerInfo
  const beyond = [
    ...(trailer.Encrypt ? [`trailer /Encrypt`] : []),
    ...(trailer.Info ? [`trailer /Info`] : []),
  ]
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const dictionary =
      object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : undefined
    if (!dictionary) {
      beyond.push(`an object that is neither a dictionary nor a stream`)
      continue
    }
    const type = dictionary.get(PDFName.of(`Type`))?.toString().slice(1)
    const kind = type ?? (object instanceof PDFRawStream ? `stream` : `dictionary`)
    const allowed = allowedEntries[kind] ?? []
    for (const key of dictionary.keys()) {
      const name = key.toString().slice(1)
      if (!allowed.includes(name)) beyond.push(`${kind} /${name}`)
    }
    if (kind === `Page`) {
      const resources = dictionary.lookup(PDFName.of(`Resources`), PDFDict)
      for (const key of resources.keys())
        if (key.toString() !== `/XObject`) beyond.push(`Resources ${key.toString()}`)
    }
  }
  return beyond
}

const poppler = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: `utf8` })

/** What poppler says of the published file: its info, its scripts, its pictures, the files inside it. */
function readBackByPoppler(file: string) {
  const info = poppler(`pdfinfo`, file)
  const scripts = poppler(`pdfinfo`, `-js`, file).slice(info.length)
  const pictures = poppler(`pdfimages`, `-list`, file)
    .split(`\n`)
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const [page, , type, width, height, , , , , , , , xPpi, yPpi] = line.trim().split(/\s+/)
      return { page: Number(page), type, width: Number(width), height: Number(height), ppi: [xPpi, yPpi] }
    })
  const attached = poppler(`pdfdetach`, `-list`, file)
  return { info, scripts, pictures, attached }
}

let folder: string
beforeAll(async () => {
  folder = await temporaryFolder(`milk-patrol-hostile-pdfs-`)
})

test.each(hostilePdfs.map((pdf) => [pdf.name, pdf] as const))(
  `a stage plot with %s is drawn anew or refused, never published as it is`,
  async (_name, hostile) => {
    const upload = path.join(folder, `upload.pdf`)
    const published = path.join(folder, `published.pdf`)
    await fs.rm(published, { force: true })
    await fs.writeFile(upload, await hostile.bytes())
    const rebuilding = await rebuildPdf(upload, published)
    expect(outcomeOf(rebuilding)).toBe(hostile.outcome)
    if (hostile.outcome !== `rebuilt`) {
      await expect(fs.stat(published)).rejects.toThrow()
      return
    }
    const bytes = await fs.readFile(published)
    expect(await entriesBeyondDrawnPages(bytes)).toEqual([])
    const text = bytes.toString(`latin1`)
    for (const mark of hostileMarks) expect(text).not.toContain(mark)

    const { info, scripts, pictures, attached } = readBackByPoppler(published)
    expect(info).toMatch(/^JavaScript:\s+no$/m)
    expect(info).toMatch(/^Form:\s+none$/m)
    expect(info).toMatch(/^Encrypted:\s+no$/m)
    expect(scripts.trim()).toBe(``)
    expect(attached).toMatch(/^0 embedded files/)
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)![1])
    // One picture a page, drawn at 150 dots per inch, no more pixels than a page may have.
    expect(pictures.map((picture) => picture.page)).toEqual(
      Array.from({ length: pages }, (_, page) => page + 1),
    )
    for (const picture of pictures) {
      expect(picture.type).toBe(`image`)
      expect(picture.ppi).toEqual([`150`, `150`])
      expect(picture.width * picture.height).toBeLessThanOrEqual(pdfLimits.pagePixels)
    }
  },
)

test(`the published stage plot shows the upload's pages, at their own size`, async () => {
  const upload = path.join(folder, `plain.pdf`)
  const published = path.join(folder, `plain-published.pdf`)
  await fs.writeFile(upload, onePagePdf(`Drums left, bass right`))
  expect(await rebuildPdf(upload, published)).toEqual({
    made: { bytes: (await fs.stat(published).catch(() => ({ size: -1 }))).size },
  })
  expect(poppler(`pdfinfo`, published)).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m)
  // Drawn by poppler into a picture: the words are there, in black on white.
  const grey = execFileSync(`pdftoppm`, [`-r`, `30`, `-gray`, published])
  const pixels = grey.subarray(grey.length - 255 * 330)
  expect(Math.min(...pixels)).toBeLessThan(100)
  expect(Math.max(...pixels)).toBe(255)
})

test(`the rebuilder runs in a process of its own, ended when it holds more memory or takes more time than its limits`, async () => {
  const upload = path.join(folder, `limits.pdf`)
  await fs.writeFile(upload, onePagePdf(`Stage plot`))
  const output = path.join(folder, `limits-published.pdf`)
  // Node alone holds more than 20 MB: the process's own watch ends it.
  expect(await rebuildPdf(upload, output, { ...pdfLimits, megabytes: 20 })).toEqual({ tooMuch: `memory` })
  expect(await rebuildPdf(upload, output, { ...pdfLimits, milliseconds: 1 })).toEqual({ tooMuch: `time` })
})
