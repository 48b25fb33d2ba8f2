/** @jest-environment node */
// The match paths Gatsby's runtime gets in the browser (src/build/not-found-match-path.ts): the address the not-found
// page answered, so that the runtime shows that page without asking for the address first; nothing on any other page.
// That the runtime reads the list only to find an address's page is checked with the other internals
// (src/gatsby/__tests__/gatsby-internals.test.ts); that an unknown address costs one 404, in e2e/routes.spec.ts.
import { notFoundMatchPaths } from "../not-found-match-path"

test(`on the not-found page, the address it answered leads to it, as Gatsby's runtime compares addresses`, () => {
  expect(notFoundMatchPaths(`/404.html`, `/no/such/page/`, ``)).toEqual([
    { path: `/404.html`, matchPath: `/no/such/page/` },
  ])
  expect(notFoundMatchPaths(`/404/`, `/milkpatrol/sch%C3%A9dule`, `/milkpatrol`)).toEqual([
    { path: `/404/`, matchPath: `/schédule` },
  ])
  expect(notFoundMatchPaths(`/404.html`, `/milkpatrol`, `/milkpatrol`)).toEqual([
    { path: `/404.html`, matchPath: `/` },
  ])
})

test(`on any other page, no match path: each address is its own page`, () => {
  for (const page of [`/`, `/schedule/`, `/shows/2024-02-23-the-coffeehouse-in-normal/`, `/404-fans/`])
    expect(notFoundMatchPaths(page, page, ``)).toEqual([])
  expect(notFoundMatchPaths(undefined, `/`, ``)).toEqual([])
})

test(`an address that would read as a pattern, or not decode, gets none: it would answer other addresses too`, () => {
  for (const address of [`/*`, `/:uri/`, `/shows/*/`, `/%E0%A4%A/`])
    expect(notFoundMatchPaths(`/404.html`, address, ``)).toEqual([])
})
