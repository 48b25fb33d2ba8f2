// The boxes of a form, as widgets of our own (CMS.registerWidget, in place of Decap's `string`, `text` and `list`):
// each knows from what Decap hands a widget (entry, collection, field, value), not from the page, whether a refusal
// names it (marked, aria-invalid), whether its form is of a file the editor could not read, and whether Decap kept
// another file's form under it (an address typed while a form was open: Decap loads no form for it). A list's rows
// carry a class of our own, whose style rules make a row's whole bar and title open it on a phone (phone-form.ts).
import type { ContentProblem } from "../content-model/content-rules"

// Decap's objects are untyped: Immutable.js values whose shapes change with the field.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare const CMS: {
  registerWidget(widget: { name: string; controlComponent: unknown; previewComponent?: unknown }): void
  getWidget(name: string): { control: any; preview?: unknown } | undefined
}
declare const h: (type: any, props: object | null, ...children: unknown[]) => unknown
/** Decap's documented global for widgets written as classes (create-react-class). */
declare const createClass: (spec: object) => unknown

/** What Decap hands a widget, as far as these read it. */
export interface WidgetProps {
  value?: any
  entry?: any
  collection?: any
  field?: any
  forID?: string
  classNameWrapper?: string
  hasActiveStyle?: boolean
  fieldsErrors?: { size: number }
  onChange: (value: unknown) => void
  setActiveStyle?: () => void
  setInactiveStyle?: () => void
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The fields a refusal names: each one's name, and the value it holds there ("" when empty). */
let marked: { name: string; value: unknown }[] = []
const drawAgain = new Set<() => void>()

/**
 * Marks the fields the checker's problems name, in every box drawn now, by where they are in the form's `data`: their
 * names and values (no problems: the marks are taken off).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's data, of any content file
export function markFields(data: any, problems: readonly ContentProblem[]): void {
  marked = problems.flatMap(({ at }) => {
    // A field of the file (band.json's "fanName"), or of an entry of its list (["shows", 4, "where"]).
    const depth = typeof at?.[1] === `number` ? 3 : 1
    const name = at?.[depth - 1]
    if (!at || at.length < depth || typeof name !== `string`) return []
    return [{ name, value: at.slice(0, depth).reduce((inner, key) => inner?.[key], data) ?? `` }]
  })
  for (const draw of Array.from(drawAgain)) draw()
}

/** Whether a refusal names this box: a field of its name holding its value. */
export const isMarked = ({ field, value }: WidgetProps): boolean =>
  marked.some((each) => each.name === field?.get(`name`) && each.value === (value ?? ``))

/** What the editor's rules are told when a form's boxes are drawn, and when the last of them is gone. */
export interface FormWatch {
  /** A box is drawn: its form's entry, and the file its field is of when that is not the entry's own. */
  drawn: (entry: WidgetProps[`entry`], otherFile: string | undefined) => void
  gone: () => void
}

/** Whether `field` is one of `fields`, or of theirs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's Immutable fields
function holds(fields: any, field: any): boolean {
  return [...(fields ?? [])].some(
    (each) =>
      each === field ||
      each.equals?.(field) ||
      holds(each.get(`fields`), field) ||
      holds(each.get(`field`) ? [each.get(`field`)] : [], field),
  )
}

/**
 * The file of the collection whose form has this box's field, when that is not the file of the entry Decap handed
 * the box: Decap kept another file's form, and would save the box into that file.
 */
function otherFile({ collection, field, entry }: WidgetProps): { get: (key: string) => string } | undefined {
  // Found once for each field (Decap's fields stay the same objects while the page is open), not on every keystroke.
  if (field && !fileOf.has(field))
    fileOf.set(
      field,
      [...(collection?.get(`files`) ?? [])].find((each) => holds(each.get(`fields`), field)),
    )
  const file = field && fileOf.get(field)
  return file && file.get(`name`) !== entry?.get(`slug`) ? file : undefined
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's Immutable fields and files
const fileOf = new WeakMap<object, any>()

type Box = {
  props: WidgetProps
  again?: () => void
  forceUpdate: () => void
  element?: HTMLInputElement
  caret?: number
  wasMarked?: boolean
  inner?: Record<string, (...args: unknown[]) => unknown>
}

/** How many of our boxes are drawn now. */
let drawn = 0

/**
 * A widget's spec (createClass) with what every box of ours does: drawn again when marks change, nothing drawn in
 * another file's form, and `watch` told.
 */
export function watched(watch: FormWatch, render: (it: Box) => unknown, spec: object = {}): unknown {
  return createClass({
    // Decap then draws it whenever its form changes, so a refusal's marks and the form's file are always read anew.
    shouldComponentUpdate: () => true,
    ...spec,
    componentDidMount(this: Box) {
      this.again = () => this.forceUpdate()
      drawAgain.add(this.again)
      drawn++
      watch.drawn(this.props.entry, otherFile(this.props)?.get(`label`))
    },
    componentWillUnmount(this: Box) {
      drawAgain.delete(this.again!)
      if (--drawn === 0) watch.gone()
    },
    render(this: Box) {
      return otherFile(this.props) ? null : render(this)
    },
  })
}

/** A line or a text box (Decap's own are not told a refusal's marks): the caret stays where it was typed. */
const box = (tag: `input` | `textarea`) => (it: Box) => {
  const { forID, value, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = it.props
  return h(tag, {
    // A text box grows with its text, in the page's font, as Decap's did.
    ...(tag === `input`
      ? { type: `text` }
      : { rows: 5, style: { fieldSizing: `content`, minHeight: `8em`, fontFamily: `inherit` } }),
    id: forID,
    className: classNameWrapper,
    value: value ?? ``,
    "aria-invalid": isMarked(it.props) || undefined,
    ref: (element: HTMLInputElement | null) => (it.element = element ?? undefined),
    onChange: (event: { target: HTMLInputElement }) => {
      it.caret = event.target.selectionStart ?? undefined
      onChange(event.target.value)
    },
    onFocus: setActiveStyle,
    onBlur: setInactiveStyle,
  })
}
const boxSpec = {
  componentDidUpdate(this: Box) {
    const { element, caret } = this
    if (element && caret !== undefined && element.selectionStart !== caret)
      element.setSelectionRange(caret, caret)
    const mark = isMarked(this.props)
    if (mark && !this.wasMarked) element?.scrollIntoView({ block: `center` })
    this.wasMarked = mark
  },
}

/** Decap's list, its rows carrying a class of ours (phone-form.ts's style), its checks its own. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's list control
const rows = (list: any) => (it: Box) =>
  h(
    `div`,
    { className: `milk-patrol-list` },
    h(list, {
      ...it.props,
      classNameWrapper: `${it.props.classNameWrapper ?? ``} milk-patrol-rows`,
      ref: (control: Box[`inner`] | null) => (it.inner = control ?? undefined),
    }),
  )
const rowsSpec = {
  validate(this: Box) {
    return this.inner?.validate?.()
  },
  focus(this: Box, path: unknown) {
    return this.inner?.focus?.(path)
  },
}

/** Registers the boxes above in place of Decap's `string`, `text` and `list`, which the configuration names. */
export function registerOwnBoxes(watch: FormWatch): void {
  const own: [string, (control: unknown) => unknown][] = [
    [`string`, () => watched(watch, box(`input`), boxSpec)],
    [`text`, () => watched(watch, box(`textarea`), boxSpec)],
    [`list`, (control) => watched(watch, rows(control), rowsSpec)],
  ]
  for (const [name, make] of own) {
    const { control, preview, ...options } = CMS.getWidget(name)!
    CMS.registerWidget({ ...options, name, controlComponent: make(control), previewComponent: preview })
  }
}
