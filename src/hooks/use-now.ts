// "Now" for date-dependent pages: the build time while hydrating (so server and browser agree), then the real time.
import * as React from "react"

export function useNow(buildTime: string | null): Date {
  const [now, setNow] = React.useState(() => (buildTime ? new Date(buildTime) : new Date()))
  // A show that has happened since the last build moves to Previous as soon as the page is running.
  React.useEffect(() => setNow(new Date()), [])
  return now
}
