// Build-time Gatsby APIs: the declared GraphQL schema for content/ (and, from src/content-model, its validation).
import path from "path"
import type { GatsbyNode } from "gatsby"
import { secureBuiltPages } from "./src/security/secure-built-pages"

// Broken content stops the build before Gatsby touches public/, with every problem listed (see CONTENT.md).
export { onPreInit, onCreateNode } from "./src/content-model/gatsby-validation"

/**
 * Every content type is declared rather than inferred, so that an empty list (no upcoming shows) or a missing
 * optional field still builds, queries return empty lists instead of failing, and images resolve to File nodes
 * that gatsby-transformer-sharp turns into gatsbyImageData.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type BandJson implements Node @dontInfer {
      name: String!
      siteUrl: String!
      description: String!
      fanName: String!
      bookingEmail: String!
      discord: String!
      instagram: String!
      logo: BandLogo!
    }

    type BandLogo {
      img: File @fileByRelativePath
      alt: String!
      creditName: String!
      creditLink: String!
    }

    type ShowsJson implements Node @dontInfer {
      shows: [Show!]!
    }

    type Show {
      where: String!
      when: String!
      date: String!
      img: File @fileByRelativePath
      link: String!
    }

    type MembersJson implements Node @dontInfer {
      members: [Member!]!
    }

    type Member {
      name: String!
      nickname: String
      roles: [String!]!
    }

    type LineupsJson implements Node @dontInfer {
      lineups: Lineups!
    }

    type Lineups {
      milk: [String!]!
      sonic: [String!]!
      dairy: [String!]!
    }

    type FaqJson implements Node @dontInfer {
      faq: [FaqEntry!]!
    }

    type FaqEntry {
      question: String!
      answer: String!
    }
  `)
}

/** Every built page gets a Content Security Policy that lets only the site's own scripts run. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const { pages, scriptHashes } = await secureBuiltPages(path.resolve(`public`))
  reporter.info(`Content Security Policy: ${pages} pages, ${scriptHashes} inline scripts allowed by hash`)
}
