// Totals the Jest and Playwright tests that .ci/run ran into its closing line: "N passed, M failed".
// Usage: node .ci/count-tests.js JEST_COUNT_FILE PLAYWRIGHT_JSON_REPORT (a file that is missing did not run)
const fs = require(`fs`)

const [jestCountFile, playwrightReportFile] = process.argv.slice(2)
let passed = 0
let failed = 0

if (jestCountFile && fs.existsSync(jestCountFile)) {
  const jest = JSON.parse(fs.readFileSync(jestCountFile, `utf8`))
  passed += jest.passed
  failed += jest.failed
}

if (playwrightReportFile && fs.existsSync(playwrightReportFile)) {
  const { stats, errors = [] } = JSON.parse(fs.readFileSync(playwrightReportFile, `utf8`))
  passed += stats.expected + stats.flaky
  // An error outside any test (a failed build in the global setup) stopped tests from running: count it.
  failed += stats.unexpected + errors.length
}

console.log(`${passed} passed, ${failed} failed`)
