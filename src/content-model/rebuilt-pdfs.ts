// The stage plot the site publishes from a PDF in the content: a new PDF drawn from the upload's pages
// (pdf-rebuilder.mjs), made in a process of its own within limits of time and memory that really hold. The file
// comes from the content, and PDF.js decodes what it draws into memory no JavaScript heap limit bounds, so the
// process is ended from here when it takes too long, and ends itself when it holds too much memory; the same on
// Linux, macOS and Windows, where band members run the checker too, as both are Node's own (a kill, and
// process.memoryUsage.rss()). The checker makes the file, and the build publishes the same one: each is kept in the
// project's cache by the upload's SHA-256 and the rebuilder's own text, so a build after the check draws nothing.
import { fork } from "child_process"
import { once } from "events"
import { existsSync, readFileSync, promises as fs } from "fs"
import path from "path"
import { projectCacheFolder } from "./decoded-images"
import { pdfLimits, type PdfRebuilding } from "./image-words"
import { digestOf } from "./build-cache"

type PdfLimits = { [Limit in keyof typeof pdfLimits]: number }

/**
 * The rebuilder's file: beside this one under tsx and Jest; from the project folder when the build runs this file
 * compiled into Gatsby's .cache/ (both run in the project folder).
 */
function rebuilderFile(): string {
  const beside = path.join(__dirname, `pdf-rebuilder.mjs`)
  return existsSync(beside) ? beside : path.resolve(`src`, `content-model`, `pdf-rebuilder.mjs`)
}

/** Makes the new PDF from `file` into `output`, in a process of its own within `limits` (tests lower them). */
export async function rebuildPdf(
  file: string,
  output: string,
  limits: PdfLimits = pdfLimits,
): Promise<PdfRebuilding> {
  const rebuilder = fork(rebuilderFile(), [file, JSON.stringify(limits), output], {
    execArgv: [`--max-old-space-size=${limits.heapMegabytes}`],
    stdio: [`ignore`, `ignore`, `ignore`, `ipc`],
  })
  const started = performance.now()
  let timedOut = false
  const stop = () => {
    timedOut = true
    rebuilder.kill(`SIGKILL`)
  }
  let timer = setTimeout(stop, limits.milliseconds)
  const messages: { answer?: PdfRebuilding; error?: string; pages?: number }[] = []
  rebuilder.on(`message`, (message: (typeof messages)[number]) => {
    // Told how many pages there are: each after the first adds its own time, counted from the start.
    if (message.pages !== undefined) {
      clearTimeout(timer)
      const more = (message.pages - 1) * limits.millisecondsPerPage - (performance.now() - started)
      timer = setTimeout(stop, limits.milliseconds + more)
    } else messages.push(message)
  })
  try {
    await once(rebuilder, `exit`)
    const message = messages[0]
    if (message?.answer) return message.answer
    if (timedOut) return { tooMuch: `time` }
    // PDF.js said why it could not open or draw the file.
    if (message?.error !== undefined) return { unopened: true }
    // Ended without a word: by its own watch on memory, or by Node past its heap (however each system reports it).
    return { tooMuch: `memory` }
  } finally {
    clearTimeout(timer)
    rebuilder.kill(`SIGKILL`)
  }
}

let rebuilderKey: string | undefined
/** What identifies the rebuilder and its limits: a file made by another is made again. */
function keyOfRebuilder(): string {
  rebuilderKey ??= digestOf(readFileSync(rebuilderFile()), JSON.stringify(pdfLimits))
  return rebuilderKey
}

/**
 * The new PDF made from `file`, kept in the project's cache, and where it is; or why none can be made. A file made
 * before from the same bytes by the same rebuilder is answered for without drawing it again.
 */
export async function rebuiltPdf(file: string): Promise<PdfRebuilding & { file?: string }> {
  const digest = digestOf(await fs.readFile(file), keyOfRebuilder())
  const made = path.resolve(projectCacheFolder, `rebuilt-pdfs`, `${digest}.pdf`)
  const stat = await fs.stat(made).catch(() => undefined)
  if (stat) return { made: { bytes: stat.size }, file: made }
  await fs.mkdir(path.dirname(made), { recursive: true })
  // Written beside, then renamed: a half-written file is never taken for a made one.
  const partial = `${made}.${process.pid}.partial`
  try {
    const rebuilding = await rebuildPdf(file, partial)
    if (!(`made` in rebuilding)) return rebuilding
    await fs.rename(partial, made)
    return { ...rebuilding, file: made }
  } finally {
    await fs.rm(partial, { force: true })
  }
}
