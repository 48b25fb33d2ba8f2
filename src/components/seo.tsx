// The page's title and description, in the static HTML (gatsby-ssr collects them) and after navigation.
import * as React from "react"
import { Helmet } from "react-helmet"
import { withPrefix } from "gatsby"
import { useBand } from "../hooks/use-band"

export function Seo({ title, description }: { title: string; description?: string }) {
  const band = useBand()
  const summary = description ?? band.description
  return (
    <Helmet htmlAttributes={{ lang: `en` }} title={title}>
      <meta name="description" content={summary} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={summary} />
      <meta property="og:type" content="website" />
      <meta name="theme-color" content="#1f1a17" />
      <link rel="icon" href={withPrefix(`/favicon.svg`)} type="image/svg+xml" />
    </Helmet>
  )
}

/** "Milk Patrol-Schedule": the band's name, a hyphen, and the page. */
export function pageTitle(bandName: string, page?: string): string {
  return page ? `${bandName}-${page}` : bandName
}
