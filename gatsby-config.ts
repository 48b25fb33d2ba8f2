// Site-wide Gatsby configuration: where content comes from and which plugins turn it into pages and images.
import path from "path"
import type { GatsbyConfig } from "gatsby"
import { ignoreOutsideContent, typeNameForFile } from "./src/content-model/files"

const config: GatsbyConfig = {
  // GitHub Pages project sites live under /<repository>/; `PATH_PREFIX=/milkpatrol npm run build` builds for one.
  pathPrefix: process.env.PATH_PREFIX || ``,
  // The band's facts live in content/band.json and reach pages through GraphQL (BandJson), not siteMetadata: the
  // config must not import content, or a typo there would stop the build before validation can explain it.
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: `always`,
  plugins: [
    `gatsby-plugin-image`,
    `gatsby-plugin-sharp`,
    `gatsby-transformer-sharp`,
    {
      resolve: `gatsby-source-filesystem`,
      options: {
        name: `content`,
        path: path.join(__dirname, `content`),
        // Hidden files, JSON Schemas and artwork sources are not content. Decided on the path inside content/, the
        // same way the checker decides, so a checkout under a folder named "source" or "schema" still builds.
        ignore: [ignoreOutsideContent(path.join(__dirname, `content`))],
      },
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
