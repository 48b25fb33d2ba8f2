// Matchers such as toBeInTheDocument() for every test.
import "@testing-library/jest-dom"
import path from "path"
import { TextDecoder, TextEncoder } from "util"
import { guardLiveContent } from "./src/test-support/live-content-guard"

// jsdom has no TextDecoder nor TextEncoder, which the editor's uint8array-extras makes as it loads: Node's, the same API.
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder
globalThis.TextEncoder ??= TextEncoder

// No test touches the live content/ (src/test-support/live-content-guard.js); Jest's workers loaded the guard already,
// this guards the tests where Jest runs them in its own process (one file, or --runInBand).
guardLiveContent(path.join(__dirname, `content`))
