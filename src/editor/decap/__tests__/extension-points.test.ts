/** @jest-environment node */
// The editor's code reaches Decap only through its public extension points (CMS.registerBackend, registerWidget,
// registerEventListener, registerCustomFormat, registerLocale, the configuration): it replaces no browser global nor
// prototype, watches none of the app's page, reads none of its DOM, routes or stored data, and matches none of its
// words. This test reads every file under src/editor/ (its folders too; not the tests, fixtures or the locked package)
// and fails when such a reach comes back or a new one appears. The ones still there are listed below by file, each
// with why it is not yet an extension point: the list may only shrink.
import { promises as fs } from "fs"
import os from "os"
import path from "path"

const folder = path.join(__dirname, `..`, `..`)
const notTheEditorsCode = new Set([`__tests__`, `__fixtures__`, `editor-package`])

/**
 * Whether the reload found at `at` is a member's own: inside a function of ours (declared at the file's top level)
 * that nothing calls but a tap on a button of ours (`onClick: () => void name(`), never an event of the app's, a
 * timer or the address. Decap then starts again as on any visit, reading the files through our backend and format.
 */
function reloadOnTap(text: string, at: number): boolean {
  const declared = [...text.slice(0, at).matchAll(/^(?:async )?function (\w+)\(/gm)].pop()
  if (!declared || /^}/m.test(text.slice(declared.index, at))) return false
  const name = declared[1]!
  const calls = (text.match(new RegExp(`\\b${name}\\b`, `g`)) ?? []).length - 1
  const taps = (text.match(new RegExp(`onClick: \\(\\) => (?:void )?${name}\\(`, `g`)) ?? []).length
  return calls > 0 && calls === taps
}

/**
 * What the editor's code must not do to the editor app or the browser, with how it reads in the code (and, for a
 * kind, what of it is not such a reach).
 */
const reaches: [string, RegExp, ((text: string, at: number) => boolean)?][] = [
  // window.CMS_MANUAL_INIT and the build's configuration are written by the build's editor-config.js (Decap's
  // documented manual start), not replaced on a page Decap runs in.
  [
    `replaces a browser global`,
    /\b(?:window|document|globalThis|self|navigator)\.(?!CMS_MANUAL_INIT\b|milkPatrolEditorConfig\b)\w+\s*=[^=>]/g,
  ],
  [`replaces a prototype's member`, /\.prototype\.\w+\s*=[^=]/g],
  [
    `redefines or reads an object's property descriptor`,
    /\bObject\.(?:defineProperty|getOwnPropertyDescriptor)\(/g,
  ],
  [`watches the page's DOM`, /\bMutationObserver\b/g],
  [`listens to the whole page (the app's events)`, /\bdocument(?:\.body)?\.addEventListener\(/g],
  [
    `listens to the window for more than the page being left`,
    /\bwindow\.addEventListener\(\s*`(?!pagehide`)/g,
  ],
  [`reloads or moves the page`, /\blocation\.(?:reload|assign|replace)\(/g, reloadOnTap],
  [`reads the app's routes from the address`, /\blocation\.hash\b/g],
  [`reads the app's DOM`, /\bdocument(?:\.body)?\.(?:querySelector(?:All)?|getElementsBy\w+|textContent)\b/g],
  [`finds the app's elements by their internal class names`, /\[class\*=|\.classList\b/g],
  [`matches the app's own words or stored keys`, /\bdecapTexts\b/g],
  // The pictures picked into a form reach the editor through its backend's persistEntry (`assets`) and its own
  // picture widget, not through fields of the app's entry that no extension point documents.
  [`reads the app's undocumented entry fields`, /\bmediaFiles\b/g],
]

/** Still there, by file: each reach, how often, and why it is not (yet) an extension point. */
const stillThere: Record<string, [kind: string, times: number, why: string][]> = {}

async function editorFiles(at: string): Promise<string[]> {
  const entries = await fs.readdir(at, { withFileTypes: true })
  const found = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) return notTheEditorsCode.has(entry.name) ? [] : editorFiles(full)
      return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : []
    }),
  )
  return found.flat()
}

test(`src/editor/ reaches the editor app only through its extension points, beyond the reaches still listed`, async () => {
  const found: Record<string, string[]> = {}
  for (const file of await editorFiles(folder)) {
    const text = await fs.readFile(file, `utf8`)
    const kinds = reaches.flatMap(([kind, pattern, allowed]) =>
      [...text.matchAll(pattern)].filter((found) => !allowed?.(text, found.index)).map(() => kind),
    )
    if (kinds.length > 0) found[path.relative(folder, file)] = kinds.sort()
  }
  const expected = Object.fromEntries(
    Object.entries(stillThere).map(([file, listed]) => [
      file,
      listed.flatMap(([kind, times]) => Array<string>(times).fill(kind)).sort(),
    ]),
  )
  expect(found).toEqual(expected)
})

test(`the guard reads the folders of src/editor/ too, and leaves out the tests`, async () => {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-guard-`))
  try {
    for (const file of [`widgets/deep/probe.ts`, `__tests__/probe.test.ts`, `top.ts`]) {
      await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true })
      await fs.writeFile(path.join(root, file), `new MutationObserver(() => undefined)\n`)
    }
    const files = (await editorFiles(root)).map((file) => path.relative(root, file)).sort()
    expect(files).toEqual([`top.ts`, path.join(`widgets`, `deep`, `probe.ts`)])
  } finally {
    await fs.rm(root, { recursive: true, force: true })
  }
})

test(`each reach the guard knows is seen in the code it names`, () => {
  const samples: Record<string, string> = {
    "replaces a browser global": `window.confirm = () => true`,
    "replaces a prototype's member": `IDBObjectStore.prototype.get = read`,
    "redefines or reads an object's property descriptor": `Object.defineProperty(request, "onsuccess", {})`,
    "watches the page's DOM": `new MutationObserver(ask)`,
    "listens to the whole page (the app's events)": `document.addEventListener("click", f, true)`,
    "listens to the window for more than the page being left": "window.addEventListener(`hashchange`, f)",
    "reloads or moves the page": `location.reload()`,
    "reads the app's routes from the address": `location.hash`,
    "reads the app's DOM": `document.querySelectorAll("input")`,
    "finds the app's elements by their internal class names": `[class*="-EditorContainer"]`,
    "matches the app's own words or stored keys": `decapTexts.loadingEntry`,
    "reads the app's undocumented entry fields": "entry.get(`mediaFiles`)",
  }
  for (const [kind, pattern] of reaches) expect(samples[kind]?.match(pattern)).toHaveLength(1)
  expect(`window.CMS_MANUAL_INIT = true`.match(reaches[0]![1])).toBeNull()
  expect("window.addEventListener(`pagehide`, f)".match(reaches[5]![1])).toBeNull()
})

test(`a reload is allowed only in a function that nothing but a tap on a button of ours calls`, () => {
  const reload = (text: string) => reloadOnTap(text, text.indexOf(`location.reload()`))
  const dropped = `async function dropThem(kind) {\n  forget(kind)\n  location.reload()\n}\n`
  expect(reload(`${dropped}h(\`button\`, { onClick: () => void dropThem(kind) })\n`)).toBe(true)
  // Also called on an event of the app's, by a timer, or nowhere: a reach.
  expect(
    reload(
      `${dropped}h(\`button\`, { onClick: () => void dropThem(kind) })\nwindow.addEventListener(\`hashchange\`, () => dropThem())\n`,
    ),
  ).toBe(false)
  expect(reload(`${dropped}setTimeout(() => dropThem(), 5)\n`)).toBe(false)
  expect(reload(dropped)).toBe(false)
  // A reload at the top level, after a function that a tap calls.
  expect(
    reload(
      `function dropThem() {\n  forget()\n}\nh(\`button\`, { onClick: () => void dropThem() })\nwindow.onhashchange = () => location.reload()\n`,
    ),
  ).toBe(false)
  // A listener set up by a function that a tap calls, reloading on the app's events, is a reach of its own kind.
  const listening = `function watch() {\n  window.addEventListener(\`hashchange\`, () => location.reload())\n}\nh(\`button\`, { onClick: () => void watch() })\n`
  expect(listening.match(reaches[5]![1])).toHaveLength(1)
})

test(`no Publish goes through a patched fetch: the backends are registered, and the configuration names them`, async () => {
  const checks = await fs.readFile(path.join(folder, `decap`, `editor.ts`), `utf8`)
  expect(checks).toContain(`registerOwnBackends(`)
  const config = await fs.readFile(path.join(folder, `decap`, `decap-config.ts`), `utf8`)
  expect(config).toMatch(/milk-patrol-local.*milk-patrol-github/)
})
