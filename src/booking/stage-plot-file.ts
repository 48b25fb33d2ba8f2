// The stage plot for bookers, written to public/booking/ for the booking page to offer: a PDF as the checker made it
// anew from the upload's pages (content-model/rebuilt-pdfs.ts), never the upload itself; a picture (PNG, JPEG, WebP,
// AVIF), which sharp has read whole, as it is.
import { promises as fs } from "fs"
import path from "path"
import { pdfRebuildProblem } from "../content-model/image-words"
import { rebuiltPdf } from "../content-model/rebuilt-pdfs"
import { bookingFolder, fileStem } from "./press-logos"

/** The stage plot as the booking page offers it. */
export interface StagePlotFile {
  /** Inside the site, before any path prefix: /booking/<file>. */
  path: string
  /** Its kind, by its ending: "pdf", "png". */
  extension: string
  bytes: number
}

/**
 * Writes the stage plot named `upload` (a file in content/) into `publicDir`/booking/ as `<band>-stage-plot.<ending>`
 * and says what it is; a stage plot of another kind written by an earlier build goes. A PDF that cannot be made anew
 * stops the build, saying which file and why (the checker has said so first).
 */
export async function writeStagePlot(
  upload: string,
  publicDir: string,
  bandName: string,
): Promise<StagePlotFile> {
  const ending = path.extname(upload).toLowerCase()
  const extension = ending === `.jpeg` ? `jpg` : ending.slice(1)
  let bytes: Buffer
  if (extension === `pdf`) {
    const rebuilding = await rebuiltPdf(upload)
    if (!rebuilding.file)
      throw new Error(
        `${upload} cannot be published: it ${pdfRebuildProblem(path.basename(upload), rebuilding)}`,
      )
    bytes = await fs.readFile(rebuilding.file)
  } else bytes = await fs.readFile(upload)
  const folder = path.join(publicDir, bookingFolder)
  await fs.mkdir(folder, { recursive: true })
  const stem = `${fileStem(bandName)}-stage-plot`
  const name = `${stem}.${extension}`
  for (const earlier of await fs.readdir(folder)) {
    if (earlier.startsWith(`${stem}.`) && earlier !== name)
      await fs.rm(path.join(folder, earlier), { force: true })
  }
  await fs.writeFile(path.join(folder, name), bytes)
  return { path: `${bookingFolder}${name}`, extension, bytes: bytes.length }
}
