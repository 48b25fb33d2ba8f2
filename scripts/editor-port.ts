// The port of `npm run cms`'s site and editor: 8000 when it is free, so the editor's address stays the same from one
// day to the next; another free port when a program already holds it (get-port checks every local address).
import getPort from "get-port"

/** The port `npm run cms` asks for first. */
export const preferredEditorPort = 8000

export function editorPort(preferred = preferredEditorPort): Promise<number> {
  return getPort({ port: preferred })
}
