import lineupsFile from "../../content-model/__fixtures__/good-content/lineups.json"
import membersFile from "../../content-model/__fixtures__/good-content/members.json"
import { lineupMembers } from "../lineup-members"
import { themes } from "../themes"
import { themeTypes } from "../../site/themes"

const lineupNames = (type: keyof typeof lineupsFile.lineups) =>
  lineupMembers(lineupsFile.lineups[type], membersFile.members).map((member) => member.name)

describe(`theme records`, () => {
  it.each(themeTypes)(
    `%s has its type and a class for the nav bar, background, cards, FAQ and About`,
    (type) => {
      const theme = themes[type]
      expect(theme.type).toBe(type)
      expect(Object.keys(theme.classes).sort()).toEqual([`about`, `card`, `faq`, `main`, `nav`])
      for (const className of Object.values(theme.classes)) expect(className).toMatch(new RegExp(`^${type}`))
    },
  )

  it(`labels the band Dairy Based in milk and dairy, and Fastest in sonic`, () => {
    expect(themes.milk.bandType).toBe(`Dairy Based`)
    expect(themes.dairy.bandType).toBe(`Dairy Based`)
    expect(themes.sonic.bandType).toBe(`Fastest`)
  })

  it(`decorates milk and dairy with the cow print, and sonic with the hedgehog`, () => {
    expect(themes.milk.decoration).toBe(`cow-print`)
    expect(themes.dairy.decoration).toBe(`cow-print`)
    expect(themes.sonic.decoration).toBe(`sonic`)
  })
})

describe(`theme lineups`, () => {
  it(`milk shows the five band members`, () => {
    expect(lineupNames(`milk`)).toEqual([
      `Josh Dahmm`,
      `Jake Ewen`,
      `Tommy Harris`,
      `Braydon Hughes`,
      `Ben Sievert`,
    ])
  })

  it(`dairy shows the same five in the order 5, 1, 3, 2, 4`, () => {
    expect(lineupNames(`dairy`)).toEqual([
      `Ben Sievert`,
      `Josh Dahmm`,
      `Tommy Harris`,
      `Jake Ewen`,
      `Braydon Hughes`,
    ])
  })

  it(`sonic shows four characters`, () => {
    expect(lineupNames(`sonic`)).toEqual([
      `Sonic the Hedgehog`,
      `Knuckles the Echidna`,
      `Shadow the Hedgehog`,
      `Miles Prower`,
    ])
  })

  it(`gives every theme a lineup`, () => {
    expect(Object.keys(lineupsFile.lineups).sort()).toEqual([...themeTypes].sort())
  })
})
