// Pictures picked into a form not yet published, kept in this browser as they are picked (picture-widget.ts: the
// picture field's own upload, and an upload in Decap's media library), so that a reload or a closed tab loses none:
// the form given back as left names them, and its Publish sends them along. Kept in IndexedDB (idb-keyval), in a
// database of the editor's own (a phone's photo is megabytes, too large for localStorage), by the name the upload is
// saved under (unique among the pictures in use); forgotten once no form kept names them (after a Publish, when
// changes are dropped, and when the editor starts).
import { createStore, del, get, keys, set } from "idb-keyval"
import { picturesNamedIn } from "./picture-names"

const store = createStore(`milk-patrol: pictures of forms not published`, `pictures`)

/** The name a picture's path (images/posters/x.png) is kept under. */
const nameOf = (path: string) => path.split(`/`).pop()!.toLowerCase()

/** Keeps a picture picked, under the name it is saved under (its `path`'s, or its own). */
export function keepPicture(file: File, path = file.name): void {
  set(nameOf(path), file, store).catch(() => undefined)
}

/** The picture kept for `path` (images/posters/x.png), if any. */
export const keptPicture = (path: string): Promise<File | undefined> =>
  get<File>(nameOf(path), store).catch(() => undefined)

/**
 * Forgets every picture kept that none of `forms` (the forms kept as left, as their data's JSON) names: published,
 * dropped with their form, or picked and then replaced by another.
 */
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
