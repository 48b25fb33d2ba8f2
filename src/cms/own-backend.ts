// The editor's backends (CMS.registerBackend): Decap's `github` and `proxy`, with our Publish (publish.ts).
import { request } from "@octokit/request"
import { RequestError } from "@octokit/request-error"
import { digest } from "ohash"
import { base64ToUint8Array, uint8ArrayToBase64 } from "uint8array-extras"
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
import { CMS } from "./decap"

export { formKey }

/** A value kept in this browser (localStorage) as JSON under `key`, and what is kept there (undefined: nothing). */
export const keep = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value))
export const kept = <T>(key: string): T | undefined =>
  JSON.parse(localStorage.getItem(key) ?? `null`) ?? undefined

const textKey = (hash: string) => `milk-patrol: text ${hash}`
const publishedKey = (form: string) => `milk-patrol: form ${form} published as`
type KeptText = { text: string; at: number }

/** Keeps a text under its hash (once, however many forms are opened from it), forgetting the oldest beyond 40. */
function keepText(text: string): string {
  const hash = digest(text)
  keep(textKey(hash), { text, at: Date.now() })
  const at = (key: string) => kept<KeptText>(key)?.at ?? 0
  const texts = Object.keys(localStorage).filter((key) => key.startsWith(textKey(``)))
  for (const key of texts.sort((a, b) => at(a) - at(b)).slice(0, -40)) localStorage.removeItem(key)
  return hash
}

/** The data of a content file just read, named as a form opened from `text`. */
export function openedFrom(data: Record<string, unknown>, text: string): Record<string, unknown> {
  return { ...data, [formKey]: `${keepText(text)}.${Math.random().toString(36).slice(2, 10)}` }
}

/** The text a form is an edit of: the one it was opened from, or what it last published. */
export function baseOf(form: unknown): string | undefined {
  if (typeof form !== `string`) return undefined
  return kept<KeptText>(textKey(localStorage.getItem(publishedKey(form)) ?? form.split(`.`)[0]!))?.text
}

export function withoutFormKey<T>(data: T): T {
  if (!data || typeof data !== `object` || !(formKey in data)) return data
  const { [formKey]: _, ...rest } = data as Record<string, unknown>
  return rest as T
}

/**
 * Whether a form kept as the page was left differs from the text it is an edit of and from the file `opened` now.
 * That text may be older than the file (another member published since): its Publish merges the two.
 */
export function holdsChanges(left: Record<string, unknown>, opened: Record<string, unknown>): boolean {
  const read = readJson(baseOf(left[formKey]) ?? ``)
  const same = (other: unknown) => sameContent(withoutFormKey(left), withoutFormKey(other))
  return read.ok && !same(read.value) && !same(opened)
}

/** A picture to commit with the form: where it goes (content/images/…) and its file. */
export interface Picture {
  path: string
  file: File
}

/** A picture to write, its bytes as base64: one from Decap's media library drawn smaller first (picture-widget.ts). */
const inBase64 = async ({ path, file }: Picture) => {
  const bytes = new Uint8Array(await (await smallerPicture(file)).arrayBuffer())
  return { path, content: uint8ArrayToBase64(bytes), encoding: `base64` }
}

/** What a Publish needs from the editor's rules (editor-checks.ts). */
export interface PublishRules {
  /** The checker's problems with the file as it would be written (the form's, merged), or undefined. */
  check: (filePath: string, text: string, pictures: Picture[]) => Promise<string | undefined>
  /** Files to write along with this one (lineups.json, when a member is renamed). */
  alongside: () => Record<string, string>
  published: (filePath: string, outcome: Published) => void
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
  pictures: Picture[] = [],
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
    check: (text) => rules.check(file.path, text, pictures),
    alongside: rules.alongside(),
  }).catch((trouble: unknown) => ({ refused: trouble instanceof Refusal ? trouble.message : noAnswer }))
  rules.published(file.path, outcome)
  if (`refused` in outcome) throw new Refusal(outcome.refused)
  // The form, as published, is what its next changes are changes to.
  if (typeof form === `string`) localStorage.setItem(publishedKey(form), keepText(mine))
}

/**
 * The pictures the form names, no other: Decap hands persistEntry every picture picked since the form opened (one
 * replaced by another would be committed unused), and none picked before a reload, which kept-pictures.ts kept.
 */
async function picturesNamed(assets: { path: string; fileObj?: File }[], raw?: string): Promise<Picture[]> {
  const sent = new Map(assets.map(({ path, fileObj }) => [path.replace(/^\//, ``), fileObj]))
  const named = [...picturesNamedIn(raw)].map((path) => `content/${path}`)
  const files = await Promise.all(named.map(async (path) => sent.get(path) ?? keptPicture(path)))
  return named.flatMap((path, index) => (files[index] ? [{ path, file: files[index] }] : []))
}

/** What an own backend adds to Decap's: how it reads a file's bytes, and where a Publish writes. */
interface OwnParts {
  file: (filePath: string) => Promise<Uint8Array | undefined>
  repository: (pictures: Picture[], message: string) => Repository
}

/** GitHub through Octokit, never from the browser's cache: a file read after a Publish must be the one written. */
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
  // A call GitHub did not answer at all is thrown on as it is (noAnswer).
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
  /** Commits the files and pictures on `head`; the commit's sha. */
  const commit = async (
    head: string,
    files: Record<string, string>,
    pictures: Picture[],
    message: string,
  ) => {
    const base = await gitHub(`GET /repos/{owner}/{repo}/git/commits/{commit_sha}`, {
      ...at,
      commit_sha: head,
    })
    const blobs = await Promise.all(
      pictures.map(async (picture) => {
        const { path, ...bytes } = await inBase64(picture)
        const made = await gitHub(`POST /repos/{owner}/{repo}/git/blobs`, { ...at, ...bytes })
        return blob(path, { sha: made.data.sha })
      }),
    )
    const texts = Object.entries(files).map(([path, content]) => blob(path, { content }))
    const tree = { ...at, base_tree: base.data.tree.sha, tree: [...blobs, ...texts] }
    const made = await gitHub(`POST /repos/{owner}/{repo}/git/trees`, tree)
    const written = { ...at, message, tree: made.data.sha, parents: [head] }
    return (await gitHub(`POST /repos/{owner}/{repo}/git/commits`, written)).data.sha
  }
  return {
    file: (filePath) =>
      file(filePath, branch).catch((trouble) => (answered(trouble) ? undefined : Promise.reject(trouble))),
    repository: (pictures, message) => ({
      read: async (filePath) => {
        const head: string = (await gitHub(`GET ${ref}`, { ...at, branch }).catch(refused)).data.object.sha
        const bytes = await file(filePath, head).catch(refused)
        return { text: bytes && new TextDecoder().decode(bytes), version: head }
      },
      write: async (files, head) => {
        const sha = await commit(head, files, pictures, message).catch(refused)
        // 422 is GitHub's "Update is not a fast forward": the branch moved past `head` (another Publish came first).
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

/** The local editing server; one that does not answer (stopped, its terminal closed) is said in words. */
function editingServer(url: string, branch: string): OwnParts {
  const post = (action: string, params: object) =>
    fetch(url, {
      method: `POST`,
      headers: { "Content-Type": `application/json` },
      body: JSON.stringify({ action, params: { branch, ...params } }),
    }).catch(() => Promise.reject(new Refusal(lostServer)))
  const read = async (path: string) => {
    const response = await post(`getEntry`, { path })
    if (!response.ok) throw new Refusal(lostServer)
    const entry = (await response.json()) as { data?: string | null; file?: { id?: string | null } }
    return { text: entry?.data ?? undefined, version: JSON.stringify(entry?.file?.id ?? null) }
  }
  return {
    file: async (path) => {
      const response = await post(`getMediaFile`, { path })
      const file = response.ok ? ((await response.json()) as { content?: string } | null) : undefined
      return file?.content ? base64ToUint8Array(file.content) : undefined
    },
    repository: (pictures) => ({
      read,
      write: async (files, version) => {
        const dataFiles = Object.entries(files).map(([path, raw]) => ({ path, raw }))
        const main = dataFiles[0]!.path
        const assets = await Promise.all(pictures.map(inBase64))
        // The version each file is written on: a file sent along (lineups.json) is written over as it is now.
        const versionOf = async (path: string) => (path === main ? version : (await read(path)).version)
        const versions = await Promise.all(
          dataFiles.map(async ({ path }) => [path, JSON.parse(await versionOf(path))]),
        )
        const openedVersions = Object.fromEntries(versions)
        const response = await post(`persistEntry`, { dataFiles, assets, options: {}, openedVersions })
        if (response.ok) return true
        // Moved on since it was read (another tab, a text editor): read again; anything else is the server's refusal.
        if ((await read(main)).version !== version) return false
        const refusal = (await response.json().catch(() => ({}))) as { error?: string }
        throw new Refusal(refusal.error ?? lostServer)
      },
    }),
  }
}

/** How the repository's files are read, once Decap has made the backend the configuration names. */
let fileReader: OwnParts[`file`] | undefined

/** A file of the repository as it is now, for the rules between files and the pictures' checks. */
export const repositoryFile = async (filePath: string): Promise<Uint8Array | undefined> =>
  fileReader?.(filePath)

/** A text file of the repository as it is now. */
export async function repositoryText(filePath: string): Promise<string | undefined> {
  const bytes = await repositoryFile(filePath)
  return bytes && new TextDecoder().decode(bytes)
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Decap's backends, their configuration and entries */
/** `beforeDelete` is asked before the media library deletes pictures: it throws a Refusal to keep them. */
export function registerOwnBackends(
  rules: PublishRules & { beforeDelete: (paths: string[]) => Promise<void> },
): void {
  const register = (name: string, inner: string, parts: (decap: any, backend: any) => OwnParts) =>
    CMS.registerBackend(name, function OwnBackend(this: any, config: any, options: any) {
      const decap = CMS.getBackend(inner)!.init(config, options)
      const own = parts(decap, { ...config.backend, branch: config.backend.branch ?? `main` })
      fileReader = own.file
      return new Proxy(decap, {
        get(target, name) {
          if (name === `persistEntry`)
            return async (entry: any, persistOptions: any) => {
              // The only place the pictures picked into a form reach the editor: Decap's backend API.
              const pictures = await picturesNamed(entry.assets ?? [], entry.dataFiles?.[0]?.raw)
              const message = persistOptions?.commitMessage ?? `Edit content`
              return publishEntry(own.repository(pictures, message), rules, entry, pictures)
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
    } as unknown as new (...args: unknown[]) => unknown)
  register(`milk-patrol-github`, `github`, (decap, { api_root = `https://api.github.com`, repo, branch }) =>
    gitHubRepository(api_root, repo, branch, () => decap.getToken()),
  )
  register(`milk-patrol-local`, `proxy`, (_decap, { proxy_url, branch }) => editingServer(proxy_url, branch))
}
