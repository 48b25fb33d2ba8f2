// One show: where and when, and its poster linking to the show's page.
import * as React from "react"
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Show } from "../content-model/schema"
import { posterAlt } from "../shows/poster-alt"
import { ImageWithFallback } from "./image-with-fallback"
import * as styles from "./show-card.module.css"

export const posterFallbackText = `no image :(`

/** A show as content/shows.json defines it, with its poster resolved to image data by the `ShowCard` fragment. */
export interface ShowCardShow extends Pick<Show, `where` | `when` | `date` | `link`> {
  /** The poster, as the `ShowCard` fragment returns it; null when the file is missing. */
  img: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null
}

export const addToCalendarText = `Add to calendar`

/** Said after the poster's description, so its link's name tells where a tap leads: "(on eventbrite.com)". */
export function posterDestination(link: string): string {
  return ` (on ${new URL(link).hostname.replace(/^www\./, ``)})`
}

export interface ShowCardProps {
  show: ShowCardShow
  className: string
  /** The show's own .ics file, for upcoming shows: fans add it to their calendar in one tap. */
  calendarHref?: string
}

export function ShowCard({ show, className, calendarHref }: ShowCardProps) {
  return (
    <li className={`${styles.card} ${className}`}>
      <dl className={styles.facts}>
        <div>
          <dt>Where</dt>
          <dd>{show.where}</dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{show.when}</dd>
        </div>
        {calendarHref && (
          <div>
            <dd className={styles.calendar}>
              <a href={calendarHref} download>
                {addToCalendarText}
                <span className="visually-hidden">: {show.where}</span>
              </a>
            </dd>
          </div>
        )}
      </dl>
      <a href={show.link} className={styles.poster}>
        <ImageWithFallback
          image={show.img?.childImageSharp?.gatsbyImageData}
          alt={posterAlt(show)}
          fallbackText={posterFallbackText}
        />
        <span className="visually-hidden">{posterDestination(show.link)}</span>
      </a>
    </li>
  )
}

/**
 * What a card needs of a show, for every page that lists shows. Posters are a fixed 200px (400px on sharp screens):
 * two widths per format keep the HTML and the build light, and the dominant colour holds the box while they load.
 */
export const query = graphql`
  fragment ShowCard on Show {
    where
    when
    date
    startDate
    link
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
`
