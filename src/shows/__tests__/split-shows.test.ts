import { dayMayHaveEnded, todayInCentralIllinois } from "../../site/band-day"
import { splitShows } from "../split-shows"

const show = (date: string, where = `Somewhere`) => ({ date, where })

describe(`todayInCentralIllinois`, () => {
  it(`is the date in Chicago, not in UTC`, () => {
    // 03:30 UTC on Sept 19 is still the evening of Sept 18 in central Illinois (CDT, UTC-5).
    expect(todayInCentralIllinois(new Date(`2024-09-19T03:30:00Z`))).toBe(`2024-09-18`)
    // 06:00 UTC on Jan 10 is midnight in central Illinois (CST, UTC-6): a new day has begun.
    expect(todayInCentralIllinois(new Date(`2024-01-10T06:00:00Z`))).toBe(`2024-01-10`)
    expect(todayInCentralIllinois(new Date(`2024-01-10T05:59:59Z`))).toBe(`2024-01-09`)
  })
})

describe(`splitShows`, () => {
  const shows = [
    show(`2024-02-23`, `The Coffeehouse in Normal`),
    show(`2024-09-18T16:00`, `Downs`),
    show(`2024-04-17T19:00`, `The Bone Student Center`),
    show(`2024-08-14T19:30`, `The Space in Champaign`),
  ]

  it(`puts every show in Previous, latest first, when all are past`, () => {
    const { upcoming, previous } = splitShows(shows, new Date(`2026-11-21T12:00:00Z`))
    expect(upcoming).toEqual([])
    expect(previous.map((s) => s.date)).toEqual([
      `2024-09-18T16:00`,
      `2024-08-14T19:30`,
      `2024-04-17T19:00`,
      `2024-02-23`,
    ])
  })

  it(`puts future shows in Upcoming, soonest first`, () => {
    const { upcoming, previous } = splitShows(shows, new Date(`2024-03-01T12:00:00Z`))
    expect(upcoming.map((s) => s.date)).toEqual([`2024-04-17T19:00`, `2024-08-14T19:30`, `2024-09-18T16:00`])
    expect(previous.map((s) => s.date)).toEqual([`2024-02-23`])
  })

  it(`keeps a show upcoming for the whole of its day, even after it has started`, () => {
    // 23:59 on Sept 18 in central Illinois (04:59 UTC the next day).
    const { upcoming } = splitShows(shows, new Date(`2024-09-19T04:59:00Z`))
    expect(upcoming.map((s) => s.where)).toEqual([`Downs`])
  })

  it(`moves a show to Previous at midnight in central Illinois`, () => {
    // 00:00 on Sept 19 in central Illinois.
    const { upcoming, previous } = splitShows(shows, new Date(`2024-09-19T05:00:00Z`))
    expect(upcoming).toEqual([])
    expect(previous[0]?.where).toBe(`Downs`)
  })

  it(`treats a date without a time like one with a time`, () => {
    const { upcoming } = splitShows([show(`2024-02-23`)], new Date(`2024-02-23T23:00:00Z`))
    expect(upcoming).toHaveLength(1)
  })

  it(`handles no shows at all`, () => {
    expect(splitShows([], new Date())).toEqual({ upcoming: [], previous: [] })
  })
})

describe(`dayMayHaveEnded`, () => {
  it(`is false until the earliest midnight central Illinois has (05:00 UTC, in summer time)`, () => {
    expect(dayMayHaveEnded(`2024-09-18`, new Date(`2024-09-18T12:00:00Z`))).toBe(false)
    expect(dayMayHaveEnded(`2024-09-18`, new Date(`2024-09-19T04:59:59Z`))).toBe(false)
    expect(dayMayHaveEnded(`2024-09-18`, new Date(`2024-09-19T05:00:00Z`))).toBe(true)
  })

  it(`never says false once the day is over, in winter time either`, () => {
    // Midnight is at 06:00 UTC in winter: from 05:00 the day may be over, and todayInCentralIllinois decides.
    expect(dayMayHaveEnded(`2024-01-09`, new Date(`2024-01-10T04:59:59Z`))).toBe(false)
    expect(todayInCentralIllinois(new Date(`2024-01-10T04:59:59Z`))).toBe(`2024-01-09`)
    expect(dayMayHaveEnded(`2024-01-09`, new Date(`2024-01-10T06:00:00Z`))).toBe(true)
    expect(dayMayHaveEnded(`2024-01-09`, new Date(`2024-03-01T00:00:00Z`))).toBe(true)
  })
})
