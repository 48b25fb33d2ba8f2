// Matchers such as toBeInTheDocument() for every test.
import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "util"

// jsdom has no TextDecoder nor TextEncoder, which the editor's uint8array-extras makes as it loads: Node's, the same API.
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder
globalThis.TextEncoder ??= TextEncoder
