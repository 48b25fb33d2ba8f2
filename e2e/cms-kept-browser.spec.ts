// The editor's tests share Chromium profiles kept for the whole worker (support/editor-browser.ts), for their code
// cache: a context lent again holds nothing a test before it left, on any origin it reached (cookies, local storage,
// IndexedDB), and no route, no offline switch and no page of that test; one its test changed for good (a fake clock)
// is not lent again.
import http from "http"
import type { AddressInfo } from "net"
import { test, expect, type EditorContexts, type Screen } from "./support/editor-browser"

let server: http.Server
let origins: string[]

test.beforeAll(async () => {
  server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": `text/html` })
    response.end(`<!doctype html><title>a page</title>`)
  })
  await new Promise<void>((resolve) => server.listen(0, `127.0.0.1`, resolve))
  const { port } = server.address() as AddressInfo
  // Two origins of one server, as an editor's page and its editing server are.
  origins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`]
})

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

/** What a test can leave behind on an origin, as the page sees it. */
const leftOn = (page: import("@playwright/test").Page) =>
  page.evaluate(async () => {
    const databases = await indexedDB.databases()
    return {
      localStorage: { ...localStorage },
      cookie: document.cookie,
      databases: databases.map((db) => db.name),
    }
  })

/** A context lent for the test's screen, and a page of its own in it. */
async function lentPage(editorContexts: EditorContexts, screen: Screen) {
  const context = await editorContexts.newContext(screen)
  return { first: context, page: await context.newPage() }
}

test(`a kept context lent again holds nothing of the test before it`, async ({
  editorContexts,
  viewport,
}) => {
  const screen = { viewport }
  const { first, page } = await lentPage(editorContexts, screen)
  for (const origin of origins) {
    await page.goto(origin)
    await page.evaluate(async () => {
      localStorage.setItem(`form`, `a show typed`)
      document.cookie = `member=1; max-age=3600`
      await new Promise((resolve) => {
        const opening = indexedDB.open(`kept pictures`, 1)
        opening.onupgradeneeded = () => opening.result.createObjectStore(`pictures`)
        opening.onsuccess = () => resolve(opening.result.close())
      })
    })
    expect(await leftOn(page)).toEqual({
      localStorage: { form: `a show typed` },
      cookie: `member=1`,
      databases: [`kept pictures`],
    })
  }
  await first.route(`**/routed`, (route) => route.fulfill({ body: `routed` }))
  await first.setOffline(true)
  await editorContexts.release(first)

  const again = await editorContexts.newContext(screen)
  // The same profile, not a new one: what is checked is what the next test gets.
  expect(again).toBe(first)
  expect(again.pages()).toEqual([])
  const next = await again.newPage()
  for (const origin of origins) {
    await next.goto(origin)
    expect(await leftOn(next)).toEqual({ localStorage: {}, cookie: ``, databases: [] })
  }
  await next.goto(`${origins[0]}/routed`)
  await expect(next.locator(`body`)).toHaveText(``)
  await editorContexts.release(again)
})
