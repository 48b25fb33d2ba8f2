// Decap CMS's documented browser globals (`CMS`, React's `h`, `createClass`), typed once for the editor's modules.
// Decap's bundle defines them before the editor's script runs; nothing here calls them on import.
/* eslint-disable @typescript-eslint/no-explicit-any -- Decap's objects are untyped: Immutable.js values and widget
   classes whose shapes change with the field */
export interface Immutable {
  get(key: string): any
  getIn(path: (string | number)[]): any
  set(key: string, value: unknown): Immutable
  removeIn(path: (string | number)[]): Immutable
  toJS(): any
}
interface DecapGlobals {
  CMS: {
    registerCustomFormat(name: string, extension: string, formatter: object): void
    registerEventListener(listener: { name: string; handler: (event: { entry: Immutable }) => unknown }): void
    registerWidget(name: string, control: unknown, preview?: unknown): void
    registerWidget(widget: { name: string; controlComponent: unknown; previewComponent?: unknown }): void
    getWidget(name: string): { control: any; preview?: unknown } | undefined
    getBackend(name: string): { init: (...args: any[]) => any } | undefined
    registerBackend(name: string, backend: new (...args: any[]) => any): void
    getLocale(locale: string): any
    registerLocale(locale: string, phrases: object): void
    init(options: { config: object }): void
  }
  h: (type: any, props: object | null, ...children: unknown[]) => unknown
  /** For widgets written as classes (create-react-class). */
  createClass: (spec: object) => unknown
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const decap = globalThis as unknown as DecapGlobals
export const CMS: DecapGlobals[`CMS`] = decap.CMS
export const h: DecapGlobals[`h`] = (...args) => decap.h(...args)
export const createClass: DecapGlobals[`createClass`] = (spec) => decap.createClass(spec)
