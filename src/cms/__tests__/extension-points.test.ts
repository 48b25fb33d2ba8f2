/** @jest-environment node */
// The editor's code reaches Decap only through its public extension points (CMS.registerBackend, registerWidget,
// registerEventListener, registerCustomFormat, registerLocale, the configuration): it replaces no browser global
// nor prototype, and watches none of Decap's page. This test reads src/cms/ and fails when such a patch comes back.
// The ones still there (issue 45, not yet replaced) are listed by file and count: the list may only shrink.
import { promises as fs } from "fs"
import path from "path"

const folder = path.join(__dirname, `..`)

/** What the editor's code must not do to the editor app's page, with how it reads in the code. */
const patches: [string, RegExp][] = [
  [`replaces a browser global`, /\bwindow\.(fetch|confirm|alert|prompt|open)\s*=[^=]/g],
  [`replaces a prototype's method`, /\.prototype\.\w+\s*=[^=]/g],
  [`reads a prototype's property to patch it`, /getOwnPropertyDescriptor\(\w+\.prototype/g],
  [`watches the page's DOM`, /new MutationObserver/g],
  [`listens to the whole page before Decap (capture phase)`, /document\.addEventListener\(/g],
  [`reloads on the page's address`, /addEventListener\(`hashchange`/g],
]

/** Still there, by file: what is left of the patches issue 45 replaces with extension points. */
const stillThere: Record<string, string[]> = {
  "backup-after-entry.ts": [`replaces a prototype's method`, `reads a prototype's property to patch it`],
  "editor-checks.ts": [
    `listens to the whole page before Decap (capture phase)`,
    `listens to the whole page before Decap (capture phase)`,
    `reloads on the page's address`,
    `watches the page's DOM`,
  ],
  "phone-form.ts": [`watches the page's DOM`],
}

test(`src/cms/ patches nothing of the editor app's page beyond the ones still listed`, async () => {
  const files = (await fs.readdir(folder)).filter((name) => name.endsWith(`.ts`))
  const found: Record<string, string[]> = {}
  for (const file of files) {
    const text = await fs.readFile(path.join(folder, file), `utf8`)
    const kinds = patches.flatMap(([kind, pattern]) => (text.match(pattern) ?? []).map(() => kind))
    if (kinds.length > 0) found[file] = kinds.sort()
  }
  const expected = Object.fromEntries(
    Object.entries(stillThere).map(([file, kinds]) => [file, [...kinds].sort()]),
  )
  expect(found).toEqual(expected)
})

test(`no Publish goes through a patched fetch: the backends are registered, and the configuration names them`, async () => {
  const checks = await fs.readFile(path.join(folder, `editor-checks.ts`), `utf8`)
  expect(checks).toContain(`registerOwnBackends(`)
  const config = await fs.readFile(path.join(folder, `cms-config.ts`), `utf8`)
  expect(config).toMatch(/milk-patrol-local.*milk-patrol-github/)
})
