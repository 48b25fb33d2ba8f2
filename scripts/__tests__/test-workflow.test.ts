/** @jest-environment node */
// A pull request is tested before anything deploys, on the Node line the hosts build with, by actions whose major
// versions are current.
import fs from "fs"
import path from "path"
import { parse as parseToml } from "smol-toml"
import { parse } from "yaml"
import playwrightConfig from "../../playwright.config"
import { findChromium } from "../../e2e/support/chromium"

const projectDir = path.join(__dirname, `..`, `..`)
const read = (file: string) => fs.readFileSync(path.join(projectDir, file), `utf8`)

interface Step {
  uses?: string
  run?: string
  "working-directory"?: string
  with?: Record<string, string>
}
interface Workflow {
  on: Record<string, unknown>
  jobs: Record<string, { env?: Record<string, string>; steps: Step[] }>
}
const workflowFiles = fs.readdirSync(path.join(projectDir, `.github`, `workflows`))
const workflow = (file: string) => parse(read(`.github/workflows/${file}`)) as Workflow
const steps = (file: string) => Object.values(workflow(file).jobs).flatMap((job) => job.steps)

/** The current major version of each action the workflows use (November 2026). */
const currentMajors: Record<string, string> = {
  "actions/checkout": `v6`,
  "actions/setup-node": `v6`,
  "actions/configure-pages": `v6`,
  "actions/upload-pages-artifact": `v5`,
  "actions/deploy-pages": `v5`,
  "actions/upload-artifact": `v7`,
}

const hostNode = read(`.nvmrc`).trim()

/** The programs a package.json script starts: the first word of each command, after cross-env's variables. */
const programsOf = (script: string) =>
  script.split(/&&|\|\||;/).map(
    (command) =>
      command
        .trim()
        .split(/\s+/)
        .filter((word) => word !== `cross-env` && !/^[A-Za-z_]\w*=/.test(word))[0]!,
  )
/** A program the job can run: Node's own, or one npm ci installs into node_modules/.bin. */
const installed = (program: string) =>
  [`node`, `npm`, `npx`].includes(program) ||
  fs.existsSync(path.join(projectDir, `node_modules`, `.bin`, program))

describe(`test.yml`, () => {
  it(`runs on every pull request and on pushes to main`, () => {
    expect(workflow(`test.yml`).on).toHaveProperty(`pull_request`)
    expect(workflow(`test.yml`).on).toHaveProperty(`push`, { branches: [`main`] })
  })

  it(`installs from the lock file first, audits each lock there is, then runs scripts whose programs are installed`, () => {
    const runs = steps(`test.yml`).filter((step) => step.run)
    expect(runs[0]?.run).toBe(`npm ci`)
    // Each audit reads a lock file (--package-lock-only): the site's and the editor's, which both exist.
    const audits = runs.filter((step) => step.run!.startsWith(`npm audit --package-lock-only`))
    const audited = audits.map((step) => step[`working-directory`] ?? `.`)
    expect(audited).toEqual([`.`, `src/cms/editor-package`])
    for (const folder of audited)
      expect(fs.existsSync(path.join(projectDir, folder, `package-lock.json`))).toBe(true)
    // Each `npm run` names a script package.json has, whose programs npm ci puts in node_modules/.bin.
    const scripts = JSON.parse(read(`package.json`)).scripts as Record<string, string>
    const named = runs.flatMap((step) => /^npm run (\S+)$/.exec(step.run!)?.slice(1) ?? [])
    expect(named).toEqual([`typecheck`, `lint`, `test:unit`, `test:proofs`])
    for (const script of named) {
      expect(scripts).toHaveProperty([script])
      expect([script, programsOf(scripts[script]!).filter((program) => !installed(program))]).toEqual([
        script,
        [],
      ])
    }
  })

  it(`runs the browser suite last, in Playwright projects that playwright.config.ts has`, () => {
    const runs = steps(`test.yml`).filter((step) => step.run)
    const [program, ...words] = runs.at(-1)!.run!.split(` `)
    expect([program, words[0], words[1]]).toEqual([`npx`, `playwright`, `test`])
    expect(installed(`playwright`)).toBe(true)
    const projects = words.flatMap((word) => /^--project=(.+)$/.exec(word)?.slice(1) ?? [])
    expect(projects).toEqual([`desktop`, `phone`])
    const configured = (playwrightConfig.projects ?? []).map((project) => project.name)
    for (const project of projects) expect(configured).toContain(project)
  })

  it(`drives the runner's Chrome: the job's CHROMIUM_PATH is the browser the suite picks`, () => {
    const chromiumPath = workflow(`test.yml`).jobs.test?.env?.CHROMIUM_PATH
    expect(chromiumPath).toBe(`/usr/bin/google-chrome`)
    const onTheRunner = (file: string) => file === chromiumPath || file === `/usr/bin/chromium`
    expect(findChromium(`tests`, { CHROMIUM_PATH: chromiumPath }, onTheRunner).executablePath).toBe(
      chromiumPath,
    )
  })
})

describe.each(workflowFiles)(`%s`, (file) => {
  it(`uses each action at its current major version`, () => {
    for (const { uses } of steps(file).filter((step) => step.uses)) {
      const [action, version] = uses!.split(`@`)
      expect({ action, version }).toEqual({ action, version: currentMajors[action!] })
    }
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
