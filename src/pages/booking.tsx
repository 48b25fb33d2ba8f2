// Booking: the one page a venue needs before writing, from band.json, booking.json, the milk lineup and
// the shows. Linked from About's booking note and the footer's "Book us"; the nav keeps its four links.
import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo, pageTitle } from "../components/seo"
import { BookingKit, downloadDetails, type KitDownload, type KitPhoto } from "../components/booking-kit"
import { fileSize, nextShows, pressHeading, venuesPlayed } from "../booking/booking-kit"
import type { BuildDayPageContext } from "../shows/schedule-pages"
import { withShowFacts } from "../shows/show-nodes"
import { lineupMembers } from "../themes/lineup-members"
import { useBandToday } from "../hooks/use-band-today"
import { useMusicGroup } from "../hooks/use-music-group"

type Booking = NonNullable<Queries.BookingPageQuery[`bookingJson`]>[`booking`]

/** The kind of a download in words, from its file ending. */
const kinds: Record<string, string> = {
  pdf: `PDF`,
  png: `PNG`,
  jpg: `JPEG`,
  jpeg: `JPEG`,
  webp: `WebP`,
  avif: `AVIF`,
}

type StagePlot = NonNullable<Queries.BookingPageQuery[`bookingJson`]>[`stagePlotFile`]

function stagePlotDownload(stagePlot: StagePlot | undefined): KitDownload | undefined {
  if (!stagePlot) return undefined
  const kind = kinds[stagePlot.extension] ?? stagePlot.extension.toUpperCase()
  return {
    path: stagePlot.path,
    label: `Stage plot and input list`,
    details: downloadDetails(kind, stagePlot.bytes),
  }
}

function pressPhotoDownloads(photos: Booking[`pressPhotos`] | undefined): KitPhoto[] {
  return (photos ?? []).flatMap((photo) => {
    const file = photo.img
    if (!file?.publicURL) return []
    const sharp = file.childImageSharp
    const kind = kinds[file.extension.toLowerCase()] ?? file.extension.toUpperCase()
    const web = sharp?.web
    return [
      {
        alt: photo.alt,
        credit: photo.credit,
        image: sharp?.gatsbyImageData,
        large: {
          path: file.publicURL,
          prefixed: true,
          label: `Photo, large (for print)`,
          details: downloadDetails(kind, file.size ?? 0, sharp?.original?.width, sharp?.original?.height),
        },
        web: web?.src
          ? {
              // resize's src, unlike publicURL, leaves the path prefix to the page.
              path: web.src,
              label: `Photo, web size`,
              details: `JPEG, ${web.width} × ${web.height} px`,
            }
          : undefined,
      },
    ]
  })
}

const BookingPage: React.FC<PageProps<Queries.BookingPageQuery, BuildDayPageContext>> = ({
  data,
  pageContext,
}) => {
  const band = data.bandJson
  if (!band) throw new Error(`content/band.json is missing`)
  const bandSchema = useMusicGroup()
  // The build's day while hydrating, so server and browser agree; the visitor's day after. The day, given by
  // gatsby-node as the Home page's is, and not the build's time: a query holding the time changes with every build,
  // so Gatsby would draw this page again on a rebuild of the same sources.
  const today = useBandToday(pageContext.today)
  const booking = data.bookingJson?.booking
  const shows = data.allShow.nodes.map(withShowFacts)
  const members = lineupMembers(data.lineupsJson?.lineups.milk ?? [], data.membersJson?.members ?? [])
  const logos = band.pressLogos.map((logo): KitDownload => ({
    path: logo.path,
    label: logo.label,
    details:
      logo.type === `image/svg+xml`
        ? `any size, ${fileSize(logo.bytes)}`
        : downloadDetails(`PNG`, logo.bytes, logo.width, logo.height),
  }))

  const photos = pressPhotoDownloads(booking?.pressPhotos)
  // Only what the kit holds: no "photos" before the band has added one.
  const pressWords =
    logos.length > 0 || photos.length > 0
      ? `${pressHeading({ logo: logos.length > 0, photos: photos.length > 0 }).toLowerCase()}, and `
      : `and `

  return (
    <Layout>
      <Seo
        title={pageTitle(band.name, `Booking`)}
        path={`/booking/`}
        description={`Booking ${band.name}: what the band plays, who plays what, where it has played, ${pressWords}how to ask for a date.`}
        structuredData={bandSchema}
      />
      <h1>Book {band.name}</h1>
      <BookingKit
        band={band}
        bio={booking?.bio}
        genres={booking?.genres}
        members={members}
        venues={venuesPlayed(shows, today)}
        nextShows={nextShows(shows, today)}
        logos={logos}
        photos={photos}
        setLengths={booking?.setLengths}
        brings={booking?.brings}
        needs={booking?.needs}
        stagePlot={stagePlotDownload(data.bookingJson?.stagePlotFile)}
        sheetLogo={band.pressLogos.find((logo) => logo.type === `image/svg+xml`)}
      />
    </Layout>
  )
}

export default BookingPage

export const query = graphql`
  query BookingPage {
    bandJson {
      name
      siteUrl
      description
      bookingEmail
      discord
      instagram
      pressLogos {
        path
        label
        type
        bytes
        width
        height
      }
    }
    bookingJson {
      # Written by the build from the upload (a PDF drawn anew), never the upload itself: no publicURL here.
      stagePlotFile {
        path
        extension
        bytes
      }
      booking {
        bio
        genres
        setLengths
        brings
        needs
        pressPhotos {
          alt
          credit
          img {
            publicURL
            extension
            size
            childImageSharp {
              gatsbyImageData(
                layout: CONSTRAINED
                width: 360
                breakpoints: [360, 720]
                sizes: "(min-width: 30rem) 360px, calc(100vw - 4rem)"
                formats: [AUTO, WEBP, AVIF]
                placeholder: NONE
              )
              original {
                width
                height
              }
              web: resize(width: 1200, jpegQuality: 82, toFormat: JPG) {
                src
                width
                height
              }
            }
          }
        }
      }
    }
    membersJson {
      members {
        ...MemberListItem
      }
    }
    lineupsJson {
      lineups {
        milk
      }
    }
    allShow(sort: [{ date: DESC }, { showId: ASC }]) {
      nodes {
        facts
      }
    }
  }
`
