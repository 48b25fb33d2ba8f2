// The content editor at /admin/: written into public/ once Gatsby has bootstrapped, and served by `gatsby develop`.
import { promises as fs } from "fs"
import path from "path"
import type { CreateDevServerArgs, ParentSpanPluginArgs } from "gatsby"
import type { EditorSite } from "../editor/decap/decap-config"
import { EditorSetupError, editorSite, removeEditor, writeEditor } from "../build/write-editor"

/**
 * The content editor at /admin/, in `gatsby develop` (npm run cms) as in a build: written after bootstrap, once Gatsby
 * has cleared what a cacheless build clears, and served from public/ by both.
 */
export async function writeContentEditor({ reporter }: ParentSpanPluginArgs): Promise<void> {
  const band = JSON.parse(await fs.readFile(path.resolve(`content`, `band.json`), `utf8`)) as { name: string }
  let site: EditorSite
  try {
    site = editorSite()
  } catch (error) {
    if (!(error instanceof EditorSetupError)) throw error
    // The site is built all the same; only the editor, which would not know where to commit, is left out.
    await removeEditor(path.resolve(`public`))
    // Expected on a band member's computer (`npm run serve`), so said there without the word "warning"; a host
    // (Netlify, GitHub Actions) always names the repository, so there it is a warning.
    const onAHost = process.env.NETLIFY === `true` || process.env.GITHUB_ACTIONS === `true`
    const say = onAHost ? reporter.warn.bind(reporter) : reporter.info.bind(reporter)
    say(`The content editor (/admin/) is left out of this build. ${error.message}`)
    return
  }
  const files = await writeEditor(path.resolve(`public`), band.name, site)
  reporter.info(`Content editor: ${files} files in public/admin/, committing to ${site.repository}`)
}

/** In `gatsby develop`, /admin/ is the editor's page (Gatsby's dev server would answer a folder with its 404 page). */
export function serveContentEditorInDevelop({ app }: CreateDevServerArgs): void {
  app.get(`/admin/`, (_request: unknown, response: { sendFile: (file: string) => void }) =>
    response.sendFile(path.resolve(`public`, `admin`, `index.html`)),
  )
}
