// Browser APIs: the theme and spin providers wrap every page, so their state survives client-side navigation.
export { wrapRootElement } from "./src/root-element"
