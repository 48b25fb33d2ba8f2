/** @jest-environment node */
// Each content rule, broken once, and the exact line an editor then reads.
import { showFieldsInWords } from "../__fixtures__/broken-inputs"
import { promises as fs } from "fs"
import path from "path"
import { contentFixture, writeContentText, type ContentData } from "../__fixtures__/content-fixture"
import { formatProblem, formatProblems, validateContent } from "../validate"

async function problemLines(change?: (data: ContentData) => void): Promise<string[]> {
  return (await validateContent(await contentFixture(change))).map(formatProblem)
}

const dateHint = `write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM`

test(`the good content has no problems`, async () => {
  expect(await problemLines()).toEqual([])
})

describe.each<[string, (data: ContentData) => void, string]>([
  [
    `a required field is missing`,
    (data) => delete data.shows.shows[1].where,
    `content/shows.json: show 2 ("2024-08-14"): "where" is missing; add it, like "where": "The Space in Champaign"`,
  ],
  [
    `a text is empty`,
    (data) => (data.faq.faq[0].answer = ``),
    `content/faq.json: question 1 ("Why is the band called Milk Patrol?"): "answer" is empty; fill it in, like "answer": "We like milk."`,
  ],
  [
    `a text is only spaces`,
    (data) => (data.members.members[1].name = `   `),
    `content/members.json: member 2: "name" is empty; fill it in, like "name": "Jake Ewen"`,
  ],
  [
    `a misspelt field (lnik)`,
    (data) => {
      const show = data.shows.shows[2]
      show.lnik = show.link
      delete show.link
    },
    `content/shows.json: show 3 ("2024-04-17, The Bone Student Center"): "link" is missing; add it, like "link": "https://www.instagram.com/p/C5ghuJthe1u/"\n` +
      `content/shows.json: show 3 ("2024-04-17, The Bone Student Center"): "lnik" is not a field a show can have; did you mean "link"? The fields are ${showFieldsInWords}`,
  ],
  [
    `an unknown band fact`,
    (data) => (data.band.twitter = `https://x.com/milkpatrol`),
    `content/band.json: "twitter" is not a field band.json can have; the fields are name, siteUrl, description, fanName, bookingEmail, discord, instagram and logo`,
  ],
  [
    `a date that does not exist (April 31)`,
    (data) => (data.shows.shows[2].date = `2024-04-31`),
    `content/shows.json: show 3 ("2024-04-31, The Bone Student Center"): "date" is "2024-04-31", which is not a real date; ${dateHint}`,
  ],
  [
    `February 30`,
    (data) => (data.shows.shows[3].date = `2025-02-29`),
    `content/shows.json: show 4 ("2025-02-29, The Coffeehouse in Normal"): "date" is "2025-02-29", which is not a real date; ${dateHint}`,
  ],
  [
    `an hour that does not exist`,
    (data) => (data.shows.shows[0].date = `2024-09-18T25:00`),
    `content/shows.json: show 1 ("2024-09-18, 103 W. Franklin St. Downs, IL"): "date" is "2024-09-18T25:00", which is not a real time of day; ${dateHint}, with a 24-hour clock from 00:00 to 23:59`,
  ],
  [
    `a date written in words`,
    (data) => (data.shows.shows[0].date = `Sept 18, 2024`),
    `content/shows.json: show 1 ("Sept 18, 2024, 103 W. Franklin St. Downs, IL"): "date" is "Sept 18, 2024", which is not a date the site can read; ${dateHint}, like "2024-09-18" or "2024-09-18T16:00"`,
  ],
  [
    `a date with a time zone`,
    (data) => (data.shows.shows[0].date = `2024-09-18T16:00Z`),
    `content/shows.json: show 1 ("2024-09-18, 103 W. Franklin St. Downs, IL"): "date" is "2024-09-18T16:00Z", which has a time zone at the end; leave it out (times are always central Illinois time) and ${dateHint}`,
  ],
  [
    `a link with http://`,
    (data) => (data.shows.shows[1].link = `http://www.instagram.com/milkpatrolband/`),
    `content/shows.json: show 2 ("2024-08-14, The Space in Champaign"): "link" is "http://www.instagram.com/milkpatrolband/", which starts with http://; use the secure address: "https://www.instagram.com/milkpatrolband/"`,
  ],
  [
    `a link without https://`,
    (data) => (data.band.instagram = `www.instagram.com/milkpatrolband/`),
    `content/band.json: "instagram" is "www.instagram.com/milkpatrolband/", which is not a full web address; copy it from the browser's address bar, starting with https://, like "https://www.instagram.com/milkpatrolband/"`,
  ],
  [
    `a link that is not an address`,
    (data) => (data.band.logo.creditLink = `our instagram`),
    `content/band.json: logo: "creditLink" is "our instagram", which is not a full web address; copy it from the browser's address bar, starting with https://`,
  ],
  [
    `a link that is not a web page`,
    (data) => (data.band.discord = `mailto:sievertbenjamin@gmail.com`),
    `content/band.json: "discord" is "mailto:sievertbenjamin@gmail.com", which is not a full web address; copy it from the browser's address bar, starting with https://`,
  ],
  [
    `an e-mail address without @`,
    (data) => (data.band.bookingEmail = `sievertbenjamin(at)gmail.com`),
    `content/band.json: "bookingEmail" is "sievertbenjamin(at)gmail.com", which is not an e-mail address; write it like name@example.com`,
  ],
  [
    `no roles`,
    (data) => (data.members.members[1].roles = []),
    `content/members.json: member 2 ("Jake Ewen"): "roles" is an empty list; add at least one, like "roles": ["Guitar", "Vocals"]`,
  ],
  [
    `roles written as a text`,
    (data) => (data.members.members[1].roles = `Guitar`),
    `content/members.json: member 2 ("Jake Ewen"): "roles" is a text ("Guitar"), but it should be a list [ ], like "roles": ["Guitar", "Vocals"]`,
  ],
  [
    `an empty role`,
    (data) => (data.members.members[0].roles = [`Vocals`, ``]),
    `content/members.json: member 1 ("Josh Dahmm"): "roles" entry 2 is empty; fill it in, like "Guitar"`,
  ],
  [
    `an empty nickname`,
    (data) => (data.members.members[3].nickname = ``),
    `content/members.json: member 4 ("Braydon Hughes"): "nickname" is empty; fill it in, like "nickname": "The Albatross", or remove the line`,
  ],
  [
    `no members at all`,
    (data) => (data.members.members = []),
    `content/members.json: "members" is an empty list; add at least one, as a list [ ], like "members": [ ... ] (see CONTENT.md)`,
  ],
  [
    `the same member twice`,
    (data) => data.members.members.push({ name: `Jake Ewen`, roles: [`Guitar`] }),
    `content/members.json: member 10 ("Jake Ewen"): "name" is the same as member 2's; each member is listed once, so remove one of them`,
  ],
  [
    `the same show twice`,
    (data) => data.shows.shows.push({ ...data.shows.shows[2], when: `April 17` }),
    `content/shows.json: show 5 ("2024-04-17, The Bone Student Center"): this is the same show as show 3 (same "date" and "where"); remove one of them`,
  ],
  [
    `the same question twice`,
    (data) => data.faq.faq.push({ question: `Why is the band called Milk Patrol?`, answer: `Milk.` }),
    `content/faq.json: question 4 ("Why is the band called Milk Patrol?"): "question" is the same as question 1's; remove one of them or merge the answers`,
  ],
  [
    `a lineup names someone who is not a member`,
    (data) => (data.lineups.lineups.milk[1] = `Jake Ewn`),
    `content/lineups.json: lineup "milk": name 2 is "Jake Ewn", who is not in content/members.json; write the name exactly as it is there (did you mean "Jake Ewen"?)`,
  ],
  [
    `a lineup names a member twice`,
    (data) => data.lineups.lineups.dairy.push(`Josh Dahmm`),
    `content/lineups.json: lineup "dairy": name 6 is "Josh Dahmm" again (already name 2); a member appears once in a lineup, so remove one`,
  ],
  [
    `a theme's lineup is missing`,
    (data) => delete data.lineups.lineups.sonic,
    `content/lineups.json: lineup "sonic" is missing; add it, like "sonic": ["Josh Dahmm", "Jake Ewen"]`,
  ],
  [
    `a lineup for a theme that does not exist`,
    (data) => (data.lineups.lineups.milkshake = [`Josh Dahmm`]),
    `content/lineups.json: lineup "milkshake" is not a theme; the themes are milk, sonic and dairy`,
  ],
  [
    `an empty lineup`,
    (data) => (data.lineups.lineups.dairy = []),
    `content/lineups.json: lineup "dairy" is an empty list; add at least one, like "dairy": ["Josh Dahmm", "Jake Ewen"]`,
  ],
  [
    `the logo has no description`,
    (data) => delete data.band.logo.alt,
    `content/band.json: logo: "alt" is missing; add it, like "alt": "The Milk Patrol logo: a milk carton with the band's name on its front"`,
  ],
  [
    `a show that is not a block`,
    (data) => (data.shows.shows[1] = `The Space, August 14`),
    `content/shows.json: show 2: this entry is a text ("The Space, August 14"), but it should be a block { } with ${showFieldsInWords}`,
  ],
  [
    `the file is a list instead of a block`,
    (data) => (data.faq = data.faq.faq),
    `content/faq.json: the whole file must be one block { } holding "faq", but it is a list; write it like { "faq": ... }`,
  ],
])(`%s`, (_rule, change, expected) => {
  test(`is reported with the file, the entry and the field`, async () => {
    expect((await problemLines(change)).join(`\n`)).toBe(expected)
  })
})

describe(`accepted dates`, () => {
  test.each([
    `2024-09-18`,
    `2024-09-18T16:00`,
    `2024-09-18T16:00:30`,
    `2024-02-29`,
    `2024-09-18T00:00`,
    `2024-09-18T23:59`,
    // The first and last years a show may be in (src/shows/__tests__/show-calendar.test.ts reads their calendars back).
    `2007-01-01T00:00`,
    `2099-12-31T23:59`,
  ])(`%s`, async (date) => {
    expect(await problemLines((data) => (data.shows.shows[0].date = date))).toEqual([])
  })
})

describe(`a show's year`, () => {
  test.each([`2006-12-31T23:59`, `2100-01-01`, `0202-09-18`, `9999-12-31T23:59`])(
    `%s is refused, with the years the site takes`,
    async (date) => {
      expect(await problemLines((data) => (data.shows.shows[0].date = date))).toEqual([
        `content/shows.json: show 1 ("${date.slice(0, 10)}, 103 W. Franklin St. Downs, IL"): "date" is "${date}", which is in the year ${date.slice(0, 4)}; check the year: the site takes shows from 2007 to 2099`,
      ])
    },
  )
})

describe(`links`, () => {
  test.each([
    [`https://ben:milk@www.instagram.com/milkpatrolband/`, `www.instagram.com`, `ben:milk@`],
    [`https://@evil.example/`, `evil.example`, `@`],
    [`HTTPS://www.instagram.com@evil.example`, `evil.example`, `www.instagram.com@`],
  ])(`%s names a sign-in before the site, and is refused`, async (link, site, signIn) => {
    expect(await problemLines((data) => (data.band.instagram = link))).toEqual([
      `content/band.json: "instagram" is ${JSON.stringify(link)}, which leads to ${site}: a browser takes ${JSON.stringify(signIn)} as a sign-in name, not as the site; copy the address from the browser's address bar`,
    ])
  })

  test.each([
    `https://www.instagram.com/p/C5ghuJthe1u/?igsh=MTc4`,
    `https://www.tiktok.com/@milkpatrolband`,
    `https://www.eventbrite.com/e/milk-patrol#tickets`,
  ])(`%s (a query, a fragment, an "@" in the page) is fine for a show`, async (link) => {
    expect(await problemLines((data) => (data.shows.shows[0].link = link))).toEqual([])
  })

  test(`a zero-width space pasted into a link`, async () => {
    expect(await problemLines((data) => (data.band.discord = `https://discord.gg/\u200B2hk7cNrTNR`))).toEqual(
      [
        `content/band.json: "discord" contains an invisible character (U+200B ZERO WIDTH SPACE) at position 20, right after "https://discord.gg/"; copy the address again from the browser's address bar`,
      ],
    )
  })
})

describe(`the site's own address (siteUrl)`, () => {
  const refused = (written: string, extra: string, note = ``) =>
    `content/band.json: "siteUrl" is ${JSON.stringify(written)}, which has ${JSON.stringify(extra)} after the site's name; every page's address, the sitemap and the calendars are made from it, so write only the site's address: "https://www.milkpatrol.band"${note}`
  const inAFolder = ` (a site published in a folder, like GitHub Pages' /milkpatrol/, gets the folder from the build: see README.md, "Deploying")`

  test.each([
    [`https://www.milkpatrol.band?ref=ig`, `?ref=ig`, ``],
    [`https://www.milkpatrol.band/#top`, `/#top`, ``],
    [`https://www.milkpatrol.band/milkpatrol/`, `/milkpatrol/`, inAFolder],
    [`https://www.milkpatrol.band/index.html`, `/index.html`, inAFolder],
  ])(`%s is refused, with the address to write`, async (siteUrl, extra, note) => {
    expect(await problemLines((data) => (data.band.siteUrl = siteUrl))).toEqual([
      refused(siteUrl, extra, note),
    ])
  })

  test.each([`https://www.milkpatrol.band`, `https://www.milkpatrol.band/`, `HTTPS://www.milkpatrol.band`])(
    `%s is the site's address`,
    async (siteUrl) => {
      expect(await problemLines((data) => (data.band.siteUrl = siteUrl))).toEqual([])
    },
  )

  test(`a siteUrl that is not https:// says that first, once`, async () => {
    expect(await problemLines((data) => (data.band.siteUrl = `http://www.milkpatrol.band/?x`))).toEqual([
      `content/band.json: "siteUrl" is "http://www.milkpatrol.band/?x", which starts with http://; use the secure address: "https://www.milkpatrol.band/?x"`,
    ])
  })
})

describe(`characters nobody sees`, () => {
  test(`"Jake Ewen" twice, as a member and in a lineup, each time with a zero-width space: both places named`, async () => {
    const jakeAgain = `Jake\u200B Ewen`
    expect(
      await problemLines((data) => {
        data.members.members.push({ name: jakeAgain, roles: [`Guitar`] })
        data.lineups.lineups.milk.push(jakeAgain)
      }),
    ).toEqual([
      `content/members.json: member 10 ("Jake Ewen"): "name" contains an invisible character (U+200B ZERO WIDTH SPACE) at position 5, right after "Jake"; retype the name`,
      `content/lineups.json: lineup "milk": name 6 contains an invisible character (U+200B ZERO WIDTH SPACE) at position 5, right after "Jake"; retype the name`,
    ])
  })

  test.each<[string, (data: ContentData) => void, string]>([
    [
      `a byte-order mark at the start of the band's name`,
      (data) => (data.band.name = `\uFEFFMilk Patrol`),
      `content/band.json: "name" contains an invisible character (U+FEFF ZERO WIDTH NO-BREAK SPACE) at position 1, before "Milk Patrol"; retype the name`,
    ],
    [
      `a soft hyphen in a role`,
      (data) => (data.members.members[2].roles[0] = `Bas\u00ADs`),
      `content/members.json: member 3 ("Tommy Harris"): "roles" entry 1 contains an invisible character (U+00AD SOFT HYPHEN) at position 4, right after "Bas"; retype the text`,
    ],
    [
      `a tab in a question`,
      (data) => (data.faq.faq[0].question = `Why\tMilk Patrol?`),
      `content/faq.json: question 1 ("Why Milk Patrol?"): "question" contains a tab (U+0009 CHARACTER TABULATION) at position 4, right after "Why"; replace it with a space`,
    ],
    [
      `a control character in the description, which may have line breaks`,
      (data) => (data.band.description = `A dairy band.\nFrom Normal.\u0007`),
      `content/band.json: "description" contains an invisible character (U+0007, a control character) at position 27, right after "…band. From Normal."; retype the text`,
    ],
    [
      `a left-to-right mark in a poster's path`,
      (data) => (data.shows.shows[0].img = `images/posters/\u200E2024-09-18-downs.png`),
      `content/shows.json: show 1 ("2024-09-18, 103 W. Franklin St. Downs, IL"): "img" contains an invisible character (U+200E LEFT-TO-RIGHT MARK) at position 16, right after "images/posters/"; retype the path`,
    ],
    [
      `two zero-width spaces in a nickname`,
      (data) => (data.members.members[2].nickname = `The\u200B Alba\u200Btross`),
      `content/members.json: member 3 ("Tommy Harris"): "nickname" contains an invisible character (U+200B ZERO WIDTH SPACE) at position 4, right after "The" (and 1 more after it); retype the name`,
    ],
  ])(`%s`, async (_mistake, change, expected) => {
    expect(await problemLines(change)).toEqual([expected])
  })

  test(`emoji, flags and accents are visible, and fine anywhere`, async () => {
    expect(
      await problemLines((data) => {
        data.members.members[1].name = `Jakë Éwen 🎸`
        data.lineups.lineups.milk[1] = `Jakë Éwen 🎸`
        data.lineups.lineups.dairy[3] = `Jakë Éwen 🎸`
        data.members.members[1].nickname = `🏴󠁧󠁢󠁳󠁣󠁴󠁿 the Scot 👍🏽`
        data.shows.shows[0].where = `Café "Moo" 🏳️‍🌈`
      }),
    ).toEqual([])
  })
})

test(`an FAQ with every question removed is accepted: the page then says how to ask the band`, async () => {
  expect(await problemLines((data) => (data.faq.faq = []))).toEqual([])
})

test(`an optional nickname may be left out`, async () => {
  expect(await problemLines((data) => delete data.members.members[2].nickname)).toEqual([])
})

test(`the dairy lineup may be left out (the theme is kept in reserve)`, async () => {
  expect(await problemLines((data) => delete data.lineups.lineups.dairy)).toEqual([])
})

test(`a field written twice in one block is reported with the line of the second`, async () => {
  const contentDir = await contentFixture()
  const shows = await fs.readFile(path.join(contentDir, `shows.json`), `utf8`)
  await writeContentText(
    contentDir,
    `shows`,
    shows.replace(
      `"when": "7pm, April 17th, 2024",`,
      `"when": "7pm, April 17th, 2024",\n      "when": "April 17",`,
    ),
  )
  expect((await validateContent(contentDir)).map(formatProblem)).toEqual([
    `content/shows.json: show 3 ("2024-04-17, The Bone Student Center"): "when" is written twice in the same block (again on line 32); keep only one`,
  ])
})

test(`a missing content file`, async () => {
  const contentDir = await contentFixture()
  await fs.rm(path.join(contentDir, `faq.json`))
  expect((await validateContent(contentDir)).map(formatProblem)).toEqual([
    `content/faq.json: the file is missing; the site needs it, so put it back (git can restore it)`,
  ])
})

test(`several problems in several files are all reported, in file and entry order`, async () => {
  const lines = await problemLines((data) => {
    data.faq.faq[2].answr = data.faq.faq[2].answer
    delete data.faq.faq[2].answer
    data.shows.shows[3].date = `2024-02-30`
    data.shows.shows[0].link = `http://www.instagram.com/downsvillagemarket`
    data.band.bookingEmail = `ben`
    data.lineups.lineups.milk[0] = `Josh`
    data.members.members[4].roles = []
  })
  expect(lines).toEqual([
    `content/band.json: "bookingEmail" is "ben", which is not an e-mail address; write it like name@example.com`,
    `content/shows.json: show 1 ("2024-09-18, 103 W. Franklin St. Downs, IL"): "link" is "http://www.instagram.com/downsvillagemarket", which starts with http://; use the secure address: "https://www.instagram.com/downsvillagemarket"`,
    `content/shows.json: show 4 ("2024-02-30, The Coffeehouse in Normal"): "date" is "2024-02-30", which is not a real date; ${dateHint}`,
    `content/members.json: member 5 ("Ben Sievert"): "roles" is an empty list; add at least one, like "roles": ["Guitar", "Vocals"]`,
    `content/lineups.json: lineup "milk": name 1 is "Josh", who is not in content/members.json; write the name exactly as it is there, or add the member there first`,
    `content/faq.json: question 3 ("What is the Lactose Legion?"): "answer" is missing; add it, like "answer": "We like milk."`,
    `content/faq.json: question 3 ("What is the Lactose Legion?"): "answr" is not a field a question can have; did you mean "answer"? The fields are question and answer`,
  ])
})

describe(`broken JSON`, () => {
  test(`a missing comma is reported with its line, column and a caret under the spot`, async () => {
    const contentDir = await contentFixture()
    const shows = await fs.readFile(path.join(contentDir, `shows.json`), `utf8`)
    await writeContentText(
      contentDir,
      `shows`,
      shows.replace(`"where": "The Space in Champaign",`, `"where": "The Space in Champaign"`),
    )
    expect(formatProblems(await validateContent(contentDir))).toBe(
      [
        `content/shows.json: line 17, column 40: the JSON is broken: a comma , is missing here (between two fields), or a closing "}" is missing`,
        `    17 |       "where": "The Space in Champaign"`,
        `                                                ^`,
      ].join(`\n`),
    )
  })

  test(`a comma after the last item points at that comma`, async () => {
    const contentDir = await contentFixture()
    await writeContentText(
      contentDir,
      `faq`,
      `{\n  "faq": [\n    { "question": "Why?", "answer": "Milk." },\n  ]\n}\n`,
    )
    expect(formatProblems(await validateContent(contentDir))).toBe(
      [
        `content/faq.json: line 3, column 46: the JSON is broken: this comma comes after the last item, and JSON does not allow that; remove it`,
        `    3 |     { "question": "Why?", "answer": "Milk." },`,
        `                                                     ^`,
      ].join(`\n`),
    )
  })

  const question = (fields: string) => `{\n  "faq": [\n    { ${fields} }\n  ]\n}\n`
  test.each<[string, string, string]>([
    [
      `a comment`,
      `{\n  // the questions fans ask\n  "faq": []\n}\n`,
      `line 2, column 3: the JSON is broken: JSON does not allow comments (// or /* */); remove this one, and the site will read the rest`,
    ],
    [
      `an empty file`,
      `\n`,
      `line 1, column 1: the JSON is broken: the file is empty; it must hold a block { ... }`,
    ],
    [
      `a date without its quotes`,
      question(`"question": "When?", "answer": 2024-09-18`),
      `line 3, column 38: the JSON is broken: this text is not in "double quotes" (a text that starts with a number needs them too, like "date": "2024-09-18"); put the whole text in quotes`,
    ],
    [
      `a double quote inside a text`,
      question(`"question": "Why "Milk"?", "answer": "Milk."`),
      `line 3, column 24: the JSON is broken: this double quote " ends a text, but more follows right after it; if the quote is part of the text, write it as \\", otherwise a quote or a comma is missing around here`,
    ],
    [
      `curly quotes from a word processor`,
      question(`“question”: "Why?", "answer": "Milk."`),
      `line 3, column 7: the JSON is broken: curly quotes “ ” are not allowed here; use straight double quotes "`,
    ],
    [
      `a text that runs onto the next line`,
      question(`"question": "Why?,\n      "answer": "Milk."`),
      `line 3, column 25: the JSON is broken: a text is missing its closing double quote " (or runs onto the next line; keep it on one line)`,
    ],
    [
      `a backslash from a Windows path`,
      question(`"question": "Where?", "answer": "images\\posters"`),
      `line 3, column 46: the JSON is broken: a backslash \\ starts a special character here that JSON does not know; write \\\\ for a backslash, or \\" for a quote inside a text`,
    ],
    [
      `a field name without its colon`,
      `{\n  "faq" []\n}\n`,
      `line 2, column 9: the JSON is broken: a colon : is missing after the field name "faq"`,
    ],
    [
      `a "}" too many at the end`,
      `{\n  "faq": []\n}\n}\n`,
      `line 4, column 1: the JSON is broken: there is more text after the end of the file's block; remove it, or check for a "}" or "]" too many above`,
    ],
    [
      `a file cut off before its closing brackets`,
      `{\n  "faq": [\n    { "question": "Why?", "answer": "Milk." }\n`,
      `line 3, column 46: the JSON is broken: the file ends too early: a closing "]" is missing`,
    ],
    [
      `a missing comma between two blocks of a list`,
      question(`"question": "Why?", "answer": "Milk." }\n    { "question": "How?", "answer": "Loudly."`),
      `line 3, column 46: the JSON is broken: a comma , is missing here (between two items of a list), or a closing "]" is missing`,
    ],
  ])(`%s`, async (_mistake, text, expected) => {
    const contentDir = await contentFixture()
    await writeContentText(contentDir, `faq`, text)
    expect((await validateContent(contentDir)).map(formatProblem)).toEqual([`content/faq.json: ${expected}`])
  })

  test(`a broken file does not hide the problems in the other files`, async () => {
    const contentDir = await contentFixture((data) => (data.band.discord = `discord.gg/2hk7cNrTNR`))
    await writeContentText(
      contentDir,
      `members`,
      `{ "members": [ { "name": "Josh Dahmm", 'roles': ["Vocals"] } ] }`,
    )
    expect((await validateContent(contentDir)).map(formatProblem)).toEqual([
      `content/band.json: "discord" is "discord.gg/2hk7cNrTNR", which is not a full web address; copy it from the browser's address bar, starting with https://, like "https://discord.gg/2hk7cNrTNR"`,
      `content/members.json: line 1, column 40: the JSON is broken: texts must be in "double quotes", not 'single quotes'`,
    ])
  })
})

test(`two pictures whose names differ only in capitals are refused: a Mac or Windows copy keeps one`, async () => {
  const contentDir = await contentFixture()
  const posters = path.join(contentDir, `images`, `posters`)
  const [poster] = (await fs.readdir(posters)).filter((name) => name.endsWith(`.png`))
  await fs.copyFile(path.join(posters, poster!), path.join(posters, poster!.toUpperCase()))
  await fs.mkdir(path.join(contentDir, `images`, `Posters`))
  expect((await validateContent(contentDir)).map(formatProblem)).toEqual([
    `content/images/posters: its name differs from "Posters" beside it only in capitals, which a Mac or Windows computer takes for one and the same file (a copy of the site there keeps only one of the two); rename one of them, or remove the one nothing uses`,
    `content/images/posters/${poster}: its name differs from ${JSON.stringify(poster!.toUpperCase())} beside it only in capitals, which a Mac or Windows computer takes for one and the same file (a copy of the site there keeps only one of the two); rename one of them, or remove the one nothing uses`,
  ])
})

test(`two pictures named "café.png", é stored as one character and as e and an accent, are refused: a Mac keeps one`, async () => {
  const contentDir = await contentFixture()
  const posters = path.join(contentDir, `images`, `posters`)
  const [poster] = (await fs.readdir(posters)).filter((name) => name.endsWith(`.png`))
  const composed = `caf\u00e9.png`
  const decomposed = `cafe\u0301.png`
  await fs.copyFile(path.join(posters, poster!), path.join(posters, composed))
  await fs.copyFile(path.join(posters, poster!), path.join(posters, decomposed))
  expect((await validateContent(contentDir)).map(formatProblem)).toEqual([
    `content/images/posters/${composed}: its name is written like ${JSON.stringify(decomposed)} beside it, but with its accented letters stored another way (one as a single character, the other as a letter and an accent, as a Mac and Windows save them), which a Mac takes for one and the same file (a copy of the site there keeps only one of the two); rename one of them, or remove the one nothing uses`,
  ])
})

test(`a text longer than its field takes is refused, naming its length, whatever field it is`, async () => {
  expect(
    await problemLines((data) => {
      data.band.name = `Milk Patrol `.repeat(30)
      data.faq.faq[0]!.answer = `We like milk. `.repeat(400)
      data.band.discord = `https://discord.gg/${`a`.repeat(2_000)}`
      data.shows.shows[0]!.where = `x`.repeat(1_000_000)
    }),
  ).toEqual([
    `content/band.json: "name" is 360 characters long, and the site takes up to 300 here; shorten it`,
    `content/band.json: "discord" is 2,019 characters long, and the site takes up to 2,000 here; shorten it`,
    expect.stringMatching(
      /^content\/shows\.json: show 1 \(.*\): "where" is 1,000,000 characters long, and the site takes up to 300 here; shorten it$/,
    ),
    `content/faq.json: question 1 ("Why is the band called Milk Patrol?"): "answer" is 5,600 characters long, and the site takes up to 5,000 here; shorten it`,
  ])
})

test(`a text made only of marks or characters drawn as nothing, or piling marks on a letter, is refused`, async () => {
  const lines = await problemLines((data) => {
    data.band.name = `\uFE0F`
    data.members.members[2]!.nickname = `\u{1D159}`
    data.members.members[1]!.roles = [`\u{16FE4}`]
    data.faq.faq[0]!.answer = `We like milk${`\u0301`.repeat(300)}.`
  })
  expect(lines).toEqual([
    `content/band.json: "name" holds only marks and characters drawn as nothing (the first is U+FE0F), so it looks empty on the site; retype the name`,
    `content/members.json: member 2 ("Jake Ewen"): "roles" entry 1 holds only marks and characters drawn as nothing (the first is U+16FE4), so it looks empty on the site; retype the text`,
    expect.stringMatching(
      /^content\/members\.json: member 3 .*"nickname" holds only marks and characters drawn as nothing \(the first is U\+1D159\)/,
    ),
    expect.stringMatching(
      /^content\/faq\.json: question 1 .*"answer" has 300 marks \(accents and the like\) piled on the letter at position 12, "We like milk"; a letter carries 8 at most/,
    ),
  ])
})

test(`a content file nested 20,000 deep is refused in words, with where, not a crash`, async () => {
  const contentDir = await contentFixture()
  await fs.writeFile(path.join(contentDir, `faq.json`), `${`[`.repeat(20_000)}${`]`.repeat(20_000)}`)
  expect((await validateContent(contentDir)).map(formatProblem)).toEqual([
    `content/faq.json: line 1, column 65: the JSON is broken: blocks { } and lists [ ] are nested more than 64 deep here; a content file nests a few at most, so remove the extra ones (or copy the file again from a version that worked)`,
  ])
})
