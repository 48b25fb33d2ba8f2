// The editor's own backends, registered with Decap's public CMS.registerBackend: GitHub's and the local editing
// server's, each Decap's own (CMS.getBackend) for signing in, reading and the media library, with a Publish of our
// own (publish.ts): written only on top of the file as it is at that moment, merged with what changed since the
// form was opened, and never over a change it has not seen.
//
// A form knows which text it was opened from: each read of a content file gives its data a hidden key naming that
// text, kept in this browser (localStorage). The form kept as the page was left (editor-checks.ts) carries it, so a
// form given back after a reload is still an edit of the text it was made from.
import { readJson } from "../content-model/json-text"
import type { ContentProblem } from "../content-model/content-rules"
import { publishForm, type Published, type Repository } from "./publish"
import { withKeptLayout } from "./kept-layout"
import { lostEditingServer as lostServer } from "./entry-problems"
import { smallerPicture } from "./picture-widget"
import { formKey } from "./cms-config"
import { keptPicture } from "./kept-pictures"
import { picturesNamedIn } from "./picture-names"
import { sameContent } from "./merge-entries"
import { request } from "@octokit/request"
import { RequestError } from "@octokit/request-error"
import { digest } from "ohash"
import { base64ToUint8Array, uint8ArrayToBase64 } from "uint8array-extras"

/** The hidden key of a form's data naming the text it was opened from (the form's own line's field). */
export { formKey }

const textKey = (hash: string) => `milk-patrol: text ${hash}`
const publishedKey = (form: string) => `milk-patrol: form ${form} published as`

/** Keeps a text under its hash (SHA-256), forgetting the oldest beyond 40 (a few per file is all a form needs). */
function keepText(text: string): string {
  const hash = digest(text)
  localStorage.setItem(textKey(hash), JSON.stringify({ text, at: Date.now() }))
  const kept = Object.keys(localStorage).filter((key) => key.startsWith(textKey(``)))
  if (kept.length > 40) {
    const at = (key: string) => JSON.parse(localStorage.getItem(key) ?? `{}`).at ?? 0
    kept.sort((a, b) => at(a) - at(b))
    for (const key of kept.slice(0, kept.length - 40)) localStorage.removeItem(key)
  }
  return hash
}

/** The data of a content file just read, named as a form opened from `text`. */
export function openedFrom(data: Record<string, unknown>, text: string): Record<string, unknown> {
  return { ...data, [formKey]: `${keepText(text)}.${Math.random().toString(36).slice(2, 10)}` }
}

/** The text a form is an edit of: the one it was opened from, or what it last published. */
export function baseOf(form: unknown): string | undefined {
  if (typeof form !== `string`) return undefined
  const hash = localStorage.getItem(publishedKey(form)) ?? form.split(`.`)[0]!
  const kept = localStorage.getItem(textKey(hash))
  return kept ? (JSON.parse(kept) as { text: string }).text : undefined
}

/** The form's data without its hidden key. */
export function withoutFormKey<T>(data: T): T {
  if (!data || typeof data !== `object` || !(formKey in data)) return data
  const { [formKey]: _, ...rest } = data as Record<string, unknown>
  return rest as T
}

/** Whether two forms' data are the same, their hidden keys and the order of their fields aside. */
const sameData = (one: unknown, other: unknown) => sameContent(withoutFormKey(one), withoutFormKey(other))

/**
 * Whether a form kept as the page was left holds changes not published: it differs from the text it is an edit of
 * (opened from, or last published) and from the file `opened` now. That text may be older than the file (another
 * member published since): the form is given back all the same, and its Publish merges the two.
 */
export function holdsChanges(left: Record<string, unknown>, opened: Record<string, unknown>): boolean {
  const base = baseOf(left[formKey])
  const read = base === undefined ? undefined : readJson(base)
  return !!read?.ok && !sameData(left, read.value) && !sameData(left, opened)
}

// Decap's objects, as its documentation describes a backend's: untyped here.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const CMS: {
  getBackend(name: string): { init: (...args: any[]) => any } | undefined
  registerBackend(name: string, backend: new (...args: any[]) => any): void
}
/** A picture as Decap's backend API hands it to persistEntry (an asset proxy). */
interface Asset {
  path: string
  fileObj?: File
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A picture to commit with the form: where it goes (content/images/…) and its file. */
export interface Picture {
  path: string
  file: File
}

/**
 * A picture's bytes to publish, as base64: one uploaded through Decap's own media library is drawn smaller here
 * (picture-widget.ts); the picture field's own upload was already.
 */
const base64Of = async ({ file }: Picture) =>
  uint8ArrayToBase64(new Uint8Array(await (await smallerPicture(file)).arrayBuffer()))

/** What a Publish needs from the editor's rules (editor-checks.ts). */
export interface PublishRules {
  /** The checker's problems with the file as it would be written (the form's, merged), or undefined. */
  check: (filePath: string, text: string) => Promise<string | undefined>
  /** Files to write along with this one (lineups.json, when a member is renamed). */
  alongside: () => Record<string, string>
  /** Told once the file is published (or refused: then nothing was written). */
  published: (filePath: string, outcome: Published) => void
}

/** The editor's rules for a backend: a Publish's, and what the media library may delete. */
interface BackendRules extends Omit<PublishRules, `check`> {
  /** PublishRules's check, told the pictures to commit with the form too. */
  check: (filePath: string, text: string, pictures: Picture[]) => Promise<string | undefined>
  /** Asked before pictures are deleted from the media library: throws (a Refusal) to keep them. */
  beforeDelete: (paths: string[]) => Promise<void>
}

/** A Publish refused, in words, with the checker's problems (as data) whose fields the form marks. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly problems: readonly ContentProblem[] = [],
  ) {
    super(message)
  }
  override toString(): string {
    return this.message
  }
}

export async function publishEntry(
  repository: Repository,
  rules: PublishRules,
  { dataFiles }: { dataFiles: { path: string; raw: string }[] },
): Promise<void> {
  const [file] = dataFiles
  if (!file) return
  const read = readJson(file.raw)
  const form = read.ok ? (read.value as Record<string, unknown>)[formKey] : undefined
  const base = baseOf(form)
  const mine = withKeptLayout(base, withoutFormKey(read.ok ? read.value : {}))
  const outcome: Published = await publishForm({
    repository,
    filePath: file.path,
    base,
    mine,
    check: (text) => rules.check(file.path, text),
    alongside: rules.alongside(),
  }).catch((trouble: unknown) => ({ refused: trouble instanceof Refusal ? trouble.message : noAnswer }))
  rules.published(file.path, outcome)
  if (`refused` in outcome) throw new Refusal(outcome.refused)
  // The form, as published, is what its next changes are changes to.
  if (typeof form === `string`) localStorage.setItem(publishedKey(form), keepText(mine))
}

/**
 * The pictures to commit with the form: those it names, no other. Decap hands its backend every picture picked into
 * the form since it was opened (a photo picked, then another for the same show, would be committed unused); one the
 * form names that was picked before the page was reloaded (kept-pictures.ts) Decap has no more, and goes along too.
 */
async function picturesNamed(assets: Asset[], raw: string | undefined): Promise<Picture[]> {
  const named = new Set([...picturesNamedIn(raw)].map((path) => `content/${path}`))
  const sent = assets.flatMap(({ path, fileObj }) => {
    const at = path.replace(/^\//, ``)
    return fileObj && named.has(at) ? [{ path: at, file: fileObj }] : []
  })
  const have = new Set(sent.map(({ path }) => path))
  const kept = await Promise.all(
    [...named]
      .filter((path) => !have.has(path))
      .map(async (path) => ({ path, file: await keptPicture(path) })),
  )
  return [...sent, ...kept.flatMap(({ path, file }) => (file ? [{ path, file }] : []))]
}

/**
 * The repository on GitHub through its REST API (Octokit), with the signed-in member's token: files read at the
 * branch's head, a Publish written as one commit on it. Never from the browser's cache: a file read again after a
 * Publish must be the one just written.
 */
export function gitHubRepository(
  api: string,
  repository: string,
  branch: string,
  token: () => Promise<string>,
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
  const answered = (trouble: unknown): trouble is RequestError =>
    trouble instanceof RequestError && !!trouble.response
  /** GitHub's answers in words; a call it did not answer at all stays as it is (noAnswer). */
  const refused = (trouble: unknown): never => {
    throw answered(trouble) ? new Refusal(gitHubTrouble(trouble.status)) : trouble
  }
  /** A file's bytes at `ref`, or undefined when it is not there. */
  const file = async (path: string, ref: string) => {
    const raw = await gitHub(`GET /repos/{owner}/{repo}/contents/{+path}`, {
      ...at,
      path,
      ref,
      mediaType: { format: `raw` },
      request: { parseSuccessResponseBody: false },
    }).catch((trouble: unknown) => {
      if (answered(trouble) && trouble.status === 404) return undefined
      throw trouble
    })
    return raw && new Uint8Array(await new Response(raw.data as ReadableStream).arrayBuffer())
  }
  const ref = `/repos/{owner}/{repo}/git/refs/heads/{branch}`
  const commit = async (
    files: Record<string, string>,
    head: string,
    pictures: Picture[],
    message: string,
  ) => {
    const base = await gitHub(`GET /repos/{owner}/{repo}/git/commits/{commit_sha}`, {
      ...at,
      commit_sha: head,
    })
    const blobs = await Promise.all(
      pictures.map(async (picture) => {
        const content = await base64Of(picture)
        const blob = await gitHub(`POST /repos/{owner}/{repo}/git/blobs`, {
          ...at,
          content,
          encoding: `base64`,
        })
        return { path: picture.path, mode: `100644`, type: `blob`, sha: blob.data.sha } as const
      }),
    )
    const texts = Object.entries(files).map(
      ([path, content]) => ({ path, mode: `100644`, type: `blob`, content }) as const,
    )
    const tree = [...blobs, ...texts]
    const made = await gitHub(`POST /repos/{owner}/{repo}/git/trees`, {
      ...at,
      base_tree: base.data.tree.sha,
      tree,
    })
    const parents = [head]
    return (
      await gitHub(`POST /repos/{owner}/{repo}/git/commits`, { ...at, message, tree: made.data.sha, parents })
    ).data.sha
  }
  return {
    file: (filePath) =>
      file(filePath, branch).catch((trouble: unknown) => {
        if (answered(trouble)) return undefined
        throw trouble
      }),
    repository: (pictures, message) => ({
      read: async (filePath) => {
        const head: string = (await gitHub(`GET ${ref}`, { ...at, branch }).catch(refused)).data.object.sha
        const bytes = await file(filePath, head).catch(refused)
        return { text: bytes && new TextDecoder().decode(bytes), version: head }
      },
      write: async (files, head) => {
        const sha = await commit(files, head, pictures, message).catch(refused)
        // 422 is GitHub's "Update is not a fast forward": the branch moved past `head` (another Publish came
        // first), so nothing was written and the Publish reads again.
        return gitHub(`PATCH ${ref}`, { ...at, branch, sha, force: false }).then(
          () => true,
          (trouble: unknown) => (answered(trouble) && trouble.status === 422 ? false : refused(trouble)),
        )
      },
    }),
  }
}

/** Said when a call got no answer at all (the connection dropped, the phone went offline). */
export const noAnswer = `Nothing was published: the connection dropped before the save was answered. Your changes are still in this form: press Publish again.`

const gitHubTrouble = (status: number) =>
  status === 401 || status === 403
    ? `Nothing was published: GitHub did not accept your sign-in (it may have expired). Your changes are still in this form: sign out and in again from the menu at the top right, then press Publish again.`
    : `Nothing was published: GitHub did not answer as expected (${status}; perhaps the connection dropped). Your changes are still in this form: press Publish again.`

/**
 * The repository on this computer, through the local editing server: a write names the version of the file it read.
 * A call it does not answer at all (stopped, its terminal closed) is refused in words that say how to start it again.
 */
function editingServer(url: string, branch: string): OwnParts {
  const post = (body: object) =>
    fetch(url, {
      method: `POST`,
      headers: { "Content-Type": `application/json` },
      body: JSON.stringify(body),
    }).catch(() => {
      throw new Refusal(lostServer)
    })
  const read = async (filePath: string) => {
    const response = await post({ action: `getEntry`, params: { branch, path: filePath } })
    if (!response.ok) throw new Refusal(lostServer)
    const entry = (await response.json()) as { data?: string | null; file?: { id?: string | null } }
    return { text: entry?.data ?? undefined, version: JSON.stringify(entry?.file?.id ?? null) }
  }
  return {
    file: async (filePath) => {
      const response = await post({ action: `getMediaFile`, params: { branch, path: filePath } })
      const file = response.ok ? ((await response.json()) as { content?: string } | null) : undefined
      return file?.content ? base64ToUint8Array(file.content) : undefined
    },
    repository: (pictures) => ({
      read,
      write: async (files, version) => {
        const dataFiles = Object.entries(files).map(([path, raw]) => ({ path, raw }))
        const [main] = dataFiles
        const assets = await Promise.all(
          pictures.map(async (picture) => ({
            path: picture.path,
            content: await base64Of(picture),
            encoding: `base64`,
          })),
        )
        // The version this write is made on; a file sent along (lineups.json) is written over as it is now.
        const openedVersions = Object.fromEntries(
          await Promise.all(
            dataFiles.map(async ({ path }) => [
              path,
              JSON.parse(path === main!.path ? version : (await read(path)).version),
            ]),
          ),
        )
        const params = { branch, dataFiles, assets, options: {}, openedVersions }
        const response = await post({ action: `persistEntry`, params })
        if (response.ok) return true
        // Moved on since it was read (another tab, a text editor): read again; anything else is the server's refusal.
        if ((await read(main!.path)).version !== version) return false
        const refusal = (await response.json().catch(() => ({}))) as { error?: string }
        throw new Refusal(refusal.error ?? lostServer)
      },
    }),
  }
}

/** How the repository's files are read as bytes, once Decap has made the backend the configuration names. */
let fileReader: ((filePath: string) => Promise<Uint8Array | undefined>) | undefined

/**
 * A file of the repository as it is now (its bytes; undefined when it is not there), for the rules between files and
 * the pictures' checks: on GitHub at the branch's head, with the signed-in member's token; or from the local editing
 * server, which refuses in words when it no longer answers.
 */
export const repositoryFile = async (filePath: string): Promise<Uint8Array | undefined> =>
  fileReader?.(filePath)

/** What an own backend adds to Decap's: how it reads a file, and the repository a Publish writes to. */
interface OwnParts {
  file: (filePath: string) => Promise<Uint8Array | undefined>
  repository: (pictures: Picture[], message: string) => Repository
}

/**
 * Registers `milk-patrol-github` and `milk-patrol-local`: Decap's `github` and `proxy` backends with the Publish
 * above. The configuration names one of them (cms-config.ts).
 */
export function registerOwnBackends(rules: BackendRules): void {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's backend and configuration
  const wrap = (inner: string, parts: (decap: any, backend: any) => OwnParts) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's configuration and backend objects
    function OwnBackend(this: any, config: any, options: any) {
      const decap = CMS.getBackend(inner)!.init(config, options)
      const own = parts(decap, { ...config.backend, branch: config.backend.branch ?? `main` })
      fileReader = own.file
      return new Proxy(decap, {
        get(target, name) {
          if (name === `persistEntry`)
            // eslint-disable-next-line @typescript-eslint/no-explicit-any
            return async (entry: any, persistOptions: any) => {
              // The pictures picked into the form reach the editor here only: Decap's backend API hands them over.
              const pictures = await picturesNamed(entry.assets ?? [], entry.dataFiles?.[0]?.raw)
              const message = persistOptions?.commitMessage ?? `Edit content`
              const check = (filePath: string, text: string) => rules.check(filePath, text, pictures)
              return publishEntry(own.repository(pictures, message), { ...rules, check }, entry)
            }
          if (name === `deleteFiles`)
            return async (paths: string[], message: string) => {
              await rules.beforeDelete(paths)
              return target.deleteFiles(paths, message)
            }
          const value = target[name]
          return typeof value === `function` ? value.bind(target) : value
        },
      })
    } as unknown as new (...args: unknown[]) => unknown
  CMS.registerBackend(
    `milk-patrol-github`,
    wrap(`github`, (decap, { api_root = `https://api.github.com`, repo, branch }) =>
      gitHubRepository(api_root, repo, branch, () => decap.getToken()),
    ),
  )
  CMS.registerBackend(
    `milk-patrol-local`,
    wrap(`proxy`, (_decap, { proxy_url, branch }) => editingServer(proxy_url, branch)),
  )
}
