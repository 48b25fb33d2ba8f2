// The Schedule's own words and links: the owner's plea when no show is coming, a way from it to /booking/, and the
// feed reader's link, a target a thumb finds. The lists of shows are show-pages.spec.ts's.
import { test, expect } from "./support/test"
import { bookingPagePath } from "../src/booking/booking-path"
import { openPage } from "./support/site"
import { headingsNoLargerThanText } from "./support/large-text"

/** The owner's words for an empty "Upcoming:", exactly as written (content-facts.md). */
const noUpcoming = `None :( please book us`

test(`with no show to come, "Upcoming:" says "${noUpcoming}" in the owner's words, "book us" leads to /booking/, and no larger than its heading`, async ({
  page,
}) => {
  // A visit long after every show of the build: the page moves its shows to "Previous" as it comes alive.
  await page.clock.setFixedTime(new Date(`2101-01-01T12:00:00Z`))
  // At the phone's text size, and at 200 % on the smallest phone, where the plea came out larger than its heading.
  for (const textSize of [16, 32]) {
    if (textSize === 32) await page.setViewportSize({ width: 320, height: 640 })
    const devtools = await page.context().newCDPSession(page)
    await devtools.send(`Page.setFontSizes`, { fontSizes: { standard: textSize } })
    await openPage(page, `/schedule/`)
    const upcoming = page.getByRole(`region`, { name: `Upcoming:` })
    const plea = upcoming.getByText(noUpcoming, { exact: true })
    await expect(plea).toBeVisible()
    await expect(upcoming.getByRole(`listitem`)).toHaveCount(0)
    const bookUs = plea.getByRole(`link`, { name: `book us`, exact: true })
    await expect(bookUs).toHaveAttribute(`href`, bookingPagePath)
    const sizes = await page.evaluate(() => {
      const heading = document.getElementById(`upcoming`)!
      const words = heading.closest(`section`)!.querySelector(`p`)!
      return {
        heading: parseFloat(getComputedStyle(heading).fontSize),
        plea: parseFloat(getComputedStyle(words).fontSize),
      }
    })
    expect(
      sizes.plea,
      `at ${textSize} px text, the plea's size against its heading's (${sizes.heading} px)`,
    ).toBeLessThan(sizes.heading)
    expect(await page.evaluate(headingsNoLargerThanText), `at ${textSize} px text`).toEqual([])
    // A click is a fan's once React has hydrated the whole page: its Suspense boundaries hydrate at a lower priority
    // than #main, and a navigation that meets one still dehydrated makes React draw it again (its error #421).
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
    )
    await bookUs.click()
    await expect(page).toHaveURL(/\/booking\/$/)
  }
})

test(`"Follow our shows in a feed reader (RSS)", a link on a line of its own, is a target 44 px high or more`, async ({
  page,
}) => {
  await openPage(page, `/schedule/`)
  const feed = page.getByRole(`link`, { name: `Follow our shows in a feed reader (RSS)` })
  const box = (await feed.boundingBox())!
  expect(box.height, `its height`).toBeGreaterThanOrEqual(44)
  expect(box.width, `its width`).toBeGreaterThanOrEqual(44)
})
