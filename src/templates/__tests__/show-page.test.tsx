// A show's own page as fans read it: titled by its place and time, its status in words, the venue's address with a
// directions link, the ticket link, the price, the other acts, "Add to calendar" and the way back to the Schedule.
import * as React from "react"
import { screen, waitFor } from "@testing-library/react"
import type { PageProps } from "gatsby"
import band from "../../content-model/__fixtures__/good-content/band.json"
import { renderPageWithProviders } from "../../test-support/render-with-providers"
import { showFacts } from "../../shows/show-nodes"
import { rescheduledShow } from "../../content-model/__fixtures__/edited-content"
import type { Show } from "../../content-model/schema"
import ShowPage, { showDescription } from "../show-page"
import { showPageTexts } from "../../shows/show-words"

const moved = rescheduledShow

/** The page's query result for `show`, as Gatsby gives it: its facts, without the poster. */
function pageData(show: Show) {
  return { facts: showFacts(show), img: null }
}

/** The page as built on `today` (before the show unless given). */
function showPage(show: Show, today = `2026-11-26`) {
  const data = { bandJson: band, show: pageData(show) }
  return (
    <ShowPage
      {...({ data, pageContext: { showId: data.show.facts.showId, today } } as unknown as PageProps<
        never,
        never
      >)}
    />
  )
}

test(`is titled "Milk Patrol-<place>, <when>", its status first when it has one`, async () => {
  await renderPageWithProviders(showPage(moved))
  await waitFor(() =>
    expect(document.title).toBe(`Milk Patrol-Rescheduled: Firehaus, Champaign, 7pm, September 20th, 2097`),
  )
  const { status: _status, previousDate: _previous, ...asPlanned } = moved
  await renderPageWithProviders(showPage(asPlanned))
  await waitFor(() =>
    expect(document.title).toBe(`Milk Patrol-Firehaus, Champaign, 7pm, September 20th, 2097`),
  )
})

test(`says where and when, the status in words, the address with directions, price, other acts and links`, async () => {
  await renderPageWithProviders(showPage(moved))
  expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(`Milk Patrol at Firehaus, Champaign`)
  expect(screen.getByText(`Rescheduled: moved from September 13, 2097, 7pm`)).toBeInTheDocument()
  expect(screen.getByText(moved.when)).toBeInTheDocument()
  const address = document.querySelector(`address`)!
  expect(address).toHaveTextContent(`708 S. Sixth St.`)
  expect(address).toHaveTextContent(`Champaign, IL 61820`)
  const directions = screen.getByRole(`link`, { name: /^Directions to Firehaus, Champaign/ })
  expect(directions.getAttribute(`href`)).toBe(
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`Firehaus, 708 S. Sixth St., Champaign, IL 61820`)}`,
  )
  expect(screen.getByText(`$8 at the door`)).toBeInTheDocument()
  expect(screen.getByText(`Mango Pods`).tagName).toBe(`LI`)
  expect(screen.getByText(`Olivia Wexler`).tagName).toBe(`LI`)
  expect(screen.getByRole(`link`, { name: /^Tickets and info \(on eventbrite\.com\)/ })).toHaveAttribute(
    `href`,
    moved.link,
  )
  expect(screen.getByRole(`link`, { name: /^Add to calendar ?: Firehaus, Champaign$/ })).toHaveAttribute(
    `href`,
    `/shows/2097-09-13-firehaus-champaign.ics`,
  )
  expect(screen.getByRole(`link`, { name: `Back to the Schedule` })).toHaveAttribute(`href`, `/schedule/`)
  // The poster's words stand in when its file is missing.
  expect(screen.getByRole(`img`, { name: /Poster for the show at Firehaus, Champaign/ })).toBeInTheDocument()
})

test(`a cancelled show says so and offers no calendar entry and no price, even one it had`, async () => {
  await renderPageWithProviders(
    showPage({ ...moved, status: `cancelled`, previousDate: undefined, price: `free`, otherActs: undefined }),
  )
  expect(screen.getByText(`Cancelled`)).toBeInTheDocument()
  // Its price stays in the content, not on the page: nothing is for sale.
  expect(screen.queryByText(`Free`)).toBeNull()
  expect(screen.queryByRole(`link`, { name: /Add to calendar/ })).toBeNull()
})

test(`once its day is over it says it was played: no tickets, no calendar entry, a description in the past`, async () => {
  await renderPageWithProviders(showPage(moved, `2097-09-21`))
  expect(screen.getByText(showPageTexts.played)).toBeInTheDocument()
  expect(screen.queryByRole(`link`, { name: /Add to calendar/ })).toBeNull()
  expect(screen.queryByRole(`link`, { name: /Tickets/ })).toBeNull()
  expect(screen.getByRole(`link`, { name: /^More about the show \(on eventbrite\.com\)/ })).toHaveAttribute(
    `href`,
    moved.link,
  )
  await waitFor(() =>
    expect(document.querySelector(`meta[name="description"]`)?.getAttribute(`content`)).toMatch(
      /^Milk Patrol played Firehaus, Champaign, 7pm, September 20th, 2097\./,
    ),
  )
  const event = JSON.parse(document.querySelector(`script[type="application/ld+json"]`)!.textContent!)
  expect(event).not.toHaveProperty(`offers`)
  // On its own day it still goes ahead.
  expect(showDescription(`Milk Patrol`, showFacts(moved), false)).toMatch(/^Rescheduled: Milk Patrol plays/)
})

test(`a cancelled show sells nothing and its description opens with "Cancelled"`, async () => {
  await renderPageWithProviders(showPage({ ...moved, status: `cancelled`, previousDate: undefined }))
  expect(screen.queryByRole(`link`, { name: /Tickets/ })).toBeNull()
  expect(screen.getByRole(`link`, { name: /^More about the show/ })).toBeInTheDocument()
  expect(screen.queryByText(showPageTexts.played)).toBeNull()
  await waitFor(() =>
    expect(document.querySelector(`meta[name="description"]`)?.getAttribute(`content`)).toBe(
      `Cancelled: Milk Patrol at Firehaus, Champaign, 7pm, September 20th, 2097. With Mango Pods, Olivia Wexler.`,
    ),
  )
})

test(`a show with only "where" gets a directions link that searches for it, and no address block`, async () => {
  const { venue: _venue, status: _status, previousDate: _previous, ...bare } = moved
  await renderPageWithProviders(showPage(bare))
  expect(document.querySelector(`address`)).toBeNull()
  expect(screen.getByRole(`link`, { name: /^Directions/ }).getAttribute(`href`)).toBe(
    `https://www.google.com/maps/search/?api=1&query=Firehaus%2C%20Champaign`,
  )
  expect(screen.queryByText(/Rescheduled|Cancelled/)).toBeNull()
})

test(`its description names the place, the time, the status, the other acts and the price`, () => {
  expect(showDescription(`Milk Patrol`, showFacts(moved))).toBe(
    `Rescheduled: Milk Patrol plays Firehaus, Champaign, 7pm, September 20th, 2097. Moved from September 13, 2097, 7pm. With Mango Pods, Olivia Wexler. Tickets: $8 at the door.`,
  )
})
