// Jest runs unit and component tests in jsdom; browser behaviour is proven by Playwright under e2e/.
const path = require(`path`)
const { guardChildren } = require(`./src/test-support/live-content-guard`)

// No test reads or writes the band's live content/ (src/test-support/live-content-guard.js): every process started
// from here on, the workers first, refuses it.
guardChildren(path.join(__dirname, `content`))

/** @type {import("jest").Config} */
const config = {
  testEnvironment: `jsdom`,
  transform: {
    "^.+\\.[jt]sx?$": `<rootDir>/jest-preprocess.js`,
    // ohash ships .mjs only.
    "node_modules/ohash/.+\\.mjs$": `<rootDir>/jest-preprocess.js`,
  },
  moduleNameMapper: {
    "\\.(css)$": `<rootDir>/src/__mocks__/style-mock.ts`,
    "\\.(png|jpe?g|webp|avif|svg)$": `<rootDir>/src/__mocks__/file-mock.ts`,
  },
  // Tests live beside the code in src/ and scripts/; elsewhere are builds, among them the browser suite's copies of
  // the whole project (e2e/.builds/), whose files Jest would otherwise read and whose mocks would shadow src/__mocks__.
  roots: [`<rootDir>/src`, `<rootDir>/scripts`],
  testPathIgnorePatterns: [`node_modules`, `\\.cache`],
  // A worker per core. Jest's default leaves one core free, which on two cores means one file after another in a
  // single process, much slower on a busy machine; and there, a test that leaves a server open keeps the whole run
  // from ending. A worker's leftovers end with the worker.
  maxWorkers: `100%`,
  // A test's time limit is for a test that hangs, not a measure of speed: Jest's default is too short for a test that
  // runs a build's hook on a loaded 2-core machine.
  testTimeout: 30_000,
  // Gatsby (and Netlify's header parser, Lighthouse's median helper, get-port and the editor's Octokit, ohash and uint8array-extras) ship untranspiled
  // ES modules that tests import.
  transformIgnorePatterns: [
    `node_modules/(?!((gatsby|gatsby-script|gatsby-link|gatsby-plugin-image|@netlify/headers-parser|escape-string-regexp|path-exists|is-plain-obj|map-obj|leven|get-port|@octokit|universal-user-agent|json-with-bigint|content-type|ohash|uint8array-extras)/|lighthouse/core/lib/median-run\\.js$))`,
  ],
  globals: { __PATH_PREFIX__: `` },
  testEnvironmentOptions: { url: `http://localhost/` },
  setupFilesAfterEnv: [`<rootDir>/jest.setup.ts`],
  // An import of a file under content/ is refused as reading it is.
  resolver: `<rootDir>/jest-resolver.js`,
  // The second reporter writes the pass/fail counts that .ci/run totals with Playwright's.
  reporters: [`default`, `<rootDir>/.ci/jest-count-reporter.js`],
}
module.exports = config
