/** @jest-environment node */
// The build leaves Gatsby's internal Partytown plugin out of the browser bundle of production builds
// (src/gatsby/webpack.ts). That is right only while the plugin's one browser hook does nothing outside
// `gatsby develop`: this reads the installed Gatsby, so that an upgrade which changes the hook is noticed here rather
// than in production. That the file is where gatsby-internals.ts says is checked with the other internals.
import fs from "fs"
import { partytownBrowserHooksModule } from "../../gatsby/gatsby-internals"

test(`Gatsby's Partytown plugin has one browser hook, which returns at once outside gatsby develop`, () => {
  const source = fs.readFileSync(require.resolve(partytownBrowserHooksModule), `utf8`)
  const hooks = [...new Set([...source.matchAll(/^exports\.(\w+) = /gm)].map(([, name]) => name))]
  expect(hooks.filter((name) => name !== `__esModule`)).toEqual([`onInitialClientRender`])
  expect(source).toMatch(
    /const onInitialClientRender = \(\) => \{\s+if \(process\.env\.NODE_ENV !== `development`\) \{\s+return;\s+\}/,
  )
})
