import * as React from "react"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { PageProps } from "gatsby"
import band from "../../content-model/__fixtures__/good-content/band.json"
import faqFile from "../../content-model/__fixtures__/good-content/faq.json"
import lineupsFile from "../../content-model/__fixtures__/good-content/lineups.json"
import membersFile from "../../content-model/__fixtures__/good-content/members.json"
import showsFile from "../../content-model/__fixtures__/good-content/shows.json"
import { renderPageWithProviders } from "../../test-support/render-with-providers"
import { useTheme } from "../../state/theme"
import { posterFallbackText } from "../../components/show-card"
import IndexPage, { imageFallbackTexts } from "../index"
import SchedulePage, { scheduleTexts } from "../schedule"
import AboutPage, { bookingKitWords } from "../about"
import FaqPage, { faqTexts } from "../faq"
import SecretPage, { secretTexts } from "../i-love-sonic"
import NotFoundPage from "../404"
import ShowsYearPage from "../../templates/shows-year"
import { showYearsText } from "../../components/show-years"
import { previousShowsOnSchedule } from "../../shows/schedule-pages"
import { showFacts, withShowFacts } from "../../shows/show-nodes"
import { nextShowText, noShowTexts } from "../../components/next-show"
import { splitShowsOn } from "../../shows/split-shows"

// Pages receive their query results as `data`; these are the test content files (the good-content fixture) in that
// shape, without images.
function pageProps<Data, Context extends object = object>(data: Data, pageContext?: Context) {
  return { data, pageContext } as PageProps<Data, never>
}

const homeData = { bandJson: { ...band, logo: { ...band.logo, img: null } }, nextShows: { nodes: [] } }
const showsWithoutImages = showsFile.shows.map((show) => ({ ...show, img: null }))
/**
 * Shows as their queries give them (src/shows/show-nodes.ts): their facts, without images. Each copy a test makes with
 * another date or place is told apart by them, as a show without an id is.
 */
function asShowNodes(shows: readonly (typeof showsWithoutImages)[number][]) {
  return shows.map(({ id: _id, img: _img, ...show }) => ({
    facts: showFacts({ ...show, img: `` }),
    img: null,
  }))
}
/** Shows split by date, back in the shape their query gives them. */
const asQueried = (
  shows: readonly ReturnType<typeof withShowFacts<ReturnType<typeof asShowNodes>[number]>>[],
) => shows.map(({ img, ...facts }) => ({ facts, img }))
/** The Schedule as built on `buildDay`: its query's upcoming shows, latest previous ones and their years. */
function scheduleProps(shows = showsWithoutImages, buildDay = `2026-11-21`) {
  const asNodes = asShowNodes(shows)
  const { upcoming, previous } = splitShowsOn(asNodes.map(withShowFacts), buildDay)
  const data = {
    bandJson: band,
    upcoming: { nodes: asQueried(upcoming) },
    previous: { nodes: asQueried(previous.slice(0, previousShowsOnSchedule)) },
    previousYears: {
      distinct: [...new Set(previous.map((show) => show.date.slice(0, 4)))],
    },
  }
  return pageProps(data, { today: buildDay, previousShown: previousShowsOnSchedule })
}
const members = membersFile.members.map((member) => ({ nickname: null, ...member }))
const aboutData = {
  bandJson: band,
  membersJson: { members },
  lineupsJson: lineupsFile,
  // The band's booking.json as it is: no photos, nothing on what the band brings.
  bookingJson: { booking: { brings: null, pressPhotos: null } },
}
const faqData = { bandJson: band, faqJson: faqFile }

/** Shows which theme is active, as the site's pages would after a client-side navigation. */
function ThemeName() {
  return <output data-testid="theme">{useTheme().theme.type}</output>
}

describe(`titles`, () => {
  it.each([
    [`Home`, () => <IndexPage {...pageProps(homeData, { today: `2026-11-21` })} />, `Milk Patrol`],
    [`Schedule`, () => <SchedulePage {...scheduleProps()} />, `Milk Patrol-Schedule`],
    [`About`, () => <AboutPage {...pageProps(aboutData)} />, `Milk Patrol-About`],
    [`FAQ`, () => <FaqPage {...pageProps(faqData)} />, `Milk Patrol-FAQ`],
    [`the secret page`, () => <SecretPage />, `Secret Page`],
  ])(`%s is titled exactly`, async (_page, renderPage, title) => {
    await renderPageWithProviders(renderPage())
    await waitFor(() => expect(document.title).toBe(title))
  })
})

describe(`Home`, () => {
  it(`calls the band Dairy Based in the milk theme, with the follow links`, async () => {
    await renderPageWithProviders(<IndexPage {...pageProps(homeData, { today: `2026-11-21` })} />)
    expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(
      `Central Illinois' Number 1 Dairy Based Band`,
    )
    expect(screen.getByRole(`heading`, { name: `Follow us on` })).toBeInTheDocument()
    expect(screen.getByRole(`link`, { name: `Discord` })).toHaveAttribute(
      `href`,
      `https://discord.gg/2hk7cNrTNR`,
    )
    expect(screen.getByRole(`link`, { name: `Instagram` })).toHaveAttribute(
      `href`,
      `https://www.instagram.com/milkpatrolband/`,
    )
    expect(screen.getByRole(`link`, { name: /Image Credit/ })).toHaveAttribute(`href`, band.logo.creditLink)
  })

  it(`calls the band Fastest in the sonic theme`, async () => {
    await renderPageWithProviders(<IndexPage {...pageProps(homeData, { today: `2026-11-21` })} />, {
      theme: `sonic`,
    })
    expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(
      `Central Illinois' Number 1 Fastest Band`,
    )
  })

  it(`says the logo did not load when there is no logo image`, async () => {
    await renderPageWithProviders(<IndexPage {...pageProps(homeData, { today: `2026-11-21` })} />)
    expect(screen.getByText(imageFallbackTexts.logo)).toBeVisible()
  })

  it(`shows the cow print in milk and the hedgehog in sonic (drawn once its code has loaded)`, async () => {
    const { unmount } = await renderPageWithProviders(
      <IndexPage {...pageProps(homeData, { today: `2026-11-21` })} />,
    )
    expect(screen.getByTestId(`cow-print`)).toBeInTheDocument()
    expect(screen.queryByTestId(`sonic-head`)).not.toBeInTheDocument()
    unmount()
    await renderPageWithProviders(<IndexPage {...pageProps(homeData, { today: `2026-11-21` })} />, {
      theme: `sonic`,
    })
    expect(screen.queryByTestId(`cow-print`)).not.toBeInTheDocument()
    for (const part of [`sonic-head`, `sonic-arm-left`, `sonic-arm-right`, `sonic-legs`]) {
      expect(await screen.findByTestId(part)).toBeInTheDocument()
    }
  })
})

describe(`Home's next show`, () => {
  const buildDay = `2026-11-21`
  const home = (shows: readonly (typeof showsWithoutImages)[number][]) =>
    pageProps({ ...homeData, nextShows: { nodes: asShowNodes(shows) } }, { today: buildDay })

  it(`says when and where the next show is, under the heading, linking to its page`, async () => {
    const coming = { ...showsWithoutImages[1]!, date: `2027-03-08T19:30`, when: `7:30pm, March 8th, 2027` }
    const later = { ...showsWithoutImages[2]!, date: `2027-05-01T19:30` }
    await renderPageWithProviders(<IndexPage {...home([coming, later])} />)
    const next = screen.getByText(nextShowText).parentElement!
    expect(next).toHaveTextContent(`Next show: 7:30pm, March 8th, 2027, The Space in Champaign`)
    expect(within(next).getByRole(`link`)).toHaveAttribute(
      `href`,
      `/shows/2027-03-08-the-space-in-champaign/`,
    )
    // Under the heading, before the logo.
    const heading = screen.getByRole(`heading`, { level: 1 })
    expect(heading.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it(`says a sold-out next show is sold out, in words`, async () => {
    const soldOut = { ...showsWithoutImages[1]!, date: `2027-03-08T19:30`, status: `sold out` }
    await renderPageWithProviders(<IndexPage {...home([soldOut])} />)
    expect(screen.getByText(`Sold out`)).toBeInTheDocument()
  })

  it(`when no show is coming, gives the fan a way on in words: the Schedule and booking`, async () => {
    await renderPageWithProviders(<IndexPage {...home([])} />)
    expect(screen.queryByText(nextShowText)).toBeNull()
    const line = screen.getByText(noShowTexts.lead).parentElement!
    expect(line).toHaveTextContent(`No show coming up yet: see where we have played, or book us.`)
    expect(within(line).getByRole(`link`, { name: noShowTexts.schedule })).toHaveAttribute(
      `href`,
      `/schedule/`,
    )
    expect(within(line).getByRole(`link`, { name: noShowTexts.booking })).toHaveAttribute(`href`, `/booking/`)
  })
})

describe(`Schedule`, () => {
  it(`asks to be booked when there is no upcoming show, and lists the four previous shows latest first`, async () => {
    await renderPageWithProviders(<SchedulePage {...scheduleProps()} />)
    expect(screen.getByText(scheduleTexts.hint)).toBeInTheDocument()
    const upcoming = screen.getByRole(`region`, { name: `Upcoming:` })
    // The owner's words as written, "book us" a link to /booking/.
    const plea = within(upcoming).getByRole(`paragraph`)
    expect(plea).toHaveTextContent(/^None :\( please book us$/)
    expect(within(plea).getByRole(`link`, { name: `book us` })).toHaveAttribute(`href`, `/booking/`)
    const previous = screen.getByRole(`region`, { name: `Previous:` })
    // The shows' list, not the years' one that follows it.
    const cards = within(within(previous).getAllByRole(`list`)[0] as HTMLElement).getAllByRole(`listitem`)
    expect(cards.map((card) => within(card).getAllByRole(`definition`)[0]?.textContent)).toEqual([
      `103 W. Franklin St. Downs, IL`,
      `The Space in Champaign`,
      `The Bone Student Center`,
      `The Coffeehouse in Normal`,
    ])
    expect(within(cards[0] as HTMLElement).getByText(`4pm, Sept 18th, 2024`)).toBeInTheDocument()
  })

  it(`links each poster to its show's page, and says so when a poster is missing`, async () => {
    await renderPageWithProviders(<SchedulePage {...scheduleProps()} />)
    expect(screen.getAllByText(posterFallbackText)).toHaveLength(4)
    const links = screen.getAllByRole(`img`).map((poster) => poster.closest(`a`)?.getAttribute(`href`))
    expect(links).toEqual(showsWithoutImages.map((show) => show.link))
  })

  it(`lists a show dated in the future under Upcoming`, async () => {
    const shows = [
      ...showsWithoutImages,
      { ...showsWithoutImages[0]!, date: `2099-01-01`, where: `The Moon` },
    ]
    await renderPageWithProviders(<SchedulePage {...scheduleProps(shows)} />)
    const upcoming = screen.getByRole(`region`, { name: `Upcoming:` })
    expect(within(upcoming).getByText(`The Moon`)).toBeInTheDocument()
    expect(within(upcoming).queryByText(/None :\(/)).not.toBeInTheDocument()
  })

  describe(`a show on the day of the build`, () => {
    const buildDay = `2026-11-21`
    const tonight = { ...showsWithoutImages[0]!, date: `${buildDay}T20:00`, where: `The Tonight Show` }
    const openScheduleAt = async (moment: string) => {
      jest.useFakeTimers({ now: new Date(moment), advanceTimers: true })
      await renderPageWithProviders(
        <SchedulePage {...scheduleProps([...showsWithoutImages, tonight], buildDay)} />,
      )
    }
    const region = (name: string) => within(screen.getByRole(`region`, { name }))
    afterEach(() => jest.useRealTimers())

    it(`stays under Upcoming until midnight in central Illinois`, async () => {
      await openScheduleAt(`2026-11-22T05:59:00Z`) // 11:59 pm in Bloomington (CST)
      expect(region(`Upcoming:`).getByText(`The Tonight Show`)).toBeInTheDocument()
      expect(region(`Previous:`).queryByText(`The Tonight Show`)).not.toBeInTheDocument()
    })

    it(`moves to Previous once that day is over there, before the next build`, async () => {
      await openScheduleAt(`2026-11-22T06:00:00Z`) // midnight in Bloomington
      await waitFor(() => expect(region(`Previous:`).getByText(`The Tonight Show`)).toBeInTheDocument())
      expect(region(`Upcoming:`).queryByText(`The Tonight Show`)).not.toBeInTheDocument()
    })
  })

  it(`links the page of every year played, even while every previous show fits on it`, async () => {
    await renderPageWithProviders(<SchedulePage {...scheduleProps()} />)
    const years = screen.getByRole(`navigation`, { name: showYearsText })
    expect(within(years).getByRole(`link`, { name: `2024` })).toHaveAttribute(`href`, `/schedule/2024/`)
  })

  it(`links no year before the band has played a show`, async () => {
    const allUpcoming = showsWithoutImages.map((show) => ({ ...show, date: `2027${show.date.slice(4)}` }))
    await renderPageWithProviders(<SchedulePage {...scheduleProps(allUpcoming)} />)
    expect(screen.queryByText(showYearsText)).not.toBeInTheDocument()
  })

  // Which previous shows reach the page is the query's work (limit: $previousShown); the page lists them latest first.
  it(`lists previous shows latest first, and links every year they were played in`, async () => {
    // A show every month from January 2023 to November 2026.
    const manyShows = Array.from({ length: 47 }, (_, index) => ({
      ...showsWithoutImages[0]!,
      date: `${2023 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, `0`)}-10`,
      where: `Show number ${index + 1}`,
    }))
    await renderPageWithProviders(<SchedulePage {...scheduleProps(manyShows)} />)
    const previous = screen.getByRole(`region`, { name: `Previous:` })
    expect(
      within(previous)
        .getAllByRole(`listitem`)
        .slice(0, 2)
        .map((card) => card.textContent),
    ).toEqual([expect.stringContaining(`Show number 47`), expect.stringContaining(`Show number 46`)])
    const years = screen.getByRole(`navigation`, { name: showYearsText })
    expect(
      within(years)
        .getAllByRole(`link`)
        .map((link) => [link.textContent, link.getAttribute(`href`)]),
    ).toEqual([
      [`2026`, `/schedule/2026/`],
      [`2025`, `/schedule/2025/`],
      [`2024`, `/schedule/2024/`],
      [`2023`, `/schedule/2023/`],
    ])
  })
})

describe(`a year's page`, () => {
  const shows2024 = asShowNodes(showsWithoutImages)
  const yearData = {
    bandJson: band,
    shows: { nodes: shows2024 },
    previousYears: { distinct: [`2023`, `2024`, `2025`] },
  }
  const renderYear = () =>
    renderPageWithProviders(<ShowsYearPage {...pageProps(yearData, { year: 2024, today: `2026-11-21` })} />)

  it(`is titled with its year and lists that year's shows`, async () => {
    await renderYear()
    await waitFor(() => expect(document.title).toBe(`Milk Patrol-Shows in 2024`))
    expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(`Shows in 2024`)
    expect(screen.getAllByText(posterFallbackText)).toHaveLength(4)
    expect(within(screen.getByRole(`main`)).getByRole(`link`, { name: `Schedule` })).toHaveAttribute(
      `href`,
      `/schedule/`,
    )
  })

  it(`marks its own year among the years`, async () => {
    await renderYear()
    const years = screen.getByRole(`navigation`, { name: showYearsText })
    expect(within(years).getByRole(`link`, { current: `page` })).toHaveTextContent(`2024`)
    expect(
      within(years)
        .getAllByRole(`link`)
        .map((link) => link.textContent),
    ).toEqual([`2025`, `2024`, `2023`])
  })
})

describe(`About`, () => {
  // Each member's line: the name (with any nickname), then the instruments.
  const memberLines = () =>
    within(screen.getByRole(`region`, { name: `Members` }))
      .getAllByRole(`listitem`)
      .map((item) => Array.from(item.children, (part) => part.textContent).join(`: `))

  it(`lists the five band members with their instruments in the milk theme`, async () => {
    await renderPageWithProviders(<AboutPage {...pageProps(aboutData)} />)
    expect(memberLines()).toEqual([
      `Josh Dahmm: Vocals, Keys, Guitar`,
      `Jake Ewen: Guitar`,
      `Tommy “The Albatross” Harris: Bass, Violin, Guitar, Vocals`,
      `Braydon Hughes: Percussion`,
      `Ben Sievert: Guitar, Bass, Keys, Vocals`,
    ])
    expect(screen.getByText(`“The Albatross”`).tagName).toBe(`EM`)
  })

  const dairyLineup = [
    `Ben Sievert`,
    `Josh Dahmm`,
    `Tommy “The Albatross” Harris`,
    `Jake Ewen`,
    `Braydon Hughes`,
  ]

  it(`lists the same five in the dairy order`, async () => {
    await renderPageWithProviders(<AboutPage {...pageProps(aboutData)} />, { theme: `dairy` })
    expect(memberLines().map((line) => line.split(`:`)[0])).toEqual(dairyLineup)
  })

  it(`without a dairy lineup in lineups.json, lists the milk five in the same dairy order`, async () => {
    const withoutDairy = { ...aboutData, lineupsJson: { lineups: { ...lineupsFile.lineups, dairy: null } } }
    await renderPageWithProviders(<AboutPage {...pageProps(withoutDairy)} />, { theme: `dairy` })
    expect(memberLines().map((line) => line.split(`:`)[0])).toEqual(dairyLineup)
  })

  it(`lists the four Sonic characters in the sonic theme`, async () => {
    await renderPageWithProviders(<AboutPage {...pageProps(aboutData)} />, { theme: `sonic` })
    expect(memberLines().map((line) => line.split(`:`)[0])).toEqual([
      `Sonic the Hedgehog`,
      `Knuckles the Echidna`,
      `Shadow “All of Me” the Hedgehog`,
      `Miles “Tails” Prower`,
    ])
  })

  it(`holds the Sonic lineup out of sight in milk, for the styles to show on a reload that kept Sonic before React runs`, async () => {
    await renderPageWithProviders(<AboutPage {...pageProps(aboutData)} />)
    const members = screen.getByRole(`region`, { name: `Members` })
    const keptSonic = within(members).getAllByRole(`list`, { hidden: true })[1]!
    expect(keptSonic.parentElement).toHaveAttribute(`hidden`)
    expect(within(keptSonic).getAllByRole(`listitem`, { hidden: true })[0]).toHaveTextContent(
      `Sonic the Hedgehog`,
    )
  })

  it(`tells venues how to book the band, with the e-mail as a mailto link`, async () => {
    await renderPageWithProviders(<AboutPage {...pageProps(aboutData)} />)
    const booking = screen.getByRole(`region`, { name: `Booking` })
    expect(within(booking).getByRole(`link`, { name: band.bookingEmail })).toHaveAttribute(
      `href`,
      `mailto:${band.bookingEmail}`,
    )
    expect(within(booking).getByRole(`link`, { name: `Discord` })).toBeInTheDocument()
    expect(within(booking).getByRole(`link`, { name: `Instagram` })).toBeInTheDocument()
  })

  it(`promises only what the booking kit holds: photos and what the band brings when booking.json has them`, async () => {
    await renderPageWithProviders(<AboutPage {...pageProps(aboutData)} />)
    expect(screen.getByRole(`region`, { name: `Booking` })).toHaveTextContent(
      `Our booking kit has the rest: where we have played and the logo for your posters.`,
    )
    expect(bookingKitWords({ photos: true, brings: true })).toBe(
      `where we have played, the logo and photos for your posters, and what we bring`,
    )
    expect(bookingKitWords({ photos: false, brings: true })).toBe(
      `where we have played, the logo for your posters, and what we bring`,
    )
  })
})

describe(`FAQ`, () => {
  test(`an answer typed on several lines keeps its line breaks`, async () => {
    const faqJson = { faq: [{ question: `Where?`, answer: `Bloomington.\nNormal too.` }] }
    await renderPageWithProviders(<FaqPage {...pageProps({ ...faqData, faqJson })} />)
    const answer = screen.getByText(`Bloomington.`, { exact: false })
    expect(answer.innerHTML).toBe(`Bloomington.<br>Normal too.`)
  })
  it(`shows the three questions with their answers`, async () => {
    await renderPageWithProviders(<FaqPage {...pageProps(faqData)} />)
    expect(screen.getAllByRole(`term`).map((term) => term.textContent)).toEqual(
      faqFile.faq.map((e) => e.question),
    )
    expect(screen.getByText(`We like milk.`)).toBeInTheDocument()
    expect(screen.queryByText(faqTexts.noQuestions, { exact: false })).not.toBeInTheDocument()
  })

  it(`with every question removed, says so and where to ask the band`, async () => {
    await renderPageWithProviders(<FaqPage {...pageProps({ ...faqData, faqJson: { faq: [] } })} />)
    expect(screen.getByRole(`heading`, { level: 1 })).toHaveTextContent(`Frequently Asked Questions`)
    expect(screen.queryByRole(`term`)).not.toBeInTheDocument()
    const invitation = screen.getByText(faqTexts.noQuestions, { exact: false })
    expect(invitation).toHaveTextContent(`${faqTexts.noQuestions} Discord or Instagram.`)
    expect(within(invitation).getByRole(`link`, { name: `Discord` })).toHaveAttribute(`href`, band.discord)
    expect(within(invitation).getByRole(`link`, { name: `Instagram` })).toHaveAttribute(
      `href`,
      band.instagram,
    )
  })
})

describe(`the secret page`, () => {
  it(`switches the site to sonic for good, and then says you are too slow`, async () => {
    await renderPageWithProviders(
      <>
        <SecretPage />
        <ThemeName />
      </>,
    )
    expect(screen.getByTestId(`theme`)).toHaveTextContent(`milk`)
    await userEvent.click(screen.getByRole(`button`, { name: secretTexts.goFast }))
    expect(screen.getByTestId(`theme`)).toHaveTextContent(`sonic`)
    const button = screen.getByRole(`button`, { name: secretTexts.tooSlow })
    // aria-disabled, so that it keeps the focus of whoever pressed it.
    expect(button).toHaveAttribute(`aria-disabled`, `true`)
    expect(button).toHaveFocus()
    expect(screen.queryByRole(`button`, { name: secretTexts.goFast })).not.toBeInTheDocument()
  })
})

describe(`the not-found page`, () => {
  it(`links home`, async () => {
    await renderPageWithProviders(<NotFoundPage {...pageProps({})} />)
    expect(screen.getByRole(`link`, { name: /home page/ })).toHaveAttribute(`href`, `/`)
  })
})

describe(`show cards`, () => {
  it(`link to each show's own page, while the poster keeps linking to the show's link`, async () => {
    await renderPageWithProviders(<SchedulePage {...scheduleProps()} />)
    // Every description in a card's list has its term (the links are not in the list: Nu HTML Checker, IBM).
    for (const list of document.querySelectorAll(`dl`))
      for (const group of list.children)
        expect([group.tagName, group.firstElementChild?.tagName]).toEqual([`DIV`, `DT`])
    const details = screen.getAllByRole(`link`, { name: /^Show details ?: / })
    expect(details.map((link) => link.getAttribute(`href`))).toEqual(
      asShowNodes(showsWithoutImages).map((show) => show.facts.pagePath),
    )
    // jsdom names the link with a space before the hidden part's colon; browsers do not (e2e/show-pages.spec.ts).
    expect(details[0]).toHaveAccessibleName(
      /^Show details ?: 103 W\. Franklin St\. Downs, IL, 4pm, Sept 18th, 2024$/,
    )
  })

  it(`say a show's status in words: cancelled, postponed, rescheduled from its first date, sold out`, async () => {
    const [first, second, third, fourth] = showsWithoutImages
    const shows = [
      { ...first!, status: `cancelled` },
      { ...second!, status: `postponed` },
      { ...third!, status: `rescheduled`, previousDate: `2024-04-10T19:00` },
      { ...fourth!, status: `sold out` },
    ]
    await renderPageWithProviders(<SchedulePage {...scheduleProps(shows)} />)
    const cards = within(screen.getByRole(`region`, { name: scheduleTexts.previous })).getAllByRole(
      `listitem`,
    )
    expect(
      cards.map(
        (card) => within(card).queryByText(/^(Cancelled|Postponed|Rescheduled|Sold out)/)?.textContent,
      ),
    ).toEqual([
      `Cancelled`,
      `Postponed: new date to come`,
      `Rescheduled: moved from April 10, 2024, 7pm`,
      `Sold out`,
    ])
  })
})
