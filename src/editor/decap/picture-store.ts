// Pictures picked into forms not yet published, kept in IndexedDB (a phone's photo is too large for localStorage).
import { createStore, del, get, keys, set } from "idb-keyval"
import { fileName, picturesNamedIn } from "../core/picture-names"

const store = createStore(`milk-patrol: pictures of forms not published`, `pictures`)

/** The name a picture's path (images/posters/x.png) is kept under. */
const nameOf = (path: string) => fileName(path).toLowerCase()

/** Keeps a picture picked, by the name it is saved under (unique among the pictures in use). */
export function keepPicture(file: File, path = file.name): void {
  set(nameOf(path), file, store).catch(() => undefined)
}

/** The picture kept for `path` (images/posters/x.png), if any. */
export const keptPicture = (path: string): Promise<File | undefined> =>
  get<File>(nameOf(path), store).catch(() => undefined)

/** Forgets every picture none of `forms` (the forms kept as left, as JSON) names: published, dropped or replaced. */
export async function forgetPicturesNotIn(forms: string[]): Promise<void> {
  const named = new Set(forms.flatMap((form) => [...picturesNamedIn(form)].map(nameOf)))
  const kept = await keys(store).catch(() => [])
  await Promise.all(
    kept
      .map(String)
      .filter((name) => !named.has(name))
      .map((name) => del(name, store).catch(() => undefined)),
  )
}
