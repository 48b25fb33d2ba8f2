// What the build's own hooks are, for a cache of what they wrote: the code Gatsby compiled for this build (gatsby-node
// and every module of ours it imports) and the packages named, each at its installed version.
import crypto from "crypto"
import { promises as fs } from "fs"
import path from "path"
import { compiledGatsbyNode } from "./gatsby-internals"

/**
 * A hash of the compiled build hooks and of the named packages' versions: another whenever any of them changed. When
 * the compiled file cannot be read, a hash of its own every time, so nothing is taken from a cache.
 */
export async function buildHooksVersion(
  packages: readonly string[],
  projectDir = process.cwd(),
): Promise<string> {
  const hash = crypto.createHash(`sha256`)
  try {
    hash.update(await fs.readFile(path.resolve(projectDir, compiledGatsbyNode)))
  } catch {
    hash.update(crypto.randomUUID())
  }
  for (const name of packages) {
    const manifest = await fs.readFile(path.resolve(projectDir, `node_modules`, name, `package.json`), `utf8`)
    hash.update(`${name}@${(JSON.parse(manifest) as { version: string }).version}`)
  }
  return hash.digest(`hex`)
}
