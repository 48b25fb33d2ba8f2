// Matchers such as toBeInTheDocument() for every test.
import "@testing-library/jest-dom"
import path from "path"
import { guardLiveContent } from "./src/test-support/live-content-guard"

// No test touches the live content/ (src/test-support/live-content-guard.js); Jest's workers loaded the guard already,
// this guards the tests where Jest runs them in its own process (one file, or --runInBand).
guardLiveContent(path.join(__dirname, `content`))
