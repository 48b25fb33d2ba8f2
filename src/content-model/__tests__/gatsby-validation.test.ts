/** @jest-environment node */
// The Gatsby hooks: a build stops with every problem listed; `gatsby develop` reports problems on save and lives on.
import { promises as fs } from "fs"
import path from "path"
import type { Reporter } from "gatsby"
import { contentFixture, temporaryFolder } from "../__fixtures__/content-fixture"
import { onCreateNode, onPreInit } from "../gatsby-validation"

function fakeReporter() {
  return { panic: jest.fn(), error: jest.fn(), success: jest.fn() }
}

function hookArgs(contentDir: string, reporter: ReturnType<typeof fakeReporter>) {
  const store = { getState: () => ({ program: { directory: path.dirname(contentDir) } }) }
  return { reporter: reporter as unknown as Reporter, store }
}

const noCallback = () => {}

async function siteWith(change?: Parameters<typeof contentFixture>[0]): Promise<string> {
  // The hooks look for content/ in the site's directory.
  const fixture = await contentFixture(change)
  const siteDir = await temporaryFolder(`milk-patrol-site-`)
  await fs.rename(fixture, path.join(siteDir, `content`))
  return path.join(siteDir, `content`)
}

test(`onPreInit lets good content through, and says what it checked as npm run check-content does`, async () => {
  const reporter = fakeReporter()
  await onPreInit!(hookArgs(await siteWith(), reporter) as never, {} as never, noCallback)
  expect(reporter.panic).not.toHaveBeenCalled()
  expect(reporter.success).toHaveBeenCalledWith(
    expect.stringMatching(
      /^content OK: 4 shows, 9 members, 3 FAQ questions, 5 images checked in \d+\.\d\ds$/,
    ),
  )
})

test(`onPreInit stops the build listing every problem`, async () => {
  const reporter = fakeReporter()
  const contentDir = await siteWith((data) => {
    data.shows.shows[2].date = `2024-04-31`
    data.members.members[1].roles = []
  })
  await onPreInit!(hookArgs(contentDir, reporter) as never, {} as never, noCallback)
  expect(reporter.panic).toHaveBeenCalledTimes(1)
  const message: string = reporter.panic.mock.calls[0][0]
  expect(message.split(`\n`)).toEqual([
    `The content has problems:`,
    `content/shows.json: show 3 ("2024-04-31, The Bone Student Center"): "date" is "2024-04-31", which is not a real date; write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM`,
    `content/members.json: member 2 ("Jake Ewen"): "roles" is an empty list; add at least one, like "roles": ["Guitar", "Vocals"]`,
    ``,
    `2 problems in content/, so the site was not built and what is online stays as it was. Fix them (CONTENT.md explains every field) and check again with \`npm run check-content\`.`,
  ])
})

describe(`in gatsby develop`, () => {
  const command = process.env.gatsby_executing_command
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: [`nextTick`, `setImmediate`] })
    process.env.gatsby_executing_command = `develop`
  })
  afterEach(() => {
    jest.useRealTimers()
    process.env.gatsby_executing_command = command
  })

  const contentFileNode = { internal: { type: `File` }, sourceInstanceName: `content` }

  /** Saves twice in a row, then waits for the one check's report (up to `patience` ms: a busy machine is slow). */
  async function saveAndWait(
    contentDir: string,
    reporter: ReturnType<typeof fakeReporter>,
    node = contentFileNode,
    patience = 10_000,
  ) {
    const reports = () => reporter.error.mock.calls.length + reporter.success.mock.calls.length
    const reportsBefore = reports()
    onCreateNode!({ ...hookArgs(contentDir, reporter), node } as never, {} as never, noCallback)
    onCreateNode!({ ...hookArgs(contentDir, reporter), node } as never, {} as never, noCallback)
    jest.advanceTimersByTime(1000)
    jest.useRealTimers()
    for (let waited = 0; waited < patience && reports() === reportsBefore; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  test(`saving a broken file reports its problems once without stopping the server, and fixing it says so`, async () => {
    const reporter = fakeReporter()
    const contentDir = await siteWith((data) => (data.band.bookingEmail = `ben`))
    await saveAndWait(contentDir, reporter)
    expect(reporter.panic).not.toHaveBeenCalled()
    expect(reporter.error).toHaveBeenCalledTimes(1)
    expect(reporter.error.mock.calls[0][0].split(`\n`)).toEqual([
      `The content has problems:`,
      `content/band.json: "bookingEmail" is "ben", which is not an e-mail address; write it like name@example.com`,
      ``,
      `1 problem in content/, so the preview may look wrong for now (the dev server keeps running). Fix it (CONTENT.md explains every field) and check again with \`npm run check-content\`.`,
    ])

    const band = JSON.parse(await fs.readFile(path.join(contentDir, `band.json`), `utf8`))
    await fs.writeFile(
      path.join(contentDir, `band.json`),
      JSON.stringify({ ...band, bookingEmail: `ben@example.com` }),
    )
    jest.useFakeTimers({ doNotFake: [`nextTick`, `setImmediate`] })
    await saveAndWait(contentDir, reporter)
    expect(reporter.error).toHaveBeenCalledTimes(1)
    expect(reporter.success).toHaveBeenCalledWith(`content OK again`)
  })

  test(`nodes that are not content files are ignored`, async () => {
    const reporter = fakeReporter()
    const showsNode = { internal: { type: `ShowsJson` }, sourceInstanceName: `content` }
    await saveAndWait(await siteWith((data) => (data.band.bookingEmail = `ben`)), reporter, showsNode, 1000)
    expect(reporter.error).not.toHaveBeenCalled()
  })
})
