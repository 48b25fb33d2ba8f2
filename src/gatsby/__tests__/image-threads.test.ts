/** @jest-environment node */
// The build's image jobs encode on every core: gatsby-plugin-sharp's own setting (one libvips thread, made as it
// loads) must not be the one its jobs run with. A setting, not a timing: how fast the jobs go is bench:scale's.
import { createRequire } from "module"
import os from "os"
import sharp from "sharp"
import { drawImagesOnEveryCore, imageThreads } from "../image-threads"

test(`gatsby-plugin-sharp's jobs run with a libvips thread per core, once the plugin and its job runner are loaded`, async () => {
  await drawImagesOnEveryCore()
  // What Gatsby loads when the first image job comes (the plugin's gatsby-worker, with its queue and encoder).
  await import(`gatsby-plugin-sharp/gatsby-worker`)
  expect(imageThreads()).toBe(os.availableParallelism())
  expect(sharp.concurrency()).toBe(imageThreads())
})

test(`gatsby-plugin-sharp draws with the project's sharp, the instance set to a thread per core`, () => {
  const asThePlugin = createRequire(require.resolve(`gatsby-plugin-sharp`))
  expect(asThePlugin.resolve(`sharp`)).toBe(require.resolve(`sharp`))
})

test(`the build sets it before its first job: gatsby-node's onPreBootstrap`, async () => {
  jest.resetModules()
  const setThreads = jest.fn(async () => {})
  jest.doMock(`../image-threads`, () => ({ drawImagesOnEveryCore: setThreads }))
  // The pictures the last build took out of public/ are not this test's (src/build/unnamed-pictures.ts).
  jest.doMock(`../post-build`, () => ({ finishBuiltSite: jest.fn(), putBackPicturesTakenOut: jest.fn() }))
  const { onPreBootstrap } = await import(`../../../gatsby-node`)
  await (onPreBootstrap as (args: object) => Promise<void>)({})
  expect(setThreads).toHaveBeenCalledTimes(1)
})
