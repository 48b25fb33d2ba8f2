// A Content Security Policy that allows only this site's own scripts: its files, and by hash its inline scripts.
import { createHash } from "crypto"

const inlineScriptPattern = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi
/** Every policy meta tag a page holds, whoever wrote it: a rebuild over a built page must replace, not add. */
const policyMetaPattern = /<meta\s[^>]*http-equiv=["']?Content-Security-Policy["']?[^>]*>/gi

/** The sha256 CSP sources of every inline script a page runs (data blocks such as JSON are not run, so not needed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = Array.from(html.matchAll(inlineScriptPattern))
    .filter(
      ([, attributes = ``, body = ``]) =>
        body.length > 0 && !/type="application\/(ld\+)?json"/.test(attributes),
    )
    .map(([, , body = ``]) => `'sha256-${createHash(`sha256`).update(body, `utf8`).digest(`base64`)}'`)
  return [...new Set(hashes)]
}

/**
 * The policy: the site's own origin by default, nothing at all for plugins and frames, then each kind of resource
 * the site uses, from its own origin only. The default is 'self' rather than 'none' because Firefox checks the
 * <link rel="prefetch"> Gatsby adds for the next page's data against default-src (it has no prefetch directive), and
 * refuses it under 'none'; the cross-engine suite caught that. Styles keep
 * 'unsafe-inline' because Gatsby inlines its CSS and images carry their box and colour as style attributes; scripts, where the
 * danger lies, do not. frame-ancestors only works as an HTTP header, and a meta tag that names it makes browsers log
 * an error, so the meta version leaves it out.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  { asHeader }: { asHeader: boolean },
): string {
  return [
    `default-src 'self'`,
    `object-src 'none'`,
    `frame-src 'none'`,
    `script-src 'self' ${[...scriptHashes].sort().join(` `)}`.trim(),
    `style-src 'self' 'unsafe-inline'`,
    // No data: images: the stylesheet's pictures are files of their own (src/gatsby/webpack.ts)
    `img-src 'self'`,
    `font-src 'self'`,
    // page-data and app-data, fetched (and prefetched) as fans move between pages
    `connect-src 'self'`,
    // No manifest-src: WebKit does not know it and logs an error for it twice on every page; default-src 'self'
    // already allows the site's own manifest and nothing else.
    `base-uri 'self'`,
    `form-action 'none'`,
    ...(asHeader ? [`frame-ancestors 'none'`] : []),
  ].join(`; `)
}

/** The page with its policy as the first thing in its head, before any script can run, and no other policy meta. */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, `&quot;`)}"/>`
  if (!/<head[^>]*>/i.test(html))
    throw new Error(`The page has no <head> to put its Content Security Policy in`)
  return html.replace(policyMetaPattern, ``).replace(/<head[^>]*>/i, (head) => `${head}${meta}`)
}
