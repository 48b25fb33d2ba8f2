// Decap's own words and names that the editor's script matches, beyond Decap's public API. Written once, here, for
// the script and for src/cms/__tests__/decap-internals.test.ts, which checks each against the locked release's bundle:
// a release that changes one fails there, naming it, instead of a guard going silent.
export const decapTexts = {
  /** What Decap shows while a form waits for its file (backup-after-entry.ts). */
  loadingEntry: `Loading entry...`,
} as const
