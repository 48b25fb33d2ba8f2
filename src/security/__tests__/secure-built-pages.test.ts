/** @jest-environment node */
// The step that runs after every build, run on a small built site in a temporary folder: once, twice, and after a
// rebuild in which Gatsby rewrote one page's inline script.
import fs from "fs"
import os from "os"
import path from "path"
import { createHash } from "crypto"
import { secureBuiltPages } from "../secure-built-pages"
import {
  baselineDirectivesMissingFrom,
  baselinePolicy,
  cacheControl,
  hostHeaderRules,
  openerPolicy,
  resourcePolicy,
} from "../host-headers"
import { editorPolicy } from "../editor-policy"

const page = (script: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/><script>${script}</script></head><body>` +
  `<script src="/app-4cd2d67595afee5f3628.js" async></script></body></html>`
const builtSite: Record<string, string> = {
  "index.html": page(`window.home=1`),
  "about/index.html": page(`window.about=1`),
  "404.html": page(`window.missing=1`),
  "404/index.html": page(`window.missing=1`),
  "_gatsby/slices/_gatsby-scripts-1.html": `<script>window.slice=1</script>`,
  "app-4cd2d67595afee5f3628.js": `app`,
  "styles.403fd736bb7abf295cc9.css": `css`,
  "page-data/app-data.json": `{}`,
  "page-data/index/page-data.json": `{}`,
  "static/0123/poster.avif": `image`,
  "favicon.png": `image`,
  "chunk-map.json": `{}`,
  "admin/index.html": `<!doctype html><html><head><meta charset="utf-8" /></head><body></body></html>`,
  "admin/editor-config.js": `window.CMS_MANUAL_INIT = true`,
  "shows.ics": `BEGIN:VCALENDAR`,
  "calendar/2024-09-18-downs.ics": `BEGIN:VCALENDAR`,
}
const sha256 = (text: string) => `'sha256-${createHash(`sha256`).update(text).digest(`base64`)}'`

let publicDir: string
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-public-`))
  for (const [file, text] of Object.entries(builtSite)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), text)
  }
})
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

function snapshot(): Record<string, string> {
  const files: Record<string, string> = {}
  const walk = (folder: string) =>
    fs.readdirSync(folder, { withFileTypes: true }).forEach((entry) => {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else files[path.relative(publicDir, full)] = fs.readFileSync(full, `utf8`)
    })
  walk(publicDir)
  return files
}

it(`gives the same bytes when it runs twice as when it runs once`, async () => {
  await secureBuiltPages(publicDir)
  const once = snapshot()
  await secureBuiltPages(publicDir)
  expect(snapshot()).toEqual(once)
  expect(once[`index.html`]?.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
})

it(`after a rebuild, each page's one policy allows exactly the inline scripts it now holds`, async () => {
  await secureBuiltPages(publicDir)
  // Gatsby re-renders one page over the last build and leaves the others (with their policies) as they were.
  const secured = fs.readFileSync(path.join(publicDir, `about/index.html`), `utf8`)
  fs.writeFileSync(
    path.join(publicDir, `about/index.html`),
    secured.replace(`window.about=1`, `window.about=2`),
  )
  await secureBuiltPages(publicDir)

  const about = fs.readFileSync(path.join(publicDir, `about/index.html`), `utf8`)
  const policies = [...about.matchAll(/http-equiv="Content-Security-Policy" content="([^"]*)"/g)]
  expect(policies).toHaveLength(1)
  const scriptSources = policies[0]?.[1]?.match(/script-src ([^;]*)/)?.[1]?.split(` `)
  expect(scriptSources).toEqual([`'self'`, sha256(`window.about=2`)])
  const headers = fs.readFileSync(path.join(publicDir, `_headers`), `utf8`)
  expect(headers).toContain(sha256(`window.about=2`))
  expect(headers).not.toContain(sha256(`window.about=1`))
})

it(`leaves fragments that are not whole pages without a policy`, async () => {
  await secureBuiltPages(publicDir)
  expect(fs.readFileSync(path.join(publicDir, `_gatsby/slices/_gatsby-scripts-1.html`), `utf8`)).toBe(
    builtSite[`_gatsby/slices/_gatsby-scripts-1.html`],
  )
})

/** The values that the rules of the _headers file written for `publicDir` give `header` on `requestPath`. */
async function headerValues(header: string): Promise<(requestPath: string) => string[]> {
  const { parseAllHeaders } = await import(`@netlify/headers-parser`)
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(publicDir, `_headers`)],
    configHeaders: undefined,
    minimal: false,
  })
  expect(errors).toEqual([])
  return (requestPath) =>
    headers
      .filter((rule) => `forRegExp` in rule && rule.forRegExp.test(requestPath))
      .flatMap((rule) => (rule.values[header] ? [rule.values[header]] : []))
}
const requestPaths = [`/`, `/about/`, `/404/`, `/admin/`, ...Object.keys(builtSite).map((file) => `/${file}`)]

it(`gives every file exactly one Cache-Control rule in _headers: immutable when its name has a content hash`, async () => {
  await secureBuiltPages(publicDir)
  const cacheRules = await headerValues(`Cache-Control`)
  for (const requestPath of requestPaths)
    expect([requestPath, cacheRules(requestPath).length]).toEqual([requestPath, 1])

  expect(cacheRules(`/app-4cd2d67595afee5f3628.js`)).toEqual([cacheControl.immutable])
  expect(cacheRules(`/styles.403fd736bb7abf295cc9.css`)).toEqual([cacheControl.immutable])
  expect(cacheRules(`/static/0123/poster.avif`)).toEqual([cacheControl.immutable])
  for (const revalidated of [`/`, `/about/`, `/page-data/app-data.json`, `/favicon.png`, `/chunk-map.json`])
    expect(cacheRules(revalidated)).toEqual([cacheControl.revalidate])
})

it(`gives every file exactly one opener policy: the editor's keeps its sign-in popup, the site's pages share nothing`, async () => {
  await secureBuiltPages(publicDir)
  const openerRules = await headerValues(`Cross-Origin-Opener-Policy`)
  for (const requestPath of requestPaths) {
    const expected = requestPath.startsWith(`/admin/`) ? openerPolicy.editor : openerPolicy.site
    expect([requestPath, openerRules(requestPath)]).toEqual([requestPath, [expected]])
  }
  expect(openerPolicy.editor).toBe(`same-origin-allow-popups`)
})

it(`gives every file exactly one resource policy: same-origin, but the booking kit's press logos may show on a venue's page`, async () => {
  fs.mkdirSync(path.join(publicDir, `booking`), { recursive: true })
  fs.writeFileSync(path.join(publicDir, `booking/milk-patrol-logo.png`), `png`)
  await secureBuiltPages(publicDir)
  const resourceRules = await headerValues(`Cross-Origin-Resource-Policy`)
  for (const requestPath of requestPaths) {
    const expected = requestPath.startsWith(`/booking/`) ? resourcePolicy.bookingKit : resourcePolicy.site
    expect([requestPath, resourceRules(requestPath)]).toEqual([requestPath, [expected]])
  }
  expect(resourceRules(`/booking/milk-patrol-logo.png`)).toEqual([`cross-origin`])
  expect(resourceRules(`/static/0123/poster.avif`)).toEqual([`same-origin`])
  fs.rmSync(path.join(publicDir, `booking`), { recursive: true })
})

it(`types each calendar the build wrote as a calendar by its name, so a missing one is answered as the HTML it is`, async () => {
  await secureBuiltPages(publicDir)
  const types = await headerValues(`Content-Type`)
  const calendar = `text/calendar; charset=utf-8`
  expect(types(`/shows.ics`)).toEqual([calendar])
  expect(types(`/calendar/2024-09-18-downs.ics`)).toEqual([calendar])
  expect(types(`/calendar/1999-01-01-nowhere.ics`)).toEqual([])
  expect(types(`/nope.ics`)).toEqual([])
})

it(`lets a wrong address under a page's folder run the not-found page that Netlify answers it with`, async () => {
  await secureBuiltPages(publicDir)
  const policies = await headerValues(`Content-Security-Policy`)
  const [baseline, underAbout = ``, ...more] = policies(`/about/old-question/`)
  expect(baseline).toBe(baselinePolicy)
  expect(more).toEqual([])
  expect(underAbout).toContain(sha256(`window.about=1`))
  expect(underAbout).toContain(sha256(`window.missing=1`))
  // The page at the site's root is one file, not a folder: its policy stays its own.
  expect(policies(`/`)[1]).not.toContain(sha256(`window.missing=1`))
})

it(`gives an address outside every folder the baseline policy, and each page, the editor's too, one of its own that states the baseline's every directive`, async () => {
  await secureBuiltPages(publicDir)
  const policies = await headerValues(`Content-Security-Policy`)
  expect(policies(`/nope/`)).toEqual([baselinePolicy])
  expect(policies(`/nope.html`)).toEqual([baselinePolicy])
  expect(baselinePolicy).toContain(`frame-ancestors 'none'`)
  for (const requestPath of [`/`, `/about/`, `/about/old-question/`, `/404/`, `/404.html`, `/admin/`]) {
    const [baseline, own = ``, ...more] = policies(requestPath)
    expect([requestPath, baseline, more]).toEqual([requestPath, baselinePolicy, []])
    // Browsers enforce both: the page's own, stating every directive of the baseline, is the stricter of the two.
    expect([requestPath, baselineDirectivesMissingFrom(own)]).toEqual([requestPath, []])
  }
  expect(policies(`/admin/`)[1]).toBe(editorPolicy({ asHeader: true }))
})

it(`refuses a page policy that the baseline would narrow`, () => {
  const editorWithoutBase = editorPolicy({ asHeader: true }).replace(`base-uri 'self'; `, ``)
  expect(() => hostHeaderRules([{ name: `admin`, isDirectory: true, ownPolicy: editorWithoutBase }])).toThrow(
    `does not state base-uri 'self'`,
  )
  expect(baselineDirectivesMissingFrom(`object-src 'none';frame-src  'none'`)).toEqual([
    `base-uri 'self'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
  ])
})

describe(`with a cache of the last run`, () => {
  let cacheDir: string
  beforeEach(() => {
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-policies-`))
  })
  afterEach(() => {
    jest.restoreAllMocks()
    fs.rmSync(cacheDir, { recursive: true, force: true })
  })
  const pagesRead = (readFile: jest.SpyInstance) =>
    readFile.mock.calls
      .map(([file]) => path.relative(publicDir, String(file)))
      .filter((file) => file.endsWith(`.html`))
      .sort()

  it(`reads again only the pages Gatsby wrote again, and gives what a run without it gives`, async () => {
    const cache = { dir: cacheDir, writer: `one` }
    await secureBuiltPages(publicDir, cache)
    const secured = fs.readFileSync(path.join(publicDir, `about/index.html`), `utf8`)
    fs.writeFileSync(
      path.join(publicDir, `about/index.html`),
      secured.replace(`window.about=1`, `window.about=22`),
    )
    const readFile = jest.spyOn(fs.promises, `readFile`)
    const cached = await secureBuiltPages(publicDir, cache)
    expect(pagesRead(readFile)).toEqual([`about/index.html`])
    readFile.mockRestore()
    const once = snapshot()
    expect(await secureBuiltPages(publicDir)).toEqual(cached)
    expect(snapshot()).toEqual(once)
    expect(once[`about/index.html`]).toContain(sha256(`window.about=22`))
    expect(once[`_headers`]).toContain(sha256(`window.about=22`))
  })

  it(`another writer reads every page again`, async () => {
    await secureBuiltPages(publicDir, { dir: cacheDir, writer: `one` })
    const readFile = jest.spyOn(fs.promises, `readFile`)
    await secureBuiltPages(publicDir, { dir: cacheDir, writer: `two` })
    expect(pagesRead(readFile)).toHaveLength(4 + 1)
  })
})
