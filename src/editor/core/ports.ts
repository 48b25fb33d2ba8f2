// What the editor's rules need from the world around them, handed in by the adapter (src/editor/decap/): the
// repository the site is built from, this browser's storage, and a way to ask the band member a question.

/** A picture picked into a form, to commit with it: where the form names it (content/images/…) and its bytes. */
export interface PictureUpload {
  path: string
  bytes: () => Promise<Uint8Array>
}

/** A change to commit in one go: content files by path, and pictures with their bytes. */
export interface Change {
  files: Record<string, string>
  pictures: { path: string; bytes: Uint8Array }[]
}

/** Where content is published: GitHub's branch, or `npm run cms`'s content folder. */
export interface Repository {
  /** The texts of `paths` (undefined: not there), all at one version of the repository, and that version. */
  read: (paths: string[]) => Promise<{ version: string; texts: Record<string, string | undefined> }>
  /** What the repository holds at `path` at `version`: nothing, these very `bytes`, or other bytes. */
  pictureAt: (path: string, version: string, bytes: Uint8Array) => Promise<`none` | `same` | `other`>
  /**
   * Writes the change on `version`: true once written; false, with nothing written, when the repository moved on
   * from `version`. Throws when it cannot tell (the call failed or its answer was lost).
   */
  write: (change: Change, version: string) => Promise<boolean>
}

/** This browser's storage of short texts, shared by its tabs (localStorage). */
export interface TextStore {
  get: (key: string) => string | undefined
  set: (key: string, value: string) => void
  remove: (key: string) => void
  keys: () => string[]
}

/** Asks the band member `question`: true for OK. */
export type Ask = (question: string) => boolean | Promise<boolean>
