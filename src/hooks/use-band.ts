// The band's facts (name, links, booking e-mail, description) from content/band.json, for any component.
import { graphql, useStaticQuery } from "gatsby"

export function useBand(): Queries.BandFactsQuery["bandJson"] & {} {
  const { bandJson } = useStaticQuery<Queries.BandFactsQuery>(graphql`
    query BandFacts {
      bandJson {
        name
        siteUrl
        description
        fanName
        bookingEmail
        discord
        instagram
        logo {
          alt
          img {
            publicURL
          }
        }
      }
    }
  `)
  if (!bandJson) throw new Error(`content/band.json is missing: the site cannot name the band`)
  return bandJson
}
