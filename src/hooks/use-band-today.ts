// Today's date in central Illinois for date-dependent pages: the build's day while hydrating (so server and browser
// agree), then the visitor's, so that a show that has happened since the last build moves over as the page runs.
import * as React from "react"
import { dayMayHaveEnded, todayInCentralIllinois } from "../site/band-day"

/**
 * A phone's first use of Intl's time zones is one long task while the page comes alive; it is
 * needed only when the build's day may be over (a visit after midnight, before the next daily build).
 */
export function useBandToday(buildDay: string): string {
  const [today, setToday] = React.useState(buildDay)
  React.useEffect(() => {
    const now = new Date()
    // After hydration, on purpose: the first render must match the HTML built on buildDay.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (dayMayHaveEnded(buildDay, now)) setToday(todayInCentralIllinois(now))
  }, [buildDay])
  return today
}
