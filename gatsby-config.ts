// Site-wide Gatsby configuration: where content comes from and which plugins turn it into pages and images.
import path from "path"
import type { GatsbyConfig } from "gatsby"
import band from "./content/band.json"
import { typeNameForFile } from "./src/content-model/files"

const config: GatsbyConfig = {
  // GitHub Pages project sites live under /<repository>/; `PATH_PREFIX=/milkpatrol npm run build` builds for one.
  pathPrefix: process.env.PATH_PREFIX || ``,
  siteMetadata: {
    title: band.name,
    siteUrl: band.siteUrl,
    description: band.description,
  },
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
        // JSON Schemas describe the content; they are not content themselves.
        ignore: [`**/schema/**`, `**/source/**`],
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
