// The pages a build wrote: every whole page's HTML file under a build's public/ folder.
import fs from "fs/promises"
import path from "path"

/** Every whole page under `folder` (not Gatsby's fragments in _gatsby/, which are pieces of pages). */
export async function pagesIn(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true })
  return (
    entries
      // Files only: Gatsby names a folder of page data after its page (page-data/404.html/).
      .filter((entry) => entry.isFile() && entry.name.endsWith(`.html`))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !path.relative(folder, file).split(path.sep).includes(`_gatsby`))
      .sort()
  )
}
