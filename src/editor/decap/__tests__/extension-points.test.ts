/** @jest-environment node */
// The editor's code reaches Decap only through its public extension points (CMS.registerBackend, registerWidget,
// registerEventListener, registerCustomFormat, registerLocale, the configuration): it replaces no browser global nor
// prototype, watches none of the app's page, reads none of its DOM, routes or stored data, and matches none of its
// words. This test parses every file under src/editor/ (its folders too; not the tests, fixtures or the locked
// package) with TypeScript and reads its syntax, not its spelling: `window.fetch = f`, `globalThis["fetch"] = f` and
// `Object.assign(window, { fetch: f })` are one reach. It fails when such a reach comes back or a new one appears. The
// ones still there are listed below by file, each with why no extension point does it: the list may only shrink.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import ts from "typescript"

const folder = path.join(__dirname, `..`, `..`)
const notTheEditorsCode = new Set([`__tests__`, `__fixtures__`, `editor-package`])

const browserGlobals = new Set([`window`, `document`, `globalThis`, `self`, `navigator`])
/** What the build's editor-config.js writes on the window for Decap's documented manual start. */
const startSettings = new Set([`CMS_MANUAL_INIT`, `milkPatrolEditorConfig`])
/**
 * What the editor may hear on the window: the page being left, and a rejection nobody caught (Decap leaves the Publish
 * its toolbar starts uncaught, so a refusal already said in words is held back there: editor.ts).
 */
const windowEvents = new Set([`pagehide`, `unhandledrejection`])
/** Globals a bare assignment would replace (`fetch = f` in a script). */
const globalFunctions = new Set([
  `fetch`,
  `XMLHttpRequest`,
  `confirm`,
  `alert`,
  `prompt`,
  `open`,
  `onbeforeunload`,
])

type Kind =
  | `replaces a browser global`
  | `replaces a prototype's member`
  | `redefines or reads an object's property descriptor`
  | `watches the page's DOM`
  | `listens to the whole page (the app's events)`
  | `listens to the window for more than the page being left`
  | `reloads or moves the page`
  | `reads the app's routes from the address`
  | `reads the app's DOM`
  | `finds the app's elements by their internal class names`
  | `matches the app's own words or stored keys`
  | `reads the app's undocumented entry fields`

/** Still there, by file: each reach, how often, and why no extension point does it. */
const stillThere: Record<string, [kind: Kind, times: number, why: string][]> = {
  [path.join(`decap`, `editor.ts`)]: [
    [
      `listens to the window for more than the page being left`,
      1,
      `after "Drop them", Decap may ask whether to leave; answered Cancel, the page stays, and the member's next touch ` +
        `or key keeps the form again. Decap has no event for that answer.`,
    ],
  ],
}

/** The names of a member access from its root: window.location.hash → [window, location, hash]. */
function chain(node: ts.Node): string[] {
  if (ts.isParenthesizedExpression(node) || ts.isNonNullExpression(node) || ts.isAsExpression(node))
    return chain(node.expression)
  if (ts.isIdentifier(node)) return [node.text]
  if (node.kind === ts.SyntaxKind.ThisKeyword) return [`this`]
  if (ts.isPropertyAccessExpression(node)) return [...chain(node.expression), node.name.text]
  if (ts.isElementAccessExpression(node)) {
    const key = node.argumentExpression
    const name = ts.isStringLiteralLike(key) ? key.text : `[computed]`
    return [...chain(node.expression), name]
  }
  return [`?`]
}

/** A chain without a leading window., globalThis. or self.: window.location.reload and location.reload are one. */
const fromTheWindow = (names: string[]) =>
  names.length > 1 && [`window`, `globalThis`, `self`].includes(names[0]!) ? names.slice(1) : names

const isAssignment = (node: ts.Node): node is ts.BinaryExpression =>
  ts.isBinaryExpression(node) &&
  node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
  node.operatorToken.kind <= ts.SyntaxKind.LastAssignment

/**
 * Whether the reload at `node` is a member's own: inside a function of ours declared at the file's top level that
 * nothing calls but a tap on a button of ours (`onClick: () => void name(…)`), never an event of the app's, a timer
 * or the address. Decap then starts again as on any visit, reading the files through our backend and format.
 */
function reloadOnTap(file: ts.SourceFile, node: ts.Node): boolean {
  let declared: ts.Node | undefined = node
  while (declared && !(ts.isFunctionDeclaration(declared) && declared.parent === file))
    declared = declared.parent
  const name = declared && (declared as ts.FunctionDeclaration).name?.text
  if (!name) return false
  let uses = 0
  let taps = 0
  const visit = (inner: ts.Node): void => {
    if (ts.isIdentifier(inner) && inner.text === name && inner.parent !== declared) {
      uses++
      const call = inner.parent
      let arrow: ts.Node | undefined = call?.parent
      if (arrow && ts.isVoidExpression(arrow)) arrow = arrow.parent
      const property = arrow?.parent
      if (
        ts.isCallExpression(call) &&
        call.expression === inner &&
        arrow &&
        ts.isArrowFunction(arrow) &&
        property &&
        ts.isPropertyAssignment(property) &&
        property.name.getText(file) === `onClick`
      )
        taps++
    }
    ts.forEachChild(inner, visit)
  }
  visit(file)
  return uses > 0 && uses === taps
}

/** Each reach of the editor app or the browser in `text`, by kind, in the order met. */
function reachesIn(text: string, fileName = `probe.ts`): Kind[] {
  const kind = fileName.endsWith(`.tsx`) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind)
  const found: Kind[] = []
  const visit = (node: ts.Node): void => {
    if (isAssignment(node)) {
      const target = chain(node.left)
      const fromWindow = fromTheWindow(target)
      if (target.includes(`prototype`)) found.push(`replaces a prototype's member`)
      else if (fromWindow[0] === `location`) found.push(`reloads or moves the page`)
      else if (target.length > 1 && browserGlobals.has(target[0]!) && !startSettings.has(target[1]!))
        found.push(`replaces a browser global`)
      else if (target.length === 1 && globalFunctions.has(target[0]!)) found.push(`replaces a browser global`)
    }
    if (ts.isCallExpression(node)) {
      const callee = chain(node.expression)
      const [first] = node.arguments
      const named = callee.join(`.`)
      if (
        [`Object.assign`, `Reflect.set`, `Object.setPrototypeOf`, `Reflect.setPrototypeOf`].includes(named) &&
        first
      ) {
        const target = chain(first)
        if (target.includes(`prototype`) || named.endsWith(`setPrototypeOf`))
          found.push(`replaces a prototype's member`)
        else if (browserGlobals.has(target[0]!)) found.push(`replaces a browser global`)
      }
      if (/^(?:Object|Reflect)\.(?:defineProperty|defineProperties|getOwnPropertyDescriptors?)$/.test(named))
        found.push(`redefines or reads an object's property descriptor`)
      if (callee.at(-1) === `addEventListener`) {
        const on = fromTheWindow(callee.slice(0, -1))
        const type = first && ts.isStringLiteralLike(first) ? first.text : undefined
        if (on[0] === `document`) found.push(`listens to the whole page (the app's events)`)
        else if (
          (on.length === 0 || browserGlobals.has(callee[0]!)) &&
          on.length <= 1 &&
          !windowEvents.has(type ?? ``)
        )
          found.push(`listens to the window for more than the page being left`)
      }
      const moved = fromTheWindow(callee)
      if (
        moved[0] === `location` &&
        [`reload`, `assign`, `replace`].includes(moved[1]!) &&
        !reloadOnTap(file, node)
      )
        found.push(`reloads or moves the page`)
      if (moved[0] === `document` && /^(?:querySelector(?:All)?|getElementsBy\w+)$/.test(moved.at(-1)!))
        found.push(`reads the app's DOM`)
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      !(ts.isCallExpression(node.parent) && node.parent.expression === node)
    ) {
      const names = fromTheWindow(chain(node))
      if (names[0] === `location` && names[1] === `hash`)
        found.push(`reads the app's routes from the address`)
      if (names[0] === `document` && /^(?:textContent|innerText|innerHTML)$/.test(names.at(-1)!))
        found.push(`reads the app's DOM`)
    }
    if (ts.isPropertyAccessExpression(node) && node.name.text === `classList`)
      found.push(`finds the app's elements by their internal class names`)
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (/\[class[*^$|~]?=/.test(node.text))
        found.push(`finds the app's elements by their internal class names`)
      // The pictures picked into a form reach the editor through its backend's persistEntry (`assets`) and its own
      // picture widget, not through fields of the app's entry that no extension point documents.
      if (node.text === `mediaFiles`) found.push(`reads the app's undocumented entry fields`)
    }
    if (ts.isIdentifier(node)) {
      if (node.text === `MutationObserver`) found.push(`watches the page's DOM`)
      if (node.text === `decapTexts`) found.push(`matches the app's own words or stored keys`)
      if (node.text === `mediaFiles`) found.push(`reads the app's undocumented entry fields`)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

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
    const kinds = reachesIn(await fs.readFile(file, `utf8`), file)
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

test(`each reach the guard knows is seen in the code it names, however it is spelt`, () => {
  const samples: [Kind, string][] = [
    [`replaces a browser global`, `window.confirm = () => true`],
    [`replaces a browser global`, `globalThis["fetch"] = patched`],
    [`replaces a browser global`, `Object.assign(window, { fetch: patched })`],
    [`replaces a browser global`, `Reflect.set(self, "fetch", patched)`],
    [`replaces a browser global`, `(window as any).fetch ??= patched`],
    [`replaces a prototype's member`, `IDBObjectStore.prototype.get = read`],
    [`replaces a prototype's member`, `Object.assign(XMLHttpRequest.prototype, { send })`],
    [`redefines or reads an object's property descriptor`, `Object.defineProperty(request, "onsuccess", {})`],
    [`redefines or reads an object's property descriptor`, `Reflect.defineProperty(window, "fetch", {})`],
    [`watches the page's DOM`, `new MutationObserver(ask)`],
    [`watches the page's DOM`, `const Watch = MutationObserver; new Watch(ask)`],
    [`listens to the whole page (the app's events)`, `document.addEventListener("click", f, true)`],
    [`listens to the whole page (the app's events)`, `document.body.addEventListener("input", f)`],
    [`listens to the window for more than the page being left`, "window.addEventListener(`hashchange`, f)"],
    [
      `listens to the window for more than the page being left`,
      `window.addEventListener(type, f, { capture: true })`,
    ],
    [`listens to the window for more than the page being left`, `addEventListener("keydown", f)`],
    [`reloads or moves the page`, `location.reload()`],
    [`reloads or moves the page`, `window.location.href = "/admin/"`],
    [`reads the app's routes from the address`, `location.hash`],
    [`reads the app's DOM`, `document.querySelectorAll("input")`],
    [`reads the app's DOM`, `window.document.body.textContent`],
    [`finds the app's elements by their internal class names`, `const found = '[class*="-EditorContainer"]'`],
    [`finds the app's elements by their internal class names`, "`[class^=${prefix}]`"],
    [`finds the app's elements by their internal class names`, `element.classList.contains("x")`],
    [`matches the app's own words or stored keys`, `decapTexts.loadingEntry`],
    [`reads the app's undocumented entry fields`, "entry.get(`mediaFiles`)"],
  ]
  expect(samples.map(([, code]) => reachesIn(code))).toEqual(samples.map(([kind]) => [kind]))
  // Not reaches: the documented manual start, the page being left, our own elements' listeners and pickers' DOM.
  for (const code of [
    `window.CMS_MANUAL_INIT = true`,
    "window.addEventListener(`pagehide`, f)",
    "window.addEventListener(`unhandledrejection`, f)",
    `button.addEventListener("click", close)`,
    `box?.querySelector("input[type=date]")`,
    `const fetched = await fetch(url)`,
  ])
    expect({ code, reaches: reachesIn(code) }).toEqual({ code, reaches: [] })
})

test(`a reload is allowed only in a function that nothing but a tap on a button of ours calls`, () => {
  const dropped = `async function dropThem(kind) {\n  forget(kind)\n  location.reload()\n}\n`
  const tap = `h(\`button\`, { onClick: () => void dropThem(kind) })\n`
  expect(reachesIn(`${dropped}${tap}`)).toEqual([])
  // Also called on an event of the app's, by a timer, or nowhere: a reach.
  expect(reachesIn(`${dropped}${tap}window.onhashchange = () => dropThem()\n`)).toContain(
    `reloads or moves the page`,
  )
  expect(reachesIn(`${dropped}${tap}setTimeout(() => dropThem(), 5)\n`)).toEqual([
    `reloads or moves the page`,
  ])
  expect(reachesIn(dropped)).toEqual([`reloads or moves the page`])
  // A reload at the top level, after a function that a tap calls.
  expect(
    reachesIn(`function dropThem() {\n  forget()\n}\n${tap}window.onhashchange = () => location.reload()\n`),
  ).toEqual([`replaces a browser global`, `reloads or moves the page`])
})

test(`no Publish goes through a patched fetch: the configuration names the backends the editor registers`, async () => {
  // Decap's registry as the editor's modules find it on the page, with Decap's own backends inside.
  const registered = new Map<string, new (...args: unknown[]) => Record<string, unknown>>()
  const decapBackend = {
    persistEntry: jest.fn(),
    deleteFiles: jest.fn(),
    getToken: async () => `token`,
    authComponent: () => `Decap's sign-in page`,
  }
  Object.assign(globalThis, {
    CMS: {
      registerBackend: (name: string, backend: new (...args: unknown[]) => Record<string, unknown>) =>
        registered.set(name, backend),
      getBackend: () => ({ init: () => decapBackend }),
    },
  })
  const hooks = {
    connected: jest.fn(),
    persist: jest.fn(async () => undefined),
    beforeDelete: jest.fn(),
    signInPage: jest.fn(),
  }
  let cmsConfig: typeof import("../decap-config").cmsConfig
  await jest.isolateModulesAsync(async () => {
    const { registerOwnBackends } = await import(`../backends`)
    registerOwnBackends(hooks)
    cmsConfig = (await import(`../decap-config`)).cmsConfig
  })
  const site = { repository: `band/site`, branch: `main` }
  for (const config of [cmsConfig!(site), cmsConfig!({ ...site, localServer: `http://localhost:8081` })]) {
    const backend = config.backend as { name: string }
    expect([...registered.keys()]).toContain(backend.name)
    // A Publish through the backend Decap is told to use is the editor's own, never Decap's request.
    const Backend = registered.get(backend.name)!
    const made = new Backend({ backend: { ...backend, proxy_url: `x` } }, {})
    void (made.persistEntry as (entry: unknown, options: unknown) => unknown)(`entry`, `options`)
    expect(hooks.persist).toHaveBeenLastCalledWith(`entry`, `options`)
  }
  expect(decapBackend.persistEntry).not.toHaveBeenCalled()
  delete (globalThis as { CMS?: unknown }).CMS
})
