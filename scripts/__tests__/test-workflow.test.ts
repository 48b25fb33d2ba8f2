/** @jest-environment node */
// A pull request is tested before anything deploys by what CI runs on a clean clone (.ci/run), in every browser engine
// the suite has, on the Node line the hosts build with, by actions Dependabot keeps current.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { parse as parseToml } from "smol-toml"
import { parse } from "yaml"
import playwrightConfig from "../../playwright.config"
import { editPagesContent, writeEditedContent } from "../../src/content-model/__fixtures__/edited-content"

const projectDir = path.join(__dirname, `..`, `..`)
const read = (file: string) => fs.readFileSync(path.join(projectDir, file), `utf8`)

interface Step {
  uses?: string
  run?: string
  with?: Record<string, string>
}
interface Job {
  container?: string | { image: string }
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  jobs: Record<string, Job>
}
const workflowFiles = fs.readdirSync(path.join(projectDir, `.github`, `workflows`))
const workflow = (file: string) => parse(read(`.github/workflows/${file}`)) as Workflow
const steps = (file: string) => Object.values(workflow(file).jobs).flatMap((job) => job.steps)

const hostNode = read(`.nvmrc`).trim()

/**
 * The Playwright projects the browser suite's npm script runs tests in, and how many in each: what
 * `npm run test:e2e -- --list` lists (no build; the specs read each build's content, written here as the global setup
 * writes it: the edited-content fixture for the root build, the Pages fixture for the prefixed one).
 */
function projectsTheSuiteRuns(content: { root: string; prefixed: string }): Record<string, number> {
  // Playwright refuses to run where it sees a Jest worker (JEST_WORKER_ID).
  const { JEST_WORKER_ID: _jestWorker, ...environment } = process.env
  const output = execFileSync(`npm`, [`run`, `--silent`, `test:e2e`, `--`, `--list`, `--reporter=json`], {
    cwd: projectDir,
    encoding: `utf8`,
    env: {
      ...environment,
      E2E_CONTENT: content.root,
      E2E_PREFIXED_CONTENT: content.prefixed,
    },
  })
  // playwright.config.ts says which Chromium it drives on a line of its own before the report.
  interface Suite {
    specs?: { tests: { projectName: string }[] }[]
    suites?: Suite[]
  }
  const report = JSON.parse(output.slice(output.search(/^\{/m))) as { suites: Suite[]; errors: unknown[] }
  expect(report.errors).toEqual([])
  const counts: Record<string, number> = {}
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? [])
      for (const { projectName } of spec.tests) counts[projectName] = (counts[projectName] ?? 0) + 1
    suite.suites?.forEach(walk)
  }
  report.suites.forEach(walk)
  return counts
}

describe(`test.yml`, () => {
  it(`runs on every pull request and on pushes to main`, () => {
    expect(workflow(`test.yml`).on).toHaveProperty(`pull_request`)
    expect(workflow(`test.yml`).on).toHaveProperty(`push`, { branches: [`main`] })
  })

  it(`runs .ci/run, what CI runs on a clean clone, in a Debian container where .ci/run installs the engines`, () => {
    const jobs = Object.values(workflow(`test.yml`).jobs)
    const ciJobs = jobs.filter((job) => job.steps.some((step) => step.run === `bash .ci/run`))
    expect(ciJobs).toHaveLength(1)
    const { container } = ciJobs[0]!
    expect(typeof container === `string` ? container : container?.image).toMatch(/^debian:/)
    expect(fs.statSync(path.join(projectDir, `.ci`, `run`)).isFile()).toBe(true)
  })

  it(`its browser suite (.ci/run's npm test) runs tests in every engine playwright.config.ts declares`, async () => {
    const configured = (playwrightConfig.projects ?? []).map((project) => project.name!)
    expect(configured).toEqual(expect.arrayContaining([`desktop`, `phone`, `webkit`, `gecko`]))
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-listed-content-`))
    try {
      const content = { root: path.join(folder, `root`), prefixed: path.join(folder, `prefixed`) }
      await writeEditedContent(content.root)
      await writeEditedContent(content.prefixed, editPagesContent)
      const counts = projectsTheSuiteRuns(content)
      expect(Object.keys(counts).sort()).toEqual([...configured].sort())
      for (const project of configured) expect([project, counts[project]! > 0]).toEqual([project, true])
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  }, 120_000)
})

describe.each(workflowFiles)(`%s`, (file) => {
  it(`takes each action at a major version or a full commit, which Dependabot's weekly github-actions updates move on`, () => {
    const dependabot = parse(read(`.github/dependabot.yml`)) as {
      updates: { "package-ecosystem": string; directory: string }[]
    }
    expect(dependabot.updates).toContainEqual(
      expect.objectContaining({ "package-ecosystem": `github-actions`, directory: `/` }),
    )
    for (const { uses } of steps(file).filter((step) => step.uses))
      expect(uses).toMatch(/^[\w-]+\/[\w-]+@(v\d+|[0-9a-f]{40})$/)
  })

  it(`sets Node up from .nvmrc`, () => {
    for (const step of steps(file).filter((candidate) => candidate.uses?.startsWith(`actions/setup-node@`))) {
      expect(step.with?.[`node-version-file`]).toBe(`.nvmrc`)
    }
  })
})

describe(`the Node line`, () => {
  it(`is an LTS line in .nvmrc, which Netlify builds with too`, () => {
    expect(hostNode).toMatch(/^\d*[02468]$/)
    const netlify = parseToml(read(`netlify.toml`)) as { build: { environment: Record<string, unknown> } }
    expect(netlify.build.environment.NODE_VERSION).toBe(hostNode)
  })

  it(`is one of the lines package.json's engines declares, with @types/node of the same line`, () => {
    const manifest = JSON.parse(read(`package.json`))
    expect(manifest.engines.node.split(` || `)).toContain(`^${hostNode}.0.0`)
    expect(manifest.devDependencies[`@types/node`]).toMatch(new RegExp(`^\\^${hostNode}\\.`))
  })
})
