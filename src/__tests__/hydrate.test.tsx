// The page comes alive the same way in a build and in `gatsby develop`: hydrated over the server's HTML, or, when
// develop sends only an empty root, rendered into it, with no mismatch for React to report (develop's overlay
// showed two "Unhandled Runtime Errors" on every page when the empty root was hydrated).
import * as React from "react"
import { act } from "@testing-library/react"
import { replaceHydrateFunction } from "../../gatsby-browser"

const Page = () => <main id="main">Milk Patrol</main>
const start = replaceHydrateFunction!({} as never, {} as never) as unknown as (
  element: React.ReactElement,
  container: Element,
) => () => void

let errors: jest.SpyInstance
beforeEach(() => {
  errors = jest.spyOn(console, `error`).mockImplementation(() => undefined)
})
afterEach(() => errors.mockRestore())

test.each([
  [`a build's page, with its server HTML`, `<main id="main">Milk Patrol</main>`],
  [`gatsby develop's empty root`, ``],
])(`%s comes alive without an error`, async (_, html) => {
  const container = document.createElement(`div`)
  container.innerHTML = html
  document.body.append(container)
  const uncaught: unknown[] = []
  const onError = (event: ErrorEvent) => uncaught.push(event.error)
  window.addEventListener(`error`, onError)
  let stop: () => void = () => undefined
  await act(async () => {
    stop = start(<Page />, container)
  })
  window.removeEventListener(`error`, onError)
  expect(container.innerHTML).toBe(`<main id="main">Milk Patrol</main>`)
  expect(errors.mock.calls).toEqual([])
  expect(uncaught).toEqual([])
  act(() => stop())
  container.remove()
})
