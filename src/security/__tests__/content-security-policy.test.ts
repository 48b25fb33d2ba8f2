/** @jest-environment node */
import { createHash } from "crypto"
import { contentSecurityPolicy, inlineScriptHashes, withPolicyMeta } from "../content-security-policy"

const sha256 = (text: string) => `'sha256-${createHash(`sha256`).update(text).digest(`base64`)}'`

describe(`inlineScriptHashes`, () => {
  it(`hashes each inline script once, and skips scripts with a src and JSON data`, () => {
    const html = `<head><script>window.a=1</script><script src="/app.js"></script><script id="x">window.a=1</script>
      <script type="module">import("/b.js")</script><script type="application/json">{"a":1}</script></head>`
    expect(inlineScriptHashes(html)).toEqual([sha256(`window.a=1`), sha256(`import("/b.js")`)])
  })
})

describe(`contentSecurityPolicy`, () => {
  it(`allows only the site's own scripts plus the hashed inline ones`, () => {
    const policy = contentSecurityPolicy([`'sha256-abc'`], { asHeader: true })
    expect(policy).toContain(`script-src 'self' 'sha256-abc';`)
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(policy).toContain(`frame-ancestors 'none'`)
  })

  it(`leaves frame-ancestors out of the meta tag version, where browsers reject it`, () => {
    expect(contentSecurityPolicy([], { asHeader: false })).not.toContain(`frame-ancestors`)
  })
})

describe(`withPolicyMeta`, () => {
  it(`puts the policy first in the head, before any script`, () => {
    const html = withPolicyMeta(`<html><head><script>1</script></head></html>`, `script-src 'self'`)
    expect(html).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><script>1</script></head></html>`,
    )
  })
})

describe(`withPolicyMeta over a page that already has a policy`, () => {
  it(`replaces the old policy instead of adding a second one`, () => {
    const once = withPolicyMeta(
      `<html><head><script>1</script></head></html>`,
      `script-src 'self' 'sha256-old'`,
    )
    const again = withPolicyMeta(once, `script-src 'self' 'sha256-new'`)
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
    expect(again).toContain(`'sha256-new'`)
    expect(again).not.toContain(`'sha256-old'`)
  })
})

describe(`the policy`, () => {
  it(`allows only the site's own origin, no plugins or frames, and names each kind of resource the site loads`, () => {
    const policy = contentSecurityPolicy([], { asHeader: true })
    expect(policy).toMatch(/^default-src 'self'; object-src 'none'; frame-src 'none';/)
    for (const directive of [`script-src`, `style-src`, `img-src`, `font-src`, `connect-src`])
      expect(policy).toMatch(new RegExp(`(^|; )${directive} 'self'`))
    // WebKit logs "Unrecognized Content-Security-Policy directive" for it; default-src covers the manifest.
    expect(policy).not.toContain(`manifest-src`)
    expect(policy).toContain(`base-uri 'self'`)
    expect(policy).toContain(`form-action 'none'`)
  })
})
