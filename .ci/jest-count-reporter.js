// A Jest reporter that adds how many tests passed and failed to $JEST_COUNT_FILE, for .ci/run's closing line.
const fs = require(`fs`)

class JestCountReporter {
  onRunComplete(_testContexts, results) {
    const file = process.env.JEST_COUNT_FILE
    if (!file) return
    // A test file that cannot even run (a syntax error, a failing import) counts as a failed test.
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites
    // .ci/run runs Jest more than once (the unit tests, then the proofs): each run adds its counts.
    const earlier = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, `utf8`)) : { passed: 0, failed: 0 }
    fs.writeFileSync(
      file,
      JSON.stringify({ passed: earlier.passed + results.numPassedTests, failed: earlier.failed + failed }),
    )
  }
}

module.exports = JestCountReporter
