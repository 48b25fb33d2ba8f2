/** @jest-environment node */
// A link whose site name has a letter that is not a plain a to z (www.іnstagram.com, with a Cyrillic і) opens another
// site than the one it looks like. Every link field refuses it, saying the address the browser really opens (its
// punycode form, the xn-- name), so the band member sees it is not the site they think.
import { promises as fs } from "fs"
import path from "path"
import { checkContentTexts, formatProblems } from "../content-rules"
import { contentFiles, type ContentKind } from "../files"
import { httpsLinkProblem } from "../schema"
import { goodContentDir, type ContentData } from "../__fixtures__/content-fixture"

const lookAlike = `https://www.іnstagram.com/milkpatrolband/`
const refusal = `is "${lookAlike}", whose site name has "і" (U+0456), which is not a plain a to z letter: a browser opens www.xn--nstagram-shh.com, which may not be the site it looks like; type the address in plain letters or copy it from the browser's address bar (if the site's name really has that letter, write it as "https://www.xn--nstagram-shh.com/milkpatrolband/")`

async function goodContent(): Promise<ContentData> {
  const data = {} as ContentData
  for (const kind of Object.keys(contentFiles) as ContentKind[])
    data[kind] = JSON.parse(await fs.readFile(path.join(goodContentDir, contentFiles[kind].file), `utf8`))
  return data
}

async function problemLines(data: ContentData): Promise<string> {
  const texts = Object.fromEntries(
    Object.entries(data).map(([kind, fileData]) => [kind, JSON.stringify(fileData, null, 2)]),
  ) as Record<ContentKind, string>
  return formatProblems((await checkContentTexts(texts, async () => undefined, [], `2024-01-01`)).problems)
}

test.each<[string, (data: ContentData) => void, string]>([
  [
    `a show's link`,
    (data) => (data.shows.shows[1].link = lookAlike),
    `content/shows.json: show 2 ("2024-08-14, The Space in Champaign"): "link"`,
  ],
  [`the Instagram link`, (data) => (data.band.instagram = lookAlike), `content/band.json: "instagram"`],
  [`the Discord link`, (data) => (data.band.discord = lookAlike), `content/band.json: "discord"`],
  [
    `the logo's credit link`,
    (data) => (data.band.logo.creditLink = lookAlike),
    `content/band.json: logo: "creditLink"`,
  ],
  [`the site's own address`, (data) => (data.band.siteUrl = lookAlike), `content/band.json: "siteUrl"`],
])(
  `%s with a look-alike letter is refused, with the address the browser opens`,
  async (_name, change, where) => {
    const data = await goodContent()
    change(data)
    expect(await problemLines(data)).toBe(`${where} ${refusal}`)
  },
)

test(`a letter that only stands for a plain one (full-width "ｗ") is refused, with the address in plain letters`, () => {
  expect(httpsLinkProblem(`https://ｗｗｗ.instagram.com/milkpatrolband/`)).toBe(
    `is "https://ｗｗｗ.instagram.com/milkpatrolband/", whose site name has "ｗ" (U+FF57), which is not a plain a to z letter; write the address in plain letters: "https://www.instagram.com/milkpatrolband/"`,
  )
})

test(`a site whose name really has such letters can be written in its xn-- form, which is plain`, () => {
  expect(httpsLinkProblem(`https://www.bäckerei.de:8443/?q=ä`)).toBe(
    `is "https://www.bäckerei.de:8443/?q=ä", whose site name has "ä" (U+00E4), which is not a plain a to z letter: a browser opens www.xn--bckerei-5wa.de, which may not be the site it looks like; type the address in plain letters or copy it from the browser's address bar (if the site's name really has that letter, write it as "https://www.xn--bckerei-5wa.de:8443/?q=ä")`,
  )
  expect(httpsLinkProblem(`https://www.xn--bckerei-5wa.de:8443/?q=ä`)).toBeUndefined()
  expect(httpsLinkProblem(`https://www.instagram.com/explore/tags/café/`)).toBeUndefined()
})

test(`a letter written as a percent code in the site name is refused, with the site a browser opens`, () => {
  expect(httpsLinkProblem(`https://www.%D1%96nstagram.com/milkpatrolband/`)).toBe(
    `is "https://www.%D1%96nstagram.com/milkpatrolband/", whose site name has "%D1%96", a letter written as a code (a browser reads it as "і" (U+0456)), which a person cannot read: a browser opens www.xn--nstagram-shh.com, which may not be the site it looks like; type the address in plain letters or copy it from the browser's address bar (if the site's name really has that letter, write it as "https://www.xn--nstagram-shh.com/milkpatrolband/")`,
  )
  expect(httpsLinkProblem(`https://www.%69nstagram.com/milkpatrolband/`)).toBe(
    `is "https://www.%69nstagram.com/milkpatrolband/", whose site name has "%69", a letter written as a code (a browser reads it as "i"), which a person cannot read; write the address in plain letters: "https://www.instagram.com/milkpatrolband/"`,
  )
  // In the rest of the address a code is a page's own business.
  expect(httpsLinkProblem(`https://www.instagram.com/explore/tags/caf%C3%A9/`)).toBeUndefined()
})
