// Gatsby hooks that refuse to build the site from broken content, re-exported by gatsby-node.ts.
//
// Why onPreInit: gatsby/dist/services/initialize.js runs it right after loading the config and plugins and before
// anything on disk changes. Directly after it, a build without a cache deletes the HTML and CSS of the last good site
// from public/, then .cache/ is cleared and public/static is created. onPreBootstrap and sourceNodes come after all
// of that, so a failure there would already have damaged the site that is online. gatsby-config.ts is loaded even
// earlier and reads band.json, with a stand-in for what it cannot read, so that this hook says what is wrong. The
// `build` script runs no check of its own before Gatsby: this hook is the build's check.
import path from "path"
import type { GatsbyNode, NodePluginArgs, Reporter } from "gatsby"
import type { ContentReport } from "./content-rules"
import { checkContent, formatProblems, validateContent, type ContentProblem } from "./validate"

function contentDirectory(store: NodePluginArgs["store"]): string {
  return path.join(store.getState().program.directory, `content`)
}

/** The whole report: every problem on its own line, then how many, what happens now, and where the help is. */
export function contentProblemsReport(problems: readonly ContentProblem[], outcome: string): string {
  const count = problems.length === 1 ? `1 problem` : `${problems.length} problems`
  return `${formatProblems(problems)}\n\n${count} in content/, ${outcome}. Fix ${problems.length === 1 ? `it` : `them`} (CONTENT.md explains every field) and check again with \`npm run check-content\`.`
}

/**
 * What is worth a look in the content, though the site is built either way: what an upcoming show lacks
 * (show-rules.ts), a picture larger than it needs to be (images.ts).
 */
export function warningsReport(warnings: readonly ContentProblem[]): string {
  const count = warnings.length === 1 ? `1 thing` : `${warnings.length} things`
  return `${formatProblems(warnings)}\n\n${count} worth a look in content/ (the site is built either way; CONTENT.md explains every field).`
}

/** What `npm run check-content` and the build say of content with no problem: what was checked, and how quickly. */
export function contentOkLine(counts: ContentReport[`counts`], seconds: number): string {
  return `content OK: ${counts.shows} shows, ${counts.members} members, ${counts.faq} FAQ questions, ${counts.images} images checked in ${seconds.toFixed(2)}s`
}

export const onPreInit: GatsbyNode["onPreInit"] = async ({ reporter, store }) => {
  const started = performance.now()
  const { problems, warnings, counts } = await checkContent(contentDirectory(store))
  if (problems.length === 0 && warnings.length > 0) reporter.warn(warningsReport(warnings))
  if (problems.length === 0) reporter.success(contentOkLine(counts, (performance.now() - started) / 1000))
  if (problems.length > 0)
    reporter.panic(
      `The content has problems:\n${contentProblemsReport(problems, `so the site was not built and what is online stays as it was`)}`,
    )
}

let pendingCheck: ReturnType<typeof setTimeout> | undefined
let lastReportHadProblems = false

async function recheck(contentDir: string, reporter: Reporter): Promise<void> {
  const problems = await validateContent(contentDir)
  if (problems.length > 0) {
    lastReportHadProblems = true
    reporter.error(
      `The content has problems:\n${contentProblemsReport(problems, `so the preview may look wrong for now (the dev server keeps running)`)}`,
    )
  } else if (lastReportHadProblems) {
    lastReportHadProblems = false
    reporter.success(`content OK again`)
  }
}

/**
 * In `gatsby develop`, checks the content again whenever a file under content/ is added or saved. Problems are
 * reported without stopping the dev server, so the editor can fix the file and watch the message go away.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter, store }) => {
  if (process.env.gatsby_executing_command !== `develop`) return
  if (
    node.internal.type !== `File` ||
    (node as { sourceInstanceName?: string }).sourceInstanceName !== `content`
  ) {
    return
  }
  // Saving one file can create several nodes at once; check once they have settled.
  const contentDir = contentDirectory(store)
  clearTimeout(pendingCheck)
  pendingCheck = setTimeout(() => {
    recheck(contentDir, reporter).catch((error: unknown) =>
      reporter.error(`Could not check the content`, error as Error),
    )
  }, 300)
}
