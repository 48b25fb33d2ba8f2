// Reads a stage-plot PDF from the content in a process of its own, which pdf-reading.ts starts and ends
// when it takes too long; this process ends itself when it takes too much memory (see watchMemory). It answers on its
// IPC channel with what it found: how many pages, what active content the file holds (scripts, actions that start
// programs or send forms, files inside it, links that are neither https nor mailto:), whether it starts like a web page, and how many
// bytes its streams decode to; or that the file does not open as a PDF.
//
// The active content is found twice over: Mozilla's PDF.js (unpdf's build for Node) says what a PDF reader would run,
// and a reading of the file's own words (the names /JavaScript, /Launch, /AA, ... in its objects, those packed in
// compressed object streams included) finds what PDF.js only reads when asked (an action run when the file opens
// that starts a program). Then PDF.js reads page 1 whole, as a reader draws it, so a page that cannot be drawn within
// the limits is refused here, not in a booker's browser.
import { readFileSync } from "node:fs"
import { Worker } from "node:worker_threads"
import { constants, inflateSync } from "node:zlib"
import { getDocumentProxy } from "unpdf"

/** The file, and the limits pdf-reading.ts sets: `megabytes` of memory, `decodedBytes` of streams, `pages`. */
const [file, limitsText] = process.argv.slice(2)
const limits = JSON.parse(limitsText)
/** The most memory the reader may hold, in bytes, as its watch and its last look before answering count it. */
const memoryLimitBytes = limits.megabytes * 1_000_000

/**
 * Ends this process when it holds more than `limits.megabytes` of memory, whatever holds it: the JavaScript heap
 * (bounded by --max-old-space-size too) and the decoded bytes and pictures outside it, which no heap limit bounds.
 * Watched from a thread of its own, so a page being read for seconds on the main thread does not keep it from
 * looking. process.memoryUsage.rss() is the operating system's own count on Linux, macOS and Windows alike.
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

/** What no stage plot needs and a PDF reader would act on, by the name of what the file holds, in words. */
const activeNames = {
  JavaScript: `JavaScript`,
  JS: `JavaScript`,
  Launch: `an action that starts a program (Launch)`,
  SubmitForm: `a form that sends what is typed into it to an address (SubmitForm)`,
  ImportData: `an action that reads another file into the form (ImportData)`,
  GoToR: `a link that opens another file (GoToR)`,
  GoToE: `a link that opens a file inside it (GoToE)`,
  OpenAction: `an action run when the file is opened (OpenAction)`,
  AA: `actions run when a page is opened or a field touched (AA)`,
  EmbeddedFiles: `files inside it (EmbeddedFiles)`,
  EmbeddedFile: `files inside it (EmbeddedFiles)`,
  FileAttachment: `files inside it (FileAttachment)`,
  RichMedia: `a film or sound that plays in it (RichMedia)`,
}

/** The words found, in the order of activeNames (the links after them), whatever order the file has them in. */
const inOrder = (found) => {
  const order = Object.values(activeNames)
  const rank = (words) => (order.includes(words) ? order.indexOf(words) : order.length)
  return [...new Set(found)].sort((a, b) => rank(a) - rank(b))
}

/** The most pages the file's page trees say they hold (PDF.js counts the pages there are, which may be fewer). */
const claimedPages = (text) =>
  Math.max(
    0,
    ...[
      ...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g),
    ].map(([, before, after]) => Number(before ?? after)),
  )

/** A link a stage plot may hold: to a web page over https, or an e-mail address to book the band at. */
const safeLink = (target) => /^(https:\/\/|mailto:)/i.test(target)

/** A name's own letters: "#xx" is a character written by its code (/J#61vaScript is /JavaScript). */
const plainName = (name) =>
  name.replace(/#([0-9a-f]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)))

/** What `text` (a part of the file, as latin1) holds of the active content, in words. */
function activeContentIn(text) {
  const found = new Set()
  for (const [, written, after] of text.matchAll(/\/([^\s/<>[\]()%{}]+)(?=([\s\S]{0,300}))/g)) {
    const name = plainName(written)
    // An action run when the file opens, not a destination ([3 0 R /Fit] only turns to a page).
    if (name === `OpenAction`) {
      if (/^\s*<</.test(after)) found.add(activeNames.OpenAction)
    } else if (name in activeNames) found.add(activeNames[name])
    if (name === `URI`) {
      const target =
        /^\s*\(((?:\\.|[^\\)])*)\)/.exec(after)?.[1] ?? hexText(/^\s*<([0-9a-f\s]*)>/i.exec(after)?.[1])
      if (target !== undefined && !safeLink(target.trim()))
        found.add(
          `a link to ${JSON.stringify(target.replace(/\\(.)/g, `$1`).slice(0, 80))}, which is not an https address`,
        )
    }
  }
  return found
}

const hexText = (hex) =>
  hex === undefined ? undefined : Buffer.from(hex.replace(/\s/g, ``), `hex`).toString(`latin1`)

/** The colour components of a picture, at most: four (CMYK) unless it says less. */
const componentsOf = (dictionary) =>
  /\/DeviceGray|\/CalGray|\/Indexed/.test(dictionary)
    ? 1
    : /\/DeviceRGB|\/CalRGB|\/Lab/.test(dictionary)
      ? 3
      : 4

/**
 * Goes through the file's streams: what each compressed one decodes to (inflated here, never past what is left of
 * the budget), the size each picture says it has once decoded (a JPEG of 60,000×60,000 pixels is small on disk), and
 * the active content in the compressed object streams, where a PDF may keep any of its objects.
 */
function streamsOf(bytes, text) {
  const found = new Set()
  let decoded = 0
  let claimed = 0
  for (const start of text.matchAll(/stream\r?\n/g)) {
    if (text.slice(start.index - 3, start.index) === `end`) continue
    const dictionary = text.slice(
      Math.max(text.lastIndexOf(` obj`, start.index), start.index - 4000),
      start.index,
    )
    const from = start.index + start[0].length
    const to = text.indexOf(`endstream`, from)
    if (to < 0) break
    const width = Number(/\/Width\s+(\d+)/.exec(dictionary)?.[1] ?? 0)
    const height = Number(/\/Height\s+(\d+)/.exec(dictionary)?.[1] ?? 0)
    const bits = Number(/\/BitsPerComponent\s+(\d+)/.exec(dictionary)?.[1] ?? 8)
    let size = /\/Subtype\s*\/Image/.test(dictionary)
      ? Math.ceil((width * height * componentsOf(dictionary) * bits) / 8)
      : 0
    if (/\/FlateDecode/.test(dictionary)) {
      const left = limits.decodedBytes - decoded
      try {
        const inflated = inflateSync(bytes.subarray(from, to), {
          maxOutputLength: Math.max(left, 1),
          finishFlush: constants.Z_SYNC_FLUSH,
        })
        size = Math.max(size, inflated.length)
        if (/\/Type\s*\/ObjStm/.test(dictionary)) {
          const objects = inflated.toString(`latin1`)
          for (const what of activeContentIn(objects)) found.add(what)
          claimed = Math.max(claimed, claimedPages(objects))
        }
      } catch (error) {
        if (error?.code === `ERR_BUFFER_TOO_LARGE`)
          return { found, decoded: limits.decodedBytes + 1, claimedPages: claimed }
        // A stream that does not inflate is PDF.js's to judge, below.
      }
    }
    decoded += size
    if (decoded > limits.decodedBytes) return { found, decoded, claimedPages: claimed }
  }
  return { found, decoded, claimedPages: claimed }
}

/** What PDF.js, as a reader, would run: scripts, files inside, links that are not https, on the whole and on page 1. */
async function activeContentByReader(pdf, page) {
  const found = new Set()
  if (await pdf.getJSActions()) found.add(activeNames.JavaScript)
  if (await page.getJSActions()) found.add(activeNames.JavaScript)
  const attachments = await pdf.getAttachments()
  if (attachments && Object.keys(attachments).length > 0) found.add(activeNames.EmbeddedFiles)
  for (const annotation of await page.getAnnotations()) {
    if (annotation.actions && Object.keys(annotation.actions).length > 0) found.add(activeNames.JavaScript)
    if (annotation.attachment) found.add(activeNames.FileAttachment)
    const target = annotation.unsafeUrl ?? annotation.url
    if (typeof target === `string` && !safeLink(target))
      found.add(`a link to ${JSON.stringify(target.slice(0, 80))}, which is not an https address`)
  }
  return found
}

/** A web page's tags near the start: a browser that sniffs the file would show it as a page, scripts and all. */
const looksLikeWebPage = (text) =>
  /<\s*(!doctype|html|head|body|script|iframe|svg|meta|object|embed|style|img)\b/i.test(text.slice(0, 1024))

async function read() {
  const bytes = readFileSync(file)
  const text = bytes.toString(`latin1`)
  const streams = streamsOf(bytes, text)
  const answer = {
    webPage: looksLikeWebPage(text),
    decodedBytes: streams.decoded,
    active: inOrder([...activeContentIn(text), ...streams.found]),
  }
  const claimed = Math.max(claimedPages(text), streams.claimedPages)
  if (claimed > limits.pages) return { ...answer, pages: claimed }
  // What is refused already is not opened further: past the budget, PDF.js is not asked to draw it.
  if (answer.webPage || answer.active.length > 0 || streams.decoded > limits.decodedBytes)
    return { ...answer, pages: undefined }
  // No fonts are turned into code, a broken part is an error rather than guessed around, nothing is printed, and
  // forms drawn in XFA (which run scripts of their own) are not read.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    isEvalSupported: false,
    stopAtErrors: true,
    verbosity: 0,
    enableXfa: false,
  })
  const pages = pdf.numPages
  if (pages === 0 || pages > limits.pages) return { ...answer, pages }
  const page = await pdf.getPage(1)
  const byReader = await activeContentByReader(pdf, page)
  // Page 1 read whole, its pictures decoded, as a reader does to draw it.
  await page.getOperatorList()
  return { ...answer, pages, active: inOrder([...answer.active, ...byReader]) }
}

/**
 * Answers, and ends: nothing of the reader is left running. The watch looks once more before the answer goes, so a
 * reading done before the watch's thread had started (a small file is read in a few milliseconds) is held to the
 * limit too. (Not the process's peak, resourceUsage().maxRSS: Linux carries it over from the process that started
 * this one, so a large parent made every reading "too much".)
 */
const reply = (message) => {
  if (process.memoryUsage.rss() > memoryLimitBytes) process.kill(process.pid, `SIGKILL`)
  process.send(message, () => process.exit(0))
}

watchMemory()
read().then(
  (answer) => reply({ answer }),
  (error) => reply({ error: String(error instanceof Error ? error.message : error) }),
)
