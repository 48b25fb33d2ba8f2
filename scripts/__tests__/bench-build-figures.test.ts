/** @jest-environment node */
// bench:scale's peak memory of a build (scripts/bench/build-figures.ts): every process of its tree, looked at twice a
// second, as their resident sets added up and with each page they share counted once (Linux's PSS), which is what a
// build in several Node processes (npm, Gatsby, its worker) is compared with a peer's single one by.
// Read from Linux's /proc; elsewhere both figures are 0.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { runMeasured } from "../bench/build-figures"

const megabytes = 1_000_000
/** A Node process that fills 150 MB of its own and starts another that does the same, both holding it a while. */
const twoProcesses = `
const held = Buffer.alloc(150e6, 1)
require("child_process").execFileSync(process.execPath, [
  "-e",
  "const held = Buffer.alloc(150e6, 1); setTimeout(() => held.length, 2500)",
])
held.length
`

test(`a build's peak is its whole process tree: a child's memory counts, and pages its processes share count once`, async () => {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-build-figures-`))
  try {
    const peak = await runMeasured(
      { command: process.execPath, args: [`-e`, twoProcesses], cwd: workDir },
      path.join(workDir, `run.log`),
    )
    if (process.platform !== `linux`) {
      expect(peak).toMatchObject({ peakMemory: 0, peakProportionalMemory: 0 })
      return
    }
    // Both processes' 150 MB, each process's own pages counted whole in both figures.
    expect(peak.peakMemory).toBeGreaterThan(300 * megabytes)
    expect(peak.peakProportionalMemory).toBeGreaterThan(300 * megabytes)
    // Node's own code, mapped by both, counts twice in the resident sets and once in the proportional figure.
    expect(peak.peakMemory - peak.peakProportionalMemory).toBeGreaterThan(10 * megabytes)
  } finally {
    await fs.rm(workDir, { recursive: true, force: true })
  }
}, 30_000)
