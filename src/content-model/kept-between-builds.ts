// digestOf, where src/editing-server/ imports it from; the build cache itself is build-cache.ts.
export { digestOf } from "./build-cache"
