/** @jest-environment node */
import { observatoryScore } from "../observatory"
import { securityHeaders } from "../host-headers"
import { contentSecurityPolicy } from "../content-security-policy"

const origin = `https://www.milkpatrol.band`
const page = `<html><head><script src="/app-1.js" async></script></head></html>`
const siteHeaders = {
  ...securityHeaders,
  "Content-Security-Policy": contentSecurityPolicy([`'sha256-abc'`], { asHeader: true }),
}
const resultOf = (score: ReturnType<typeof observatoryScore>, test: string) =>
  score.results.find((r) => r.test === test)

describe(`observatoryScore`, () => {
  it(`gives the site's own headers an A+`, () => {
    const score = observatoryScore({
      headers: siteHeaders,
      html: page,
      origin,
      httpRedirect: `to-https-same-host`,
    })
    expect(score.grade).toBe(`A+`)
    // 100, +5 for a private referrer policy, +5 for frame-ancestors; style-src 'unsafe-inline' earns no CSP bonus
    expect(score.score).toBe(110)
    expect(resultOf(score, `content-security-policy`)?.result).toBe(
      `csp-implemented-with-unsafe-inline-in-style-src-only`,
    )
  })

  it(`grades a response without any security header as Mozilla does (D)`, () => {
    const score = observatoryScore({ headers: {}, html: page, origin, httpRedirect: `to-https-same-host` })
    // 100 - 25 (CSP) - 20 (HSTS) - 5 (nosniff) - 20 (framing) = 30
    expect(score).toMatchObject({ score: 30, grade: `D` })
  })

  it(`penalises inline scripts and plain-http sources, and rewards default-src 'none' without unsafe sources`, () => {
    const withPolicy = (policy: string) =>
      resultOf(
        observatoryScore({
          headers: { ...siteHeaders, "Content-Security-Policy": policy },
          origin,
          httpRedirect: `to-https-same-host`,
        }),
        `content-security-policy`,
      )
    expect(withPolicy(`default-src 'self'; script-src 'self' 'unsafe-inline'`)?.modifier).toBe(-20)
    expect(withPolicy(`default-src 'self'; img-src http://cdn.example.com`)?.modifier).toBe(-20)
    expect(withPolicy(`default-src 'self'; script-src 'self' 'unsafe-eval'`)?.modifier).toBe(-10)
    expect(withPolicy(`default-src 'none'; script-src 'self'`)?.modifier).toBe(10)
    expect(withPolicy(`default-src 'self'`)?.modifier).toBe(5)
    expect(withPolicy(`default-src 'self'; default-src 'none'`)?.result).toBe(`csp-header-invalid`)
  })

  it(`awards bonuses only when the score without them is 90 or more`, () => {
    // -20 for no HSTS leaves 80: the referrer and frame-ancestors bonuses no longer count.
    const withoutHsts = Object.fromEntries(
      Object.entries(siteHeaders).filter(([name]) => name !== `Strict-Transport-Security`),
    )
    expect(
      observatoryScore({ headers: withoutHsts, origin, httpRedirect: `to-https-same-host` }),
    ).toMatchObject({ score: 80, grade: `B+` })
  })

  it(`checks the HSTS age, the referrer policy, scripts from other hosts and the http redirect`, () => {
    const score = (
      headers: Record<string, string>,
      html = page,
      httpRedirect = `to-https-same-host` as const,
    ) => observatoryScore({ headers: { ...siteHeaders, ...headers }, html, origin, httpRedirect })
    expect(
      resultOf(score({ "Strict-Transport-Security": `max-age=86400` }), `strict-transport-security`),
    ).toMatchObject({ modifier: -10 })
    expect(resultOf(score({ "Referrer-Policy": `unsafe-url` }), `referrer-policy`)).toMatchObject({
      modifier: -5,
    })
    expect(
      resultOf(score({}, `<script src="https://cdn.example.com/x.js"></script>`), `subresource-integrity`),
    ).toMatchObject({ modifier: -5 })
    expect(resultOf(score({}, page, `none` as never), `redirection`)).toMatchObject({ modifier: -20 })
  })
})
