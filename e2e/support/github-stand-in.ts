// A stand-in for the part of GitHub's REST API that the editor's GitHub backend (Decap's) calls: a repository kept in
// memory, one branch, blobs, trees, commits and the branch's ref, served to a page through Playwright's page.route (no
// port, nothing leaves the computer). Like GitHub, it refuses to move the branch to a commit that does not follow it
// ("Update is not a fast forward"). Like GitHub, it answers only a token it knows, given in the Authorization header:
// any other is refused with 401 "Bad credentials", and a token that may only read the repository (a fine-grained one
// whose "Contents" is "Read-only") is refused each write with 403. `serve` signs the editor in with a made-up token,
// which Decap keeps in localStorage, unless told not to (a test of the sign-in).
//
//   const github = gitHubStandIn(`milkpatrol/milkpatrol`, { "content/shows.json": text, ... })
//   await github.serve(page)            // before the editor's page loads
//   const tokens = { "github_pat_good": `write`, "github_pat_read": `read` }
//   gitHubStandIn(repository, files, tokens).serve(page, { signedIn: false })   // the sign-in page first
//   github.file(`content/shows.json`)   // the file as the branch holds it now
import { createHash } from "crypto"
import { promises as fs } from "fs"
import path from "path"
import type { Page, Route } from "@playwright/test"

interface Commit {
  tree: Map<string, string>
  parents: string[]
  message: string
}

/** What a token may do in the repository: write (Contents: read and write) or only read. */
export type TokenGrant = `write` | `read`

/** The token `serve` signs the editor in with, unless told not to. */
export const signedInToken = `made-up-token`

export interface GitHubStandIn {
  /** Answers the page's calls to api.github.com; signed in as a band member unless `signedIn` is false. */
  serve: (page: Page, options?: { signedIn?: boolean }) => Promise<void>
  /** Each call's token as it was given (Authorization), in order; undefined for a call that gave none. */
  tokensGiven: (string | undefined)[]
  /** A file's text on the branch now, or undefined. */
  file: (filePath: string) => string | undefined
  /** A file's bytes on the branch now (a picture), or undefined. */
  bytes: (filePath: string) => Buffer | undefined
  /** The commits on the branch, newest first: their messages. */
  history: () => string[]
  /** Calls the stand-in does not know, which a test should see empty. */
  unknownCalls: string[]
  /**
   * The next move of the branch (a Publish's last call) as on a bad network: held until `until` settles (others may
   * publish meanwhile), and failing `before` it is made or `after` it (the answer lost on the way back).
   */
  troubleNextMove: (trouble: { until?: Promise<void>; fail?: `before` | `after` }) => void
  /** Whether a move of the branch is being held now. */
  holding: () => boolean
}

/** Every file of a content folder, as the stand-in holds them under content/ (JSON as text, pictures as bytes). */
export async function repositoryOf(contentDir: string): Promise<Record<string, string | Buffer>> {
  const files: Record<string, string | Buffer> = {}
  for (const name of await fs.readdir(contentDir, { recursive: true })) {
    const file = path.join(contentDir, name)
    if ((await fs.stat(file)).isFile())
      files[`content/${name}`] = name.endsWith(`.json`)
        ? await fs.readFile(file, `utf8`)
        : await fs.readFile(file)
  }
  return files
}

const sha1 = (text: string | Buffer) => createHash(`sha1`).update(text).digest(`hex`)
const blobSha = (bytes: Buffer) => sha1(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))

export function gitHubStandIn(
  repository: string,
  files: Record<string, string | Buffer>,
  tokens: Record<string, TokenGrant> = { [signedInToken]: `write` },
): GitHubStandIn {
  const blobs = new Map<string, Buffer>()
  const trees = new Map<string, Map<string, string>>()
  const commits = new Map<string, Commit>()
  const addBlob = (bytes: Buffer) => {
    const sha = blobSha(bytes)
    blobs.set(sha, bytes)
    return sha
  }
  const addTree = (tree: Map<string, string>) => {
    const sha = sha1(`tree ${JSON.stringify([...tree].sort())}`)
    trees.set(sha, tree)
    return sha
  }
  const addCommit = (commit: Commit) => {
    const sha = sha1(`commit ${commits.size} ${JSON.stringify([...commit.tree])} ${commit.parents.join()}`)
    commits.set(sha, commit)
    return sha
  }
  let head = addCommit({
    tree: new Map(Object.entries(files).map(([path, text]) => [path, addBlob(Buffer.from(text))])),
    parents: [],
    message: `the band's content`,
  })
  const headTree = () => commits.get(head)!.tree
  const treeOf = (ref: string) => (commits.get(ref === `main` ? head : ref) ?? { tree: trees.get(ref) }).tree
  const unknownCalls: string[] = []

  /** The entries of a folder of a tree, as GitHub lists them. */
  const listing = (tree: Map<string, string>, folder: string) => {
    const prefix = folder ? `${folder.replace(/\/$/, ``)}/` : ``
    const entries = new Map<
      string,
      { path: string; type: string; sha: string; size?: number; mode: string }
    >()
    for (const [path, sha] of tree) {
      if (!path.startsWith(prefix)) continue
      const [name, ...deeper] = path.slice(prefix.length).split(`/`)
      entries.set(
        name!,
        deeper.length > 0
          ? { path: `${prefix}${name}`, type: `tree`, sha: sha1(`${prefix}${name}`), mode: `040000` }
          : { path, type: `blob`, sha, size: blobs.get(sha)!.length, mode: `100644` },
      )
    }
    return [...entries.values()]
  }

  function answer(
    method: string,
    url: URL,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the JSON body of each GitHub call
    body: any,
    raw: boolean,
  ): { status: number; json?: unknown; raw?: Buffer } {
    const route = url.pathname.replace(`/repos/${repository}`, `/repo`)
    const user = { login: `band-member`, name: `Band Member`, avatar_url: ``, id: 1 }
    if (method === `GET` && route === `/user`) return { status: 200, json: user }
    if (method === `GET` && route === `/repo`)
      return {
        status: 200,
        json: {
          full_name: repository,
          owner: { login: repository.split(`/`)[0] },
          default_branch: `main`,
          permissions: { admin: false, push: true, pull: true },
        },
      }
    if (method === `GET` && route === `/repo/branches/main`)
      return {
        status: 200,
        json: { name: `main`, commit: { sha: head, commit: { tree: { sha: addTree(headTree()) } } } },
      }
    if (method === `GET` && route === `/repo/git/refs/heads/main`)
      return { status: 200, json: { ref: `refs/heads/main`, object: { sha: head, type: `commit` } } }
    const tree = /^\/repo\/git\/trees\/([^:]+)(?::(.*))?$/.exec(route)
    if (method === `GET` && tree) {
      const entries = treeOf(decodeURIComponent(tree[1]!))
      if (!entries) return { status: 404, json: { message: `Not Found` } }
      // As GitHub lists a folder's tree ("main:content"): paths inside that folder.
      const folder = decodeURIComponent(tree[2] ?? ``)
      const inside = listing(entries, folder).map((entry) => ({
        ...entry,
        path: folder ? entry.path.slice(folder.replace(/\/$/, ``).length + 1) : entry.path,
      }))
      return { status: 200, json: { sha: tree[1], tree: inside } }
    }
    const contents = /^\/repo\/contents\/(.+)$/.exec(route)
    if (method === `GET` && contents) {
      const path = decodeURIComponent(contents[1]!)
      const entries = treeOf(url.searchParams.get(`ref`) ?? `main`)!
      const sha = entries.get(path)
      if (!sha) {
        const inFolder = listing(entries, path)
        return inFolder.length > 0
          ? { status: 200, json: inFolder.map((entry) => ({ ...entry, name: entry.path.split(`/`).pop() })) }
          : { status: 404, json: { message: `Not Found` } }
      }
      return { status: 200, raw: blobs.get(sha)! }
    }
    const blob = /^\/repo\/git\/blobs\/(\w+)$/.exec(route)
    if (method === `GET` && blob) {
      const bytes = blobs.get(blob[1]!)
      if (bytes && raw) return { status: 200, raw: bytes }
      return bytes
        ? {
            status: 200,
            json: { sha: blob[1], content: bytes.toString(`base64`), encoding: `base64`, size: bytes.length },
          }
        : { status: 404, json: { message: `Not Found` } }
    }
    if (method === `GET` && route === `/repo/commits`)
      return {
        status: 200,
        json: [
          {
            sha: head,
            author: user,
            commit: {
              message: commits.get(head)!.message,
              author: { name: user.name, date: new Date().toISOString() },
            },
          },
        ],
      }
    const commit = /^\/repo\/git\/commits\/(\w+)$/.exec(route)
    if (method === `GET` && commit && commits.has(commit[1]!))
      return { status: 200, json: { sha: commit[1], tree: { sha: addTree(commits.get(commit[1]!)!.tree) } } }
    if (method === `POST` && route === `/repo/git/blobs`)
      return {
        status: 201,
        json: { sha: addBlob(Buffer.from(body.content, body.encoding === `base64` ? `base64` : `utf8`)) },
      }
    if (method === `POST` && route === `/repo/git/trees`) {
      const made = new Map(trees.get(body.base_tree) ?? treeOf(body.base_tree) ?? [])
      for (const item of body.tree as { path: string; sha?: string | null; content?: string }[]) {
        if (item.content !== undefined) made.set(item.path, addBlob(Buffer.from(item.content)))
        else if (item.sha) made.set(item.path, item.sha)
        else made.delete(item.path)
      }
      const sha = addTree(made)
      return { status: 201, json: { sha, tree: listing(made, ``) } }
    }
    if (method === `POST` && route === `/repo/git/commits`) {
      const sha = addCommit({ tree: trees.get(body.tree)!, parents: body.parents, message: body.message })
      return {
        status: 201,
        json: { sha, tree: { sha: body.tree }, parents: body.parents.map((p: string) => ({ sha: p })) },
      }
    }
    if (method === `PATCH` && route === `/repo/git/refs/heads/main`) {
      if (!body.force && !commits.get(body.sha)?.parents.includes(head))
        return { status: 422, json: { message: `Update is not a fast forward` } }
      head = body.sha
      return { status: 200, json: { ref: `refs/heads/main`, object: { sha: head, type: `commit` } } }
    }
    unknownCalls.push(`${method} ${url.pathname}${url.search}`)
    return { status: 404, json: { message: `Not Found` } }
  }

  const cors = {
    "Access-Control-Allow-Origin": `*`,
    "Access-Control-Allow-Headers": `Authorization, Content-Type, Accept, Cache-Control, If-None-Match`,
    "Access-Control-Allow-Methods": `GET, POST, PATCH, PUT, DELETE`,
  }
  const tokensGiven: (string | undefined)[] = []
  /** GitHub's refusal of a call with no token it knows, or of a write with a token that may only read. */
  const refusal = (method: string, authorization: string | undefined) => {
    const token = /^(?:token|bearer) (.+)$/i.exec(authorization ?? ``)?.[1]
    tokensGiven.push(token)
    const grant = token === undefined ? undefined : tokens[token]
    if (!grant) return { status: 401, json: { message: `Bad credentials` } }
    if (grant === `read` && method !== `GET`)
      return { status: 403, json: { message: `Resource not accessible by personal access token` } }
    return undefined
  }

  let trouble: { until?: Promise<void>; fail?: `before` | `after` } | undefined
  let held = 0
  const handle = async (route: Route) => {
    const request = route.request()
    if (request.method() === `OPTIONS`) return route.fulfill({ status: 204, headers: cors })
    const refused = refusal(request.method(), request.headers()[`authorization`])
    if (refused)
      return route.fulfill({
        status: refused.status,
        headers: { ...cors, "Content-Type": `application/json` },
        body: JSON.stringify(refused.json),
      })
    const body = request.postData()
    const move = request.method() === `PATCH` && /\/git\/refs\/heads\//.test(request.url())
    const troubled = move ? trouble : undefined
    if (troubled) trouble = undefined
    if (troubled?.until) {
      held++
      await troubled.until.catch(() => undefined)
      held--
    }
    if (troubled?.fail === `before`) return route.abort(`connectionreset`)
    const { status, json, raw } = answer(
      request.method(),
      new URL(request.url()),
      body ? JSON.parse(body) : undefined,
      /raw/.test(request.headers()[`accept`] ?? ``),
    )
    if (troubled?.fail === `after`) return route.abort(`connectionreset`)
    return route.fulfill({
      status,
      headers: { ...cors, "Content-Type": raw ? `application/octet-stream` : `application/json` },
      body: raw ?? JSON.stringify(json),
    })
  }

  return {
    serve: async (page, { signedIn = true } = {}) => {
      if (signedIn)
        await page.addInitScript(
          (token) =>
            localStorage.setItem(
              `decap-cms-user`,
              JSON.stringify({ token, backendName: `milk-patrol-github` }),
            ),
          signedInToken,
        )
      await page.route(/^https:\/\/api\.github\.com\//, handle)
    },
    tokensGiven,
    file: (filePath) => {
      const sha = headTree().get(filePath)
      return sha === undefined ? undefined : blobs.get(sha)!.toString(`utf8`)
    },
    bytes: (filePath) => {
      const sha = headTree().get(filePath)
      return sha === undefined ? undefined : blobs.get(sha)
    },
    history: () => {
      const messages: string[] = []
      for (let sha: string | undefined = head; sha; sha = commits.get(sha)?.parents[0])
        messages.push(commits.get(sha)!.message)
      return messages
    },
    unknownCalls,
    troubleNextMove: (next) => {
      trouble = next
    },
    holding: () => held > 0,
  }
}
