// Grades a response's headers the way the Mozilla HTTP Observatory does, from its published scoring rules
// (https://github.com/mdn/mdn-http-observatory/blob/main/docs/scoring.md): a baseline of 100, a modifier per test,
// bonuses only when the score without them is 90 or more, and a letter grade from the total.

export interface ObservatoryInput {
  /** Response headers, names in any case */
  headers: Record<string, string | undefined>
  /** The page's HTML, for the Subresource Integrity test */
  html?: string
  /** The page's own origin, for telling its scripts from other hosts' */
  origin: string
  /**
   * What the host does with a plain http:// request. This cannot be seen on a test server; Netlify and GitHub
   * Pages both answer http with a redirect to https on the same host.
   */
  httpRedirect: `to-https-same-host` | `none`
}

export interface TestResult {
  test: string
  result: string
  modifier: number
}

export interface ObservatoryScore {
  score: number
  grade: string
  results: TestResult[]
}

const gradeFloors: [number, string][] = [
  [100, `A+`],
  [90, `A`],
  [85, `A-`],
  [80, `B+`],
  [70, `B`],
  [65, `B-`],
  [60, `C+`],
  [50, `C`],
  [45, `C-`],
  [40, `D+`],
  [30, `D`],
  [25, `D-`],
  [0, `F`],
]

export function observatoryScore(input: ObservatoryInput): ObservatoryScore {
  const header = (name: string) =>
    Object.entries(input.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]
  const policy = parsePolicy(header(`Content-Security-Policy`))
  const results: TestResult[] = [
    contentSecurityPolicyTest(policy),
    cookiesTest(header(`Set-Cookie`)),
    corsTest(header(`Access-Control-Allow-Origin`)),
    redirectionTest(input.httpRedirect),
    referrerPolicyTest(header(`Referrer-Policy`)),
    strictTransportSecurityTest(header(`Strict-Transport-Security`)),
    subresourceIntegrityTest(input.html, input.origin),
    contentTypeOptionsTest(header(`X-Content-Type-Options`)),
    frameOptionsTest(header(`X-Frame-Options`), policy),
    resourcePolicyTest(header(`Cross-Origin-Resource-Policy`)),
  ]
  const penalties = results.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0)
  const bonuses = results.filter((r) => r.modifier > 0).reduce((sum, r) => sum + r.modifier, 0)
  const withoutBonuses = Math.max(0, 100 + penalties)
  const score = withoutBonuses >= 90 ? withoutBonuses + bonuses : withoutBonuses
  const grade = gradeFloors.find(([floor]) => score >= floor)?.[1] ?? `F`
  return { score, grade, results }
}

type Policy = Map<string, string[]> | `invalid` | undefined

function parsePolicy(value: string | undefined): Policy {
  if (value === undefined) return undefined
  const directives = new Map<string, string[]>()
  for (const part of value.split(`;`)) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    if (!/^[a-z-]+$/i.test(name)) return `invalid`
    // A repeated directive: browsers use the first, the Observatory calls the policy invalid.
    if (directives.has(name.toLowerCase())) return `invalid`
    directives.set(name.toLowerCase(), sources)
  }
  return directives.size > 0 ? directives : `invalid`
}

function contentSecurityPolicyTest(policy: Policy): TestResult {
  const test = `content-security-policy`
  if (policy === undefined) return { test, result: `csp-not-implemented`, modifier: -25 }
  if (policy === `invalid`) return { test, result: `csp-header-invalid`, modifier: -25 }
  const sourcesFor = (directive: string) => policy.get(directive) ?? policy.get(`default-src`) ?? []
  const scripts = sourcesFor(`script-src`)
  const styles = sourcesFor(`style-src`)
  const allowsInline = (sources: string[]) =>
    sources.some((s) => [`'unsafe-inline'`, `data:`, `*`, `http:`, `https:`].includes(s.toLowerCase()))
  const everySource = [...policy.values()].flat()
  if (everySource.some((s) => s.toLowerCase() === `http:` || s.toLowerCase().startsWith(`http://`)))
    return { test, result: `csp-implemented-with-insecure-scheme`, modifier: -20 }
  if (allowsInline(scripts)) return { test, result: `csp-implemented-with-unsafe-inline`, modifier: -20 }
  if (scripts.some((s) => s.toLowerCase() === `'unsafe-eval'`))
    return { test, result: `csp-implemented-with-unsafe-eval`, modifier: -10 }
  if (allowsInline(styles))
    return { test, result: `csp-implemented-with-unsafe-inline-in-style-src-only`, modifier: 0 }
  if (policy.get(`default-src`)?.join(` `) === `'none'`)
    return { test, result: `csp-implemented-with-no-unsafe-default-src-none`, modifier: 10 }
  return { test, result: `csp-implemented-with-no-unsafe`, modifier: 5 }
}

function cookiesTest(setCookie: string | undefined): TestResult {
  const test = `cookies`
  if (!setCookie) return { test, result: `cookies-not-found`, modifier: 0 }
  const cookies = setCookie.split(/\n|,(?=\s*[^;=\s]+=)/)
  const has = (cookie: string, flag: string) => new RegExp(`;\\s*${flag}\\b`, `i`).test(cookie)
  if (!cookies.every((cookie) => has(cookie, `Secure`)))
    return { test, result: `cookies-without-secure-flag`, modifier: -20 }
  if (!cookies.every((cookie) => has(cookie, `HttpOnly`)))
    return { test, result: `cookies-session-without-httponly-flag`, modifier: -30 }
  if (cookies.every((cookie) => has(cookie, `SameSite`)))
    return { test, result: `cookies-secure-with-httponly-sessions-and-samesite`, modifier: 5 }
  return { test, result: `cookies-secure-with-httponly-sessions`, modifier: 0 }
}

function corsTest(allowOrigin: string | undefined): TestResult {
  const test = `cross-origin-resource-sharing`
  if (!allowOrigin) return { test, result: `cross-origin-resource-sharing-not-implemented`, modifier: 0 }
  if (allowOrigin.trim() === `*`)
    return { test, result: `cross-origin-resource-sharing-implemented-with-public-access`, modifier: 0 }
  return { test, result: `cross-origin-resource-sharing-implemented-with-restricted-access`, modifier: 0 }
}

function redirectionTest(httpRedirect: ObservatoryInput[`httpRedirect`]): TestResult {
  const test = `redirection`
  return httpRedirect === `to-https-same-host`
    ? { test, result: `redirection-to-https`, modifier: 0 }
    : { test, result: `redirection-missing`, modifier: -20 }
}

function referrerPolicyTest(value: string | undefined): TestResult {
  const test = `referrer-policy`
  if (!value) return { test, result: `referrer-policy-not-implemented`, modifier: 0 }
  // Browsers use the last value they understand.
  const policies = value.split(`,`).map((p) => p.trim().toLowerCase())
  const known = [
    `no-referrer`,
    `same-origin`,
    `strict-origin`,
    `strict-origin-when-cross-origin`,
    `no-referrer-when-downgrade`,
    `origin`,
    `origin-when-cross-origin`,
    `unsafe-url`,
  ]
  const effective = [...policies].reverse().find((p) => known.includes(p))
  if (!effective) return { test, result: `referrer-policy-header-invalid`, modifier: -5 }
  if ([`no-referrer`, `same-origin`, `strict-origin`, `strict-origin-when-cross-origin`].includes(effective))
    return { test, result: `referrer-policy-private`, modifier: 5 }
  if (effective === `no-referrer-when-downgrade`)
    return { test, result: `referrer-policy-no-referrer-when-downgrade`, modifier: 0 }
  return { test, result: `referrer-policy-unsafe`, modifier: -5 }
}

function strictTransportSecurityTest(value: string | undefined): TestResult {
  const test = `strict-transport-security`
  if (!value) return { test, result: `hsts-not-implemented`, modifier: -20 }
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(value)?.[1]
  if (maxAge === undefined) return { test, result: `hsts-header-invalid`, modifier: -20 }
  return Number(maxAge) >= 15_768_000
    ? { test, result: `hsts-implemented-max-age-at-least-six-months`, modifier: 0 }
    : { test, result: `hsts-implemented-max-age-less-than-six-months`, modifier: -10 }
}

function subresourceIntegrityTest(html: string | undefined, origin: string): TestResult {
  const test = `subresource-integrity`
  if (html === undefined) return { test, result: `sri-not-implemented-response-not-html`, modifier: 0 }
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes = ``]) => attributes)
  const sources = scripts.flatMap((attributes) => {
    const src = /\ssrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1]
    return src ? [{ url: new URL(src, origin), integrity: /\sintegrity=/i.test(attributes) }] : []
  })
  if (sources.length === 0) return { test, result: `sri-not-implemented-but-no-scripts-loaded`, modifier: 0 }
  const external = sources.filter((s) => s.url.origin !== new URL(origin).origin)
  if (external.length === 0)
    return sources.every((s) => s.integrity)
      ? { test, result: `sri-implemented-and-all-scripts-loaded-securely`, modifier: 5 }
      : { test, result: `sri-not-implemented-but-all-scripts-loaded-from-secure-origin`, modifier: 0 }
  const insecure = external.some((s) => s.url.protocol === `http:`)
  if (external.every((s) => s.integrity))
    return insecure
      ? { test, result: `sri-implemented-but-external-scripts-not-loaded-securely`, modifier: -20 }
      : { test, result: `sri-implemented-and-external-scripts-loaded-securely`, modifier: 5 }
  return insecure
    ? { test, result: `sri-not-implemented-and-external-scripts-not-loaded-securely`, modifier: -50 }
    : { test, result: `sri-not-implemented-but-external-scripts-loaded-securely`, modifier: -5 }
}

function contentTypeOptionsTest(value: string | undefined): TestResult {
  const test = `x-content-type-options`
  if (!value) return { test, result: `x-content-type-options-not-implemented`, modifier: -5 }
  return value.trim().toLowerCase() === `nosniff`
    ? { test, result: `x-content-type-options-nosniff`, modifier: 0 }
    : { test, result: `x-content-type-options-header-invalid`, modifier: -5 }
}

function frameOptionsTest(value: string | undefined, policy: Policy): TestResult {
  const test = `x-frame-options`
  const ancestors = policy instanceof Map ? policy.get(`frame-ancestors`) : undefined
  if (ancestors && ancestors.every((s) => [`'none'`, `'self'`].includes(s.toLowerCase())))
    return { test, result: `x-frame-options-implemented-via-csp`, modifier: 5 }
  if (!value) return { test, result: `x-frame-options-not-implemented`, modifier: -20 }
  if ([`deny`, `sameorigin`].includes(value.trim().toLowerCase()))
    return { test, result: `x-frame-options-sameorigin-or-deny`, modifier: 0 }
  return { test, result: `x-frame-options-header-invalid`, modifier: -20 }
}

function resourcePolicyTest(value: string | undefined): TestResult {
  const test = `cross-origin-resource-policy`
  if (!value) return { test, result: `corp-not-implemented`, modifier: 0 }
  const normalized = value.trim().toLowerCase()
  if ([`same-origin`, `same-site`, `cross-origin`].includes(normalized))
    return { test, result: `corp-implemented-with-${normalized}`, modifier: 0 }
  return { test, result: `corp-header-invalid`, modifier: -5 }
}
