// The editor's script at /admin/, loaded after Decap CMS's bundle (built by src/build/write-editor.ts): the checker's
// rules before Publish, in its words; the form kept as the page was left; the questions a Publish asks; the widgets and
// backends registered; then Decap started. docs/editor.md, "The parts of src/cms/", says what each part is for.
import { CMS, createClass, h, type Immutable } from "./decap"
import { formatProblem, formatProblems, type ImageChecker } from "../content-model/content-rules"
import { contentFiles, type ContentKind } from "../content-model/files"
import * as imageWords from "../content-model/image-words"
import { readJson } from "../content-model/json-text"
import * as entryProblems from "./entry-problems"
import { kindOfData, kindOfPath, pathOf } from "./entry-problems"
import * as backend from "./own-backend"
import { formKey, Refusal, repositoryFile, type Picture } from "./own-backend"
import { mergedWithOthers } from "./merge-entries"
import { editorRoot, Instruments, phoneStyle, showDate } from "./phone-form"
import * as shows from "./show-additions"
import { todayInCentralIllinois } from "../site/band-day"
import { fieldLabel } from "./cms-config"
import { withKeptLayout } from "./kept-layout"
import { lineupsRenamed, renameNotPublished } from "./member-renames"
import { forgetPicturesNotIn } from "./kept-pictures"
import {
  fileName,
  notDeleted,
  type ContentTexts,
  notReplaced,
  pictureInUse,
  picturesInUse,
  usesOfPicture,
} from "./picture-names"
import { pictureStyle, registerPictureWidget } from "./picture-widget"
import * as widgets from "./own-widgets"

const contentKinds = Object.keys(contentFiles) as ContentKind[]
/** The text of each content file as the editor last read it. */
const readTexts: ContentTexts = {}
/** A file that could not be read stands in the form as this field, holding its text. */
const unreadable = `__fileTheEditorCouldNotRead`
const byteOrderMark = `\uFEFF`

CMS.registerCustomFormat(`json`, `json`, {
  fromFile(text: string) {
    const read = readJson(text.replace(byteOrderMark, ``))
    // Said when its form opens (formWatch); the hidden key fills the form line's required field, so Publish reaches
    // the editor's refusal.
    if (!read.ok) return backend.openedFrom({ [unreadable]: text }, text)
    const kind = kindOfData(read.value)
    if (!kind) return read.value
    readTexts[kind] = text
    const opened = backend.openedFrom(read.value as Record<string, unknown>, text)
    return formAsLeft(kind, opened) ?? opened
  },
  toFile(data: Record<string, unknown>) {
    const kind = kindOfData(data)
    // Decap's local backup (2 s after the last change) comes through here too: the editor keeps the form itself and
    // gives Decap no text, so Decap never asks its backup question. Only preSave's data is a Publish's.
    if (!(publishing in data)) {
      if (kind) keepFormAsLeft(kind, data)
      return ``
    }
    const { [publishing]: _, ...published } = data
    return JSON.stringify(published)
  },
})

// ---- The form as the page was left: kept by the editor, in this browser, until it is published or dropped ----

/** Marks the data preSave hands on to a Publish, whose text is written. */
const publishing = `_milkPatrolPublishing`
/** The form's data as it is now: the getEntry Decap hands the form line's widget. */
let draft: (() => Immutable) | undefined
const leftKey = (kind: ContentKind) => `milk-patrol: form of ${kind} as the page was left`
/** Set once "Drop them" is tapped: nothing of the form is kept again while the page reloads. */
let dropped = false
const keepFormAsLeft = (kind: ContentKind, data: unknown) => dropped || backend.keep(leftKey(kind), data)
const keptForms = () => contentKinds.flatMap((kind) => localStorage.getItem(leftKey(kind)) ?? [])
void forgetPicturesNotIn(keptForms())
// An edit made less than 2 s before the page was left (Decap's backup debounce) is kept here.
window.addEventListener(`pagehide`, () => {
  const entry = draft?.()
  const kind = entry && kindOfPath(entry.get(`path`))
  if (kind) keepFormAsLeft(kind, entry.get(`data`).toJS())
})

/** Marks the hidden key of a form given back as left, until the form line takes it off. */
const givenBackMark = `~given-back`

/** The form as the page was left, when it holds changes not published, its hidden key marked. */
function formAsLeft(kind: ContentKind, opened: Record<string, unknown>) {
  const left = backend.kept<Record<string, unknown>>(leftKey(kind))
  if (!left || !backend.holdsChanges(left, opened)) return undefined
  return { ...left, [formKey]: `${String(left[formKey])}${givenBackMark}` }
}

/** Forms given back on this page (their hidden keys), and the form lines showing, to draw again. */
const givenBack = new Set<string>()
const formLines = new Set<() => void>()

/**
 * The form's own line (the hidden key's field): what happens to changes not published, or that they are back, with
 * "Drop them". Decap offers no Publish for a form given back, as it read it from the file: taking the mark off the
 * hidden key is a change it sees.
 */
CMS.registerWidget(
  `form-line`,
  createClass({
    componentDidMount(this: { props: widgets.WidgetProps; forceUpdate: () => void; drawAgain?: () => void }) {
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
    render(this: { props: widgets.WidgetProps }) {
      const { value = ``, getEntry } = this.props
      draft = getEntry
      const back = value.endsWith(givenBackMark) || givenBack.has(value)
      if (!back) return h(`p`, { role: `status` }, changesKeptHere)
      const drop = { type: `button`, onClick: () => void dropKeptChanges(getEntry), style: dropStyle }
      return h(`p`, { id: `kept`, role: `status` }, changesKept, h(`button`, drop, `Drop them`))
    },
  }),
)
/**
 * "Drop them", tapped: the form kept as left and its pictures are forgotten, and the page loads again, showing the
 * file as published. No extension point sets a whole form's data; a reload the member asked for is no reach into the
 * app (extension-points.test.ts allows one only where a button of ours is tapped).
 */
async function dropKeptChanges(entry: () => Immutable): Promise<void> {
  const kind = kindOfPath(entry().get(`path`))
  dropped = true
  if (kind) localStorage.removeItem(leftKey(kind))
  await forgetPicturesNotIn(keptForms())
  // Decap's "leave this page?" answered Cancel: the page stays, and what it shows is kept again from the member's next
  // touch or key (not a held key's repeat); a reload that goes ahead leaves with neither.
  const keepAgain = (event: Event) => void ((event as KeyboardEvent).repeat || (dropped = false))
  for (const type of [`pointerdown`, `keydown`]) window.addEventListener(type, keepAgain, { capture: true })
  location.reload()
}
const dropStyle = { minHeight: `44px`, minWidth: `44px`, marginLeft: `0.5em`, font: `inherit` }
const changesKeptHere = `Your changes are kept on this device until you publish them, even if the page is closed or reloaded.`
const changesKept = `Your changes from before you left this page are back in this form. They are not published yet: press Publish, or "Drop them" to see the site's content as it is.`

// ---- The repository's other files (the rules between files) and the pictures' bytes ----

async function readOtherFiles(): Promise<void> {
  const read = async (kind: ContentKind) => {
    const text = await backend.repositoryText(pathOf(kind)).catch(() => undefined)
    if (text !== undefined && readTexts[kind] === undefined) readTexts[kind] = text
  }
  await Promise.all(contentKinds.filter((kind) => readTexts[kind] === undefined).map(read))
}

/** Uploads first seen under a name no picture in use had: Decap sends them again with each Publish of the form. */
const newPictures = new WeakSet<File>()

/** Why a picture to commit with the form is not: an upload over a picture in use (Decap asks, then sends it). */
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
  const name = fileName(imagePath).toLowerCase()
  const chosen = pictures.find(({ path }) => fileName(path).toLowerCase() === name)
  if (chosen) return new Uint8Array(await chosen.file.arrayBuffer())
  return repositoryFile(`content/${imagePath}`).catch(() => undefined)
}

/** The checker's image rules, in the browser, for pictures new to the content. */
const browserImageProblem =
  (pictures: Picture[], known: Set<string>): ImageChecker =>
  async (imagePath, use) => {
    if (known.has(imagePath)) return undefined
    const pdf = imageWords.acceptsPdf(use, imagePath)
    if (!pdf && !imageWords.usableEndings.some((ending) => imagePath.toLowerCase().endsWith(ending)))
      return imageWords.wrongEndingProblem(imagePath, use)
    const bytes = await pictureBytes(imagePath, pictures)
    // A missing file is the checker's to report with the folder's names; the form only links files it has.
    if (!bytes) return undefined
    const start = String.fromCharCode(...bytes.subarray(0, 64))
    if (pdf) return imageWords.pdfProblem(imagePath, start)
    const recognized = imageWords.recognizeByBytes(start)
    if (`unusable` in recognized) return imageWords.unusableKindProblem(imagePath, recognized.unusable, use)
    const picture = await createImageBitmap(new Blob([bytes as BlobPart])).catch(() => undefined)
    if (!picture) return imageWords.damagedImageProblem(imagePath, recognized.usable, use)
    return imageWords.narrowImageProblem(imagePath, picture.width, use)
  }

CMS.registerEventListener({
  name: `preSave`,
  handler: async ({ entry }) => {
    closeNotice()
    try {
      const data = (await checkBeforeSave(entry)) ?? (entry.get(`data`) as Immutable)
      return data.set(publishing, true)
    } catch (error) {
      showNotice(error instanceof Error ? error.message : String(error))
      if (error instanceof Refusal) widgets.markFields(entry.get(`data`).toJS(), error.problems)
      throw error
    }
  },
})

const fileText = (kind: ContentKind) => readTexts[kind]?.replace(byteOrderMark, ``)

/** The shows of the Shows form's data: its one list. */
const showsIn = (data: unknown) =>
  ((data && Object.values(data).find(Array.isArray)) ?? []) as shows.ShowEntry[]
/** The shows of a text of shows.json; undefined when it cannot be read. */
function showsOfText(text: string | undefined): shows.ShowEntry[] | undefined {
  const read = readJson(text ?? ``)
  return read.ok ? showsIn(read.value) : undefined
}

// ---- Shows not filled in (an empty block added, or given back as the page was left) ----

const missingRequiredField = `Nothing was published: a field that must be filled in is empty; it is marked in red (a show not filled in is also named at the foot of the page).`

/** Names each show of the form that lacks a field, by its place and what it has, the fields by their labels. */
async function nameUnfinishedShows(entry: Immutable | undefined): Promise<void> {
  if (!entry || kindOfPath(entry.get(`path`)) !== `shows`) return
  const data = entry.get(`data`).toJS()
  const text = withKeptLayout(fileText(`shows`), data)
  const problems = await entryProblems.problemsOnSave(`shows`, text, readTexts)
  const [read, now] = [showsOfText(fileText(`shows`)) ?? [], showsIn(data)]
  const unfinished = shows.unfinishedShows(problems, read, now, (field) => fieldLabel(`shows`, field))
  if (unfinished.length === 0) return
  showNotice(unfinished.join(`\n`))
  widgets.markFields(data, shows.lackingFields(problems, now))
}

/** What a new or removed show asks, and the id a new show is given (show-additions.ts). */
function withShowsAsked(data: Immutable, form: unknown): Immutable {
  const before = showsOfText(backend.baseOf(form)) ?? showsOfText(fileText(`shows`)) ?? []
  const givenKey = `milk-patrol: ids given in form ${String(form)}`
  const given = backend.kept<shows.ShowEntry[]>(givenKey) ?? []
  const shown = showsIn(data.toJS())
  const now = shows.withIdsGivenBefore(shown, given)
  const removed = shows.removedShows(before, now)
  if (removed.length > 0) agreed(shows.removalQuestion(removed), shows.showsNotPublished)
  const past = shows.addedPastShows(before, now, todayInCentralIllinois(new Date()))
  if (past.length > 0) agreed(shows.pastShowQuestion(past), shows.showsNotPublished)
  const withIds = shows.withNewShowIds(before, now)
  const givenNow = withIds.filter((show, index) => show.id && !shown[index]?.id)
  backend.keep(givenKey, givenNow)
  return data.set(`shows`, withIds)
}

/** Asks the band `question`: Cancel refuses the Publish, saying `cancelled`. */
function agreed(question: string, cancelled: string): void {
  if (!window.confirm(question)) throw new Refusal(cancelled)
}

async function checkBeforeSave(entry: Immutable): Promise<Immutable | undefined> {
  const kind = kindOfPath(entry.get(`path`))
  if (!kind) return undefined
  // The checks read the data without the form's hidden key; the Publish gets it back.
  const form = entry.get(`data`).get(formKey)
  let data = (entry.get(`data`) as Immutable).removeIn([formKey])
  const unreadText = data.get(unreadable)
  if (typeof unreadText === `string`)
    throw new Refusal(await entryProblems.unreadableProblem(kind, unreadText))
  for (const at of entryProblems.blankOptionalTexts(kind, data.toJS()).reverse()) data = data.removeIn(at)
  if (kind === `shows`) data = withShowsAsked(data, form)
  await readOtherFiles()
  // A field the site does not know blocks every Publish, and the form cannot remove it: left out if the band agrees.
  const unknown = entryProblems.unknownFields(kind, data.toJS())
  if (unknown.length > 0) {
    const asWritten = withKeptLayout(fileText(kind), data.toJS())
    const where = new Set(unknown.map((at) => JSON.stringify(at)))
    const lines = (await entryProblems.problemsOnSave(kind, asWritten, readTexts))
      .filter(({ at }) => where.has(JSON.stringify(at)))
      .map(formatProblem)
    agreed(entryProblems.unknownFieldsQuestion(kind, lines), entryProblems.unknownFieldsKept(kind))
    for (const at of unknown.reverse()) data = data.removeIn(at)
  }
  const text = withKeptLayout(fileText(kind), data.toJS())
  const companions = kind === `members` ? await lineupsAlongWithRenames(data.toJS()) : {}
  // The pictures are checked by our backend's Publish, which Decap hands the files picked into the form.
  const problems = await entryProblems.problemsOnSave(kind, text, { ...readTexts, ...companions })
  if (problems.length > 0) throw new Refusal(formatProblems(problems), problems)
  sentAlong = companions
  return typeof form === `string` ? data.set(formKey, form) : data
}

backend.registerOwnBackends({
  check: async (filePath, text, pictures) => {
    const kind = kindOfPath(filePath)!
    // Only pictures new to the content are read: the others were checked when the site was built.
    const known = new Set(picturesInUse(readTexts))
    const images = browserImageProblem(pictures, known)
    return (
      (await replacedPicture(pictures)) ??
      entryProblems.saveProblems(kind, text, { ...readTexts, ...sentAlong }, images)
    )
  },
  alongside: () =>
    Object.fromEntries(Object.entries(sentAlong).map(([kind, text]) => [pathOf(kind as ContentKind), text])),
  published: (filePath, outcome) => {
    const kind = kindOfPath(filePath)
    const along = sentAlong
    sentAlong = {}
    if (`refused` in outcome) return showNotice(outcome.refused)
    Object.assign(readTexts, kind && { [kind]: outcome.text }, along)
    if (kind) localStorage.removeItem(leftKey(kind))
    void forgetPicturesNotIn(keptForms())
    givenBack.clear()
    for (const drawAgain of formLines) drawAgain()
    if (outcome.merged) showNotice(mergedWithOthers, `merged`, `status`)
  },
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

/** Files to send with the next save of the form (lineups.json, after a rename the band agreed to), by kind. */
let sentAlong: ContentTexts = {}

/** lineups.json with the names the form renames, to save with the members once the band agrees (else refused). */
async function lineupsAlongWithRenames(members: unknown): Promise<ContentTexts> {
  const lineupsNow = () => backend.repositoryText(pathOf(`lineups`))
  const renamed = await lineupsRenamed(fileText(`members`), members, lineupsNow)
  if (!renamed) return {}
  agreed(renamed.question, renameNotPublished)
  return { lineups: renamed.text }
}

// ---- Lineups: a list of names picked from the members ----

const relation = CMS.getWidget(`relation`)
if (relation) {
  // Without the metadata it hands the list, which then could not remove the item (only Decap's preview reads it).
  const MemberControl = (props: { onChange: (value: unknown) => void }) =>
    h(relation.control, { ...props, onChange: (value: unknown) => props.onChange(value) })
  CMS.registerWidget(`member`, MemberControl, relation.preview)
}

// ---- What a form's boxes tell (own-widgets.ts): a file it could not read, another file's form kept ----

/** The text of an unreadable file whose form says so now. */
let warnedOf: string | undefined
const formWatch: widgets.FormWatch = {
  drawn(entry, otherFile) {
    // Decap keeps the form of the file open before when the address names another, and would save into the first.
    if (otherFile) return showNotice(keptForm(otherFile), `other-file`, `status`)
    const kind = kindOfPath(entry?.get(`path`))
    const text: unknown = entry?.getIn([`data`, unreadable])
    if (!kind || typeof text !== `string` || warnedOf === text) return
    warnedOf = text
    void entryProblems
      .unreadableProblem(kind, text)
      .then((problem) => showNotice(unread(problem), `unreadable-file`))
  },
  gone() {
    warnedOf = undefined
    closeNotice(`unreadable-file`)
    closeNotice(`other-file`)
  },
}
const unread = (problem: string) =>
  `The editor could not read this file, so it will not save over it (Publish is refused). Correct it in a text editor first:\n${problem}`
const keptForm = (file: string) =>
  `The editor kept the form you had open before, so "${file}" is not shown here and nothing is saved into it. Press ← at the top left, then pick "${file}" in the list.`

// ---- Refusals stay until closed, with the field they name marked ----

/** Says `text` at the foot of the page until Close is pressed (Decap's messages leave after 8 s, too soon). */
function showNotice(text: string, id = `refusal`, role: `alert` | `status` = `alert`): void {
  document.getElementById(id)?.remove()
  const notice = Object.assign(document.createElement(`div`), { id })
  notice.setAttribute(`role`, role)
  notice.style.cssText = `position:fixed;z-index:1000;left:0;right:0;bottom:0;max-height:50vh;overflow:auto;padding:1em;background:#fcefef;color:#5c0000;border-top:3px solid #d60032;white-space:pre-wrap;font:15px/1.4 sans-serif`
  const close = Object.assign(document.createElement(`button`), { type: `button`, textContent: `Close` })
  close.style.cssText = `float:right;margin-left:1em;min-height:44px;min-width:44px;font:inherit`
  close.addEventListener(`click`, () => closeNotice(id))
  notice.append(close, text.replace(/^Error: /, ``))
  document.body.append(notice)
}

function closeNotice(id = `refusal`): void {
  document.getElementById(id)?.remove()
  if (id === `refusal`) widgets.markFields(undefined, [])
}

// ---- Starting the editor ----

document.head.append(
  Object.assign(document.createElement(`style`), { textContent: `${phoneStyle}\n${pictureStyle}` }),
)
registerPictureWidget(() => picturesInUse(readTexts))
CMS.registerWidget(`instruments`, Instruments)
/** How many of the form's fields Decap last found wrong (the fieldsErrors it hands every widget). */
let fieldsWrong = 0
CMS.registerWidget(
  `show-date`,
  // More fields wrong than before: Decap refused a Publish for an empty required field, in words that name no show.
  widgets.watched(formWatch, (it) => showDate(it.props, widgets.isMarked(it.props)), {
    shouldComponentUpdate(this: { props: widgets.WidgetProps }, next: widgets.WidgetProps) {
      const wrong = next.fieldsErrors?.size ?? 0
      if (wrong > fieldsWrong) void nameUnfinishedShows(next.entry)
      fieldsWrong = wrong
      return [`value`, `classNameWrapper`, `hasActiveStyle`].some((key) => next[key] !== this.props[key])
    },
  }),
)
widgets.registerOwnBoxes(formWatch)
const english = CMS.getLocale(`en`)
// Toolbar words short enough for a phone, where Decap's pushed Publish and the account menu off the screen.
const toolbar = { ...english.editor.editorToolbar, backCollection: `Files`, unsavedChanges: `Not published` }
CMS.registerLocale(`en`, {
  ...english,
  // Where to look for an empty field; a refused Publish in the editor's words, not "Failed to persist entry: …".
  ui: { ...english.ui, toast: { ...english.ui.toast, missingRequiredField, onFailToPersist: `%{details}` } },
  editor: { ...english.editor, editorToolbar: toolbar },
})

// Decap starts now, with every rule registered, from the build's configuration alone (editor-config.js, written by
// src/build/write-editor.ts): no config.yml, nor a file a `<link rel="cms-config-url">` names, can change its backend
// or sign-in. It mounts in an element of ours (its documented custom mount element), which the phone's style names.
declare const milkPatrolEditorConfig: object
document.body.append(Object.assign(document.createElement(`div`), { id: editorRoot }))
CMS.init({ config: { ...milkPatrolEditorConfig, load_config_file: false } })
