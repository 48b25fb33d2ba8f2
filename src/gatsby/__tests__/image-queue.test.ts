/** @jest-environment node */
// The build draws as many images at once as the machine has cores: gatsby-config raises Gatsby's core count before
// gatsby-plugin-sharp makes its queue, and onPreBootstrap gives it back before Gatsby starts its query workers. What
// is counted is how many files the queue hands out at once, not how fast they go (bench:scale's).
import { cpuCoreCount } from "gatsby-core-utils"
import os from "os"
import { countACoreMoreForImages, countCoresAsBefore } from "../image-queue"

// The pictures the last build took out of public/, which onPreBootstrap also puts back, are not this test's.
jest.mock(`../post-build`, () => ({ finishBuiltSite: jest.fn(), putBackPicturesTakenOut: jest.fn() }))

// Each file the queue hands out stays being drawn until the test lets it finish.
const drawing: (() => void)[] = []
jest.mock(`gatsby-plugin-sharp/process-file`, () => ({
  processFile: () => new Promise<void>((resolve) => drawing.push(resolve)),
}))

const settled = async () => {
  for (let turn = 0; turn < 10; turn++) await new Promise(setImmediate)
}

afterEach(() => {
  delete process.env.GATSBY_CPU_COUNT
  delete process.env.GATSBY_WORKER_POOL_WORKER
})

test(`as a build loads them, gatsby-plugin-sharp's queue draws a file per core, and Gatsby counts its cores as before for the query workers`, async () => {
  const cores = cpuCoreCount()
  // A build's order: gatsby-config, the plugins (gatsby-plugin-sharp's gatsby-node loads its queue), onPreBootstrap.
  await import(`../../../gatsby-config`)
  const { IMAGE_PROCESSING } = await import(`gatsby-plugin-sharp/gatsby-worker`)
  const { onPreBootstrap } = await import(`../../../gatsby-node`)
  await (onPreBootstrap as (args: object) => Promise<void>)({})
  expect(process.env.GATSBY_CPU_COUNT).toBeUndefined()
  expect(cpuCoreCount()).toBe(cores)

  const posters = Array.from({ length: cores + 2 }, (_, index) =>
    IMAGE_PROCESSING({
      inputPaths: [{ path: `poster-${index}.png` }],
      outputDir: os.tmpdir(),
      args: { operations: [], pluginOptions: {} },
    }),
  )
  await settled()
  expect(drawing).toHaveLength(cores)
  while (drawing.length > 0) {
    drawing.shift()!()
    await settled()
  }
  await Promise.all(posters)
})

test(`a core count the machine's owner set is one higher for the queue, then as they set it`, () => {
  process.env.GATSBY_CPU_COUNT = `4`
  countACoreMoreForImages()
  expect(process.env.GATSBY_CPU_COUNT).toBe(`5`)
  countCoresAsBefore()
  expect(process.env.GATSBY_CPU_COUNT).toBe(`4`)
  countCoresAsBefore()
  expect(process.env.GATSBY_CPU_COUNT).toBe(`4`)
})

test(`a query worker, which draws nothing, loads the config with the count as it is`, () => {
  process.env.GATSBY_WORKER_POOL_WORKER = `true`
  countACoreMoreForImages()
  expect(process.env.GATSBY_CPU_COUNT).toBeUndefined()
})
