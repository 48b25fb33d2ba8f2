// Home: who the band is, the logo, and where to follow them.
import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout"
import { Seo, pageTitle } from "../components/seo"
import { ImageWithFallback } from "../components/image-with-fallback"
import { NextShow } from "../components/next-show"
import { useMusicGroup } from "../hooks/use-music-group"
import { useTheme } from "../state/theme"
import { themes } from "../themes/themes"
import { ThemeWords } from "../components/theme-words"
import type { BuildDayPageContext } from "../shows/schedule-pages"
import { withShowFacts } from "../shows/show-nodes"
import * as styles from "./index.module.css"

export const imageFallbackTexts = { logo: `:( image didnt load` } as const

/** The heading's words around the theme's own ("Dairy Based", "Fastest"). */
const headingAround = { before: `Central Illinois' Number 1`, after: `Band` } as const

export function homeHeading(bandType: string): string {
  return `${headingAround.before} ${bandType} ${headingAround.after}`
}

const IndexPage: React.FC<PageProps<Queries.HomePageQuery, BuildDayPageContext>> = ({
  data,
  pageContext,
}) => {
  const { theme } = useTheme()
  const bandSchema = useMusicGroup()
  const band = data.bandJson
  if (!band) throw new Error(`content/band.json is missing`)
  const logo = band.logo.img?.childImageSharp?.gatsbyImageData
  return (
    <Layout>
      <Seo title={pageTitle(band.name)} path={`/`} structuredData={bandSchema} leadImage={logo} />
      {/* homeHeading's words, Sonic's "Fastest" drawn from the first paint of a reload that kept Sonic. */}
      <h1 className={styles.heading}>
        {headingAround.before} <ThemeWords words={theme.bandType} sonicWords={themes.sonic.bandType} />{" "}
        {headingAround.after}
      </h1>
      <NextShow shows={data.nextShows.nodes.map(withShowFacts)} buildDay={pageContext.today} />
      <figure className={styles.logo}>
        <ImageWithFallback image={logo} alt={band.logo.alt} fallbackText={imageFallbackTexts.logo} priority />
        <figcaption className={styles.credit}>
          <a className="tap-target" href={band.logo.creditLink}>
            Image Credit<span className="visually-hidden">: {band.logo.creditName}</span>
          </a>
        </figcaption>
      </figure>
      <section aria-labelledby="follow-us" className={styles.follow}>
        <h2 id="follow-us">Follow us on</h2>
        <ul className={styles.socials}>
          <li>
            <a href={band.discord}>Discord</a>
          </li>
          <li>
            <a href={band.instagram}>Instagram</a>
          </li>
        </ul>
      </section>
    </Layout>
  )
}

export default IndexPage

export const query = graphql`
  query HomePage($today: Date!) {
    # The next show that goes ahead, and two after it: one may have passed between the build and the visit.
    nextShows: allShow(
      filter: { date: { gte: $today }, status: { ne: "cancelled" } }
      sort: [{ date: ASC }, { showId: ASC }]
      limit: 3
    ) {
      nodes {
        facts
      }
    }
    bandJson {
      name
      discord
      instagram
      logo {
        alt
        creditName
        creditLink
        img {
          childImageSharp {
            # On a phone the logo is the screen less the panel's margins (about 4rem), so a 1.75x screen takes the
            # 675px file rather than the 900px one. Flat cartoon colours and lettering stay sharp at AVIF quality 35,
            # a third lighter than the default 50: the logo is what a phone waits for.
            gatsbyImageData(
              layout: CONSTRAINED
              width: 450
              breakpoints: [225, 450, 675, 900]
              sizes: "(min-width: 514px) 450px, calc(100vw - 4rem)"
              formats: [AUTO, WEBP, AVIF]
              avifOptions: { quality: 35 }
              placeholder: NONE
            )
          }
        }
      }
    }
  }
`
