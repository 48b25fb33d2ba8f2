/** @jest-environment node */
// The build leaves Gatsby's Head API handler out of the browser bundle of production builds (src/gatsby/webpack.ts,
// src/build/no-head-api-in-browser.ts). That is right only while no page has a Head and the handler does nothing for
// a page without one: these read the site's pages and the installed Gatsby, so that a Head added to a page, or an
// upgrade that gives the handler other work, is noticed here rather than in production. That the file is where
// gatsby-internals.ts says is checked with the other internals.
import fs from "fs"
import path from "path"
import { headApiBrowserHandlerModule } from "../../gatsby/gatsby-internals"

const srcDir = path.resolve(__dirname, `..`, `..`)

test(`No page or template exports a Head for Gatsby's Head API`, () => {
  const folders = [`pages`, `templates`].map((folder) => path.join(srcDir, folder))
  const files = folders.flatMap((folder) =>
    fs
      .readdirSync(folder)
      .filter((name) => /\.[jt]sx?$/.test(name))
      .map((name) => path.join(folder, name)),
  )
  expect(files.length).toBeGreaterThanOrEqual(8)
  const withHead = files.filter((file) =>
    /\bexport\s+(?:async\s+)?(?:const|let|var|function|class)\s+Head\b|\bexport\s*\{[^}]*\bHead\b/.test(
      fs.readFileSync(file, `utf8`),
    ),
  )
  expect(withHead).toEqual([])
})

test(`Gatsby's handler renders only a page's Head, and removes only what it rendered`, () => {
  const source = fs.readFileSync(require.resolve(headApiBrowserHandlerModule), `utf8`)
  const handler = /^export function headHandlerForBrowser\(\{[^}]*\}\) \{\n([\s\S]*?)\n\}$/m.exec(source)?.[1]
  // One effect: a page's Head rendered, when it has one; on leaving, the marked head elements and the attributes its
  // Head set removed.
  expect(handler).toMatch(
    /^ {2}useEffect\(\(\) => \{\n {4}if \(pageComponent\?\.Head\) \{\n[\s\S]*\n {4}\}\n\n {4}return \(\) => \{\n {6}removePrevHeadElements\(\)\n {6}removeHtmlAndBodyAttributes\(keysOfHtmlAndBodyAttributes\)\n {4}\}\n {2}\}\)$/,
  )
  // The attributes to remove are set only once a Head has been rendered (onHeadRendered) ...
  expect(source.match(/keysOfHtmlAndBodyAttributes\.(?:html|body) =/g)).toHaveLength(2)
  expect(source).toMatch(/const onHeadRendered = \(\) => \{\n[^]*?keysOfHtmlAndBodyAttributes\.html =/)
  // ... and the elements removed are those marked as a Head's, which only a Head's rendering marks.
  const utils = fs.readFileSync(
    path.join(path.dirname(require.resolve(headApiBrowserHandlerModule)), `utils.js`),
    `utf8`,
  )
  expect(utils).toMatch(
    /export function removePrevHeadElements\(\) \{\n {2}const prevHeadNodes = document\.querySelectorAll\(`\[data-gatsby-head\]`\)/,
  )
})
