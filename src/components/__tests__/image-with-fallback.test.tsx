import * as React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ImageWithFallback } from "../image-with-fallback"

const image: IGatsbyImageData = {
  layout: `constrained`,
  width: 200,
  height: 250,
  images: {
    fallback: { src: `/static/poster.png`, srcSet: `/static/poster.png 200w`, sizes: `200px` },
    sources: [],
  },
}

describe(`ImageWithFallback`, () => {
  it(`shows the image with its alt text while it is fine`, () => {
    render(<ImageWithFallback image={image} alt="Poster for the show" fallbackText="no image :(" />)
    expect(screen.getByAltText(`Poster for the show`)).toBeInTheDocument()
    // Its words lie beneath it, for a browser that loads no images, and are not read out beside its alt text.
    expect(screen.getByText(`no image :(`).closest(`[aria-hidden="true"]`)).not.toBeNull()
    expect(screen.getAllByRole(`img`)).toHaveLength(1)
  })

  it(`says so in words when there is no image at all`, () => {
    render(<ImageWithFallback image={undefined} alt="The logo" fallbackText=":( image didnt load" />)
    expect(screen.getByText(`:( image didnt load`)).toBeVisible()
    expect(screen.getByRole(`img`, { name: /The logo/ })).toBeInTheDocument()
  })

  it(`replaces the image with the fallback text when it fails to load`, () => {
    render(<ImageWithFallback image={image} alt="Poster for the show" fallbackText="no image :(" />)
    fireEvent.error(screen.getByAltText(`Poster for the show`))
    expect(screen.getByText(`no image :(`)).toBeVisible()
    expect(screen.queryByAltText(`Poster for the show`)).not.toBeInTheDocument()
  })

  it(`loads the logo eagerly and with high priority, and everything else lazily`, () => {
    const { rerender } = render(<ImageWithFallback image={image} alt="Logo" fallbackText="x" priority />)
    expect(screen.getByAltText(`Logo`)).toHaveAttribute(`loading`, `eager`)
    expect(screen.getByAltText(`Logo`)).toHaveAttribute(`fetchpriority`, `high`)
    rerender(<ImageWithFallback image={image} alt="Poster" fallbackText="x" />)
    expect(screen.getByAltText(`Poster`)).toHaveAttribute(`loading`, `lazy`)
  })
})
