// `npm run cms`: edit the content in a browser on this computer, offline and without an account. Chooses the port
// of Gatsby's development server first (`--port N` or CMS_PORT, else 8000, or a free one), so the site's address, the
// editor's origin, is known; starts the local editing server for content/ (`--editing-port M` or CMS_EDITING_PORT,
// else 81 above the site's port, or any free port when that one is taken, say by a test), which answers the editor at
// that origin only and lets it write straight into content/; then starts Gatsby's development server with the site
// and the editor on the chosen port, told where the editing server is (editor-port.ts). Gatsby takes a while to start
// (about a minute the first time): the editor's address is printed once it answers. Both listen on this computer
// only. Ctrl+C stops both.
import { spawn } from "child_process"
import path from "path"
import { startEditingServer } from "../src/editing-server/editing-server"
import { chosenPorts, cmsPorts } from "./editor-port"

const project = path.resolve(__dirname, `..`)
/** What `gatsby develop` prints once the site is built and served. */
const developReady = /You can now view .* in the browser/

async function main(): Promise<void> {
  const ports = await cmsPorts(chosenPorts(process.argv.slice(2)))
  const port = ports.site
  const site = `http://localhost:${port}/`
  const contentDir = path.join(project, `content`)
  const editing = await startEditingServer({ contentDir, editorOrigin: site, port: ports.editing })
  console.log(
    `Starting the editor (about a minute the first time; wait for "The editor is ready").\n` +
      `Local editing server for ${contentDir} at ${editing.url}, for the editor at ${site}admin/ only`,
  )
  const develop = spawn(
    process.execPath,
    [require.resolve(`gatsby/cli`), `develop`, `--host`, `localhost`, `--port`, String(port)],
    {
      cwd: project,
      stdio: [`inherit`, `pipe`, `inherit`],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: `1`, CMS_LOCAL_SERVER: editing.url },
    },
  )
  let ready = false
  develop.stdout.on(`data`, (chunk: Buffer) => {
    process.stdout.write(chunk)
    if (ready || !developReady.test(chunk.toString())) return
    ready = true
    console.log(
      `\nThe editor is ready: ${site}admin/ (click "Login"; it saves into content/). The site: ${site}\n` +
        `Ctrl+C to stop.\n`,
    )
  })
  develop.on(`exit`, (code) => {
    void editing.stop().then(() => process.exit(code ?? 0))
  })
  for (const signal of [`SIGINT`, `SIGTERM`] as const) process.on(signal, () => develop.kill(signal))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
