// Every route answers with its title, the nav with the current page marked, its content, and nothing broken.
import { test, expect } from "./support/test"
import { mainNav, navLink, navLinkNames, openPage, routes } from "./support/site"

for (const route of routes) {
  test(`${route.path} answers 200 with the title "${route.title}" and its nav`, async ({ page }) => {
    const response = await openPage(page, route.path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(route.title)
    await expect(page.locator(`main#main`)).toBeVisible()
    await expect(page.getByRole(`heading`, { level: 1 })).toBeVisible()

    const links = mainNav(page).getByRole(`link`, { includeHidden: true })
    await expect(links).toHaveText([...navLinkNames])
    for (const name of navLinkNames) {
      const link = navLink(page, name)
      // trailingSlash "always": links go straight to the folder, without a redirect hop on the hosts
      expect(await link.getAttribute(`href`)).toMatch(/\/$/)
      if (name === route.navLink) await expect(link).toHaveAttribute(`aria-current`, `page`)
      else await expect(link).not.toHaveAttribute(`aria-current`, /.*/)
    }
    if (route.navLink) {
      // Highlighted: the current link does not look like the others.
      const looks = await links.evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element)
          return [
            style.color,
            style.backgroundColor,
            style.fontWeight,
            style.textDecorationLine,
            style.borderBottom,
          ].join(`|`)
        }),
      )
      const current = navLinkNames.indexOf(route.navLink)
      looks.forEach((look, index) => {
        if (index !== current)
          expect(look, `${navLinkNames[index]} looks like the current link`).not.toBe(looks[current])
      })
    }
  })
}

test(`a path without its trailing slash redirects to the page`, async ({ page }) => {
  const response = await page.goto(`/schedule`)
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/schedule$/)
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/schedule\/$/)
  await expect(page).toHaveTitle(`Milk Patrol-Schedule`)
})

test(`an unknown path answers 404 with the not-found page and a link home`, async ({
  page,
  siteProblems,
  baseURL,
}) => {
  // The document itself and Gatsby's look-up of the unknown page's data answer 404, as they should.
  siteProblems.expect(/no-such-page/)
  siteProblems.expect(/status of 404/)
  const response = await openPage(page, `/no-such-page/`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole(`heading`, { level: 1 })).toBeVisible()
  await expect(mainNav(page)).toBeAttached()
  const home = page.getByRole(`main`).locator(`a[href="/"]`).first()
  await expect(home).toBeVisible()
  await home.click()
  await expect(page).toHaveURL(baseURL ?? ``)
  await expect(page).toHaveTitle(`Milk Patrol`)
})

// Netlify answers a wrong address under a page (/schedule/1999/) with the not-found page, under that page's headers.
for (const [build, unknown] of [
  [`root`, `no-such-page/`],
  [`root`, `schedule/1999/`],
  [`root`, `faq/old-question/`],
  [`prefixed`, `no-such-page/`],
] as const) {
  test(`an unknown path (${build} build, /${unknown}): the document is the only 404, and the only console error`, async ({
    page,
    siteProblems,
    baseURL,
    prefixedSiteURL,
  }) => {
    siteProblems.expect(new RegExp(unknown))
    siteProblems.expect(/status of 404/)
    const failed: string[] = []
    const errors: string[] = []
    page.on(`response`, (response) => {
      if (response.status() >= 400) failed.push(new URL(response.url()).pathname)
    })
    page.on(`console`, (message) => {
      if (message.type() === `error`) errors.push(message.text())
    })
    const base = build === `root` ? baseURL! : prefixedSiteURL
    const address = new URL(unknown, base)
    // openPage waits until React has taken the page over: Gatsby's runtime has then found the page it shows, every
    // look-up of the address done.
    await openPage(page, address.href)
    await expect(page.getByRole(`heading`, { level: 1 })).toBeVisible()
    expect(failed).toEqual([address.pathname])
    expect(errors).toHaveLength(1)
  })
}

test(`a calendar the site does not have answers 404 with the not-found page, as HTML`, async ({
  request,
}) => {
  for (const missing of [`/no-such-calendar.ics`, `/shows/1999-01-01-nowhere.ics`]) {
    const response = await request.get(missing)
    expect(response.status(), missing).toBe(404)
    expect(response.headers()[`content-type`], missing).toMatch(/^text\/html/)
    expect(await response.text(), missing).toContain(`<h1`)
  }
  const feed = await request.get(`/shows.ics`)
  expect(feed.headers()[`content-type`]).toBe(`text/calendar; charset=utf-8`)
})

test(`the browser finds an icon for the tab, so it logs no 404 for /favicon.ico`, async ({
  page,
  request,
}) => {
  // The test fixture leaves the browser's own look-up of /favicon.ico to this test, which listens for it.
  const problems: string[] = []
  page.on(`console`, (message) => {
    if (message.type() === `error`) problems.push(`console error: ${message.text()}`)
  })
  page.on(`response`, (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  page.on(`requestfailed`, (failed) => problems.push(`request failed: ${failed.url()}`))
  const asked: string[] = []
  page.on(`request`, (sent) => asked.push(new URL(sent.url()).pathname))
  await openPage(page, `/`)
  await page.waitForLoadState(`load`)

  // The page names its icon, a file of the site (the policy allows no data: image), which answers as a picture.
  const href = await page.locator(`link[rel~="icon"]`).first().getAttribute(`href`)
  expect(href, `the page's icon`).toMatch(/^\/[^/]/)
  const icon = await request.get(new URL(href!, page.url()).toString())
  expect(icon.status(), `the icon at ${href}`).toBe(200)
  expect(icon.headers()[`content-type`], `the icon at ${href}`).toMatch(/^image\//)
  // So the browser has no cause to look for /favicon.ico, and logged nothing.
  expect(asked).not.toContain(`/favicon.ico`)
  expect(problems).toEqual([])
})
