// The editor on a phone (390 px wide, touch): Decap lays its editor out at least 800 px wide, and has no picker for a
// date that may have no time. Here: style rules that let Decap's editor fit the screen, naming nothing of Decap's
// insides (the element it mounts in is ours, #nc-root, its documented custom mount element; the rest are our own
// widgets' classes), and a date widget made of the phone's own date and time pickers. (A picture is asked for as JPEG
// or PNG by the picture widget's own upload, picture-widget.ts.)
import type { WidgetProps } from "./own-widgets"

/** React's createElement, which Decap hands to widgets (its documented global `h`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an element's type: a tag or a component
declare const h: (type: any, props: object | null, ...children: unknown[]) => unknown

/** The element Decap mounts in (its documented custom mount element, made by editor-checks.ts before it starts). */
export const editorRoot = `nc-root`

/**
 * A row of a list (own-widgets.ts): its bar, its title, then its fields, which carry .milk-patrol-rows like the list
 * itself (Decap hands a list's class on to its rows' fields).
 */
const row = `.milk-patrol-rows :not(.milk-patrol-list):has(> .milk-patrol-rows)`

export const phoneStyle = `@media (max-width: 799px) {
  /* No box of the editor is kept wider than the screen (Decap's editor and its toolbar ask for 800 px at least). */
  #${editorRoot} div { min-width: min-content !important; }
  .milk-patrol-list > .milk-patrol-rows > :first-child button { min-width: 44px !important; min-height: 44px; padding: 0 12px !important; }
  ${row} > :first-child > *, ${row} > :first-child > :not(button) > * { min-width: 44px !important; min-height: 44px; }
}
/* A list's row opens wherever its bar or its title is tapped: the bar's first button (›) reaches over the whole row,
   under ✕, the drag handle and the open row's fields. */
${row} { position: relative; }
${row} > :first-child { position: static; }
${row} > :first-child > :first-child::after { content: ""; position: absolute; inset: 0; }
${row} > :first-child > :not(:first-child), ${row} > .milk-patrol-rows { position: relative; z-index: 1; }
.milk-patrol-date { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; }
.milk-patrol-date label { display: flex; flex-direction: column; font-size: 13px; }
.milk-patrol-date input { font-size: 16px; min-height: 44px; padding: 4px 8px; }
[aria-invalid="true"] { outline: 3px solid #d60032 !important; outline-offset: 2px; }`

/** A show's date as the two pickers hold it: the day, and the start time if known. */
export function splitDate(value: unknown): { day: string; time: string } {
  const [day = ``, time = ``] = typeof value === `string` ? value.split(`T`) : []
  return { day, time: time.slice(0, 5) }
}

/** The date as the content writes it: YYYY-MM-DD, or YYYY-MM-DDTHH:MM when a start time is given. */
export function joinDate(day: string, time: string): string {
  return day ? (time ? `${day}T${time}` : day) : ``
}

/** The two pickers of a date widget, as the page holds them. */
function pickedDate(input: Element): string {
  const box = input.closest(`.milk-patrol-date`)
  const value = (type: string) => box?.querySelector<HTMLInputElement>(`input[type=${type}]`)?.value ?? ``
  return joinDate(value(`date`), value(`time`))
}

/** Each picker's latest onChange from Decap; a picker is listened to once, natively (both `input` and `change`). */
const handlers = new WeakMap<Element, (value: string) => void>()
function listen(input: HTMLInputElement | null, onChange: (value: string) => void): void {
  if (!input) return
  const known = handlers.has(input)
  handlers.set(input, onChange)
  if (known) return
  const send = () => handlers.get(input)?.(pickedDate(input))
  input.addEventListener(`input`, send)
  input.addEventListener(`change`, send)
}

/**
 * A show's date (the `show-date` widget, drawn through own-widgets.ts's `watched`): the phone's date picker and its
 * time picker, the time left empty for a date alone. Each picker keeps what the phone gave it (uncontrolled), and a
 * change of either sends both. `invalid`: a refusal names it (own-widgets.ts).
 */
export function showDate(
  { value, onChange, forID, classNameWrapper }: WidgetProps,
  invalid: boolean,
): unknown {
  const { day, time } = splitDate(value)
  return h(
    `div`,
    { className: `${classNameWrapper ?? ``} milk-patrol-date` },
    h(`input`, {
      id: forID,
      type: `date`,
      defaultValue: day,
      min: `2007-01-01`,
      max: `2099-12-31`,
      "aria-invalid": invalid || undefined,
      ref: (input: HTMLInputElement | null) => listen(input, onChange),
    }),
    h(
      `label`,
      null,
      `Start time (leave empty if not known)`,
      h(`input`, {
        type: `time`,
        defaultValue: time,
        ref: (input: HTMLInputElement | null) => listen(input, onChange),
      }),
    ),
  )
}

/** "Guitar, Vocals" as the list of instruments it names. */
export const instrumentsOf = (text: string): string[] =>
  text
    .split(`,`)
    .map((word) => word.trim())
    .filter(Boolean)

/**
 * A member's instruments and roles, one line, "Guitar, Vocals" (the `instruments` widget): the line as typed stays in
 * its box, and the form holds its list. Decap's own list widget dropped ", " as it was typed (decap-cms#4646),
 * saving "GuitarVocals".
 */
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
