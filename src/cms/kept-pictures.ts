// Pictures picked into a form not yet published, kept in this browser as they are picked (picture-widget.ts; those of
// Decap's media library with the form, editor-checks.ts), so that a
// reload or a closed tab loses none: the form given back as left names them, and its Publish sends them along. Kept
// in IndexedDB, in a database of the editor's own (a phone's photo is megabytes, too large for localStorage), by the
// name the upload is saved under (unique among the pictures in use); forgotten once a Publish has sent them.
import { picturesNamedIn } from "./picture-names"

const store = `pictures`

/** Runs one request on the editor's store of pictures. */
function asked<T>(mode: IDBTransactionMode, ask: (pictures: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(`milk-patrol: pictures of forms not published`, 1)
    opening.addEventListener(`upgradeneeded`, () => opening.result.createObjectStore(store))
    opening.addEventListener(`error`, () => reject(opening.error))
    opening.addEventListener(`success`, () => {
      const database = opening.result
      const request = ask(database.transaction(store, mode).objectStore(store))
      request.addEventListener(`success`, () => resolve(request.result))
      request.addEventListener(`error`, () => reject(request.error))
      request.transaction?.addEventListener(`complete`, () => database.close())
    })
  })
}

/** The name a picture's path (images/posters/x.png) is kept under. */
const nameOf = (path: string) => path.split(`/`).pop()!.toLowerCase()

/** Keeps a picture picked, under the name it is saved under (its `path`'s, or its own). */
export function keepPicture(file: File, path = file.name): void {
  asked(`readwrite`, (pictures) => pictures.put(file, nameOf(path))).catch(() => undefined)
}

/** The picture kept for `path` (images/posters/x.png), if any. */
export const keptPicture = (path: string): Promise<File | undefined> =>
  asked(`readonly`, (pictures) => pictures.get(nameOf(path)) as IDBRequest<File | undefined>).catch(
    () => undefined,
  )

/** Forgets the pictures kept that `text` (as published) names: they are in the repository now. */
export function forgetPictures(text: string): void {
  for (const path of picturesNamedIn(text))
    asked(`readwrite`, (pictures) => pictures.delete(nameOf(path))).catch(() => undefined)
}
