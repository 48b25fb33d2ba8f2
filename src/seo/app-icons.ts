// The icons a phone shows for the site on its home screen and in its app switcher. `npm run artwork` draws them from
// the logo's SVG as palette PNGs into static/icons/ (a few KB each, where icons resized by gatsby-plugin-manifest
// are full-colour PNGs three to four times the size); the plugin lists them in the web manifest and as
// apple-touch-icons.

/**
 * The two sizes browsers ask a web app for: 192 px for the home screen and launchers, 512 px for Android's install
 * prompt and splash screen; smaller screens scale them down. Every further size would ride in every page's HTML (as an
 * apple-touch-icon link) and in the JavaScript of every first visit (gatsby-plugin-manifest's options).
 */
export const appIconSizes = [192, 512] as const

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
