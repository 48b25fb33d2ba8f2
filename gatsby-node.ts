// Build-time Gatsby APIs, each handing its work to the module under src/gatsby/ named for it. What the build relies
// on inside Gatsby, beyond these APIs, is named in src/gatsby/gatsby-internals.ts.
import type { GatsbyNode } from "gatsby"
import { serveContentEditorInDevelop, writeContentEditor } from "./src/gatsby/editor"
import { createShowPages, createShowYearPages, setUpCreatedPage } from "./src/gatsby/pages"
import { finishBuiltSite, putBackPicturesTakenOut } from "./src/gatsby/post-build"
import { recordCacheAddress, startAfreshForAnotherAddress } from "./src/gatsby/cache-per-address"
import { makePressLogosBeforeQueries, resolvePressLogos } from "./src/gatsby/press-logo-resolvers"
import {
  createShowNodesAndRecheckContent,
  declareContentTypes,
  declareSiteAdapterType,
  resolvePublishedSiteUrl,
} from "./src/gatsby/graphql-schema"
import { resolveStagePlotFile } from "./src/gatsby/stage-plot-resolvers"
import { leaveOutFilesWithoutQueries } from "./src/gatsby/query-extraction"
import { resolvePhonePhotosUpright } from "./src/gatsby/upright-photos"
import { changeWebpackConfig } from "./src/gatsby/webpack"

import { onPreInit as checkContentBeforeBuilding } from "./src/content-model/gatsby-validation"

// Broken content stops the build before Gatsby touches public/, with every problem listed (see CONTENT.md); then a
// cache built for another path prefix or site address is left behind (src/gatsby/cache-per-address.ts).
// Two parameters: Gatsby waits for a callback from a hook declared with three.
export const onPreInit: GatsbyNode["onPreInit"] = async (args, options) => {
  await checkContentBeforeBuilding!(args, options, () => {})
  await startAfreshForAnotherAddress(args)
}
export const onCreateNode: GatsbyNode["onCreateNode"] = createShowNodesAndRecheckContent
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  declareContentTypes(args)
  declareSiteAdapterType(args)
}
export const createResolvers: GatsbyNode["createResolvers"] = (args) => {
  resolvePublishedSiteUrl(args)
  resolvePhonePhotosUpright(args)
  resolvePressLogos(args)
  resolveStagePlotFile(args)
}
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = changeWebpackConfig
export const onCreatePage: GatsbyNode["onCreatePage"] = setUpCreatedPage
export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createShowYearPages(args)
  await createShowPages(args)
}
// The pictures the last build took out of public/, named by no page, go back before any query asks for them again.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async (args) => {
  await recordCacheAddress(args)
  await putBackPicturesTakenOut(args)
}
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = writeContentEditor
export const onPreBuild: GatsbyNode["onPreBuild"] = makePressLogosBeforeQueries
// The query extraction parses only the files that can hold what it looks for (src/gatsby/query-extraction.ts).
export const preprocessSource: GatsbyNode["preprocessSource"] = leaveOutFilesWithoutQueries
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = serveContentEditorInDevelop
export const onPostBuild: GatsbyNode["onPostBuild"] = finishBuiltSite
