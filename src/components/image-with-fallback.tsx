// An optimized image (AVIF, WebP and a fallback in several widths, from gatsbyImageData) as plain HTML that the
// browser loads by itself, and words in its place when its file is missing or fails to load.
//
// Why not GatsbyImage: it hydrates lazily by shipping react-dom/server (and a polyfill) to every page that has an
// image, about a third of the site's JavaScript. Browsers have long done what it adds: `loading="lazy"`, `srcset`
// with `sizes`, and width and height that reserve the box. The data is the same; only the markup is ours.
import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as styles from "./image-with-fallback.module.css"

interface ImageWithFallbackProps {
  image: IGatsbyImageData | undefined
  alt: string
  fallbackText: string
  /** The logo is the page's largest element: it loads first. Everything else waits until it is near. */
  priority?: boolean
  className?: string
}

export function ImageWithFallback({
  image,
  alt,
  fallbackText,
  priority = false,
  className,
}: ImageWithFallbackProps) {
  const [failed, setFailed] = React.useState(false)
  const imageRef = React.useRef<HTMLImageElement>(null)

  React.useEffect(() => {
    // The image may have failed before React hydrated and could hear it; only its state tells.
    const element = imageRef.current
    if (element?.getAttribute(`src`) && element.complete && element.naturalWidth === 0) setFailed(true)
  }, [])

  if (failed || !image) {
    return (
      <div className={className}>
        <p
          className={styles.fallback}
          role="img"
          aria-label={`${alt} (${fallbackText})`}
          style={image ? { ...reservedBox(image), minHeight: 0 } : undefined}
        >
          {fallbackText}
        </p>
      </div>
    )
  }
  // The words lie under the picture too, which covers them once it is drawn. A browser set to load no images (Safari's
  // setting, WebKit's auto-load-images) neither loads it nor calls it failed: the words show through what stays an
  // empty box. Whoever hears the page has the image's own alt text; the words are for the eyes.
  return (
    <div className={className}>
      <div className={styles.frame} style={{ ...reservedBox(image), backgroundColor: image.backgroundColor }}>
        <Picture
          ref={imageRef}
          image={image}
          alt={alt}
          priority={priority}
          onError={() => setFailed(true)}
          colourless
        />
        <p className={styles.underneath} aria-hidden="true">
          {fallbackText}
        </p>
      </div>
    </div>
  )
}

/**
 * Asks the browser to fetch an image before the page's others. React 18 does not know fetchPriority yet; the lowercase
 * attribute reaches the HTML as it is.
 */
export const highFetchPriority = { fetchpriority: `high` } as const

interface PictureProps {
  image: IGatsbyImageData
  alt: string
  priority?: boolean
  onError?: () => void
  /** No dominant colour of its own: what holds it paints that, and the image's box stays see-through until drawn. */
  colourless?: boolean
}

/**
 * gatsbyImageData as `<picture>`: a `<source>` per modern format, then the fallback `<img>` with its width and height
 * (so the page keeps the image's box before it loads) on the image's dominant colour.
 */
export const Picture = React.forwardRef<HTMLImageElement, PictureProps>(function Picture(
  { image, alt, priority = false, onError, colourless = false },
  ref,
) {
  const { fallback, sources = [] } = image.images
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        ref={ref}
        className={styles.image}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? `eager` : `lazy`}
        decoding={priority ? `auto` : `async`}
        {...(priority ? highFetchPriority : {})}
        style={{ ...reservedBox(image), backgroundColor: colourless ? undefined : image.backgroundColor }}
        onError={onError}
      />
    </picture>
  )
})

/** The box the image takes, so that the image, or the words in its place, never move what comes after. */
function reservedBox(image: IGatsbyImageData): React.CSSProperties {
  const box: React.CSSProperties = { aspectRatio: `${image.width} / ${image.height}` }
  if (image.layout === `fixed`) return { ...box, width: image.width, maxWidth: `100%` }
  if (image.layout === `constrained`) return { ...box, width: `100%`, maxWidth: image.width }
  return { ...box, width: `100%` }
}
