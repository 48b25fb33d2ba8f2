/** @jest-environment node */
// Gatsby's query extraction parses what preprocessSource hands it: every file under src/ that holds a query, and every
// page's and template's component, as it is; tests, fixtures and files with nothing to extract as an empty module.
import fs from "fs"
import path from "path"
import type { PreprocessSourceArgs } from "gatsby"
import { leaveOutFilesWithoutQueries, nothingToExtract } from "../query-extraction"

const src = path.join(__dirname, `..`, `..`)
/** The files Gatsby looks through: every script under src/ but type declarations (query-compiler.js). */
const files = fs
  .readdirSync(src, { recursive: true, encoding: `utf8` })
  .filter((file) => /\.(m|c)?(t|j)sx?$/.test(file) && !file.endsWith(`.d.ts`))
  .map((file) => path.join(src, file))
const pageComponents = files.filter((file) => /[\\/]src[\\/](pages|templates)[\\/][^\\/]+\.tsx$/.test(file))
const store = { getState: () => ({ components: new Map(pageComponents.map((file) => [file, {}])) }) }

/** What Gatsby parses for `file`: the file as it is, or the hook's stand-in. */
function parsed(file: string): `as it is` | `empty module` {
  const contents = fs.readFileSync(file, `utf8`)
  const handed = leaveOutFilesWithoutQueries({
    filename: file,
    contents,
    store,
  } as unknown as PreprocessSourceArgs)
  if (handed === undefined) return `as it is`
  expect(handed).toBe(nothingToExtract)
  return `empty module`
}

const isTest = (file: string) => /[\\/](__tests__|__fixtures__|__mocks__|test-support)[\\/]/.test(file)

test(`every file of the site that holds a query or fragment is parsed as it is`, () => {
  const withQueries = files.filter(
    (file) => !isTest(file) && /\bgraphql(`|\()/.test(fs.readFileSync(file, `utf8`)),
  )
  expect(withQueries.length).toBeGreaterThan(10)
  for (const file of withQueries) expect([file, parsed(file)]).toEqual([file, `as it is`])
})

test(`every page's and template's component is parsed as it is, for its exports (Head, config)`, () => {
  expect(pageComponents.length).toBeGreaterThan(5)
  for (const file of pageComponents) expect([file, parsed(file)]).toEqual([file, `as it is`])
})

test(`tests, fixtures, mocks and what they share are handed over as an empty module, queries or not`, () => {
  const tests = files.filter(isTest)
  expect(tests.length).toBeGreaterThan(20)
  for (const file of tests) expect([file, parsed(file)]).toEqual([file, `empty module`])
})

test(`a file of the site that names no query, Slice or server data, and is no page's component, is an empty module`, () => {
  const editorChecks = path.join(src, `editor`, `decap`, `editor.ts`)
  expect(fs.readFileSync(editorChecks, `utf8`)).toContain(`config`)
  expect(parsed(editorChecks)).toBe(`empty module`)
  // How much Gatsby still parses, of the files its own look at the text (`graphql`, `config`, `Head`, …) would parse.
  const asItIs = files.filter((file) => parsed(file) === `as it is`)
  expect(asItIs.length).toBeLessThan(files.length / 4)
})
