// A Jest reporter that writes how many tests passed and failed to $JEST_COUNT_FILE, for .ci/run's closing line.
const fs = require(`fs`)

class JestCountReporter {
  onRunComplete(_testContexts, results) {
    const file = process.env.JEST_COUNT_FILE
    if (!file) return
    // A test file that cannot even run (a syntax error, a failing import) counts as a failed test.
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites
    fs.writeFileSync(file, JSON.stringify({ passed: results.numPassedTests, failed }))
  }
}

module.exports = JestCountReporter
