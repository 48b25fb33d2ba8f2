// The head's inline script notes taps on the joke's buttons until React takes over; each counts once.
import { earlyTapAttribute, earlyTapScript, stopNotingEarlyTaps, takeEarlyTap } from "../early-taps"

function button(name: string): HTMLButtonElement {
  const element = document.createElement(`button`)
  element.setAttribute(earlyTapAttribute, name)
  element.innerHTML = `<span>Make it spin!</span>`
  document.body.append(element)
  return element
}

it(`notes a tap (on the button or its label) before React takes over, and hands it over once`, () => {
  // The very text the head carries.
  new Function(earlyTapScript)()
  const spin = button(`spin`)
  spin.querySelector(`span`)?.click()
  document.body.click()
  stopNotingEarlyTaps()
  // Once React hears taps itself, the script notes nothing more.
  spin.click()
  expect(takeEarlyTap(`sonic`)).toBe(false)
  expect(takeEarlyTap(`spin`)).toBe(true)
  expect(takeEarlyTap(`spin`)).toBe(false)
})
