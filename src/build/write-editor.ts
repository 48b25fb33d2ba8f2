// Puts the content editor into the built site at /admin/: a page that loads Decap CMS's bundle (the copy the build
// keeps, src/build/editor-bundle.ts; nothing from a CDN), and the configuration generated from the content model.
// Written whole each time, so a rebuild gives the same files. Not linked from the site, kept out of search results
// and the sitemap.
import { promises as fs } from "fs"
import { createRequire } from "module"
import path from "path"
import escapeHtml from "escape-html"
import hostedGitInfo from "hosted-git-info"
import { cmsConfig, type EditorSite } from "../editor/decap/decap-config"
import { editorBundleFiles } from "./editor-bundle"
import { editorPolicy } from "../security/editor-policy"

export const editorFolder = `admin`

/** Why the build has no editor: told to whoever reads the build's log, with what to set. */
export class EditorSetupError extends Error {}

/**
 * "owner/name" from the ways hosts and people write a GitHub repository (owner/name, github.com/owner/name,
 * https://github.com/owner/name(.git), git@github.com:owner/name.git, ssh://git@github.com/owner/name.git), as npm
 * reads a package's repository (hosted-git-info). It wants a scheme before a host, so github.com/owner/name is read
 * as https://. Undefined for anything else (another forge, a bare name).
 */
export function githubRepository(written: string): string | undefined {
  const text = written.trim()
  const repository = hostedGitInfo.fromUrl(text) ?? hostedGitInfo.fromUrl(`https://${text}`)
  return repository?.type === `github` ? `${repository.user}/${repository.project}` : undefined
}

/** The OAuth provider's address for "Login with GitHub", when it is not Netlify's: https://, with no query. */
function oauthBaseUrl(written: string | undefined): string | undefined {
  if (!written) return undefined
  const url = URL.canParse(written) ? new URL(written) : undefined
  if (!url || url.protocol !== `https:` || url.search || url.hash || url.username)
    throw new EditorSetupError(
      `CMS_OAUTH_BASE_URL must be the https:// address of the OAuth proxy, such as ` +
        `https://milk-patrol-auth.example.workers.dev, not ${JSON.stringify(written)}`,
    )
  return url.href.replace(/\/+$/, ``)
}

const repositoryVariables = [`CMS_GITHUB_REPOSITORY`, `GITHUB_REPOSITORY`, `REPOSITORY_URL`] as const

/**
 * What the editor needs from the build's environment: the repository its GitHub backend commits to (the first of
 * CMS_GITHUB_REPOSITORY, GITHUB_REPOSITORY set by GitHub Actions, REPOSITORY_URL set by Netlify), the branch
 * (CMS_BRANCH, main), and where "Login with GitHub" goes when it is not Netlify (CMS_OAUTH_BASE_URL and
 * CMS_OAUTH_ENDPOINT, for GitHub Pages). Throws an EditorSetupError saying what to set when the repository is
 * missing or is not GitHub's: the editor would commit to the wrong place. Editing on this computer (`npm run cms`)
 * needs none of it.
 */
export function editorSite(env: NodeJS.ProcessEnv = process.env): EditorSite {
  // Set by `npm run cms` for its `gatsby develop` only: a build's editor never talks to this computer.
  const localServer =
    env.gatsby_executing_command === `develop` ? env.CMS_LOCAL_SERVER || undefined : undefined
  const [variable, written] = repositoryVariables
    .map((name) => [name, env[name]?.trim()] as const)
    .find(([, value]) => value) ?? [undefined, undefined]
  const repository = written ? githubRepository(written) : undefined
  if (!repository && (written || !localServer))
    throw new EditorSetupError(
      written
        ? `${variable} is ${JSON.stringify(written)}, which is not a GitHub repository (owner/name or ` +
            `https://github.com/owner/name): set CMS_GITHUB_REPOSITORY=owner/name`
        : `No repository for the content editor's GitHub sign-in: none of ${repositoryVariables.join(`, `)} ` +
            `is set. Netlify and GitHub Actions set theirs; elsewhere set CMS_GITHUB_REPOSITORY=owner/name`,
    )
  const baseUrl = oauthBaseUrl(env.CMS_OAUTH_BASE_URL?.trim())
  const authEndpoint = env.CMS_OAUTH_ENDPOINT?.trim().replace(/^\/+/, ``)
  const privateRepository = env.CMS_PRIVATE_REPOSITORY?.trim().toLowerCase() === `true`
  return {
    // Editing on this computer, the local editing server stands in for GitHub: the name is never used.
    repository: repository ?? `local/editing`,
    branch: env.CMS_BRANCH?.trim() || `main`,
    ...(baseUrl ? { oauth: { baseUrl, ...(authEndpoint ? { authEndpoint } : {}) } } : {}),
    ...(localServer ? { localServer } : {}),
    ...(privateRepository ? { privateRepository } : {}),
  }
}

/**
 * The editor's page. The band's name is the one text from the content in it, escaped like any other; the page names
 * no configuration file (Decap would follow a `<link rel="cms-config-url">` to any file on the site): its
 * configuration is the script the build writes (editorConfigScript), which Decap starts from alone.
 */
export function editorPage(bandName: string, localServer?: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <meta http-equiv="Content-Security-Policy" content="${escapeHtml(editorPolicy({ asHeader: false, localServer }))}" />
    <link rel="icon" href="../favicon.png" type="image/png" />
    <title>${escapeHtml(bandName)}: edit the site</title>
  </head>
  <body>
    <script src="${editorConfigFile}"></script>
    <script src="decap-cms.js"></script>
    <script src="${editorChecksFile}"></script>
  </body>
</html>
`
}

/** The script that holds the editor's configuration: loaded before Decap's bundle, whose automatic start it stops. */
export const editorConfigFile = `editor-config.js`

/**
 * The configuration as code: Decap's automatic start is turned off (CMS_MANUAL_INIT), and editor-checks.ts starts
 * it with this configuration and `load_config_file: false`, so no config.yml nor any file a page names is read.
 * JSON is JavaScript; `<` is written as \u003c all the same, so nothing in it could end a script element.
 */
export function editorConfigScript(site: EditorSite): string {
  const config = JSON.stringify(cmsConfig(site), null, 2).replace(/</g, `\\u003c`)
  return `window.CMS_MANUAL_INIT = true\nwindow.milkPatrolEditorConfig = ${config}\n`
}

/**
 * Decap's bundle and the chunks it loads on demand (src/build/editor-bundle.ts), for the project in `projectDir`, and
 * the editor's own checks.
 */
export async function bundleFiles(projectDir = process.cwd()): Promise<string[]> {
  return [...(await editorBundleFiles(projectDir)), await bundleEditorChecks(projectDir)]
}

/** The editor's own checks (editor-checks.ts), bundled for the browser. */
export const editorChecksFile = `editor-checks.js`

export async function bundleEditorChecks(projectDir = process.cwd()): Promise<string> {
  // Written to a file, so it is one of the bundle's files: copied into /admin/ and served by the tests' editor.
  // Resolved from the project (gatsby-node is bundled, so this file's own `require` is not Node's).
  const esbuild = createRequire(path.join(projectDir, `package.json`))(`esbuild`) as typeof import("esbuild")
  const result = await esbuild.build({
    entryPoints: [path.join(projectDir, `src`, `editor`, `decap`, `editor.ts`)],
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
  const file = path.join(projectDir, `node_modules`, `.cache`, `milk-patrol`, editorChecksFile)
  await fs.mkdir(path.dirname(file), { recursive: true })
  // Written beside it, then renamed over it: the browser tests' workers bundle it at once, and a page server reading
  // the file while another worker wrote it served half a script ("missing ) after argument list").
  const written = `${file}.${process.pid}`
  await fs.writeFile(written, result.outputFiles[0]!.text)
  await fs.rename(written, file)
  return file
}

/** The editor's own files, by name: its page and its configuration (beside them, the bundle's files). */
export function editorFiles(bandName: string, site: EditorSite): Record<string, string> {
  return {
    "index.html": editorPage(bandName, site.localServer),
    [editorConfigFile]: editorConfigScript(site),
  }
}

/** Takes the editor out of a build folder (a build without the editor's settings must not keep an old one). */
export async function removeEditor(publicDir: string): Promise<void> {
  await fs.rm(path.join(publicDir, editorFolder), { recursive: true, force: true })
}

export async function writeEditor(publicDir: string, bandName: string, site: EditorSite): Promise<number> {
  const folder = path.join(publicDir, editorFolder)
  await removeEditor(publicDir)
  await fs.mkdir(folder, { recursive: true })
  const files = await bundleFiles()
  await Promise.all(files.map((file) => fs.copyFile(file, path.join(folder, path.basename(file)))))
  const own = Object.entries(editorFiles(bandName, site))
  await Promise.all(own.map(([name, text]) => fs.writeFile(path.join(folder, name), text)))
  return files.length + own.length
}
