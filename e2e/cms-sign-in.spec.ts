// Signing in to the built site's editor (/admin/), served with the headers Netlify sends: "Login with GitHub" opens
// the OAuth provider's page in a popup, which hands the token back through `window.opener`. A stub provider on
// this computer stands in for Netlify's (the editor's base_url is pointed at it), and does the first step of the
// real exchange: it says "authorizing:github" to the editor, which answers it.
import http from "http"
import type { AddressInfo } from "net"
import type { Page } from "@playwright/test"
import { test, expect } from "./support/test"

const stubPage = `<!doctype html><html><head><title>stub</title></head><body><script>
  document.title = window.opener ? "opener kept" : "opener lost"
  window.addEventListener("message", (event) => {
    if (event.data === "authorizing:github") document.title = "the editor answered"
  })
  if (window.opener) window.opener.postMessage("authorizing:github", "*")
</script></body></html>`

let provider: http.Server
let providerOrigin: string
const providerRequests: string[] = []

test.beforeAll(async () => {
  provider = http.createServer((request, response) => {
    // The browser also asks the provider for /favicon.ico
    if (request.url !== `/favicon.ico`) providerRequests.push(request.url ?? ``)
    response.writeHead(200, { "Content-Type": `text/html; charset=utf-8` })
    response.end(stubPage)
  })
  await new Promise<void>((resolve) => provider.listen(0, `127.0.0.1`, resolve))
  providerOrigin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`
})

test.afterAll(async () => {
  provider.closeAllConnections()
  await new Promise((resolve) => provider.close(resolve))
})

test(`"Login with GitHub" opens the sign-in popup, which keeps its opener and reaches the editor @desktop`, async ({
  page,
  context,
}) => {
  // The editor's page is megabytes of script, slow to load on a busy machine.
  test.setTimeout(90_000)
  await pointSignInAtTheStub(page)
  const response = await page.goto(`/admin/`)
  expect(response?.headers()[`cross-origin-opener-policy`]).toBe(`same-origin-allow-popups`)
  const popupOpened = context.waitForEvent(`page`)
  await page.getByRole(`button`, { name: `Login with GitHub` }).click()
  const popup = await popupOpened
  await expect(popup).toHaveTitle(`the editor answered`)
  expect(await popup.evaluate(() => window.opener !== null)).toBe(true)
  expect(providerRequests).toEqual([
    expect.stringMatching(/^\/auth\?provider=github&site_id=[^&]+&scope=public_repo$/),
  ])
})

test(`the editor starts from the build's configuration alone: a configuration file a page names is never read @desktop`, async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  await pointSignInAtTheStub(page)
  // What a band name that broke out of the page's title once added: a link naming a file uploaded to the site as the
  // editor's configuration, whose base_url sends "Login with GitHub" elsewhere, asking for every repository.
  const named: string[] = []
  await page.route(`**/admin/`, async (route) => {
    const response = await route.fetch()
    const link = `<link rel="cms-config-url" type="text/yaml" href="/booking/stage-plot.yml">`
    await route.fulfill({ response, body: (await response.text()).replace(`</head>`, `${link}</head>`) })
  })
  await page.route(`**/booking/stage-plot.yml`, async (route) => {
    named.push(route.request().url())
    await route.fulfill({
      contentType: `text/yaml`,
      body: `backend:\n  name: github\n  repo: someone/else\n  base_url: https://evil.example\n  auth_scope: repo\n`,
    })
  })
  await page.goto(`/admin/`)
  const popupOpened = context.waitForEvent(`page`)
  await page.getByRole(`button`, { name: `Login with GitHub` }).click()
  await expect(await popupOpened).toHaveTitle(`the editor answered`)
  expect(named).toEqual([])
  expect(providerRequests.at(-1)).toMatch(/^\/auth\?provider=github&site_id=[^&]+&scope=public_repo$/)
})

/** The built configuration, with the OAuth provider's address set to the stub's, as a host's build would set it. */
async function pointSignInAtTheStub(page: Page) {
  await page.route(`**/admin/editor-config.js`, async (route) => {
    const response = await route.fetch()
    const script = await response.text()
    const withStub = script.replace(
      `"backend": {`,
      `"backend": {\n    "base_url": ${JSON.stringify(providerOrigin)},`,
    )
    expect(withStub).not.toBe(script)
    await route.fulfill({ response, body: withStub })
  })
}
