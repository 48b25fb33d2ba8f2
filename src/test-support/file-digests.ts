// What a folder holds, file by file, for tests that compare a build's output before and after something: the proofs
// (a failed build leaves the last good site as it was) and the browser suite's builds (a rebuild leaves public/ as
// the cold build wrote it).
import { createHash } from "crypto"
import { promises as fs } from "fs"
import path from "path"

/** Every file in `folder`, by its path there with forward slashes, and its content's SHA-256. */
export async function fileDigests(folder: string): Promise<Record<string, string>> {
  const digests: Record<string, string> = {}
  for (const entry of await fs.readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    digests[path.relative(folder, file).split(path.sep).join(`/`)] = createHash(`sha256`)
      .update(await fs.readFile(file))
      .digest(`hex`)
  }
  return digests
}
