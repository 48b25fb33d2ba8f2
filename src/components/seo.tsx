// The page's head: title and description, its canonical address, the link preview (Open Graph and Twitter card,
// with the band's 1200x630 picture) and any structured data, in the static HTML (gatsby-ssr collects them) and
// after navigation.
import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useBand } from "../hooks/use-band"
import { lazyPart } from "./lazy-part"
import type { PageSchema } from "../seo/structured-data"

/** The link-preview picture, drawn from the logo by `npm run artwork` (scripts/render-artwork.ts). */
export const linkPreview = { path: `/link-preview.png`, width: 1200, height: 630 } as const

export interface SeoProps {
  title: string
  /** The page's path inside the site, e.g. "/schedule/" (PageProps' `path`). */
  path: string
  description?: string
  /** What the page tells search engines; the head writes it as schema.org JSON-LD. */
  structuredData?: PageSchema
  /** Kept out of search results (the secret page, the not-found page). */
  hidden?: boolean
  /** The page's own link-preview picture (a show's poster on its colour); the band's picture when not given. */
  image?: LinkPreviewImage
  /**
   * The picture the page shows first and largest (Home's logo): preloaded from the head in its first format, so
   * that it is the first image the browser asks for, before any the styles draw (the cow print).
   */
  leadImage?: IGatsbyImageData
}

export interface LinkPreviewImage {
  /** Inside the site, e.g. "/shows/2024-09-18-downs/link-preview.png". */
  path: string
  width: number
  height: number
  alt: string
}

/**
 * The page's head. The server renders it into every page's HTML (gatsby-ssr collects react-helmet's tags after the
 * body). In the browser the page that was loaded already has that head, so it renders nothing and react-helmet is
 * not downloaded; pages shown after a client-side navigation load it (head-tags.tsx) and set their own.
 */
export function Seo(props: SeoProps) {
  const band = useBand()
  const [headInHtml] = React.useState(headWrittenByServer)
  React.useEffect(() => {
    firstPageShown = true
  }, [])
  return <React.Suspense fallback={null}>{!headInHtml && <HeadTags band={band} {...props} />}</React.Suspense>
}

// Named, so the browser suite can tell when it is fetched.
const HeadTags = lazyPart(() => import(/* webpackChunkName: "head-tags" */ `./head-tags`))

/** Becomes true once the page the visitor loaded has been shown: every later page sets its own head. */
let firstPageShown = false

/** Whether this is the loaded page, whose head the server already wrote (react-helmet marks its title). */
function headWrittenByServer(): boolean {
  return (
    typeof document !== `undefined` &&
    !firstPageShown &&
    document.head.querySelector(`title[data-react-helmet]`) !== null
  )
}

/** "Milk Patrol-Schedule": the band's name, a hyphen, and the page. */
export function pageTitle(bandName: string, page?: string): string {
  return page ? `${bandName}-${page}` : bandName
}
