// The head's inline script notes taps on the joke's buttons until React takes over; each counts once.
import {
  earlyTapAttribute,
  earlyTapScript,
  forgetEarlyTaps,
  stopNotingEarlyTaps,
  takeEarlyTaps,
} from "../early-taps"

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
  expect(takeEarlyTaps(`sonic`)).toBe(0)
  expect(takeEarlyTaps(`spin`)).toBe(1)
  expect(takeEarlyTaps(`spin`)).toBe(0)
})

it(`hands over every early tap on a button at once, and none once the visitor moves on`, () => {
  // The head's script from the test above still listens, as on a fresh page: only its list starts anew.
  window.___earlyTaps = []
  const spin = button(`spin`)
  const sonic = button(`sonic`)
  spin.click()
  sonic.click()
  spin.click()
  stopNotingEarlyTaps()
  expect(takeEarlyTaps(`spin`)).toBe(2)
  forgetEarlyTaps()
  expect(takeEarlyTaps(`sonic`)).toBe(0)
})
