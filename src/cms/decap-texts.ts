// Decap's own words and names that the editor's script matches, beyond Decap's public API. Written once, here, for
// the script and for src/cms/__tests__/decap-internals.test.ts, which checks each against the locked release's bundle:
// a release that changes one fails there, naming it, instead of a guard going silent.
export const decapTexts = {
  /** Decap's question when a form has a local backup (editor-checks.ts then takes the backup's base). */
  backupRecovered: `A local backup was recovered for this entry, would you like to use it?`,
  /** The end of Decap's question when an upload has the name of a picture already there ("x.png already …"). */
  replaceQuestionEnd: ` already exists. Do you want to replace it?`,
  /** What Decap shows while a form waits for its file (backup-after-entry.ts). */
  loadingEntry: `Loading entry...`,
  /** The media library's button that deletes the pictures picked. */
  deleteSelected: `Delete selected`,
  /** Where Decap keeps the signed-in user, with the GitHub token, in localStorage. */
  userKey: `decap-cms-user`,
} as const
