// The types of live-content-guard.js, plain JavaScript so that `node --require` loads it in any process.
/** Every Node process started after this call loads the guard for `contentDir` first. */
export function guardChildren(contentDir: string): void
/** Guards `contentDir` in this process's fs, and in every Node process started after this call. */
export function guardLiveContent(contentDir: string): void
/** Throws when `file`, which `how` reached, lies under `contentDir`. */
export function refuseInside(contentDir: string, file: string, how: string): void
