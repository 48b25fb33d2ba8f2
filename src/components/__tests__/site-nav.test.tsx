import * as React from "react"
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { SiteNav } from "../site-nav"

const renderNavAt = (path: string) => {
  window.history.pushState({}, ``, path)
  return render(<SiteNav className="milkNav" />)
}

describe(`SiteNav`, () => {
  it(`links exactly Home, Schedule, About and FAQ, in that order (the owner's specification)`, () => {
    renderNavAt(`/`)
    const nav = screen.getByRole(`navigation`, { name: `Main` })
    expect(
      within(nav)
        .getAllByRole(`link`)
        .map((link) => link.textContent),
    ).toEqual([`Home`, `Schedule`, `About`, `FAQ`])
  })

  it.each([
    [`/`, `Home`],
    [`/schedule/`, `Schedule`],
    [`/about/`, `About`],
    [`/faq/`, `FAQ`],
  ])(`marks %s as the current page on %s only`, (path, label) => {
    renderNavAt(path)
    const current = screen.getAllByRole(`link`).filter((link) => link.getAttribute(`aria-current`) === `page`)
    expect(current.map((link) => link.textContent)).toEqual([label])
  })

  it(`opens and closes the menu with its toggle, which says whether it is open`, async () => {
    renderNavAt(`/`)
    const toggle = screen.getByRole(`button`, { name: `Menu` })
    expect(toggle).toHaveAttribute(`aria-expanded`, `false`)
    expect(toggle).toHaveAttribute(`aria-controls`, `site-menu`)
    expect(document.getElementById(`site-menu`)).toHaveAttribute(`data-open`, `false`)
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute(`aria-expanded`, `true`)
    expect(document.getElementById(`site-menu`)).toHaveAttribute(`data-open`, `true`)
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute(`aria-expanded`, `false`)
  })

  it(`closes the menu on Escape and gives focus back to the toggle when it was in the menu`, async () => {
    renderNavAt(`/`)
    const toggle = screen.getByRole(`button`, { name: `Menu` })
    await userEvent.click(toggle)
    screen.getByRole(`link`, { name: `About` }).focus()
    await userEvent.keyboard(`{Escape}`)
    expect(toggle).toHaveAttribute(`aria-expanded`, `false`)
    expect(toggle).toHaveFocus()
  })

  it(`leaves focus where it is on Escape when it was elsewhere on the page`, async () => {
    window.history.pushState({}, ``, `/`)
    render(
      <>
        <SiteNav className="milkNav" />
        <button type="button">Elsewhere</button>
      </>,
    )
    const elsewhere = screen.getByRole(`button`, { name: `Elsewhere` })
    const toggle = screen.getByRole(`button`, { name: `Menu` })
    await userEvent.click(toggle)
    elsewhere.focus()
    await userEvent.keyboard(`{Escape}`)
    expect(toggle).toHaveAttribute(`aria-expanded`, `false`)
    expect(elsewhere).toHaveFocus()
  })

  it(`closes the menu when a link is followed`, async () => {
    renderNavAt(`/`)
    const toggle = screen.getByRole(`button`, { name: `Menu` })
    await userEvent.click(toggle)
    const link = screen.getByRole(`link`, { name: `FAQ` })
    link.addEventListener(`click`, (event) => event.preventDefault())
    await userEvent.click(link)
    expect(toggle).toHaveAttribute(`aria-expanded`, `false`)
  })

  it(`can be worked with the keyboard alone`, async () => {
    renderNavAt(`/`)
    await userEvent.tab()
    expect(screen.getByRole(`button`, { name: `Menu` })).toHaveFocus()
    await userEvent.keyboard(`{Enter}`)
    expect(screen.getByRole(`button`, { name: `Menu` })).toHaveAttribute(`aria-expanded`, `true`)
    await userEvent.tab()
    expect(screen.getByRole(`link`, { name: `Home` })).toHaveFocus()
  })
})
