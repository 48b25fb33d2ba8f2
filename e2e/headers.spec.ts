// The headers Netlify sends, served the way Netlify serves them (netlify.toml and the build's _headers applied
// together, e2e/support/static-server.ts): per kind of path, exactly one rule per header, with the values asserted
// directly (the Mozilla HTTP Observatory itself grades the deployed site; the tests do not re-implement its scoring).
import fs from "fs"
import path from "path"
import { test, expect } from "./support/test"
import { netlifyHeaderRules } from "./support/netlify-headers"
import { openPage } from "./support/site"
import {
  baselineDirectivesMissingFrom,
  baselinePolicy,
  cacheControl,
  openerPolicy,
  resourcePolicy,
  securityHeaders,
} from "../src/security/host-headers"

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

test(`@desktop every file matches exactly one rule that sets Cache-Control and its opener policy, every page one that sets its own policy, and every file the baseline policy`, async () => {
  const hostRules = await rules()
  const paths = requestPaths()
  expect(paths.length).toBeGreaterThan(20)
  const notOne = paths
    .flatMap((requestPath) =>
      [`Cache-Control`, `Cross-Origin-Opener-Policy`, `Cross-Origin-Resource-Policy`].map(
        (header) => [requestPath, header, hostRules.rulesSetting(requestPath, header).length] as const,
      ),
    )
    .filter(([, , count]) => count !== 1)
  expect(notOne).toEqual([])
  const pages = paths.filter(
    (requestPath) => requestPath.endsWith(`.html`) && !requestPath.startsWith(`/_gatsby/`),
  )
  const policyRules = (requestPath: string) => hostRules.rulesSetting(requestPath, `Content-Security-Policy`)
  const pagesWithoutOnePolicy = pages
    .map((requestPath) => [requestPath, policyRules(requestPath).filter((rule) => rule.for !== `/*`).length])
    .filter(([, count]) => count !== 1)
  expect(pagesWithoutOnePolicy).toEqual([])
  const withoutBaseline = paths.filter(
    (requestPath) => !policyRules(requestPath).some((rule) => rule.for === `/*`),
  )
  expect(withoutBaseline).toEqual([])
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
    // The press logo a venue's page may show: the one file kind other sites may embed.
    {
      kind: `logo`,
      path: `/booking/milk-patrol-logo.png`,
      cache: cacheControl.revalidate,
      resource: resourcePolicy.bookingKit,
    },
  ]
  const table: string[] = []
  for (const { kind, path: requestPath, cache, policy, resource } of kinds) {
    const response = await request.get(requestPath)
    expect(response.status(), requestPath).toBe(200)
    const headers = response.headers()
    for (const [name, value] of Object.entries(securityHeaders))
      expect(headers[name.toLowerCase()], name).toBe(value)
    // Gatsby's defaults for Netlify, which the adapter would add: a legacy filter browsers dropped.
    expect(headers[`x-xss-protection`], requestPath).toBeUndefined()
    expect(headers[`cache-control`], `${kind} ${requestPath}`).toBe(cache)
    expect(headers[`cross-origin-opener-policy`], `${kind} ${requestPath}`).toBe(openerPolicy.site)
    expect(headers[`cross-origin-resource-policy`], `${kind} ${requestPath}`).toBe(
      resource ?? resourcePolicy.site,
    )
    // Netlify joins the baseline on /* and the page's own with a comma: two policies, both enforced.
    const [baseline, own, ...more] = headers[`content-security-policy`]?.split(`, `) ?? []
    expect(baseline, `${kind} ${requestPath}`).toBe(baselinePolicy)
    if (policy) {
      expect(own).toMatch(
        /^default-src 'self'; object-src 'none'; frame-src 'none'; script-src 'self' 'sha256-/,
      )
      expect(own).toContain(`frame-ancestors 'none'`)
      expect(more).toEqual([])
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

/** The Content Security Policies a response's header holds (Netlify joins two rules' values with a comma). */
const policiesOf = (header: string | undefined) => (header ? header.split(`, `) : [])

test(`@desktop an address outside every page's folder is answered with a Content Security Policy header`, async ({
  request,
}) => {
  for (const unknown of [`/nope/`, `/no-such-page/`, `/nope.html`, `/nope.ics`]) {
    const response = await request.get(unknown)
    expect(response.status(), unknown).toBe(404)
    expect(policiesOf(response.headers()[`content-security-policy`]), unknown).toEqual([baselinePolicy])
  }
  // The not-found page's own policy still comes with it, as its <meta> tag.
  expect(await (await request.get(`/nope/`)).text()).toMatch(
    /http-equiv="Content-Security-Policy"[^>]*script-src/,
  )
})

/** Every page of the build (the editor's aside: its own specs run it), and wrong addresses under page folders. */
function addressesToVisit(): string[] {
  const pages = requestPaths().filter(
    (requestPath) => requestPath.endsWith(`/`) && !/^\/(admin|404|_gatsby|page-data)\//.test(requestPath),
  )
  const folders = [...new Set(pages.map((page) => page.split(`/`)[1]).filter(Boolean))]
  return [...pages, `/nope/`, `/faq/old-question/`, ...folders.map((folder) => `/${folder}/1999/`)]
}

test(`@desktop every page, and the not-found page at any address, runs under the baseline and its own policy with no violation`, async ({
  page,
  siteProblems,
}) => {
  test.setTimeout(180_000)
  siteProblems.expect(/status of 404/)
  siteProblems.expect(/HTTP 404: .*\/(nope|old-question|1999)\//)
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __policyViolations: seen })
    document.addEventListener(`securitypolicyviolation`, (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const addresses = addressesToVisit()
  expect(addresses).toEqual(
    expect.arrayContaining([`/`, `/schedule/`, `/booking/`, `/nope/`, `/schedule/1999/`]),
  )
  const hostRules = await rules()
  const table: string[] = []
  for (const address of addresses) {
    const response = await openPage(page, address)
    const policies = policiesOf(response?.headers()[`content-security-policy`])
    expect(policies[0], address).toBe(baselinePolicy)
    for (const own of policies.slice(1))
      expect([address, baselineDirectivesMissingFrom(own)]).toEqual([address, []])
    expect(policies.length, address).toBe(hostRules.rulesSetting(address, `Content-Security-Policy`).length)
    await expect(page.getByRole(`heading`, { level: 1 })).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { __policyViolations: string[] }).__policyViolations),
      `${address}: what the policies blocked`,
    ).toEqual([])
    table.push(`${address} (${response?.status()}): ${policies.length} policies`)
  }
  console.log(`Policies per address:\n${table.join(`\n`)}`)
})
