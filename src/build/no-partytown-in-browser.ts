// Stands in for Gatsby's internal Partytown plugin in the browser bundle of production builds (see
// src/gatsby/webpack.ts). That plugin's only browser hook does its work in `gatsby develop` and
// returns at once in production, yet requiring it put gatsby-script and Partytown's integration into every page's
// first download. The site runs no off-main-thread script.
export {}
