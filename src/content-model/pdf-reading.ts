// Reads a stage-plot PDF in a process of its own (pdf-reader.mjs), within limits of time and memory that really
// hold: the file comes from the content, and PDF.js decodes what it draws into memory no JavaScript heap limit bounds
// (a worker thread's 256 MB heap let a 0.58 MB file take the checker to 1.24 GB). The process is ended from here
// when it takes too long, and ends itself when it holds too much memory; the same on Linux, macOS and Windows, where
// band members run the checker too, as both are Node's own (a kill, and process.memoryUsage.rss()).
import { fork } from "child_process"
import { once } from "events"
import path from "path"
import { pdfLimits, type PdfContents, type PdfReading } from "./image-words"

type PdfLimits = { [Limit in keyof typeof pdfLimits]: number }

/** What a PDF reader finds in `file`, read in a process of its own within `limits` (tests lower them). */
export async function readPdf(file: string, limits: PdfLimits = pdfLimits): Promise<PdfReading> {
  const reader = fork(path.join(__dirname, `pdf-reader.mjs`), [file, JSON.stringify(limits)], {
    execArgv: [`--max-old-space-size=${limits.heapMegabytes}`],
    stdio: [`ignore`, `ignore`, `ignore`, `ipc`],
  })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    reader.kill(`SIGKILL`)
  }, limits.milliseconds)
  const messages: unknown[] = []
  reader.on(`message`, (message) => messages.push(message))
  try {
    await once(reader, `exit`)
    const message = messages[0] as { answer?: PdfContents; error?: string } | undefined
    if (message?.answer) return { contents: message.answer }
    if (timedOut) return { tooMuch: `time` }
    // PDF.js said why it could not open the file.
    if (message?.error !== undefined) return { unopened: true }
    // Ended without a word: by its own watch on memory, or by Node past its heap (however each system reports it).
    return { tooMuch: `memory` }
  } finally {
    clearTimeout(timer)
    reader.kill(`SIGKILL`)
  }
}
