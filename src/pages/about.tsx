// About: who the band is, who is in it (the active theme's lineup), and how to book them.
import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { bookingPagePath } from "../booking/booking-path"
import { mailtoAddress } from "../booking/booking-kit"
import { listInWords } from "../site/list-in-words"
import { Seo, pageTitle } from "../components/seo"
import { MemberList } from "../components/member-list"
import { lineupMembers, themeLineup } from "../themes/lineup-members"
import { useMusicGroup } from "../hooks/use-music-group"
import { useTheme } from "../state/theme"
import * as styles from "./about.module.css"

/**
 * What the booking kit holds, in words, from what the content gives it: the places played and the logo always, photos
 * and what the band brings only when booking.json has them, so About promises nothing the kit lacks.
 */
export function bookingKitWords(kit: { photos: boolean; brings: boolean }): string {
  const poster = kit.photos ? `the logo and photos for your posters` : `the logo for your posters`
  const parts = [`where we have played`, poster, ...(kit.brings ? [`what we bring`] : [])]
  return listInWords(parts, { serialComma: true })
}

const AboutPage: React.FC<PageProps<Queries.AboutPageQuery>> = ({ data }) => {
  const { theme } = useTheme()
  const bandSchema = useMusicGroup()
  const band = data.bandJson
  if (!band) throw new Error(`content/band.json is missing`)
  const membersOf = (type: typeof theme.type) =>
    lineupMembers(
      data.lineupsJson ? themeLineup(data.lineupsJson.lineups, type) : [],
      data.membersJson?.members ?? [],
    )
  const members = membersOf(theme.type)
  const kit = data.bookingJson?.booking

  return (
    <Layout>
      <Seo
        title={pageTitle(band.name, `About`)}
        path={`/about/`}
        description={`Who is in ${band.name}, what each of them plays, and how to book the band.`}
        structuredData={bandSchema}
      />
      <h1>About {band.name}</h1>
      <p className={styles.description}>{band.description}</p>
      <section aria-labelledby="members" className={`${styles.card} ${theme.classes.about}`}>
        <h2 id="members">Members</h2>
        {theme.type === `milk` ? (
          // The server's page is milk's; a reload that kept Sonic shows Sonic's lineup in its place from the first
          // paint (the styles, from the head script's mark on <html>), until React draws it itself.
          <>
            <div className={styles.milkLineup}>
              <MemberList members={members} />
            </div>
            <div hidden className={styles.keptSonicLineup}>
              <MemberList members={membersOf(`sonic`)} />
            </div>
          </>
        ) : (
          <MemberList members={members} />
        )}
      </section>
      <section aria-labelledby="booking">
        <h2 id="booking">Booking</h2>
        <p>
          Want {band.name} at your venue, party or dairy farm? Message us on{" "}
          <a href={band.discord}>Discord</a> or <a href={band.instagram}>Instagram</a>, or e-mail{" "}
          <a href={mailtoAddress(band.bookingEmail)}>{band.bookingEmail}</a>.
        </p>
        <p>
          Our <Link to={bookingPagePath}>booking kit</Link> has the rest:{" "}
          {bookingKitWords({
            photos: (kit?.pressPhotos?.length ?? 0) > 0,
            brings: Boolean(kit?.brings?.trim()),
          })}
          .
        </p>
      </section>
    </Layout>
  )
}

export default AboutPage

export const query = graphql`
  query AboutPage {
    bandJson {
      name
      description
      bookingEmail
      discord
      instagram
    }
    membersJson {
      members {
        ...MemberListItem
      }
    }
    lineupsJson {
      lineups {
        milk
        sonic
        dairy
      }
    }
    bookingJson {
      booking {
        brings
        pressPhotos {
          alt
        }
      }
    }
  }
`
