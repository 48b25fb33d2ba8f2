// The icons a phone shows for the site on its home screen and in its app switcher. `npm run artwork` draws them from
// the logo's SVG as palette PNGs into static/icons/ (a few KB each, where icons resized by gatsby-plugin-manifest
// are full-colour PNGs three to four times the size); the plugin lists them in the web manifest and as
// apple-touch-icons.

/** gatsby-plugin-manifest's default sizes, 48 to 512 px: launchers, Android's install prompt and the splash screen. */
export const appIconSizes = [48, 72, 96, 144, 192, 256, 384, 512] as const

/** Where an icon is served from, inside the site (the plugin adds the path prefix). */
export function appIconPath(size: number): string {
  return `icons/icon-${size}x${size}.png`
}

/** The manifest's `icons`. */
export const appIcons = appIconSizes.map((size) => ({
  src: appIconPath(size),
  sizes: `${size}x${size}`,
  type: `image/png`,
}))
