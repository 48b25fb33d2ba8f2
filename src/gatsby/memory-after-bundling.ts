// The memory webpack leaves in Gatsby's main process, given back to the system once the browser bundle is built. V8
// collects webpack's compilation soon after, but keeps the heap it grew for it until its memory reducer next runs,
// which in a cold build came while the query worker ran beside it and the pictures were drawn, at the build's peak
// (docs/performance.md, "The heap webpack leaves", has the figures).
import v8 from "v8"
import vm from "vm"
import type { Reporter } from "gatsby"

/** V8's collector as its gc extension offers it, with the options it takes. */
type Collector = (options: { type: `major`; execution: `sync`; flavor: `last-resort` }) => void

/** The heap V8 holds for this process, used or not (its spaces' committed size). */
export const heapHeld = (): number => v8.getHeapStatistics().total_heap_size

/**
 * A full collection that also compacts the heap and gives its empty pages back to the system, as V8's memory reducer
 * does (the "last resort" flavour: a plain full collection frees the objects but keeps their pages). Node offers V8's
 * collector only to a context made while `--expose-gc` is set, so one is made, and the flag set back. Returns the
 * heap given back, in bytes.
 */
export function giveBackUnusedHeap(): number {
  const before = heapHeld()
  v8.setFlagsFromString(`--expose-gc`)
  const collect = vm.runInNewContext(`gc`) as Collector
  v8.setFlagsFromString(`--no-expose-gc`)
  collect({ type: `major`, execution: `sync`, flavor: `last-resort` })
  return Math.max(0, before - heapHeld())
}

/** The part of webpack's compiler the plugin uses. */
interface ShuttingDown {
  hooks: { shutdown: { tap(name: string, run: () => void): void } }
}

const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`

/**
 * A webpack plugin for the browser bundle's compiler, the last one Gatsby closes: once it is closed, the unused heap
 * is given back, before the queries and the pictures, and the build says how much.
 */
export class MemoryGivenBackAfterBundling {
  constructor(private readonly reporter: Pick<Reporter, `info`>) {}

  apply(compiler: ShuttingDown): void {
    compiler.hooks.shutdown.tap(`MemoryGivenBackAfterBundling`, () => {
      setImmediate(() => {
        const given = giveBackUnusedHeap()
        this.reporter.info(
          `Memory after bundling: ${megabytes(given)} of heap given back (${megabytes(heapHeld())} kept)`,
        )
      })
    })
  }
}
