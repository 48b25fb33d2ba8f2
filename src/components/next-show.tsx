// Home's line about the next show, under the heading: when and where, linking to the show's page. Nothing when no
// show is coming, so Home stays as the specification draws it.
import * as React from "react"
import { Link } from "gatsby"
import { useBandToday } from "../hooks/use-band-today"
import { splitShowsOn } from "../shows/split-shows"
import { ShowStatus } from "./show-status"
import * as styles from "./next-show.module.css"

export interface NextShowFacts {
  pagePath: string
  where: string
  when: string
  date: string
  status: string
  previousWhen?: string | null
}

export const nextShowText = `Next show:`

interface NextShowProps {
  /** The shows to come as the build saw them, soonest first (a few: one may have passed since the build). */
  shows: readonly NextShowFacts[]
  /** The build's day in central Illinois (YYYY-MM-DD). */
  buildDay: string
}

export function NextShow({ shows, buildDay }: NextShowProps) {
  const today = useBandToday(buildDay)
  const next = splitShowsOn(shows, today).upcoming[0]
  if (!next) return null
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
