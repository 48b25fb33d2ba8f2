// One show: where and when, and its poster linking to the show's page.
import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Show } from "../content-model/schema"
import { posterAlt } from "../shows/poster-alt"
import { ImageWithFallback } from "./image-with-fallback"
import * as styles from "./show-card.module.css"

export const posterFallbackText = `no image :(`

/** A show as content/shows.json defines it, with its poster resolved to image data by the schedule's query. */
export interface ShowCardShow extends Pick<Show, `where` | `when` | `link`> {
  /** The poster, as the schedule's query returns it; null when the file is missing. */
  img: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null
}

export function ShowCard({ show, className }: { show: ShowCardShow; className: string }) {
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
      </dl>
      <a href={show.link} className={styles.poster}>
        <ImageWithFallback
          image={show.img?.childImageSharp?.gatsbyImageData}
          alt={posterAlt(show)}
          fallbackText={posterFallbackText}
        />
      </a>
    </li>
  )
}
