/** @jest-environment jsdom */
// Two and three band members publishing the same file, in random orders of events (fast-check's commands): edit,
// add and remove shows, Publish (the call failing before the write, or after it landed with its answer lost, or
// another member's Publish landing between its read and its write, as on a slow network), reload (the form as left
// given back when it holds changes not published, else the file as it is). After every step, the file
// holds exactly the changes the editor said it published (none undone by a later Publish), and a Publish whose
// changes touch nothing another member changed since the form opened is never refused. What runs is the editor's
// own Publish (own-backend.ts's publishEntry, publish.ts) and its form bookkeeping (openedFrom, holdsChanges), on a repository in
// memory that refuses a write made on a version it is no longer at, as GitHub and the editing server do.
import fc from "fast-check"
import { formKey, holdsChanges, openedFrom, publishEntry, Refusal } from "../own-backend"
import type { Repository } from "../publish"

// 150 sequences of up to 40 steps, twice: a few seconds alone, longer beside the other suites on a loaded machine.
jest.setTimeout(120_000)

const filePath = `content/shows.json`
type Show = { id: string; when: string }

class Stand implements Repository {
  text = `${JSON.stringify({ shows: [`a`, `b`, `c`].map((id) => ({ id, when: `${id}0` })) }, null, 2)}\n`
  version = 0
  /** Runs between a Publish's read and its write (another member publishing meanwhile). */
  meanwhile: (() => Promise<void>) | undefined
  /** The next write fails: before it is made, or after it landed (its answer lost on the way back). */
  failWrite: `before` | `after` | undefined
  /** A write landed whose answer was lost. */
  lostAnswer = false
  read = async () => ({ text: this.text, version: String(this.version) })
  write = async (files: Record<string, string>, version: string) => {
    const meanwhile = this.meanwhile
    this.meanwhile = undefined
    if (meanwhile) await meanwhile()
    if (this.failWrite === `before`) throw new Error(`the connection dropped`)
    if (version !== String(this.version)) return false
    this.text = files[filePath]!
    this.version++
    if (this.failWrite === `after`) {
      this.lostAnswer = true
      throw new Error(`the connection dropped after the write`)
    }
    return true
  }
}

interface Member {
  form: Record<string, unknown>
  /** Changes typed since the form last published: show id → its "when", null when removed. */
  edits: Map<string, string | null>
  /** Shows another member's Publish changed since this form was opened. */
  stale: Set<string>
}

interface World {
  stand: Stand
  members: Member[]
  /** The file's shows as the editor said they were published. */
  expected: Map<string, string>
  counter: number
}

const shows = (data: unknown) => (data as { shows: Show[] }).shows
const asMap = (text: string) => new Map(shows(JSON.parse(text)).map((show) => [show.id, show.when]))
const opened = (stand: Stand): Member => ({
  form: openedFrom(JSON.parse(stand.text), stand.text),
  edits: new Map(),
  stale: new Set(),
})
const rules = { check: async () => undefined, alongside: () => ({}), published: () => undefined }

type Failing = `before` | `after` | undefined

async function publish(world: World, who: number, { slowFor, fail }: { slowFor?: number; fail?: Failing }) {
  const member = world.members[who]!
  if (slowFor !== undefined && slowFor !== who) world.stand.meanwhile = () => publish(world, slowFor, {})
  // Another member's Publish landing meanwhile leaves this one's failing call as it was.
  const failing = world.stand.failWrite
  world.stand.failWrite = fail
  world.stand.lostAnswer = false
  const raw = `${JSON.stringify(member.form, null, 2)}\n`
  const said = await publishEntry(world.stand, rules, { dataFiles: [{ path: filePath, raw }] }).then(
    () => true,
    (refusal: unknown) => {
      // A refusal of the editor's own says that nothing was published and where the changes are.
      if (refusal instanceof Refusal)
        expect(String(refusal)).toMatch(/^Nothing was published[^]*still in this form/)
      return false
    },
  )
  world.stand.failWrite = failing
  const clean = ![...member.edits.keys()].some((id) => member.stale.has(id))
  if (!said) {
    // Refused only for a reason: a failing call, or a change of the same show by another member.
    if (!fail && clean) throw new Error(`a Publish touching nothing changed by others was refused`)
    // Written, its answer lost: the changes are on "GitHub", and still in the form, as the editor did not say so.
    if (world.stand.lostAnswer) landed(world, who)
    return
  }
  landed(world, who)
  member.edits.clear()
}

/** A member's changes are in the file: the others' forms were opened before them. */
function landed(world: World, who: number) {
  for (const [id, when] of world.members[who]!.edits) {
    if (when === null) world.expected.delete(id)
    else world.expected.set(id, when)
    world.members.forEach((other, at) => at !== who && other.stale.add(id))
  }
}

type Command = fc.AsyncCommand<object, World>
const command = (name: string, run: (world: World) => Promise<void> | void): Command => ({
  check: () => true,
  run: async (_, world) => {
    await run(world)
    expect(asMap(world.stand.text)).toEqual(world.expected)
    for (const member of world.members)
      for (const [id, when] of member.edits) {
        const inForm = shows(member.form).find((show) => show.id === id)
        expect(inForm?.when ?? null).toBe(when)
      }
  },
  toString: () => name,
})

/** The steps a band member takes; `pick` chooses a show of the form (any number: taken modulo the shows). */
const steps = {
  edit: (m: number, pick: number) =>
    command(`member ${m} edits a show`, (world) => {
      const list = shows(world.members[m]!.form)
      const show = list[pick % Math.max(list.length, 1)]
      if (!show) return
      const when = `when ${world.counter++}`
      world.members[m]!.form = {
        ...world.members[m]!.form,
        shows: list.map((s) => (s === show ? { ...s, when } : s)),
      }
      world.members[m]!.edits.set(show.id, when)
    }),
  add: (m: number) =>
    command(`member ${m} adds a show`, (world) => {
      const show = { id: `new-${world.counter++}`, when: `added` }
      world.members[m]!.form = { ...world.members[m]!.form, shows: [...shows(world.members[m]!.form), show] }
      world.members[m]!.edits.set(show.id, show.when)
    }),
  remove: (m: number, pick: number) =>
    command(`member ${m} removes a show`, (world) => {
      const list = shows(world.members[m]!.form)
      const show = list[pick % Math.max(list.length, 1)]
      if (!show || list.length < 2) return
      world.members[m]!.form = { ...world.members[m]!.form, shows: list.filter((s) => s !== show) }
      world.members[m]!.edits.set(show.id, null)
    }),
  publish: (m: number, { slowFor, fail }: { slowFor?: number; fail?: Failing } = {}) =>
    command(
      `member ${m} publishes${slowFor === undefined ? `` : `, slowly (member ${slowFor} meanwhile)`}${fail ? `, the call failing ${fail} the write` : ``}`,
      (world) => publish(world, m, { slowFor, fail }),
    ),
  reload: (m: number) =>
    command(`member ${m} reloads`, (world) => {
      const member = world.members[m]!
      const file = opened(world.stand)
      // The editor keeps the form as the page is left, and gives it back, data and hidden key, when it holds changes
      // not published (editor-checks.ts's formAsLeft); else the form is the file as it is now, which must then hold
      // every change typed.
      if (holdsChanges(member.form, file.form)) return
      for (const [id, when] of member.edits) expect(asMap(world.stand.text).get(id) ?? null).toBe(when)
      world.members[m] = file
    }),
}

const commands = (members: number) => {
  const who = fc.nat(members - 1)
  return [
    fc.tuple(who, fc.nat(5)).map(([m, pick]) => steps.edit(m, pick)),
    who.map(steps.add),
    fc.tuple(who, fc.nat(5)).map(([m, pick]) => steps.remove(m, pick)),
    fc
      .tuple(who, fc.option(who, { nil: undefined }), fc.constantFrom<Failing>(undefined, `before`, `after`))
      .map(([m, slowFor, fail]) => steps.publish(m, { slowFor, fail })),
    who.map(steps.reload),
  ]
}

/** Runs `sequence` from the file as the stand holds it first, each member's form opened from it. */
async function run(members: number, sequence: Iterable<Command>): Promise<void> {
  localStorage.clear()
  const stand = new Stand()
  const world: World = {
    stand,
    members: Array.from({ length: members }, () => opened(stand)),
    expected: asMap(stand.text),
    counter: 0,
  }
  await fc.asyncModelRun(() => ({ model: {}, real: world }), sequence)
}

test.each([2, 3])(
  `%i members, random orders of events: nothing published is undone, nothing typed is lost`,
  async (count) => {
    // A fixed seed, so that CI does not turn red by chance. To look for more, locally:
    // MODEL_SEED=$RANDOM MODEL_RUNS=2000 npx jest src/cms/__tests__/publish.test.ts
    await fc.assert(
      fc.asyncProperty(fc.commands(commands(count), { maxCommands: 40 }), (sequence) => run(count, sequence)),
      { numRuns: Number(process.env.MODEL_RUNS) || 150, seed: Number(process.env.MODEL_SEED) || 20261128 },
    )
  },
)

// Sequences the model found, shrunk, each red before the fix named beside it.
const { edit, add, remove, publish: publishes } = steps
test.each([
  {
    // Seed 821599321: a Publish whose changes another Publish of the same form already wrote (here, inside it) was
    // taken for a clash, as both had removed the same show while the other also changed another one (merge-entries.ts:
    // what each side made of a show is compared by its id, not all the changes at once).
    name: `seed 821599321: a show removed, the other member publishing twice, slowly`,
    members: 2,
    sequence: [remove(1, 0), edit(0, 1), publishes(0), publishes(0, { slowFor: 1 }), publishes(1)],
  },
  {
    // Seed 20261128, once the model lost a write's answer: the show added then removed stayed on the site, the
    // editor saying it was published (publish.ts: a write whose answer was lost counts when the file holds it).
    name: `a show added, its answer lost, then removed`,
    members: 2,
    sequence: [add(1), publishes(1, { fail: `after` }), remove(1, 3), remove(1, 0), publishes(1)],
  },
])(`found by the model, $name`, ({ members, sequence }) => run(members, sequence))

test(`the issue's case: merged, then a reload, then a Publish: the first member's change stays`, async () => {
  localStorage.clear()
  const stand = new Stand()
  const [first, second] = [opened(stand), opened(stand)]
  const world: World = { stand, members: [first, second], expected: asMap(stand.text), counter: 0 }
  const edit = (member: Member, id: string, when: string) => {
    member.form = { ...member.form, shows: shows(member.form).map((s) => (s.id === id ? { ...s, when } : s)) }
    member.edits.set(id, when)
  }
  edit(first, `a`, `price`)
  await publish(world, 0, {})
  edit(second, `b`, `merged`)
  await publish(world, 1, {})
  edit(second, `c`, `after`)
  // Reload: the form as left is given back, its hidden key with it.
  const left = second.form[formKey]
  expect(holdsChanges(second.form, opened(stand).form)).toBe(true)
  expect(second.form[formKey]).toBe(left)
  await publish(world, 1, {})
  expect(asMap(stand.text).get(`a`)).toBe(`price`)
  expect(asMap(stand.text).get(`c`)).toBe(`after`)
})
