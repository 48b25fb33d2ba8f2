// One show's own page (/shows/<id>/), made by gatsby-node for every show, upcoming or previous: the page a fan shares.
// Its poster large, where and when, the venue's address with a directions link, the ticket or info link, the price
// and the other acts, "Add to calendar", and one MusicEvent for search engines. Once its day is over (by the build's
// day, then the visitor's), or when it is cancelled, it offers no tickets and no calendar entry, and says so to fans,
// link previews and search engines alike. Nothing here adds JavaScript: it is built from the pieces every page
// already loads.
import * as React from "react"
import { graphql, Link, withPrefix, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo } from "../components/seo"
import { absoluteUrl } from "../site/site-url"
import { ImageWithFallback } from "../components/image-with-fallback"
import { PrintedAddress } from "../components/printed-address"
import { AddToCalendarLink, posterDestination, posterFallbackText } from "../components/show-card"
import { ShowStatus } from "../components/show-status"
import { showCalendarPath } from "../site/addresses"
import { posterAlt } from "../shows/poster-alt"
import { showLinkPreview, showPosterPictures, type ShowPageContext } from "../shows/schedule-pages"
import { splitShowsOn } from "../shows/split-shows"
import { withShowFacts, type ShowFacts } from "../shows/show-nodes"
import { eventDescription } from "../seo/structured-data"
import { useBandToday } from "../hooks/use-band-today"
import {
  addressLines,
  directionsLink,
  priceWords,
  sellsTickets,
  showPageTexts,
  showPageTitle,
  statusPrefix,
  statusWords,
} from "../shows/show-words"
import * as cardStyles from "../components/show-card.module.css"
import * as styles from "./show-page.module.css"

type ShowPageProps = PageProps<Queries.ShowPageQuery, ShowPageContext>

/**
 * What the page says of the show in one sentence, for search results and link previews: played once its day is over,
 * its status first while it matters; tickets only for a show still to come that goes ahead.
 */
export function showDescription(bandName: string, show: ShowFacts, played = false): string {
  // The status leads the sentence when it still matters (eventDescription); what the badge says beyond it follows
  // ("New date to come.").
  const lead = eventDescription(bandName, show, played)
  const words = statusWords(show.status, show.previousWhen)
  const prefix = statusPrefix(show.status)
  const more = prefix && lead.startsWith(prefix) ? words?.slice(prefix.length) : words
  const price = sellsTickets(show.status, played) ? priceWords(show.price) : undefined
  return [
    lead,
    more && `${more.charAt(0).toUpperCase()}${more.slice(1)}.`,
    show.otherActs?.length ? `With ${show.otherActs.join(`, `)}.` : undefined,
    price && `Tickets: ${price}.`,
  ]
    .filter(Boolean)
    .join(` `)
}

const ShowPage: React.FC<ShowPageProps> = ({ data, pageContext }) => {
  const show = data.show && withShowFacts(data.show)
  const band = data.bandJson
  if (!show || !band) throw new Error(`The show or content/band.json is missing`)
  const today = useBandToday(pageContext.today)
  const played = splitShowsOn([show], today).previous.length > 0
  const goesAhead = sellsTickets(show.status, played)
  const poster = show.img?.childImageSharp?.gatsbyImageData
  const preview = showLinkPreview(show.pagePath)
  const address = addressLines(show.venue)
  // A cancelled show keeps its price in the content; its page no longer names it (a played one's is history).
  const price = sellsTickets(show.status, false) ? priceWords(show.price) : undefined
  const bandUrl = absoluteUrl(band.siteUrl, `/`)
  return (
    <Layout>
      <Seo
        title={showPageTitle(band.name, show)}
        path={show.pagePath}
        description={showDescription(band.name, show, played)}
        image={{ ...preview, alt: posterAlt(show) }}
        structuredData={{
          musicEvents: [
            [
              show,
              band,
              {
                // Search shows events people can still go to: a played show's page offers its link preview
                // alone, and the build draws the search engines' shapes only for shows still to come.
                images: show.img
                  ? (played ? [preview] : showPosterPictures(show.pagePath)).map((picture) =>
                      absoluteUrl(band.siteUrl, picture.path),
                    )
                  : [],
                bandUrl,
                pageUrl: absoluteUrl(band.siteUrl, show.pagePath),
                played,
              },
            ],
          ],
        }}
      />
      <article className={styles.show}>
        <h1 className={styles.heading}>
          {band.name} at {show.where}
        </h1>
        {/* On paper, the page's own address, for a fan who pins it up and wants it again. */}
        <p className={styles.printedOnly}>{absoluteUrl(band.siteUrl, show.pagePath)}</p>
        <ShowStatus status={show.status} previousWhen={show.previousWhen} />
        {played && show.status !== `cancelled` && <p className={styles.played}>{showPageTexts.played}</p>}
        <div className={styles.columns}>
          <dl className={`${cardStyles.facts} ${styles.facts}`}>
            <div>
              <dt>When</dt>
              <dd>{show.when}</dd>
            </div>
            <div>
              <dt>Where</dt>
              <dd>
                {show.where}
                {address.length > 0 && (
                  <address className={styles.address}>
                    {show.venue?.name && show.venue.name !== show.where && <span>{show.venue.name}</span>}
                    {address.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                )}
                <a className={styles.action} href={directionsLink(show)}>
                  {showPageTexts.directions}
                  <span className="visually-hidden"> to {show.where} (on a map)</span>
                </a>
                <PrintedAddress address={directionsLink(show)} />
              </dd>
            </div>
            {price && (
              <div>
                <dt>Price</dt>
                <dd>{price}</dd>
              </div>
            )}
            {show.otherActs && show.otherActs.length > 0 && (
              <div>
                <dt>With</dt>
                <dd>
                  <ul className={styles.acts}>
                    {show.otherActs.map((act) => (
                      <li key={act}>{act}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            <div>
              <dt>{goesAhead ? showPageTexts.tickets : showPageTexts.info}</dt>
              <dd>
                <a className={styles.action} href={show.link}>
                  {goesAhead ? showPageTexts.tickets : showPageTexts.aboutTheShow}
                  <span className="visually-hidden">{posterDestination(show.link)}</span>
                </a>
                <PrintedAddress address={show.link} />
              </dd>
            </div>
            {goesAhead && (
              <div>
                <dt>Calendar</dt>
                <dd>
                  <AddToCalendarLink
                    className={styles.action}
                    href={withPrefix(showCalendarPath({ id: show.showId, ...show }))}
                    where={show.where}
                  />
                  <PrintedAddress
                    address={absoluteUrl(band.siteUrl, showCalendarPath({ id: show.showId, ...show }))}
                  />
                </dd>
              </div>
            )}
          </dl>
          <ImageWithFallback
            className={styles.poster}
            image={poster}
            alt={posterAlt(show)}
            fallbackText={posterFallbackText}
            priority
          />
        </div>
        <p className={styles.backToSchedule}>
          <Link className={styles.action} to="/schedule/">
            {showPageTexts.backToSchedule}
          </Link>
        </p>
      </article>
    </Layout>
  )
}

export default ShowPage

export const query = graphql`
  query ShowPage($showId: String!, $posterFormats: [ImageFormat]) {
    bandJson {
      name
      siteUrl
    }
    show(showId: { eq: $showId }) {
      facts
      img {
        childImageSharp {
          # Large on the page: the screen's width less the margins on a phone, 480px beside the facts on a laptop.
          gatsbyImageData(
            layout: CONSTRAINED
            width: 480
            breakpoints: [240, 480, 720, 960]
            sizes: "(min-width: 560px) 480px, calc(100vw - 4rem)"
            # A played show's without WebP (posterFormats, src/shows/schedule-pages.ts).
            formats: $posterFormats
            avifOptions: { quality: 40 }
            placeholder: DOMINANT_COLOR
          )
        }
      }
    }
  }
`
