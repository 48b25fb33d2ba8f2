// `npm run cms`: edit the content in a browser on this computer, offline and without an account. Starts Gatsby's
// development server (the site and the editor at http://localhost:8000/admin/) and decap-server, which lets the
// editor write straight into content/; listening on this computer only. Ctrl+C stops both.
import { spawn, type ChildProcess } from "child_process"
import path from "path"

const project = path.resolve(__dirname, `..`)
const children: ChildProcess[] = []

function start(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { cwd: project, stdio: `inherit`, env: { ...process.env, ...env } })
  child.on(`exit`, (code) => {
    for (const other of children) if (other !== child) other.kill()
    process.exit(code ?? 0)
  })
  children.push(child)
}

start(process.execPath, [require.resolve(`decap-server/dist/index.js`)], {
  PORT: `8081`,
  BIND_HOST: `127.0.0.1`,
  MODE: `fs`,
  GIT_REPO_DIRECTORY: project,
})
start(process.execPath, [require.resolve(`gatsby/cli`), `develop`, `--host`, `localhost`, `--port`, `8000`], {
  GATSBY_TELEMETRY_DISABLED: `1`,
})
console.log(`Edit the content at http://localhost:8000/admin/ (Ctrl+C to stop)`)

for (const signal of [`SIGINT`, `SIGTERM`] as const)
  process.on(signal, () => {
    for (const child of children) child.kill(signal)
  })
