// How many threads draw the build's images. gatsby-plugin-sharp sets libvips to one thread when it loads
// (`sharp.concurrency(1)`, expecting its job queue to run one file per core) but its queue runs cores − 1 files at
// once: one on a 2-core machine. Each file's AVIF, nearly all of the image work, was then encoded by libaom on one
// thread, and a 500-show cold build spent most of its time on one core with the other idle (docs/performance.md,
// "Years of shows"). sharp's concurrency is also how many threads libaom encodes one AVIF with, so one thread per core
// puts both cores on every poster (and the queue now takes a file per core: image-queue.ts).
import os from "os"
import sharp from "sharp"
import { countCoresAsBefore } from "./image-queue"

/** libvips's threads for one image: one per core the machine offers this process. */
export const imageThreads = (): number => os.availableParallelism()

/**
 * Gives libvips (and libaom through it) a thread per core, after gatsby-plugin-sharp has set its one: the package is
 * loaded first, so its setting, made once as it loads, cannot come after this one. The project pins one sharp for
 * every package (package.json's overrides), so the plugin's jobs use the instance set here. Its queue, made as it
 * loaded, has taken a file per core (image-queue.ts): Gatsby's core count is then as before.
 */
export async function drawImagesOnEveryCore(): Promise<void> {
  await import(`gatsby-plugin-sharp`)
  sharp.concurrency(imageThreads())
  countCoresAsBefore()
}
