// Signing in to the site's editor with a token, on a phone (390 × 844, touch), typed and tapped, as a band member
// on GitHub Pages does with no OAuth app and no proxy: a fine-grained personal access token for the site's repository
// alone, pasted once. GitHub is the stand-in (support/github-stand-in.ts), which answers only the tokens it knows: a
// mistyped token and one that may only read are refused in words, a good one signs in, and its Publish is a commit.
// On a github.io address, the page says before sign-in that the account's other Pages sites can read what is kept.
import { promises as fs } from "fs"
import path from "path"
import type { Locator, Page } from "@playwright/test"
import { test, expect } from "./support/editor-browser"
import { startLocalEditor, type LocalEditor } from "./support/local-editor"
import { gitHubStandIn, type GitHubStandIn } from "./support/github-stand-in"
import { typeInto } from "./support/editor-form"
import {
  contentFixture,
  removeMadeFolders,
  temporaryFolder,
} from "../src/content-model/__fixtures__/content-fixture"
import { phoneScreen } from "./support/phone"

test.use(phoneScreen)
test.describe.configure({ timeout: 180_000 })

const repository = `milkpatrol/milkpatrol`
const goodToken = `github_pat_11BANDMEMBER0good0token0for0milkpatrol0write`
const readOnlyToken = `github_pat_11BANDMEMBER0read0only0token0for0milkpatrol`
const mistypedToken = `github_pat_11BANDMEMBER0good0token0for0milkpatrol0writ`

let editor: LocalEditor
let github: GitHubStandIn

test.beforeAll(async () => {
  const content = await contentFixture()
  const files: Record<string, string> = {}
  for (const name of await fs.readdir(content))
    if (name.endsWith(`.json`)) files[`content/${name}`] = await fs.readFile(path.join(content, name), `utf8`)
  github = gitHubStandIn(repository, files, { [goodToken]: `write`, [readOnlyToken]: `read` })
  const contentDir = path.join(await temporaryFolder(`milk-patrol-token-sign-in-`), `content`)
  await fs.cp(content, contentDir, { recursive: true })
  editor = await startLocalEditor({ contentDir, github: true })
})

test.afterAll(async () => {
  await editor?.stop()
  await removeMadeFolders()
})

/** The token box, tapped, and `token` typed into it key by key. */
async function typeToken(page: Page, token: string): Promise<Locator> {
  const box = page.getByLabel(`Your GitHub token for this site`)
  await box.tap()
  await box.pressSequentially(token)
  return box
}

const signIn = (page: Page) => page.getByRole(`button`, { name: `Sign in with a token` }).tap()

test(`on a phone, a band member signs in with a token for the site's repository, typed and tapped, and publishes: a mistyped token and one that may only read are refused in words, and no token is ever logged`, async ({
  page,
}) => {
  const tokens = [goodToken, readOnlyToken, mistypedToken]
  const holdsToken = (text: string) => tokens.some((token) => text.includes(token))
  // Everything the page logs, and every error it throws, to be read for the tokens at the end; and where each
  // request that carried a token went.
  const logged: string[] = []
  page.on(`console`, (message) => logged.push(message.text()))
  page.on(`pageerror`, (error) => logged.push(`${error.message}\n${error.stack ?? ``}`))
  const carried: Promise<string | undefined>[] = []
  page.on(`request`, (request) =>
    carried.push(
      request
        .allHeaders()
        .catch(() => request.headers())
        .then((headers) =>
          [request.url(), ...Object.values(headers)].some(holdsToken) ? request.url() : undefined,
        ),
    ),
  )
  await github.serve(page, { signedIn: false })
  await page.goto(editor.adminUrl)

  // Beside Decap's "Login with GitHub": the token box, its words hidden as typed, and no word of github.io here.
  await expect(page.getByRole(`button`, { name: `Login with GitHub` })).toBeVisible({ timeout: 60_000 })
  const box = page.getByLabel(`Your GitHub token for this site`)
  await expect(box).toHaveAttribute(`type`, `password`)
  await expect(page.getByText(/GitHub Pages site of the account/)).toHaveCount(0)
  const refusal = page.locator(`form`).getByRole(`alert`)

  await typeToken(page, mistypedToken)
  await signIn(page)
  await expect(refusal).toContainText(`GitHub did not accept this token`)
  await expect(refusal).toContainText(`Paste it again whole`)
  await expect(box).toHaveValue(``)

  await typeToken(page, readOnlyToken)
  await signIn(page)
  await expect(refusal).toContainText(
    `This token can read the site's repository, ${repository}, but not change it. Make a new token for it with "Contents" set to "Read and write"`,
  )
  await expect(page.getByText(`FAQ`, { exact: true })).toHaveCount(0)

  await typeToken(page, goodToken)
  await signIn(page)
  await page.getByText(`FAQ`, { exact: true }).tap({ timeout: 60_000 })
  const answer = page.getByLabel(`Answer`, { exact: true }).first()
  await typeInto(answer, `We really like milk, on every phone.`)
  await page.getByRole(`button`, { name: `Publish` }).tap()
  await page.getByText(`Publish now`, { exact: true }).tap()
  await expect(page.getByText(`Entry saved`)).toBeVisible({ timeout: 30_000 })

  // The commit is on the branch, made with the good token: every call GitHub had gave a token, and none it knew
  // but the good one and the one that may only read (refused before any write).
  const { faq } = JSON.parse(github.file(`content/faq.json`)!) as { faq: { answer: string }[] }
  expect(faq[0]!.answer).toBe(`We really like milk, on every phone.`)
  expect(github.history()).toHaveLength(2)
  expect(new Set(github.tokensGiven)).toEqual(new Set([mistypedToken, readOnlyToken, goodToken]))
  expect(github.unknownCalls).toEqual([])
  // Kept by Decap in this browser, so that it is pasted once: after a reload the editor is still signed in, and
  // reads the form again from GitHub with it.
  await page.reload()
  await expect(page.getByLabel(`Answer`, { exact: true }).first()).toHaveValue(
    `We really like milk, on every phone.`,
    { timeout: 60_000 },
  )
  await expect(page.getByLabel(`Your GitHub token for this site`)).toHaveCount(0)

  expect(logged.filter(holdsToken)).toEqual([])
  expect(holdsToken(page.url())).toBe(false)
  // Sent to GitHub's API alone (the build's, not the content's), and only in the Authorization header.
  const withToken = (await Promise.all(carried)).filter((url) => url !== undefined)
  expect(withToken.length).toBeGreaterThan(0)
  expect(withToken.filter((url) => !url.startsWith(`https://api.github.com/`) || holdsToken(url))).toEqual([])
})

test(`on a GitHub Pages project address (<account>.github.io/<repository>/), the sign-in page says before sign-in that the account's other Pages sites can read what is kept, and what to do instead`, async ({
  page,
}) => {
  await github.serve(page, { signedIn: false })
  // The editor's own files, served at a github.io address as GitHub Pages serves a project site, under its folder.
  const pagesAddress = `https://band-member.github.io/milkpatrol/admin/`
  await page.route(/^https:\/\/band-member\.github\.io\//, async (route) => {
    const asked = new URL(route.request().url())
    const served = new URL(`${asked.pathname.replace(/^\/milkpatrol/, ``)}${asked.search}`, editor.adminUrl)
    await route.fulfill({ response: await route.fetch({ url: served.href }) })
  })
  await page.goto(pagesAddress)

  const warning = page.getByRole(`note`)
  await expect(warning).toContainText(
    `This editor is on band-member.github.io, an address that every GitHub Pages site of the account "band-member" shares.`,
    { timeout: 60_000 },
  )
  await expect(warning).toContainText(`any of those sites can read it`)
  await expect(warning).toContainText(`Edit at the band's own domain or its Netlify address instead.`)
  // Said before anything is signed in: above both ways in, on the phone's first screen.
  await expect(warning).toBeInViewport()
  const top = async (locator: Locator) => (await locator.boundingBox())!.y
  const login = page.getByRole(`button`, { name: `Login with GitHub` })
  const token = page.getByLabel(`Your GitHub token for this site`)
  await expect(login).toBeVisible()
  expect(await top(warning)).toBeLessThan(await top(login))
  expect(await top(warning)).toBeLessThan(await top(token))
})
