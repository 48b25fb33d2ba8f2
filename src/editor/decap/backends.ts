// The editor's backends (CMS.registerBackend): Decap's `github` and `proxy`, whose Publish and deletes are the
// editor's rules (src/editor/core/), reached through the Repository they are given here.
import { request } from "@octokit/request"
import { RequestError } from "@octokit/request-error"
import { base64ToUint8Array, uint8ArrayToBase64 } from "uint8array-extras"
import { lostEditingServer as lostServer } from "../core/entry-problems"
import { Refusal } from "../core/editor-tab"
import type { Change, Repository } from "../core/ports"
import { CMS } from "./decap"

/** The hexadecimal hash of `bytes` (SHA-1 as git names blobs, SHA-256 as the editing server names files). */
async function hashOf(algorithm: `SHA-1` | `SHA-256`, bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest(algorithm, bytes as BufferSource)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, `0`)).join(``)
}

/** The name git gives a file's bytes: the SHA-1 of "blob <length>\0" and the bytes. */
const gitBlobHash = (bytes: Uint8Array) =>
  hashOf(`SHA-1`, new Uint8Array([...new TextEncoder().encode(`blob ${bytes.length}\0`), ...bytes]))

/** A change's files and pictures as the two servers take them: pictures as base64. */
const picturesInBase64 = (change: Change) =>
  change.pictures.map(({ path, bytes }) => ({ path, content: uint8ArrayToBase64(bytes), encoding: `base64` }))

/** What a backend of ours adds to Decap's: the repository a Publish reads and writes, and a file's bytes now. */
export interface OwnParts {
  repository: Repository
  file: (filePath: string) => Promise<Uint8Array | undefined>
}

/** GitHub through Octokit, never from the browser's cache: a file read after a Publish must be the one written. */
export function gitHubRepository(
  api: string,
  repository: string,
  branch: string,
  token: () => Promise<string>,
  message: () => string = () => `Edit content`,
): OwnParts {
  const [owner = ``, repo = ``] = repository.split(`/`)
  const at = { owner, repo }
  const gitHub = request.defaults({
    baseUrl: api,
    request: {
      fetch: async (url: string, init: RequestInit) =>
        fetch(url, {
          ...init,
          cache: `no-store`,
          headers: { ...init.headers, authorization: `token ${await token()}` },
        }),
    },
  })
  // A call GitHub did not answer at all is thrown on as it is: the editor's rules read back before saying anything.
  const answered = (trouble: unknown): trouble is RequestError =>
    trouble instanceof RequestError && !!trouble.response
  const refused = (trouble: unknown): never => {
    throw answered(trouble) ? new Refusal(gitHubTrouble(trouble.status)) : trouble
  }
  const file = async (path: string, ref: string) => {
    const raw = await gitHub(`GET /repos/{owner}/{repo}/contents/{+path}`, {
      ...{ ...at, path, ref, mediaType: { format: `raw` } },
      request: { parseSuccessResponseBody: false },
    }).catch((trouble) => (answered(trouble) && trouble.status === 404 ? undefined : Promise.reject(trouble)))
    return raw && new Uint8Array(await new Response(raw.data as ReadableStream).arrayBuffer())
  }
  const ref = `/repos/{owner}/{repo}/git/refs/heads/{branch}`
  const blob = (path: string, made: { sha: string } | { content: string }) =>
    ({ path, mode: `100644`, type: `blob`, ...made }) as const
  /** Commits the change on `head`; the commit's sha. */
  const commit = async (head: string, change: Change) => {
    const base = await gitHub(`GET /repos/{owner}/{repo}/git/commits/{commit_sha}`, {
      ...at,
      commit_sha: head,
    })
    const blobs = await Promise.all(
      picturesInBase64(change).map(async ({ path, ...bytes }) => {
        const made = await gitHub(`POST /repos/{owner}/{repo}/git/blobs`, { ...at, ...bytes })
        return blob(path, { sha: made.data.sha })
      }),
    )
    const texts = Object.entries(change.files).map(([path, content]) => blob(path, { content }))
    const tree = { ...at, base_tree: base.data.tree.sha, tree: [...blobs, ...texts] }
    const made = await gitHub(`POST /repos/{owner}/{repo}/git/trees`, tree)
    const written = { ...at, message: message(), tree: made.data.sha, parents: [head] }
    return (await gitHub(`POST /repos/{owner}/{repo}/git/commits`, written)).data.sha
  }
  const text = (bytes: Uint8Array | undefined) => bytes && new TextDecoder().decode(bytes)
  return {
    file: (filePath) =>
      file(filePath, branch).catch((trouble) => (answered(trouble) ? undefined : Promise.reject(trouble))),
    repository: {
      read: async (paths) => {
        const head: string = (await gitHub(`GET ${ref}`, { ...at, branch }).catch(refused)).data.object.sha
        const texts = await Promise.all(
          paths.map(async (path) => text(await file(path, head).catch(refused))),
        )
        return { version: head, texts: Object.fromEntries(paths.map((path, index) => [path, texts[index]])) }
      },
      // The folder's listing at that version, not the file: a name not taken is no failed call, and bytes are
      // compared by their git blob hash, not downloaded.
      pictureAt: async (path, version, bytes) => {
        const cut = path.lastIndexOf(`/`)
        const listing = await gitHub(`GET /repos/{owner}/{repo}/git/trees/{+tree}`, {
          ...at,
          tree: `${version}:${path.slice(0, cut)}`,
        }).catch((trouble) => (answered(trouble) && trouble.status === 404 ? undefined : refused(trouble)))
        const entries = (listing?.data.tree ?? []) as { path: string; sha: string }[]
        const found = entries.find((entry) => entry.path === path.slice(cut + 1))
        if (!found) return `none`
        return found.sha === (await gitBlobHash(bytes)) ? `same` : `other`
      },
      write: async (change, head) => {
        const sha = await commit(head, change).catch(refused)
        // 422 is GitHub's "Update is not a fast forward": the branch moved past `head` (another Publish came first).
        return gitHub(`PATCH ${ref}`, { ...at, branch, sha, force: false }).then(
          () => true,
          (trouble: unknown) => (answered(trouble) && trouble.status === 422 ? false : refused(trouble)),
        )
      },
    },
  }
}

/** What a Publish says when GitHub answered with an error `status`. */
export const gitHubTrouble = (status: number) =>
  status === 401 || status === 403
    ? `Nothing was published: GitHub did not accept your sign-in (it may have expired). Your changes are still in this form: sign out and in again from the menu at the top right, then press Publish again.`
    : `Nothing was published: GitHub did not answer as expected (perhaps the connection dropped, or GitHub is busy). Your changes are still in this form: press Publish again.`

/**
 * What GitHub says of a token pasted at sign-in, for `repository`: `accepted`, or why not (`not-accepted`: unknown,
 * expired or revoked; `no-repository`: it cannot see the repository; `account-cannot-write`: its account may not
 * change the repository; `token-cannot-write`: the token may read the repository but not write to it;
 * `no-answer`: GitHub did not answer as it does).
 */
export type TokenAnswer =
  `accepted` | `not-accepted` | `no-repository` | `account-cannot-write` | `token-cannot-write` | `no-answer`

/**
 * Asks GitHub whether `token` may publish to `repository`, with the calls Decap's own sign-in makes (the account, the
 * repository and its `permissions`, which are the account's role), then one that only a token with write access to
 * the repository's contents may make: a blob of no bytes, which no commit or branch takes up (GitHub drops it). A
 * fine-grained token that may only read passes the first two. The token goes to `api` alone, in the header.
 */
export async function checkToken(api: string, repository: string, token: string): Promise<TokenAnswer> {
  const [owner = ``, repo = ``] = repository.split(`/`)
  const gitHub = request.defaults({
    baseUrl: api,
    headers: { authorization: `token ${token}` },
    request: { fetch: (url: string, init: RequestInit) => fetch(url, { ...init, cache: `no-store` }) },
  })
  const status = (call: Promise<{ status: number }>) =>
    call.then(
      ({ status }) => status,
      (trouble: unknown) => (trouble instanceof RequestError && trouble.response ? trouble.status : 0),
    )
  const user = await status(gitHub(`GET /user`))
  if (user === 401) return `not-accepted`
  if (user !== 200) return `no-answer`
  let push: boolean | undefined
  const read = await status(
    gitHub(`GET /repos/{owner}/{repo}`, { owner, repo }).then((answer) => {
      push = answer.data.permissions?.push
      return answer
    }),
  )
  if (read === 401) return `not-accepted`
  if (read === 403 || read === 404) return `no-repository`
  if (read !== 200) return `no-answer`
  if (push === false) return `account-cannot-write`
  const write = await status(
    gitHub(`POST /repos/{owner}/{repo}/git/blobs`, { owner, repo, content: ``, encoding: `utf-8` }),
  )
  if (write === 201) return `accepted`
  if (write === 401) return `not-accepted`
  return write === 403 || write === 404 ? `token-cannot-write` : `no-answer`
}

/** The local editing server; one that does not answer (stopped, its terminal closed) is said in words. */
export function editingServer(url: string, branch: string): OwnParts {
  const post = (action: string, params: object) =>
    fetch(url, {
      method: `POST`,
      headers: { "Content-Type": `application/json` },
      body: JSON.stringify({ action, params: { branch, ...params } }),
    }).catch(() => Promise.reject(new Refusal(lostServer)))
  /** A file's text and the version the server gives it (its hash; null when there is no file). */
  const readOne = async (path: string) => {
    const response = await post(`getEntry`, { path })
    if (!response.ok) throw new Refusal(lostServer)
    const entry = (await response.json()) as { data?: string | null; file?: { id?: string | null } }
    return { text: entry?.data ?? undefined, version: entry?.file?.id ?? null }
  }
  const file = async (path: string) => {
    const response = await post(`getMediaFile`, { path })
    const found = response.ok ? ((await response.json()) as { content?: string } | null) : undefined
    return found?.content ? base64ToUint8Array(found.content) : undefined
  }
  return {
    file,
    repository: {
      // The server keeps no versions of the whole folder: each file's own, which it checks again as it writes.
      read: async (paths) => {
        const read = await Promise.all(paths.map(readOne))
        const versions = Object.fromEntries(paths.map((path, index) => [path, read[index]!.version]))
        const texts = Object.fromEntries(paths.map((path, index) => [path, read[index]!.text]))
        return { version: JSON.stringify(versions), texts }
      },
      // The server's entry for the path: its id is the SHA-256 of the bytes there, null when there are none.
      pictureAt: async (path, _version, bytes) => {
        const { version } = await readOne(path)
        if (version === null) return `none`
        return version === (await hashOf(`SHA-256`, bytes)) ? `same` : `other`
      },
      write: async (change, version) => {
        const versions = JSON.parse(version) as Record<string, string | null>
        const dataFiles = Object.entries(change.files).map(([path, raw]) => ({ path, raw }))
        const openedVersions = Object.fromEntries(dataFiles.map(({ path }) => [path, versions[path] ?? null]))
        const assets = picturesInBase64(change)
        const response = await post(`persistEntry`, { dataFiles, assets, options: {}, openedVersions })
        if (response.ok) return true
        // Moved on since it was read (another tab, a text editor): read again; anything else is the server's refusal.
        const moved = await Promise.all(
          dataFiles.map(async ({ path }) => (await readOne(path)).version !== versions[path]),
        )
        if (moved.some(Boolean)) return false
        const refusal = (await response.json().catch(() => ({}))) as { error?: string }
        throw new Refusal(refusal.error ?? lostServer)
      },
    },
  }
}

/** Where Decap's GitHub backend calls GitHub when the configuration names no other API. */
const gitHubApi = `https://api.github.com`

/* eslint-disable @typescript-eslint/no-explicit-any -- Decap's backends, their configuration and entries */
/** What the editor does with a Publish and a delete of Decap's, once it has the repository. */
export interface BackendHooks {
  connected: (parts: OwnParts) => void
  persist: (entry: any, options: any) => Promise<void>
  beforeDelete: (paths: string[]) => Promise<void>
  /**
   * GitHub's sign-in page: given Decap's own page ("Login with GitHub") and a check of a token against the build's
   * repository, the page Decap shows in its place.
   */
  signInPage: (decapPage: unknown, check: (token: string) => Promise<TokenAnswer>) => unknown
}

/** Registers our two backends: Decap's own, with persistEntry and deleteFiles going through `hooks`. */
export function registerOwnBackends(hooks: BackendHooks): void {
  const register = (
    name: string,
    inner: string,
    parts: (decap: any, backend: any) => OwnParts,
    signIn?: (decap: any, backend: any) => unknown,
  ) =>
    CMS.registerBackend(name, function OwnBackend(this: any, config: any, options: any) {
      const decap = CMS.getBackend(inner)!.init(config, options)
      const backend = { ...config.backend, branch: config.backend.branch ?? `main` }
      hooks.connected(parts(decap, backend))
      // One page for the backend's life: Decap draws whatever authComponent() returns, and a new one each time would
      // lose what was typed into it.
      const signInPage = signIn?.(decap, backend)
      return new Proxy(decap, {
        get(target, name) {
          if (name === `authComponent` && signInPage) return () => signInPage
          // The only place the pictures picked into a form reach the editor: Decap's backend API.
          if (name === `persistEntry`)
            return (entry: any, persistOptions: any) => hooks.persist(entry, persistOptions)
          if (name === `deleteFiles`)
            return async (paths: string[], message: string) => {
              await hooks.beforeDelete(paths)
              return target.deleteFiles(paths, message)
            }
          const value = target[name]
          return typeof value === `function` ? value.bind(target) : value
        },
      })
    } as unknown as new (...args: unknown[]) => unknown)
  register(
    `milk-patrol-github`,
    `github`,
    (decap, { api_root = gitHubApi, repo, branch }) =>
      gitHubRepository(
        api_root,
        repo,
        branch,
        () => decap.getToken(),
        () => commitMessage,
      ),
    // The repository and the API are the build's configuration: nothing in the content can send a token elsewhere.
    (decap, { api_root = gitHubApi, repo }) =>
      hooks.signInPage(decap.authComponent(), (token) => checkToken(api_root, repo, token)),
  )
  register(`milk-patrol-local`, `proxy`, (_decap, { proxy_url, branch }) => editingServer(proxy_url, branch))
}

/** The commit message of the Publish under way (Decap's, from the configuration's commit messages). */
let commitMessage = `Edit content`
export const setCommitMessage = (message: string | undefined) => (commitMessage = message ?? `Edit content`)
