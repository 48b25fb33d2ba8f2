/** @jest-environment node */
// The build leaves two plugins' browser hooks out of the browser bundle of production builds (src/gatsby/webpack.ts,
// src/build/hooks-left-out-of-browser.ts). That is right only while each hook does nothing in this site's production
// build: these read the installed packages (and the site's configuration), so that an upgrade which changes a hook,
// or a manifest made localised, is noticed here rather than in production. That the files are where
// gatsby-internals.ts says is checked with the other internals.
import fs from "fs"
import path from "path"
import { manifestBrowserHooksModule, partytownBrowserHooksModule } from "../../gatsby/gatsby-internals"

/** The names a plugin's browser file exports, compiled to CommonJS (Gatsby's) or written as ES modules (the manifest's). */
function exportedHooks(source: string): string[] {
  const exports = [...source.matchAll(/^exports\.(\w+) = |^export (?:const|function|let|var) (\w+)/gm)]
  const names = exports.map(([, commonJs, esModule]) => commonJs ?? esModule ?? ``)
  return [...new Set(names)].filter((name) => name !== `__esModule`)
}

test(`Gatsby's Partytown plugin has one browser hook, which returns at once outside gatsby develop`, () => {
  const source = fs.readFileSync(require.resolve(partytownBrowserHooksModule), `utf8`)
  expect(exportedHooks(source)).toEqual([`onInitialClientRender`])
  expect(source).toMatch(
    /const onInitialClientRender = \(\) => \{\s+if \(process\.env\.NODE_ENV !== `development`\) \{\s+return;\s+\}/,
  )
})

test(`gatsby-plugin-manifest has one browser hook, whose whole body needs a localised manifest, which the site has not`, () => {
  const source = fs.readFileSync(require.resolve(manifestBrowserHooksModule), `utf8`)
  expect(exportedHooks(source)).toEqual([`onRouteUpdate`])
  const hook = /export const onRouteUpdate = function onRouteUpdate\([^)]*\) \{\n([\s\S]*)\n\};\s*$/.exec(
    source,
  )?.[1]
  // The body's own statements (its lines at the first indentation) are one `if` on the flag, and its end.
  const statements = hook?.split(`\n`).filter((line) => /^ {2}\S/.test(line))
  expect(statements).toEqual([`  if (__MANIFEST_PLUGIN_HAS_LOCALISATION__) {`, `  }`])
  // The plugin sets the flag from its `localize` option, which the site's configuration does not give.
  const node = fs.readFileSync(
    path.join(path.dirname(require.resolve(manifestBrowserHooksModule)), `gatsby-node.js`),
    `utf8`,
  )
  expect(node).toMatch(
    /__MANIFEST_PLUGIN_HAS_LOCALISATION__: pluginOptions\.localize && pluginOptions\.localize\.length/,
  )
  const config = fs.readFileSync(path.resolve(__dirname, `..`, `..`, `..`, `gatsby-config.ts`), `utf8`)
  expect(config).toContain(`resolve: \`gatsby-plugin-manifest\``)
  expect(config).not.toMatch(/\blocali[sz]e\b/)
})
