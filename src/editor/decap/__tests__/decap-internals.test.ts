/** @jest-environment node */
// What the editor's script relies on inside Decap's bundle, beyond its public API (CMS.registerWidget, registerLocale,
// registerEventListener, registerCustomFormat, init): each is checked in the locked release's bundle, so that moving
// to a release that changed one fails here, naming it, instead of a guard going silent. The bundle is the one the
// build keeps (src/build/editor-bundle.ts): fetched once from npm's cache, then offline.
import { promises as fs } from "fs"
import path from "path"
import { editorBundleFiles } from "../../../build/editor-bundle"

jest.setTimeout(120_000)

const projectRoot = path.join(__dirname, `..`, `..`, `..`, `..`)

/** Each text, and which file of src/editor/ reads or matches it. */
const reliedOn: [string, string][] = [
  [
    `"nc-root"`,
    `phone-form.ts (Decap's documented custom mount element, which the phone's style rules name)`,
  ],
  [`backCollection:`, `editor.ts (the locale's words, short enough for a phone's toolbar)`],
  [`unsavedChanges:`, `editor.ts (the locale's words, short enough for a phone's toolbar)`],
  [`missingRequiredField`, `editor.ts (the locale's words, whose toast names the shows not filled in)`],
  [`getEntry:()=>`, `phone-form.ts (the show-date widget's getEntry: the Shows form as it is now)`],
]

test(`every text of Decap's that the editor's script relies on is in the locked bundle`, async () => {
  const bundle = (await editorBundleFiles(projectRoot)).find(
    (file) => path.basename(file) === `decap-cms.js`,
  )!
  const text = await fs.readFile(bundle, `utf8`)
  expect(reliedOn.filter(([needle]) => !text.includes(needle))).toEqual([])
})
