/** @jest-environment node */
// What the sign-in page says: each refusal of a token names what to do, and a github.io address, a user's site or a
// project's, is told before sign-in that the account's other Pages sites share it. (Which answer each token gets from
// GitHub is backends-github.test.ts's; that no word is a developer's is member-words.test.ts's.)
import { sharedPagesAccount, sharedOriginWarning, tokenRefusal } from "../sign-in"

test(`a refusal names the repository where it matters, and what to do (member-words.test.ts reads them all)`, () => {
  expect(tokenRefusal(`not-accepted`, `band/site`)).toContain(`Paste it again whole, or make a new one`)
  expect(tokenRefusal(`no-repository`, `band/site`)).toContain(
    `"Only select repositories" and pick band/site`,
  )
  expect(tokenRefusal(`token-cannot-write`, `band/site`)).toContain(`"Contents" set to "Read and write"`)
  expect(tokenRefusal(`account-cannot-write`, `band/site`)).toContain(`collaborator with the role "Write"`)
})

test(`a github.io address, a user's site or a project's, is shared by the account's Pages sites; no other is`, () => {
  expect(sharedPagesAccount(`band-member.github.io`)).toBe(`band-member`)
  expect(sharedPagesAccount(`Band-Member.GitHub.io`)).toBe(`Band-Member`)
  for (const hostname of [
    `www.milkpatrol.band`,
    `milkpatrol.netlify.app`,
    `github.io`,
    `a.b.github.io`,
    `127.0.0.1`,
  ])
    expect(sharedPagesAccount(hostname)).toBeUndefined()
  expect(sharedOriginWarning(`band-member.github.io`, `band-member`)).toMatch(
    /every GitHub Pages site of the account "band-member" shares.*own domain or its Netlify address/s,
  )
})
