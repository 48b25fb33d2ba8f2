// The GraphQL schema for content/: every type declared, the site's address resolved, and a node of its own per show.
import type {
  CreateNodeArgs,
  CreateResolversArgs,
  CreateSchemaCustomizationArgs,
  PluginOptions,
} from "gatsby"
import { onCreateNode as recheckContentInDevelop } from "../content-model/gatsby-validation"
import { publishedSiteUrl } from "../site/site-url"
import { createShowNodes } from "../shows/show-nodes"

/** Each show becomes a node of its own; in `gatsby develop`, a saved content file is also checked again. */
export function createShowNodesAndRecheckContent(args: CreateNodeArgs, options: PluginOptions): void {
  // Two parameters, not three: Gatsby would otherwise wait for a callback. Neither hook needs one.
  recheckContentInDevelop?.(args, options, () => undefined)
  createShowNodes(args)
}

/**
 * Every content type is declared rather than inferred, so that an empty list (no upcoming shows) or a missing
 * optional field still builds, queries return empty lists instead of failing, and images resolve to File nodes
 * that gatsby-transformer-sharp turns into gatsbyImageData.
 */
export function declareContentTypes({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`
    type BandJson implements Node @dontInfer {
      name: String!
      "Where the site is published: band.json's siteUrl, or the host's address when the build is given one (SITE_URL)."
      siteUrl: String!
      description: String!
      fanName: String!
      bookingEmail: String!
      discord: String!
      instagram: String!
      logo: BandLogo!
      "The logo for bookers, made by the build from its SVG source (src/booking/press-logos.ts); none without one."
      pressLogos: [PressLogoFile!]!
    }

    type PressLogoFile {
      path: String!
      label: String!
      type: String!
      bytes: Int!
      width: Int!
      height: Int!
    }

    type BandLogo {
      img: File @fileByRelativePath
      alt: String!
      creditName: String!
      creditLink: String!
    }

    "shows.json; each of its shows is also a node of its own (src/shows/show-nodes.ts), for pages to pick from."
    type ShowsJson implements Node @dontInfer {
      "Every show, in the order the file lists them."
      shows: [Show!]! @link(from: "fields.showIds")
    }

    """
    One show, as its page, the cards, the feed and the calendars read it: every field of the entry and what the build
    works out, whole, as facts (typed by the content model: withShowFacts, src/shows/show-nodes.ts), so a field added to
    the model reaches them without being declared again. Typed here: only what queries find, sort and filter shows by,
    and the poster, which each query resolves to a picture of its own size.
    """
    type Show implements Node @dontInfer {
      "The show's stable identity (its id, or the slug of its first date and place): its page and calendar UID."
      showId: String!
      "The show's own page, inside the site: /shows/<showId>/."
      pagePath: String!
      "Central Illinois local time as written (YYYY-MM-DD or YYYY-MM-DDTHH:MM): a Date, so pages can filter by it."
      date: Date!
      year: Int!
      "scheduled, cancelled, postponed, rescheduled or sold out."
      status: String!
      img: File @fileByRelativePath
      "The show as pages read it (ShowFacts): the entry as written, its id as showId, and what the build works out."
      facts: JSON!
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
      dairy: [String!]
    }

    type FaqJson implements Node @dontInfer {
      faq: [FaqEntry!]!
    }

    type FaqEntry {
      question: String!
      answer: String!
    }

    "booking.json: what /booking/ offers venues. The file and each field may be missing: a page leaves that part out."
    type BookingJson implements Node @dontInfer {
      booking: Booking!
      "The stage plot as bookers download it, written by the build into public/booking/ (src/booking/stage-plot-file.ts)."
      stagePlotFile: StagePlotFile
    }

    type StagePlotFile {
      path: String!
      extension: String!
      bytes: Int!
    }

    type Booking {
      bio: String
      genres: [String!]
      setLengths: String
      brings: String
      needs: String
      stagePlot: File @fileByRelativePath
      pressPhotos: [PressPhoto!]
    }

    type PressPhoto {
      img: File @fileByRelativePath
      alt: String!
      credit: String
    }
  `)
}

/**
 * Site.adapter declared, though no query reads it: Gatsby makes the Site node from gatsby-config.ts, so the field
 * exists only in builds with Netlify's adapter (NETLIFY=true). Declared, it is in the GraphQL types Gatsby writes into
 * the tracked src/gatsby-types.d.ts in every build, so a build on a computer leaves that file as it found it.
 */
export function declareSiteAdapterType({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(`
    type Site implements Node {
      adapter: SiteAdapter
    }

    type SiteAdapter {
      name: String
    }
  `)
}

/** Every page, feed and file that names the site's address reads it here: GitHub Pages' own, when it gives one. */
export function resolvePublishedSiteUrl({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    BandJson: {
      siteUrl: { resolve: (source: { siteUrl: string }) => publishedSiteUrl(source.siteUrl) },
    },
  })
}
