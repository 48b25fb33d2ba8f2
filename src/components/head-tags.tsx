// A page's head tags through react-helmet: title and description, canonical address, link preview and JSON-LD.
// Loaded only when a page is shown after a client-side navigation (see seo.tsx): the first page's head is already in
// its HTML, so react-helmet and everything here stays off a first visit's critical path.
import * as React from "react"
import { Helmet } from "react-helmet"
import { withPrefix } from "gatsby"
import { jsonLdText, pageStructuredData } from "../seo/structured-data"
import { absoluteUrl } from "../site/site-url"
import { linkPreview, type SeoProps } from "./seo"
import { showsCalendarFeedPath, showsRssFeedPath } from "../site/addresses"
import { useTheme } from "../state/theme"
import { highFetchPriority } from "./image-with-fallback"

export interface HeadTagsProps extends SeoProps {
  band: Pick<Queries.BandFactsQuery["bandJson"] & {}, "name" | "siteUrl" | "description" | "logo">
}

export default function HeadTags({
  band,
  title,
  path,
  description,
  structuredData = {},
  hidden = false,
  image: ownImage,
  leadImage,
}: HeadTagsProps) {
  const { theme } = useTheme()
  const summary = description ?? band.description
  const url = absoluteUrl(band.siteUrl, path)
  const picture = ownImage ?? {
    ...linkPreview,
    // The band's picture is the logo on the site's cream, so the logo's own description fits it.
    alt: band.logo.alt,
  }
  const image = absoluteUrl(band.siteUrl, picture.path)
  const imageAlt = picture.alt
  const leadSource = leadImage?.images.sources?.[0]
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
      <meta property="og:image:width" content={String(picture.width)} />
      <meta property="og:image:height" content={String(picture.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={summary} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <meta name="theme-color" content={theme.barColour} />
      {/* Light only: a browser's automatic dark mode would repaint the page and all but hide the Menu's outline. */}
      <meta name="color-scheme" content="only light" />
      <link rel="icon" href={withPrefix(`/favicon.png`)} type="image/png" sizes="48x48" />
      {leadSource && (
        <link
          rel="preload"
          as="image"
          type={leadSource.type}
          imageSrcSet={leadSource.srcSet}
          imageSizes={leadSource.sizes}
          {...highFetchPriority}
        />
      )}
      {/* Every page points feed readers and calendar apps at the upcoming shows. */}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={`${band.name} shows`}
        href={withPrefix(showsRssFeedPath)}
      />
      <link
        rel="alternate"
        type="text/calendar"
        title={`${band.name} shows`}
        href={withPrefix(showsCalendarFeedPath)}
      />
      {pageStructuredData(structuredData).map((data, index) => (
        <script key={index} type="application/ld+json">
          {jsonLdText(data)}
        </script>
      ))}
    </Helmet>
  )
}
