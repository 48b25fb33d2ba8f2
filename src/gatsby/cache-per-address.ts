// Gatsby's cache holds one site address: Gatsby bakes the path prefix and the site's address (SITE_URL) into cached
// query results (image addresses, absolute links) but does not notice when either changes, so a site built for
// /milkpatrol/ would keep images pointing at the domain root after a build for the root, or the other way round. So
// each build records in .cache/ what its cache is for, and a build for another address starts from nothing. The
// record travels with the cache: GitHub's deploy workflow restores .cache/ and public/ into a fresh checkout, and a
// build for the same address keeps them.
import { promises as fs } from "fs"
import path from "path"
import type { ParentSpanPluginArgs } from "gatsby"
import { gatsbyCacheData } from "./gatsby-internals"

/** What the cache in .cache/ was built for. */
export const cacheAddressRecord = path.join(`.cache`, `milk-patrol-path-prefix`)

/** "/milkpatrol at https://milk-patrol.github.io", the prefix alone when the build is not told its address, or "". */
export function siteAddress(pathPrefix: string, siteUrl = process.env.SITE_URL): string {
  return [pathPrefix, siteUrl?.trim() ?? ``].filter(Boolean).join(` at `)
}

type HookArgs = Pick<ParentSpanPluginArgs, `pathPrefix` | `reporter`>

const readOrNull = (file: string) => fs.readFile(file, `utf8`).catch(() => null)
const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  )

/**
 * onPreInit, once the content is checked: when the cache was built for another address (or says for none), removes
 * public/. Gatsby then finds a cache without public/ and deletes it before it reads anything from it
 * (gatsby-internals.ts, cacheWithoutPublicIsDeleted), so the whole site is built for the new address.
 */
export async function startAfreshForAnotherAddress(
  { pathPrefix, reporter }: HookArgs,
  projectDir = process.cwd(),
): Promise<void> {
  // Without cached data (a first build: Gatsby has only compiled gatsby-node into .cache/), nothing is stale.
  if (!(await exists(path.join(projectDir, gatsbyCacheData)))) return
  const cachedFor = await readOrNull(path.join(projectDir, cacheAddressRecord))
  const buildingFor = siteAddress(pathPrefix)
  if (cachedFor === buildingFor) return
  reporter.info(
    `Path prefix or site address changed from "${cachedFor ?? `unknown`}" to "${buildingFor}": building from nothing.`,
  )
  await fs.rm(path.join(projectDir, `public`), { recursive: true, force: true })
}

/** onPreBootstrap, once Gatsby has kept or deleted its cache: records the address the cache is now for. */
export async function recordCacheAddress(
  { pathPrefix }: Pick<HookArgs, `pathPrefix`>,
  projectDir = process.cwd(),
): Promise<void> {
  const record = path.join(projectDir, cacheAddressRecord)
  await fs.mkdir(path.dirname(record), { recursive: true })
  await fs.writeFile(record, siteAddress(pathPrefix))
}
