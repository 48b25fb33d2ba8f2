// The form's boxes and lists, widgets of ours in place of Decap's `string`, `text` and `list`, which know from their
// props alone whether a refusal names them and whose form they are in (docs/editor.md).
import type { ContentProblem } from "../../content-model/content-rules"
import { CMS, createClass, h } from "./decap"

/* eslint-disable @typescript-eslint/no-explicit-any -- Decap's values: Immutable.js objects whose shapes change */

/** What Decap hands a widget: its value, entry, collection, field, forID, classNameWrapper, onChange… */
export type WidgetProps = Record<string, any> & { onChange: (value: unknown) => void }

/** The fields a refusal names: each one's name, and the value it holds there ("" when empty). */
let marked: { name: string; value: unknown }[] = []
/** The boxes drawn now. */
const drawn = new Set<{ forceUpdate: () => void }>()

/** Marks the fields the checker's problems name in the form's `data`, in every box drawn (none: marks taken off). */
export function markFields(data: any, problems: readonly ContentProblem[]): void {
  marked = problems.flatMap(({ at }) => {
    // A field of the file (band.json's "fanName"), or of an entry of its list (["shows", 4, "where"]).
    const depth = typeof at?.[1] === `number` ? 3 : 1
    const name = at?.[depth - 1]
    if (!at || at.length < depth || typeof name !== `string`) return []
    return [{ name, value: at.slice(0, depth).reduce((inner, key) => inner?.[key], data) ?? `` }]
  })
  for (const box of Array.from(drawn)) box.forceUpdate()
}

/** Whether a refusal names this box: a field of its name holding its value. */
export const isMarked = ({ field, value }: WidgetProps): boolean =>
  marked.some((each) => each.name === field?.get(`name`) && each.value === (value ?? ``))

/** Told when a box is drawn (its entry, and its field's file when not the entry's), and when the last is gone. */
export type FormWatch = { drawn: (entry: any, otherFile: string | undefined) => void; gone: () => void }

/** Whether `field` is one of `fields`, or of theirs. */
function holds(fields: any, field: any): boolean {
  const inner = (each: any) => [...(each.get(`fields`) ?? []), ...[each.get(`field`)].filter(Boolean)]
  return [...(fields ?? [])].some(
    (each) => each === field || each.equals?.(field) || holds(inner(each), field),
  )
}

/** Each field's file, found once: Decap's fields stay the same objects while the page is open. */
const fileOf = new WeakMap<object, any>()
/** The file this box's field is of, when Decap kept it under another file's entry (and would save it there). */
function otherFile({ collection, field, entry }: WidgetProps): { get: (key: string) => string } | undefined {
  const files = [...(collection?.get(`files`) ?? [])]
  const found = () => files.find((one) => holds(one.get(`fields`), field))
  if (field && !fileOf.has(field)) fileOf.set(field, found())
  const file = field && fileOf.get(field)
  return file && file.get(`name`) !== entry?.get(`slug`) ? file : undefined
}

type Box = {
  props: WidgetProps
  forceUpdate: () => void
  element?: HTMLInputElement
  caret?: number
  wasMarked?: boolean
  inner?: { validate?: () => unknown; focus?: (path: string) => void }
}

/** A widget drawn again when the marks change, drawing nothing in another file's form, telling `watch`. */
export function watched(watch: FormWatch, render: (it: Box) => unknown, spec: object = {}): unknown {
  return createClass({
    // Drawn whenever Decap draws the form, so the marks and the form's file are read anew.
    shouldComponentUpdate: () => true,
    ...spec,
    componentDidMount(this: Box) {
      drawn.add(this)
      watch.drawn(this.props.entry, otherFile(this.props)?.get(`label`))
    },
    componentWillUnmount(this: Box) {
      drawn.delete(this)
      if (drawn.size === 0) watch.gone()
    },
    render(this: Box) {
      return otherFile(this.props) ? null : render(this)
    },
  })
}

/** A line or a text box, marked when a refusal names it; it grows with its text, as Decap's did. */
const box = (tag: `input` | `textarea`) => (it: Box) => {
  const { forID, value, classNameWrapper, onChange, setActiveStyle, setInactiveStyle } = it.props
  return h(tag, {
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
  // The caret stays where it was typed (as in Decap's own string control), and a box newly marked is scrolled to.
  componentDidUpdate(this: Box) {
    const { element, caret } = this
    if (element && caret !== undefined && element.selectionStart !== caret)
      element.setSelectionRange(caret, caret)
    const mark = isMarked(this.props)
    if (mark && !this.wasMarked) element?.scrollIntoView({ block: `center` })
    this.wasMarked = mark
  },
}

/** Decap's list, its rows carrying a class of ours (phone-form.ts's style). */
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
// Decap checks a list's rows at Publish through the list control's own `validate`.
const rowsSpec = {
  validate(this: Box) {
    return this.inner?.validate?.()
  },
  // A row just added ("Add show") opens at the foot of a long list, out of sight: its first field is focused, through
  // the list control's own `focus` (Decap's way to a field), which brings it on screen.
  componentDidUpdate(this: Box, before: WidgetProps) {
    const rows = (value: any): number => value?.size ?? 0
    const added = rows(this.props.value) === rows(before.value) + 1
    const first = this.props.field?.get(`fields`)?.first?.()?.get(`name`)
    if (added && typeof first === `string`) this.inner?.focus?.(`${rows(this.props.value) - 1}.${first}`)
  },
}

export function registerOwnBoxes(watch: FormWatch): void {
  for (const name of [`string`, `text`, `list`]) {
    const { control, preview, ...options } = CMS.getWidget(name)!
    const controlComponent =
      name === `list`
        ? watched(watch, rows(control), rowsSpec)
        : watched(watch, box(name === `string` ? `input` : `textarea`), boxSpec)
    CMS.registerWidget({ ...options, name, controlComponent, previewComponent: preview })
  }
}
