// How many images the build draws at once. gatsby-plugin-sharp's job queue takes Gatsby's count of cores − 1 files at
// once (GATSBY_CPU_COUNT, Gatsby's documented setting), leaving a core to Gatsby's main process, which only waits while
// they are drawn: on a 2-core machine one poster at a time, its last and largest AVIF alone on one core
// (docs/performance.md, "Years of shows"). The queue is made as the plugin loads, right after gatsby-config: Gatsby
// counts one core more until then, and as before from onPreBootstrap on, for the query workers it starts next (one
// more would hold another copy of the site's data: 0.4 GB more at 50 shows).
import { cpuCoreCount } from "gatsby-core-utils"

/**
 * GATSBY_CPU_COUNT as the machine's owner set it ("" for not set) while it is raised: in the environment, since
 * gatsby-config and gatsby-node are compiled apart, each with its own copy of this module.
 */
const ownCount = `MILK_PATROL_GATSBY_CPU_COUNT_AS_SET`

/** Run as gatsby-config loads, before the plugins: the image queue takes as many files as there are cores. */
export function countACoreMoreForImages(): void {
  // A query worker loads the config too; it draws nothing (its jobs go to the main process).
  if (process.env.GATSBY_WORKER_POOL_WORKER || process.env[ownCount] !== undefined) return
  process.env[ownCount] = process.env.GATSBY_CPU_COUNT ?? ``
  process.env.GATSBY_CPU_COUNT = String(cpuCoreCount() + 1)
}

/** Run once the plugins are loaded (onPreBootstrap): Gatsby's core count as its owner left it. */
export function countCoresAsBefore(): void {
  const own = process.env[ownCount]
  if (own === undefined) return
  if (own === ``) delete process.env.GATSBY_CPU_COUNT
  else process.env.GATSBY_CPU_COUNT = own
  delete process.env[ownCount]
}
