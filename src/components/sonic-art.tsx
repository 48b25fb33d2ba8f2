// The Sonic theme's hedgehog, drawn for this site: head above the content, arms beside it, legs below.
import * as React from "react"
import { StaticImage } from "gatsby-plugin-image"
import * as styles from "./sonic-art.module.css"

// The hedgehog is decoration: empty alt texts keep screen readers on the content.
export function SonicHead() {
  return (
    <div className={styles.head} data-testid="sonic-head">
      <StaticImage src="../images/sonic/head.png" alt="" width={240} formats={[`auto`, `webp`, `avif`]} />
    </div>
  )
}

export function SonicArms() {
  return (
    <>
      <div className={`${styles.arm} ${styles.armLeft}`} data-testid="sonic-arm-left">
        <StaticImage
          src="../images/sonic/arm-left.png"
          alt=""
          width={96}
          formats={[`auto`, `webp`, `avif`]}
        />
      </div>
      <div className={`${styles.arm} ${styles.armRight}`} data-testid="sonic-arm-right">
        <StaticImage
          src="../images/sonic/arm-right.png"
          alt=""
          width={96}
          formats={[`auto`, `webp`, `avif`]}
        />
      </div>
    </>
  )
}

export function SonicLegs() {
  return (
    <div className={styles.legs} data-testid="sonic-legs">
      <StaticImage src="../images/sonic/legs.png" alt="" width={240} formats={[`auto`, `webp`, `avif`]} />
    </div>
  )
}
