// Pictures picked into a form not yet published, kept in this browser as they are picked (picture-widget.ts; those of
// Decap's media library with the form, editor-checks.ts), so that a
// reload or a closed tab loses none: the form given back as left names them, and its Publish sends them along. Kept
// in IndexedDB, in a database of the editor's own (a phone's photo is megabytes, too large for localStorage), by the
// name the upload is saved under (unique among the pictures in use); forgotten once no form kept names them (after a
// Publish, when changes are dropped, and when the editor starts).
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

/**
 * Forgets every picture kept that none of `forms` (the forms kept as left, as their data's JSON) names: published,
 * dropped with their form, or picked and then replaced by another.
 */
export async function forgetPicturesNotIn(forms: string[]): Promise<void> {
  const named = new Set(forms.flatMap((form) => [...picturesNamedIn(form)].map(nameOf)))
  const kept = await asked(`readonly`, (pictures) => pictures.getAllKeys()).catch(() => [])
  await Promise.all(
    kept
      .map(String)
      .filter((name) => !named.has(name))
      .map((name) => asked(`readwrite`, (pictures) => pictures.delete(name)).catch(() => undefined)),
  )
}
