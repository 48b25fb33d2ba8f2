// A list of show cards, the same on the Schedule and on the pages of earlier years.
import * as React from "react"
import { withPrefix } from "gatsby"
import { showCalendarPath } from "../site/addresses"
import { useTheme } from "../state/theme"
import { ShowCard, type ShowCardShow } from "./show-card"
import * as styles from "./show-list.module.css"

interface ShowListProps {
  shows: readonly ShowCardShow[]
  /** Upcoming shows offer their own calendar file. */
  withCalendar?: boolean
}

export function ShowList({ shows, withCalendar = false }: ShowListProps) {
  const { theme } = useTheme()
  return (
    <ul className={styles.shows}>
      {shows.map((show) => (
        <ShowCard
          key={show.showId}
          show={show}
          className={theme.classes.card}
          calendarHref={withCalendar ? withPrefix(showCalendarPath({ id: show.showId, ...show })) : undefined}
        />
      ))}
    </ul>
  )
}
