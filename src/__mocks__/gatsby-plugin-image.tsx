// StaticImage needs Gatsby's build to find its file; in Jest it stands in as a plain img. GatsbyImage is real.
import * as React from "react"

const actual = jest.requireActual(`gatsby-plugin-image`)

export const GatsbyImage = actual.GatsbyImage
export const getImage = actual.getImage

export function StaticImage({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} />
}
