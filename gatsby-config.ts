// Site-wide Gatsby configuration: where content comes from and which plugins turn it into pages and images.
import fs from "fs"
import path from "path"
import type { GatsbyConfig } from "gatsby"
import { ignoreOutsideContent, typeNameForFile } from "./src/content-model/files"
import { symbolicLinksUnder } from "./src/content-model/symbolic-links"
import { drawImagesOnEveryCore } from "./src/gatsby/image-jobs"
import { netlifyAdapter } from "./src/hosts/netlify-adapter"
import { appIcons } from "./src/seo/app-icons"
import { publishedSiteUrl } from "./src/site/site-url"
import { barColours, themeColours } from "./src/themes/theme-colours"

// Before the plugins load: gatsby-plugin-sharp's image jobs then run on every core.
drawImagesOnEveryCore()

/**
 * A band fact for a plugin's options, read when asked. Content is validated in onPreInit, after this file loads, so
 * a broken band.json must not stop the config here: it gets a stand-in, and validation then stops the build with
 * the real message.
 */
function bandFact(field: `name` | `siteUrl`): string {
  try {
    const band = JSON.parse(fs.readFileSync(path.join(__dirname, `content`, `band.json`), `utf8`))
    if (typeof band[field] === `string`) return band[field]
  } catch {
    // reported by the content validation
  }
  return field === `name` ? `Milk Patrol` : `https://www.milkpatrol.band`
}

/** Where the queries Gatsby types live besides pages and components: gatsby-node.ts and the build's hooks. */
const typedQueryFiles = [`./gatsby-node.ts`, `./src/gatsby/*.ts`]

/** Pages search engines should not list: the secret page and the not-found page. */
const unlistedPages = [`/i-love-sonic/`, `/404/`, `/404.html`, `/dev-404-page/`]

const config: GatsbyConfig = {
  // GitHub Pages project sites live under /<repository>/; `PATH_PREFIX=/milkpatrol npm run build` builds for one.
  pathPrefix: process.env.PATH_PREFIX || ``,
  // The band's facts live in content/band.json and reach pages through GraphQL (BandJson), not siteMetadata: the
  // config must not import content, or a typo there would stop the build before validation can explain it.
  // Under `npm run cms` (CMS_LOCAL_SERVER), Gatsby's development server writes the types again whenever an edit
  // changes the data, and some follow the data of the moment (File's child fields): there they go to .cache/, and the
  // tracked src/gatsby-types.d.ts stays as the build wrote it.
  // The build's own queries (src/gatsby/: the year and show pages, the calendars) are typed with the pages'.
  graphqlTypegen: process.env.CMS_LOCAL_SERVER
    ? { typesOutputPath: `.cache/cms-gatsby-types.d.ts`, documentSearchPaths: typedQueryFiles }
    : { generateOnBuild: true, documentSearchPaths: typedQueryFiles },
  trailingSlash: `always`,
  // Netlify sets NETLIFY=true. Declared rather than left to Gatsby, which would install the adapter on every cold
  // build (half a minute, at whatever version) and let it add a second set of headers and a soft-404 rewrite.
  adapter: process.env.NETLIFY === `true` ? netlifyAdapter() : undefined,
  plugins: [
    // gatsby-plugin-image is not registered: its gatsbyImageData resolver comes with gatsby-transformer-sharp, and the
    // site renders that data as plain <picture> markup (src/components/image-with-fallback.tsx) instead of shipping
    // GatsbyImage's browser runtime and its head scripts to every page. The package stays installed only for its
    // IGatsbyImageData type, which Gatsby's generated src/gatsby-types.d.ts and the image components import.
    {
      resolve: `gatsby-plugin-sitemap`,
      options: {
        // The site's address comes from content/band.json (or the host's, SITE_URL), not siteMetadata, so the query
        // asks only for the pages.
        query: `{ allSitePage { nodes { path } } }`,
        resolveSiteUrl: () => publishedSiteUrl(bandFact(`siteUrl`)).replace(/\/+$/, ``),
        excludes: unlistedPages,
      },
    },
    {
      resolve: `gatsby-plugin-manifest`,
      options: {
        name: bandFact(`name`),
        short_name: bandFact(`name`),
        description: `Central Illinois' Number 1 Dairy Based Band`,
        start_url: `/`,
        // The milk theme's, where every visit starts (src/themes/theme-colours.ts).
        background_color: themeColours.milk.paper,
        theme_color: barColours.milk,
        // "browser", not "standalone": the site has no service worker, so an installed app (and every page change in
        // it) would show the browser's error page offline. Browsers offer to install only a standalone app.
        display: `browser`,
        // Drawn from the logo by `npm run artwork` into static/icons/ (src/seo/app-icons.ts), not cut by the plugin.
        icons: appIcons,
        // The site has its own favicon (drawn by `npm run artwork`) and sets theme-color per page (head-tags.tsx).
        include_favicon: false,
        theme_color_in_head: false,
        cache_busting_mode: `none`,
      },
    },
    `gatsby-plugin-sharp`,
    `gatsby-transformer-sharp`,
    {
      resolve: `gatsby-source-filesystem`,
      options: {
        name: `content`,
        path: path.join(__dirname, `content`),
        // Hidden files, JSON Schemas and artwork sources are not content. Decided on the path inside content/, the
        // same way the checker decides, so a checkout under a folder named "source" or "schema" still builds. A
        // shortcut (symbolic link) is not followed: the checker refuses it, and `gatsby develop` must not publish
        // what it points at meanwhile.
        ignore: [
          ignoreOutsideContent(path.join(__dirname, `content`)),
          symbolicLinksUnder(path.join(__dirname, `content`)),
        ],
      },
    },
    {
      // The Sonic theme's drawings, optimized like the content's images (src/components/sonic-art.tsx).
      resolve: `gatsby-source-filesystem`,
      options: { name: `sonic-art`, path: path.join(__dirname, `src`, `images`, `sonic`) },
    },
    {
      resolve: `gatsby-transformer-json`,
      options: {
        typeName: ({ node }: { node: { base: string } }) => typeNameForFile(node.base),
      },
    },
  ],
}

export default config
