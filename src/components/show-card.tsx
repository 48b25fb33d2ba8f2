// One show: where and when, its status in words, a link to its own page, and its poster linking to the show's link.
import * as React from "react"
import { graphql, Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { posterAlt } from "../shows/poster-alt"
import { showPageTexts } from "../shows/show-words"
import type { ShowFacts } from "../shows/show-nodes"
import { ImageWithFallback } from "./image-with-fallback"
import { ShowStatus } from "./show-status"
import * as styles from "./show-card.module.css"

export const posterFallbackText = `no image :(`

/** A show's facts (withShowFacts), with its poster resolved to image data by the `ShowCard` fragment. */
export interface ShowCardShow extends ShowFacts {
  /** The poster, as the `ShowCard` fragment returns it; null when the file is missing. */
  img: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null
}

export const addToCalendarText = `Add to calendar`

/** Said after the poster's description, so its link's name tells where a tap leads: "(on eventbrite.com)". */
export function posterDestination(link: string): string {
  return ` (on ${new URL(link).hostname.replace(/^www\./, ``)})`
}

/** A show's own .ics file, named for screen readers by its place: "Add to calendar: The Space in Champaign". */
export function AddToCalendarLink({
  href,
  where,
  className,
}: {
  href: string
  where: string
  className?: string
}) {
  return (
    <a href={href} className={className} download>
      {addToCalendarText}
      <span className="visually-hidden">: {where}</span>
    </a>
  )
}

export interface ShowCardProps {
  show: ShowCardShow
  className: string
  /** The show's own .ics file, for upcoming shows (not a cancelled one): fans add it to their calendar in one tap. */
  calendarHref?: string
}

export function ShowCard({ show, className, calendarHref }: ShowCardProps) {
  // A cancelled show has no tickets to sell and no date to keep: its card, like its own page, offers neither.
  const cancelled = show.status === `cancelled`
  const poster = (
    <ImageWithFallback
      image={show.img?.childImageSharp?.gatsbyImageData}
      alt={posterAlt(show)}
      fallbackText={posterFallbackText}
    />
  )
  return (
    <li className={`${styles.card} ${className}`}>
      <div className={styles.facts}>
        <dl className={styles.factList}>
          <div>
            <dt>Where</dt>
            <dd>{show.where}</dd>
          </div>
          <div>
            <dt>When</dt>
            <dd>{show.when}</dd>
          </div>
          {show.status !== `scheduled` && (
            <div>
              <dt>Status</dt>
              <dd>
                <ShowStatus status={show.status} previousWhen={show.previousWhen} />
              </dd>
            </div>
          )}
        </dl>
        {/* Links, not facts: a <dd> needs its <dt>, and "Show details" names no fact. */}
        <p className={styles.calendar}>
          <Link to={show.pagePath}>
            {showPageTexts.details}
            <span className="visually-hidden">
              : {show.where}, {show.when}
            </span>
          </Link>
        </p>
        {calendarHref && !cancelled && (
          <p className={styles.calendar}>
            <AddToCalendarLink href={calendarHref} where={show.where} />
          </p>
        )}
      </div>
      {cancelled ? (
        <div className={styles.poster}>{poster}</div>
      ) : (
        <a href={show.link} className={styles.poster}>
          {poster}
          <span className="visually-hidden">{posterDestination(show.link)}</span>
        </a>
      )}
    </li>
  )
}

/**
 * What a card asks of a show, on every page that lists shows: its facts (withShowFacts) and its poster, a fixed 200px
 * (400px on sharp screens): two widths per format keep the HTML and the build light, and the dominant colour holds
 * the box while they load. A played show's card (PlayedShowCard: the Schedule's Previous, the year pages) leaves out
 * WebP, as its page does (posterFormats in src/shows/schedule-pages.ts); GraphQL fragments take no arguments, so the
 * two are written out.
 */
export const query = graphql`
  fragment ShowCard on Show {
    facts
    img {
      childImageSharp {
        # Flat poster art keeps its edges and lettering at AVIF quality 40, a fifth lighter than the default 50.
        gatsbyImageData(
          layout: FIXED
          width: 200
          formats: [AUTO, WEBP, AVIF]
          avifOptions: { quality: 40 }
          placeholder: DOMINANT_COLOR
        )
      }
    }
  }
  fragment PlayedShowCard on Show {
    facts
    img {
      childImageSharp {
        gatsbyImageData(
          layout: FIXED
          width: 200
          formats: [AUTO, AVIF]
          avifOptions: { quality: 40 }
          placeholder: DOMINANT_COLOR
        )
      }
    }
  }
`
