// The band as schema.org's MusicGroup (for Home and About): its facts, logo and the milk lineup with what each
// member plays, from content/ through GraphQL.
import { graphql, useStaticQuery } from "gatsby"
import { absoluteUrl } from "../components/seo"
import { musicGroup } from "../seo/structured-data"
import { lineupMembers } from "../themes/lineup-members"
import { useBand } from "./use-band"

export function useMusicGroup(): ReturnType<typeof musicGroup> {
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
  return musicGroup(band, lineup, {
    url: absoluteUrl(band.siteUrl, `/`),
    logo: logo
      ? `${band.siteUrl.replace(/\/+$/, ``)}${logo}`
      : absoluteUrl(band.siteUrl, `/link-preview.png`),
  })
}
