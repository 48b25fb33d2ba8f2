/** @jest-environment node */
// The GitHub backend's calls through Octokit, against a fetch that answers as GitHub would: what they send (the
// member's token, never the browser's cache, the raw media type for a file) and how GitHub's answers reach the
// Publish: a 422 on moving the branch is "not a fast forward" (read again), 401/403 and other statuses are refused in
// the editor's words, and a call with no answer at all is thrown on (the editor's rules read back before saying anything).
// A token pasted at sign-in gets an answer of its own for each way it cannot publish.
import { checkToken, gitHubRepository, type TokenAnswer } from "../backends"
import { Refusal } from "../../core/editor-tab"

type Answer = { status: number; json?: unknown; raw?: string } | `dropped`
const sent: { method: string; url: string; init: RequestInit }[] = []

/** GitHub as a fetch: each "METHOD path" answered as `answers` says, else as a healthy repository. */
function gitHub(answers: Record<string, Answer> = {}) {
  sent.length = 0
  globalThis.fetch = (async (url: string, init: RequestInit) => {
    const method = init.method ?? `GET`
    sent.push({ method, url, init })
    const path = new URL(url).pathname.replace(`/repos/band/site`, ``)
    const healthy: Record<string, Answer> = {
      "GET /git/refs/heads/main": { status: 200, json: { object: { sha: `head` } } },
      "GET /contents/content/shows.json": { status: 200, raw: `{"shows": []}` },
      "GET /git/commits/head": { status: 200, json: { tree: { sha: `tree` } } },
      "POST /git/trees": { status: 201, json: { sha: `made` } },
      "POST /git/commits": { status: 201, json: { sha: `commit` } },
      "PATCH /git/refs/heads/main": { status: 200, json: {} },
    }
    const answer = answers[`${method} ${path}`] ?? healthy[`${method} ${path}`] ?? { status: 404, json: {} }
    if (answer === `dropped`) throw new TypeError(`Failed to fetch`)
    return answer.raw === undefined
      ? Response.json(answer.json, { status: answer.status })
      : new Response(answer.raw, {
          status: answer.status,
          headers: { "Content-Type": `application/octet-stream` },
        })
  }) as typeof fetch
  const own = gitHubRepository(`https://api.github.test`, `band/site`, `main`, async () => `member-token`)
  return { own, repository: own.repository }
}

const signIn = `GitHub did not accept your sign-in`
const change = { files: { "content/shows.json": `{}` }, pictures: [] }

test(`a file is read at the branch's head, raw, with the member's token and never from the browser's cache`, async () => {
  const { repository } = gitHub()
  await expect(repository.read([`content/shows.json`])).resolves.toEqual({
    texts: { "content/shows.json": `{"shows": []}` },
    version: `head`,
  })
  const contents = sent.find(({ url }) => url.includes(`/contents/`))!
  expect(contents.url).toBe(`https://api.github.test/repos/band/site/contents/content/shows.json?ref=head`)
  const headers = contents.init.headers as Record<string, string>
  expect(headers.authorization).toBe(`token member-token`)
  expect(headers.accept).toMatch(/raw/)
  expect(sent.every(({ init }) => init.cache === `no-store`)).toBe(true)
})

test(`a file not there is read as none; for the rules, any answer but the file is none too`, async () => {
  expect(
    (
      await gitHub({ "GET /contents/content/shows.json": { status: 404, json: {} } }).repository.read([
        `content/shows.json`,
      ])
    ).texts[`content/shows.json`],
  ).toBeUndefined()
  await expect(
    gitHub({ "GET /contents/content/x.png": { status: 500, json: {} } }).own.file(`content/x.png`),
  ).resolves.toBeUndefined()
  await expect(gitHub().own.file(`content/shows.json`)).resolves.toEqual(
    new TextEncoder().encode(`{"shows": []}`),
  )
})

test(`a write moves the branch without force; a 422 (not a fast forward) is "moved on", not a refusal`, async () => {
  const written = gitHub()
  await expect(written.repository.write(change, `head`)).resolves.toBe(true)
  expect(JSON.parse(String(sent.at(-1)!.init.body))).toEqual({ sha: `commit`, force: false })
  const moved = gitHub({
    "PATCH /git/refs/heads/main": { status: 422, json: { message: `Update is not a fast forward` } },
  })
  await expect(moved.repository.write(change, `head`)).resolves.toBe(false)
})

test(`401 and 403 say to sign in again, other statuses that GitHub did not answer as expected`, async () => {
  for (const status of [401, 403]) {
    const refused = gitHub({ "GET /git/refs/heads/main": { status, json: {} } }).repository.read([
      `content/shows.json`,
    ])
    await expect(refused).rejects.toThrow(signIn)
  }
  const patch = gitHub({ "PATCH /git/refs/heads/main": { status: 403, json: {} } })
  await expect(patch.repository.write(change, `head`)).rejects.toThrow(signIn)
  const trees = gitHub({ "POST /git/trees": { status: 500, json: {} } })
  await expect(trees.repository.write(change, `head`)).rejects.toThrow(
    `GitHub did not answer as expected (perhaps`,
  )
})

test(`a call with no answer at all is no refusal: the Publish says the connection dropped`, async () => {
  for (const call of [`GET /git/refs/heads/main`, `POST /git/commits`, `PATCH /git/refs/heads/main`]) {
    const { repository } = gitHub({ [call]: `dropped` })
    const trouble = await (
      call.startsWith(`GET`) ? repository.read([`content/shows.json`]) : repository.write(change, `head`)
    ).catch((error: unknown) => error)
    expect(trouble).toBeInstanceOf(Error)
    expect(trouble).not.toBeInstanceOf(Refusal)
  }
})

test(`a picture's name is looked up in its folder's listing at the version read, its bytes by their git blob hash`, async () => {
  const hello = new TextEncoder().encode(`hello`)
  // git hash-object of the five bytes "hello".
  const listing = {
    status: 200,
    json: { tree: [{ path: `x.png`, sha: `b6fc4c620b67d95f953a5c1c1230aaab5db5a1b0` }] },
  }
  const { repository } = gitHub({ "GET /git/trees/v1:content/images/posters": listing })
  await expect(repository.pictureAt(`content/images/posters/x.png`, `v1`, hello)).resolves.toBe(`same`)
  await expect(repository.pictureAt(`content/images/posters/x.png`, `v1`, new Uint8Array([1]))).resolves.toBe(
    `other`,
  )
  await expect(repository.pictureAt(`content/images/posters/y.png`, `v1`, hello)).resolves.toBe(`none`)
  expect(sent.at(-1)!.url).toBe(`https://api.github.test/repos/band/site/git/trees/v1:content/images/posters`)
  // A folder not there yet holds no picture; a call with no answer is no "none".
  await expect(gitHub().repository.pictureAt(`content/images/new/x.png`, `v1`, hello)).resolves.toBe(`none`)
  const dropped = gitHub({ "GET /git/trees/v1:content/images/posters": `dropped` })
  await expect(dropped.repository.pictureAt(`content/images/posters/x.png`, `v1`, hello)).rejects.toThrow()
})

/** GitHub's answers to a token that may write to the repository (paths as `gitHub` names them, without the repository). */
const writer: Record<string, Answer> = {
  "GET /user": { status: 200, json: { login: `band-member` } },
  "GET ": { status: 200, json: { permissions: { push: true, pull: true } } },
  "POST /git/blobs": { status: 201, json: { sha: `e69de29bb2d1d6434b8b29ae775ad8c2e48c5391` } },
}
const checked = () => checkToken(`https://api.github.test`, `band/site`, `github_pat_secret`)

test(`a token that may write to the repository is accepted, checked with a blob of no bytes; the token goes only to the API, in its header`, async () => {
  gitHub(writer)
  await expect(checked()).resolves.toBe(`accepted`)
  expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
    `GET https://api.github.test/user`,
    `GET https://api.github.test/repos/band/site`,
    `POST https://api.github.test/repos/band/site/git/blobs`,
  ])
  expect(JSON.parse(String(sent[2]!.init.body))).toEqual({ content: ``, encoding: `utf-8` })
  for (const { url, init } of sent) {
    expect((init.headers as Record<string, string>).authorization).toBe(`token github_pat_secret`)
    expect(url).not.toContain(`github_pat_secret`)
    expect(init.cache).toBe(`no-store`)
  }
})

test(`each token that cannot publish gets its own answer, from the first call that says so`, async () => {
  const notAccessible = { status: 403, json: { message: `Resource not accessible by personal access token` } }
  const cases: [Record<string, Answer>, TokenAnswer][] = [
    [{ "GET /user": { status: 401, json: { message: `Bad credentials` } } }, `not-accepted`],
    [{ "GET ": { status: 404, json: { message: `Not Found` } } }, `no-repository`],
    [{ "GET ": { status: 200, json: { permissions: { push: false } } } }, `account-cannot-write`],
    [{ "POST /git/blobs": notAccessible }, `token-cannot-write`],
    [{ "POST /git/blobs": { status: 404, json: {} } }, `token-cannot-write`],
    [{ "GET /user": `dropped` }, `no-answer`],
    [{ "GET /user": { status: 500, json: {} } }, `no-answer`],
    [{ "POST /git/blobs": `dropped` }, `no-answer`],
  ]
  for (const [answers, expected] of cases) {
    gitHub({ ...writer, ...answers })
    await expect(checked()).resolves.toBe(expected)
  }
  // Nothing is asked, let alone written, past a token GitHub does not know.
  gitHub({ ...writer, "GET /user": { status: 401, json: {} } })
  await checked()
  expect(sent.map(({ method }) => method)).toEqual([`GET`])
})
