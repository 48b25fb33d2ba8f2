// `npm run cms`: edit the content in a browser on this computer, offline and without an account. Starts the local
// editing server, which lets the editor write straight into content/ (on port 8081, or any free port when that one
// is taken, say by a test), then Gatsby's development server with the site and the editor at
// http://localhost:8000/admin/, told where the editing server is. Both listen on this computer only. Ctrl+C stops both.
import { spawn } from "child_process"
import path from "path"
import { startEditingServer } from "../src/cms/editing-server"

const project = path.resolve(__dirname, `..`)

async function main(): Promise<void> {
  const editing = await startEditingServer({ repository: project, port: 8081 })
  console.log(`Local editing server for ${path.join(project, `content`)} at ${editing.url}`)
  const develop = spawn(
    process.execPath,
    [require.resolve(`gatsby/cli`), `develop`, `--host`, `localhost`, `--port`, `8000`],
    {
      cwd: project,
      stdio: `inherit`,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: `1`, CMS_LOCAL_SERVER: editing.url },
    },
  )
  develop.on(`exit`, (code) => {
    void editing.stop().then(() => process.exit(code ?? 0))
  })
  for (const signal of [`SIGINT`, `SIGTERM`] as const) process.on(signal, () => develop.kill(signal))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
