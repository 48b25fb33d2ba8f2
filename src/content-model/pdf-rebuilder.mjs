// Makes the stage plot the site publishes from the PDF in the content, in a process of its own, which
// rebuilt-pdfs.ts starts and ends when it takes too long; this process ends itself when it holds too much memory
// (see watchMemory). Mozilla's PDF.js (unpdf's build for Node) draws each page of the upload into a picture, and
// pdf-lib writes a new PDF of those pictures, one a page, at the pages' own sizes. Nothing else of the upload is
// carried over: not its catalog, its annotations, links, actions, forms, attached files, scripts or fonts, whatever
// names or filters the file writes them with. What PDF.js cannot draw within the limits, or opens only with a key
// (an encrypted file), is refused instead. It answers on its IPC channel: the pages made, or why none were.
import { readFileSync, writeFileSync } from "node:fs"
import { Worker } from "node:worker_threads"
import { PDFDocument, PDFName } from "pdf-lib"
import { createIsomorphicCanvasFactory, getDocumentProxy } from "unpdf"

/** The upload, the limits rebuilt-pdfs.ts sets (image-words.ts's pdfLimits), and where the new PDF goes. */
const [file, limitsText, output] = process.argv.slice(2)
const limits = JSON.parse(limitsText)
/** The most memory the process may hold, in bytes, as its watch and its last look before answering count it. */
const memoryLimitBytes = limits.megabytes * 1_000_000

/**
 * Ends this process when it holds more than `limits.megabytes` of memory, whatever holds it: the JavaScript heap
 * (bounded by --max-old-space-size too), and the decoded streams, pictures and canvases outside it, which no heap
 * limit bounds. Watched from a thread of its own, so a page being drawn for seconds on the main thread does not keep
 * it from looking. process.memoryUsage.rss() is the operating system's own count on Linux, macOS and Windows alike.
 */
function watchMemory() {
  const watcher = new Worker(
    `const { workerData } = require("node:worker_threads")
     setInterval(() => {
       if (process.memoryUsage.rss() > workerData) process.kill(process.pid, "SIGKILL")
     }, 10)`,
    { eval: true, workerData: memoryLimitBytes },
  )
  watcher.unref()
}

/** PDF.js's AnnotationMode.DISABLE: a page's own drawing, without what its annotations would add on top. */
const pageDrawingOnly = 0

/**
 * The scale a page of `width`×`height` points is drawn at: `dotsPerInch`, or less for a page so large that it would
 * come to more than `pagePixels`.
 */
const scaleFor = (width, height) =>
  Math.min(limits.dotsPerInch / 72, Math.sqrt(limits.pagePixels / Math.max(1, width * height)))

/**
 * A drawn page as the new PDF holds it: PNG, which keeps lines and letters sharp, unless JPEG is less than half its
 * size (a page that is mostly photo).
 */
async function encoded(canvas) {
  const png = await canvas.encode(`png`)
  // Lines and letters on white come to a few hundred KB at most: only a larger page is worth a try as JPEG.
  if (png.length < 500_000) return { png }
  const jpeg = await canvas.encode(`jpeg`, 85)
  return jpeg.length * 2 < png.length ? { jpeg } : { png }
}

async function rebuild() {
  const CanvasFactory = await createIsomorphicCanvasFactory(() => import(`@napi-rs/canvas`))
  let pdf
  try {
    // No fonts turned into code, no XFA forms (which run scripts of their own), no fonts of this computer's.
    pdf = await getDocumentProxy(new Uint8Array(readFileSync(file)), {
      isEvalSupported: false,
      enableXfa: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
      CanvasFactory,
    })
  } catch (error) {
    if (error?.name === `PasswordException`) return { refused: `encrypted` }
    throw error
  }
  const { info } = await pdf.getMetadata()
  if (info?.EncryptFilterName) return { refused: `encrypted` }
  const pages = pdf.numPages
  if (pages === 0) return { refused: `no pages` }
  if (pages > limits.pages) return { refused: `pages`, pages }
  // rebuilt-pdfs.ts gives each page after the first time of its own.
  process.send({ pages })
  const made = await PDFDocument.create({ updateMetadata: false })
  const factory = new CanvasFactory()
  for (let number = 1; number <= pages; number++) {
    const page = await pdf.getPage(number)
    const size = page.getViewport({ scale: 1 })
    const viewport = page.getViewport({ scale: scaleFor(size.width, size.height) })
    const drawing = factory.create(
      Math.max(1, Math.round(viewport.width)),
      Math.max(1, Math.round(viewport.height)),
    )
    // White paper under the drawing, as a printer has.
    drawing.context.fillStyle = `#ffffff`
    drawing.context.fillRect(0, 0, drawing.canvas.width, drawing.canvas.height)
    await page.render({
      canvas: drawing.canvas,
      canvasContext: drawing.context,
      viewport,
      annotationMode: pageDrawingOnly,
    }).promise
    const picture = await encoded(drawing.canvas)
    factory.destroy(drawing)
    page.cleanup()
    const image = picture.png ? await made.embedPng(picture.png) : await made.embedJpg(picture.jpeg)
    // The page holds its picture and the one command that draws it over the page, under a name of its own (not
    // drawImage's, which is random: the same upload gives the same file).
    const madePage = made.addPage([size.width, size.height])
    madePage.node.set(PDFName.of(`Resources`), made.context.obj({ XObject: { Drawing: image.ref } }))
    const draw = `q ${size.width} 0 0 ${size.height} 0 0 cm /Drawing Do Q`
    madePage.node.set(PDFName.of(`Contents`), made.context.register(made.context.stream(draw)))
  }
  // Without object streams: every object of the file is in plain sight, for any reader and any check.
  const bytes = await made.save({ useObjectStreams: false })
  writeFileSync(output, bytes)
  return { made: { bytes: bytes.length } }
}

/**
 * Answers, and ends: nothing of the rebuilder is left running. The watch looks once more before the answer goes, so
 * a file made before the watch's thread had started is held to the limit too. (Not the process's peak,
 * resourceUsage().maxRSS: Linux carries it over from the process that started this one.)
 */
const reply = (message) => {
  if (process.memoryUsage.rss() > memoryLimitBytes) process.kill(process.pid, `SIGKILL`)
  process.send(message, () => process.exit(0))
}

watchMemory()
rebuild().then(
  (answer) => reply({ answer }),
  (error) => reply({ error: String(error instanceof Error ? error.message : error) }),
)
