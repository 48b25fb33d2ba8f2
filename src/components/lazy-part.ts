// React.lazy for a part of the page that loads on demand and that the page can do without: the head after a
// client-side navigation, the Sonic hedgehog. If its code cannot be fetched (the phone went offline, the connection
// dropped the request), the part renders nothing, instead of the error taking the whole page down with it, which is
// what a lazy component that fails to load does when nothing catches it.
import * as React from "react"

export function lazyPart<Props extends object>(
  load: () => Promise<{ default: React.ComponentType<Props> }>,
): React.LazyExoticComponent<React.ComponentType<Props>> {
  return React.lazy(() => load().catch(() => ({ default: () => null })))
}
