// Stands in, in the browser bundle of production builds (see src/gatsby/webpack.ts), for two plugins' browser hooks
// that do nothing there, yet put code into every page's first download:
// - Gatsby's internal Partytown plugin: its only browser hook does its work in `gatsby develop` and returns at once in
//   production, yet requiring it puts gatsby-script and Partytown's integration in. The site runs no off-main-thread
//   script.
// - gatsby-plugin-manifest: its only browser hook points the manifest link at a language's manifest, and only when the
//   manifest is localised (its `localize` option, which the site does not use); otherwise its body is compiled away.
//   Yet the file it imports asks for the whole of `gatsby` with a CommonJS require, so webpack keeps every export of
//   Gatsby's browser entry: gatsby-script's Script, the Slice API and the helpers behind them.
export {}
