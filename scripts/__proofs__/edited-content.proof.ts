/** @jest-environment node */
// The band edits content/ without breaking CI. Their edits pass the checker: in a copy of the project whose content/
// is the edited-content fixture (more shows, a member, a question, the booking kit, as the browser suite builds it),
// `npm run check-content` says so. And no test can read the live content/: every Jest process refuses it
// (src/test-support/live-content-guard.js), so the whole suite passing in .ci/run shows that no test's outcome hangs
// on it, without running the suite a second time over other content.
// Here, in the copy, tests that read its content/ in each way a test could (fs, fs.promises, an import, a Node
// process they start) fail, where Jest runs the tests in its own process and where it runs them in workers.
// Run by `npm run test:proofs` (and .ci/run), not by `npm run test:unit`: neither its name nor its folder matches
// Jest's test pattern.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { writeEditedContent } from "../../src/content-model/__fixtures__/edited-content"
import { projectCopy, runIn } from "./project-in-a-copy"

let copyDir: string

beforeAll(async () => {
  const edited = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-edited-content-`))
  try {
    await writeEditedContent(edited)
    copyDir = await projectCopy(`milk-patrol-edited-`, edited)
  } finally {
    await fs.rm(edited, { recursive: true, force: true })
  }
}, 120_000)

afterAll(async () => {
  if (copyDir) await fs.rm(copyDir, { recursive: true, force: true })
})

test(`the edited content is valid`, () => {
  const run = runIn(copyDir, `npm`, [`run`, `check-content`])
  expect(run.stderr.replace(/^npm warn .*\n/gm, ``)).toBe(``)
  expect(run.stdout).toMatch(/content OK: 22 shows, 10 members, 4 FAQ questions/)
  expect(run.status).toBe(0)
}, 60_000)

/** A test file that passes only when it reads the copy's content/: each test reads it another way. */
const readingTests = `/** @jest-environment node */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"

const content = path.join(__dirname, "..", "..", "content")

test("reads shows.json", () => {
  expect(JSON.parse(fs.readFileSync(path.join(content, "shows.json"), "utf8")).shows).toHaveLength(20)
})

test("reads members.json through fs.promises", async () => {
  expect(JSON.parse(await fs.promises.readFile(path.join(content, "members.json"), "utf8")).members).toHaveLength(10)
})

test("imports faq.json", () => {
  expect(require("../../content/faq.json").faq).toHaveLength(4)
})

test("starts a Node process that reads band.json", () => {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(require('fs').readFileSync('content/band.json', 'utf8'))"], {
    cwd: path.join(__dirname, "..", ".."),
    encoding: "utf8",
  })
  expect(child.stderr).toBe("")
  expect(JSON.parse(child.stdout).name).toBe("Milk Patrol")
})

test("reads the good-content fixture", () => {
  const fixture = path.join(__dirname, "..", "content-model", "__fixtures__", "good-content", "shows.json")
  expect(JSON.parse(fs.readFileSync(fixture, "utf8")).shows.length).toBeGreaterThan(0)
})
`

interface JestReport {
  testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[]
}

/** Runs Jest in the copy on `files`, with `options`; returns each test's outcome, and the run's exit status. */
async function jestInCopy(files: string[], options: string[]) {
  const report = path.join(copyDir, `jest-report.json`)
  const run = runIn(copyDir, `npx`, [
    `jest`,
    `--ci`,
    `--json`,
    `--outputFile=${report}`,
    ...options,
    ...files,
  ])
  const { testResults } = JSON.parse(await fs.readFile(report, `utf8`)) as JestReport
  const outcomes = testResults.flatMap((file) =>
    file.assertionResults.map(({ title, status, failureMessages }) => ({
      title,
      status,
      refused: /A test touched the live content\/|Cannot find module '\.\.\/\.\.\/content\/faq\.json'/.test(
        failureMessages.join(`\n`),
      ),
    })),
  )
  return { status: run.status, outcomes, output: run.output }
}

/** What each test of readingTests must come to: refused, but the fixture's. */
const expectedOutcomes = [
  { title: `reads shows.json`, status: `failed`, refused: true },
  { title: `reads members.json through fs.promises`, status: `failed`, refused: true },
  { title: `imports faq.json`, status: `failed`, refused: true },
  { title: `starts a Node process that reads band.json`, status: `failed`, refused: true },
  { title: `reads the good-content fixture`, status: `passed`, refused: false },
]

test(`tests that read content/ fail, in Jest's own process and in its workers`, async () => {
  const planted = path.join(copyDir, `src`, `planted`)
  await fs.mkdir(planted)
  const files = [`reads-content.test.ts`, `reads-content-too.test.ts`].map((name) => path.join(planted, name))
  for (const file of files) await fs.writeFile(file, readingTests)

  const inBand = await jestInCopy(files.slice(0, 1), [`--runInBand`])
  expect(inBand.outcomes).toEqual(expectedOutcomes)
  expect(inBand.status).not.toBe(0)

  const inWorkers = await jestInCopy(files, [`--maxWorkers=2`])
  expect(inWorkers.outcomes).toEqual([...expectedOutcomes, ...expectedOutcomes])
  expect(inWorkers.status).not.toBe(0)
}, 300_000)
