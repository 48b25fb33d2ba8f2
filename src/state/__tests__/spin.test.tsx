import * as React from "react"
import { fireEvent, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { garble, nextSpinStage } from "../spin"
import { stopNotingEarlyTaps } from "../early-taps"
import { SpinButton, spinTexts } from "../../components/spin-button"
import { renderWithProviders } from "../../test-support/render-with-providers"

describe(`nextSpinStage`, () => {
  it(`goes idle, armed, full, and stays full`, () => {
    expect(nextSpinStage(`idle`)).toBe(`armed`)
    expect(nextSpinStage(`armed`)).toBe(`full`)
    expect(nextSpinStage(`full`)).toBe(`full`)
  })
})

describe(`garble`, () => {
  it(`makes a string of random-looking characters, different on different draws`, () => {
    const draws = Array.from({ length: 8 }, () => garble(21))
    for (const draw of draws) {
      expect(draw).toHaveLength(21)
      expect(draw).not.toMatch(/^[A-Za-z ]+$/)
    }
    // Every draw its own: two alike among eight, of 21 characters each, would be a garble that repeats itself.
    expect(new Set(draws).size).toBe(draws.length)
  })

  it(`draws from its random numbers: the same numbers give the same string, others another`, () => {
    expect(garble(5, () => 0)).toBe(garble(5, () => 0))
    expect(garble(5, () => 0)).not.toBe(garble(5, () => 0.5))
  })
})

describe(`SpinButton`, () => {
  it(`starts idle with its warning`, () => {
    renderWithProviders(<SpinButton />)
    expect(screen.getByRole(`button`, { name: spinTexts.idle.label })).toBeEnabled()
    expect(screen.getByText(spinTexts.idle.warning)).toBeInTheDocument()
  })

  it(`arms on the first click, with a stronger warning`, async () => {
    renderWithProviders(<SpinButton />)
    await userEvent.click(screen.getByRole(`button`, { name: `Make it spin!` }))
    expect(screen.getByRole(`button`, { name: `THIS CANNOT BE UNDONE` })).toBeEnabled()
    expect(screen.getByText(spinTexts.armed.warning)).toBeInTheDocument()
    expect(screen.queryByText(spinTexts.idle.warning)).not.toBeInTheDocument()
  })

  it(`spins forever on the second click: garbled and disabled, with no way back`, async () => {
    renderWithProviders(<SpinButton />)
    await userEvent.click(screen.getByRole(`button`, { name: `Make it spin!` }))
    await userEvent.click(screen.getByRole(`button`, { name: `THIS CANNOT BE UNDONE` }))
    const button = screen.getByRole(`button`)
    // aria-disabled, so that the button keeps the focus of whoever pressed it.
    expect(button).toHaveAttribute(`aria-disabled`, `true`)
    expect(button).toHaveFocus()
    expect(button.textContent).toHaveLength(21)
    expect(button).not.toHaveTextContent(/Make it spin|CANNOT BE UNDONE/)
    await userEvent.click(button)
    expect(screen.getByRole(`button`)).toHaveAttribute(`aria-disabled`, `true`)
    expect(screen.queryByText(`Make it spin!`)).not.toBeInTheDocument()
  })
})

describe(`the second step`, () => {
  it(`the warning can be put away to read the page: the button stays armed and described, and still lets go`, async () => {
    renderWithProviders(<SpinButton />)
    await userEvent.click(screen.getByRole(`button`, { name: spinTexts.idle.label }))
    await userEvent.click(screen.getByRole(`button`, { name: spinTexts.putAway }))
    expect(screen.queryByRole(`button`, { name: spinTexts.putAway })).not.toBeInTheDocument()
    const armed = screen.getByRole(`button`, { name: spinTexts.armed.label })
    expect(armed).toHaveAccessibleDescription(spinTexts.armed.warning)
    await userEvent.click(armed)
    expect(screen.getByRole(`button`)).toHaveAttribute(`aria-disabled`, `true`)
  })

  it(`a tap made before React drew the armed warning (one replayed as the page came alive) does not let go`, async () => {
    renderWithProviders(<SpinButton />)
    await userEvent.click(screen.getByRole(`button`, { name: spinTexts.idle.label }))
    const armed = screen.getByRole(`button`, { name: spinTexts.armed.label })
    // A click stamped at the page's start, long before the warning was drawn.
    const early = new MouseEvent(`click`, { bubbles: true, cancelable: true })
    Object.defineProperty(early, `timeStamp`, { value: 0 })
    fireEvent(armed, early)
    expect(screen.getByRole(`button`, { name: spinTexts.armed.label })).toBeEnabled()
    await userEvent.click(armed)
    expect(screen.getByRole(`button`)).toHaveAttribute(`aria-disabled`, `true`)
  })
})

describe(`taps before the page came alive`, () => {
  it(`count as one, however many: two early taps on "Make it spin!" arm it and show its last warning`, async () => {
    window.___earlyTaps = [`spin`, `spin`]
    stopNotingEarlyTaps()
    renderWithProviders(<SpinButton />)
    expect(await screen.findByRole(`button`, { name: spinTexts.armed.label })).toBeEnabled()
    expect(screen.getByText(spinTexts.armed.warning)).toBeInTheDocument()
  })
})
