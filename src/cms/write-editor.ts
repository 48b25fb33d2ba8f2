// Puts the content editor into the built site at /admin/: a page that loads Decap CMS's bundle, copied from
// node_modules (nothing from a CDN), and the configuration generated from the content model. Written whole each
// time, so a rebuild gives the same files. Not linked from the site, kept out of search results and the sitemap.
import { promises as fs } from "fs"
import { createRequire } from "module"
import path from "path"
import { cmsConfig, type EditorSite } from "./cms-config"
import { editorPolicy } from "./editor-policy"

export const editorFolder = `admin`

/** The repository the GitHub backend commits to: from the host's build environment, or CMS_GITHUB_REPOSITORY. */
export function editorSite(env: NodeJS.ProcessEnv = process.env): EditorSite {
  const fromUrl = /github\.com[/:]([^/]+\/[^/.]+)/.exec(env.REPOSITORY_URL ?? ``)?.[1]
  return {
    repository: env.CMS_GITHUB_REPOSITORY ?? env.GITHUB_REPOSITORY ?? fromUrl ?? `milkpatrol/milkpatrol`,
    branch: env.CMS_BRANCH ?? `main`,
    // Set by `npm run cms` for its `gatsby develop` only: a build's editor never talks to this computer.
    ...(env.gatsby_executing_command === `develop` && env.CMS_LOCAL_SERVER
      ? { localServer: env.CMS_LOCAL_SERVER }
      : {}),
  }
}

export function editorPage(bandName: string, localServer?: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="Content-Security-Policy" content="${editorPolicy({ asHeader: false, localServer })}" />
    <link rel="icon" href="../favicon.png" type="image/png" />
    <title>${bandName}: edit the site</title>
  </head>
  <body>
    <script src="decap-cms.js"></script>
  </body>
</html>
`
}

/** Decap's bundle and the chunks it loads on demand, from node_modules/decap-cms/dist. */
export async function bundleFiles(): Promise<string[]> {
  // Resolved from the project (gatsby-node is bundled, so this file's own `require` is not Node's).
  const fromProject = createRequire(path.resolve(`package.json`))
  const dist = path.dirname(fromProject.resolve(`decap-cms/dist/decap-cms.js`))
  return (await fs.readdir(dist))
    .filter((name) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name))
    .map((name) => path.join(dist, name))
}

/** The editor's own files, by name: its page and its configuration (beside them, the bundle's files). */
export function editorFiles(bandName: string, site: EditorSite): Record<string, string> {
  return {
    "index.html": editorPage(bandName, site.localServer),
    // YAML is a superset of JSON: Decap reads config.yml, and JSON written there reads the same.
    "config.yml": `${JSON.stringify(cmsConfig(site), null, 2)}\n`,
  }
}

export async function writeEditor(publicDir: string, bandName: string, site = editorSite()): Promise<number> {
  const folder = path.join(publicDir, editorFolder)
  await fs.rm(folder, { recursive: true, force: true })
  await fs.mkdir(folder, { recursive: true })
  const files = await bundleFiles()
  await Promise.all(files.map((file) => fs.copyFile(file, path.join(folder, path.basename(file)))))
  const own = Object.entries(editorFiles(bandName, site))
  await Promise.all(own.map(([name, text]) => fs.writeFile(path.join(folder, name), text)))
  return files.length + own.length
}
