// The rules of editing for one editor tab: which form a file opens with, what it keeps as the page is left, the
// questions a Publish asks, and the Publish itself (docs/editor.md). Plain code: the repository, this browser's
// storage and the questions are handed in (ports.ts), so Jest drives it through every order of events.
import type { ContentProblem, ImageChecker } from "../../content-model/content-rules"
import { contentFiles, type ContentKind } from "../../content-model/files"
import { problemInWords, problemsInWords } from "./band-words"
import { dataOf } from "./json-data"
import * as entryProblems from "./entry-problems"
import { kindOfPath, pathOf } from "./entry-problems"
import { withKeptLayout } from "./file-layout"
import {
  memberRenames,
  renamedLineups,
  renameNotPublished,
  renameQuestion,
  type MemberRename,
} from "./member-renames"
import { mergeContent, sameContent } from "./merge-entries"
import { fileName, pictureInUse, pictureName, picturesInUse, usesOfPicture } from "./picture-names"
import { blocksTaking, notDeleted, renameKey, withPicturesRenamed, type ContentTexts } from "./picture-names"
import type { Ask, PictureUpload, Repository, TextStore } from "./ports"
import * as shows from "./show-additions"
import { bothChanged, keptChanging, notAnswered, notBuilt, unsureWhetherPublished } from "./publish-words"

const contentKinds = Object.keys(contentFiles) as ContentKind[]
const contentPaths = contentKinds.map(pathOf)

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

/** A form of one content file in one tab, as kept in this browser until it is published or dropped. */
interface Form {
  id: string
  kind: ContentKind
  /** The text the form's data is an edit of: the file as opened, or the form as it last published. */
  base: string
  /** The form as left, while it holds changes not published. */
  data?: unknown
  /** Ids a Publish gave to shows the form added (the form never shows them). */
  givenIds: shows.ShowEntry[]
  /** Pictures the form names one way and the repository another (named after their show at Publish), by block. */
  renamedPictures: Record<string, string>
  /** Renames of members whose lineups the band agreed to change along with them, for the Publish under way. */
  renames?: MemberRename[]
  /** A Publish whose answer never came, and the read after it failed: its text, until a read tells. */
  unsure?: { mine: string; written: string }
  /** When the form was last kept, to give back the latest one first. */
  at: number
  /** Set on a copy of another tab's form, until this tab changes it: Decap reads a file more than once. */
  givenFrom?: `another tab`
}

/** How a form opened: its id (the form's hidden key) and data, and where its changes came back from, if they did. */
export interface Opened {
  formId: string
  data: Record<string, unknown>
  givenBack?: `this tab` | `another tab`
}

export type Published = { merged: boolean; unchanged: boolean }

const keyPrefix = `milk-patrol: form in tab `
const keyOf = (tab: string, kind: ContentKind) => `${keyPrefix}${tab} of ${kind}`
const showsIn = (data: unknown) =>
  ((data && typeof data === `object` && Object.values(data).find(Array.isArray)) ?? []) as shows.ShowEntry[]

export interface EditorTabSetup {
  /** This tab's own name, the same after a reload of it (the adapter keeps it in sessionStorage). */
  tab: string
  store: TextStore
  ask: Ask
  /** Today in central Illinois (YYYY-MM-DD), for shows added in the past. */
  today: () => string
  /** The checker's image rules for pictures new to the content (the adapter's, which can decode pictures). */
  imageCheck?: (uploads: PictureUpload[], inUse: ReadonlySet<string>) => ImageChecker
  /** The checker's problems with a file as it would be written (entry-problems.ts's, unless a test hands its own). */
  problems?: typeof entryProblems.problemsOnSave
  /** Data written as JSON in a text's layout (file-layout.ts's, unless a test hands its own). */
  layout?: typeof withKeptLayout
  /** A fresh unique word, for form ids. */
  unique?: () => string
  now?: () => number
}

export class EditorTab {
  private readonly forms = new Map<string, Form>()
  /** How many times each form was edited: a Publish forgets the form as left only if nothing was typed meanwhile. */
  private readonly edits = new Map<string, number>()
  private repository: Repository | undefined
  /** The content files as last read, for the rules between files and the pictures in use. */
  readonly lastRead: ContentTexts = {}
  private counter = 0

  private readonly layout: typeof withKeptLayout
  private readonly problems: typeof entryProblems.problemsOnSave

  constructor(private readonly setup: EditorTabSetup) {
    this.layout = setup.layout ?? withKeptLayout
    this.problems = setup.problems ?? entryProblems.problemsOnSave
  }

  /** The repository, once the editor app has made its backend. */
  connect(repository: Repository): void {
    this.repository = repository
  }

  private get repo(): Repository {
    if (!this.repository) throw new Refusal(`The editor is still starting: press Publish again in a moment.`)
    return this.repository
  }

  private newId(kind: ContentKind): string {
    const unique = this.setup.unique?.() ?? `${Date.now().toString(36)}${(this.counter++).toString(36)}`
    return `${this.setup.tab}.${kind}.${unique}`
  }

  private save(form: Form): void {
    this.forms.set(form.id, form)
    this.setup.store.set(keyOf(this.setup.tab, form.kind), JSON.stringify(form))
  }

  private keptForms(kind: ContentKind): { key: string; form: Form }[] {
    return this.setup.store
      .keys()
      .filter((key) => key.startsWith(keyPrefix) && key.endsWith(` of ${kind}`))
      .flatMap((key) => {
        const form = dataOf(this.setup.store.get(key)) as Form | undefined
        return form?.kind === kind ? [{ key, form }] : []
      })
  }

  /** The form's data as the repository would hold it: the ids given, the pictures renamed, in the base's layout. */
  private textOf(form: Form, data: unknown): string {
    let mine = data
    if (form.kind === `shows` && form.givenIds.length > 0 && mine && typeof mine === `object`) {
      const [list] = Object.entries(mine).find(([, value]) => Array.isArray(value)) ?? []
      if (list) mine = { ...mine, [list]: shows.withIdsGivenBefore(showsIn(mine), form.givenIds) }
    }
    return this.layout(form.base, withPicturesRenamed(mine, form.renamedPictures, dataOf(form.base)))
  }

  /** Whether `form`'s changes are not all in `now` (the file as it is): then it is given back. */
  private holdsChanges(form: Form, now: string | undefined): boolean {
    if (form.data === undefined) return false
    const mine = this.textOf(form, form.data)
    if (sameContent(dataOf(mine), dataOf(form.base)) && !form.unsure) return false
    const merged = mergedText(form.base, mine, now, this.layout)
    return `refused` in merged || !sameContent(dataOf(merged.text), dataOf(now))
  }

  /**
   * A content file just read, as its form opens: this tab's form as left when it holds changes not in the file,
   * else the latest another tab left (a copy, with its own base: two tabs never share one), else the file itself.
   */
  opened(kind: ContentKind, text: string): Opened {
    this.lastRead[kind] = text
    const fresh = (): Form => ({
      id: this.newId(kind),
      kind,
      base: text,
      givenIds: [],
      renamedPictures: {},
      at: 0,
    })
    const kept = this.keptForms(kind).map(({ key, form }) => ({ key, form: this.settled(form, text) }))
    const own = kept.find(({ key }) => key === keyOf(this.setup.tab, kind))?.form
    if (own && this.holdsChanges(own, text)) {
      this.save(own)
      const givenBack = own.givenFrom ?? `this tab`
      return { formId: own.id, data: own.data as Record<string, unknown>, givenBack }
    }
    const others = kept
      .filter(({ key, form }) => key !== keyOf(this.setup.tab, kind) && this.holdsChanges(form, text))
      .sort((a, b) => b.form.at - a.form.at)
    const latest = others[0]?.form
    if (latest) {
      const copy: Form = { ...latest, id: this.newId(kind), renames: undefined, givenFrom: `another tab` }
      this.save(copy)
      return { formId: copy.id, data: copy.data as Record<string, unknown>, givenBack: `another tab` }
    }
    const form = fresh()
    this.save(form)
    return { formId: form.id, data: dataOf(text) as Record<string, unknown> }
  }

  /** `form` with a Publish whose answer never came told apart by the file as it is now (`now`). */
  private settled(form: Form, now: string | undefined): Form {
    if (!form.unsure || now === undefined) return form
    const { mine, written } = form.unsure
    const merged = mergedText(form.base, mine, now, this.layout)
    const landed = now === written || (`text` in merged && sameContent(dataOf(merged.text), dataOf(now)))
    return { ...form, unsure: undefined, ...(landed ? { base: mine } : {}) }
  }

  /** The form `formId` as it is now (a change typed): kept in this browser while it holds changes. */
  edited(formId: string, data: unknown): void {
    const form = this.forms.get(formId)
    if (!form) return
    this.edits.set(formId, (this.edits.get(formId) ?? 0) + 1)
    const changed = !sameContent(dataOf(this.textOf(form, data)), dataOf(form.base))
    this.save({
      ...form,
      data: changed || form.unsure ? data : undefined,
      at: this.setup.now?.() ?? Date.now(),
      givenFrom: undefined,
    })
  }

  /** "Drop them": the form as left is forgotten, in this tab and wherever it was copied from. */
  dropped(kind: ContentKind): void {
    const dropping = this.keptForms(kind).find(({ key }) => key === keyOf(this.setup.tab, kind))?.form
    for (const { key, form } of this.keptForms(kind))
      if (key === keyOf(this.setup.tab, kind) || (dropping && sameContent(form.data, dropping.data)))
        this.setup.store.remove(key)
  }

  /** The forms kept as left in this browser, as JSON texts (their pictures are kept too). */
  keptTexts(): string[] {
    return contentKinds.flatMap((kind) =>
      this.keptForms(kind).flatMap(({ form }) =>
        form.data === undefined ? [] : [JSON.stringify(form.data)],
      ),
    )
  }

  private ask = async (question: string, cancelled: string) => {
    if (!(await this.setup.ask(question))) throw new Refusal(cancelled)
  }

  /**
   * Before a Publish: blank optional texts left out, a new show's id, and the band's answers to what the Publish
   * would do (shows removed or added in the past, fields the site does not know, members renamed in lineups).
   * Cancel refuses the Publish. The data to publish.
   */
  async beforePublish(formId: string, given: Record<string, unknown>): Promise<Record<string, unknown>> {
    const form = this.forms.get(formId)
    if (!form) throw new Refusal(formGone)
    const { kind } = form
    let data = structuredClone(given)
    for (const at of entryProblems.blankOptionalTexts(kind, data).reverse()) removeAt(data, at)
    if (kind === `shows`) data = await this.showsAsked(form, data)
    const unknown = entryProblems.unknownFields(kind, data)
    if (unknown.length > 0) {
      const text = this.textOf(form, data)
      const where = new Set(unknown.map((at) => JSON.stringify(at)))
      const lines = (await this.problems(kind, text, this.lastRead))
        .filter(({ at }) => where.has(JSON.stringify(at)))
        .map((problem) => problemInWords(problem, { ...this.lastRead, [kind]: text }))
      await this.ask(entryProblems.unknownFieldsQuestion(kind, lines), entryProblems.unknownFieldsKept(kind))
      for (const at of unknown.reverse()) removeAt(data, at)
    }
    let renames: MemberRename[] | undefined
    if (kind === `members`) {
      const found = memberRenames(dataOf(form.base), data)
      const lineups = found.length > 0 ? await this.readNow([pathOf(`lineups`)]) : undefined
      const renamed = lineups && renamedLineups(lineups.texts[pathOf(`lineups`)] ?? ``, found)
      if (renamed) await this.ask(renameQuestion(found, renamed.naming), renameNotPublished)
      if (renamed) renames = found
    }
    this.forms.set(formId, { ...this.forms.get(formId)!, renames })
    return data
  }

  /** What a new or removed show asks, and the id a new show is given. */
  private async showsAsked(form: Form, data: Record<string, unknown>): Promise<Record<string, unknown>> {
    const before = showsIn(dataOf(form.base))
    const shown = showsIn(data)
    const now = shows.withIdsGivenBefore(shown, form.givenIds)
    const removed = shows.removedShows(before, now)
    if (removed.length > 0) await this.ask(shows.removalQuestion(removed), shows.showsNotPublished)
    const past = shows.addedPastShows(before, now, this.setup.today())
    if (past.length > 0) await this.ask(shows.pastShowQuestion(past), shows.showsNotPublished)
    const withIds = shows.withNewShowIds(before, now)
    const givenNow = withIds.filter((show, index) => show.id && !shown[index]?.id)
    const latest = this.forms.get(form.id)!
    this.save({
      ...latest,
      givenIds: [...latest.givenIds.filter((s) => !givenNow.some((n) => n.id === s.id)), ...givenNow],
    })
    const [list] = Object.entries(data).find(([, value]) => Array.isArray(value)) ?? [`shows`]
    return { ...data, [list]: withIds }
  }

  private async readNow(paths: string[]) {
    const read = await this.repo.read(paths)
    for (const [path, text] of Object.entries(read.texts)) {
      const kind = kindOfPath(path)
      if (kind && text !== undefined) this.lastRead[kind] = text
    }
    return read
  }

  /**
   * Publishes the form `formId` as `data`, with the pictures picked into it: merged into the file as it is now (and
   * the lineups, after a rename agreed), checked by the checker's rules, each picture named after its show and never
   * over another's bytes, all written in one change on the version read. Refused in words that say what happened.
   */
  async publish(formId: string, data: unknown, uploads: PictureUpload[] = []): Promise<Published> {
    const started = this.forms.get(formId)
    if (!started) throw new Refusal(formGone)
    const editsAtStart = this.edits.get(formId) ?? 0
    const path = pathOf(started.kind)
    for (let attempt = 0; attempt < 4; attempt++) {
      const { version, texts } = await this.readNow(contentPaths)
      const form = this.settled(this.forms.get(formId)!, texts[path])
      const now = texts[path]
      const along = this.lineupsAlong(form, texts)
      // Checked as the member named the pictures, so the words and the fields marked are the form's own.
      const asTyped = mergedText(form.base, this.textOf(form, data), now, this.layout)
      if (`refused` in asTyped) throw new Refusal(asTyped.refused)
      const others = Object.fromEntries(
        contentKinds.flatMap((kind) => {
          const text = along[pathOf(kind)] ?? texts[pathOf(kind)]
          return text === undefined ? [] : [[kind, text]]
        }),
      ) as ContentTexts
      const images = this.setup.imageCheck?.(uploads, new Set(picturesInUse(others)))
      const problems = await this.problems(form.kind, asTyped.text, others, images)
      if (problems.length > 0)
        throw new Refusal(
          notBuilt(problemsInWords(problems, { ...others, [form.kind]: asTyped.text })),
          problems,
        )
      const pictures = await this.namedPictures(form, data, uploads, texts, version)
      const named = { ...form, renamedPictures: { ...form.renamedPictures, ...pictures.renamed } }
      const mine = this.textOf(named, data)
      const merged = mergedText(form.base, mine, now, this.layout)
      if (`refused` in merged) throw new Refusal(merged.refused)
      const files = { [path]: merged.text, ...along }
      const writes =
        Object.entries(files).some(([file, text]) => texts[file] !== text) || pictures.written.length > 0
      const outcome = writes ? await this.written(named, files, pictures.written, version, mine) : true
      if (outcome) {
        const typed = (this.edits.get(formId) ?? 0) !== editsAtStart
        const latest = this.forms.get(formId)!
        this.save({
          ...latest,
          base: mine,
          renamedPictures: named.renamedPictures,
          renames: undefined,
          unsure: undefined,
          data: typed ? latest.data : undefined,
        })
        return { merged: merged.text !== mine, unchanged: !writes }
      }
    }
    throw new Refusal(keptChanging)
  }

  /** lineups.json with the renames the band agreed to, made on the lineups as they are now. */
  private lineupsAlong(form: Form, texts: Record<string, string | undefined>): Record<string, string> {
    const lineupsPath = pathOf(`lineups`)
    const lineups = texts[lineupsPath]
    if (!form.renames || lineups === undefined) return {}
    const renamed = renamedLineups(lineups, form.renames)
    return renamed ? { [lineupsPath]: renamed.text } : {}
  }

  /**
   * The pictures the form names that are not in the repository yet, each named after its show (2027-03-14-castle-
   * theatre.png) where no other bytes are, and the form's names of them changed so.
   */
  private async namedPictures(
    form: Form,
    data: unknown,
    uploads: PictureUpload[],
    texts: Record<string, string | undefined>,
    version: string,
  ): Promise<{ written: { path: string; bytes: Uint8Array }[]; renamed: Record<string, string> }> {
    const base = dataOf(form.base)
    const written: { path: string; bytes: Uint8Array }[] = []
    const renamed: Record<string, string> = {}
    const taken = new Set(
      picturesInUse(
        Object.fromEntries(
          Object.entries(texts).filter(([file]) => file !== pathOf(form.kind)),
        ) as ContentTexts,
      ).map((used) => fileName(used).toLowerCase()),
    )
    for (const upload of uploads) {
      const inForm = upload.path.replace(/^\/?content\//, ``)
      const takers = blocksTaking(data, base, inForm)
      if (takers.length === 0) continue
      const bytes = await upload.bytes()
      if ((await this.repo.pictureAt(`content/${inForm}`, version, bytes)) === `same`) continue
      const folder = inForm.slice(0, inForm.lastIndexOf(`/`))
      const ending = /\.[^.]+$/.exec(inForm)?.[0] ?? ``
      const otherwise = fileName(inForm).slice(0, fileName(inForm).length - ending.length)
      for (;;) {
        const name = pictureName(takers[0], otherwise, ending.toLowerCase(), taken)
        const there = await this.repo.pictureAt(`content/${folder}/${name}`, version, bytes)
        if (there === `other`) {
          taken.add(name.toLowerCase())
          continue
        }
        if (`${folder}/${name}` !== inForm)
          for (const block of takers) renamed[renameKey(block, inForm)] = `${folder}/${name}`
        if (there === `none`) written.push({ path: `content/${folder}/${name}`, bytes })
        taken.add(name.toLowerCase())
        break
      }
    }
    return { written, renamed }
  }

  /**
   * Writes the change, or says it could not. A write whose answer was lost is read back first: the file holding what
   * it wrote, it counts as published; a read that fails too leaves it unsure until the next read tells.
   */
  private async written(
    form: Form,
    files: Record<string, string>,
    pictures: { path: string; bytes: Uint8Array }[],
    version: string,
    mine: string,
  ): Promise<boolean> {
    const path = pathOf(form.kind)
    try {
      return await this.repo.write({ files, pictures }, version)
    } catch (trouble) {
      // The repository's own refusal (a sign-in expired, a file refused) wrote nothing; anything else may have.
      if (trouble instanceof Refusal) throw trouble
      const now = await this.repo.read([path]).catch(() => undefined)
      if (!now) {
        this.save({ ...this.forms.get(form.id)!, unsure: { mine, written: files[path]! } })
        throw new Refusal(unsureWhetherPublished)
      }
      const landed = this.settled({ ...form, unsure: { mine, written: files[path]! } }, now.texts[path])
      if (landed.base === mine) return true
      throw new Refusal(notAnswered)
    }
  }

  /** Before the media library deletes pictures: one the content uses is kept, in words naming who uses it. */
  async deleteRequested(paths: string[]): Promise<void> {
    const { texts } = await this.readNow(contentPaths)
    const current = Object.fromEntries(
      contentKinds.flatMap((kind) =>
        texts[pathOf(kind)] === undefined ? [] : [[kind, texts[pathOf(kind)]]],
      ),
    ) as ContentTexts
    for (const inUse of paths.flatMap((each) => pictureInUse(current, each) ?? []))
      throw new Refusal(notDeleted(inUse, await usesOfPicture(current, inUse)))
  }
}

const formGone = `This form is no longer open in the editor: reload the page (your changes come back), then press Publish again.`

function removeAt(data: unknown, at: (string | number)[]): void {
  const parent = at
    .slice(0, -1)
    .reduce<unknown>((inner, key) => (inner as Record<string, unknown>)?.[key], data)
  const last = at[at.length - 1]!
  if (Array.isArray(parent) && typeof last === `number`) parent.splice(last, 1)
  else if (parent && typeof parent === `object`) delete (parent as Record<string, unknown>)[last]
}

/** `mine`, an edit of `base`, put together with the file as it is now (`now`), or why it cannot be. */
export function mergedText(
  base: string,
  mine: string,
  now: string | undefined,
  layout = withKeptLayout,
): { text: string } | { refused: string } {
  if (now === undefined || now === base || now === mine) return { text: mine }
  const [baseData, mineData, nowData] = [base, mine, now].map(dataOf)
  if (baseData === undefined || mineData === undefined || nowData === undefined)
    return { refused: bothChanged([`the whole file`]) }
  const result = mergeContent(baseData, mineData, nowData)
  if (`clashes` in result) return { refused: bothChanged(result.clashes) }
  return { text: layout(now, result.merged) }
}
