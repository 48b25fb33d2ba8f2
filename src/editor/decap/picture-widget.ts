// The editor's picture field: an upload of its own (a HEIC refused, a photo drawn smaller, named after its show),
// above Decap's own image control for a picture already on the site (docs/editor.md).
import { endingOf, usableMediaTypes } from "../../content-model/image-words"
import { blocksTaking, fileName, pictureName, picturesNamedIn } from "../core/picture-names"
import { keepPicture } from "./picture-store"
import { CMS, createClass, h } from "./decap"
import type { WidgetProps } from "./widgets"

/** Why a picked HEIC is refused at once: it comes from a computer, or from the phone's Files rather than its photos. */
export function pickedPhotoRefusal(file: { name: string; type: string }): string | undefined {
  if (!/\.hei[cf]$/i.test(file.name) && !/^image\/hei[cf]/.test(file.type)) return undefined
  return `${JSON.stringify(file.name)} is a HEIC photo (the iPhone's format), which the site cannot show, so it was not added. On the phone, pick it from your photos ("Photo Library"), not from Files: the phone then hands it over as JPEG. On a computer, open it and export it as JPEG first (on a Mac: Preview, File, Export, JPEG).`
}

/**
 * A photo longer than 2,400 px (a phone's is 4,032) drawn that long, upright, in its own kind; anything else as it is.
 * Not browser-image-compression: it re-encodes a PNG in fewer colours, and loads itself from a CDN.
 */
export async function smallerPicture(file: File): Promise<File> {
  if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return file
  const picture = await createImageBitmap(file, { imageOrientation: `from-image` }).catch(() => undefined)
  const scale = picture ? 2400 / Math.max(picture.width, picture.height) : 1
  if (!picture || scale >= 1) return file
  const canvas = new OffscreenCanvas(Math.round(picture.width * scale), Math.round(picture.height * scale))
  canvas.getContext(`2d`)!.drawImage(picture, 0, 0, canvas.width, canvas.height)
  const drawn = await canvas.convertToBlob({ type: file.type, quality: 0.88 })
  return new File([drawn], file.name, { type: file.type })
}

/** What the picture field says, beside pickedPhotoRefusal. */
export const pictureWords = {
  upload: `Upload a photo or poster (JPEG or PNG)`,
  adding: `Adding the picture…`,
  added: (width: number, height: number) =>
    `Added (${width} × ${height} px). It is published with the rest of this page when you press Publish.`,
  orChoose: `Or choose a picture already on the site:`,
}

type Said = { refused: boolean; words: string }
type Picture = { props: WidgetProps; state: { said?: Said }; setState(state: { said: Said }): void }

/** What a picture is called when it belongs to no show, by the folder it goes to. */
const unowned: Record<string, string> = {
  images: `logo`,
  "images/posters": `poster`,
  "images/booking": `press-photo`,
}

const say = (widget: Picture, words: string, refused = false) => widget.setState({ said: { refused, words } })

async function upload(widget: Picture, file: File, taken: () => Iterable<string>): Promise<void> {
  const refused = pickedPhotoRefusal(file)
  if (refused) return say(widget, refused, true)
  say(widget, pictureWords.adding)
  const { field, getEntry, onChange, onPersistMedia, value } = widget.props
  const folder = String(field.get(`public_folder`) ?? `images`)
  const picture = await smallerPicture(file)
  // Which show it is for: this field marked in the form's data, found, and the mark taken back in the same turn.
  const mark = `${folder}/picked-${Math.random().toString(36).slice(2)}`
  onChange(mark)
  const data = getEntry().get(`data`)?.toJS()
  onChange(typeof value === `string` ? value : ``)
  const inUse = [...taken(), ...picturesNamedIn(JSON.stringify(data))].map(fileName)
  const name = pictureName(
    blocksTaking(data, undefined, mark)[0],
    unowned[folder] ?? `picture`,
    endingOf(picture.type),
    inUse,
  )
  const named = new File([picture], name, { type: picture.type })
  keepPicture(named)
  await onPersistMedia(named, { field })
  onChange(`${folder}/${name}`)
  const { width, height } = await createImageBitmap(picture).catch(() => ({ width: 0, height: 0 }))
  say(widget, pictureWords.added(width, height))
}

/** Decap's chooser's onChange, keeping a file just uploaded in its media library (its asset's), not one in use. */
const keepingUploads = (props: WidgetProps, taken: () => Iterable<string>) => (path: string) => {
  props.onChange(path)
  const name = fileName(path).toLowerCase()
  const asset = props.getAsset?.(path, props.field)
  const inUse = [...taken()].some((used) => fileName(used).toLowerCase() === name)
  if (asset?.fileObj && asset.path?.toLowerCase().endsWith(name) && !inUse) keepPicture(asset.fileObj, path)
}

/**
 * Whether a wrapper around Decap's image or file control draws again. Decap asks with its props alone, and its own
 * default reads `value` and the field's style alone: a file chosen in the media library comes in `mediaPaths`, which
 * the control inside makes the field's value only when it is drawn with it.
 */
function drawsAgain(this: Picture, next: WidgetProps, nextState?: { said?: Said }): boolean {
  const drawnFrom = [`value`, `mediaPaths`, `getAsset`, `classNameWrapper`, `hasActiveStyle`] as const
  if (nextState !== undefined && nextState !== this.state) return true
  return drawnFrom.some((key) => next[key] !== this.props[key])
}

/** Registers the `picture` widget, and Decap's `file` keeping its uploads; `taken`: the pictures the content uses. */
export function registerPictureWidget(taken: () => Iterable<string>): void {
  const chooser = CMS.getWidget(`image`)!
  const PictureControl = createClass({
    getInitialState: () => ({}),
    shouldComponentUpdate: drawsAgain,
    render(this: Picture) {
      const { said } = this.state
      return h(
        `div`,
        { className: `milk-patrol-picture` },
        h(
          `label`,
          { className: `milk-patrol-upload` },
          pictureWords.upload,
          h(`input`, {
            id: `${this.props.forID}-upload`,
            type: `file`,
            // Asked for by name, a phone hands a HEIC photo over as JPEG.
            accept: usableMediaTypes.join(`,`),
            onChange: (event: { currentTarget: HTMLInputElement }) => {
              const file = event.currentTarget.files?.[0]
              event.currentTarget.value = ``
              if (file) void upload(this, file, taken)
            },
          }),
        ),
        said &&
          h(`p`, { role: said.refused ? `alert` : `status`, className: `milk-patrol-said` }, said.words),
        h(`p`, { className: `milk-patrol-or` }, pictureWords.orChoose),
        h(chooser.control, { ...this.props, onChange: keepingUploads(this.props, taken) }),
      )
    },
  })
  CMS.registerWidget(`picture`, PictureControl, chooser.preview)
  // A stage plot (a PDF) is chosen with Decap's own file control, its uploads kept the same way.
  const file = CMS.getWidget(`file`)!
  const FileControl = createClass({
    getInitialState: () => ({}),
    shouldComponentUpdate: drawsAgain,
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
