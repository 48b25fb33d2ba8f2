// Runs the build's content check, Gatsby's onPreInit hook, in-process on a site folder, the way `gatsby build` calls
// it: milliseconds, where a real build (scripts/__proofs__/) takes a minute.
import { onPreInit } from "../gatsby-validation"

/** What the hook stopped the build with: each message it gave reporter.panic; none when it let the build go on. */
export async function buildHookPanics(siteDir: string): Promise<string[]> {
  const panics: string[] = []
  // Warnings (what an upcoming show lacks) do not stop a build; nor does "content OK".
  const reporter = {
    panic: (message: unknown) => void panics.push(String(message)),
    warn: () => undefined,
    success: () => undefined,
  }
  const store = { getState: () => ({ program: { directory: siteDir } }) }
  await onPreInit!({ reporter, store } as never, {} as never, () => {})
  return panics
}
