/** @jest-environment node */
// What the checker accepts, the build builds, all of it: every real-world input the checker passes, together with a
// show still to come (src/content-model/__fixtures__/accepted-content.ts), goes through one real `npm run build`, and
// every member, show, poster and answer appears on the built site. The copy of the project lies under a path holding
// /source/ and /schema/, as a checkout in Visual Studio's C:\Users\<name>\source\repos does, so content is never
// skipped for where the project happens to live. Jest checks the checker's and the hook's side in-process
// (src/content-model/__tests__/checker-build-agreement.test.ts); only the build is proven here.
//
// Among the accepted inputs, a poster straight from a phone: a JPEG stored 800x600 with EXIF orientation 6 (shown
// 600x800, a portrait). Every poster file the Schedule offers for it is a portrait of the same proportions, the right
// way up: without src/gatsby/upright-photos.ts, gatsby-plugin-sharp made 200x150 and 400x300 crops of it. (The
// checker's side, its width as shown, is a row of src/content-model/__fixtures__/real-world-mistakes.ts.)
//
// Then, over that build's .cache and public/, as Netlify rebuilds: a change to the styles alone reaches every page.
// Every page carries the stylesheet inlined in its HTML, and Gatsby draws a page's HTML again only when its data or
// the HTML renderer changed: a commit that changed only CSS once deployed pages still drawn with the old styles. A
// rebuild with nothing changed draws no picture.
//
// Last, a dozen more shows on three tour posters (bench:scale's generated shows), rebuilt over the same cache: every
// page loads the same scripts, byte for byte, as with five shows (the list of every page that the not-found page's
// match path once put into Gatsby's app chunk grew with the shows, and renamed it), and every picture the build made
// is one a page names, though a played show was taken out at the same time (Gatsby never removes what it made of its
// poster: src/build/unnamed-pictures.ts). Put back, the show's page has every picture it names published again.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import ICAL from "ical.js"
import sharp from "sharp"
import { JSDOM } from "jsdom"
import { acceptedContent, upcomingShow } from "../../src/content-model/__fixtures__/accepted-content"
import type { ContentData } from "../../src/content-model/__fixtures__/content-fixture"
import type { ShowsFile } from "../../src/content-model/schema"
import { posterAlt } from "../../src/shows/poster-alt"
import { showPagePath } from "../../src/site/addresses"
import { splitShows } from "../../src/shows/split-shows"
import { renderPoster } from "../../src/test-support/poster"
import { addedShow, generatedShows } from "../bench/generated-shows"
import { buildSite, projectCopy } from "./project-in-a-copy"

let workDir: string
let siteDir: string
let content: ContentData
let buildOutput: string

const builtPage = (route: string) => fs.readFile(path.join(siteDir, `public`, route, `index.html`), `utf8`)
/** The entities React writes for the characters the content holds. */
const decoded = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, `'`)
    .replace(/&quot;/g, `"`)
    .replace(/&amp;/g, `&`)
/** What a reader sees of a page: its text without tags. */
const visibleText = (html: string) =>
  decoded(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ``).replace(/<[^>]+>/g, ` `))
/** A member as the list shows them: the nickname, when there is one, sits between the first name and the rest. */
const shownName = (name: string) => {
  const [first, ...rest] = name.split(` `).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`))
  return new RegExp(`${first}\\s+(“[^”]*”\\s+)?${rest.join(`\\s+`)}`)
}

beforeAll(async () => {
  const accepted = await acceptedContent()
  content = accepted.content
  workDir = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-accepted-`))
  siteDir = path.join(workDir, `source`, `schema`, `milk-patrol`)
  await fs.mkdir(path.dirname(siteDir), { recursive: true })
  // The copy's packages are linked by absolute path, so it can move.
  await fs.rename(await projectCopy(`milk-patrol-accepted-copy-`, accepted.contentDir), siteDir)
  buildOutput = buildSite(siteDir)
}, 1_800_000)

afterAll(async () => {
  if (workDir) await fs.rm(workDir, { recursive: true, force: true })
})

test(`the build says "content OK", and succeeds from a path holding /source/ and /schema/`, () => {
  expect(siteDir).toMatch(/[/\\]source[/\\]schema[/\\]/)
  // Gatsby's reporter writes its success lines as "success <words>".
  expect(buildOutput).toMatch(/^success content OK: 5 shows, 9 members, 3 FAQ questions, 6 images checked/m)
})

test(`every member of the lineup is on /about/`, async () => {
  const about = visibleText(await builtPage(`about`))
  for (const name of content.lineups.lineups.milk as string[]) expect(about).toMatch(shownName(name))
})

test(`every show is on /schedule/ with its poster and its link as written`, async () => {
  const html = await builtPage(`schedule`)
  const schedule = visibleText(html)
  // Each poster drawn as a picture (its "no image :(" lies beneath it in the page, shown only when none is drawn).
  const images = new JSDOM(html).window.document.querySelectorAll(`main img[src]`)
  const pictures = [...images].map((img) => img.getAttribute(`alt`))
  for (const show of content.shows.shows as { where: string; when: string; link: string }[]) {
    expect(schedule).toContain(show.where)
    expect(html).toContain(`href="${show.link}"`)
    expect(pictures).toContain(posterAlt(show))
  }
  const pageData = JSON.parse(
    await fs.readFile(path.join(siteDir, `public`, `page-data`, `schedule`, `page-data.json`), `utf8`),
  )
  const { upcoming, previous } = pageData.result.data as Record<string, { nodes: { img: unknown }[] }>
  const shows = [...upcoming!.nodes, ...previous!.nodes]
  expect(shows).toHaveLength(content.shows.shows.length)
  for (const show of shows) expect(show.img).not.toBeNull()
})

test(`every question and answer is on /faq/, an answer's lines as the band wrote them`, async () => {
  const faq = new JSDOM(await builtPage(`faq`)).window.document
  // An element's text with each <br> as the line break it stands for (src/pages/faq.tsx).
  const asWritten = (element: Element) =>
    [...element.childNodes].map((node) => (node.nodeName === `BR` ? `\n` : node.textContent)).join(``)
  const texts = [...faq.querySelectorAll(`main dt, main dd`)].map(asWritten)
  for (const { question, answer } of content.faq.faq as { question: string; answer: string }[]) {
    expect(texts).toContain(question)
    expect(texts).toContain(answer.replace(/\r\n?/g, `\n`))
  }
})

test(`the logo is on the home page`, async () => {
  const home = decoded(await builtPage(``))
  expect(home).toContain(`alt="${content.band.logo.alt}"`)
})

const showYear = upcomingShow.date.slice(0, 4)

test(`the show to come is upcoming: its "Add to calendar" file holds it at the right instant`, async () => {
  const html = await builtPage(`schedule`)
  const upcoming = html.slice(html.indexOf(`id="upcoming"`), html.indexOf(`id="previous"`))
  expect(visibleText(upcoming)).toContain(upcomingShow.where)
  const href = /<a href="([^"]+\.ics)" download="">Add to calendar/.exec(upcoming)?.[1]
  expect(href).toBeDefined()
  const calendar = new ICAL.Component(
    ICAL.parse(await fs.readFile(path.join(siteDir, `public`, href!), `utf8`)),
  )
  for (const zone of calendar.getAllSubcomponents(`vtimezone`))
    ICAL.TimezoneService.register(new ICAL.Timezone(zone))
  const [event] = calendar.getAllSubcomponents(`vevent`).map((component) => new ICAL.Event(component))
  expect(event!.summary).toBe(`Milk Patrol at ${upcomingShow.where}`)
  // June: central daylight time, five hours behind UTC.
  expect(event!.startDate.toJSDate().toISOString()).toBe(`${showYear}-06-13T01:00:00.000Z`)
})

test(`Schedule carries the show to come as a MusicEvent, with its poster's pictures' full addresses`, async () => {
  const html = await builtPage(`schedule`)
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!),
  )
  expect(blocks).toHaveLength(1)
  expect(blocks[0]).toMatchObject({
    "@type": `MusicEvent`,
    name: `Milk Patrol at ${upcomingShow.where}`,
    startDate: `${showYear}-06-12T20:00:00-05:00`,
    // The event's own page; the show's link is where its offer is.
    url: `https://www.milkpatrol.band/shows/${upcomingShow.id}/`,
    offers: { url: upcomingShow.link },
  })
  // The poster whole at the three shapes Google asks for, drawn beside the show's page.
  const page = `https://www.milkpatrol.band/shows/${upcomingShow.id}/`
  expect(blocks[0].image).toEqual([
    `${page}poster-16x9.jpg`,
    `${page}poster-4x3.jpg`,
    `${page}poster-1x1.jpg`,
  ])
  for (const image of blocks[0].image as string[])
    await fs.access(path.join(siteDir, `public`, new URL(image).pathname))
})

/** The phone photo among the accepted inputs: as a viewer shows it, 600 wide and 800 high. */
const phonePhoto = `images/posters/2024-04-17-bone-student-center.jpg`
const shown = { width: 600, height: 800 }

interface PosterData {
  width: number
  height: number
  images: { fallback: { srcSet: string }; sources: { srcSet: string; type: string }[] }
}

/** The poster data the built Schedule hands the phone photo's card. */
async function builtPoster(): Promise<PosterData> {
  const pageData = JSON.parse(
    await fs.readFile(path.join(siteDir, `public`, `page-data`, `schedule`, `page-data.json`), `utf8`),
  )
  const { upcoming, previous } = pageData.result.data as Record<
    string,
    { nodes: { facts: { where: string }; img: { childImageSharp: { gatsbyImageData: PosterData } } }[] }
  >
  const venue = (content.shows.shows as { where: string; img: string }[]).find(
    ({ img }) => img === phonePhoto,
  )!.where
  const show = [...upcoming!.nodes, ...previous!.nodes].find((node) => node.facts.where === venue)
  return show!.img.childImageSharp.gatsbyImageData
}

/** Every file of a srcset, with the width it claims: "/static/…/x.jpg 200w, /static/…/y.jpg 400w". */
function srcSetFiles(srcSet: string): { file: string; claimedWidth: number }[] {
  return srcSet.split(`,`).map((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/)
    return {
      file: path.join(siteDir, `public`, decodeURIComponent(url!)),
      claimedWidth: parseInt(descriptor!, 10),
    }
  })
}

test(`the phone photo's card is given a portrait's size: 200 wide, 267 high`, async () => {
  const poster = await builtPoster()
  expect([poster.width, poster.height]).toEqual([200, Math.round((200 * shown.height) / shown.width)])
})

test(`every file of the phone photo's poster (JPEG and AVIF, 1x and 2x: a played show's, made without WebP) is a portrait in proportion, the right way up`, async () => {
  const poster = await builtPoster()
  const srcSets = [poster.images.fallback.srcSet, ...poster.images.sources.map((source) => source.srcSet)]
  // The photo's show (2024) has been played: its card's poster comes as the photo's own JPEG and as AVIF.
  expect(poster.images.sources.map((source) => source.type).sort()).toEqual([`image/avif`])
  const files = srcSets.flatMap(srcSetFiles)
  expect(files.map(({ claimedWidth }) => claimedWidth).sort()).toEqual([200, 200, 400, 400])
  for (const { file, claimedWidth } of files) {
    const { data, info } = await sharp(file).rotate().raw().toBuffer({ resolveWithObject: true })
    expect({ file: path.basename(file), width: info.width, height: info.height }).toEqual({
      file: path.basename(file),
      width: claimedWidth,
      height: Math.round((claimedWidth * shown.height) / shown.width),
    })
    // Drawn red on top and blue below once turned upright (writeSidewaysPhoto): a crop or a wrong turn shows.
    const red = (row: number) => data[(row * info.width + Math.floor(info.width / 2)) * info.channels]!
    const blue = (row: number) => data[(row * info.width + Math.floor(info.width / 2)) * info.channels + 2]!
    expect([red(2) > 200, blue(2) < 60]).toEqual([true, true])
    expect([red(info.height - 3) < 60, blue(info.height - 3) > 200]).toEqual([true, true])
  }
})

// Last: it changes the copy's sources and public/.
const proofRule = `.warm-rebuild-proof{color:#123456}`

/** How many queries Gatsby ran in a build, by its line "run queries in workers - 1.403s - 55/55"; none without it. */
const queriesRun = (output: string) =>
  Number(/run queries in workers[^\n]* (\d+)\/\d+/.exec(output)?.[1] ?? 0)
/** The queries a rebuild with nothing changed runs all the same (the components' static queries). */
let queriesWithNothingChanged: number | undefined

/** Every page's HTML in the copy's public/, by its path there. */
async function builtPages(): Promise<Map<string, string>> {
  const publicDir = path.join(siteDir, `public`)
  const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true })
  const pages = new Map<string, string>()
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(`.html`)) continue
    const file = path.join(entry.parentPath, entry.name)
    const relative = path.relative(publicDir, file)
    if (relative.startsWith(`_gatsby`) || relative.startsWith(`admin`)) continue
    pages.set(relative, await fs.readFile(file, `utf8`))
  }
  return pages
}

/** The pages whose inlined stylesheet lacks the rule the commit added. */
async function pagesWithoutTheNewRule(): Promise<string[]> {
  return [...(await builtPages())].filter(([, html]) => !html.includes(proofRule)).map(([page]) => page)
}

test(`a change to the styles alone is in every page after a rebuild over the last build; no change redraws none`, async () => {
  const pages = [...(await builtPages()).keys()].sort()
  expect(pages).toEqual(expect.arrayContaining([`index.html`, `schedule/index.html`, `404.html`]))

  // A commit that changes nothing but a stylesheet.
  await fs.appendFile(
    path.join(siteDir, `src`, `styles`, `global.css`),
    `\n.warm-rebuild-proof {\n  color: #123456;\n}\n`,
  )
  buildSite(siteDir)
  expect([...(await builtPages()).keys()].sort()).toEqual(pages)
  expect({ pagesWithTheOldStyles: await pagesWithoutTheNewRule() }).toEqual({ pagesWithTheOldStyles: [] })

  // The same sources again: Gatsby keeps every page's HTML, which already has the new styles, and draws no picture.
  const again = buildSite(siteDir)
  queriesWithNothingChanged = queriesRun(again)
  expect(again).toContain(`There are no new or changed html files to build.`)
  expect(again).not.toMatch(/IMAGE_PROCESSING jobs/)
  expect(again).toMatch(/Link previews: 5 show posters [^\n]*; 0 pictures drawn/)
  expect({ pagesWithTheOldStyles: await pagesWithoutTheNewRule() }).toEqual({ pagesWithTheOldStyles: [] })
}, 1_800_000)

/** The played show the dozen-shows rebuild takes out, with a poster of its own; the last test puts it back. */
let takenOut: ShowsFile[`shows`][number] | undefined

/** The scripts each page's HTML names (webpack's runtime, React, Gatsby's runtime), by page. */
async function scriptsByPage(): Promise<Map<string, string[]>> {
  const scripts = new Map<string, string[]>()
  for (const [page, html] of await builtPages())
    scripts.set(
      page,
      [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src!),
    )
  return scripts
}

/** Each script of a first visit, and each page's own chunk (chunk-map.json, the build's record), with its bytes. */
async function firstVisitScripts(): Promise<Map<string, Buffer>> {
  const chunkMap = JSON.parse(
    await fs.readFile(path.join(siteDir, `.cache`, `build-records`, `chunk-map.json`), `utf8`),
  ) as Record<string, string[]>
  const names = new Set([...(await scriptsByPage()).values(), ...Object.values(chunkMap)].flat())
  const scripts = new Map<string, Buffer>()
  for (const name of [...names].sort())
    scripts.set(name, await fs.readFile(path.join(siteDir, `public`, ...name.split(`/`))))
  return scripts
}

/** The text of every file in public/ that can name another: pages, page data, stylesheets, feeds, the manifest. */
async function namingFiles(): Promise<string> {
  const publicDir = path.join(siteDir, `public`)
  const entries = await fs.readdir(publicDir, { recursive: true, withFileTypes: true })
  const texts = await Promise.all(
    entries
      .filter((entry) => entry.isFile() && /\.(html|json|css|xml|webmanifest|txt)$/.test(entry.name))
      .map((entry) => fs.readFile(path.join(entry.parentPath, entry.name), `utf8`)),
  )
  return texts.join(`\n`)
}

test(`a dozen more shows: every page loads the same scripts, byte for byte; every picture made is named by a page`, async () => {
  const before = await scriptsByPage()
  const scriptsBefore = await firstVisitScripts()
  expect(before.get(`index.html`)).toEqual([
    expect.stringMatching(/^\/webpack-runtime-/),
    expect.stringMatching(/^\/framework-/),
    expect.stringMatching(/^\/app-/),
  ])

  // A busy band's dozen more shows, as an editor adds them: a tour, three posters for its twelve dates. What grows is
  // the pages; a poster named by four shows is drawn once, as the tests above hold.
  const showsFile = path.join(siteDir, `content`, `shows.json`)
  const shows = JSON.parse(await fs.readFile(showsFile, `utf8`)) as ShowsFile
  const added = generatedShows(12, new Date())
  const tourPosters = added.slice(0, 3)
  for (const show of tourPosters) await renderPoster(show, path.join(siteDir, `content`, show.show.img))
  added.forEach(({ show }, index) => (show.img = tourPosters[index % tourPosters.length]!.show.img))
  // And one played show taken out, its poster left in content/: what Gatsby made of that poster is published no more
  // (below), and is back when the show is (the last test).
  const now = new Date()
  takenOut = shows.shows.find(
    (show) =>
      shows.shows.filter((other) => other.img === show.img).length === 1 &&
      splitShows([show], now).previous.length === 1,
  )
  expect(takenOut).toBeDefined()
  shows.shows = [...shows.shows.filter((show) => show !== takenOut), ...added.map(({ show }) => show)]
  await fs.writeFile(showsFile, JSON.stringify(shows, null, 2))
  expect(buildSite(siteDir)).toContain(`Link previews: ${shows.shows.length} show posters`)

  // Every page, the new shows' and any new year's among them, loads the scripts every page loaded before.
  const after = await scriptsByPage()
  const showPages = (pages: Map<string, string[]>) =>
    [...pages.keys()].filter((page) => page.startsWith(`shows/`))
  expect(showPages(after)).toHaveLength(showPages(before).length + added.length - 1)
  expect(new Set([...before.values()].map((scripts) => scripts.join(` `)))).toEqual(
    new Set([before.get(`index.html`)!.join(` `)]),
  )
  for (const [page, scripts] of after)
    expect({ page, scripts }).toEqual({ page, scripts: before.get(`index.html`) })
  expect(await firstVisitScripts()).toEqual(scriptsBefore)

  // Every picture the build made, named by a page (its HTML or page data), a stylesheet or the manifest: the images
  // Gatsby made (static/), and those beside each show's page, which only a show still to come has more than one of.
  const named = await namingFiles()
  const publicDir = path.join(siteDir, `public`)
  const made = (await fs.readdir(publicDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && /\.(avif|webp|png|jpe?g|gif|svg)$/.test(entry.name))
    .map((entry) =>
      path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join(`/`),
    )
    .filter((file) => file.startsWith(`static/`) || file.startsWith(`shows/`))
  // More than six files (widths and formats) for each show before and each tour poster (the shows before have four
  // posters among them, the phone photo's without WebP; the upcoming show's has more widths).
  expect(made.length).toBeGreaterThan((showPages(before).length - 1 + tourPosters.length) * 6)
  expect(made.filter((file) => !named.includes(`/${file}`))).toEqual([])
  // A picture for each show's link preview, and three for search engines for each show still to come.
  const { upcoming } = splitShows(shows.shows, now)
  const beside = made.filter((file) => file.startsWith(`shows/`))
  expect(beside).toHaveLength(shows.shows.length + 3 * upcoming.length)
}, 1_800_000)

/** A show's own page in public/ (shows/<id>/index.html), as builtPages names it. */
const isShowPage = (page: string) => /^shows[/\\][^/\\]+[/\\]index\.html$/.test(page)

test(`one show added, one edited, one removed: only their pages and the pages that list shows run their queries`, async () => {
  expect(queriesWithNothingChanged).toBeDefined()
  const showsFile = path.join(siteDir, `content`, `shows.json`)
  const shows = JSON.parse(await fs.readFile(showsFile, `utf8`)) as ShowsFile
  const [edited, removed] = [shows.shows[0]!, shows.shows[1]!]
  const added = addedShow(shows.shows.length, new Date())
  await renderPoster(added, path.join(siteDir, `content`, added.show.img))
  edited.link = `https://example.com/the-edited-show`
  shows.shows = [...shows.shows.filter((show) => show !== removed), added.show]
  await fs.writeFile(showsFile, JSON.stringify(shows, null, 2))
  const output = buildSite(siteDir)

  // Every Show node outlives a new shows.json unless its show changed (src/shows/show-nodes.ts): at 500 shows, adding
  // one ran all 510 queries again.
  const pages = await builtPages()
  const listingAndOtherPages = [...pages.keys()].filter((page) => !isShowPage(page)).length
  expect(queriesRun(output)).toBeLessThanOrEqual(2 + listingAndOtherPages + queriesWithNothingChanged!)
  const pageOf = (show: Parameters<typeof showPagePath>[0]) =>
    path.join(...showPagePath(show).split(`/`).filter(Boolean), `index.html`)
  expect(pages.get(pageOf(added.show))).toContain(added.show.where)
  expect(pages.get(pageOf(edited))).toContain(`href="https://example.com/the-edited-show"`)
  expect(pages.has(pageOf(removed))).toBe(false)
  expect([...pages.keys()].filter(isShowPage)).toHaveLength(shows.shows.length)
  const schedule = await builtPage(`schedule`)
  const linked = (show: Parameters<typeof showPagePath>[0]) =>
    schedule.includes(`href="${showPagePath(show)}"`)
  expect({ added: linked(added.show), removed: linked(removed) }).toEqual({ added: true, removed: false })
}, 1_800_000)

test(`a show taken out and put back, its poster still in content/: every picture its page names is published again`, async () => {
  expect(takenOut).toBeDefined()
  const showsFile = path.join(siteDir, `content`, `shows.json`)
  const shows = JSON.parse(await fs.readFile(showsFile, `utf8`)) as ShowsFile
  shows.shows.push(takenOut!)
  await fs.writeFile(showsFile, JSON.stringify(shows, null, 2))
  // Gatsby remembers the pictures it made of that poster and makes none again: they come back from .cache/.
  expect(buildSite(siteDir)).toMatch(/Pictures the last build took out of public\/: [1-9]\d* files put back/)

  const page = await fs.readFile(
    path.join(siteDir, `public`, ...showPagePath(takenOut!).split(`/`).filter(Boolean), `index.html`),
    `utf8`,
  )
  const pictures = [
    ...new Set([...page.matchAll(/\/static\/[0-9a-f]{32}\/[^"\s,)]+/g)].map(([address]) => address)),
  ]
  expect(pictures.length).toBeGreaterThan(0)
  const published = await Promise.all(
    pictures.map((address) =>
      fs.access(path.join(siteDir, `public`, decodeURIComponent(address))).then(
        () => true,
        () => false,
      ),
    ),
  )
  expect(pictures.filter((_, index) => !published[index])).toEqual([])
}, 1_800_000)
