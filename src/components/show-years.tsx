// Links to the pages of the years the band has played in, latest first.
import * as React from "react"
import { Link } from "gatsby"
import { showsYearPath } from "../shows/schedule-pages"
import * as styles from "./show-years.module.css"

export const showYearsText = `Every show we have played, by year:`

interface ShowYearsProps {
  /** The years that have previous shows, in any order. */
  years: readonly (string | number)[]
  /** The year whose page this is, if any. */
  current?: number
}

export function ShowYears({ years, current }: ShowYearsProps) {
  const latestFirst = [...new Set(years.map(Number))].sort((a, b) => b - a)
  return (
    <nav aria-labelledby="show-years" className={styles.years}>
      <p id="show-years">{showYearsText}</p>
      <ul>
        {latestFirst.map((year) => (
          <li key={year}>
            <Link to={showsYearPath(year)} aria-current={year === current ? `page` : undefined}>
              {year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
