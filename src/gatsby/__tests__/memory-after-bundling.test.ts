/** @jest-environment node */
// Once Gatsby closes the browser bundle's compiler, its process gives back the heap webpack grew and left unused: the
// build's peak came while V8 still held it (docs/performance.md). How much a real build gives back is bench:scale's.
import { MemoryGivenBackAfterBundling, giveBackUnusedHeap, heapHeld } from "../memory-after-bundling"

/** Grows the old generation by about `megabytes` of small objects that outlive the young one; they are let go on return. */
function growAndLetGo(megabytes: number): number {
  const kept: { index: number; label: string }[] = []
  for (let index = 0; index < megabytes * 12_000; index++) kept.push({ index, label: `show ${index}` })
  return kept.length
}

/** A compiler as far as the plugin sees it: its shutdown hook, called when the test closes it. */
function compilerToClose() {
  const onShutdown: (() => void)[] = []
  return {
    hooks: { shutdown: { tap: (_name: string, run: () => void) => onShutdown.push(run) } },
    close: async () => {
      for (const run of onShutdown) run()
      await new Promise((resolve) => setImmediate(resolve))
    },
  }
}

test(`once the compiler is closed, the heap it grew is given back, and the build says how much`, async () => {
  const said: string[] = []
  const compiler = compilerToClose()
  new MemoryGivenBackAfterBundling({ info: (line = ``) => said.push(line) }).apply(compiler)

  // From a heap with nothing unused in it (what earlier test files in this worker left), so that all growth is new.
  giveBackUnusedHeap()
  const before = heapHeld()
  growAndLetGo(150)
  const grown = heapHeld()
  expect(grown - before).toBeGreaterThan(100 * 2 ** 20)

  await compiler.close()
  const givenBack = grown - heapHeld()
  expect(givenBack).toBeGreaterThan(0.8 * (grown - before))
  expect(said).toEqual([
    expect.stringMatching(/^Memory after bundling: \d+ MB of heap given back \(\d+ MB kept\)$/),
  ])
  const saidGivenBack = Number(said[0]?.match(/(\d+) MB of heap/)?.[1]) * 2 ** 20
  expect(Math.abs(saidGivenBack - givenBack)).toBeLessThan(4 * 2 ** 20)
})
