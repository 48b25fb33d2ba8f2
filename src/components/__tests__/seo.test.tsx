// The head: the page a visitor loads keeps the one in its HTML; pages shown after it set theirs through react-helmet,
// which only then is loaded.
import * as React from "react"
import { act, render, waitFor } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import band from "../../content-model/__fixtures__/good-content/band.json"
import { Seo } from "../seo"
import { ThemeProvider } from "../../state/theme"

const mockHeadTagsLoaded = jest.fn()
jest.mock(`../head-tags`, () => {
  mockHeadTagsLoaded()
  return jest.requireActual(`../head-tags`)
})

const headTag = (selector: string) => document.head.querySelector(selector)

// One story, in order: whether a page is the loaded one is remembered for the life of the module, as in a browser.
it(`keeps the loaded page's head from its HTML without loading react-helmet, and sets the next page's through it`, async () => {
  jest.mocked(useStaticQuery).mockReturnValue({ bandJson: band })
  // What gatsby-ssr wrote into the FAQ page's HTML.
  document.head.innerHTML =
    `<title data-react-helmet="true">Milk Patrol-FAQ</title>` +
    `<meta data-react-helmet="true" name="description" content="Questions fans ask">`

  const view = render(
    <Seo key="faq" title="Milk Patrol-FAQ" path="/faq/" description="Questions fans ask" />,
    {
      wrapper: ThemeProvider,
    },
  )
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
  expect(mockHeadTagsLoaded).not.toHaveBeenCalled()
  expect(document.title).toBe(`Milk Patrol-FAQ`)
  expect(headTag(`meta[name="description"]`)).toHaveAttribute(`content`, `Questions fans ask`)

  // A client-side navigation to About: a new page, with its own head.
  view.rerender(<Seo key="about" title="Milk Patrol-About" path="/about/" />)
  await waitFor(() => expect(document.title).toBe(`Milk Patrol-About`))
  expect(mockHeadTagsLoaded).toHaveBeenCalledTimes(1)
  expect(headTag(`meta[name="description"]`)).toHaveAttribute(`content`, band.description)
  expect(headTag(`link[rel="canonical"]`)).toHaveAttribute(
    `href`,
    `${band.siteUrl.replace(/\/$/, ``)}/about/`,
  )
  expect(document.head.querySelectorAll(`title`)).toHaveLength(1)
})
