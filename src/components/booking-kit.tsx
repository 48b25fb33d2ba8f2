// The booking kit's sections, each from content and each left out when its content is empty: what the band plays,
// who plays what, where it has played and plays next, press downloads, the show itself, and how to ask for a date.
import * as React from "react"
import { Link, withPrefix } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ImageWithFallback } from "./image-with-fallback"
import { PrintedAddress } from "./printed-address"
import { MemberList, type LineupMember } from "./member-list"
import {
  bookingMailto,
  fileSize,
  kitHeadings,
  notOnThePageYet,
  partsToAskFor,
  pressHeading,
  type VenuePlayed,
} from "../booking/booking-kit"
import { absoluteUrl, addressWithoutScheme } from "../site/site-url"
import { statusWords } from "../shows/show-words"
import { bookingPagePath } from "../booking/booking-path"
import type { GroupFacts } from "../seo/structured-data"
import type { ShowPart } from "../shows/show-nodes"
import * as styles from "./booking-kit.module.css"

/** The band's facts the kit reads: those search engines read too. */
export type KitBand = GroupFacts

export interface KitDownload {
  /** Inside the site (before the path prefix), or as publicURL gives it (with the prefix): `prefixed` says which. */
  path: string
  prefixed?: boolean
  label: string
  /** What the file is and how large: "PNG, 2400 × 2640 px, 87 KB". */
  details: string
}

export interface KitPhoto {
  alt: string
  credit?: string | null
  image?: IGatsbyImageData | null
  large: KitDownload
  web?: KitDownload
}

/** A show in the kit's list; its status is said after the date when it does not go ahead as first planned. */
export type KitShow = ShowPart<`where` | `when`, `pagePath` | `status` | `previousWhen`>

export interface BookingKitProps {
  band: KitBand
  bio?: string | null
  genres?: readonly string[] | null
  members: readonly LineupMember[]
  venues: readonly VenuePlayed[]
  nextShows: readonly KitShow[]
  logos: readonly KitDownload[]
  photos: readonly KitPhoto[]
  setLengths?: string | null
  brings?: string | null
  needs?: string | null
  stagePlot?: KitDownload | null
  /** The logo at the head of the sheet (the colour SVG the press downloads hold), inside the site. */
  sheetLogo?: { path: string; width?: number | null; height?: number | null } | null
}

export const bookingAddressText = `Our booking address, to copy:`

/** A size in words for a download: its kind, its pixels when it has them, its bytes. */
export function downloadDetails(kind: string, bytes: number, width?: number | null, height?: number | null) {
  const pixels = width && height ? `, ${width} × ${height} px` : ``
  return `${kind}${pixels}, ${fileSize(bytes)}`
}

/**
 * A link that paper keeps: printed, the address it leads to is written after it (an e-mail address as itself), for
 * a booker who pins the sheet up. On screen the address is not repeated.
 */
function KeptLink({
  href,
  written,
  download,
  children,
}: {
  href: string
  written?: string
  download?: boolean
  children: React.ReactNode
}) {
  return (
    <>
      {/* A download stands on a line of its own: a target a thumb finds. A contact link is inside a sentence. */}
      <a href={href} download={download || undefined} className={download ? `tap-target` : undefined}>
        {children}
      </a>
      {written && <PrintedAddress address={written} />}
    </>
  )
}

/**
 * A download: its name as a link (saved as a file, not opened: `download`), then what it is and how large, and on
 * paper its full address.
 */
function DownloadLink({ download, siteUrl }: { download: KitDownload; siteUrl: string }) {
  const onSite = download.prefixed ? download.path : withPrefix(download.path)
  // A file the build names by its hash (/static/<hash>/…: photos, the stage plot) is no address to type from paper:
  // the sheet's head gives the booking page's, where it is.
  const written = onSite.includes(`/static/`) ? undefined : `${siteUrl.replace(/\/+$/, ``)}${onSite}`
  return (
    <>
      <KeptLink href={onSite} written={written} download>
        {download.label}
      </KeptLink>{" "}
      <span className={styles.details}>({download.details})</span>
    </>
  )
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/** Free text the band wrote: its blank lines start new paragraphs. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
    </>
  )
}

export function BookingKit(props: BookingKitProps) {
  const { band, members, venues, nextShows, logos, photos } = props
  const showFacts = [
    { title: `Set lengths`, text: props.setLengths },
    { title: `What we bring`, text: props.brings },
    { title: `What we need from you`, text: props.needs },
  ].filter((fact): fact is { title: string; text: string } => Boolean(fact.text?.trim()))
  const mailto = bookingMailto(band.bookingEmail, band.name)
  // What booking.json has not filled yet: the page says a venue can ask for it, instead of promising "everything".
  const toAskFor = partsToAskFor({
    photos: photos.length > 0,
    setLengths: Boolean(props.setLengths?.trim()),
    brings: Boolean(props.brings?.trim()),
    needs: Boolean(props.needs?.trim()),
    stagePlot: Boolean(props.stagePlot),
  })

  return (
    <div className={styles.kit}>
      {/* The sheet's head: the logo, and on paper this page's address (the downloads are there), for a booker who
          pins it up. */}
      <div className={styles.sheetHead}>
        {props.sheetLogo && (
          <img
            className={styles.sheetLogo}
            src={withPrefix(props.sheetLogo.path)}
            alt={`${band.name} logo`}
            width={props.sheetLogo.width ?? undefined}
            height={props.sheetLogo.height ?? undefined}
          />
        )}
        <p className={styles.printed}>{addressWithoutScheme(absoluteUrl(band.siteUrl, bookingPagePath))}</p>
      </div>
      {toAskFor.length === 0 ? (
        <p className={styles.lead}>
          Everything a venue needs before booking {band.name}, on one page (it prints as a one-sheet).{" "}
          <a href="#ask">Ask for a date</a>.
        </p>
      ) : (
        <p className={styles.lead}>
          {band.name} for venues, on one page (it prints as a one-sheet). <a href="#ask">Ask for a date</a>,
          and for anything else you need.
        </p>
      )}

      <Section id="plays" title={kitHeadings.plays}>
        <p>{band.description}</p>
        {props.bio?.trim() && <Paragraphs text={props.bio} />}
        {props.genres && props.genres.length > 0 && (
          <p>
            <strong>Genres:</strong> {props.genres.join(`, `)}
          </p>
        )}
      </Section>

      {members.length > 0 && (
        <Section id="lineup" title={kitHeadings.lineup}>
          <MemberList members={members} />
        </Section>
      )}

      {venues.length > 0 && (
        <Section id="venues" title={kitHeadings.venues}>
          <ul className={styles.venues}>
            {venues.map((venue) => (
              <li key={`${venue.name}, ${venue.city ?? ``}`}>
                {venue.name}
                {venue.city ? `, ${venue.city}` : ``}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {nextShows.length > 0 && (
        <Section id="next" title={kitHeadings.next}>
          <ul className={styles.nextShows}>
            {nextShows.map((show) => (
              <li key={`${show.when} ${show.where}`}>
                {show.pagePath ? <Link to={show.pagePath}>{show.where}</Link> : show.where}, {show.when}
                {statusWords(show.status, show.previousWhen) && (
                  <strong> ({statusWords(show.status, show.previousWhen)})</strong>
                )}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {(logos.length > 0 || photos.length > 0) && (
        <Section id="press" title={pressHeading({ logo: logos.length > 0, photos: photos.length > 0 })}>
          {logos.length > 0 && (
            <ul className={styles.downloads}>
              {logos.map((logo) => (
                <li key={logo.path}>
                  <DownloadLink download={logo} siteUrl={band.siteUrl} />
                </li>
              ))}
            </ul>
          )}
          {photos.length > 0 && (
            <ul className={styles.photos}>
              {photos.map((photo) => (
                <li key={photo.large.path}>
                  <figure>
                    {photo.image && (
                      <ImageWithFallback
                        image={photo.image}
                        alt={photo.alt}
                        fallbackText={`Photo: ${photo.alt}`}
                      />
                    )}
                    <figcaption>
                      {photo.alt}
                      {photo.credit ? ` (photo: ${photo.credit})` : ``}
                      <br />
                      <DownloadLink download={photo.large} siteUrl={band.siteUrl} />
                      {photo.web && (
                        <>
                          <br />
                          <DownloadLink download={photo.web} siteUrl={band.siteUrl} />
                        </>
                      )}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
        </Section>
      )}

      {(showFacts.length > 0 || props.stagePlot) && (
        <Section id="show" title={kitHeadings.show}>
          {showFacts.map((fact) => (
            <React.Fragment key={fact.title}>
              <h3>{fact.title}</h3>
              <Paragraphs text={fact.text} />
            </React.Fragment>
          ))}
          {props.stagePlot && (
            <p>
              <DownloadLink download={props.stagePlot} siteUrl={band.siteUrl} />
            </p>
          )}
        </Section>
      )}

      <Section id="ask" title={kitHeadings.ask}>
        <p>
          <KeptLink href={mailto} written={band.bookingEmail}>
            E-mail us for a date
          </KeptLink>
          : the mail starts with the date, venue, city, set length and pay for you to fill in.
        </p>
        <p className={styles.screenOnly}>
          {bookingAddressText} <strong className={styles.copyable}>{band.bookingEmail}</strong>
        </p>
        <p>
          Or message us on{" "}
          <KeptLink href={band.discord} written={band.discord}>
            Discord
          </KeptLink>{" "}
          or{" "}
          <KeptLink href={band.instagram} written={band.instagram}>
            Instagram
          </KeptLink>
          .
        </p>
        {toAskFor.length > 0 && <p>{notOnThePageYet(toAskFor)}</p>}
      </Section>
    </div>
  )
}
