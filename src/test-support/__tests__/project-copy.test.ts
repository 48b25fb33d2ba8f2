/** @jest-environment node */
// The browser suite, the proofs and bench:scale build a copy of the project. A project downloaded as a ZIP is no git
// clone: the copy then holds what git would list, read from .gitignore, and the suite starts there as in a clone.
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { copyProject, projectFiles } from "../project-copy"

const projectDir = path.join(__dirname, `..`, `..`, `..`)
const made: string[] = []
afterAll(() => {
  for (const folder of made) fs.rmSync(folder, { recursive: true, force: true })
})

/** A project folder as a ZIP unpacks it: the sources, its .gitignore, the installed packages, no .git. */
function unpacked(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-zip-`))
  made.push(folder)
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true })
    fs.writeFileSync(path.join(folder, file), text)
  }
  write(`.gitignore`, fs.readFileSync(path.join(projectDir, `.gitignore`), `utf8`))
  write(`package.json`, `{}`)
  write(`content/band.json`, `{}`)
  write(`src/pages/index.tsx`, `export default () => null`)
  write(`e2e/.builds/site/public/index.html`, `a built page`)
  write(`public/index.html`, `a built page`)
  write(`.cache/caches/poster.avif`, `a drawn picture`)
  write(`bench/results.json`, `{}`)
  write(`node_modules/gatsby/package.json`, `{}`)
  write(`node_modules/.cache/milk-patrol/decoded`, `{}`)
  return folder
}

test(`a project that is no git clone lists what git would: its sources, not its builds, caches or packages`, () => {
  const project = unpacked()
  expect(() =>
    execFileSync(`git`, [`rev-parse`, `--git-dir`], {
      cwd: project,
      stdio: `ignore`,
      env: { PATH: process.env.PATH, GIT_CEILING_DIRECTORIES: os.tmpdir() },
    }),
  ).toThrow()
  expect(projectFiles(project)).toEqual([
    `.gitignore`,
    `content/band.json`,
    `package.json`,
    `src/pages/index.tsx`,
  ])
})

test(`its copy holds those files, and the installed packages linked`, () => {
  const project = unpacked()
  const copy = copyProject(project, `milk-patrol-zip-copy-`)
  made.push(copy)
  expect(fs.readFileSync(path.join(copy, `src`, `pages`, `index.tsx`), `utf8`)).toBe(
    `export default () => null`,
  )
  expect(fs.existsSync(path.join(copy, `public`))).toBe(false)
  expect(fs.lstatSync(path.join(copy, `node_modules`, `gatsby`)).isSymbolicLink()).toBe(true)
})

test(`in a git clone, the list is git's own`, () => {
  const files = projectFiles(projectDir)
  expect(files).toContain(`gatsby-node.ts`)
  expect(files.some((file) => file.startsWith(`node_modules/`))).toBe(false)
})
