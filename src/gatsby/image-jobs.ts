// How gatsby-plugin-sharp's image jobs use the machine's cores: a file per core at once, each encoded with a libvips
// thread per core. As the plugin ships, a 2-core machine draws one file at a time on one thread, and the AVIF
// encoding that is nearly all of a cold build's work leaves a core idle (docs/performance.md). Both settings are made
// while gatsby-config loads, before Gatsby loads the plugins; what they rely on inside the plugin is named in
// gatsby-internals.ts.
import { cpuCoreCount } from "gatsby-core-utils"
import os from "os"
import sharp from "sharp"
import { imageJobQueueModule } from "./gatsby-internals"

/** libvips's threads for one image, which are also libaom's for one AVIF: one per core this process may use. */
export const imageThreads = (): number => os.availableParallelism()

/**
 * Makes gatsby-plugin-sharp's job queue with a file per core, then gives sharp a thread per core. The queue takes
 * Gatsby's count of cores less one, counted once as the module loads: it is loaded here with the count raised by
 * one, and the count is then as it was, for the query workers Gatsby sizes by it. Loading the queue loads the
 * plugin's encoder, which sets sharp to one thread as it loads; the thread count set after it is the one its jobs run
 * with (the project has one sharp: package.json's overrides). A query worker draws nothing and is left as it is.
 */
export function drawImagesOnEveryCore(): void {
  if (process.env.GATSBY_WORKER_POOL_WORKER) return
  const countAsSet = process.env.GATSBY_CPU_COUNT
  process.env.GATSBY_CPU_COUNT = String(cpuCoreCount() + 1)
  try {
    // Loaded here, with the count raised: an import would load it before the count is.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(imageJobQueueModule)
  } finally {
    if (countAsSet === undefined) delete process.env.GATSBY_CPU_COUNT
    else process.env.GATSBY_CPU_COUNT = countAsSet
  }
  sharp.concurrency(imageThreads())
}
