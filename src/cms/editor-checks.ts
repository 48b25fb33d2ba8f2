// The editor's own rules, loaded at /admin/ after Decap CMS's bundle (built for the browser by write-editor.ts):
// - a content file is read with the checker's JSON reader; one it cannot read is never saved over (the checker's
//   message shows on opening and refuses Publish), and a saved file keeps the band's layout (kept-layout.ts);
// - before Publish, the checker's own rules run on the file as it would be written and on the others as read
//   (entry-problems.ts), so whatever the build would refuse is refused here, in the same words;
// - a form recovered from Decap's local backup stays recovered (backup-after-entry.ts);
// - a lineup's names can be removed (Decap's list cannot remove an item that left metadata, as its relation picker
//   does), and going from one content file straight to another loads the other (Decap kept the first one's form);
// - a save says which version of the file its form was opened from, so the local editing server refuses it when the
//   file changed since (another tab, a text editor) instead of undoing that change;
// - a picture the content uses is never replaced by an upload nor deleted: an upload gets the name Decap will give it,
//   made unique, and Decap's "replace it?" and "Delete selected" are refused for a picture in use, naming who uses it;
// - on a phone the form fits the screen, a show's date is picked with the phone's pickers, and a photo is asked for
//   as JPEG or PNG (phone-form.ts);
// - a new show gets its id, and removing a show or adding one in the past is asked first (show-additions.ts);
// - with GitHub, a Publish whose file changed there since the form was opened is merged with that change when they
//   touch different entries, and refused in words otherwise (merge-entries.ts);
// - a refusal stays on screen until it is closed, with the field it names marked.
import { type ImageChecker } from "../content-model/content-rules"
import { contentFiles, type ContentKind } from "../content-model/files"
import {
  acceptsPdf,
  imageNames,
  narrowImageProblem,
  pdfProblem,
  recognizeByBytes,
  unusableKindProblem,
  usableEndings,
  wrongEndingProblem,
} from "../content-model/image-words"
import { parse } from "jsonc-parser"
import { readJson } from "../content-model/json-text"
import {
  blankOptionalTexts,
  kindOfData,
  kindOfPath,
  lostEditingServer,
  saveProblems,
  unknownFields,
  unknownFieldsKept,
  unknownFieldsQuestion,
  unreadableProblem,
} from "./entry-problems"
import { recoverBackupsAfterTheirFile } from "./backup-after-entry"
import { decapTexts } from "./decap-texts"
import { changedOnGitHub, mergeContent, mergedWithGitHub } from "./merge-entries"
import { askForTheSitesPictureKinds, dateControl, phoneStyle, pickedPhotoRefusal } from "./phone-form"
import {
  addedPastShows,
  pastShowQuestion,
  removalQuestion,
  removedShows,
  showsNotPublished,
  withNewShowIds,
  type ShowEntry,
  unfinishedShows,
  unfinishedLine,
} from "./show-additions"
import { todayInCentralIllinois } from "../site/band-day"
import { fieldLabel } from "./cms-config"
import { withKeptLayout } from "./kept-layout"
import {
  lineupsNaming,
  memberRenames,
  renamedLineupsText,
  renameNotPublished,
  renameQuestion,
  withCompanionsForEditingServer,
  withCompanionsForGitHub,
  type CompanionFile,
} from "./member-renames"
import {
  notDeleted,
  notReplaced,
  pictureInUse,
  picturesInUse,
  uploadName,
  usesOfPicture,
} from "./picture-names"

// Decap's own objects are untyped: Immutable.js values and widget classes whose shapes change with the field.
/* eslint-disable @typescript-eslint/no-explicit-any */
interface Immutable {
  get(key: string): any
  set(key: string, value: unknown): Immutable
  removeIn(path: (string | number)[]): Immutable
  toJS(): any
}
declare const CMS: {
  registerCustomFormat(name: string, extension: string, formatter: object): void
  registerEventListener(listener: { name: string; handler: (event: { entry: Immutable }) => unknown }): void
  registerWidget(name: string, control: unknown, preview?: unknown): void
  getWidget(name: string): { control: any; preview?: unknown } | undefined
  init(options: { config: object }): void
  getLocale(locale: string): any
  registerLocale(locale: string, phrases: object): void
}
declare const h: (type: any, props: object | null, ...children: unknown[]) => unknown
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The text of each content file as the editor last read it. */
const readTexts: Partial<Record<ContentKind, string>> = {}
/** The text each content file had before the last read: the file's, when that read was a local backup's. */
const readBefore: Partial<Record<ContentKind, string>> = {}
/** A file that could not be read stands in the form as this field, holding its text. */
const unreadable = `__fileTheEditorCouldNotRead`
const byteOrderMark = `\uFEFF`
/** The text of each content file the editor could not read. */
const unreadableTexts: Partial<Record<ContentKind, string>> = {}

CMS.registerCustomFormat(`json`, `json`, {
  fromFile(text: string) {
    const read = readJson(text.replace(byteOrderMark, ``))
    if (!read.ok) {
      // Which file it is, read leniently (a comma too many still names its list), to say so when it is opened.
      const kind = kindOfData(parse(text.replace(byteOrderMark, ``), [], { allowTrailingComma: true }))
      if (kind) unreadableTexts[kind] = text
      setTimeout(warnIfUnreadable)
      return { [unreadable]: text }
    }
    const kind = kindOfData(read.value)
    // A local backup is read through here too, after its file (backup-after-entry.ts): the file's text is kept aside.
    if (kind) [readBefore[kind], readTexts[kind]] = [readTexts[kind], text]
    return read.value
  },
  toFile(data: Record<string, unknown>) {
    const kind = kindOfData(data)
    // Decap also writes a local backup of the form through here: remember which version of the file it was made
    // from, so that a backup recovered later is saved as an edit of that version (refused if the file moved on).
    if (kind) rememberBackupBase(`content/${contentFiles[kind].file}`)
    return withKeptLayout(kind && fileText(kind), data)
  },
})

// ---- Reading the repository's other files (the rules between files, the pictures' bytes) ----

interface EditorConfig {
  backend: { repo: string; branch: string }
  local_backend?: { url: string }
}
declare global {
  interface Window {
    /** Written by the build (write-editor.ts's editor-config.js), which the page loads before Decap's bundle. */
    milkPatrolEditorConfig: EditorConfig
  }
}
/** The configuration the build wrote: the only one the editor starts from (see the end of this file). */
const config = window.milkPatrolEditorConfig
const { backend, local_backend } = config

/** Whether the local editing server answers (it may have been stopped since the page opened). */
const answers = (server: string) =>
  post(server, { action: `info` }).then(
    () => true,
    () => false,
  )

/** The local editing server when Decap uses it (as it decides: on localhost, when it answers). */
const localServer: Promise<string | undefined> =
  local_backend && [`localhost`, `127.0.0.1`].includes(location.hostname)
    ? answers(local_backend.url).then((answered) => (answered ? local_backend.url : undefined))
    : Promise.resolve(undefined)

// The editing server's answers, whose shape depends on the action asked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function post(url: string, body: object): Promise<any> {
  const response = await fetch(url, {
    method: `POST`,
    headers: { "Content-Type": `application/json` },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${response.status}`)
  return response.json()
}

/** A file of the repository, as bytes (latin1 text) or undefined when it is not there. */
async function repositoryFile(filePath: string): Promise<Uint8Array | undefined> {
  const local = await localServer
  if (local) {
    const file = await post(local, {
      action: `getMediaFile`,
      params: { branch: backend.branch, path: filePath },
    })
    return file?.content ? Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0)) : undefined
  }
  const response = await fromGitHub(filePath)
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined
}

/** A file as it is on the branch on GitHub, with the signed-in member's token; `fresh`: not from the browser's cache. */
function fromGitHub(filePath: string, fresh = false): Promise<Response> {
  const token = JSON.parse(localStorage.getItem(decapTexts.userKey) ?? `{}`).token
  return pageFetch(
    `https://api.github.com/repos/${backend.repo}/contents/${filePath}?ref=${encodeURIComponent(backend.branch)}`,
    {
      ...(fresh ? { cache: `no-store` as const } : {}),
      headers: {
        Accept: `application/vnd.github.raw`,
        ...(token ? { Authorization: `token ${token}` } : {}),
      },
    },
  )
}

async function readOtherFiles(): Promise<void> {
  const missing = (Object.keys(contentFiles) as ContentKind[]).filter((kind) => readTexts[kind] === undefined)
  await Promise.all(
    missing.map(async (kind) => {
      const bytes = await repositoryFile(`content/${contentFiles[kind].file}`).catch(() => undefined)
      if (bytes && readTexts[kind] === undefined) readTexts[kind] = new TextDecoder().decode(bytes)
    }),
  )
}

/**
 * The pictures chosen in the media library, by the file name Decap saves them under: Decap sends them with the
 * entry, after preSave, so the checks read them here.
 */
const chosenPictures = new Map<string, File>()
document.addEventListener(
  `change`,
  (event) => {
    const input = event.target
    if (!(input instanceof HTMLInputElement) || input.type !== `file` || !input.files) return
    const refusals = Array.from(input.files).flatMap((file) => pickedPhotoRefusal(file) ?? [])
    if (refusals.length > 0) {
      // Before Decap sees the files: none is uploaded, and the band is told why and what to do.
      event.stopImmediatePropagation()
      input.value = ``
      showNotice(refusals.join(`\n`))
      return
    }
    // Before Decap reads the files: each is given the name Decap would save it under ("2024-09-18 downs.png" is
    // 2024-09-18-downs.png), made unique when a picture the content uses has it (another show's poster), so Decap
    // never offers to replace that one.
    const taken = picturesInUse(readTexts).map((used) => used.split(`/`).pop()!)
    const renamed = new DataTransfer()
    for (const file of Array.from(input.files)) {
      const unique = uploadName(file.name, taken)
      renamed.items.add(unique === file.name ? file : new File([file], unique, { type: file.type }))
      chosenPictures.set(unique, renamed.files[renamed.files.length - 1]!)
    }
    input.files = renamed.files
  },
  true,
)

async function pictureBytes(imagePath: string): Promise<Uint8Array | undefined> {
  const chosen = chosenPictures.get(imagePath.split(`/`).pop()!.toLowerCase())
  if (chosen) return new Uint8Array(await chosen.arrayBuffer())
  return repositoryFile(`content/${imagePath}`).catch(() => undefined)
}

/** The checker's image rules in the browser: the kind from the first bytes, the width as the browser decodes it. */
const browserImageProblem: ImageChecker = async (imagePath, use) => {
  if (acceptsPdf(use, imagePath)) {
    const document = await pictureBytes(imagePath)
    return document ? pdfProblem(imagePath, String.fromCharCode(...document.subarray(0, 64))) : undefined
  }
  if (!usableEndings.some((ending) => imagePath.toLowerCase().endsWith(ending)))
    return wrongEndingProblem(imagePath, use)
  const bytes = await pictureBytes(imagePath)
  // A missing file is the checker's to report with the folder's names; the form only links files it has.
  if (!bytes) return undefined
  const recognized = recognizeByBytes(String.fromCharCode(...bytes.subarray(0, 64)))
  if (`unusable` in recognized) return unusableKindProblem(imagePath, recognized.unusable, use)
  const picture = await createImageBitmap(new Blob([bytes as BlobPart])).catch(() => undefined)
  if (!picture) {
    return `is ${JSON.stringify(imagePath)}, which looks like a ${recognized.usable} file but cannot be read (perhaps a damaged or half-copied file); export ${imageNames[use]} again`
  }
  return narrowImageProblem(imagePath, picture.width, use)
}

CMS.registerEventListener({
  name: `preSave`,
  handler: async ({ entry }) => {
    closeNotice()
    try {
      return await checkBeforeSave(entry)
    } catch (error) {
      const kind = kindOfPath(entry.get(`path`))
      showNotice(error instanceof Error ? error.message : String(error))
      if (kind) markFields(entry.get(`data`).toJS(), error instanceof Error ? error.message : ``)
      throw error
    }
  },
})

/** The shows, members or questions of a content file's data (none for the other files). */
function blocksIn(data: unknown): Record<string, unknown>[] {
  return ((data && Object.values(data).find(Array.isArray)) ?? []) as Record<string, unknown>[]
}

/** A content file's text as the editor read it, without a byte-order mark. */
const fileText = (kind: ContentKind) => readTexts[kind]?.replace(byteOrderMark, ``)

/** A content file's blocks as the editor read them (none when it could not read it). */
function blocksRead(kind: ContentKind): Record<string, unknown>[] {
  const read = readJson(fileText(kind) ?? ``)
  return read.ok ? blocksIn(read.value) : []
}

// ---- Shows not filled in (an empty block added, or recovered from the local backup) ----

const missingRequiredField = `Nothing was published: a field that must be filled in is empty; it is marked in red (a show not filled in is also named at the foot of the page).`
/** The Shows form's data as it is now (Decap hands it to each widget as getEntry; its show-date widgets keep it). */
let draftOfShows: (() => Immutable) | undefined

/** Names each show of the form that lacks a field, by its place and what it has, the fields by their labels. */
async function nameUnfinishedShows(): Promise<void> {
  const data = openKind() === `shows` ? draftOfShows?.()?.get(`data`)?.toJS() : undefined
  if (!data) return
  const text = withKeptLayout(fileText(`shows`), data)
  const problems = (await saveProblems(`shows`, text, readTexts, async () => undefined)) ?? ``
  const [read, now] = [blocksRead(`shows`), blocksIn(data)] as ShowEntry[][]
  const unfinished = unfinishedShows(problems, read!, now!, (field) => fieldLabel(`shows`, field))
    .split(`\n`)
    .filter((line) => unfinishedLine.test(line))
  if (unfinished.length === 0) return
  showNotice(unfinished.join(`\n`))
  markFields(data, unfinished.join(`\n`))
}

/** What a new or removed show asks, and the id a new show is given (show-additions.ts). */
function withShowsAsked(data: Immutable): Immutable {
  const before = blocksRead(`shows`) as ShowEntry[]
  const now = blocksIn(data.toJS()) as ShowEntry[]
  const removed = removedShows(before, now)
  if (removed.length > 0 && !window.confirm(removalQuestion(removed))) throw new Error(showsNotPublished)
  const past = addedPastShows(before, now, todayInCentralIllinois(new Date()))
  if (past.length > 0 && !window.confirm(pastShowQuestion(past))) throw new Error(showsNotPublished)
  const withIds = withNewShowIds(before, now)
  return withIds.every((show, index) => show === now[index]) ? data : data.set(`shows`, withIds)
}

async function checkBeforeSave(entry: Immutable): Promise<Immutable | undefined> {
  const kind = kindOfPath(entry.get(`path`))
  if (!kind) return undefined
  let data = entry.get(`data`) as Immutable
  const unreadText = data.get(unreadable)
  if (typeof unreadText === `string`) throw new Error(await unreadableProblem(kind, unreadText))
  // Decap says nothing when its server is gone, and keeps "UNSAVED CHANGES": say so, and how to start it again.
  const local = await localServer
  if (local && !(await answers(local))) throw new Error(lostEditingServer)
  for (const at of blankOptionalTexts(kind, data.toJS()).reverse()) data = data.removeIn(at)
  if (kind === `shows`) data = withShowsAsked(data)
  await readOtherFiles()
  // A field the site does not know blocks every Publish, and the form cannot remove it: leave it out if the band
  // agrees, having been shown the checker's words for it.
  const unknown = unknownFields(kind, data.toJS())
  if (unknown.length > 0) {
    const asWritten = withKeptLayout(fileText(kind), data.toJS())
    const lines = ((await saveProblems(kind, asWritten, readTexts, async () => undefined)) ?? ``)
      .split(`\n`)
      .filter((line) => / is not a (field|theme)[ ;]/.test(line))
    if (!window.confirm(unknownFieldsQuestion(kind, lines))) throw new Error(unknownFieldsKept(kind))
    for (const at of unknown.reverse()) data = data.removeIn(at)
  }
  const text = withKeptLayout(fileText(kind), data.toJS())
  const companions = kind === `members` ? await lineupsAlongWithRenames(data.toJS()) : []
  const others = { ...readTexts }
  for (const file of companions) others[kindOfPath(file.path)!] = file.raw
  // Images already in a file as read were checked when it was built; only new ones are fetched and checked.
  const known = new Set(picturesInUse(readTexts))
  const problems = await saveProblems(kind, text, others, (imagePath, use) =>
    known.has(imagePath) ? Promise.resolve(undefined) : browserImageProblem(imagePath, use),
  )
  // In the checker's own words, as the build would say them (cms-mistakes.spec compares them).
  if (problems) throw new Error(problems)
  sentAlong = companions
  if (!local) sentToGitHub.set(`content/${contentFiles[kind].file}`, { kind, data: data.toJS() })
  return data
}

CMS.registerEventListener({
  name: `postSave`,
  handler: ({ entry }) => {
    const kind = kindOfPath(entry.get(`path`))
    const merged = kind && mergedFiles.get(`content/${contentFiles[kind].file}`)
    if (merged) {
      // The form holds this member's changes only: shown again from the file as published, with both.
      sessionStorage.setItem(mergedNoticeKey, merged)
      location.reload()
      return
    }
    if (kind) readTexts[kind] = withKeptLayout(readTexts[kind], entry.get(`data`).toJS())
    for (const file of savedAlong) readTexts[kindOfPath(file.path)!] = file.raw
    savedAlong = []
  },
})

// ---- A member renamed carries the lineups along ----

/** Files to send with the next save of the form (lineups.json, after a rename the band agreed to). */
let sentAlong: CompanionFile[] = []
/** The files the last save sent along: what the editor has read of them once it is saved. */
let savedAlong: CompanionFile[] = []

/**
 * When the form renames members the lineups name, asks the band, and gives lineups.json with the new names, to be
 * saved with the members; refuses the save (nothing published) when the band says no.
 */
async function lineupsAlongWithRenames(members: unknown): Promise<CompanionFile[]> {
  const read = fileText(`members`)
  const readMembers = read === undefined ? undefined : readJson(read)
  if (!readMembers?.ok) return []
  const renames = memberRenames(readMembers.value, members)
  if (renames.length === 0) return []
  // The lineups as they are now, and (locally) their version, which the save then carries.
  const lineupsPath = `content/${contentFiles.lineups.file}`
  const local = await localServer
  const base = local
    ? ((
        await post(local, {
          action: `getEntry`,
          params: { branch: backend.branch, path: lineupsPath },
        })
      )?.data as string | undefined)
    : readTexts.lineups
  const lineups = base?.replace(byteOrderMark, ``)
  const renamed = lineups === undefined ? undefined : renamedLineupsText(lineups, renames)
  if (lineups === undefined || renamed === undefined) return []
  if (!window.confirm(renameQuestion(renames, lineupsNaming(JSON.parse(lineups), renames))))
    throw new Error(renameNotPublished)
  return [{ path: lineupsPath, raw: renamed }]
}

// ---- Lineups: a list of names picked from the members ----

const relation = CMS.getWidget(`relation`)
if (relation) {
  // The picker without the metadata it hands the list (only Decap's preview reads it; the list cannot remove an
  // item once it holds some).
  const MemberControl = (props: { onChange: (value: unknown) => void }) =>
    h(relation.control, { ...props, onChange: (value: unknown) => props.onChange(value) })
  CMS.registerWidget(`member`, MemberControl, relation.preview)
}

// ---- One content file straight to another ----

let shownEntry = /^#\/collections\/[^/]+\/entries\/[^/?]+/.exec(location.hash)?.[0]
window.addEventListener(`hashchange`, () => {
  const entry = /^#\/collections\/[^/]+\/entries\/[^/?]+/.exec(location.hash)?.[0]
  // Decap keeps the editor of the first file open with the second's address, and would save into the first file.
  if (shownEntry && entry && entry !== shownEntry) location.reload()
  shownEntry = entry
  warnIfUnreadable()
})

/** The content file whose form is open, from the page's address (#/collections/content/entries/band). */
function openKind(): ContentKind | undefined {
  const kind = /^#\/collections\/[^/]+\/entries\/([^/?]+)/.exec(location.hash)?.[1]
  return kind && kind in contentFiles ? (kind as ContentKind) : undefined
}

/** Over the form of a file the editor could not read: the checker's message, and that Publish is refused. */
function warnIfUnreadable(): void {
  document.getElementById(`unreadable-file`)?.remove()
  const kind = openKind()
  const text = kind && unreadableTexts[kind]
  if (!kind || text === undefined) return
  void unreadableProblem(kind, text).then((problem) =>
    showNotice(
      `The editor could not read this file, so it will not save over it (Publish is refused). Correct it in a text editor first:\n${problem}`,
      `unreadable-file`,
    ),
  )
}

// ---- Refusals stay until closed, with the field they name marked ----

/**
 * Says `text` at the foot of the page until its Close button is pressed (Decap's own messages leave after 8 s,
 * before a long refusal can be read).
 */
function showNotice(text: string, id = `refusal`, role: `alert` | `status` = `alert`): void {
  document.getElementById(id)?.remove()
  const notice = document.createElement(`div`)
  notice.id = id
  notice.setAttribute(`role`, role)
  notice.style.cssText = `position:fixed;z-index:1000;left:0;right:0;bottom:0;max-height:50vh;overflow:auto;padding:1em;background:#fcefef;color:#5c0000;border-top:3px solid #d60032;white-space:pre-wrap;font:15px/1.4 sans-serif`
  const close = document.createElement(`button`)
  close.type = `button`
  close.textContent = `Close`
  close.style.cssText = `float:right;margin-left:1em;min-height:44px;min-width:44px;font:inherit`
  close.addEventListener(`click`, () => closeNotice(id))
  notice.append(close, text.replace(/^Error: /, ``))
  document.body.append(notice)
}

function closeNotice(id = `refusal`): void {
  document.getElementById(id)?.remove()
  if (id === `refusal`)
    for (const marked of Array.from(document.querySelectorAll(`[aria-invalid="true"][data-marked]`))) {
      marked.removeAttribute(`aria-invalid`)
      marked.removeAttribute(`data-marked`)
    }
}

/**
 * Marks the fields a refusal names ("show 5 (…): "where" …"): the form's box labelled for that field whose text is the
 * entry's, so a folded show's is not guessed at.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's data, of any content file
function markFields(data: any, problems: string): void {
  const kind = kindOfData(data)
  if (!kind) return
  const list = blocksIn(data)
  for (const line of problems.split(`\n`)) {
    // A block not filled in names its empty fields by their labels (unfinishedShows): each is marked, empty.
    const unfinished = unfinishedLine.exec(line)?.[1]
    for (const [, label] of unfinished?.matchAll(/"([^"]+)"/g) ?? []) markBox(label!, ``)
    const named = /^(?:Error: )?content\/\S+: (?:[a-z ]+ (\d+)(?: \(.*?\))?: )?"(\w+)"/.exec(line)
    if (unfinished || !named) continue
    const [, index, field] = named
    markBox(fieldLabel(kind, field!), index ? list[Number(index) - 1]?.[field!] : data[field!])
  }
}

/** Marks the form's box labelled `label` whose text is `value` (any box so labelled, when undefined). */
function markBox(label: string, value: unknown): void {
  const box = Array.from(document.querySelectorAll<HTMLInputElement>(`input, textarea`)).find(
    (input) =>
      (value === undefined || input.value === value) &&
      Array.from(input.labels ?? []).some((each) => each.textContent?.startsWith(label)),
  )
  if (!box) return
  box.setAttribute(`aria-invalid`, `true`)
  box.dataset.marked = `true`
  box.scrollIntoView({ block: `center` })
}

// ---- Pictures in use are neither deleted nor replaced ----

/** Tells the band, once the checker has named them, who uses a picture that is kept. */
function sayKept(imagePath: string, why: (imagePath: string, uses: string[]) => string): void {
  void usesOfPicture(readTexts, imagePath).then((uses) => alert(why(imagePath, uses)))
}

/** The picture last clicked in the media library, by file name. */
let selectedPicture: string | undefined
document.addEventListener(
  `click`,
  (event) => {
    const target = event.target instanceof Element ? event.target : undefined
    let card = target
    while (card && ![...card.classList].some((name) => name.endsWith(`-Card`)))
      card = card.parentElement ?? undefined
    if (card) selectedPicture = card.querySelector(`p`)?.textContent ?? undefined
    const button = target?.closest(`button`)
    if (!button || button.textContent?.trim() !== decapTexts.deleteSelected || !selectedPicture) return
    const inUse = pictureInUse(readTexts, selectedPicture)
    if (!inUse) return
    // Before Decap sees the click: the picture stays, and the band is told who uses it, as the checker names them.
    event.stopPropagation()
    event.preventDefault()
    sayKept(inUse, notDeleted)
  },
  true,
)

// Decap asks "x.png already exists. Do you want to replace it?" when an upload has the name of a file in the media
// folder, and deletes that file at once on OK. The renaming above keeps uploads clear of the pictures in use it knows
// of; should one still meet a picture in use, the answer is no and the band is told why (the editing server refuses
// the deletion too). After "A local backup was recovered", the form holds the backup (asked only once the form shows
// its file, which would otherwise be drawn over the backup: backup-after-entry.ts), and is an edit of the version the
// backup was made from: see takeBackupBase.
recoverBackupsAfterTheirFile()
const decapConfirm = window.confirm.bind(window)
window.confirm = (message?: string) => {
  const asked = message ?? ``
  const replaced = asked.endsWith(decapTexts.replaceQuestionEnd)
    ? asked.slice(0, -decapTexts.replaceQuestionEnd.length)
    : undefined
  const inUse = replaced === undefined ? undefined : pictureInUse(readTexts, replaced)
  if (inUse) {
    sayKept(inUse, notReplaced)
    return false
  }
  const answer = decapConfirm(message)
  if (asked.startsWith(decapTexts.backupRecovered)) {
    // Whatever the answer, the file is the file: what the form's changes, recovered or not, are changes to.
    const kind = openKind()
    if (kind && readBefore[kind] !== undefined) readTexts[kind] = readBefore[kind]
    if (answer) takeBackupBase()
  }
  return answer
}

// ---- Saves say which version of the file their form was opened from ----

/**
 * The version of each content file (the local editing server's id for it, null when it was not there) that its form
 * was opened from: what the server compares with the file as it is before saving over it.
 */
const openedVersions = new Map<string, string | null>()
const backupBaseKey = (filePath: string) => `milk-patrol: local backup of ${filePath} made from`

function rememberBackupBase(filePath: string): void {
  const version = openedVersions.get(filePath)
  if (version !== undefined) localStorage.setItem(backupBaseKey(filePath), JSON.stringify(version))
}

/** The form now holds a recovered backup: it is an edit of the version the backup was made from. */
function takeBackupBase(): void {
  const kind = openKind()
  const filePath = kind && `content/${contentFiles[kind].file}`
  const base = filePath && localStorage.getItem(backupBaseKey(filePath))
  if (filePath && base) openedVersions.set(filePath, JSON.parse(base) as string | null)
}

interface ServerFile {
  file?: { path?: string; id?: string | null }
}

const versionTelling = new Set([`getEntry`, `entriesByFiles`, `entriesByFolder`, `persistEntry`])

/** Remembers the versions an answer of the editing server tells: a form opened, a list read, a file saved. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action of Decap's protocol answers its own shape
function rememberVersions(action: string, answer: any): void {
  const opened = (read: ServerFile, always: boolean) => {
    const filePath = read?.file?.path
    if (filePath && (always || !openedVersions.has(filePath)))
      openedVersions.set(filePath, read.file?.id ?? null)
  }
  // Opening a form reads its file (getEntry); a list read before (the files' list, a member picker) stands in
  // until then.
  if (action === `getEntry`) opened(answer as ServerFile, true)
  if ((action === `entriesByFiles` || action === `entriesByFolder`) && Array.isArray(answer))
    for (const read of answer as ServerFile[]) opened(read, false)
  if (action === `persistEntry`)
    for (const [filePath, version] of Object.entries((answer?.versions ?? {}) as Record<string, string>))
      openedVersions.set(filePath, version)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a call of Decap's protocol, whose params vary
function jsonOrNothing(text: string): any {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const pageFetch = window.fetch.bind(window)
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  // Decap's calls to the local editing server: a POST of JSON naming an action.
  let call = typeof init?.body === `string` ? jsonOrNothing(init.body) : undefined
  // Publishing through GitHub: the commit's tree is checked against the branch as it is now (two members, below),
  // and carries the files sent along (lineups renamed with a member: one commit, both files).
  if (!local_backend && init?.method === `POST` && /\/git\/trees$/.test(String(input)) && call) {
    const checked = await withGitHubChanges(call)
    if (`refused` in checked) {
      showNotice(checked.refused)
      return new Response(JSON.stringify({ message: checked.refused }), {
        status: 409,
        headers: { "Content-Type": `application/json` },
      })
    }
    const tree = withCompanionsForGitHub(checked.tree, sentAlong)
    ;[savedAlong, sentAlong] = [sentAlong, []]
    return pageFetch(input, { ...init, body: JSON.stringify(tree) })
  }
  if (!local_backend || String(input) !== local_backend.url || typeof call?.action !== `string`)
    return pageFetch(input, init)
  if (call.action === `persistEntry`) {
    closeNotice()
    call = withCompanionsForEditingServer(call, sentAlong)
    ;[savedAlong, sentAlong] = [sentAlong, []]
    const saved = (call.params?.dataFiles ?? []) as { path: string }[]
    call.params = {
      ...call.params,
      openedVersions: Object.fromEntries(
        saved
          .filter((file) => openedVersions.has(file.path))
          .map((file) => [file.path, openedVersions.get(file.path)]),
      ),
    }
    init = { ...init, body: JSON.stringify(call) }
  }
  const response = await pageFetch(input, init)
  if (!response.ok && call.action === `persistEntry`) {
    // The editing server's refusal (the file changed in another tab, a picture in use): kept on screen.
    const refusal = await response
      .clone()
      .json()
      .catch(() => undefined)
    if (typeof refusal?.error === `string`) showNotice(refusal.error)
  }
  // Only the answers that tell versions are read twice (the media library's carries every picture's bytes).
  if (response.ok && versionTelling.has(call.action))
    rememberVersions(
      call.action,
      await response
        .clone()
        .json()
        .catch(() => undefined),
    )
  return response
}

// ---- Two members, one file, on GitHub ----

/** The form's data each Publish sends to GitHub, by file, from preSave until Decap makes the commit's tree. */
const sentToGitHub = new Map<string, { kind: ContentKind; data: unknown }>()
/** Files whose last Publish was merged with a change made on GitHub since the form opened: what to tell the band. */
const mergedFiles = new Map<string, string>()
const mergedNoticeKey = `milk-patrol: merged with GitHub`

/**
 * Decap commits a Publish on top of the branch as it is, whatever the form was opened from. Before its tree is made,
 * each content file in it is compared with the file as the form read it: unchanged, the tree goes as it is; changed
 * on GitHub since, the form's changes are merged into the file as it is now (merge-entries.ts) and checked again, or
 * the Publish is refused, naming the entries both changed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- GitHub's "create a tree" body
async function withGitHubChanges(tree: any): Promise<{ tree: any } | { refused: string }> {
  const items = Array.isArray(tree?.tree) ? [...tree.tree] : []
  for (const [filePath, sent] of sentToGitHub) {
    const at = items.findIndex((item: { path?: string }) => item.path === filePath)
    if (at < 0) continue
    sentToGitHub.delete(filePath)
    const base = fileText(sent.kind)
    const response = await fromGitHub(filePath, true)
    const now = response.ok ? (await response.text()).replace(byteOrderMark, ``) : undefined
    if (base === undefined || now === undefined || now === base) continue
    const [baseData, nowData] = [readJson(base), readJson(now)]
    if (!baseData.ok || !nowData.ok) return { refused: changedOnGitHub(filePath, [`the whole file`]) }
    const result = mergeContent(baseData.value, sent.data, nowData.value)
    if (`clashes` in result) return { refused: changedOnGitHub(filePath, result.clashes) }
    const text = withKeptLayout(now, result.merged)
    const problems = await saveProblems(
      sent.kind,
      text,
      { ...readTexts, [sent.kind]: now },
      async () => undefined,
    )
    if (problems) return { refused: `${changedOnGitHub(filePath, [`the file as merged`])}\n${problems}` }
    items[at] = { path: filePath, mode: `100644`, type: `blob`, content: text }
    mergedFiles.set(filePath, mergedWithGitHub(filePath))
  }
  return { tree: { ...tree, tree: items } }
}

// ---- Starting the editor ----

const style = document.createElement(`style`)
style.textContent = phoneStyle
document.head.append(style)
askForTheSitesPictureKinds(document.body)
CMS.registerWidget(
  `show-date`,
  dateControl(h, (getEntry) => (draftOfShows = getEntry as () => Immutable)),
)
// Decap refuses a Publish with a required field empty before preSave, in one sentence that names no show (an empty
// block recovered from a backup is folded): it says where to look, and the shows not filled in are named below.
const english = CMS.getLocale(`en`)
CMS.registerLocale(`en`, {
  ...english,
  ui: { ...english.ui, toast: { ...english.ui.toast, missingRequiredField } },
})
new MutationObserver((changes) => {
  const added = changes.flatMap((change) => Array.from(change.addedNodes))
  if (added.some((node) => node.textContent?.includes(missingRequiredField))) void nameUnfinishedShows()
}).observe(document.body, { childList: true, subtree: true })
const mergedNotice = sessionStorage.getItem(mergedNoticeKey)
if (mergedNotice) {
  sessionStorage.removeItem(mergedNoticeKey)
  showNotice(mergedNotice, `merged`, `status`)
}

// Decap was told not to start on its own (editor-config.js). It starts now, once every rule above is registered, from
// the build's configuration alone: `load_config_file: false` keeps it from fetching config.yml, or whatever file a
// `<link rel="cms-config-url">` would name, and taking its backend, sign-in address or folders from there.
CMS.init({ config: { ...config, load_config_file: false } })
