// Schedule: upcoming shows (or a plea to book the band) and previous ones, split by date automatically.
import * as React from "react"
import { graphql, withPrefix, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo, absoluteUrl, pageTitle } from "../components/seo"
import { showCalendarPath, showsFeedPath } from "../calendar/calendar-paths"
import { musicEvent } from "../seo/structured-data"
import { ShowCard } from "../components/show-card"
import { useTheme } from "../state/theme"
import { splitShows } from "../shows/split-shows"
import { useNow } from "../hooks/use-now"
import * as styles from "./schedule.module.css"

export const scheduleTexts = {
  hint: `Click images for relevant link`,
  upcoming: `Upcoming:`,
  noUpcoming: `None :( please book us`,
  previous: `Previous:`,
  subscribe: `Subscribe to our shows`,
  subscribeHint: `(adds every show to your calendar app, and keeps it up to date)`,
} as const

const SchedulePage: React.FC<PageProps<Queries.SchedulePageQuery>> = ({ data }) => {
  const { theme } = useTheme()
  const now = useNow(data.site?.buildTime ?? null)
  const { upcoming, previous } = splitShows(data.showsJson?.shows ?? [], now)
  const bandName = data.bandJson?.name ?? ``
  const siteUrl = data.bandJson?.siteUrl ?? ``
  const siteOrigin = siteUrl.replace(/\/+$/, ``)
  // Search engines read the upcoming shows as events; the poster's address is the one the card shows.
  const events = upcoming.map((show) => {
    const poster = show.img?.childImageSharp?.gatsbyImageData.images.fallback?.src
    return musicEvent(
      show,
      { name: bandName, siteUrl },
      { poster: poster && `${siteOrigin}${poster}`, bandUrl: absoluteUrl(siteUrl, `/`) },
    )
  })

  return (
    <Layout>
      <Seo
        title={pageTitle(bandName, `Schedule`)}
        path={`/schedule/`}
        description={`Where ${bandName} plays next, and where they have played: dates, places and posters.`}
        structuredData={events}
      />
      <h1>Schedule</h1>
      <p className={styles.hint}>{scheduleTexts.hint}</p>
      <p className={styles.subscribe}>
        <a href={withPrefix(showsFeedPath)}>{scheduleTexts.subscribe}</a> {scheduleTexts.subscribeHint}
      </p>
      <section aria-labelledby="upcoming">
        <h2 id="upcoming">{scheduleTexts.upcoming}</h2>
        {upcoming.length === 0 ? (
          <p className={styles.none}>{scheduleTexts.noUpcoming}</p>
        ) : (
          <ul className={styles.shows}>
            {upcoming.map((show) => (
              <ShowCard
                key={`${show.date} ${show.where}`}
                show={show}
                className={theme.classes.card}
                calendarHref={withPrefix(showCalendarPath(show))}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="previous">
        <h2 id="previous">{scheduleTexts.previous}</h2>
        <ul className={styles.shows}>
          {previous.map((show) => (
            <ShowCard key={`${show.date} ${show.where}`} show={show} className={theme.classes.card} />
          ))}
        </ul>
      </section>
    </Layout>
  )
}

export default SchedulePage

export const query = graphql`
  query SchedulePage {
    site {
      buildTime
    }
    bandJson {
      name
      siteUrl
    }
    showsJson {
      shows {
        where
        when
        date
        link
        img {
          childImageSharp {
            gatsbyImageData(
              layout: CONSTRAINED
              width: 200
              formats: [AUTO, WEBP, AVIF]
              placeholder: BLURRED
            )
          }
        }
      }
    }
  }
`
