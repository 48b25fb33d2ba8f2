// The editor's page and configuration, as a stolen editor account could try to change them through band.json's name:
// the name is text on the page and nothing more, the page names no configuration file, and the configuration is the
// build's, asking GitHub for no more than the site needs.
import vm from "vm"
import { editorConfigFile, editorConfigScript, editorFiles, editorSite } from "../write-editor"

const site = { repository: `milkpatrol/milkpatrol`, branch: `main` }

/** The editor's page as a browser reads it. */
function editorDocument(bandName: string): Document {
  return new DOMParser().parseFromString(editorFiles(bandName, site)[`index.html`]!, `text/html`)
}

const attacks = [
  `Milk Patrol</title><link rel="cms-config-url" type="text/yaml" href="/static/0123/stage-plot.pdf"><title>`,
  `Milk Patrol<meta http-equiv="refresh" content="0; url=https://evil.example/">`,
  `Milk Patrol</title><script src="https://evil.example/x.js"></script>`,
  `Milk Patrol" onload="alert(1)`,
  `Milk & Patrol <3 ' "`,
]

test.each(attacks)(`a band name of %j stays the page's title, and nothing else`, (bandName) => {
  const page = editorDocument(bandName)
  expect(page.title).toBe(`${bandName}: edit the site`)
  expect(page.querySelectorAll(`title`)).toHaveLength(1)
  expect(page.querySelectorAll(`link[rel="cms-config-url"], meta[http-equiv="refresh"], base`)).toHaveLength(
    0,
  )
  expect([...page.querySelectorAll(`script`)].map((script) => script.getAttribute(`src`))).toEqual([
    editorConfigFile,
    `decap-cms.js`,
    `editor-checks.js`,
  ])
  expect([...page.querySelectorAll(`*`)].flatMap((element) => element.getAttributeNames())).not.toContain(
    `onload`,
  )
})

test(`the configuration is a script that stops Decap's own start and holds the build's settings`, () => {
  const window: Record<string, unknown> = {}
  vm.runInNewContext(editorConfigScript(site), { window })
  expect(window.CMS_MANUAL_INIT).toBe(true)
  expect(window.milkPatrolEditorConfig).toMatchObject({
    backend: { name: `milk-patrol-github`, repo: `milkpatrol/milkpatrol`, branch: `main` },
  })
  expect(Object.keys(editorFiles(`Milk Patrol`, site)).sort()).toEqual([editorConfigFile, `index.html`])
})

test(`GitHub's sign-in asks for public repositories only, unless the build is told the repository is private`, () => {
  const scope = (env: NodeJS.ProcessEnv) => {
    const window: { milkPatrolEditorConfig?: { backend: { auth_scope: string } } } = {}
    vm.runInNewContext(editorConfigScript(editorSite({ GITHUB_REPOSITORY: `band/site`, ...env })), { window })
    return window.milkPatrolEditorConfig!.backend.auth_scope
  }
  expect(scope({})).toBe(`public_repo`)
  expect(scope({ CMS_PRIVATE_REPOSITORY: `false` })).toBe(`public_repo`)
  expect(scope({ CMS_PRIVATE_REPOSITORY: `true` })).toBe(`repo`)
})
