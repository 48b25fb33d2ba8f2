/** @jest-environment node */
// A change to the styles alone reaches every page when the site is rebuilt over the last build's .cache and public/,
// as Netlify rebuilds it. Every page carries the stylesheet inlined in its HTML, and Gatsby draws a page's HTML again
// only when its data or the HTML renderer changed: a commit that changed only CSS deployed pages still drawn with the
// old styles. Three real builds in a copy of the project (with the good-content fixture), so not part of
// `npm run test:unit`: run by `npm run test:proofs` (and .ci/run).
import { promises as fs } from "fs"
import path from "path"
import { contentFixture } from "../../src/content-model/__fixtures__/content-fixture"
import { buildSite, projectCopy } from "./project-in-a-copy"

let siteDir: string
const proofRule = `.warm-rebuild-proof{color:#123456}`

beforeAll(async () => {
  // Its own node_modules/.cache, so the copy's builds leave the project's build caches as they were.
  siteDir = await projectCopy(`milk-patrol-warm-rebuild-`, await contentFixture())
}, 120_000)

afterAll(async () => {
  if (siteDir) await fs.rm(siteDir, { recursive: true, force: true })
})

/** Every page's HTML in the copy's public/, by its path there. */
async function builtPages(): Promise<Map<string, string>> {
  const publicDir = path.join(siteDir, `public`)
  const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true })
  const pages = new Map<string, string>()
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(`.html`)) continue
    const file = path.join(entry.parentPath, entry.name)
    const relative = path.relative(publicDir, file)
    if (relative.startsWith(`_gatsby`) || relative.startsWith(`admin`)) continue
    pages.set(relative, await fs.readFile(file, `utf8`))
  }
  return pages
}

/** The pages whose inlined stylesheet lacks the rule the commit added. */
async function pagesWithoutTheNewRule(): Promise<string[]> {
  return [...(await builtPages())].filter(([, html]) => !html.includes(proofRule)).map(([page]) => page)
}

test(`a change to the styles alone is in every page after a rebuild over the last build; no change redraws none`, async () => {
  buildSite(siteDir)
  const pages = [...(await builtPages()).keys()].sort()
  expect(pages).toEqual(expect.arrayContaining([`index.html`, `schedule/index.html`, `404.html`]))

  // A commit that changes nothing but a stylesheet.
  await fs.appendFile(
    path.join(siteDir, `src`, `styles`, `global.css`),
    `\n.warm-rebuild-proof {\n  color: #123456;\n}\n`,
  )
  buildSite(siteDir)
  expect([...(await builtPages()).keys()].sort()).toEqual(pages)
  expect({ pagesWithTheOldStyles: await pagesWithoutTheNewRule() }).toEqual({ pagesWithTheOldStyles: [] })

  // The same sources again: Gatsby keeps every page's HTML, which already has the new styles.
  expect(buildSite(siteDir)).toContain(`There are no new or changed html files to build.`)
  expect({ pagesWithTheOldStyles: await pagesWithoutTheNewRule() }).toEqual({ pagesWithTheOldStyles: [] })
}, 900_000)
