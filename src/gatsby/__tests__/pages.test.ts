import type { CreatePagesArgs } from "gatsby"
import { createShowPages } from "../pages"
import { posterFormats, type ShowPageContext } from "../../shows/schedule-pages"

/** createShowPages over these shows: the context of each page it made, by path. */
async function showPageContexts(shows: { showId: string; pagePath: string; date: string }[]) {
  const made = new Map<string, ShowPageContext>()
  await createShowPages({
    graphql: async () => ({ data: { allShow: { nodes: shows } } }),
    actions: {
      createPage: ({ path, context }: { path: string; context: ShowPageContext }) => made.set(path, context),
    },
  } as unknown as CreatePagesArgs)
  return made
}

test(`a played show's page asks for its poster without WebP; a show still to come, with it`, async () => {
  const pages = await showPageContexts([
    { showId: `played`, pagePath: `/shows/played/`, date: `2001-05-04T20:00` },
    { showId: `to-come`, pagePath: `/shows/to-come/`, date: `2999-05-04` },
  ])
  expect(pages.get(`/shows/played/`)?.posterFormats).toEqual(posterFormats.played)
  expect(pages.get(`/shows/to-come/`)?.posterFormats).toEqual(posterFormats.upcoming)
  expect(posterFormats.played).not.toContain(`WEBP`)
  expect(posterFormats.upcoming).toEqual(expect.arrayContaining([`AUTO`, `WEBP`, `AVIF`]))
})
