// Two and three band members on their phones (390 × 844, touch) against the GitHub stand-in, driven through random
// short sequences (fast-check's commands, from a fixed seed) of: change a show's "When", add a show (place, "When",
// day, start time, picture, link), take a show out with ✕, Publish (at once, slowly while another member publishes,
// or the call failing before or after GitHub took it), reload. There is no backup question to answer: the editor
// keeps the form as the page was left itself, and Decap keeps no backup of its own (docs/editor.md). After every step:
// - each change the editor said was published ("Entry saved", or merged: "both are kept") is in the file on "GitHub",
//   and nothing else changed there; a show added went with its picture;
// - each change not published is still in its member's form, and a Publish that published nothing said so in words
//   ("Nothing was published … still in this form"); after a reload, the form as left is back and says so.
// Sequences written out beside them, each once red, name the losses they were found for. Typed and tapped as a
// person does. A few short sequences only: each step costs seconds in a browser (the printed
// time says how many); src/editor/core/__tests__/editor-tab.test.ts runs the same model thousands of times without one.
import { promises as fs } from "fs"
import path from "path"
import fc from "fast-check"
import type { Locator, Page } from "@playwright/test"
import { test, expect, type EditorBrowser } from "./support/editor-browser"
import { startLocalEditor, type LocalEditor } from "./support/local-editor"
import { closeMessages, drawnPoster, nextYear, typeDay, typeInto, typeTime } from "./support/editor-form"
import { gitHubStandIn, type GitHubStandIn } from "./support/github-stand-in"
import {
  contentFixture,
  removeMadeFolders,
  temporaryFolder,
} from "../src/content-model/__fixtures__/content-fixture"
import { phoneScreen } from "./support/phone"

test.use({ ...phoneScreen, actionTimeout: 30_000 })
test.describe.configure({ timeout: 900_000 })

let files: Record<string, string>
let contentDir: string
/** A poster the members upload for the shows they add, as a phone's photo picker hands it over. */
let poster: string

test.beforeAll(async () => {
  const content = await contentFixture()
  files = {}
  for (const name of await fs.readdir(content))
    if (name.endsWith(`.json`)) files[`content/${name}`] = await fs.readFile(path.join(content, name), `utf8`)
  contentDir = path.join(await temporaryFolder(`milk-patrol-model-`), `content`)
  await fs.cp(content, contentDir, { recursive: true })
  poster = path.join(path.dirname(contentDir), `IMG_4412.png`)
  await fs.writeFile(poster, await drawnPoster(600, `#2f6fd6`))
})

test.afterAll(async () => {
  await removeMadeFolders()
})

/** A show's "When" by its place ("where", which no step changes); null: taken out. */
type Shows = Map<string, string | null>

interface Member {
  page: Page
  /** The shows in the form, in its order: their places. */
  places: string[]
  /** Changes made since the form last published. */
  edits: Shows
  /** Places another member's Publish changed since this form was opened. */
  stale: Set<string>
}

interface World {
  github: GitHubStandIn
  members: Member[]
  /** The file's shows as the editor said they were published. */
  expected: Map<string, string>
  counter: number
}

const showsOnGitHub = (github: GitHubStandIn) =>
  new Map(
    (JSON.parse(github.file(`content/shows.json`)!).shows as { where: string; when: string }[]).map(
      (show) => [show.where, show.when],
    ),
  )

/** The bars of the list's shows, in the form's order (each show's title is drawn below its bar). */
const bars = (page: Page) => page.locator(`[class*="ListItemTopBar"]:visible`)
/** A show of the form, by its place in the member's form. */
const item = (member: Member, place: string) =>
  bars(member.page).nth(member.places.indexOf(place)).locator(`xpath=..`)
const whenOf = (member: Member, place: string) =>
  item(member, place).getByLabel(`When (as shown on the poster)`, { exact: true })

/** Taps a show open by its arrow (unless it is open). */
async function openShow(member: Member, place: string): Promise<Locator> {
  const when = whenOf(member, place)
  if (!(await when.isVisible())) await item(member, place).getByRole(`button`).first().tap()
  await expect(when).toBeVisible()
  return when
}

async function showsForm(page: Page): Promise<void> {
  await page.getByText(`Shows`, { exact: true }).tap()
  await expect(page.getByRole(`button`, { name: /Add show/ })).toBeVisible({ timeout: 60_000 })
}

async function member(
  editorBrowser: EditorBrowser,
  world: Pick<World, `github`>,
  editor: LocalEditor,
): Promise<Member> {
  const page = await (await editorBrowser.newContext(phoneScreen)).newPage()
  const opened: Member = { page, places: [], edits: new Map(), stale: new Set() }
  // ✕'s question at Publish: yes. No other is asked (a backup question would fail the step that waits after it).
  page.on(`dialog`, (dialog) => void dialog.accept())
  await world.github.serve(page)
  await editor.open(page)
  await showsForm(page)
  opened.places = [...showsOnGitHub(world.github).keys()]
  return opened
}

/** Publish, then "Publish now"; true when the editor said the form was published. */
async function publish(page: Page): Promise<boolean> {
  await page.getByRole(`button`, { name: `Publish` }).tap()
  await page.getByText(`Publish now`, { exact: true }).tap()
  const saved = page.getByText(`Entry saved`)
  const refusal = page.locator(`#refusal`)
  await expect(saved.or(refusal).first()).toBeVisible({ timeout: 60_000 })
  if (await refusal.isVisible()) {
    await expect(refusal).toContainText(/^Close\s*Nothing was published[^]*still in this form/)
    await refusal.getByRole(`button`, { name: `Close` }).tap()
    return false
  }
  // The editor's "both are kept" is on the page by now (drawn before Decap says "Entry saved"): closed when there.
  const merged = page.locator(`#merged`)
  if ((await merged.count()) > 0) await merged.getByRole(`button`, { name: `Close` }).tap()
  // Decap's own message must not be read as the next Publish's: closed with its ✕, as a member may, instead of
  // waited for until it leaves on its own (5 s after it came, each Publish).
  await closeMessages(page)
  await expect(saved).toHaveCount(0)
  return true
}

function landed(world: World, who: number): void {
  for (const [place, when] of world.members[who]!.edits) {
    if (when === null) world.expected.delete(place)
    else world.expected.set(place, when)
    world.members.forEach((other, at) => at !== who && other.stale.add(place))
  }
  world.members[who]!.edits.clear()
}

type Command = fc.AsyncCommand<object, World>
const command = (name: string, run: (world: World) => Promise<void>): Command => ({
  check: () => true,
  run: async (_, world) => {
    await test.step(name, async () => {
      await run(world)
      expect(showsOnGitHub(world.github)).toEqual(world.expected)
      // A show added here went with the picture uploaded for it, reloads or not.
      for (const show of JSON.parse(world.github.file(`content/shows.json`)!).shows as {
        where: string
        img: string
      }[])
        if (show.where.startsWith(`Place `))
          expect(world.github.file(`content/${show.img}`), show.img).toBeDefined()
      for (const member of world.members) {
        await expect(bars(member.page)).toHaveCount(member.places.length)
        for (const [place, when] of member.edits)
          if (when !== null) await expect(await openShow(member, place)).toHaveValue(when)
      }
    })
  },
  toString: () => name,
})

type Failing = `before` | `after` | undefined

const steps = {
  edit: (m: number, pick: number) =>
    command(`member ${m} changes a show's "When"`, async (world) => {
      const member = world.members[m]!
      const place = member.places[pick % member.places.length]!
      const when = `${world.counter++} pm`
      const field = await openShow(member, place)
      await field.tap()
      await field.press(`ControlOrMeta+a`)
      await member.page.keyboard.type(when)
      member.edits.set(place, when)
    }),
  remove: (m: number, pick: number) =>
    command(`member ${m} takes a show out with ✕`, async (world) => {
      const member = world.members[m]!
      if (member.places.length < 2) return
      const place = member.places[pick % member.places.length]!
      await item(member, place).locator(`[class*="ListItemTopBar"]`).getByRole(`button`).last().tap()
      member.places = member.places.filter((other) => other !== place)
      await expect(bars(member.page)).toHaveCount(member.places.length)
      member.edits.set(place, null)
    }),
  publish: (m: number, { slowFor, fail }: { slowFor?: number; fail?: Failing }) =>
    command(
      `member ${m} publishes${slowFor === undefined ? `` : `, slowly (member ${slowFor} meanwhile)`}${fail ? `, the call failing ${fail} GitHub took it` : ``}`,
      async (world) => {
        const member = world.members[m]!
        // Decap publishes nothing from a form with nothing changed.
        if (member.edits.size === 0) return
        const other =
          slowFor === undefined || slowFor === m || world.members[slowFor]!.edits.size === 0
            ? undefined
            : slowFor
        let release = () => {}
        const until = other === undefined ? undefined : new Promise<void>((resolve) => (release = resolve))
        world.github.troubleNextMove({ until, fail })
        const said = publish(member.page)
        if (other !== undefined) {
          // The other member publishes while this one's last call waits (if it gets that far).
          let waiting: ReturnType<typeof setInterval> | undefined
          const held = await Promise.race([
            said.then(() => false),
            new Promise<boolean>((resolve) => {
              waiting = setInterval(() => world.github.holding() && resolve(true), 100)
            }),
          ])
          clearInterval(waiting)
          if (held) await publishAndRecord(world, other)
          release()
        }
        const published = await said
        world.github.troubleNextMove({})
        if (published) return landed(world, m)
        // Refused: for a reason only (a failing call, or a show another member changed too).
        const clean = ![...member.edits.keys()].some((place) => member.stale.has(place))
        if (!fail && clean) throw new Error(`a Publish touching nothing changed by others was refused`)
      },
    ),
  add: (m: number) =>
    command(`member ${m} adds a show`, async (world) => {
      const member = world.members[m]!
      const n = world.counter++
      const [place, when] = [`Place ${n}`, `${n} pm`]
      await member.page.getByRole(`button`, { name: /Add show/ }).tap()
      member.places.push(place)
      await expect(bars(member.page)).toHaveCount(member.places.length)
      const show = item(member, place)
      await typeInto(show.getByLabel(`Where (venue or address)`, { exact: true }), place)
      await typeInto(show.getByLabel(`When (as shown on the poster)`, { exact: true }), when)
      const day = show.locator(`.milk-patrol-date:has(input[id^="date-field"]) input[type=date]`)
      await typeDay(day, `${nextYear}-${String((n % 12) + 1).padStart(2, `0`)}-1${n % 10}`)
      await typeTime(day.locator(`xpath=..`).locator(`input[type=time]`), `20:00`)
      const [picker] = await Promise.all([
        member.page.waitForEvent(`filechooser`),
        show.getByText(`Upload a photo or poster (JPEG or PNG)`).tap(),
      ])
      await picker.setFiles(poster)
      await expect(show.getByRole(`status`).filter({ hasText: `Added` })).toBeVisible({ timeout: 60_000 })

      await typeInto(show.getByLabel(/^Link/), `https://www.instagram.com/p/milkpatrol${n}/`)
      member.edits.set(place, when)
    }),
  reload: (m: number) =>
    command(`member ${m} reloads`, async (world) => {
      const member = world.members[m]!
      await member.page.reload()
      await showsForm(member.page)
      // The form as the page was left comes back, says so, and offers Publish; else the file as it is now, nothing of
      // its own changed.
      const kept = member.page.locator(`#kept`)
      if (member.edits.size > 0) {
        await expect(kept).toContainText(`not published yet`)
        return expect(member.page.getByRole(`button`, { name: `Publish`, exact: true })).toBeVisible()
      }
      await expect(kept).toHaveCount(0)
      member.places = [...showsOnGitHub(world.github).keys()]
      member.stale.clear()
    }),
}

async function publishAndRecord(world: World, who: number): Promise<void> {
  if (await publish(world.members[who]!.page)) landed(world, who)
}

const commands = (members: number) => {
  const who = fc.nat(members - 1)
  return [
    fc.tuple(who, fc.nat(9)).map(([m, pick]) => steps.edit(m, pick)),
    fc.tuple(who, fc.nat(9)).map(([m, pick]) => steps.remove(m, pick)),
    fc
      .tuple(
        who,
        fc.option(who, { nil: undefined, freq: 2 }),
        fc.constantFrom<Failing>(undefined, undefined, `before`, `after`),
      )
      .map(([m, slowFor, fail]) => steps.publish(m, { slowFor, fail })),
    who.map((m) => steps.add(m)),
    who.map((m) => steps.reload(m)),
  ]
}

/** Runs one sequence of steps, `members` members opening the Shows form on "GitHub" as the fixture has it. */
async function runSequence(
  editorBrowser: EditorBrowser,
  members: number,
  sequence: Iterable<Command>,
): Promise<void> {
  const github = gitHubStandIn(`milkpatrol/milkpatrol`, files)
  const editor = await startLocalEditor({ contentDir, github: true })
  const world: World = { github, members: [], expected: showsOnGitHub(github), counter: 1 }
  try {
    for (let at = 0; at < members; at++) world.members.push(await member(editorBrowser, world, editor))
    await fc.asyncModelRun(() => ({ model: {}, real: world }), sequence)
    expect(github.unknownCalls).toEqual([])
  } finally {
    // Each sequence's members start clean, in browsers lent again (a failed one's too, as fast-check shrinks it).
    await Promise.all(world.members.map(({ page }) => editorBrowser.release(page.context())))
    await editor.stop()
  }
}

/** Runs `runs` random sequences of `members` members' steps, from `seed` unless MODEL_SEED says another. */
async function modelRuns(
  editorBrowser: EditorBrowser,
  members: number,
  runs: number,
  seed: number,
): Promise<void> {
  const started = Date.now()
  let stepsRun = 0
  await fc.assert(
    fc.asyncProperty(
      fc
        .commands(commands(members), { maxCommands: 6, size: `max` })
        .filter((sequence) => [...sequence].length >= 4),
      async (sequence) => {
        await runSequence(editorBrowser, members, sequence)
        stepsRun += [...sequence].length
        console.log(`cms-model, ${members} members, passed: ${String(sequence)}`)
      },
    ),
    {
      numRuns: Number(process.env.MODEL_RUNS) || runs,
      seed: Number(process.env.MODEL_SEED) || seed,
      endOnFailure: true,
    },
  )
  console.log(
    `cms-model, ${members} members: ${stepsRun} steps in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
}

test(`two members, a few random orders of events: nothing published is undone, nothing typed is lost`, async ({
  editorBrowser,
}) => {
  await modelRuns(editorBrowser, 2, 3, 20261128)
})

test(`three members, a random order of events: nothing published is undone, nothing typed is lost`, async ({
  editorBrowser,
}) => {
  await modelRuns(editorBrowser, 3, 1, 20261129)
})

// Sequences written out, each red before the fix named beside it.
test(`a show taken out with ✕, the page reloaded: the form as left is back, offers Publish, and publishes`, async ({
  editorBrowser,
}) => {
  // The model's first finding (seed 20261128, before Decap's backup was given up): the form as left came back
  // without a Publish button ("Published": Decap took it for the file), and could be drawn over by the file.
  await runSequence(editorBrowser, 1, [steps.remove(0, 0), steps.reload(0), steps.publish(0, {})])
})

test(`one member takes a show out and publishes, the other changes a later show and publishes: both are kept`, async ({
  editorBrowser,
}) => {
  // Red with merge-entries.ts comparing shows by their position instead of what they are: the later show's change
  // landed on its neighbour.
  await runSequence(editorBrowser, 2, [
    steps.remove(0, 0),
    steps.publish(0, {}),
    steps.edit(1, 2),
    steps.publish(1, {}),
  ])
})

test(`a show added with its picture, the page reloaded before Publish: both are published`, async ({
  editorBrowser,
}) => {
  // Red while Decap's backup (with the picture) was dropped and the editor kept the form alone: the show was
  // published naming a picture that never reached "GitHub" (kept-pictures.ts keeps it now).
  await runSequence(editorBrowser, 1, [steps.add(0), steps.reload(0), steps.publish(0, {})])
})
