/** @jest-environment node */
// A broken input stops the build: for every one, the onPreInit hook that gatsby-node.ts hands Gatsby stops it with
// the checker's line, run here in-process in milliseconds. That a real `gatsby build` then fails, prints the line and
// leaves the last good site in public/ is proven on three of them by
// scripts/__proofs__/broken-content-stops-build.proof.ts (`npm run test:proofs`); that gatsby-node.ts runs this hook
// first is held by src/gatsby/__tests__/cache-per-address.test.ts.
import { brokenInputs, breakContent } from "../__fixtures__/broken-inputs"
import { buildHookPanics } from "../__fixtures__/build-hook"
import { temporaryFolder } from "../__fixtures__/content-fixture"

describe.each(Object.entries(brokenInputs))(`the build's onPreInit with %s`, (_name, input) => {
  test(`stops the build with the problem`, async () => {
    const site = await temporaryFolder(`milk-patrol-hook-`)
    await breakContent(site, input)
    const panics = await buildHookPanics(site)
    expect(panics).toHaveLength(1)
    expect(panics[0]!.split(`\n`)).toContain(input.expected)
  })
})
