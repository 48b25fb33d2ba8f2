/** @jest-environment node */
// `npm run check-content`, as editors and CI run it: "content OK" and exit 0, or every problem and exit 1. On fixtures
// only: the band's live content/ is checked by every build of it (onPreInit), not by CI, which a band member's edit
// must not turn red (src/test-support/live-content-guard.js).
import { showFieldsInWords } from "../__fixtures__/broken-inputs"
import { spawnSync } from "child_process"
import path from "path"
import { contentFixture } from "../__fixtures__/content-fixture"

const projectDir = path.join(__dirname, `..`, `..`, `..`)

/** The script as package.json runs it: one Node with tsx's require hook (the tsx command would start two). */
function checkContent(...args: string[]) {
  const script = path.join(projectDir, `scripts`, `check-content.ts`)
  return spawnSync(process.execPath, [`--require`, `tsx/cjs`, script, ...args], {
    cwd: projectDir,
    encoding: `utf8`,
  })
}

test(`good content: "content OK" with what was checked`, async () => {
  const run = checkContent(await contentFixture())
  expect(run.stdout).toMatch(
    /^content OK: 4 shows, 9 members, 3 FAQ questions, 5 images checked in \d+\.\d\ds\n$/,
  )
  expect(run.status).toBe(0)
}, 30_000)

test(`broken content: every problem, a count, and exit 1`, async () => {
  const run = checkContent(
    await contentFixture((data) => {
      data.shows.shows[0].lnik = `https://www.instagram.com/downsvillagemarket`
      data.faq.faq[1].question = ``
    }),
  )
  expect(run.stderr).toBe(
    [
      `content/shows.json: show 1 ("2024-09-18, 103 W. Franklin St. Downs, IL"): "lnik" is not a field a show can have; did you mean "link"? The fields are ${showFieldsInWords}`,
      `content/faq.json: question 2: "question" is empty; fill it in, like "question": "Why is the band called Milk Patrol?"`,
      ``,
      `2 problems in content/; fix them and run \`npm run check-content\` again (CONTENT.md explains every field).`,
      ``,
    ].join(`\n`),
  )
  expect(run.status).toBe(1)
}, 30_000)
