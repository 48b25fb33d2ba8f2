// Netlify's Gatsby adapter (gatsby-adapter-netlify, pinned in the lock file), taken in hand so that what Netlify
// serves is the site the tests serve: the build's own _headers stays the one source of headers, unknown addresses
// answer 404 with the not-found page, and a restored build cache never brings back another checkout's build.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import type { AdapterInit, IAdapter, RoutesManifest } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"

/** What Gatsby asks the adapter to keep between builds (its manager's `directoriesToCache`). */
type CacheContext = Parameters<NonNullable<IAdapter[`cache`]>[`restore`]>[0]

/** Gatsby's compiled gatsby-config and gatsby-node, written at the start of every build (inside `.cache/`). */
export const compiledGatsbyFiles = path.join(`.cache`, `compiled`)
/** Written into `.cache/` when the cache is stored: which checkout made it. */
export const checkoutMarker = path.join(`.cache`, `milk-patrol-checkout.json`)

/**
 * Routes that match many paths (`/*`, `/page-data/*`) come only from the not-found page's matchPath, which is there
 * for Gatsby's runtime (onCreatePage). Written to _redirects they become `/*  /[...].html  200`: every
 * unknown address would answer 200 with the not-found page (a soft 404 for search engines and link checkers), while
 * Netlify already answers it with public/404.html and status 404. The site has no other dynamic route.
 */
export function servedRoutes(routes: RoutesManifest): RoutesManifest {
  return routes.filter((route) => route.type !== `static` || !/[*:]/.test(route.path))
}

interface NetlifyAdapterOptions {
  /** The checkout being built (the working directory Gatsby builds in). */
  checkout?: string
  /** Netlify's own adapter, made by gatsby-adapter-netlify (a stand-in in tests). */
  netlify?: IAdapter
}

/**
 * - Headers: the adapter would append its own block to public/_headers (Cache-Control `max-age=0` for every path, a
 *   legacy X-XSS-Protection, a second Referrer-Policy and X-Frame-Options), and Netlify joins the values of every
 *   rule that matches, so each file would be sent `Cache-Control: public, max-age=31536000, immutable, public,
 *   max-age=0, must-revalidate`. The build already writes every header once (src/security/host-headers.ts), so the
 *   adapter is given no header routes of its own.
 * - Redirects: only the routes Netlify would not serve by itself (none today; see servedRoutes).
 * - Cache: Netlify's cache holds `.cache/` and `public/` of the last deploy. Restored as it is, it would also bring
 *   back the last deploy's compiled gatsby-node (Gatsby compiles it before the adapter restores), and a cache made in
 *   another checkout names that checkout's files ("The result of this StaticQuery could not be fetched"). So the
 *   freshly compiled files are kept, and a cache from another checkout is dropped: that build starts clean.
 */
export const netlifyAdapter: AdapterInit<NetlifyAdapterOptions> = (options = {}) => {
  const netlify = options.netlify ?? createNetlifyAdapter()
  const checkout = path.resolve(options.checkout ?? process.cwd())
  const inCheckout = (relative: string) => path.join(checkout, relative)

  async function restore(context: CacheContext): Promise<boolean> {
    if (!netlify.cache) return false
    const freshlyCompiled = await moveAside(inCheckout(compiledGatsbyFiles))
    try {
      const restored = await netlify.cache.restore(context)
      if (!restored) return false
      const madeIn = await readMarker(inCheckout(checkoutMarker))
      if (madeIn === checkout) return true
      context.reporter.info(
        `Netlify's build cache was made in ${madeIn ?? `an unknown checkout`}, not in ${checkout}: ` +
          `building from scratch`,
      )
      await Promise.all(
        context.directories.map((directory) =>
          fs.rm(inCheckout(directory), { recursive: true, force: true }),
        ),
      )
      return false
    } finally {
      await putBack(freshlyCompiled, inCheckout(compiledGatsbyFiles))
    }
  }

  async function store(context: CacheContext): Promise<void> {
    if (!netlify.cache) return
    await fs.writeFile(inCheckout(checkoutMarker), `${JSON.stringify({ checkout })}\n`)
    await netlify.cache.store(context)
  }

  return {
    ...netlify,
    cache: { restore, store },
    adapt: (context) =>
      netlify.adapt({ ...context, routesManifest: servedRoutes(context.routesManifest), headerRoutes: [] }),
  }
}

async function readMarker(file: string): Promise<string | undefined> {
  try {
    const { checkout } = JSON.parse(await fs.readFile(file, `utf8`)) as { checkout?: unknown }
    return typeof checkout === `string` ? checkout : undefined
  } catch {
    return undefined
  }
}

/** Moves a folder to a temporary place; undefined when there is none. */
async function moveAside(folder: string): Promise<string | undefined> {
  try {
    await fs.access(folder)
  } catch {
    return undefined
  }
  const aside = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-compiled-`))
  await fs.cp(folder, aside, { recursive: true })
  return aside
}

async function putBack(aside: string | undefined, folder: string): Promise<void> {
  if (!aside) return
  await fs.rm(folder, { recursive: true, force: true })
  await fs.mkdir(path.dirname(folder), { recursive: true })
  await fs.cp(aside, folder, { recursive: true })
  await fs.rm(aside, { recursive: true, force: true })
}
