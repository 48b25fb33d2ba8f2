// `npm run build`'s `gatsby build`, started with the settings its memory was measured with (docs/performance.md):
// - GATSBY_TELEMETRY_DISABLED=1;
// - MALLOC_ARENA_MAX=2: glibc's allocator held to two arenas, so the image buffers sharp's threads free go back to
//   two pools instead of one per thread (Linux: Netlify, GitHub's runners; other systems' allocators ignore it);
// - NODE_OPTIONS starting with --max-semi-space-size=4: V8's young generation held to 4 MB halves in Gatsby and in
//   the query worker that inherits it, followed by the caller's own options, so that a larger heap set in Netlify's
//   site settings still reaches Gatsby and an option given twice is the caller's (Node takes the last).
//
// On Linux and macOS this process becomes Gatsby's (process.execve): nothing waits beside the build. cross-env, which
// set these before, stayed alive for the whole build as a Node process of its own, counted in the build's peak
// (docs/performance.md, "cross-env's process"). Where Node cannot replace a process (Windows), Gatsby runs as a child
// and this process ends as it ends.
// Node runs it as it is (its own type stripping), as it runs clear-cache-on-prefix-change.mts.
import { spawn } from "child_process"
import { createRequire } from "module"

const gatsbyCli = createRequire(import.meta.url).resolve(`gatsby/cli.js`)
const args = [gatsbyCli, `build`, ...process.argv.slice(2)]
const env: NodeJS.ProcessEnv = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: `1`,
  MALLOC_ARENA_MAX: `2`,
  NODE_OPTIONS: [`--max-semi-space-size=4`, process.env.NODE_OPTIONS?.trim()].filter(Boolean).join(` `),
}

if (process.execve) {
  process.execve(process.execPath, [process.execPath, ...args], env)
} else {
  const gatsby = spawn(process.execPath, args, { env, stdio: `inherit` })
  gatsby.on(`exit`, (code, signal) => {
    if (signal) process.kill(process.pid, signal)
    else process.exit(code ?? 1)
  })
}
