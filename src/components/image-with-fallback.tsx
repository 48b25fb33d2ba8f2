// A GatsbyImage that says so in words when its file is missing or fails to load, instead of leaving a hole.
import * as React from "react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
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
  const holderRef = React.useRef<HTMLDivElement>(null)

  React.useEffect(() => {
    const holder = holderRef.current
    if (!holder) return undefined
    // Error events do not bubble, but a capturing listener hears them; the image may also have failed before
    // React hydrated, which only its state can tell.
    const markFailed = (event: Event) => {
      if (event.target instanceof HTMLImageElement && !event.target.hasAttribute(`data-placeholder-image`)) {
        setFailed(true)
      }
    }
    holder.addEventListener(`error`, markFailed, true)
    const mainImage = holder.querySelector<HTMLImageElement>(`img[data-main-image]`)
    if (mainImage?.getAttribute(`src`) && mainImage.complete && mainImage.naturalWidth === 0) setFailed(true)
    return () => holder.removeEventListener(`error`, markFailed, true)
  }, [])

  const showFallback = failed || !image
  return (
    <div ref={holderRef} className={className}>
      {showFallback ? (
        <p
          className={styles.fallback}
          role="img"
          aria-label={`${alt} (${fallbackText})`}
          style={image ? reservedBox(image) : undefined}
        >
          {fallbackText}
        </p>
      ) : (
        <GatsbyImage
          image={image}
          alt={alt}
          loading={priority ? `eager` : `lazy`}
          // React 18 does not know fetchPriority yet; the lowercase attribute reaches the HTML as it is.
          {...(priority ? { fetchpriority: `high` } : {})}
        />
      )}
    </div>
  )
}

/** The box GatsbyImage reserves for the image, so the words take its place without moving what comes after. */
function reservedBox(image: IGatsbyImageData): React.CSSProperties {
  const box: React.CSSProperties = { aspectRatio: `${image.width} / ${image.height}`, minHeight: 0 }
  if (image.layout === `fixed`) return { ...box, width: image.width, maxWidth: `100%` }
  if (image.layout === `constrained`) return { ...box, maxWidth: image.width }
  return box
}
