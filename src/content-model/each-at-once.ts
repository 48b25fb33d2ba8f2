// Work over many files, a few at a time: read all at once, years of posters held every file's bytes in the build's
// process together, and the memory they took stayed with it to the end (docs/performance.md, "The content check's
// posters").

/** Runs `work` on every item, at most `limit` at a time, and gives back each item's result in the items' order. */
export async function eachAtOnce<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array<Result>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
