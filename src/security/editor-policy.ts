// The content editor's own Content-Security-Policy (/admin/). Decap CMS needs 'unsafe-eval' (its configuration
// validator compiles functions) and inline styles; it talks to the GitHub API, and, only when editing on this
// computer (npm run cms, the editor's tests), to the local editing server it was given; to nothing else off the site.
export function editorPolicy({ asHeader, localServer }: { asHeader: boolean; localServer?: string }): string {
  return [
    `default-src 'self'`,
    `object-src 'none'`,
    `frame-src 'none'`,
    `script-src 'self' 'unsafe-eval'`,
    `style-src 'self' 'unsafe-inline'`,
    // blob: and data: for the previews of images being uploaded
    `img-src 'self' data: blob:`,
    `media-src 'self' blob:`,
    `font-src 'self' data:`,
    // blob: for the pictures being uploaded, which Decap reads back before sending them
    `connect-src 'self' blob: https://api.github.com${localServer ? ` ${localServer}` : ``}`,
    `worker-src 'self' blob:`,
    `base-uri 'self'`,
    `form-action 'none'`,
    ...(asHeader ? [`frame-ancestors 'none'`] : []),
  ].join(`; `)
}
