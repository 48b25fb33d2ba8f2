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
  }
}

export function editorPage(bandName: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="Content-Security-Policy" content="${editorPolicy({ asHeader: false })}" />
    <title>${bandName}: edit the site</title>
  </head>
  <body>
    <script src="decap-cms.js"></script>
    <script src="${editorChecksFile}"></script>
  </body>
</html>
`
}

/** Decap's bundle and the chunks it loads on demand, from node_modules/decap-cms/dist. */
async function bundleFiles(): Promise<string[]> {
  // Resolved from the project (gatsby-node is bundled, so this file's own `require` is not Node's).
  const fromProject = createRequire(path.resolve(`package.json`))
  const dist = path.dirname(fromProject.resolve(`decap-cms/dist/decap-cms.js`))
  return (await fs.readdir(dist))
    .filter((name) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name))
    .map((name) => path.join(dist, name))
}

/** The editor's own checks (editor-checks.ts), bundled for the browser. */
export const editorChecksFile = `editor-checks.js`

export async function bundleEditorChecks(
  fromProject = createRequire(path.resolve(`package.json`)),
): Promise<string> {
  const esbuild = fromProject(`esbuild`) as typeof import("esbuild")
  const result = await esbuild.build({
    entryPoints: [path.resolve(`src/cms/editor-checks.ts`)],
    bundle: true,
    format: `iife`,
    platform: `browser`,
    target: `es2020`,
    minify: true,
    write: false,
    legalComments: `none`,
    plugins: [
      {
        // files.ts names Node's path for the build's own use; nothing the editor runs calls it.
        name: `no-node-in-the-editor`,
        setup(build) {
          build.onResolve({ filter: /^path$/ }, () => ({ path: `path`, namespace: `node-only` }))
          build.onLoad({ filter: /.*/, namespace: `node-only` }, () => ({ contents: `export default {}` }))
        },
      },
    ],
  })
  return result.outputFiles[0]!.text
}

export async function writeEditor(publicDir: string, bandName: string, site = editorSite()): Promise<number> {
  const folder = path.join(publicDir, editorFolder)
  await fs.rm(folder, { recursive: true, force: true })
  await fs.mkdir(folder, { recursive: true })
  const files = await bundleFiles()
  await Promise.all(files.map((file) => fs.copyFile(file, path.join(folder, path.basename(file)))))
  await fs.writeFile(path.join(folder, editorChecksFile), await bundleEditorChecks())
  await fs.writeFile(path.join(folder, `index.html`), editorPage(bandName))
  // YAML is a superset of JSON: Decap reads config.yml, and JSON written there reads the same.
  await fs.writeFile(path.join(folder, `config.yml`), `${JSON.stringify(cmsConfig(site), null, 2)}\n`)
  return files.length + 3
}
