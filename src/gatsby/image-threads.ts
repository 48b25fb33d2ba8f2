// How many threads draw the build's images. gatsby-plugin-sharp sets libvips to one thread when it loads
// (`sharp.concurrency(1)`, expecting its job queue to run one file per core) but its queue runs cores − 1 files at
// once: one on a 2-core machine. Each file's AVIF, nearly all of the image work, was then encoded by libaom on one
// thread, and a 500-show cold build spent most of its time on one core with the other idle (docs/performance.md,
// "Years of shows"). sharp's concurrency is also how many threads libaom encodes one AVIF with: two per core keep
// both cores busy while the queue still takes one file at a time. With one per core, a job's last and largest AVIF
// ran alone and left the cores idle between libaom's steps (1.6 cores busy; 1.9 with two per core, the same CPU time
// and memory: docs/performance.md, "500 shows side by side again").
import os from "os"
import sharp from "sharp"

/** libvips's threads for one image: two per core the machine offers this process. */
export const imageThreads = (): number => 2 * os.availableParallelism()

/**
 * Gives libvips (and libaom through it) two threads per core, after gatsby-plugin-sharp has set its one: the package is
 * loaded first, so its setting, made once as it loads, cannot come after this one. The project pins one sharp for
 * every package (package.json's overrides), so the plugin's jobs use the instance set here.
 */
export async function drawImagesOnEveryCore(): Promise<void> {
  await import(`gatsby-plugin-sharp`)
  sharp.concurrency(imageThreads())
}
