// After a build: give every page its Content Security Policy (a meta tag, which GitHub Pages honours) and write
// Netlify's _headers with the same policy as a real header for all pages.
import fs from "fs/promises"
import path from "path"
import { contentSecurityPolicy, inlineScriptHashes, withPolicyMeta } from "./content-security-policy"

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(`.html`))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

export async function secureBuiltPages(publicDir: string): Promise<{ pages: number; scriptHashes: number }> {
  const pages = await htmlFiles(publicDir)
  const allHashes = new Set<string>()
  let securedPages = 0
  for (const page of pages) {
    const html = await fs.readFile(page, `utf8`)
    // Fragments such as Gatsby's slices are stitched into the pages; only whole documents get a policy.
    if (!/<head[\s>]/i.test(html)) continue
    const hashes = inlineScriptHashes(html)
    hashes.forEach((hash) => allHashes.add(hash))
    await fs.writeFile(page, withPolicyMeta(html, contentSecurityPolicy(hashes, { asHeader: false })))
    securedPages += 1
  }
  const headerPolicy = contentSecurityPolicy([...allHashes], { asHeader: true })
  await fs.writeFile(path.join(publicDir, `_headers`), `/*\n  Content-Security-Policy: ${headerPolicy}\n`)
  return { pages: securedPages, scriptHashes: allHashes.size }
}
