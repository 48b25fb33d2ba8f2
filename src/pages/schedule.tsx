// Schedule: upcoming shows (or a plea to book the band) and the latest previous ones, split by date automatically;
// every year played has a page of its own (src/templates/shows-year.tsx), linked below them.
import * as React from "react"
import { graphql, Link, withPrefix, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo, pageTitle } from "../components/seo"
import { absoluteUrl } from "../site/site-url"
import { showsCalendarFeedPath, showsRssFeedPath } from "../site/addresses"
import { bookingPagePath } from "../booking/booking-path"
import type { PageSchema } from "../seo/structured-data"
import { ShowList } from "../components/show-list"
import { ShowYears } from "../components/show-years"
import { splitShowsOn } from "../shows/split-shows"
import { withShowFacts } from "../shows/show-nodes"
import { showPosterPictures, type SchedulePageContext } from "../shows/schedule-pages"
import { useBandToday } from "../hooks/use-band-today"
import * as styles from "./schedule.module.css"

export const scheduleTexts = {
  hint: `Click images for relevant link`,
  upcoming: `Upcoming:`,
  noUpcoming: `None :( please book us`,
  previous: `Previous:`,
  subscribe: `Subscribe to our shows`,
  subscribeHint: `(your calendar app adds every show and keeps them up to date)`,
  download: `download them once (.ics)`,
  googleCalendar: `Google Calendar (on the web): Settings › Add calendar › From URL, and paste`,
  newsFeed: `Follow our shows in a feed reader (RSS)`,
} as const

/** The words of the plea that lead to /booking/: the owner's words stay as written, their end a link. */
const bookUs = `book us`

/** "None :( please book us", exactly as written, "book us" a link to the booking page. */
function PleaToBook() {
  const plea = scheduleTexts.noUpcoming
  const linked = plea.lastIndexOf(bookUs)
  return (
    <>
      {plea.slice(0, linked)}
      <Link to={bookingPagePath}>{bookUs}</Link>
      {plea.slice(linked + bookUs.length)}
    </>
  )
}

type SchedulePageProps = PageProps<Queries.SchedulePageQuery, SchedulePageContext>

const SchedulePage: React.FC<SchedulePageProps> = ({ data, pageContext }) => {
  const today = useBandToday(pageContext.today)
  // The build picked the upcoming shows and the latest previous ones; one that has happened since moves over now.
  const { upcoming, previous } = splitShowsOn(
    [...data.upcoming.nodes, ...data.previous.nodes].map(withShowFacts),
    today,
  )
  const bandName = data.bandJson?.name ?? ``
  const siteUrl = data.bandJson?.siteUrl ?? ``
  // Calendar apps subscribe to the feed at its published address: webcal:// opens the phone's calendar to subscribe.
  const feedAddress = absoluteUrl(siteUrl, showsCalendarFeedPath)
  // Search engines read the upcoming shows as events, with the poster at the shapes they ask for (as on its page).
  const events: PageSchema = {
    musicEvents: upcoming.map((show) => {
      return [
        show,
        { name: bandName, siteUrl },
        {
          images: show.img
            ? showPosterPictures(show.pagePath).map((picture) => absoluteUrl(siteUrl, picture.path))
            : [],
          bandUrl: absoluteUrl(siteUrl, `/`),
          pageUrl: absoluteUrl(siteUrl, show.pagePath),
        },
      ]
    }),
  }

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
        <a href={feedAddress.replace(/^https?:/, `webcal:`)}>{scheduleTexts.subscribe}</a>{" "}
        {scheduleTexts.subscribeHint}, or{" "}
        <a href={withPrefix(showsCalendarFeedPath)}>{scheduleTexts.download}</a>
      </p>
      <p className={styles.googleCalendar}>
        {scheduleTexts.googleCalendar} <code>{feedAddress}</code>
      </p>
      <p>
        {/* On a line of its own: a target a thumb finds. */}
        <a href={withPrefix(showsRssFeedPath)} type="application/rss+xml" className="tap-target">
          {scheduleTexts.newsFeed}
        </a>
      </p>
      <section aria-labelledby="upcoming">
        <h2 id="upcoming">{scheduleTexts.upcoming}</h2>
        {upcoming.length === 0 ? (
          <p className={styles.none}>
            <PleaToBook />
          </p>
        ) : (
          <ShowList shows={upcoming} withCalendar />
        )}
      </section>
      <section aria-labelledby="previous">
        <h2 id="previous">{scheduleTexts.previous}</h2>
        <ShowList shows={previous} />
        {data.previousYears.distinct.length > 0 && <ShowYears years={data.previousYears.distinct} />}
      </section>
    </Layout>
  )
}

export default SchedulePage

export const query = graphql`
  query SchedulePage($today: Date!, $previousShown: Int!) {
    bandJson {
      name
      siteUrl
    }
    upcoming: allShow(filter: { date: { gte: $today } }, sort: [{ date: ASC }, { showId: ASC }]) {
      nodes {
        ...ShowCard
      }
    }
    previous: allShow(
      filter: { date: { lt: $today } }
      sort: [{ date: DESC }, { showId: ASC }]
      limit: $previousShown
    ) {
      nodes {
        ...PlayedShowCard
      }
    }
    previousYears: allShow(filter: { date: { lt: $today } }) {
      distinct(field: { year: SELECT })
    }
  }
`
