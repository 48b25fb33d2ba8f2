/** @jest-environment node */
// gatsby-plugin-sharp's image jobs run on every core: a file per core at once, each with a libvips thread per core.
// What is counted is how many files the queue hands out at once and the thread count its jobs run with, not how fast
// they go (that is bench:scale's).
import { cpuCoreCount } from "gatsby-core-utils"
import os from "os"

afterEach(() => {
  delete process.env.GATSBY_CPU_COUNT
  delete process.env.GATSBY_WORKER_POOL_WORKER
  jest.dontMock(`gatsby-plugin-sharp/process-file`)
  jest.resetModules()
})

const settled = async () => {
  for (let turn = 0; turn < 10; turn++) await new Promise(setImmediate)
}

test(`once gatsby-config has loaded, the plugin's queue draws a file per core, and Gatsby counts its cores as before`, async () => {
  // Each file the queue hands out stays being drawn until the test lets it finish.
  const drawing: (() => void)[] = []
  jest.doMock(`gatsby-plugin-sharp/process-file`, () => ({
    processFile: () => new Promise<void>((resolve) => drawing.push(resolve)),
  }))
  const cores = cpuCoreCount()
  // A build's order: gatsby-config first, then the plugins (gatsby-plugin-sharp's gatsby-node loads the queue).
  await import(`../../../gatsby-config`)
  const { IMAGE_PROCESSING } = await import(`gatsby-plugin-sharp/gatsby-worker`)
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

test(`the plugin's jobs run with a libvips thread per core, once the plugin and its encoder are loaded`, async () => {
  const { drawImagesOnEveryCore, imageThreads } = await import(`../image-jobs`)
  drawImagesOnEveryCore()
  // What Gatsby loads when the plugin loads and when the first image job comes.
  await import(`gatsby-plugin-sharp`)
  await import(`gatsby-plugin-sharp/gatsby-worker`)
  const sharp = (await import(`sharp`)).default
  expect(imageThreads()).toBe(os.availableParallelism())
  expect(sharp.concurrency()).toBe(imageThreads())
})

test(`gatsby-plugin-sharp draws with the project's sharp, the instance given a thread per core`, () => {
  const asThePlugin = jest
    .requireActual<typeof import("module")>(`module`)
    .createRequire(require.resolve(`gatsby-plugin-sharp`))
  expect(asThePlugin.resolve(`sharp`)).toBe(require.resolve(`sharp`))
})

test(`a core count the machine's owner set is as they set it afterwards`, async () => {
  process.env.GATSBY_CPU_COUNT = `4`
  const { drawImagesOnEveryCore } = await import(`../image-jobs`)
  drawImagesOnEveryCore()
  expect(process.env.GATSBY_CPU_COUNT).toBe(`4`)
})

test(`a query worker, which draws nothing, loads the config with the count as it is`, async () => {
  process.env.GATSBY_WORKER_POOL_WORKER = `true`
  const { drawImagesOnEveryCore } = await import(`../image-jobs`)
  drawImagesOnEveryCore()
  expect(process.env.GATSBY_CPU_COUNT).toBeUndefined()
})
