/** @jest-environment node */
// Each show of shows.json becomes a node of its own, with what pages filter and sort by worked out once.
import type { CreateNodeArgs, Node } from "gatsby"
import { showSchema } from "../../content-model/schema"
import { rescheduledShow } from "../../content-model/__fixtures__/edited-content"
import { createShowNodes, showNodeFields, type ShowFacts } from "../show-nodes"

const shows = [
  {
    where: `The Bone Student Center`,
    when: `7pm, April 17th, 2024`,
    date: `2024-04-17T19:00`,
    link: `https://www.instagram.com/p/C5ghuJthe1u/`,
    img: `images/posters/2024-04-17-bone-student-center.png`,
  },
  {
    where: `The Coffeehouse in Normal`,
    when: `February 23rd, 2024`,
    date: `2024-02-23`,
    link: `https://www.instagram.com/milkpatrolband/`,
    img: `images/posters/2024-02-23-coffeehouse.png`,
  },
]

/** Runs createShowNodes on `node`, with `existing` the Show nodes Gatsby holds from earlier builds. */
function run(node: Partial<Node> & Record<string, unknown>, existing: readonly Partial<Node>[] = []) {
  const actions = {
    createNode: jest.fn(),
    createParentChildLink: jest.fn(),
    createNodeField: jest.fn(),
    deleteNode: jest.fn(),
  }
  createShowNodes({
    node,
    actions,
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    getNodesByType: (type: string) => (type === `Show` ? existing : []),
  } as unknown as CreateNodeArgs)
  return actions
}

test(`each show becomes a Show node under shows.json, with its start and year worked out`, () => {
  const actions = run({ id: `shows-json`, internal: { type: `ShowsJson` } as Node[`internal`], shows })
  const created = actions.createNode.mock.calls.map(([node]) => node)
  expect(created).toEqual([
    expect.objectContaining({
      ...shows[0],
      startDate: `2024-04-17T19:00:00-05:00`,
      year: 2024,
      parent: `shows-json`,
      internal: expect.objectContaining({ type: `Show` }),
    }),
    expect.objectContaining({ ...shows[1], startDate: `2024-02-23`, year: 2024, parent: `shows-json` }),
  ])
  // Not children of shows.json's node, which Gatsby deletes with their queries' results whenever the file changes.
  expect(actions.createParentChildLink).not.toHaveBeenCalled()
  // shows.json keeps listing them in the file's order.
  expect(actions.createNodeField).toHaveBeenCalledWith(
    expect.objectContaining({ name: `showIds`, value: created.map((node) => node.id) }),
  )
})

test(`the same show gives the same node, so a rebuild over the cache changes nothing`, () => {
  const node = { id: `shows-json`, internal: { type: `ShowsJson` } as Node[`internal`], shows }
  expect(run(node).createNode.mock.calls).toEqual(run(node).createNode.mock.calls)
})

test(`a show keeps its node when shows shift around it: its id is its identity, not its place in the file`, () => {
  const showsJson = (list: unknown[]) => ({
    id: `shows-json`,
    internal: { type: `ShowsJson` } as Node[`internal`],
    shows: list,
  })
  const nodeOf = (actions: ReturnType<typeof run>, where: string) =>
    actions.createNode.mock.calls.map(([node]) => node).find((node) => node.where === where)
  const before = run(showsJson(shows))
  const added = { ...shows[1]!, where: `The Space in Champaign`, date: `2024-01-05` }
  const after = run(showsJson([added, ...shows]))
  for (const { where } of shows) expect(nodeOf(after, where)).toEqual(nodeOf(before, where))
})

test(`a show no longer in shows.json loses its node; the others are made again as they were`, () => {
  const existing = run({
    id: `shows-json`,
    internal: { type: `ShowsJson` } as Node[`internal`],
    shows,
  }).createNode.mock.calls.map(([node]) => node)
  const actions = run(
    { id: `shows-json`, internal: { type: `ShowsJson` } as Node[`internal`], shows: [shows[0]] },
    existing,
  )
  expect(actions.deleteNode.mock.calls).toEqual([[existing[1]]])
  expect(actions.createNode.mock.calls).toEqual([[existing[0]]])
})

test(`other nodes are left alone`, () => {
  const actions = run({ id: `band-json`, internal: { type: `BandJson` } as Node[`internal`] })
  expect(actions.createNode).not.toHaveBeenCalled()
  expect(actions.createNodeField).not.toHaveBeenCalled()
})

test(`a show keeps its id as its identity when its date changes; without one, its date and place make it`, () => {
  const moved = {
    ...shows[0]!,
    id: `2024-04-10-bone`,
    date: `2024-04-17T19:00`,
    status: `rescheduled`,
    previousDate: `2024-04-10T19:00`,
  }
  expect(showNodeFields(moved)).toMatchObject({
    showId: `2024-04-10-bone`,
    pagePath: `/shows/2024-04-10-bone/`,
    status: `rescheduled`,
    startDate: `2024-04-17T19:00:00-05:00`,
    endDate: `2024-04-17T21:00:00-05:00`,
    previousStartDate: `2024-04-10T19:00:00-05:00`,
    previousWhen: `April 10, 2024, 7pm`,
  })
  expect(showNodeFields(moved)).not.toHaveProperty(`id`)
  expect(showNodeFields(shows[1]!)).toMatchObject({
    showId: `2024-02-23-the-coffeehouse-in-normal`,
    pagePath: `/shows/2024-02-23-the-coffeehouse-in-normal/`,
    status: `scheduled`,
    endDate: `2024-02-23`,
  })
})

test(`a Show node's facts hold every field the content model declares, so a field added there reaches every page`, () => {
  const everyField = rescheduledShow
  // Every field of the model is in the show above, so this list follows the model.
  expect(Object.keys(everyField).sort()).toEqual(Object.keys(showSchema.shape).sort())
  const actions = run({
    id: `shows-json`,
    internal: { type: `ShowsJson` } as Node[`internal`],
    shows: [everyField],
  })
  const { facts } = actions.createNode.mock.calls[0]![0] as { facts: ShowFacts }
  // The id is showId there (a node's own id is Gatsby's); the poster is the node's img, resolved by each query.
  const { id, img: _poster, ...written } = everyField
  expect(facts).toMatchObject({ ...written, showId: id })
  expect(facts).not.toHaveProperty(`img`)
})

test(`every list of shows breaks a tie of date and time by the show's id, so a rebuild lists them as a cold build does`, () => {
  // Gatsby keeps the nodes of unchanged shows over a rebuild and makes a changed one again, so two shows at the same
  // minute come in another order of creation than in a cold build: only a sort that leaves no tie lists them alike.
  const fs = jest.requireActual<typeof import("fs")>(`fs`)
  const path = jest.requireActual<typeof import("path")>(`path`)
  // Every query of the shows in src/, wherever a new page or step adds one.
  const src = path.join(__dirname, `../..`)
  const files = fs
    .readdirSync(src, { recursive: true, encoding: `utf8` })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(`__tests__`))
  const sorts = files.flatMap((file) =>
    [...fs.readFileSync(path.join(src, file), `utf8`).matchAll(/allShow\([^)]*?sort:\s*([^\n]*)/gs)].map(
      (match) => `${file}: ${(match[1] ?? ``).trim()}`,
    ),
  )
  expect(sorts.length).toBeGreaterThanOrEqual(5)
  for (const sort of sorts) expect(sort).toMatch(/: \[\{ date: (ASC|DESC) \}, \{ showId: ASC \}\]/)
})
