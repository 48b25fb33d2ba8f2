// One Show node per entry of content/shows.json, so that a page asks for just the shows it lists (the Schedule's
// upcoming and latest ones, or one year's) instead of every show the band has ever played.
import type { CreateNodeArgs, Node } from "gatsby"
import { showId, showPagePath } from "../site/addresses"
import type { Show } from "../content-model/schema"
import { showEndDate, showStartDate, spokenDate } from "./show-start"

/**
 * What a Show node holds: the entry as written (its `id` as `showId`: a node's own id is Gatsby's), plus what is
 * worked out once, at build time.
 */
export interface ShowNodeFields extends Omit<Show, `id` | `status`> {
  /** The show's stable identity: its id, or the slug of its date and place (src/site/addresses.ts). */
  showId: string
  /** The show's own page, inside the site. */
  pagePath: string
  status: NonNullable<Show[`status`]>
  /** ISO 8601 with central Illinois' offset, for search engines. */
  startDate: string
  /** When it is over, as search engines want it: two hours after a start time, or the day itself. */
  endDate: string
  /** Where a rescheduled show was first planned, as search engines and fans read it. */
  previousStartDate?: string
  previousWhen?: string
  /** The year the show is in, for the pages of earlier years. */
  year: number
}

/**
 * A show as pages, components and the post-build read it: every field of the entry (typed by the content model, so a
 * field added there reaches them all) and what the build works out, but the poster's path, which each query resolves
 * to a picture of its own size. A Show node holds it whole as `facts`.
 */
export type ShowFacts = Omit<ShowNodeFields, `img`>

/**
 * What a reader of shows needs of each (a feed, a calendar, a card): the `Needed` facts as ShowFacts types them, and
 * the `Optional` ones, which a reader does without. Made from ShowFacts, so a field changed in the content model
 * changes in every reader.
 */
export type ShowPart<Needed extends keyof ShowFacts, Optional extends keyof ShowFacts = never> = Pick<
  ShowFacts,
  Needed
> &
  Partial<Pick<ShowFacts, Optional>>

/**
 * The one reader of a queried Show node: its `facts` (JSON in GraphQL, typed here by the content model), with what
 * else the query asked for beside them (its poster).
 */
export function withShowFacts<Queried extends { readonly facts: unknown }>({
  facts,
  ...asked
}: Queried): ShowFacts & Omit<Queried, `facts`> {
  return { ...(facts as ShowFacts), ...asked }
}

export function showNodeFields({ id, status = `scheduled`, ...show }: Show): ShowNodeFields {
  return {
    ...show,
    showId: showId({ id, date: show.date, where: show.where }),
    pagePath: showPagePath({ id, date: show.date, where: show.where }),
    status: status as NonNullable<Show[`status`]>,
    startDate: showStartDate(show.date),
    endDate: showEndDate(show.date),
    ...(show.previousDate
      ? { previousStartDate: showStartDate(show.previousDate), previousWhen: spokenDate(show.previousDate) }
      : {}),
    year: Number(show.date.slice(0, 4)),
  }
}

/** What a Show node holds as `facts`: the show's fields, but the poster's path. */
export function showFacts(show: Show): ShowFacts {
  const { img: _posterPath, ...facts } = showNodeFields(show)
  return facts
}

/**
 * Creates a Show node for each show of shows.json's node, and records their ids on it (`fields.showIds`), so
 * `showsJson.shows` still lists them in the file's order. The poster path resolves from shows.json's folder:
 * @fileByRelativePath follows the node's `parent` up to the file.
 *
 * Each node outlives a new shows.json unless its own show changed: its id is its show's stable identity (showId), not
 * its place in the file, and it is not made a child of shows.json's node, whose children Gatsby deletes whenever the
 * file changes. A show whose node is made again as it was is kept as it was (Gatsby compares contentDigest), and so
 * are its page's query results: adding one show runs its own page's query and those of the pages that list shows,
 * not every show page's. A show no longer in
 * the file has its node deleted here, as Gatsby would not: the node's parent, the file, is still there.
 */
export function createShowNodes({
  node,
  actions,
  createNodeId,
  createContentDigest,
  getNodesByType,
}: CreateNodeArgs): void {
  if (node.internal.type !== `ShowsJson`) return
  const shows = (node as Node & { shows?: Show[] }).shows ?? []
  const showIds = shows.map((show) => {
    const fields = showNodeFields(show)
    const id = createNodeId(`show ${fields.showId}`)
    actions.createNode({
      ...fields,
      facts: showFacts(show),
      id,
      parent: node.id,
      children: [],
      internal: { type: `Show`, contentDigest: createContentDigest(fields) },
    })
    return id
  })
  const inTheFile = new Set(showIds)
  for (const showNode of getNodesByType(`Show`)) if (!inTheFile.has(showNode.id)) actions.deleteNode(showNode)
  actions.createNodeField({ node, name: `showIds`, value: showIds })
}
