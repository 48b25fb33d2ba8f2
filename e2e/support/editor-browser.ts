// The browsers the editor's tests drive: Chromium with a profile on disk, kept for the whole worker, so that the
// editor's bundle and its WebAssembly are compiled once and then read from Chromium's code cache, as in a band
// member's own browser on their second visit. A fresh (incognito) context has no code cache: every test, member and
// reload would compile the bundle again, which costs more than the rest of an opening (docs/testing.md). What a test sees stays its own: each context is handed to one test (or one member) at a time,
// and given back with its pages closed and every origin it reached cleared of cookies, local storage, IndexedDB and
// the rest, keeping only the HTTP and code caches. The editor's page is served at the same address for the whole
// worker (support/local-editor.ts), so the cache holds across files.
//
//   import { test, expect } from "./support/editor-browser"
//   test(`…`, async ({ page }) => …)                          // page: in a kept context, with the test's screen
//   test(`…`, async ({ editorBrowser }) => {
//     const member = await (await editorBrowser.newContext(phoneScreen)).newPage()   // another member's own
//   })
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserType,
  type LaunchOptions,
} from "@playwright/test"

export { expect }

/** What the kept contexts differ by: the screen a test asks for (desktop, or phoneScreen's touch phone). */
export interface Screen {
  viewport: { width: number; height: number } | null
  isMobile?: boolean
  hasTouch?: boolean
}

/** What could carry one test's traces into the next: cleared from every origin a context reached. */
const storageTypes = [
  `cookies`,
  `file_systems`,
  `indexeddb`,
  `local_storage`,
  `service_workers`,
  `cache_storage`,
  `websql`,
  `shared_storage`,
  `storage_buckets`,
].join(`,`)

interface Lent {
  screenKey: string
  origins: Set<string>
  stopWatching: () => void
}

/** A worker's kept contexts, by screen: lent to one test or member at a time. */
export class EditorContexts {
  private readonly idle = new Map<string, BrowserContext[]>()
  private readonly lent = new Map<BrowserContext, Lent>()
  private readonly all = new Set<BrowserContext>()
  private readonly profiles: string[] = []

  constructor(
    private readonly chromium: BrowserType,
    private readonly launchOptions: LaunchOptions,
  ) {}

  /** A context of its own for `screen`: clean, with nothing in its storage from any test before. */
  async newContext(screen: Screen): Promise<BrowserContext> {
    const screenKey = JSON.stringify({
      viewport: screen.viewport,
      isMobile: !!screen.isMobile,
      hasTouch: !!screen.hasTouch,
    })
    const context = this.idle.get(screenKey)?.pop() ?? (await this.launch(screen))
    const origins = new Set<string>()
    const onRequest = (request: { url: () => string }) => {
      const { protocol, origin } = new URL(request.url())
      if (protocol === `http:` || protocol === `https:`) origins.add(origin)
    }
    context.on(`request`, onRequest)
    this.lent.set(context, { screenKey, origins, stopWatching: () => context.off(`request`, onRequest) })
    return context
  }

  /** Takes `context` back: its pages closed, the state a test can set reset, every origin it reached cleared. */
  async release(context: BrowserContext): Promise<void> {
    const lent = this.lent.get(context)
    if (!lent) return
    this.lent.delete(context)
    lent.stopWatching()
    if (!this.all.has(context)) return
    try {
      await Promise.all(context.pages().map((page) => page.close()))
      await context.unrouteAll({ behavior: `ignoreErrors` })
      await context.clearCookies()
      await context.clearPermissions()
      await context.setOffline(false)
      await context.setExtraHTTPHeaders({})
      const blank = await context.newPage()
      const session = await context.newCDPSession(blank)
      for (const origin of lent.origins)
        await session.send(`Storage.clearDataForOrigin`, { origin, storageTypes })
      await session.detach()
      await blank.close()
    } catch (error) {
      // A context that cannot be cleaned is lent to no one again.
      this.all.delete(context)
      await context.close().catch(() => undefined)
      throw error
    }
    const idle = this.idle.get(lent.screenKey) ?? []
    idle.push(context)
    this.idle.set(lent.screenKey, idle)
  }

  async close(): Promise<void> {
    await Promise.all([...this.all].map((context) => context.close().catch(() => undefined)))
    await Promise.all(this.profiles.map((profile) => fs.rm(profile, { recursive: true, force: true })))
  }

  private async launch(screen: Screen): Promise<BrowserContext> {
    const profile = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-editor-profile-`))
    this.profiles.push(profile)
    const context = await this.chromium.launchPersistentContext(profile, { ...this.launchOptions, ...screen })
    this.all.add(context)
    context.on(`close`, () => this.all.delete(context))
    // A persistent context opens with a blank page: closed, so that a test's pages are its own.
    await Promise.all(context.pages().map((page) => page.close()))
    return context
  }
}

/** The contexts one test was lent: given back when it ends, however it ends. */
export interface EditorBrowser {
  /** A context of the test's own (another band member's browser), on the test's screen unless `screen` says. */
  newContext: (screen?: Screen) => Promise<BrowserContext>
  /** Gives a context back before the test ends (a member who leaves, so that the next one starts clean). */
  release: (context: BrowserContext) => Promise<void>
}

export const test = base.extend<{ editorBrowser: EditorBrowser }, { editorContexts: EditorContexts }>({
  editorContexts: [
    async ({ playwright, launchOptions, headless }, use) => {
      const contexts = new EditorContexts(playwright.chromium, { ...launchOptions, headless })
      await use(contexts)
      await contexts.close()
    },
    { scope: `worker` },
  ],
  editorBrowser: async ({ editorContexts, viewport, isMobile, hasTouch }, use) => {
    const mine = new Set<BrowserContext>()
    await use({
      newContext: async (screen = { viewport, isMobile, hasTouch }) => {
        const context = await editorContexts.newContext(screen)
        mine.add(context)
        return context
      },
      release: async (context) => {
        mine.delete(context)
        await editorContexts.release(context)
      },
    })
    for (const context of mine) await editorContexts.release(context)
  },
  // The test's own page comes from a kept context too.
  context: async ({ editorBrowser }, use) => {
    await use(await editorBrowser.newContext())
  },
})
