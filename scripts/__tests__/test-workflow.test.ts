/** @jest-environment node */
// A pull request is tested before anything deploys, on the Node line the hosts build with, by actions whose major
// versions are current.
import fs from "fs"
import path from "path"
import { parse } from "yaml"

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

describe(`test.yml`, () => {
  it(`runs on every pull request and on pushes to main`, () => {
    expect(workflow(`test.yml`).on).toHaveProperty(`pull_request`)
    expect(workflow(`test.yml`).on).toHaveProperty(`push`, { branches: [`main`] })
  })

  it(`installs cleanly, audits the site's and the editor's locks, then typechecks, lints, runs Jest, the proofs and Chromium's browser suite`, () => {
    const audit = `npm audit --package-lock-only --omit=dev --audit-level=critical`
    const runs = steps(`test.yml`).filter((step) => step.run)
    expect(runs.filter((step) => step.run === audit).map((step) => step[`working-directory`] ?? `.`)).toEqual(
      [`.`, `src/cms/editor-package`],
    )
    const commands = runs.flatMap((step) => (step.run && step.run !== audit ? [step.run] : []))
    expect(commands).toEqual([
      `npm ci`,
      `npm run typecheck`,
      `npm run lint`,
      `npm run test:unit`,
      `npm run test:proofs`,
      `npx playwright test --project=desktop --project=phone`,
    ])
    const scripts = JSON.parse(read(`package.json`)).scripts as Record<string, string>
    for (const command of commands) {
      const script = /^npm run (\S+)/.exec(command)?.[1]
      if (script) expect(scripts).toHaveProperty([script])
    }
  })

  it(`drives the runner's Chrome, which playwright.config.ts takes from CHROMIUM_PATH`, () => {
    expect(workflow(`test.yml`).jobs.test?.env?.CHROMIUM_PATH).toBe(`/usr/bin/google-chrome`)
    expect(read(`e2e/support/chromium.ts`)).toContain(`environment.CHROMIUM_PATH`)
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
    expect(read(`netlify.toml`)).toContain(`NODE_VERSION = "${hostNode}"`)
  })

  it(`is one of the lines package.json's engines declares, with @types/node of the same line`, () => {
    const manifest = JSON.parse(read(`package.json`))
    expect(manifest.engines.node.split(` || `)).toContain(`^${hostNode}.0.0`)
    expect(manifest.devDependencies[`@types/node`]).toMatch(new RegExp(`^\\^${hostNode}\\.`))
  })
})
