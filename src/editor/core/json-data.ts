// A content file's data, read fast: most texts the editor meets are well formed, so JSON.parse goes first, and the
// checker's own reader (which says where a text is wrong) only when it refuses.
import { readJson } from "../../content-model/json-text"

/** The data of a JSON text, a byte order mark left out; undefined when it is not JSON. */
export function dataOf(text: string | undefined): unknown {
  const json = text?.replace(`\uFEFF`, ``) ?? ``
  try {
    return JSON.parse(json)
  } catch {
    const read = readJson(json)
    return read.ok ? read.value : undefined
  }
}
