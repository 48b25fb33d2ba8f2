/** @jest-environment node */
// gatsby-node.ts leaves Gatsby's internal Partytown plugin out of the browser bundle of production builds. That is
// right only while the plugin's one browser hook does nothing outside `gatsby develop`: this reads the installed
// Gatsby, so that an upgrade which changes the hook, or moves its file, is noticed here rather than in production.
import fs from "fs"
import { gatsbyPartytownBrowser } from "../../../gatsby-node"

const hookFile = require.resolve(`gatsby/dist/internal-plugins/partytown/gatsby-browser.js`)

test(`gatsby-node's pattern names the file of Gatsby's Partytown browser hooks`, () => {
  expect(hookFile).toMatch(gatsbyPartytownBrowser)
})

test(`Gatsby's Partytown plugin has one browser hook, which returns at once outside gatsby develop`, () => {
  const source = fs.readFileSync(hookFile, `utf8`)
  const hooks = [...new Set([...source.matchAll(/^exports\.(\w+) = /gm)].map(([, name]) => name))]
  expect(hooks.filter((name) => name !== `__esModule`)).toEqual([`onInitialClientRender`])
  expect(source).toMatch(
    /const onInitialClientRender = \(\) => \{\s+if \(process\.env\.NODE_ENV !== `development`\) \{\s+return;\s+\}/,
  )
})
