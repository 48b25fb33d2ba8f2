// Home's line about the next show, under the heading: when and where, linking to the show's page. When no show is
// coming, a way on in words: the Schedule (on a phone it is behind Menu) and booking.
import * as React from "react"
import { Link } from "gatsby"
import { useBandToday } from "../hooks/use-band-today"
import type { ShowPart } from "../shows/show-nodes"
import { splitShowsOn } from "../shows/split-shows"
import { ShowStatus } from "./show-status"
import * as styles from "./next-show.module.css"

export type NextShowFacts = ShowPart<`pagePath` | `where` | `when` | `date` | `status`, `previousWhen`>

export const nextShowText = `Next show:`

export const noShowTexts = {
  lead: `No show coming up yet:`,
  schedule: `see where we have played`,
  booking: `book us`,
} as const

interface NextShowProps {
  /** The shows to come as the build saw them, soonest first (a few: one may have passed since the build). */
  shows: readonly NextShowFacts[]
  /** The build's day in central Illinois (YYYY-MM-DD). */
  buildDay: string
}

export function NextShow({ shows, buildDay }: NextShowProps) {
  const today = useBandToday(buildDay)
  const next = splitShowsOn(shows, today).upcoming[0]
  if (!next)
    return (
      <div className={styles.next}>
        <p className={styles.line}>
          <strong>{noShowTexts.lead}</strong> <Link to="/schedule/">{noShowTexts.schedule}</Link>, or{" "}
          <Link to="/booking/">{noShowTexts.booking}</Link>.
        </p>
      </div>
    )
  return (
    <div className={styles.next}>
      <p className={styles.line}>
        <strong>{nextShowText}</strong>{" "}
        <Link to={next.pagePath}>
          {next.when}, {next.where}
        </Link>
      </p>
      <ShowStatus status={next.status} previousWhen={next.previousWhen} />
    </div>
  )
}
