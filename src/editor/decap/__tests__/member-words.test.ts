/** @jest-environment node */
// Every message the editor at /admin/ shows a band member, gathered by driving the rules of editing (src/editor/core/)
// over inputs that make each refusal and question, and by reading every label, hint and word of the form: none holds
// a developer's word (a file path, an ISO date or a 24-hour time, a field's key, a program's word such as
// "undefined"). The test lists each offending message with the word found in it. The checker's own lines (`npm run
// check-content`, the build) keep the file and the field as written; only what the editor shows is read here.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import type { ImageChecker } from "../../../content-model/content-rules"
import { contentFiles, type ContentKind } from "../../../content-model/files"
import * as imageWords from "../../../content-model/image-words"
import { contentJsonSchema, type JsonSchema } from "../../../content-model/json-schemas"
import { contentMistakes } from "../../../content-model/__fixtures__/real-world-mistakes"
import { goodContentTexts, writeImage } from "../../../content-model/__fixtures__/content-fixture"
import { startEditingServer } from "../../../editing-server/editing-server"
import { editingCalls } from "../../../editing-server/__fixtures__/editing-calls"
import * as publishWords from "../../core/publish-words"
import { EditorTab } from "../../core/editor-tab"
import * as entryProblems from "../../core/entry-problems"
import { notReplaced, usesOfPicture } from "../../core/picture-names"
import type { Repository } from "../../core/ports"
import * as shows from "../../core/show-additions"
import { gitHubTrouble } from "../backends"
import { fieldLabel } from "../../core/band-words"
import { cmsConfig } from "../decap-config"
import * as editorWords from "../editor-words"
import { instrumentsOf, phoneWords } from "../phone-form"
import { pickedPhotoRefusal, pictureWords } from "../picture-widget"
import { sharedOriginWarning, tokenButton, tokenHint, tokenLabel, tokenRefusal } from "../sign-in"

const kinds = Object.keys(contentFiles) as ContentKind[]
const pathOf = (kind: ContentKind) => `content/${contentFiles[kind].file}`
const asText = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`

/** Every field key the content files have, at any depth. */
function keysOf(schema: JsonSchema, found = new Set<string>()): Set<string> {
  for (const [key, inner] of Object.entries(schema.properties ?? {})) {
    found.add(key)
    keysOf(inner, found)
  }
  if (schema.items) keysOf(schema.items, found)
  return found
}
const fieldKeys = [...new Set(kinds.flatMap((kind) => [...keysOf(contentJsonSchema(kind))]))]
// A key said as a word of its own in the band's language ("the name", "a link") is no key; quoted, or written in
// camelCase as only the files write it, it is.
const camelKeys = fieldKeys.filter((key) => /[A-Z]/.test(key))

/** What a band member would not understand, each with what it is. */
const developerWords: [string, RegExp][] = [
  [
    `a file path`,
    /\bcontent\/|\b[\w-]+\.(json|md|ts|tsx|js|yml)\b|\b[\w-]+\/[\w./-]+\.(png|jpe?g|webp|avif|pdf|svg)\b/i,
  ],
  // A date inside a picture's name or a show's address (2024-04-17-the-bone.png) is the name, as the library shows it.
  [`an ISO date`, /(?<![\w-])\d{4}-\d{2}-\d{2}(?![\w-])|\d{4}-\d{2}-\d{2}T\d|YYYY|HH:MM|\bT\d\d:\d\d/],
  [`a 24-hour time`, /(?<![\d:])(0\d|1[3-9]|2[0-3]):[0-5]\d\b/],
  [`a field's key`, new RegExp(`"(${fieldKeys.join(`|`)})"|\\b(${camelKeys.join(`|`)})\\b|"\\w+": `)],
  [`the editor's hidden fields`, /_formOpenedFrom|__file/],
  [
    `a program's word`,
    /\bundefined\b|\bnull\b|\[object|\bObject\b|\bNaN\b|persist|API_ERROR|Error:|\bat \S+ \(|\{ \}|\[ \]|\bJSON\b|\bnpm run (?!cms\b)/,
  ],
  [`a status code`, /\(\d{3}[;)]/],
]

/** The developer's words in `message`, as "what: the word". */
function developerWordsIn(message: string): string[] {
  return developerWords.flatMap(([what, pattern]) => {
    const found = pattern.exec(message)
    return found ? [`${what}: ${JSON.stringify(found[0])}`] : []
  })
}

// ---- Driving the rules of editing as a band member would ----

type Files = Record<string, string | undefined>

function repositoryOver(files: Files, trouble?: { write?: `lost` | `moved`; read?: `fails` }): Repository {
  let writes = 0
  return {
    read: async (paths) => {
      if (trouble?.read === `fails` && writes > 0) throw new TypeError(`Failed to fetch`)
      return { version: `v1`, texts: Object.fromEntries(paths.map((path) => [path, files[path]])) }
    },
    pictureAt: async () => `none`,
    write: async () => {
      writes++
      if (trouble?.write === `lost`) throw new TypeError(`Failed to fetch`)
      return trouble?.write !== `moved`
    },
  }
}

/** An editor tab over `files`, answering its questions with `answer`, and what it asked. */
function tabOver(
  files: Files,
  { answer = true, imageCheck, repository = repositoryOver(files) } = {} as {
    answer?: boolean
    imageCheck?: ImageChecker
    repository?: Repository
  },
) {
  const store = new Map<string, string>()
  const asked: string[] = []
  const tab = new EditorTab({
    tab: `a tab`,
    store: {
      get: (key) => store.get(key),
      set: (key, value) => void store.set(key, value),
      remove: (key) => void store.delete(key),
      keys: () => [...store.keys()],
    },
    ask: (question) => {
      asked.push(question)
      return answer
    },
    today: () => `2026-12-07`,
    ...(imageCheck ? { imageCheck: () => imageCheck } : {}),
  })
  tab.connect(repository)
  return { tab, asked }
}

/** What a Publish said when it refused, or "" when it published. */
async function refusalOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
    return ``
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

let good: Record<ContentKind, string>
let goodFiles: Files
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- content broken on purpose
const goodData = (kind: ContentKind): any => JSON.parse(good[kind])

/** The questions and refusal of a Publish of the `kind` form holding `data` (its file as in the good content). */
async function publishing(
  kind: ContentKind,
  data: unknown,
  setup: Parameters<typeof tabOver>[1] & { files?: Files } = {},
): Promise<string[]> {
  const { tab, asked } = tabOver(setup.files ?? goodFiles, setup)
  const { formId } = tab.opened(kind, good[kind])
  const refusal = await refusalOf(async () => {
    const asking = await tab.beforePublish(formId, data as Record<string, unknown>)
    await tab.publish(formId, asking)
  })
  return [...asked, refusal].filter(Boolean)
}

const newShow = {
  where: `Nightshop in Bloomington`,
  when: `8pm, June 12th`,
  date: `2027-06-12T20:00`,
  img: `images/posters/2027-06-12-nightshop.png`,
  link: `https://www.instagram.com/milkpatrolband/`,
}
const withShow = (show: object) => ({ shows: [...goodData(`shows`).shows, show] })

/** The words a function of the editor's words makes, from an example of what it is given. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each takes its own
const wordsMadeOf: Record<string, (words: any) => string> = {
  bothChanged: (words) =>
    words([`the show at The Space in Champaign on Wednesday, August 14, 2024 at 7:30 pm`]),
  unread: (words) => words(`The FAQ file is broken on line 1`),
  keptForm: (words) => words(`Lineups`),
  notBuilt: (words) =>
    words(`Shows, the show at Nightshop in Bloomington on Saturday, June 12, 2027 at 8 pm: …`),
  pictureMissing: (words) => words(`poster.jpg`),
}

/** Every message, by what made it. */
const said: Record<string, string[]> = {}

beforeAll(async () => {
  good = (await goodContentTexts()) as Record<ContentKind, string>
  goodFiles = Object.fromEntries(kinds.map((kind) => [pathOf(kind), good[kind]]))

  // Each real-world mistake a form can make in one file: the Publish's refusal.
  for (const [name, mistake] of Object.entries(contentMistakes)) {
    if (!mistake.change || mistake.prepare || mistake.expected === `builds`) continue
    const data = Object.fromEntries(kinds.map((kind) => [kind, goodData(kind)])) as Record<
      ContentKind,
      unknown
    >
    mistake.change(data as never)
    const changed = kinds.filter((kind) => asText(data[kind]) !== asText(goodData(kind)))
    if (changed.length !== 1) continue
    const messages = await publishing(changed[0]!, data[changed[0]!])
    // A mistake the checker finds on the disk alone (a picture's name) is not the form's to refuse.
    if (messages.length > 0) said[`refusal: ${name}`] = messages
  }
  // Mistakes only the form makes, and rules between shows.
  const showMistakes: Record<string, object> = {
    "a show on a day that is not (February 29, 2027)": { ...newShow, date: `2027-02-29` },
    "a show at 25 o'clock": { ...newShow, date: `2027-06-12T25:00` },
    "a show with a time zone": { ...newShow, date: `2027-06-12T20:00Z` },
    "a show in the year 2207": { ...newShow, date: `2207-06-12` },
    "a link in words": { ...newShow, link: `our instagram` },
    "a link with http://": { ...newShow, link: `http://www.instagram.com/milkpatrolband/` },
    "a show twice": { ...goodData(`shows`).shows[0], id: `another-id` },
    "two shows at one page address": { ...newShow, id: goodData(`shows`).shows[0].id },
    "a rescheduled show without its first date": { ...newShow, status: `rescheduled` },
    "a first date on a show not rescheduled": { ...newShow, previousDate: `2027-05-01T20:00` },
    "a first date the same as its date": { ...newShow, status: `rescheduled`, previousDate: newShow.date },
    "a status the site does not know": { ...newShow, status: `canceled` },
    "an address name with capitals": { ...newShow, id: `Nightshop June` },
    "a state in words": { ...newShow, venue: { state: `Illinois` } },
    "a ZIP code too short": { ...newShow, venue: { zip: `617` } },
    "a poster path with a space": { ...newShow, img: `images/posters/2027-06-12-nightshop.png ` },
    "a field the site does not use": { ...newShow, tickets: `https://example.com/` },
  }
  for (const [name, show] of Object.entries(showMistakes))
    said[`refusal: ${name}`] = await publishing(`shows`, withShow(show))
  said[`refusal: a band field typed by hand, OK`] = await publishing(`band`, {
    ...goodData(`band`),
    fanNmae: `Lactose Legion`,
  })
  said[`refusal: a band field typed by hand, Cancel`] = await publishing(
    `band`,
    { ...goodData(`band`), fanNmae: `Lactose Legion` },
    { answer: false },
  )

  // The pictures' rules, as the editor asks them of a picture new to the content.
  const poster = newShow.img
  const stagePlot = `images/booking/stage-plot.pdf`
  const posterProblems = {
    "a poster of the wrong kind": imageWords.wrongEndingProblem(poster, `poster`),
    "a GIF named .png": imageWords.unusableKindProblem(poster, `a GIF image`, `poster`),
    "a damaged poster": imageWords.damagedImageProblem(poster, `PNG`, `poster`),
    "a narrow poster": imageWords.narrowImageProblem(poster, 300, `poster`)!,
    "a huge poster": imageWords.tooManyPixelsProblem(poster, 16000, 16000, `poster`)!,
    "a poster of 30 MB": imageWords.tooLargeFileProblem(poster, 30_000_000, `poster`)!,
  }
  for (const [name, problem] of Object.entries(posterProblems))
    said[`refusal: ${name}`] = await publishing(`shows`, withShow(newShow), {
      imageCheck: async (imagePath) => (imagePath === poster ? problem : undefined),
    })
  const stagePlotProblems = {
    "a stage plot that is no PDF": imageWords.pdfProblem(stagePlot, `GIF89a`)!,
    "a locked stage plot": imageWords.pdfRebuildProblem(stagePlot, { refused: `encrypted` })!,
    "a stage plot of 40 pages": imageWords.pdfRebuildProblem(stagePlot, { refused: `pages`, pages: 40 })!,
  }
  said[`refusal: a stage plot of the wrong kind`] = await publishing(
    `booking`,
    { booking: { stagePlot: `images/booking/stage-plot.doc` } },
    {
      imageCheck: async (imagePath, use) =>
        imagePath.endsWith(`.doc`) ? imageWords.wrongEndingProblem(imagePath, use) : undefined,
    },
  )
  for (const [name, problem] of Object.entries(stagePlotProblems))
    said[`refusal: ${name}`] = await publishing(
      `booking`,
      { booking: { stagePlot } },
      { imageCheck: async (imagePath) => (imagePath === stagePlot ? problem : undefined) },
    )

  // The questions, answered OK and Cancel.
  const { shows: first, ...rest } = goodData(`shows`)
  for (const answer of [true, false]) {
    const how = answer ? `OK` : `Cancel`
    said[`question: a show removed, ${how}`] = await publishing(
      `shows`,
      { ...rest, shows: first.slice(1) },
      { answer },
    )
    said[`question: a new show in the past, ${how}`] = await publishing(
      `shows`,
      withShow({ ...newShow, date: `2024-05-01T19:00` }),
      { answer },
    )
    const members = goodData(`members`)
    members.members[1].name = `Jake E.`
    said[`question: a member renamed, ${how}`] = await publishing(`members`, members, { answer })
  }

  // A show added and left unfinished, named at the foot of the page when Decap refuses it.
  const unfinished = withShow({ where: `The Space in Champaign` })
  const problems = await entryProblems.problemsOnSave(`shows`, asText(unfinished), good)
  said[`an unfinished show`] = shows.unfinishedShows(
    problems,
    goodData(`shows`).shows,
    unfinished.shows,
    (field) => fieldLabel(`shows`, field),
  )

  // Two members changing the same show; answers lost; the repository moving on; the editor not started.
  const otherwise = goodData(`shows`)
  otherwise.shows[0].when = `4:30pm, Sept 18th, 2024`
  const mine = goodData(`shows`)
  mine.shows[0].when = `5pm, Sept 18th, 2024`
  said[`refusal: both changed one show`] = await publishing(`shows`, mine, {
    files: { ...goodFiles, [pathOf(`shows`)]: asText(otherwise) },
  })
  said[`refusal: the answer lost`] = await publishing(`shows`, mine, {
    repository: repositoryOver(goodFiles, { write: `lost` }),
  })
  said[`refusal: the answer lost, and the read after it`] = await publishing(`shows`, mine, {
    repository: repositoryOver(goodFiles, { write: `lost`, read: `fails` }),
  })
  said[`refusal: the repository kept moving on`] = await publishing(`shows`, mine, {
    repository: repositoryOver(goodFiles, { write: `moved` }),
  })
  const notStarted = new EditorTab({
    tab: `a tab`,
    store: { get: () => undefined, set: () => undefined, remove: () => undefined, keys: () => [] },
    ask: () => true,
    today: () => `2026-12-07`,
  })
  const { formId } = notStarted.opened(`shows`, good.shows)
  said[`refusal: the editor still starting`] = [await refusalOf(() => notStarted.publish(formId, mine))]
  said[`refusal: a form no longer open`] = [await refusalOf(() => notStarted.publish(`gone`, mine))]

  // A picture in use, deleted or replaced in the media library (by the editor, or `npm run cms`'s server).
  const inUse = goodData(`shows`).shows[0].img as string
  said[`refusal: a poster in use deleted`] = [
    await refusalOf(() => tabOver(goodFiles).tab.deleteRequested([`content/${inUse}`])),
  ]
  said[`refusal: a poster in use replaced`] = [notReplaced(inUse, await usesOfPicture(good, inUse))]

  // An upload the local editing server (`npm run cms`) refuses, as the media library shows its answer.
  const project = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-member-words-`))
  await fs.mkdir(path.join(project, `content`, `images`, `posters`), { recursive: true })
  const editorOrigin = `http://localhost:8000`
  const server = await startEditingServer({ contentDir: path.join(project, `content`), editorOrigin })
  try {
    const { call } = editingCalls(() => server, editorOrigin)
    const gif = path.join(project, `poster.gif`)
    await writeImage(project, `poster.gif`, 8, `gif`)
    const uploads = {
      "a GIF named .png": await fs.readFile(gif),
      "a web page named .jpg": Buffer.from(`<html><body>poster</body></html>`),
    }
    for (const [name, bytes] of Object.entries(uploads)) {
      const file = `content/images/posters/${name.endsWith(`.png`) ? `poster.png` : `poster.jpg`}`
      const asset = { path: file, content: bytes.toString(`base64`), encoding: `base64` }
      const answer = await call(`persistMedia`, { asset })
      said[`the editing server: ${name}`] = [String((answer.body as { error?: string } | null)?.error ?? ``)]
    }
  } finally {
    await server.stop()
    await fs.rm(project, { recursive: true, force: true })
  }

  // A file that cannot be read, as its form says and its Publish refuses.
  said[`a file that cannot be read`] = [
    editorWords.unread(
      await entryProblems.unreadableProblem(`faq`, `{ "faq": [ { "question": "Why?", } ] }`),
    ),
  ]

  // Every word the editor's own modules say.
  for (const [name, words] of Object.entries({ ...publishWords, ...editorWords }))
    said[`words: ${name}`] =
      typeof words === `function`
        ? [wordsMadeOf[name]?.(words) ?? `${name}: no example given`]
        : typeof words === `object`
          ? Object.values(words)
          : [words]
  said[`words: the editing server lost`] = [entryProblems.lostEditingServer]
  said[`words: GitHub's answers`] = [401, 403, 404, 500].map(gitHubTrouble)
  said[`words: a HEIC photo picked`] = [pickedPhotoRefusal({ name: `IMG_0042.HEIC`, type: `image/heic` })!]
  said[`words: the picture field`] = Object.values(pictureWords).map((words) =>
    typeof words === `function` ? words(1800, 2400) : words,
  )
  said[`words: the phone's form`] = Object.values(phoneWords)
  said[`words: signing in with a token`] = [
    tokenLabel,
    tokenHint,
    tokenButton,
    sharedOriginWarning(`band-member.github.io`, `band-member`),
    ...(
      [
        `empty`,
        `not-accepted`,
        `no-repository`,
        `account-cannot-write`,
        `token-cannot-write`,
        `no-answer`,
      ] as const
    ).map((answer) => tokenRefusal(answer, `milkpatrol/milkpatrol`)),
  ]

  // The form: every label, hint, pattern's message and summary of the configuration Decap is started from.
  const form: string[] = []
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk)
    if (!node || typeof node !== `object`) return
    const { label, label_singular, hint, pattern, ...inner } = node as Record<string, unknown>
    for (const words of [label, label_singular, hint]) if (typeof words === `string`) form.push(words)
    if (Array.isArray(pattern)) form.push(String(pattern[1]))
    Object.values(inner).forEach(walk)
  }
  walk(cmsConfig({ repository: `milk-patrol/site`, branch: `main` }).collections)
  said[`the form's labels and hints`] = form
})

test(`the messages were gathered: each kind of refusal and question says something`, () => {
  const silent = Object.entries(said)
    .filter(([name, messages]) => !name.endsWith(`, OK`) && messages.every((message) => !message))
    .map(([name]) => name)
  expect(silent).toEqual([])
  expect(Object.keys(said).length).toBeGreaterThan(60)
})

test(`no message the editor shows holds a developer's word`, () => {
  const offending = Object.entries(said).flatMap(([name, messages]) =>
    messages.flatMap((message) => {
      const found = developerWordsIn(message)
      return found.length > 0 ? [`${name} (${found.join(`; `)}):\n${message}`] : []
    }),
  )
  expect(offending).toEqual([])
})

test(`the words test refuses what it is meant to`, () => {
  for (const message of [
    `content/shows.json: show 6 ("2024-04-17, The Bone Student Center"): "id" gives this show the same page address`,
    `2024-04-17 at 19:00, The Bone Student Center`,
    `images/posters/2024-04-17-bone.png is not deleted`,
    `The date: YYYY-MM-DD or YYYY-MM-DDTHH:MM`,
    `add "previousDate"`,
    `is undefined`,
  ])
    expect(developerWordsIn(message)).not.toEqual([])
  expect(developerWordsIn(`Wednesday, April 17, 2024 at 7 pm, The Bone Student Center`)).toEqual([])
  expect(developerWordsIn(`The picture 2024-04-17-bone.png is not deleted`)).toEqual([])
})

test(`"Guitar, Vocals" is two instruments, however it is spaced`, () => {
  expect(instrumentsOf(`Guitar, Vocals`)).toEqual([`Guitar`, `Vocals`])
  expect(instrumentsOf(` Guitar ,Vocals, `)).toEqual([`Guitar`, `Vocals`])
})
