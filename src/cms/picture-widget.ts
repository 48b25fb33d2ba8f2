// The editor's picture field (a poster, the logo, a press photo), a widget of our own (CMS.registerWidget): its own
// "Upload a photo" asks the phone for the site's picture kinds (a phone then hands a HEIC photo over as JPEG), refuses
// a HEIC right under the button, draws a photo longer than 2,400 px smaller and upright, names it after the show's
// date and place (2026-03-14-castle-theatre.jpg, made unique against the pictures in use), and hands it to Decap with
// the widget's onPersistMedia, so that it is committed with the entry. Below it, Decap's own image control, to choose
// a picture already on the site or upload one in its media library (kept in this browser until published, too).
import { endingOf, usableMediaTypes } from "../content-model/image-words"
import { addressWords, showId } from "../site/addresses"
import { picturesNamedIn } from "./picture-names"
import { keepPicture } from "./kept-pictures"
import type { WidgetProps } from "./own-widgets"

/** The longest side a picture is published with: a phone's photo (4032 px) is made this size in the browser. */
export const longestSide = 2400

/** The kinds of picture the site takes: asked for by name, a phone hands a HEIC photo over as JPEG. */
export const pictureKinds = usableMediaTypes.join(`,`)

/**
 * Why a picked file is refused at once: a HEIC photo (the iPhone's format, which the site cannot show) comes from a
 * computer, or from the phone's Files rather than its photos, which it converts.
 */
export function pickedPhotoRefusal(file: { name: string; type: string }): string | undefined {
  if (!/\.hei[cf]$/i.test(file.name) && !/^image\/hei[cf]/.test(file.type)) return undefined
  return `${JSON.stringify(file.name)} is a HEIC photo (the iPhone's format), which the site cannot show, so it was not added. On the phone, pick it from your photos ("Photo Library"), not from Files: the phone then hands it over as JPEG. On a computer, open it and export it as JPEG first (on a Mac: Preview, File, Export, JPEG).`
}

/**
 * The file name a picture gets from what it belongs to as the form holds it (`owner`: a show, with its date, place
 * and perhaps its id; the band's data for the logo): its show's id, or its date and place as a show's id is made
 * (2026-03-14-castle-theatre.jpg), else `otherwise` (logo.png); made unique against the file names in `taken`
 * (2026-03-14-castle-theatre-2.jpg), compared without case. Written in an address's letters, it is the name Decap
 * saves it under too.
 */
export function pictureName(
  owner: Record<string, unknown> | undefined,
  otherwise: string,
  ending: string,
  taken: Iterable<string>,
): string {
  const text = (value: unknown) => (typeof value === `string` ? value.trim() : ``)
  const [date, where, id] = [text(owner?.date), text(owner?.where), text(owner?.id)]
  const stem = addressWords(date && where ? showId({ id, date, where }) : where || date, 100) || otherwise
  const inUse = new Set([...taken].map((used) => used.toLowerCase()))
  let name = `${stem}${ending}`
  for (let count = 2; inUse.has(name); count++) name = `${stem}-${count}${ending}`
  return name
}

/**
 * The picture to publish: a photo longer than `longestSide` drawn that long, upright as the camera held it, in its
 * own kind; anything else (a HEIC, a PDF, a picture small enough) as it is.
 */
export async function smallerPicture(file: File): Promise<File> {
  if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return file
  const picture = await createImageBitmap(file, { imageOrientation: `from-image` }).catch(() => undefined)
  if (!picture || Math.max(picture.width, picture.height) <= longestSide) return file
  const scale = longestSide / Math.max(picture.width, picture.height)
  const canvas = new OffscreenCanvas(Math.round(picture.width * scale), Math.round(picture.height * scale))
  canvas.getContext(`2d`)!.drawImage(picture, 0, 0, canvas.width, canvas.height)
  const drawn = await canvas.convertToBlob({ type: file.type, quality: 0.88 })
  return new File([drawn], file.name, { type: file.type })
}

/** The object in `data` (the form's) whose field holds `value`: the show, the press photo, or the file's own data. */
function ownerOf(data: unknown, value: string): Record<string, unknown> | undefined {
  if (!data || typeof data !== `object`) return undefined
  const values = Object.values(data)
  if (values.includes(value)) return data as Record<string, unknown>
  for (const inner of values) {
    const found = ownerOf(inner, value)
    if (found) return found
  }
  return undefined
}

// Decap's objects, as its documentation hands them to a widget: untyped here.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const CMS: {
  registerWidget(name: string, control: unknown, preview?: unknown): void
  getWidget(name: string): { control: any; preview?: unknown } | undefined
}
declare const h: (type: any, props: object | null, ...children: unknown[]) => unknown
declare const createClass: (spec: object) => unknown
interface PictureProps extends WidgetProps {
  getEntry: () => { get(key: string): any }
  onPersistMedia: (file: File, options: { field: unknown }) => Promise<unknown>
  mediaPaths?: unknown
  /** Decap's asset of a picture the form names (as it draws the thumbnail): its file, for one just uploaded. */
  getAsset?: (path: string, field: unknown) => { path?: string; fileObj?: File } | undefined
}
interface Picture {
  props: PictureProps
  state: { said?: { refused: boolean; words: string } }
  setState(state: Picture[`state`]): void
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What a picture is called when it belongs to no show, by the folder it goes to. */
const otherNames: Record<string, string> = {
  images: `logo`,
  "images/posters": `poster`,
  "images/booking": `press-photo`,
}

async function upload(widget: Picture, file: File, taken: () => Iterable<string>): Promise<void> {
  const refused = pickedPhotoRefusal(file)
  if (refused) return widget.setState({ said: { refused: true, words: refused } })
  widget.setState({ said: { refused: false, words: `Adding the picture…` } })
  const { field, getEntry, onChange, onPersistMedia, value } = widget.props
  const folder = String(field.get(`public_folder`) ?? `images`)
  const picture = await smallerPicture(file)
  // Which show the picture is for: the form's data with this field marked, found again, and the mark taken back in
  // the same turn (drawn once, with the picture).
  const mark = `${folder}/picked-${Math.random().toString(36).slice(2)}`
  onChange(mark)
  const data = getEntry().get(`data`)?.toJS()
  onChange(typeof value === `string` ? value : ``)
  const inTheForm = [...picturesNamedIn(JSON.stringify(data ?? {}))].map((used) => used.split(`/`).pop()!)
  const name = pictureName(ownerOf(data, mark), otherNames[folder] ?? `picture`, endingOf(picture.type), [
    ...taken(),
    ...inTheForm,
  ])
  const named = new File([picture], name, { type: picture.type })
  // Kept in this browser until published, so that a reload before Publish loses no picture (kept-pictures.ts).
  keepPicture(named)
  await onPersistMedia(named, { field })
  onChange(`${folder}/${name}`)
  const { width, height } = await createImageBitmap(picture).catch(() => ({ width: 0, height: 0 }))
  widget.setState({
    said: {
      refused: false,
      words: `Added (${width} × ${height} px). It is published with the rest of this page when you press Publish.`,
    },
  })
}

/**
 * The onChange of Decap's own chooser (image or file), keeping a file just uploaded in its media library in this
 * browser until published, as the picture field's own upload is (kept-pictures.ts); a picture in use is not kept.
 */
const keepingUploads = (props: PictureProps, taken: () => Iterable<string>) => (path: string) => {
  props.onChange(path)
  const name = path.split(`/`).pop()!.toLowerCase()
  const asset = props.getAsset?.(path, props.field)
  const inUse = [...taken()].some((used) => used.toLowerCase() === name)
  if (asset?.fileObj && asset.path?.toLowerCase().endsWith(name) && !inUse) keepPicture(asset.fileObj, path)
}

/**
 * Registers the `picture` widget (cms-config.ts names it for every picture field). `taken` is the file names of the
 * pictures the content uses, which an upload's name must not take.
 */
export function registerPictureWidget(taken: () => Iterable<string>): void {
  const chooser = CMS.getWidget(`image`)!
  const PictureControl = createClass({
    getInitialState: () => ({}),
    // Decap asks a widget whether to draw again (with its props alone); Decap's image control inside also needs the
    // picture the media library chose (mediaPaths) and its thumbnail (getAsset), and this widget its own words.
    shouldComponentUpdate(this: Picture, next: PictureProps, nextState?: Picture[`state`]) {
      const drawnFrom = [`value`, `mediaPaths`, `getAsset`, `classNameWrapper`, `hasActiveStyle`] as const
      return (
        (nextState !== undefined && nextState !== this.state) ||
        drawnFrom.some((key) => next[key] !== this.props[key])
      )
    },
    render(this: Picture) {
      const { said } = this.state
      return h(
        `div`,
        { className: `milk-patrol-picture` },
        h(
          `label`,
          { className: `milk-patrol-upload` },
          `Upload a photo or poster (JPEG or PNG)`,
          h(`input`, {
            id: `${this.props.forID}-upload`,
            type: `file`,
            accept: pictureKinds,
            onChange: (event: { currentTarget: HTMLInputElement }) => {
              const file = event.currentTarget.files?.[0]
              event.currentTarget.value = ``
              if (file) void upload(this, file, taken)
            },
          }),
        ),
        said &&
          h(`p`, { role: said.refused ? `alert` : `status`, className: `milk-patrol-said` }, said.words),
        h(`p`, { className: `milk-patrol-or` }, `Or choose a picture already on the site:`),
        h(chooser.control, { ...this.props, onChange: keepingUploads(this.props, taken) }),
      )
    },
  })
  CMS.registerWidget(`picture`, PictureControl, chooser.preview)
  // A stage plot (a PDF) is chosen with Decap's own file control, its uploads kept the same way.
  const file = CMS.getWidget(`file`)!
  const FileControl = createClass({
    render(this: Picture) {
      return h(file.control, { ...this.props, onChange: keepingUploads(this.props, taken) })
    },
  })
  CMS.registerWidget(`file`, FileControl, file.preview)
}

/** The picture field's look: a tap target of 44 px at least, a refusal in red right under it. */
export const pictureStyle = `.milk-patrol-upload { display: flex; align-items: center; min-height: 44px; padding: 8px 12px; border: 2px solid #3a69c7; border-radius: 6px; color: #3a69c7; font-weight: 600; cursor: pointer; }
.milk-patrol-upload input { position: absolute; width: 1px; height: 1px; opacity: 0; }
.milk-patrol-said[role="alert"] { color: #5c0000; background: #fcefef; border-left: 4px solid #d60032; padding: 8px; }
.milk-patrol-or { margin: 12px 0 4px; font-size: 13px; }`
