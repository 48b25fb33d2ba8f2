// The headers Netlify sends, served the way Netlify serves them (netlify.toml and the build's _headers applied
// together, e2e/support/static-server.ts): per kind of path, exactly one rule per header, with the values asserted
// directly (the Mozilla HTTP Observatory itself grades the deployed site; the tests do not re-implement its scoring).
import fs from "fs"
import path from "path"
import { test, expect } from "./support/test"
import { netlifyHeaderRules } from "./support/netlify-headers"
import { cacheControl, openerPolicy, securityHeaders } from "../src/security/host-headers"

test.describe.configure({ mode: `serial` })
test.skip(
  ({ isMobile }) => isMobile,
  `headers do not depend on the screen: checked once, on the desktop project`,
)

const rootBuild = () => process.env.E2E_ROOT_BUILD ?? ``
const rules = () =>
  netlifyHeaderRules({
    headersFile: path.join(rootBuild(), `_headers`),
    netlifyConfig: path.join(rootBuild(), `..`, `netlify.toml`),
  })

/** Every file of the build, as the request paths that reach it (a folder's index.html also by the folder). */
function requestPaths(): string[] {
  const paths: string[] = []
  const walk = (folder: string) =>
    fs.readdirSync(folder, { withFileTypes: true }).forEach((entry) => {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) return walk(full)
      if ([`_headers`, `_redirects`].includes(entry.name)) return
      const file = `/${path.relative(rootBuild(), full).split(path.sep).join(`/`)}`
      paths.push(file)
      if (entry.name === `index.html`) paths.push(file.slice(0, -`index.html`.length))
    })
  walk(rootBuild())
  return paths
}

test(`@desktop every file matches exactly one rule that sets Cache-Control and its opener policy, and every page one that sets its policy`, async () => {
  const hostRules = await rules()
  const paths = requestPaths()
  expect(paths.length).toBeGreaterThan(20)
  const notOne = paths
    .flatMap((requestPath) =>
      [`Cache-Control`, `Cross-Origin-Opener-Policy`].map(
        (header) => [requestPath, header, hostRules.rulesSetting(requestPath, header).length] as const,
      ),
    )
    .filter(([, , count]) => count !== 1)
  expect(notOne).toEqual([])
  const pages = paths.filter(
    (requestPath) => requestPath.endsWith(`.html`) && !requestPath.startsWith(`/_gatsby/`),
  )
  const pagesWithoutOnePolicy = pages
    .map((requestPath) => [
      requestPath,
      hostRules.rulesSetting(requestPath, `Content-Security-Policy`).length,
    ])
    .filter(([, count]) => count !== 1)
  expect(pagesWithoutOnePolicy).toEqual([])
})

const firstFile = (folder: string, pattern: RegExp): string => {
  const name = fs
    .readdirSync(path.join(rootBuild(), folder), { recursive: true, encoding: `utf8` })
    .find((file) => pattern.test(file))
  if (!name) throw new Error(`no file like ${pattern} in public/${folder}`)
  return `/${path.posix.join(folder, name.split(path.sep).join(`/`))}`.replace(/^\/\.\//, `/`)
}

test(`@desktop each kind of path gets the security headers and the cache rule for its kind`, async ({
  request,
}) => {
  const kinds = [
    { kind: `page`, path: `/schedule/`, cache: cacheControl.revalidate, policy: true },
    { kind: `page-data`, path: `/page-data/schedule/page-data.json`, cache: cacheControl.revalidate },
    { kind: `app-data`, path: `/page-data/app-data.json`, cache: cacheControl.revalidate },
    { kind: `bundle`, path: firstFile(`.`, /^app-[0-9a-f]{20}\.js$/), cache: cacheControl.immutable },
    { kind: `styles`, path: firstFile(`.`, /^styles\.[0-9a-f]{20}\.css$/), cache: cacheControl.immutable },
    { kind: `image`, path: firstFile(`static`, /\.avif$/), cache: cacheControl.immutable },
  ]
  const table: string[] = []
  for (const { kind, path: requestPath, cache, policy } of kinds) {
    const response = await request.get(requestPath)
    expect(response.status(), requestPath).toBe(200)
    const headers = response.headers()
    for (const [name, value] of Object.entries(securityHeaders))
      expect(headers[name.toLowerCase()], name).toBe(value)
    // Gatsby's defaults for Netlify, which the adapter would add: a legacy filter browsers dropped.
    expect(headers[`x-xss-protection`], requestPath).toBeUndefined()
    expect(headers[`cache-control`], `${kind} ${requestPath}`).toBe(cache)
    expect(headers[`cross-origin-opener-policy`], `${kind} ${requestPath}`).toBe(openerPolicy.site)
    if (policy) {
      expect(headers[`content-security-policy`]).toMatch(
        /^default-src 'self'; object-src 'none'; frame-src 'none'; script-src 'self' 'sha256-/,
      )
      expect(headers[`content-security-policy`]).toContain(`frame-ancestors 'none'`)
    }
    table.push(`${kind.padEnd(9)} ${requestPath}: Cache-Control ${headers[`cache-control`]}`)
  }
  console.log(
    `Headers per kind of path (plus ${Object.keys(securityHeaders).join(`, `)} on all):\n${table.join(`\n`)}`,
  )
})

test(`@desktop an address the site does not have answers 404 with the not-found page, as Netlify serves the build`, async ({
  request,
}) => {
  const redirects = fs.readFileSync(path.join(rootBuild(), `_redirects`), `utf8`)
  expect(redirects.split(`\n`).filter((line) => line.trim() && !line.startsWith(`#`))).toEqual([])
  const notFoundPage = fs.readFileSync(path.join(rootBuild(), `404.html`), `utf8`)
  for (const unknown of [
    `/no-such-page/`,
    `/schedule/1999/`,
    `/faq/old-question/`,
    `/page-data/nope/page-data.json`,
  ]) {
    const response = await request.get(unknown)
    expect(response.status(), unknown).toBe(404)
    expect(await response.text(), unknown).toBe(notFoundPage)
  }
})
