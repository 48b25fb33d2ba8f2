// What Gatsby's query extraction reads of each file under src/. On every build, warm or cold, it parses with Babel
// each file that so much as mentions `graphql`, `config` or `Head` (gatsby/dist/query/file-parser.js; its cache lives
// only as long as the process), tests and fixtures among them, though few hold a query: a fixed cost of every warm
// build. Gatsby offers no setting to leave files out, but it hands each file to the preprocessSource hook first and
// parses what the hook returns: a file with nothing for the extraction becomes an empty module.
import type { PreprocessSourceArgs } from "gatsby"
import { isPageComponent } from "./gatsby-internals"

/** What Gatsby parses in place of a file with nothing for it: an empty module. */
export const nothingToExtract = `export {}\n`

/** Folders of tests and what they share, which no page or component imports. */
const testFolders = [`__tests__`, `__fixtures__`, `__mocks__`, `test-support`]

/**
 * What the extraction takes from a file: its `graphql` queries and fragments, the `<Slice>`s it places, and, from a
 * page's or template's component, its exports `Head`, `config` and `getServerData`. A file outside the test folders
 * that names none of these words and is no page's component has none of them.
 */
function hasSomethingToExtract(filename: string, contents: string, pageComponent: boolean): boolean {
  if (filename.split(/[\\/]/).some((folder) => testFolders.includes(folder))) return false
  return pageComponent || [`graphql`, `Slice`, `getServerData`].some((word) => contents.includes(word))
}

/** preprocessSource: an empty module for a file with nothing to extract, and nothing (parse it as it is) otherwise. */
export function leaveOutFilesWithoutQueries({
  filename,
  contents,
  store,
}: PreprocessSourceArgs): string | undefined {
  return hasSomethingToExtract(filename, contents, isPageComponent(store, filename))
    ? undefined
    : nothingToExtract
}
