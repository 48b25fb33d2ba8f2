// The logo and posters: sizes, loading order, AVIF for Chromium, and visible text when an image fails.
import type { Locator, Page } from "@playwright/test"
import { test, expect } from "./support/test"
import { band, posterAlt, scheduleShows } from "./support/content"
import { openPage, secretPath } from "./support/site"

const logo = (page: Page) => page.getByRole(`img`, { name: band.logo.alt, exact: true })

/** Scroll a lazily loaded image into view and wait until it has really loaded. */
async function loaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true)
}

test.describe(`with image requests blocked`, () => {
  test.beforeEach(async ({ page, siteProblems }) => {
    siteProblems.expect(/request failed: .*\(net::ERR_FAILED\)/)
    siteProblems.expect(/console error: Failed to load resource/)
    await page.route(`**/*`, (route) =>
      route.request().resourceType() === `image` ? route.abort() : route.continue(),
    )
  })

  test(`Home says ":( image didnt load" where the logo would be`, async ({ page }) => {
    await openPage(page, `/`)
    await expect(page.getByText(`:( image didnt load`, { exact: true })).toBeVisible()
  })

  test(`Schedule says "no image :(" for each poster it lists`, async ({ page }) => {
    await openPage(page, `/schedule/`)
    const fallbacks = page.getByText(`no image :(`, { exact: true })
    const { upcoming, previous } = scheduleShows()
    const posters = upcoming.length + previous.length
    // Posters load lazily: a visitor scrolls down to them, a few cards at a time, until every card has said so.
    await expect(async () => {
      await page.mouse.wheel(0, 600)
      expect(await fallbacks.count()).toBe(posters)
    }).toPass()
    for (const fallback of await fallbacks.all()) {
      await fallback.scrollIntoViewIfNeeded()
      await expect(fallback).toBeVisible()
    }
  })

  test(`Sonic draws no broken-image box where the hedgehog would be @desktop`, async ({ page }) => {
    await openPage(page, secretPath)
    await page.getByRole(`button`, { name: `Gotta Go Fast!` }).click()
    await expect(page.getByRole(`button`, { name: `You're too slow!` })).toBeDisabled()
    await expect(page.getByTestId(`sonic-head`)).toBeAttached()
    for (const part of [`sonic-head`, `sonic-arm-left`, `sonic-arm-right`, `sonic-legs`]) {
      // Each drawing's request has been refused by the time the page's images are all settled.
      await expect
        .poll(() =>
          page
            .getByTestId(part)
            .evaluate(
              (holder) =>
                Array.from(holder.querySelectorAll(`img`)).filter((image) => !image.complete).length,
            ),
        )
        .toBe(0)
      expect(
        await page
          .getByTestId(part)
          .evaluate(
            (holder) =>
              Array.from(holder.querySelectorAll(`img`)).filter((image) => image.naturalWidth === 0).length,
          ),
        `${part}: drawings that failed but are still on the page`,
      ).toBe(0)
    }
  })
})

test(`the logo is the first image requested and shows 450px wide @desktop`, async ({ page }) => {
  const imageRequests: string[] = []
  page.on(`request`, (request) => {
    if (request.resourceType() === `image`) imageRequests.push(request.url())
  })
  await openPage(page, `/`)
  await loaded(logo(page))
  const logoSource = await logo(page).evaluate((element: HTMLImageElement) => element.currentSrc)
  expect(imageRequests[0], `the first image requested`).toBe(logoSource)
  // Asked for from the head (before the cow print the styles draw), in the format Chromium then shows.
  const preload = page.locator(`head link[rel="preload"][as="image"]`)
  await expect(preload).toHaveAttribute(`type`, `image/avif`)
  expect(logoSource).toMatch(/\.avif$/)
  const preloaded = (await preload.getAttribute(`imagesrcset`))!
    .split(`,`)
    .map((entry) => entry.trim().split(` `)[0] ?? ``)
  expect(preloaded.map((source) => new URL(source, page.url()).href)).toContain(logoSource)
  expect((await logo(page).boundingBox())?.width).toBeCloseTo(450, 0)
})

test(`on a phone the logo is narrower and fits the screen @phone`, async ({ page }) => {
  await openPage(page, `/`)
  await loaded(logo(page))
  const box = await logo(page).boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport).toBeTruthy()
  if (!box || !viewport) return
  expect(box.width).toBeLessThan(450)
  expect(box.width).toBeGreaterThan(150)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width)
})

test(`posters show 200px wide, served to Chromium as AVIF`, async ({ page }) => {
  await openPage(page, `/schedule/`)
  const { upcoming, previous } = scheduleShows()
  for (const show of [...upcoming, ...previous]) {
    const poster = page.getByRole(`img`, { name: posterAlt(show), exact: true })
    await loaded(poster)
    expect((await poster.boundingBox())?.width, `${show.where}: width`).toBeCloseTo(200, 0)
    // What Chromium chose to load, read back: an AVIF file starts with an "ftyp" box of brand "avif".
    const { source, brand } = await poster.evaluate(async (element: HTMLImageElement) => {
      const bytes = new Uint8Array(await (await fetch(element.currentSrc)).arrayBuffer())
      return { source: element.currentSrc, brand: String.fromCharCode(...bytes.slice(4, 12)) }
    })
    expect(brand, `${show.where}: ${source}`).toBe(`ftypavif`)
  }
})
