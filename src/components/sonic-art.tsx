// The Sonic theme's hedgehog, drawn for this site: head above the content, arms beside it, legs below.
import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "./image-with-fallback"
import * as styles from "./sonic-art.module.css"

type SonicPart = `head` | `armLeft` | `armRight` | `legs`

/** The four drawings from src/images/sonic/, optimized like every other image; missing ones are left out. */
function useSonicArt(): Partial<Record<SonicPart, IGatsbyImageData>> {
  const data = useStaticQuery<Queries.SonicArtQuery>(graphql`
    query SonicArt {
      head: file(sourceInstanceName: { eq: "sonic-art" }, relativePath: { eq: "head.png" }) {
        ...SonicPart240
      }
      armLeft: file(sourceInstanceName: { eq: "sonic-art" }, relativePath: { eq: "arm-left.png" }) {
        ...SonicPart96
      }
      armRight: file(sourceInstanceName: { eq: "sonic-art" }, relativePath: { eq: "arm-right.png" }) {
        ...SonicPart96
      }
      legs: file(sourceInstanceName: { eq: "sonic-art" }, relativePath: { eq: "legs.png" }) {
        ...SonicPart240
      }
    }

    fragment SonicPart240 on File {
      childImageSharp {
        gatsbyImageData(width: 240, formats: [AUTO, WEBP, AVIF], placeholder: NONE)
      }
    }

    fragment SonicPart96 on File {
      childImageSharp {
        gatsbyImageData(width: 96, formats: [AUTO, WEBP, AVIF], placeholder: NONE)
      }
    }
  `)
  const image = (part: SonicPart) => data?.[part]?.childImageSharp?.gatsbyImageData
  return { head: image(`head`), armLeft: image(`armLeft`), armRight: image(`armRight`), legs: image(`legs`) }
}

// The hedgehog is decoration: empty alt texts keep screen readers on the content, and a drawing that does not
// load (images blocked, a lost connection) leaves nothing behind, rather than a broken-image box.
function SonicPicture({ image }: { image: IGatsbyImageData | undefined }) {
  const [failed, setFailed] = React.useState(false)
  return image && !failed ? <Picture image={image} alt="" onError={() => setFailed(true)} /> : null
}

function SonicHead() {
  return (
    <div className={styles.head} data-testid="sonic-head">
      <SonicPicture image={useSonicArt().head} />
    </div>
  )
}

function SonicArms() {
  const art = useSonicArt()
  return (
    <>
      <div className={`${styles.arm} ${styles.armLeft}`} data-testid="sonic-arm-left">
        <SonicPicture image={art.armLeft} />
      </div>
      <div className={`${styles.arm} ${styles.armRight}`} data-testid="sonic-arm-right">
        <SonicPicture image={art.armRight} />
      </div>
    </>
  )
}

function SonicLegs() {
  return (
    <div className={styles.legs} data-testid="sonic-legs">
      <SonicPicture image={useSonicArt().legs} />
    </div>
  )
}

/** The part the layout asks for: the layout loads this file only in the Sonic theme, as one lazy component. */
export default function SonicPart({ part }: { part: `head` | `arms` | `legs` }) {
  if (part === `head`) return <SonicHead />
  return part === `arms` ? <SonicArms /> : <SonicLegs />
}
