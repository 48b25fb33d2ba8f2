/** @jest-environment node */
// The checker's half of the agreement: each real-world mistake gets exactly its one problem line, and each input the
// build can take gets none. (failed-build.test.ts and checker-build-agreement.test.ts give the build's half, and the
// proofs broken-content-stops-build and accepted-content-is-built under scripts/__proofs__/ run real builds.)
import { contentFixture } from "../__fixtures__/content-fixture"
import { contentMistakes } from "../__fixtures__/real-world-mistakes"
import { checkContent, formatProblems } from "../validate"

test.each(Object.entries(contentMistakes))(`%s`, async (_name, { change, prepare, expected }) => {
  const contentDir = await contentFixture(change)
  await prepare?.(contentDir)
  const { problems } = await checkContent(contentDir)
  expect(formatProblems(problems)).toBe(expected === `builds` ? `` : expected)
})
