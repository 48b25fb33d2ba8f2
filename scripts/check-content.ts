// `npm run check-content`: checks everything under content/ the way the build does, without building the site.
// `tsx scripts/check-content.ts <folder>` checks another content folder (the tests use this).
import path from "path"
import { checkContent, formatProblems } from "../src/content-model/validate"
import { contentOkLine, warningsReport } from "../src/content-model/gatsby-validation"

async function main(): Promise<void> {
  const started = performance.now()
  const contentDir = path.resolve(process.argv[2] ?? path.join(__dirname, `..`, `content`))
  const { problems, warnings, counts } = await checkContent(contentDir)
  // Worth adding, but nothing to stop for: said first, so the verdict stays the last line.
  if (warnings.length > 0) console.warn(`${warningsReport(warnings)}\n`)
  if (problems.length === 0) {
    console.log(contentOkLine(counts, (performance.now() - started) / 1000))
    return
  }
  console.error(formatProblems(problems))
  console.error(
    `\n${problems.length} problem${problems.length === 1 ? `` : `s`} in content/; fix ${problems.length === 1 ? `it` : `them`} and run \`npm run check-content\` again (CONTENT.md explains every field).`,
  )
  process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
