// Shortcuts (symbolic links) under content/: the build's file reader followed one to a folder and published the JSON
// in it, which the checker had never read. The checker refuses every one (validate.ts) and the build does not follow
// them (gatsby-config.ts's ignore), so what the site publishes is always what lies in content/ itself.
import { lstatSync, promises as fs } from "fs"
import path from "path"

/**
 * For gatsby-source-filesystem's `ignore`, which is given absolute paths: whether a path is a shortcut under
 * `contentDir`, so that it is not followed. content/ itself may be one (a host may mount it so); what is in it may not.
 */
export function symbolicLinksUnder(contentDir: string): (absolutePath: string) => boolean {
  return (absolutePath) => {
    const relative = path.relative(contentDir, absolutePath)
    if (relative === `` || relative.startsWith(`..`) || path.isAbsolute(relative)) return false
    try {
      return lstatSync(absolutePath).isSymbolicLink()
    } catch {
      return false
    }
  }
}

/** Why the shortcut at `relativePath` (inside content/) cannot stay, naming what it points at. */
export async function symbolicLinkProblem(contentDir: string, relativePath: string): Promise<string> {
  const link = path.join(contentDir, relativePath)
  const [target, realContentDir] = await Promise.all([
    fs.realpath(link).catch(() => undefined),
    fs.realpath(contentDir),
  ])
  const stat = target === undefined ? undefined : await fs.stat(target).catch(() => undefined)
  if (target === undefined || stat === undefined) {
    return `this is a shortcut (symbolic link) to something that is not there; remove it, or copy the real file or folder here in its place`
  }
  const kind = stat.isDirectory() ? `folder` : `file`
  const inside = path.relative(realContentDir, target)
  const where =
    inside.startsWith(`..`) || path.isAbsolute(inside)
      ? `a ${kind} outside content/`
      : `the ${kind} ${path.posix.join(`content`, ...inside.split(path.sep))}`
  return `this is a shortcut (symbolic link) to ${where}, which the site would read and publish without checking it; copy the real ${kind} here in place of the shortcut`
}
