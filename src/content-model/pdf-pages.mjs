// Opens a PDF with Mozilla's PDF.js (unpdf's build of it for Node) and says how many pages it has, in a worker thread
// of its own that images.ts starts: the file comes from the content, so whatever it does to the reader stays within
// the worker's memory and time. (Being a thread also loads PDF.js, an ES module only, the same way under tsx, Gatsby
// and Jest.)
import { parentPort, workerData } from "node:worker_threads"
import { getDocumentProxy } from "unpdf"

try {
  // No fonts are turned into code, a broken part is an error rather than guessed around, and nothing is printed.
  const pdf = await getDocumentProxy(workerData, { isEvalSupported: false, stopAtErrors: true, verbosity: 0 })
  // The page tree is read only when a page is: a count alone says nothing.
  if (pdf.numPages > 0) await pdf.getPage(1)
  parentPort.postMessage({ pages: pdf.numPages })
  await pdf.destroy()
} catch (error) {
  parentPort.postMessage({ error: String(error instanceof Error ? error.message : error) })
}
