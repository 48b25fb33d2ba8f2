/** @jest-environment node */
// GitHub's deploy workflow restores Gatsby's cache and the last build (.cache/ and public/) into a fresh checkout
// before `npm run build`; the build keeps what was restored when it is for the same prefix and address, and clears it
// when not. Run as the build script runs it, before Gatsby and after, in folders standing in for two checkouts.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import packageJson from "../../package.json"

const script = path.join(__dirname, `..`, `clear-cache-on-prefix-change.mts`)
const pages = { PATH_PREFIX: `/milkpatrol`, SITE_URL: `https://milk-patrol.github.io` }
const cachedPicture = path.join(`.cache`, `caches`, `gatsby-plugin-sharp`, `poster.avif`)

function run(checkout: string, env: Record<string, string>, ...args: string[]): void {
  // Node itself, as the build script runs it: no compiler in between.
  execFileSync(process.execPath, [script, ...args], {
    cwd: checkout,
    env: { PATH: process.env.PATH, ...env },
    stdio: `pipe`,
  })
}

/** A checkout that has built once for `env`, as `npm run build` does: the check before, Gatsby's output, the record. */
function builtCheckout(env: Record<string, string>): string {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-deploy-`))
  run(checkout, env)
  fs.mkdirSync(path.join(checkout, path.dirname(cachedPicture)), { recursive: true })
  fs.writeFileSync(path.join(checkout, cachedPicture), `a drawn picture`)
  fs.mkdirSync(path.join(checkout, `public`))
  fs.writeFileSync(path.join(checkout, `public`, `index.html`), `<!doctype html>`)
  run(checkout, env, `record`)
  return checkout
}

/** A fresh checkout (no node_modules/) with the .cache/ and public/ of `built`, as actions/cache restores them. */
function restoredInto(built: string): string {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-deploy-`))
  for (const folder of [`.cache`, `public`])
    fs.cpSync(path.join(built, folder), path.join(checkout, folder), { recursive: true })
  return checkout
}

const made: string[] = []
afterAll(() => {
  for (const folder of made) fs.rmSync(folder, { recursive: true, force: true })
})

/** The build script's step that runs `gatsby build` (scripts/gatsby-build.mts). */
const startsGatsby = (step: string) => step.startsWith(`node scripts/gatsby-build.mts`)

test(`the build script records what it built for as its last step, after Gatsby`, () => {
  const steps = packageJson.scripts.build.split(`&&`).map((step) => step.trim())
  expect(steps.at(-1)).toBe(`node scripts/clear-cache-on-prefix-change.mts record`)
  expect(steps.findIndex(startsGatsby)).toBe(steps.length - 2)
})

test(`before Gatsby the build script runs the prefix check alone, in Node itself: Gatsby's first hook checks the content`, () => {
  // A second process checking the content first (tsx, the checker's modules) took 9 s of a warm build's 20 at load
  // 2 to 4 (docs/performance.md); gatsby-node.ts's onPreInit stops a build with broken content before public/ changes
  // (scripts/__proofs__/broken-content-stops-build.proof.ts).
  const steps = packageJson.scripts.build.split(`&&`).map((step) => step.trim())
  const gatsby = steps.findIndex(startsGatsby)
  expect(steps.slice(0, gatsby)).toEqual([`node scripts/clear-cache-on-prefix-change.mts`])
})

test(`a cache restored into a fresh checkout, built for the same prefix and address, is kept`, () => {
  const built = builtCheckout(pages)
  const next = restoredInto(built)
  made.push(built, next)
  run(next, pages)
  expect(fs.readFileSync(path.join(next, cachedPicture), `utf8`)).toBe(`a drawn picture`)
})

test(`a cache restored into a fresh checkout is cleared when the prefix or the address changed`, () => {
  for (const changed of [
    { ...pages, PATH_PREFIX: `/band` },
    { ...pages, SITE_URL: `https://www.milkpatrol.band` },
  ]) {
    const built = builtCheckout(pages)
    const next = restoredInto(built)
    made.push(built, next)
    run(next, changed)
    expect(fs.existsSync(path.join(next, `.cache`))).toBe(false)
  }
})

test(`in one checkout, a build for another prefix still clears the cache when Gatsby left no record in it`, () => {
  const built = builtCheckout(pages)
  made.push(built)
  // Gatsby empties .cache/ when it cannot use it; the checkout's own record, in node_modules/, still says.
  fs.rmSync(path.join(built, `.cache`, `milk-patrol-path-prefix`))
  run(built, { PATH_PREFIX: `` })
  expect(fs.existsSync(path.join(built, `.cache`))).toBe(false)
})
