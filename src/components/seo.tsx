// The page's head: title and description, its canonical address, the link preview (Open Graph and Twitter card,
// with the band's 1200x630 picture) and any structured data, in the static HTML (gatsby-ssr collects them) and
// after navigation.
import * as React from "react"
import { Helmet } from "react-helmet"
import { withPrefix } from "gatsby"
import { useBand } from "../hooks/use-band"
import { jsonLdText } from "../seo/structured-data"

/** The link-preview picture, drawn from the logo by `npm run artwork` (scripts/render-artwork.ts). */
export const linkPreview = { path: `/link-preview.png`, width: 1200, height: 630 } as const

/** An address on the published site: the band's siteUrl, the path prefix, and the path. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, ``)}${withPrefix(path)}`
}

export interface SeoProps {
  title: string
  /** The page's path inside the site, e.g. "/schedule/" (PageProps' `path`). */
  path: string
  description?: string
  /** schema.org objects for this page, each written as its own JSON-LD block. */
  structuredData?: readonly unknown[]
  /** Kept out of search results (the secret page, the not-found page). */
  hidden?: boolean
}

export function Seo({ title, path, description, structuredData = [], hidden = false }: SeoProps) {
  const band = useBand()
  const summary = description ?? band.description
  const url = absoluteUrl(band.siteUrl, path)
  const image = absoluteUrl(band.siteUrl, linkPreview.path)
  // The picture is the logo on the site's cream, so the logo's own description fits it.
  const imageAlt = band.logo.alt
  return (
    <Helmet htmlAttributes={{ lang: `en` }} title={title}>
      <meta name="description" content={summary} />
      {hidden && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={band.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(linkPreview.width)} />
      <meta property="og:image:height" content={String(linkPreview.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <meta name="theme-color" content="#1f1a17" />
      <link rel="icon" href={withPrefix(`/favicon.svg`)} type="image/svg+xml" />
      {structuredData.map((data, index) => (
        <script key={index} type="application/ld+json">
          {jsonLdText(data)}
        </script>
      ))}
    </Helmet>
  )
}

/** "Milk Patrol-Schedule": the band's name, a hyphen, and the page. */
export function pageTitle(bandName: string, page?: string): string {
  return page ? `${bandName}-${page}` : bandName
}
