// The editor on a phone (390 px, touch): style rules naming only our mount element, our widgets' classes, elements
// and roles (every control 44 × 44 px at least), and the phone's own pickers for a date that may have no time
// (docs/editor.md).
import { h } from "./decap"
import type { WidgetProps } from "./widgets"

/** What the phone's form says beside the fields' labels. */
export const phoneWords = { startTime: `Start time (leave empty if not known)` }

/** The element Decap mounts in (its documented custom mount element, made by editor-checks.ts before it starts). */
export const editorRoot = `nc-root`

/** A list's row (own-widgets.ts): its bar, its title, then its fields, which carry the list's class too. */
const row = `.milk-patrol-rows :not(.milk-patrol-list):has(> .milk-patrol-rows)`

/** `selector` in the app (our mount element) and in its dialog (the media library, which Decap draws outside it). */
const inEditor = (selector: string) => `:is(#${editorRoot}, [role="dialog"]) ${selector}`
/** What a member taps or types into, by element and role alone (Decap's class names are no interface). */
const control = `:is(button, a[href], select, textarea, input:not([type=file], [type=checkbox], [type=radio]), [role="button"], [role="menuitem"], label:has(> input[type=file]))`
/** Decap's menu buttons of text alone outside the page's header (Publish): not a list's drag handle, nor the avatar. */
const menuButton = `[role="button"][aria-haspopup]:not(header *, :has(img, svg))`
/** Decap's editor toolbar: the row holding the way back to the files and, in a section of its own, the account menu. */
const toolbar = `#${editorRoot} div:has(> a[href]):has(> div [aria-haspopup])`

export const phoneStyle = `@media (max-width: 799px) {
  /* No box is kept wider than the screen (Decap's editor and its toolbar ask for 800 px at least). The list of files
     is left to Decap's own narrow layout: held at its content's width, its 682 px cards made it wider than a phone. */
  #${editorRoot} div:not(:has(aside, li)) { min-width: min-content !important; }
  /* Every control a thumb can hit is 44 × 44 px at least; a menu button's one line of text stays in its middle. */
  ${inEditor(control)} { min-width: 44px !important; min-height: 44px !important; }
  ${inEditor(menuButton)} { line-height: 44px !important; }
  /* The toolbar's way back is narrower, so the account menu's button at its end stays on the screen. */
  ${toolbar} > a[href] { padding: 0 10px !important; }
  ${toolbar} > a[href] > :first-child { margin-right: 8px !important; }
  .milk-patrol-list > .milk-patrol-rows > :first-child button { min-width: 44px !important; min-height: 44px; padding: 0 12px !important; }
  ${row} > :first-child > *, ${row} > :first-child > :not(button) > * { min-width: 44px !important; min-height: 44px; }
}
/* The editor toolbar's last part, after "← Files": Decap's deploy-preview control beside Publish, which has nothing to
   show without a site_url (decap-config.ts) and does nothing when tapped ("Check for Preview"). */
#${editorRoot} a[href^="#/collections/"] + div > div:last-child:not(:first-child) { display: none; }
/* A row opens wherever its bar or title is tapped: the bar's › reaches over the row, under ✕, the handle and fields. */
${row} { position: relative; }
${row} > :first-child { position: static; }
${row} > :first-child > :first-child::after { content: ""; position: absolute; inset: 0; }
${row} > :first-child > :not(:first-child), ${row} > .milk-patrol-rows { position: relative; z-index: 1; }
.milk-patrol-date { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; }
.milk-patrol-date label { display: flex; flex-direction: column; font-size: 13px; }
.milk-patrol-date input { font-size: 16px; min-height: 44px; padding: 4px 8px; }
[aria-invalid="true"] { outline: 3px solid #d60032 !important; outline-offset: 2px; }
/* A control the keyboard reaches shows it (Decap takes some outlines away); a menu's item, clipped by its menu, inside. */
${inEditor(control)}:focus-visible:not([aria-invalid="true"]) { outline: 3px solid #3a69c7 !important; outline-offset: 2px !important; }
${inEditor(`[role="menuitem"]`)}:focus-visible { outline-offset: -3px !important; }
/* A date or time box is focused in one of its parts, or in its picker's button, inside the browser's own box. */
.milk-patrol-date input:focus-within:not([aria-invalid="true"]) { outline: 3px solid #3a69c7; outline-offset: 2px; }
/* Text in WCAG AA contrast on what a member taps: Publish on Decap's darker teal (white on its teal is 3:1); the
   header's words in Decap's label grey; "Not published" on the way back in a darker red (the toolbar holds Publish's
   menu button only while the form holds changes; "Published" is a plain button). */
#${editorRoot} ${menuButton} { background-color: #117888 !important; }
#${editorRoot} header :is(a[href], button):not([aria-current], :hover, :focus-visible) { color: #5d626f; }
${toolbar}:has(> a[href] + div [role="button"][aria-haspopup]) > a[href] > div:last-child > :last-child { color: #b3002a !important; }`

/** The date as the content writes it from the two pickers beside `input`: YYYY-MM-DD, or YYYY-MM-DDTHH:MM. */
function pickedDate(input: Element): string {
  const box = input.closest(`.milk-patrol-date`)
  const [day, time] = [`date`, `time`].map(
    (type) => box?.querySelector<HTMLInputElement>(`input[type=${type}]`)?.value ?? ``,
  )
  return day ? (time ? `${day}T${time}` : day) : ``
}

/** Each picker's latest onChange from Decap; listened to once, natively, a change of either picker sends both. */
const handlers = new WeakMap<Element, (value: string) => void>()
function listen(input: HTMLInputElement | null, onChange: (value: string) => void): void {
  if (input && !handlers.has(input))
    for (const type of [`input`, `change`])
      input.addEventListener(type, () => handlers.get(input)?.(pickedDate(input)))
  if (input) handlers.set(input, onChange)
}

/** The kind of pointer last pressed on a date box ("mouse", "touch", "pen"): a mouse's press comes before its click. */
let pressedWith = ``

/**
 * An empty date box clicked with a mouse starts at its first part, the month, wherever the click lands. Left to
 * itself, Chromium starts at the part nearest the pointer: the year, for a click in the box's empty middle, and a
 * whole date typed after it goes into the year. A finger's tap is left to the phone, which opens its own picker; a
 * click on a box already holding a date, or already focused, goes where it points.
 */
function startAtMonth(event: { currentTarget: HTMLInputElement; preventDefault: () => void }): void {
  const box = event.currentTarget
  if (pressedWith !== `mouse` || box.value !== `` || box.ownerDocument.activeElement === box) return
  event.preventDefault()
  box.focus()
}

/** A show's date: the phone's date and time pickers, each keeping what the phone gave it (uncontrolled). */
export function showDate({ value, onChange, forID, classNameWrapper }: WidgetProps, invalid: boolean) {
  const [day = ``, time = ``] = typeof value === `string` ? value.split(`T`) : []
  const picker = (props: object) =>
    h(`input`, { ...props, ref: (input: HTMLInputElement | null) => listen(input, onChange) })
  const start = picker({ type: `time`, defaultValue: time.slice(0, 5) })
  return h(
    `div`,
    { className: `${classNameWrapper ?? ``} milk-patrol-date` },
    picker({
      id: forID,
      type: `date`,
      defaultValue: day,
      min: `2007-01-01`,
      max: `2099-12-31`,
      "aria-invalid": invalid || undefined,
      onPointerDown: (event: { pointerType: string }) => (pressedWith = event.pointerType),
      onMouseDown: startAtMonth,
    }),
    h(`label`, null, phoneWords.startTime, start),
  )
}

/** "Guitar, Vocals" as the list of instruments it names. */
export const instrumentsOf = (text: string): string[] => text.split(`,`).flatMap((word) => word.trim() || [])

/** Instruments on one line, kept as typed: Decap's list widget dropped ", " as it was typed (decap-cms#4646). */
export function Instruments({ value, onChange, forID, classNameWrapper }: WidgetProps): unknown {
  const list: string[] = value?.toJS?.() ?? value ?? []
  return h(`input`, {
    id: forID,
    className: classNameWrapper,
    defaultValue: list.join(`, `),
    onInput: (event: { currentTarget: HTMLInputElement }) =>
      onChange(instrumentsOf(event.currentTarget.value)),
  })
}
