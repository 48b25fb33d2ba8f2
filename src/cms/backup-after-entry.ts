// In the editor's page: a form recovered from Decap's local backup is not then replaced by the file. Decap reads the
// backup and the file at once when a form opens; when the file arrives second (it always does while "A local backup
// was recovered" waits for an answer), Decap draws the file over the recovered form and the band's unsaved changes are
// gone (decap-cms#5055, #5470, #6989). So the backup's read is answered only once the form shows the file.
//
// Decap keeps its backups with localForage in IndexedDB under "backup.<collection>.<entry>": reads of those keys are
// held; every other read, and every write and delete, goes as before.

import { decapTexts } from "./decap-texts"

/** Decap's words while a form waits for its file (the editor's locale is English). */
const { loadingEntry } = decapTexts
const backupKey = /^backup\./
/** How often the page is looked at, and for how long at most a backup's read is held. */
const lookEvery = 100
const holdAtMost = 60_000

/** Resolves when the page has shown no "Loading entry..." for two looks in a row, or after holdAtMost. */
function formShowsItsFile(): Promise<void> {
  const started = Date.now()
  return new Promise((resolve) => {
    let clearLooks = 0
    const look = () => {
      clearLooks = document.body.textContent?.includes(loadingEntry) ? 0 : clearLooks + 1
      if (clearLooks >= 2 || Date.now() - started > holdAtMost) resolve()
      else setTimeout(look, lookEvery)
    }
    setTimeout(look, lookEvery)
  })
}

const successHandler = Object.getOwnPropertyDescriptor(IDBRequest.prototype, `onsuccess`)!

/** Hands the request's success to whoever listens only once the form shows its file. */
function holdSuccess(request: IDBRequest): void {
  Object.defineProperty(request, `onsuccess`, {
    configurable: true,
    get: () => successHandler.get!.call(request),
    set: (handler: ((this: IDBRequest, event: Event) => unknown) | null) => {
      successHandler.set!.call(
        request,
        handler && ((event: Event) => void formShowsItsFile().then(() => handler.call(request, event))),
      )
    },
  })
}

export function recoverBackupsAfterTheirFile(): void {
  const read = IDBObjectStore.prototype.get
  IDBObjectStore.prototype.get = function (this: IDBObjectStore, query: IDBValidKey | IDBKeyRange) {
    const request = read.call(this, query)
    if (typeof query === `string` && backupKey.test(query)) holdSuccess(request)
    return request
  }
}
