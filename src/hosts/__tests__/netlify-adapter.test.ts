/** @jest-environment node */
// The Netlify adapter as the site takes it: no second set of headers, no soft 404, and a restored build cache that
// keeps this build's compiled gatsby-node and never comes from another checkout.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import type { IAdapter, RoutesManifest } from "gatsby"
import { checkoutMarker, compiledGatsbyFiles, netlifyAdapter, servedRoutes } from "../netlify-adapter"

const staticRoute = (routePath: string, filePath: string) =>
  ({ type: `static`, path: routePath, filePath, headers: [] }) as RoutesManifest[number]

/** What Gatsby's manifest holds for the not-found page (matchPath `/*`) beside ordinary pages. */
const routes: RoutesManifest = [
  staticRoute(`/about/`, `public/about/index.html`),
  staticRoute(`/404.html`, `public/404.html`),
  staticRoute(`/*`, `public/404.html`),
  staticRoute(`/page-data/*`, `public/page-data/404/page-data.json`),
]

const reporter = { info: jest.fn(), verbose: jest.fn(), warn: jest.fn() }

let checkout: string
let netlifyCache: string

/** Netlify's adapter as a stand-in: its cache copies `.cache/` and `public/` to and from a folder, as cache-utils. */
function netlifyStandIn(): IAdapter & { adapt: jest.Mock } {
  const copyAll = async (from: string, to: string, directories: string[]) => {
    let copied = false
    for (const directory of directories) {
      const source = path.join(from, directory)
      if (!(await exists(source))) continue
      await fs.rm(path.join(to, directory), { recursive: true, force: true })
      await fs.cp(source, path.join(to, directory), { recursive: true })
      copied = true
    }
    return copied
  }
  return {
    name: `gatsby-adapter-netlify`,
    cache: {
      restore: ({ directories }) => copyAll(netlifyCache, checkout, directories),
      store: async ({ directories }) => void (await copyAll(checkout, netlifyCache, directories)),
    },
    adapt: jest.fn(),
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  )
}

async function write(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, text)
}

const read = (relative: string) => fs.readFile(path.join(checkout, relative), `utf8`)
const context = () => ({ directories: [`.cache`, `public`], reporter }) as never

beforeEach(async () => {
  checkout = await fs.mkdtemp(path.join(os.tmpdir(), `netlify-adapter-checkout-`))
  netlifyCache = await fs.mkdtemp(path.join(os.tmpdir(), `netlify-adapter-cache-`))
  reporter.info.mockClear()
})

afterEach(async () => {
  await Promise.all([checkout, netlifyCache].map((dir) => fs.rm(dir, { recursive: true, force: true })))
})

test(`the not-found page's catch-all routes are not written to _redirects: unknown addresses stay 404`, () => {
  expect(servedRoutes(routes).map((route) => route.path)).toEqual([`/about/`, `/404.html`])
})

test(`the adapter writes no headers of its own and only the served routes`, async () => {
  const netlify = netlifyStandIn()
  const headerRoutes = [{ path: `/*`, headers: [{ key: `x-xss-protection`, value: `1; mode=block` }] }]
  await netlifyAdapter({ checkout, netlify }).adapt({ routesManifest: routes, headerRoutes } as never)
  const [given] = netlify.adapt.mock.calls[0] as [{ routesManifest: RoutesManifest; headerRoutes: unknown[] }]
  expect(given.headerRoutes).toEqual([])
  expect(given.routesManifest).toEqual(servedRoutes(routes))
})

test(`a cache restored in the checkout that stored it is used, with this build's compiled gatsby-node`, async () => {
  const adapter = netlifyAdapter({ checkout, netlify: netlifyStandIn() })
  await write(path.join(checkout, compiledGatsbyFiles, `gatsby-node.js`), `last deploy's code`)
  await write(path.join(checkout, `.cache`, `redux`, `state`), `last deploy's state`)
  await write(path.join(checkout, `public`, `index.html`), `last deploy's page`)
  await adapter.cache?.store(context())
  // The next deploy: a fresh clone, whose build compiled its own gatsby-node before asking for the cache.
  await fs.rm(path.join(checkout, `.cache`), { recursive: true })
  await fs.rm(path.join(checkout, `public`), { recursive: true })
  await write(path.join(checkout, compiledGatsbyFiles, `gatsby-node.js`), `this deploy's code`)

  await expect(adapter.cache?.restore(context())).resolves.toBe(true)
  await expect(read(path.join(compiledGatsbyFiles, `gatsby-node.js`))).resolves.toBe(`this deploy's code`)
  await expect(read(path.join(`.cache`, `redux`, `state`))).resolves.toBe(`last deploy's state`)
  await expect(read(path.join(`public`, `index.html`))).resolves.toBe(`last deploy's page`)
})

test(`a cache made in another checkout is dropped, and the build starts clean`, async () => {
  await write(path.join(netlifyCache, `.cache`, `redux`, `state`), `another checkout's state`)
  await write(path.join(netlifyCache, `public`, `index.html`), `another checkout's page`)
  await write(path.join(netlifyCache, checkoutMarker), JSON.stringify({ checkout: `/elsewhere/repo` }))
  await write(path.join(checkout, compiledGatsbyFiles, `gatsby-node.js`), `this deploy's code`)

  const adapter = netlifyAdapter({ checkout, netlify: netlifyStandIn() })
  await expect(adapter.cache?.restore(context())).resolves.toBe(false)
  expect(await exists(path.join(checkout, `.cache`, `redux`))).toBe(false)
  expect(await exists(path.join(checkout, `public`))).toBe(false)
  await expect(read(path.join(compiledGatsbyFiles, `gatsby-node.js`))).resolves.toBe(`this deploy's code`)
  expect(reporter.info).toHaveBeenCalledWith(expect.stringContaining(`made in /elsewhere/repo`))
})

test(`with nothing cached, the build goes on with what it has`, async () => {
  await write(path.join(checkout, compiledGatsbyFiles, `gatsby-node.js`), `this deploy's code`)
  const adapter = netlifyAdapter({ checkout, netlify: netlifyStandIn() })
  await expect(adapter.cache?.restore(context())).resolves.toBe(false)
  await expect(read(path.join(compiledGatsbyFiles, `gatsby-node.js`))).resolves.toBe(`this deploy's code`)
})
