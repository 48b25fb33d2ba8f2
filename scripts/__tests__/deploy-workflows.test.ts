/** @jest-environment node */
// The hosts rebuild the site every morning, so shows whose day has passed leave "Upcoming" in the static HTML.
import { spawn } from "child_process"
import fs from "fs"
import http from "http"
import os from "os"
import type { AddressInfo } from "net"
import path from "path"
import { parse } from "yaml"
import { projectCacheFolder } from "../../src/content-model/decoded-images"

interface Workflow {
  on: { push?: { branches: string[] }; schedule?: { cron: string }[]; workflow_dispatch?: unknown }
  permissions?: Record<string, string>
  jobs: Record<
    string,
    {
      permissions?: Record<string, string>
      "timeout-minutes"?: number
      steps: {
        id?: string
        name?: string
        uses?: string
        run?: string
        env?: Record<string, string>
        with?: Record<string, string>
      }[]
    }
  >
}
const workflow = (file: string) =>
  parse(fs.readFileSync(path.join(__dirname, `..`, `..`, `.github`, `workflows`, file), `utf8`)) as Workflow

/** The hour in central Illinois at which a daily "M H * * *" schedule (in UTC, as GitHub reads it) runs on a day. */
function localHour(cron: string, day: string): number {
  const [minute, hour, ...rest] = cron.split(` `)
  expect(rest).toEqual([`*`, `*`, `*`])
  const instant = new Date(`${day}T${hour?.padStart(2, `0`)}:${minute?.padStart(2, `0`)}:00Z`)
  return Number(
    new Intl.DateTimeFormat(`en-US`, {
      timeZone: `America/Chicago`,
      hour: `numeric`,
      hourCycle: `h23`,
    }).format(instant),
  )
}

describe.each([`deploy-pages.yml`, `netlify-daily-rebuild.yml`])(`%s`, (file) => {
  it(`runs every day in the early morning in central Illinois, summer and winter, and by hand`, () => {
    const { schedule } = workflow(file).on
    expect(schedule).toHaveLength(1)
    for (const day of [`2026-01-15`, `2026-07-15`]) {
      const hour = localHour(schedule?.[0]?.cron ?? ``, day)
      expect(hour).toBeGreaterThanOrEqual(3)
      expect(hour).toBeLessThanOrEqual(6)
    }
    expect(workflow(file).on).toHaveProperty(`workflow_dispatch`)
  })
})

it(`GitHub Pages still deploys on every push to main`, () => {
  expect(workflow(`deploy-pages.yml`).on.push?.branches).toEqual([`main`])
})

describe(`GitHub Pages' address`, () => {
  const job = Object.values(workflow(`deploy-pages.yml`).jobs).find((candidate) =>
    candidate.steps.some((step) => step.run === `npm run build`),
  )!
  const buildAt = job.steps.findIndex((step) => step.run === `npm run build`)
  const addressStep = job.steps.find((step) => step.id === `pages`)

  /**
   * The address step's script, run by bash as GitHub runs it, with a `gh` of the test's own first on PATH: it prints
   * what GitHub's Pages API would give as html_url (or fails, as for a repository without Pages), and records its
   * arguments. Returns the step's exit status, what it wrote to GITHUB_OUTPUT and what gh was asked.
   */
  async function runAddressStep(htmlUrl: string | undefined) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `pages-address-`))
    const output = path.join(dir, `output`)
    fs.writeFileSync(output, ``)
    const gh = path.join(dir, `gh`)
    fs.writeFileSync(
      gh,
      `#!/bin/sh\necho "$@" >> "${dir}/asked"\n` +
        (htmlUrl === undefined ? `echo "HTTP 404: Not Found" >&2\nexit 1\n` : `echo "${htmlUrl}"\n`),
      { mode: 0o755 },
    )
    const status = await new Promise<number | null>((resolve) => {
      const child = spawn(
        `bash`,
        [`--noprofile`, `--norc`, `-eo`, `pipefail`, `-c`, addressStep?.run ?? `exit 9`],
        {
          env: {
            PATH: `${dir}${path.delimiter}${process.env.PATH}`,
            GITHUB_OUTPUT: output,
            GITHUB_REPOSITORY: `milk-patrol/milkpatrol`,
            GH_TOKEN: `a-token`,
          },
          stdio: [`ignore`, `ignore`, `ignore`],
        },
      )
      child.on(`close`, resolve)
    })
    const outputs = Object.fromEntries(
      fs
        .readFileSync(output, `utf8`)
        .split(`\n`)
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf(`=`)), line.slice(line.indexOf(`=`) + 1)]),
    )
    const asked = fs.existsSync(path.join(dir, `asked`))
      ? fs.readFileSync(path.join(dir, `asked`), `utf8`).trim()
      : ``
    fs.rmSync(dir, { recursive: true, force: true })
    return { status, outputs, asked }
  }

  it(`hands the build the path prefix and the site's address, from a step before it`, () => {
    // Each variable's ${{ steps.<id>.outputs.<name> }} followed to the step it names.
    const fromSteps = Object.entries(job.steps[buildAt]!.env ?? {}).flatMap(([variable, value]) => {
      const [, id, output] = /^\$\{\{ steps\.([\w-]+)\.outputs\.(\w+) \}\}$/.exec(value) ?? []
      const at = job.steps.findIndex((step) => step.id === id)
      return id ? [{ variable, output, step: id, before: at > -1 && at < buildAt }] : []
    })
    expect(fromSteps).toEqual([
      { variable: `PATH_PREFIX`, output: `base_path`, step: `pages`, before: true },
      { variable: `SITE_URL`, output: `base_url`, step: `pages`, before: true },
    ])
    expect(addressStep?.env?.GH_TOKEN).toBe(`\${{ github.token }}`)
  })

  it(`is the repository's Pages address: a project site's path is the prefix`, async () => {
    const { status, outputs, asked } = await runAddressStep(`https://milk-patrol.github.io/milkpatrol/`)
    expect(status).toBe(0)
    expect(asked).toBe(`api repos/milk-patrol/milkpatrol/pages --jq .html_url`)
    expect(outputs).toEqual({
      base_url: `https://milk-patrol.github.io/milkpatrol`,
      base_path: `/milkpatrol`,
    })
  })

  it(`has no prefix on a custom domain or a user site`, async () => {
    for (const site of [`https://www.milkpatrol.band/`, `https://milk-patrol.github.io/`])
      expect((await runAddressStep(site)).outputs).toEqual({
        base_url: site.replace(/\/$/, ``),
        base_path: ``,
      })
  })

  it(`stops the build when the repository has no Pages site to ask about`, async () => {
    const { status, outputs } = await runAddressStep(undefined)
    expect(status).not.toBe(0)
    expect(outputs).toEqual({})
  })
})

it(`GitHub Pages restores Gatsby's cache and the last build before building, and keeps each deploy's`, () => {
  const job = Object.values(workflow(`deploy-pages.yml`).jobs).find((candidate) =>
    candidate.steps.some((step) => step.run === `npm run build`),
  )!
  const buildAt = job.steps.findIndex((step) => step.run === `npm run build`)
  const cacheAt = job.steps.findIndex((step) => step.uses?.split(`@`)[0] === `actions/cache`)
  expect(cacheAt).toBeGreaterThan(-1)
  expect(cacheAt).toBeLessThan(buildAt)
  const cache = job.steps[cacheAt]!.with!
  // What Netlify keeps (src/hosts/netlify-adapter.ts): Gatsby's cache, with its images, and public/; and the content
  // check's record of the pictures it decoded, restored after npm ci empties node_modules.
  expect(cache.path?.trim().split(`\n`).sort()).toEqual(
    [`.cache`, projectCacheFolder.split(path.sep).join(`/`), `public`].sort(),
  )
  expect(job.steps.findIndex((step) => step.run === `npm ci`)).toBeLessThan(cacheAt)
  // A key of each run's own, so that every deploy saves what it built (a key once saved is never saved again) ...
  expect(cache.key).toContain(`\${{ github.run_id }}`)
  // ... and the newest of the earlier ones restored, made with the same packages.
  expect(cache.key?.startsWith(cache[`restore-keys`]!)).toBe(true)
  expect(cache[`restore-keys`]).toContain(`hashFiles('package-lock.json')`)
})

describe(`the Netlify build hook step`, () => {
  const step = Object.values(workflow(`netlify-daily-rebuild.yml`).jobs)
    .flatMap((job) => job.steps)
    .find((candidate) => candidate.env && `NETLIFY_BUILD_HOOK_URL` in candidate.env)
  /**
   * The step's script, run by bash as GitHub runs it (asynchronously, so a test server can answer it), with no input:
   * on a socket for stdin, Node's default, Debian's bash reads ~/.bashrc as if started over ssh, which costs seconds.
   */
  const runStep = (hookUrl: string) =>
    new Promise<{ status: number | null; stdout: string }>((resolve) => {
      const child = spawn(`bash`, [`-e`, `-c`, step?.run ?? `exit 9`], {
        env: { PATH: process.env.PATH, NETLIFY_BUILD_HOOK_URL: hookUrl },
        stdio: [`ignore`, `pipe`, `inherit`],
      })
      let stdout = ``
      child.stdout.on(`data`, (chunk: Buffer) => (stdout += chunk))
      child.on(`close`, (status) => resolve({ status, stdout }))
    })

  it(`reads the hook's URL from the repository secret (the expression as written: secrets exist only on GitHub)`, () => {
    expect(step?.env?.NETLIFY_BUILD_HOOK_URL).toBe(`\${{ secrets.NETLIFY_BUILD_HOOK_URL }}`)
  })

  it(`does nothing, successfully, when the secret is not set`, async () => {
    const result = await runStep(``)
    expect(result.status).toBe(0)
    expect(result.stdout).toContain(`not set`)
  })

  it(`asks Netlify for a build with one POST to the hook when it is set`, async () => {
    const requests: string[] = []
    const server = http.createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`)
      response.end()
    })
    await new Promise<void>((resolve) => server.listen(0, `127.0.0.1`, resolve))
    const { port } = server.address() as AddressInfo
    const result = await runStep(`http://127.0.0.1:${port}/build_hooks/abc123`)
    server.close()
    expect(result.status).toBe(0)
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatch(/^POST \/build_hooks\/abc123\?trigger_title=/)
  })
})

describe(`the Pages workflow's rights`, () => {
  const pages = workflow(`deploy-pages.yml`)
  const text = fs.readFileSync(
    path.join(__dirname, `..`, `..`, `.github`, `workflows`, `deploy-pages.yml`),
    `utf8`,
  )

  it(`gives the workflow nothing, the build only reading, and only the deploy the right to publish`, () => {
    expect(pages.permissions).toEqual({})
    expect(pages.jobs.build?.permissions).toEqual({ contents: `read`, pages: `read` })
    expect(pages.jobs.deploy?.permissions).toEqual({ pages: `write`, "id-token": `write` })
  })

  it(`stops each job after a time: a build held by a file never runs for GitHub's six hours`, () => {
    for (const [name, job] of Object.entries(pages.jobs))
      expect({ name, minutes: job[`timeout-minutes`] ?? Infinity }).toEqual({
        name,
        minutes: expect.any(Number),
      })
    expect(pages.jobs.build?.[`timeout-minutes`]).toBeLessThanOrEqual(60)
  })

  it(`names each action by a full commit, with its version beside it for Dependabot`, () => {
    const uses = [...text.matchAll(/uses:\s*(\S+)(.*)$/gm)].map(([, action, rest]) => ({
      action,
      rest: rest!.trim(),
    }))
    expect(uses.length).toBeGreaterThan(4)
    for (const { action, rest } of uses)
      expect({ action, pinned: /@[0-9a-f]{40}$/.test(action!) && /^# v\d/.test(rest) }).toEqual({
        action,
        pinned: true,
      })
  })
})
