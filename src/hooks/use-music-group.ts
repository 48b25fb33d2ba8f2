// What search engines learn about the band on Home and About (schema.org's MusicGroup): its facts, logo and the
// milk lineup with what each member plays, from content/ through GraphQL. The head builds the JSON-LD from them.
import { graphql, useStaticQuery } from "gatsby"
import { absoluteUrl } from "../site/site-url"
import type { PageSchema } from "../seo/structured-data"
import { lineupMembers } from "../themes/lineup-members"
import { useBand } from "./use-band"

export function useMusicGroup(): PageSchema {
  const band = useBand()
  const { membersJson, lineupsJson } = useStaticQuery<Queries.MusicGroupQuery>(graphql`
    query MusicGroup {
      membersJson {
        members {
          name
          roles
        }
      }
      lineupsJson {
        lineups {
          milk
        }
      }
    }
  `)
  const lineup = lineupMembers(lineupsJson?.lineups.milk ?? [], membersJson?.members ?? [])
  const logo = band.logo.img?.publicURL
  return {
    musicGroup: [
      band,
      lineup,
      {
        url: absoluteUrl(band.siteUrl, `/`),
        logo: logo
          ? `${band.siteUrl.replace(/\/+$/, ``)}${logo}`
          : absoluteUrl(band.siteUrl, `/link-preview.png`),
      },
    ],
  }
}
