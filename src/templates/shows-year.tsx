// The shows the band played in one year: made by gatsby-node for every year of previous shows, once there are more
// than the Schedule lists, so the Schedule stays light however many years of shows there are.
import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo, pageTitle } from "../components/seo"
import { ShowList } from "../components/show-list"
import { ShowYears } from "../components/show-years"
import { withShowFacts } from "../shows/show-nodes"
import { showsYearPath, type ShowsYearPageContext } from "../shows/schedule-pages"

export function showsYearTitle(year: number): string {
  return `Shows in ${year}`
}

const ShowsYearPage: React.FC<PageProps<Queries.ShowsYearPageQuery, ShowsYearPageContext>> = ({
  data,
  pageContext: { year },
}) => {
  const bandName = data.bandJson?.name ?? ``
  const shows = data.shows.nodes.map(withShowFacts)
  return (
    <Layout>
      <Seo
        title={pageTitle(bandName, showsYearTitle(year))}
        path={showsYearPath(year)}
        description={`The ${shows.length} shows ${bandName} played in ${year}: dates, places and posters.`}
      />
      <h1>{showsYearTitle(year)}</h1>
      <p>
        What is coming up, and the latest shows, are on the <Link to="/schedule/">Schedule</Link>.
      </p>
      <ShowList shows={shows} />
      <ShowYears years={data.previousYears.distinct} current={year} />
    </Layout>
  )
}

export default ShowsYearPage

export const query = graphql`
  query ShowsYearPage($year: Int!, $today: Date!) {
    bandJson {
      name
    }
    shows: allShow(
      filter: { year: { eq: $year }, date: { lt: $today } }
      sort: [{ date: DESC }, { showId: ASC }]
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
