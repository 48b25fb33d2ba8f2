// React.lazy for a part of the page that loads on demand and that the page can do without: the head after a
// client-side navigation, the Sonic hedgehog. If its code cannot be fetched (the phone went offline, the connection
// dropped the request), the part renders nothing, instead of the error taking the whole page down with it, which is
// what a lazy component that fails to load does when nothing catches it. React.lazy remembers a failure for good, so
// a part that failed is fetched again the next time it is needed (the next page, the next render): one dropped
// request must not cost a fan the title and canonical of every later page, or Sonic his hedgehog, for the whole visit.
import * as React from "react"

export function lazyPart<Props extends object>(
  load: () => Promise<{ default: React.ComponentType<Props> }>,
): React.FunctionComponent<Props> {
  // Typed as the part itself: what it renders is the loaded component, with the same props.
  const fetchPart = () =>
    React.lazy(() => load().catch(() => ({ default: Missing }))) as unknown as React.FunctionComponent<Props>
  let Part = fetchPart()

  /** In place of a part that could not be fetched: nothing, and a fresh try ready for the next time it is needed. */
  function Missing(): null {
    React.useEffect(() => {
      Part = fetchPart()
    }, [])
    return null
  }

  return function LazyPart(props: Props) {
    return React.createElement(Part, props as Props & React.Attributes)
  }
}
