// The editor's own rules, loaded at /admin/ after Decap CMS's bundle (built for the browser by
// src/build/write-editor.ts):
// - a content file is read with the checker's JSON reader; one it cannot read is never saved over (the checker's
//   message shows on opening and refuses Publish), and a saved file keeps the band's layout (kept-layout.ts);
// - before Publish, the checker's own rules run on the file as it would be written and on the others as read
//   (entry-problems.ts), so whatever the build would refuse is refused here, in the same words;
// - the form as the page was left (a reload, a closed tab) comes back, said so, until published or dropped;
// - a lineup's names can be removed (Decap's list cannot remove an item that left metadata, as its relation picker
//   does), and going from one content file straight to another loads the other (Decap kept the first one's form);
// - a save says which version of the file its form was opened from, so the local editing server refuses it when the
//   file changed since (another tab, a text editor) instead of undoing that change;
// - a picture is uploaded by a widget of our own, made smaller and named after its show (picture-widget.ts); a
//   picture the content uses is never replaced by an upload nor deleted: a Publish with an upload over it and the
//   media library's "Delete selected" are refused, naming who uses it;
// - on a phone the form fits the screen, and a show's date is picked with the phone's pickers (phone-form.ts);
// - a new show gets its id, and removing a show or adding one in the past is asked first (show-additions.ts);
// - with GitHub, a Publish whose file changed there since the form was opened is merged with that change when they
//   touch different entries, and refused in words otherwise (merge-entries.ts);
// - a refusal stays on screen until it is closed, with the field it names marked.
import { formatProblem, formatProblems, type ImageChecker } from "../content-model/content-rules"
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
import { readJson } from "../content-model/json-text"
import {
  blankOptionalTexts,
  kindOfData,
  kindOfPath,
  pathOf,
  problemsOnSave,
  saveProblems,
  unknownFields,
  unknownFieldsKept,
  unknownFieldsQuestion,
  unreadableProblem,
} from "./entry-problems"
import {
  baseOf,
  formKey,
  holdsChanges,
  openedFrom,
  Refusal,
  registerOwnBackends,
  repositoryFile,
  type Picture,
} from "./own-backend"
import { mergedWithOthers } from "./merge-entries"
import { editorRoot, Instruments, phoneStyle, showDate } from "./phone-form"
import {
  addedPastShows,
  pastShowQuestion,
  removalQuestion,
  removedShows,
  showsNotPublished,
  withNewShowIds,
  type ShowEntry,
  lackingFields,
  unfinishedShows,
  withIdsGivenBefore,
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
  type CompanionFile,
} from "./member-renames"
import { forgetPicturesNotIn } from "./kept-pictures"
import { notDeleted, notReplaced, pictureInUse, picturesInUse, usesOfPicture } from "./picture-names"
import { pictureStyle, registerPictureWidget } from "./picture-widget"
import {
  isMarked,
  markFields,
  registerOwnBoxes,
  watched,
  type FormWatch,
  type WidgetProps,
} from "./own-widgets"

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
/** Decap's documented global for widgets written as classes (create-react-class). */
declare const createClass: (spec: object) => unknown
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The text of each content file as the editor last read it. */
const readTexts: Partial<Record<ContentKind, string>> = {}
/** A file that could not be read stands in the form as this field, holding its text. */
const unreadable = `__fileTheEditorCouldNotRead`
const byteOrderMark = `\uFEFF`

CMS.registerCustomFormat(`json`, `json`, {
  fromFile(text: string) {
    const read = readJson(text.replace(byteOrderMark, ``))
    // Its form says so when it is opened (formWatch, below); with the hidden key the form's own line stands on (a
    // required field), so that Publish reaches the editor's refusal.
    if (!read.ok) return openedFrom({ [unreadable]: text }, text)
    const kind = kindOfData(read.value)
    if (!kind) return read.value
    readTexts[kind] = text
    const opened = openedFrom(read.value as Record<string, unknown>, text)
    return formAsLeft(kind, opened) ?? opened
  },
  toFile(data: Record<string, unknown>) {
    const kind = kindOfData(data)
    // Decap writes its local backup of the form through here too, 2 s after the last change. The editor keeps the
    // form as left itself, and gives Decap no text, of which Decap keeps no backup: so it never asks the backup
    // question nor draws a backup and the file over each other. A Publish's data is marked by preSave (below); its
    // text is laid out as the file it is an edit of, and loses its hidden key, in own-backend.ts.
    if (!(publishing in data)) {
      if (kind) keepFormAsLeft(kind, data)
      return ``
    }
    const { [publishing]: _, ...published } = data
    return JSON.stringify(published)
  },
})

// ---- The form as the page was left: kept by the editor, in this browser, until it is published or dropped ----

/** Marks the data preSave hands on to a Publish: its text is written (the form kept as left is not). */
const publishing = `_milkPatrolPublishing`
/** The form's data as it is now: Decap's getEntry, which it hands to the editor's widgets (the form's own line). */
let draft: (() => Immutable) | undefined
const leftKey = (kind: ContentKind) => `milk-patrol: form of ${kind} as the page was left`
/** Set once "Drop them" is tapped: nothing of the form is kept again while the page reloads. */
let dropped = false
const keepFormAsLeft = (kind: ContentKind, data: unknown) =>
  dropped || localStorage.setItem(leftKey(kind), JSON.stringify(data))
/** The forms kept as left, as their data's JSON. */
const keptForms = () =>
  (Object.keys(contentFiles) as ContentKind[]).flatMap((kind) => localStorage.getItem(leftKey(kind)) ?? [])
// Pictures kept for a form no longer kept (dropped, published, or picked and then replaced) are forgotten.
void forgetPicturesNotIn(keptForms())
// Decap's backup comes 2 s after the last change: an edit made just before the page was left is kept here.
window.addEventListener(`pagehide`, () => {
  const entry = draft?.()
  const kind = entry && kindOfPath(entry.get(`path`))
  if (kind) keepFormAsLeft(kind, entry.get(`data`).toJS())
})

/** Marks the hidden key of a form given back as left, until the form's own line (below) takes it off. */
const givenBackMark = `~given-back`

/** The form as the page was left, when it holds changes not published, instead of `opened`, its hidden key marked. */
function formAsLeft(kind: ContentKind, opened: Record<string, unknown>) {
  const left = JSON.parse(localStorage.getItem(leftKey(kind)) ?? `null`) as Record<string, unknown> | null
  if (!left || !holdsChanges(left, opened)) return undefined
  return { ...left, [formKey]: `${String(left[formKey])}${givenBackMark}` }
}

/** Forms given back as left on this page (their hidden keys), and the form lines showing, to draw again. */
const givenBack = new Set<string>()
const formLines = new Set<() => void>()

interface FormLineProps {
  value?: string
  onChange: (value: string) => void
  getEntry: () => Immutable
}
/**
 * The form's own line (the hidden key's field, cms-config.ts): what happens to changes not published, and, when the
 * form was given back as the page was left, that they are back, with "Drop them". Decap made that form as if it were
 * the file, so it offers no Publish: the line takes the mark off the hidden key, a change Decap sees, and Publish is
 * offered as for any change.
 */
CMS.registerWidget(
  `form-line`,
  createClass({
    componentDidMount(this: { props: FormLineProps; forceUpdate: () => void; drawAgain?: () => void }) {
      this.drawAgain = () => this.forceUpdate()
      formLines.add(this.drawAgain)
      const { value, onChange } = this.props
      if (!value?.endsWith(givenBackMark)) return
      givenBack.add(value.slice(0, -givenBackMark.length))
      onChange(value.slice(0, -givenBackMark.length))
    },
    componentWillUnmount(this: { drawAgain?: () => void }) {
      if (this.drawAgain) formLines.delete(this.drawAgain)
    },
    render(this: { props: FormLineProps }) {
      const { value = ``, getEntry } = this.props
      draft = getEntry
      const back = value.endsWith(givenBackMark) || givenBack.has(value)
      if (!back) return h(`p`, { role: `status` }, changesKeptHere)
      const button = { minHeight: `44px`, minWidth: `44px`, marginLeft: `0.5em`, font: `inherit` }
      return h(
        `p`,
        { id: `kept`, role: `status` },
        changesKept,
        h(
          `button`,
          {
            type: `button`,
            onClick: () => void dropKeptChanges(kindOfPath(getEntry().get(`path`))),
            style: button,
          },
          `Drop them`,
        ),
      )
    },
  }),
)
/**
 * "Drop them", tapped: the form kept as left and its pictures are forgotten, and the editor's page is loaded again.
 * Decap then reads the file through our backend and format as on any start, and shows it as published. No extension
 * point sets a whole form's data (a widget's onChange sets its own field), and this is no reach into the app: the
 * member asked for the page to start again, and Decap starts as it always does (extension-points.test.ts allows a
 * reload only in a function that a button of ours calls when tapped).
 */
async function dropKeptChanges(kind: ContentKind | undefined): Promise<void> {
  dropped = true
  if (kind) localStorage.removeItem(leftKey(kind))
  await forgetPicturesNotIn(keptForms())
  location.reload()
  // Decap's "leave this page?" answered Cancel: the page stays, and the changes it still shows are kept again (the
  // page being left, or Decap's next backup); 10 s, so that a reload going ahead has left before.
  setTimeout(() => (dropped = false), 10_000)
}
const changesKeptHere = `Your changes are kept on this device until you publish them, even if the page is closed or reloaded.`
const changesKept = `Your changes from before you left this page are back in this form. They are not published yet: press Publish, or "Drop them" to see the site's content as it is.`

// ---- Reading the repository's other files (the rules between files, the pictures' bytes) ----

async function readOtherFiles(): Promise<void> {
  const missing = (Object.keys(contentFiles) as ContentKind[]).filter((kind) => readTexts[kind] === undefined)
  await Promise.all(
    missing.map(async (kind) => {
      const bytes = await repositoryFile(pathOf(kind)).catch(() => undefined)
      if (bytes && readTexts[kind] === undefined) readTexts[kind] = new TextDecoder().decode(bytes)
    }),
  )
}

/** Uploads first seen under a name no picture in use had: Decap sends them again with each Publish of the form. */
const newPictures = new WeakSet<File>()

/**
 * Why a picture to commit with the form (our backend's, from Decap's `assets`) is not: an upload saved over a picture
 * the content uses (Decap's media library asks, then sends it anyway).
 */
async function replacedPicture(pictures: Picture[]): Promise<string | undefined> {
  for (const { path, file } of pictures) {
    const inUse = pictureInUse(readTexts, path)
    if (inUse && !newPictures.has(file)) return notReplaced(inUse, await usesOfPicture(readTexts, inUse))
    newPictures.add(file)
  }
  return undefined
}

/** A picture's bytes: the one to commit with the form, else the repository's. */
async function pictureBytes(imagePath: string, pictures: Picture[]): Promise<Uint8Array | undefined> {
  const name = imagePath.split(`/`).pop()!.toLowerCase()
  const chosen = pictures.find(({ path }) => path.split(`/`).pop()!.toLowerCase() === name)
  if (chosen) return new Uint8Array(await chosen.file.arrayBuffer())
  return repositoryFile(`content/${imagePath}`).catch(() => undefined)
}

/**
 * The checker's image rules in the browser, for the pictures new to the content: the kind from the first bytes, the
 * width as the browser decodes it.
 */
const browserImageProblem =
  (pictures: Picture[], known: Set<string>): ImageChecker =>
  async (imagePath, use) => {
    if (known.has(imagePath)) return undefined
    if (acceptsPdf(use, imagePath)) {
      const document = await pictureBytes(imagePath, pictures)
      return document ? pdfProblem(imagePath, String.fromCharCode(...document.subarray(0, 64))) : undefined
    }
    if (!usableEndings.some((ending) => imagePath.toLowerCase().endsWith(ending)))
      return wrongEndingProblem(imagePath, use)
    const bytes = await pictureBytes(imagePath, pictures)
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
      // Marked as a Publish's, so that the format writes its text (the form kept as left it does not).
      const data = (await checkBeforeSave(entry)) ?? (entry.get(`data`) as Immutable)
      return data.set(publishing, true)
    } catch (error) {
      showNotice(error instanceof Error ? error.message : String(error))
      if (error instanceof Refusal) markFields(entry.get(`data`).toJS(), error.problems)
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

// ---- Shows not filled in (an empty block added, or given back as the page was left) ----

const missingRequiredField = `Nothing was published: a field that must be filled in is empty; it is marked in red (a show not filled in is also named at the foot of the page).`

/** Names each show of the form that lacks a field, by its place and what it has, the fields by their labels. */
async function nameUnfinishedShows(entry: Immutable | undefined): Promise<void> {
  if (!entry || kindOfPath(entry.get(`path`)) !== `shows`) return
  const data = entry.get(`data`).toJS()
  const text = withKeptLayout(fileText(`shows`), data)
  const problems = await problemsOnSave(`shows`, text, readTexts, async () => undefined)
  const [read, now] = [blocksRead(`shows`), blocksIn(data)] as ShowEntry[][]
  const unfinished = unfinishedShows(problems, read!, now!, (field) => fieldLabel(`shows`, field))
  if (unfinished.length === 0) return
  showNotice(unfinished.join(`\n`))
  markFields(data, lackingFields(problems, now!))
}

/** What a new or removed show asks, and the id a new show is given (show-additions.ts). */
function withShowsAsked(data: Immutable, form: unknown): Immutable {
  const base = baseOf(form)
  const read = base === undefined ? undefined : readJson(base)
  const before = (read?.ok ? blocksIn(read.value) : blocksRead(`shows`)) as ShowEntry[]
  const givenKey = `milk-patrol: ids given in form ${String(form)}`
  const given = JSON.parse(localStorage.getItem(givenKey) ?? `[]`) as ShowEntry[]
  const now = withIdsGivenBefore(blocksIn(data.toJS()) as ShowEntry[], given)
  const removed = removedShows(before, now)
  if (removed.length > 0 && !window.confirm(removalQuestion(removed))) throw new Refusal(showsNotPublished)
  const past = addedPastShows(before, now, todayInCentralIllinois(new Date()))
  if (past.length > 0 && !window.confirm(pastShowQuestion(past))) throw new Refusal(showsNotPublished)
  const withIds = withNewShowIds(before, now)
  const givenNow = withIds.filter((show, index) => show.id && !blocksIn(data.toJS())[index]?.id)
  localStorage.setItem(givenKey, JSON.stringify(givenNow))
  return data.set(`shows`, withIds)
}

async function checkBeforeSave(entry: Immutable): Promise<Immutable | undefined> {
  const kind = kindOfPath(entry.get(`path`))
  if (!kind) return undefined
  // The form's hidden key (own-backend.ts) goes on to the Publish; the checks read the data without it.
  const form = entry.get(`data`).get(formKey)
  let data = (entry.get(`data`) as Immutable).removeIn([formKey])
  const unreadText = data.get(unreadable)
  if (typeof unreadText === `string`) throw new Refusal(await unreadableProblem(kind, unreadText))
  for (const at of blankOptionalTexts(kind, data.toJS()).reverse()) data = data.removeIn(at)
  if (kind === `shows`) data = withShowsAsked(data, form)
  await readOtherFiles()
  // A field the site does not know blocks every Publish, and the form cannot remove it: leave it out if the band
  // agrees, having been shown the checker's words for it.
  const unknown = unknownFields(kind, data.toJS())
  if (unknown.length > 0) {
    const asWritten = withKeptLayout(fileText(kind), data.toJS())
    const where = new Set(unknown.map((at) => JSON.stringify(at)))
    const lines = (await problemsOnSave(kind, asWritten, readTexts, async () => undefined))
      .filter(({ at }) => where.has(JSON.stringify(at)))
      .map(formatProblem)
    if (!window.confirm(unknownFieldsQuestion(kind, lines))) throw new Refusal(unknownFieldsKept(kind))
    for (const at of unknown.reverse()) data = data.removeIn(at)
  }
  const text = withKeptLayout(fileText(kind), data.toJS())
  const companions = kind === `members` ? await lineupsAlongWithRenames(data.toJS()) : []
  const others = { ...readTexts }
  for (const file of companions) others[kindOfPath(file.path)!] = file.raw
  // The pictures are checked by our backend's Publish, which Decap hands the files picked into the form.
  const problems = await problemsOnSave(kind, text, others, async () => undefined)
  // In the checker's own words, as the build would say them (cms-mistakes.spec compares them).
  if (problems.length > 0) throw new Refusal(formatProblems(problems), problems)
  sentAlong = companions
  return typeof form === `string` ? data.set(formKey, form) : data
}

registerOwnBackends({
  check: async (filePath, text, pictures) => {
    const kind = kindOfPath(filePath)!
    // The files sent along (lineups.json renamed with a member) as they will be.
    const along = Object.fromEntries(sentAlong.map((file) => [kindOfPath(file.path)!, file.raw]))
    // Images already in a file as read were checked when it was built; only new ones are read and checked.
    const known = new Set(picturesInUse(readTexts))
    const images = browserImageProblem(pictures, known)
    return (await replacedPicture(pictures)) ?? saveProblems(kind, text, { ...readTexts, ...along }, images)
  },
  alongside: () => Object.fromEntries(sentAlong.map((file) => [file.path, file.raw])),
  published: (filePath, outcome) => {
    const kind = kindOfPath(filePath)
    const along = sentAlong
    sentAlong = []
    if (`refused` in outcome) return showNotice(outcome.refused)
    if (kind) readTexts[kind] = outcome.text
    if (kind) localStorage.removeItem(leftKey(kind))
    void forgetPicturesNotIn(keptForms())
    givenBack.clear()
    for (const drawAgain of formLines) drawAgain()
    for (const file of along) readTexts[kindOfPath(file.path)!] = file.raw
    // The form holds this member's changes only: the other member's are in the file, and in the form once reloaded.
    if (outcome.merged) showNotice(mergedWithOthers, `merged`, `status`)
  },
  // A picture the content uses stays, and the band is told who uses it, as the checker names them.
  beforeDelete: async (paths) => {
    await readOtherFiles()
    for (const inUse of paths.flatMap((each) => pictureInUse(readTexts, each) ?? [])) {
      const words = notDeleted(inUse, await usesOfPicture(readTexts, inUse))
      alert(words)
      throw new Refusal(words)
    }
  },
})

// ---- A member renamed carries the lineups along ----

/** Files to send with the next save of the form (lineups.json, after a rename the band agreed to). */
let sentAlong: CompanionFile[] = []

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
  // The lineups as they are now: the save writes them as renamed here.
  const lineupsPath = pathOf(`lineups`)
  const bytes = await repositoryFile(lineupsPath)
  const lineups = bytes && new TextDecoder().decode(bytes)
  const renamed = lineups === undefined ? undefined : renamedLineupsText(lineups, renames)
  if (lineups === undefined || renamed === undefined) return []
  if (!window.confirm(renameQuestion(renames, lineupsNaming(JSON.parse(lineups), renames))))
    throw new Refusal(renameNotPublished)
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

// ---- What a form's boxes tell (own-widgets.ts): the file it could not read, another file's form kept ----

/** The text of an unreadable file whose form says so now. */
let warnedOf: string | undefined
const formWatch: FormWatch = {
  drawn(entry, otherFile) {
    // Decap keeps the form of the file open before when the address names another, and would save into the first.
    if (otherFile) return showNotice(keptForm(otherFile), `other-file`, `status`)
    const kind = kindOfPath(entry?.get(`path`))
    const text: unknown = entry?.getIn([`data`, unreadable])
    if (!kind || typeof text !== `string` || warnedOf === text) return
    warnedOf = text
    void unreadableProblem(kind, text).then((problem) =>
      showNotice(
        `The editor could not read this file, so it will not save over it (Publish is refused). Correct it in a text editor first:\n${problem}`,
        `unreadable-file`,
      ),
    )
  },
  gone() {
    warnedOf = undefined
    closeNotice(`unreadable-file`)
    closeNotice(`other-file`)
  },
}
const keptForm = (file: string) =>
  `The editor kept the form you had open before, so "${file}" is not shown here and nothing is saved into it. Press ← at the top left, then pick "${file}" in the list.`

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
  notice.append(close)
  notice.append(text.replace(/^Error: /, ``))
  document.body.append(notice)
}

function closeNotice(id = `refusal`): void {
  document.getElementById(id)?.remove()
  if (id === `refusal`) markFields(undefined, [])
}

// ---- Starting the editor ----

const style = document.createElement(`style`)
style.textContent = `${phoneStyle}\n${pictureStyle}`
document.head.append(style)
registerPictureWidget(() => picturesInUse(readTexts).map((used) => used.split(`/`).pop()!))
CMS.registerWidget(`instruments`, Instruments)
/** How many of the form's fields Decap last found wrong (the fieldsErrors it hands every widget). */
let fieldsWrong = 0
CMS.registerWidget(
  `show-date`,
  // Decap asks it whether to draw again, with the props it has now: more fields found wrong than before means Decap
  // refused a Publish (a required field empty, before preSave), in one sentence that names no show; the shows not
  // filled in are named at the foot of the page.
  watched(formWatch, (it) => showDate(it.props, isMarked(it.props)), {
    shouldComponentUpdate(this: { props: WidgetProps }, next: WidgetProps) {
      const wrong = next.fieldsErrors?.size ?? 0
      if (wrong > fieldsWrong) void nameUnfinishedShows(next.entry)
      fieldsWrong = wrong
      return (
        next.value !== this.props.value ||
        next.classNameWrapper !== this.props.classNameWrapper ||
        next.hasActiveStyle !== this.props.hasActiveStyle
      )
    },
  }),
)
registerOwnBoxes(formWatch)
// Decap refuses a Publish with a required field empty before preSave, in one sentence that names no show (an empty
// block given back as the page was left is folded): it says where to look, and the shows not filled in are named.
const english = CMS.getLocale(`en`)
CMS.registerLocale(`en`, {
  ...english,
  // A refused Publish says the editor's own words (a Refusal's text), not "Failed to persist entry: Error: …".
  ui: { ...english.ui, toast: { ...english.ui.toast, missingRequiredField, onFailToPersist: `%{details}` } },
  // The toolbar's words, short enough for a phone's (390 px): the way back to the list of files was "Writing in The
  // site's content collection", and a changed form's mark "Unsaved changes" (they are kept, on this device, until
  // published); Publish was cut and the account's menu pushed past the screen.
  editor: {
    ...english.editor,
    editorToolbar: {
      ...english.editor.editorToolbar,
      backCollection: `Files`,
      unsavedChanges: `Not published`,
    },
  },
})

// Decap was told not to start on its own (editor-config.js). It starts now, once every rule above is registered, from
// the build's configuration alone (written by src/build/write-editor.ts's editor-config.js, which the page loads
// before Decap's bundle): `load_config_file: false` keeps it from fetching config.yml, or whatever file a
// `<link rel="cms-config-url">` would name, and taking its backend, sign-in address or folders from there.
declare const milkPatrolEditorConfig: object
// In an element of ours (Decap's documented custom mount element), which the phone's style rules name.
const root = document.createElement(`div`)
root.id = editorRoot
document.body.append(root)
CMS.init({ config: { ...milkPatrolEditorConfig, load_config_file: false } })
