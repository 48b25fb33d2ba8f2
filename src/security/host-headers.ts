// The HTTP headers Netlify sends with each file of the built site, written by the build into public/_headers.
// Every file gets exactly one rule that sets Cache-Control and, if it is a page, exactly one that sets its own
// Content-Security-Policy besides the baseline on /*: Netlify combines the values of a header that two matching
// rules both set.
import { contentSecurityPolicy } from "./content-security-policy"
import { bookingPagePath } from "../booking/booking-path"

export interface HeaderRule {
  /** The request path the rule is for, in Netlify's syntax (`*` matches anything, including nothing) */
  for: string
  values: Record<string, string>
}

/** Sent with every response: none of these depends on the kind of file. */
export const securityHeaders: Readonly<Record<string, string>> = {
  // Two years, the subdomains too: browsers never try the site over plain http again.
  "Strict-Transport-Security": `max-age=63072000; includeSubDomains`,
  "X-Content-Type-Options": `nosniff`,
  "X-Frame-Options": `DENY`,
  "Referrer-Policy": `strict-origin-when-cross-origin`,
  // Features the site never uses, denied to it and to anything that might be injected into it. Only names that
  // Chromium knows: an unknown one makes it log an error on every page.
  "Permissions-Policy": `camera=(), microphone=(), geolocation=(), payment=(), usb=()`,
}

/**
 * Cross-Origin-Resource-Policy, set per file like Cache-Control (one rule each: Netlify would join two values into
 * one that browsers ignore). Other sites may not embed the site's files, except the booking kit's folder, whose
 * press logos a venue's page shows on its own gig listing.
 */
export const resourcePolicy = { site: `same-origin`, bookingKit: `cross-origin` } as const

/** The folder of the booking kit's page and its press logos (src/booking/press-logos.ts), in public/. */
const bookingKitEntry = bookingPagePath.replace(/\//g, ``)

/**
 * The Content Security Policy every address gets, from the rule on `/*`: an unknown address outside any folder
 * (`/nope/`) is answered with the not-found page under no other rule. Netlify joins it to a page's own policy with a
 * comma, and browsers enforce both, so it holds only directives that every page's own policy (the site's and the
 * editor's) states with the same value: together they allow exactly what the page's own allows.
 * hostHeaderRules refuses a page policy that would disagree.
 */
export const baselinePolicy = [
  `object-src 'none'`,
  `frame-src 'none'`,
  `base-uri 'self'`,
  `form-action 'none'`,
  `frame-ancestors 'none'`,
].join(`; `)

/** The baseline's directives that `policy` does not state word for word. */
export function baselineDirectivesMissingFrom(policy: string): string[] {
  const directives = (text: string) =>
    text.split(`;`).map((directive) => directive.trim().replace(/\s+/g, ` `))
  const stated = new Set(directives(policy))
  return directives(baselinePolicy).filter((directive) => !stated.has(directive))
}

/**
 * Cross-Origin-Opener-Policy, set per file like Cache-Control (one rule each), since the content editor needs its
 * own: the site's pages share their window with no other site; the editor keeps the GitHub sign-in popup it opens
 * (the popup hands the token back through `window.opener`, which `same-origin` cuts). A path that matches no built
 * file (answered by the 404 page) gets none.
 */
export const openerPolicy = { site: `same-origin`, editor: `same-origin-allow-popups` } as const

export const cacheControl = {
  /** Pages, page-data and anything else without a content hash in its name: browsers ask again every time. */
  revalidate: `public, max-age=0, must-revalidate`,
  /** Files whose name changes when their content does: kept for a year without asking. */
  immutable: `public, max-age=31536000, immutable`,
} as const

/** What the build put at the top of public/, and the inline script hashes of the pages under each entry. */
export interface BuiltEntry {
  name: string
  isDirectory: boolean
  /** The hashes of the inline scripts of the pages in or under this entry; undefined when it holds no page. */
  pageScriptHashes?: readonly string[]
  /** A policy of its own for pages that are not the site's (the content editor at /admin/). */
  ownPolicy?: string
  /** An opener policy of its own (the content editor's); otherwise the site's. */
  ownOpenerPolicy?: string
}

// webpack's names: app-4cd2d67595afee5f3628.js, styles.403fd736bb7abf295cc9.css, and their maps and licences.
const contentHashedName = /[.-][0-9a-f]{20}\.(js|css)(\.map|\.LICENSE\.txt)?$/
/** Files Netlify reads as configuration and never serves. */
const hostConfigFiles = new Set([`_headers`, `_redirects`])

/**
 * Netlify's rule `/404/*` also matches `/404.html` (anything that starts with `/404`), so a file whose name starts
 * with a folder's name gets no rule of its own: the folder's covers it, with the file's inline scripts added.
 */
function foldIntoFolders(entries: readonly BuiltEntry[]): BuiltEntry[] {
  const folders = entries.filter((entry) => entry.isDirectory)
  const coveringFolder = (entry: BuiltEntry) =>
    entry.isDirectory ? undefined : folders.find((folder) => entry.name.startsWith(folder.name))
  return entries
    .filter((entry) => !coveringFolder(entry))
    .map((entry) => {
      const covered = entries.filter((file) => coveringFolder(file) === entry)
      for (const file of covered)
        if (contentHashedName.test(file.name) !== (entry.name === `static`))
          throw new Error(
            `public/${file.name} would share the cache rule of public/${entry.name}/, but one is content-hashed ` +
              `and the other not: rename one of them`,
          )
      const hashes = [entry, ...covered].flatMap((each) => each.pageScriptHashes ?? [])
      return covered.some((file) => file.pageScriptHashes)
        ? { ...entry, pageScriptHashes: [...new Set(hashes)] }
        : entry
    })
}

/** The folder of the not-found page (public/404/, with public/404.html folded into it). */
const notFoundEntry = `404`

/**
 * `calendarFiles`: the path of every built .ics file under public/, with forward slashes. Each gets its calendar
 * type by its own name, not by a pattern: a missing .ics is answered with the not-found page, which is HTML.
 */
export function hostHeaderRules(
  builtEntries: readonly BuiltEntry[],
  calendarFiles: readonly string[] = [],
): HeaderRule[] {
  const entries = foldIntoFolders(builtEntries)
  const rules: HeaderRule[] = [
    { for: `/*`, values: { ...securityHeaders, "Content-Security-Policy": baselinePolicy } },
    // Calendars are calendars (these rules set no cache header: one rule per file does).
    ...[...calendarFiles]
      .sort()
      .map((file) => ({ for: `/${file}`, values: { "Content-Type": `text/calendar; charset=utf-8` } })),
  ]
  // A wrong address under a folder (/schedule/2023/, /faq/old-question/) is answered with the not-found page under
  // that folder's rule: the folder's policy allows the not-found page's inline scripts too, or the page would break.
  const notFoundHashes = entries.find((entry) => entry.name === notFoundEntry)?.pageScriptHashes ?? []
  const sorted = [...entries].sort((a, b) => a.name.localeCompare(b.name))
  for (const entry of sorted) {
    if (hostConfigFiles.has(entry.name)) continue
    const scriptHashes =
      entry.pageScriptHashes && entry.isDirectory
        ? [...new Set([...entry.pageScriptHashes, ...notFoundHashes])]
        : entry.pageScriptHashes
    const policy =
      entry.ownPolicy ?? (scriptHashes ? contentSecurityPolicy(scriptHashes, { asHeader: true }) : undefined)
    const disagreeing = policy ? baselineDirectivesMissingFrom(policy) : []
    if (disagreeing.length > 0)
      throw new Error(
        `The policy for public/${entry.name} does not state ${disagreeing.join(`, `)}: joined to the baseline on /*, ` +
          `the baseline would block what it allows. Give it the same directives or take them out of baselinePolicy`,
      )
    const values: Record<string, string> = {
      "Cache-Control":
        entry.name === `static` || (!entry.isDirectory && contentHashedName.test(entry.name))
          ? cacheControl.immutable
          : cacheControl.revalidate,
      "Cross-Origin-Opener-Policy": entry.ownOpenerPolicy ?? openerPolicy.site,
      "Cross-Origin-Resource-Policy":
        entry.name === bookingKitEntry && entry.isDirectory ? resourcePolicy.bookingKit : resourcePolicy.site,
      ...(policy ? { "Content-Security-Policy": policy } : {}),
    }
    if (entry.isDirectory) rules.push({ for: `/${entry.name}/*`, values })
    else if (entry.name === `index.html`) rules.push({ for: `/`, values }, { for: `/index.html`, values })
    else rules.push({ for: `/${entry.name}`, values })
  }
  return rules
}

/** The rules in the _headers file format. */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) =>
      [rule.for, ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`)].join(`\n`),
    )
    .join(`\n`)
    .concat(`\n`)
}
