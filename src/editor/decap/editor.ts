// The editor's script at /admin/, loaded after Decap CMS's bundle (built by src/build/write-editor.ts): the adapter
// between Decap and the rules of editing (src/editor/core/editor-tab.ts). Each Decap callback is one call into this
// tab's EditorTab; what stays here is Decap's: the format, the widgets, the backends, the notices, the start.
import { CMS, createClass, h, type Immutable } from "./decap"
import type { ImageChecker } from "../../content-model/content-rules"

import * as imageWords from "../../content-model/image-words"
import { readJson } from "../../content-model/json-text"
import * as entryProblems from "../core/entry-problems"
import { kindOfData, kindOfPath } from "../core/entry-problems"
import { EditorTab, Refusal, type Opened } from "../core/editor-tab"
import type { PictureUpload } from "../core/ports"
import { mergedWithOthers } from "../core/publish-words"
import { sameContent } from "../core/merge-entries"
import { registerOwnBackends, setCommitMessage, type OwnParts } from "./backends"
import { formKey } from "./decap-config"
import { fieldLabel } from "../core/band-words"
import * as words from "./editor-words"
import { editorRoot, Instruments, phoneStyle, showDate } from "./phone-form"
import * as shows from "../core/show-additions"
import { todayInCentralIllinois } from "../../site/band-day"
import { withKeptLayout } from "../core/file-layout"
import { forgetPicturesNotIn, keptPicture } from "./picture-store"
import { fileName, picturesInUse, picturesNamedIn } from "../core/picture-names"
import { pictureStyle, registerPictureWidget, smallerPicture } from "./picture-widget"
import { signInPage, signInStyle } from "./sign-in"
import * as widgets from "./widgets"

/** A file that could not be read stands in the form as this field, holding its text. */
const unreadable = `__fileTheEditorCouldNotRead`
const byteOrderMark = `\uFEFF`

/** This tab's name, kept by the browser for this tab alone, through its reloads. */
const tabKey = `milk-patrol: this tab`
const tabName = sessionStorage.getItem(tabKey) ?? crypto.randomUUID()
sessionStorage.setItem(tabKey, tabName)

/** The file a repository of ours reads now, once Decap made the backend. */
let fileNow: OwnParts[`file`] = async () => undefined

const tab = new EditorTab({
  tab: tabName,
  store: {
    get: (key) => localStorage.getItem(key) ?? undefined,
    set: (key, value) => localStorage.setItem(key, value),
    remove: (key) => localStorage.removeItem(key),
    keys: () => Object.keys(localStorage),
  },
  ask: (question) => window.confirm(question),
  today: () => todayInCentralIllinois(new Date()),
  imageCheck: (uploads, inUse) => browserImageProblem(uploads, inUse),
})

/** Set once "Drop them" is tapped: nothing of the form is kept again while the page reloads. */
let dropped = false
/** Forms given back on this page, by id, and from where; the form lines showing, to draw again. */
const givenBack = new Map<string, NonNullable<Opened[`givenBack`]>>()
const formLines = new Set<() => void>()
/** Marks the hidden key of a form given back, until the form line takes it off. */
const givenBackMark = `~given-back`
/** Marks the data preSave hands on to a Publish, whose text is written. */
const publishing = `_milkPatrolPublishing`

CMS.registerCustomFormat(`json`, `json`, {
  fromFile(text: string) {
    const read = readJson(text.replace(byteOrderMark, ``))
    // Said when its form opens (formWatch); the hidden key fills the form line's required field, so Publish reaches
    // the editor's refusal.
    if (!read.ok) return { [unreadable]: text, [formKey]: `unreadable` }
    const kind = kindOfData(read.value)
    if (!kind) return read.value
    const opened = tab.opened(kind, text)
    if (opened.givenBack) givenBack.set(opened.formId, opened.givenBack)
    return { ...opened.data, [formKey]: `${opened.formId}${opened.givenBack ? givenBackMark : ``}` }
  },
  toFile(data: Record<string, unknown>) {
    // Decap's local backup (2 s after the last change) comes through here too: the editor keeps the form itself and
    // gives Decap no text, so Decap never asks its backup question. Only preSave's data is a Publish's.
    if (!(publishing in data)) {
      if (!dropped) tab.edited(formIdOf(data[formKey]), withoutHiddenKeys(data))
      return ``
    }
    const { [publishing]: _, ...published } = data
    return JSON.stringify(published)
  },
})

const formIdOf = (key: unknown) => String(key ?? ``).replace(givenBackMark, ``)
function withoutHiddenKeys(data: Record<string, unknown>): Record<string, unknown> {
  const { [formKey]: _, [publishing]: __, ...rest } = data
  return rest
}

void forgetPicturesNotIn(tab.keptTexts())
// An edit made less than 2 s before the page was left (Decap's backup debounce) is kept here.
let draft: (() => Immutable) | undefined
window.addEventListener(`pagehide`, () => {
  const data = draft?.().get(`data`)?.toJS()
  if (data && !dropped) tab.edited(formIdOf(data[formKey]), withoutHiddenKeys(data))
})

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
      if (value?.endsWith(givenBackMark)) onChange(formIdOf(value))
    },
    componentWillUnmount(this: { drawAgain?: () => void }) {
      if (this.drawAgain) formLines.delete(this.drawAgain)
    },
    render(this: { props: widgets.WidgetProps }) {
      const { value = ``, getEntry } = this.props
      draft = getEntry
      const from = givenBack.get(formIdOf(value))
      if (!from) return h(`p`, { role: `status` }, words.changesKeptHere)
      const drop = { type: `button`, onClick: () => void dropKeptChanges(getEntry), style: dropStyle }
      const line = from === `this tab` ? words.changesKept : words.changesOfAnotherTab
      return h(`p`, { id: `kept`, role: `status` }, line, h(`button`, drop, `Drop them`))
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
  if (kind) tab.dropped(kind)
  await forgetPicturesNotIn(tab.keptTexts())
  // Decap's "leave this page?" answered Cancel: the page stays, and what it shows is kept again from the member's next
  // touch or key (not a held key's repeat); a reload that goes ahead leaves with neither.
  const keepAgain = (event: Event) => void ((event as KeyboardEvent).repeat || (dropped = false))
  for (const type of [`pointerdown`, `keydown`]) window.addEventListener(type, keepAgain, { capture: true })
  location.reload()
}
const dropStyle = { minHeight: `44px`, minWidth: `44px`, marginLeft: `0.5em`, font: `inherit` }

// ---- The pictures' bytes, for the checker's image rules ----

/** A picture's bytes: the one to commit with the form, else the repository's. */
async function pictureBytes(imagePath: string, uploads: PictureUpload[]): Promise<Uint8Array | undefined> {
  const name = fileName(imagePath).toLowerCase()
  const chosen = uploads.find(({ path }) => fileName(path).toLowerCase() === name)
  if (chosen) return chosen.bytes()
  return fileNow(`content/${imagePath}`).catch(() => undefined)
}

/** The checker's image rules, in the browser, for pictures new to the content. */
const browserImageProblem =
  (uploads: PictureUpload[], inUse: ReadonlySet<string>): ImageChecker =>
  async (imagePath, use) => {
    if (inUse.has(imagePath) && !uploads.some(({ path }) => path.endsWith(`/${imagePath}`))) return undefined
    const pdf = imageWords.acceptsPdf(use, imagePath)
    if (!pdf && !imageWords.usableEndings.some((ending) => imagePath.toLowerCase().endsWith(ending)))
      return imageWords.wrongEndingProblem(imagePath, use)
    const bytes = await pictureBytes(imagePath, uploads)
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

// ---- A Publish: Decap's preSave asks the band's questions, our backend's persistEntry publishes ----

CMS.registerEventListener({
  name: `preSave`,
  handler: async ({ entry }) => {
    closeNotice()
    const data = entry.get(`data`) as Immutable
    try {
      const key = data.get(formKey)
      const kind = kindOfPath(entry.get(`path`))
      const unreadText = data.get(unreadable)
      if (kind && typeof unreadText === `string`)
        throw new Refusal(await entryProblems.unreadableProblem(kind, unreadText))
      if (!kind) return data.set(publishing, true)
      const asked = await tab.beforePublish(formIdOf(key), withoutHiddenKeys(data.toJS()))
      return withChanges(data, { ...asked, [formKey]: key, [publishing]: true })
    } catch (error) {
      // A refusal in the band's words; anything else is a fault of the editor's, whose own words would mean nothing.
      showNotice(error instanceof Refusal ? error.message : words.unexpected)
      if (error instanceof Refusal) widgets.markFields(data.toJS(), error.problems)
      throw said(error)
    }
  },
})

/**
 * What each refused Publish said. Decap awaits the Publish its toolbar starts and catches no refusal, which would reach
 * the page as an uncaught error ("Object") though the member is told in words: those refusals, and no other
 * rejection, are held back from the page's errors.
 */
const refusalsSaid = new Set<string>()
function said<T>(refusal: T): T {
  refusalsSaid.add(JSON.stringify(String(refusal)).slice(1, -1))
  return refusal
}
/** Whether a rejection nobody caught is a refused Publish already said: Decap's, for an empty field, carries nothing. */
function alreadySaid(reason: unknown): boolean {
  if (reason === undefined) return true
  let text = ``
  try {
    text = JSON.stringify(reason) ?? ``
  } catch {
    return false
  }
  return [...refusalsSaid].some((words) => text.includes(words))
}
window.addEventListener(`unhandledrejection`, (event) => {
  if (alreadySaid(event.reason)) event.preventDefault()
})

/** Decap's data with the top-level fields that differ in `plain` set to it, and those it lacks removed. */
function withChanges(data: Immutable, plain: Record<string, unknown>): Immutable {
  const now = data.toJS() as Record<string, unknown>
  let changed = data
  for (const key of Object.keys(now)) if (!(key in plain)) changed = changed.removeIn([key])
  for (const [key, value] of Object.entries(plain))
    if (!sameContent(now[key], value)) changed = changed.set(key, value)
  return changed
}

/* eslint-disable @typescript-eslint/no-explicit-any -- Decap's entries */
/**
 * The pictures the form names, no other: Decap hands persistEntry every picture picked since the form opened (one
 * replaced by another would be committed unused), and none picked before a reload, which picture-store.ts kept.
 */
function uploadsOf(assets: { path: string; fileObj?: File }[], raw: string): PictureUpload[] {
  const sent = new Map(assets.map(({ path, fileObj }) => [path.replace(/^\//, ``), fileObj]))
  return [...picturesNamedIn(raw)].map((named) => {
    const path = `content/${named}`
    const file = async () => sent.get(path) ?? (await keptPicture(path))
    return {
      path,
      bytes: async () => {
        const found = await file()
        if (!found) throw new Refusal(words.pictureMissing(fileName(named)))
        return new Uint8Array(await (await smallerPicture(found)).arrayBuffer())
      },
    }
  })
}

async function persist(entry: any, options: any): Promise<void> {
  const file = entry.dataFiles?.[0] as { path: string; raw: string } | undefined
  if (!file) return
  const read = readJson(file.raw)
  const data = (read.ok ? read.value : {}) as Record<string, unknown>
  setCommitMessage(options?.commitMessage)
  try {
    const uploads = (
      await Promise.all(
        uploadsOf(entry.assets ?? [], file.raw).map(async (upload) =>
          (await upload.bytes().then(
            () => true,
            () => false,
          ))
            ? [upload]
            : [],
        ),
      )
    ).flat()
    const published = await tab.publish(formIdOf(data[formKey]), withoutHiddenKeys(data), uploads)
    void forgetPicturesNotIn(tab.keptTexts())
    givenBack.clear()
    for (const drawAgain of formLines) drawAgain()
    if (published.merged) showNotice(mergedWithOthers, `merged`, `status`)
  } catch (error) {
    const told = error instanceof Refusal ? error.message : words.noAnswerNoRead
    showNotice(told)
    if (error instanceof Refusal) widgets.markFields(data, error.problems)
    throw said(new Refusal(told))
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

registerOwnBackends({
  connected: (parts) => {
    fileNow = parts.file
    tab.connect(parts.repository)
  },
  persist,
  beforeDelete: async (paths) => {
    try {
      await tab.deleteRequested(paths)
    } catch (error) {
      if (error instanceof Refusal) alert(error.message)
      throw error
    }
  },
  signInPage,
})

// ---- Shows not filled in (an empty block added, or given back as the page was left) ----

/** Names each show of the form that lacks a field, by its place and what it has, the fields by their labels. */
async function nameUnfinishedShows(entry: Immutable | undefined): Promise<void> {
  if (!entry || kindOfPath(entry.get(`path`)) !== `shows`) return
  const data = entry.get(`data`).toJS()
  const fileText = tab.lastRead.shows?.replace(byteOrderMark, ``)
  const text = withKeptLayout(fileText, data)
  const problems = await entryProblems.problemsOnSave(`shows`, text, tab.lastRead)
  const [read, now] = [showsOfText(fileText) ?? [], showsIn(data)]
  const unfinished = shows.unfinishedShows(problems, read, now, (field) => fieldLabel(`shows`, field))
  if (unfinished.length === 0) return
  showNotice(unfinished.join(`\n`))
  widgets.markFields(data, shows.lackingFields(problems, now))
}

/** The shows of the Shows form's data: its one list. */
const showsIn = (data: unknown) =>
  ((data && Object.values(data).find(Array.isArray)) ?? []) as shows.ShowEntry[]
/** The shows of a text of shows.json; undefined when it cannot be read. */
function showsOfText(text: string | undefined): shows.ShowEntry[] | undefined {
  const read = readJson(text ?? ``)
  return read.ok ? showsIn(read.value) : undefined
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
    if (otherFile) return showNotice(words.keptForm(otherFile), `other-file`, `status`)
    const kind = kindOfPath(entry?.get(`path`))
    const text: unknown = entry?.getIn([`data`, unreadable])
    if (!kind || typeof text !== `string` || warnedOf === text) return
    warnedOf = text
    void entryProblems
      .unreadableProblem(kind, text)
      .then((problem) => showNotice(words.unread(problem), `unreadable-file`))
  },
  gone() {
    warnedOf = undefined
    closeNotice(`unreadable-file`)
    closeNotice(`other-file`)
  },
}

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
  Object.assign(document.createElement(`style`), {
    textContent: `${phoneStyle}\n${pictureStyle}\n${signInStyle}`,
  }),
)
registerPictureWidget(() => picturesInUse(tab.lastRead))
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
const toolbar = { ...english.editor.editorToolbar, ...words.toolbarWords }
CMS.registerLocale(`en`, {
  ...english,
  // Where to look for an empty field; a refused Publish in the editor's words, not "Failed to persist entry: …".
  ui: {
    ...english.ui,
    toast: {
      ...english.ui.toast,
      missingRequiredField: words.missingRequiredField,
      onFailToPersist: `%{details}`,
    },
  },
  editor: { ...english.editor, editorToolbar: toolbar },
})

// Decap starts now, with every rule registered, from the build's configuration alone (editor-config.js, written by
// src/build/write-editor.ts): no config.yml, nor a file a `<link rel="cms-config-url">` names, can change its backend
// or sign-in. It mounts in an element of ours (its documented custom mount element), which the phone's style names.
declare const milkPatrolEditorConfig: object
document.body.append(Object.assign(document.createElement(`div`), { id: editorRoot }))
CMS.init({ config: { ...milkPatrolEditorConfig, load_config_file: false } })
