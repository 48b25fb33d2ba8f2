/** @jest-environment node */
// GitHub's deploy workflow restores Gatsby's cache and the last build (.cache/ and public/) into a fresh checkout
// before the build; the build keeps them when they are for the same path prefix and address, and starts from nothing
// when not. Run as gatsby-node.ts runs the hooks, in folders standing in for checkouts.
import fs from "fs"
import os from "os"
import path from "path"
import { cacheAddressRecord, recordCacheAddress, startAfreshForAnotherAddress } from "../cache-per-address"

const pages = { pathPrefix: `/milkpatrol`, siteUrl: `https://milk-patrol.github.io` }
const said: string[] = []
const reporter = { info: (line: string) => said.push(line) } as never

const made: string[] = []
afterAll(() => {
  for (const folder of made) fs.rmSync(folder, { recursive: true, force: true })
})
afterEach(() => {
  delete process.env.SITE_URL
  said.length = 0
})

/** A checkout after a build for `address`, as the workflow restores it: Gatsby's cache, its record, the site. */
async function builtCheckout(address: typeof pages): Promise<string> {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-deploy-`))
  made.push(checkout)
  process.env.SITE_URL = address.siteUrl
  fs.mkdirSync(path.join(checkout, `.cache`, `caches-lmdb`), { recursive: true })
  await recordCacheAddress({ pathPrefix: address.pathPrefix }, checkout)
  fs.mkdirSync(path.join(checkout, `public`))
  fs.writeFileSync(path.join(checkout, `public`, `index.html`), `<!doctype html>`)
  return checkout
}

async function buildFor(checkout: string, address: typeof pages): Promise<void> {
  process.env.SITE_URL = address.siteUrl
  await startAfreshForAnotherAddress({ pathPrefix: address.pathPrefix, reporter }, checkout)
}

test(`a cache built for the same prefix and address is kept, with the site beside it`, async () => {
  const checkout = await builtCheckout(pages)
  await buildFor(checkout, pages)
  expect(fs.existsSync(path.join(checkout, `public`, `index.html`))).toBe(true)
  expect(said).toEqual([])
})

test(`a cache built for another prefix or address goes, the site beside it first, so that Gatsby deletes the cache`, async () => {
  for (const changed of [
    { ...pages, pathPrefix: `/band` },
    { ...pages, siteUrl: `https://www.milkpatrol.band` },
    { pathPrefix: ``, siteUrl: `` },
  ]) {
    const checkout = await builtCheckout(pages)
    await buildFor(checkout, changed)
    expect(fs.existsSync(path.join(checkout, `public`))).toBe(false)
    expect(said.pop()).toMatch(
      /^Path prefix or site address changed from "\/milkpatrol at https:\/\/milk-patrol/,
    )
  }
})

test(`a cache that says nothing of what it was built for goes too; a checkout without a cache is left alone`, async () => {
  const checkout = await builtCheckout(pages)
  fs.rmSync(path.join(checkout, cacheAddressRecord))
  await buildFor(checkout, pages)
  expect(fs.existsSync(path.join(checkout, `public`))).toBe(false)

  // A first build: Gatsby has compiled gatsby-node into .cache/, and holds no data there yet.
  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), `milk-patrol-deploy-`))
  made.push(fresh)
  fs.mkdirSync(path.join(fresh, `public`))
  fs.mkdirSync(path.join(fresh, `.cache`, `compiled`), { recursive: true })
  said.length = 0
  await buildFor(fresh, pages)
  expect(fs.existsSync(path.join(fresh, `public`))).toBe(true)
  expect(said).toEqual([])
})

test(`the record says the prefix and the address, as the browser suite reads it`, async () => {
  const checkout = await builtCheckout(pages)
  expect(fs.readFileSync(path.join(checkout, cacheAddressRecord), `utf8`)).toBe(
    `/milkpatrol at https://milk-patrol.github.io`,
  )
})

test(`gatsby-node.ts checks the content first, then the cache's address, and records it once Gatsby has kept or deleted its cache`, async () => {
  jest.resetModules()
  const order: string[] = []
  jest.doMock(`../../content-model/gatsby-validation`, () => ({
    onPreInit: async () => order.push(`content`),
  }))
  jest.doMock(`../cache-per-address`, () => ({
    startAfreshForAnotherAddress: async () => order.push(`address`),
    recordCacheAddress: async () => order.push(`record`),
  }))
  jest.doMock(`../post-build`, () => ({ finishBuiltSite: jest.fn(), putBackPicturesTakenOut: jest.fn() }))
  const { onPreInit, onPreBootstrap } = await import(`../../../gatsby-node`)
  // Gatsby hands a hook declared with three parameters a callback and waits for it, forever for one that never calls
  // it (gatsby/dist/utils/api-runner-node.js): these return their promise instead.
  expect([onPreInit!.length, onPreBootstrap!.length]).toEqual([2, 1])
  await (onPreInit as (args: object) => Promise<void>)({})
  expect(order).toEqual([`content`, `address`])
  await (onPreBootstrap as (args: object) => Promise<void>)({})
  expect(order).toEqual([`content`, `address`, `record`])
})
