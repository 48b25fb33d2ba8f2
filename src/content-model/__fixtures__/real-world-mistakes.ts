// Mistakes band members really make, each with what `npm run check-content` must answer: the exact problem line, or
// `builds` when the content is fine and every part of it must appear on the built site. The checker test runs every
// row; the rejected rows stop the build's hook (broken-inputs.ts), and the accepted rows, all together, are built
// from a folder whose path holds /source/ and /schema/ (accepted-content.ts).
import { promises as fs } from "fs"
import path from "path"
import { temporaryFolder, writeImage, writeSidewaysPhoto, type ContentData } from "./content-fixture"

export interface ContentMistake {
  /** Changes the content as data (before it is written). */
  change?: (data: ContentData) => void
  /** Changes the written content folder: files, bytes, links. */
  prepare?: (contentDir: string) => Promise<void>
  /** The one problem line the checker prints, or `builds`. */
  expected: string | `builds`
}

const show1 = `content/shows.json: show 1 ("2024-09-18, 103 W. Franklin St. Downs, IL")`
const show2 = `content/shows.json: show 2 ("2024-08-14, The Space in Champaign")`
const show3 = `content/shows.json: show 3 ("2024-04-17, The Bone Student Center")`
const poster1 = `images/posters/2024-09-18-downs.png`
const poster2 = `images/posters/2024-08-14-the-space.png`
const poster3 = `images/posters/2024-04-17-bone-student-center.png`
const show4 = `content/shows.json: show 4 ("2024-02-23, The Coffeehouse in Normal")`
/** A poster straight from a phone: a JPEG stored sideways, with EXIF orientation 6 to turn it upright. */
const phonePhoto = `images/posters/2024-04-17-bone-student-center.jpg`
const narrowPhonePhoto = `images/posters/2024-02-23-coffeehouse.jpg`
const readFiles = `the site reads only band.json, shows.json, members.json, lineups.json, faq.json and booking.json, directly in content/`
const strayFile = `the site does not read this file, and an unknown .json file in content/ stops the build (${readFiles}); move it out of content/`
const shortcut = (target: string, kind: `file` | `folder`) =>
  `this is a shortcut (symbolic link) to ${target}, which the site would read and publish without checking it; copy the real ${kind} here in place of the shortcut`
const notSecure = (written: string, start: string, secure: string) =>
  `${show2}: "link" is ${JSON.stringify(written)}, which starts with "${start}" instead of "https://"; write the secure address: ${JSON.stringify(secure)}`

async function editText(contentDir: string, file: string, edit: (text: string) => string): Promise<void> {
  const filePath = path.join(contentDir, file)
  await fs.writeFile(filePath, edit(await fs.readFile(filePath, `utf8`)))
}

async function writeFileIn(contentDir: string, file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(path.join(contentDir, file)), { recursive: true })
  await fs.writeFile(path.join(contentDir, file), text)
}

export const contentMistakes: Record<string, ContentMistake> = {
  "a member name with a space at the end": {
    change: (data) => (data.members.members[1].name = `Jake Ewen `),
    expected: `content/members.json: member 2 ("Jake Ewen"): "name" is "Jake Ewen ", which has a space at the end; remove it (the lineups in lineups.json must match it letter for letter): "Jake Ewen"`,
  },
  "a lineup name with a space at the start": {
    change: (data) => (data.lineups.lineups.milk[1] = ` Jake Ewen`),
    expected: `content/lineups.json: lineup "milk": name 2 is " Jake Ewen", which has a space at the start; remove it (it must match the name in members.json letter for letter): "Jake Ewen"`,
  },
  "a poster path with a space at the end": {
    change: (data) => (data.shows.shows[2].img = `${poster3} `),
    expected: `${show3}: "img" is "${poster3} ", which has a space at the end; remove it (the path must match the file's name exactly): "${poster3}"`,
  },
  "a byte-order mark at the start of shows.json (older Windows Notepad)": {
    prepare: (contentDir) => editText(contentDir, `shows.json`, (text) => `\uFEFF${text}`),
    expected: `content/shows.json: the file starts with an invisible "byte-order mark" (older Windows Notepad adds one), which the build cannot read; save it again as "UTF-8", not "UTF-8 with BOM"`,
  },
  "a half-copied PNG (its header is whole, its pixels are not)": {
    prepare: async (contentDir) => {
      const file = path.join(contentDir, poster3)
      await writeImage(contentDir, poster3, 600)
      const whole = await fs.readFile(file)
      await fs.writeFile(file, whole.subarray(0, Math.floor(whole.length / 2)))
    },
    expected: `${show3}: "img" is "${poster3}", which looks like a PNG file but cannot be read (perhaps a damaged or half-copied file); export a poster again`,
  },
  "an extra notes.json in content/": {
    prepare: (contentDir) => writeFileIn(contentDir, `notes.json`, `{ "todo": "book more shows" }\n`),
    expected: `content/notes.json: ${strayFile}`,
  },
  "a misnamed show.json": {
    prepare: (contentDir) => writeFileIn(contentDir, `show.json`, `{ "shows": [] }\n`),
    expected: `content/show.json: ${strayFile} (if it was meant to be shows.json, put what it holds there)`,
  },
  "an old copy of shows.json in a folder": {
    prepare: (contentDir) => writeFileIn(contentDir, `old/shows.json`, `{ "shows": [] }\n`),
    expected: `content/old/shows.json: this is a copy of content/shows.json in another folder; ${readFiles}, and a second copy would stop the build, so move it out of content/`,
  },
  "macOS's ._shows.json and an editor's settings folder": {
    prepare: async (contentDir) => {
      await writeFileIn(contentDir, `._shows.json`, `\u0000\u0005\u0016\u0007 resource fork`)
      await writeFileIn(contentDir, `.vscode/settings.json`, `{ "editor.tabSize": 2 }\n`)
      await writeFileIn(contentDir, `images/.DS_Store`, `\u0000\u0000\u0000\u0001Bud1`)
    },
    expected: `builds`,
  },
  'a "__proto__" field in band.json': {
    prepare: (contentDir) =>
      editText(contentDir, `band.json`, (text) =>
        text.replace(`{`, `{\n  "__proto__": { "name": "Milk Patrol" },`),
      ),
    expected: `content/band.json: "__proto__" is not a field band.json can have; the fields are name, siteUrl, description, fanName, bookingEmail, discord, instagram and logo`,
  },
  'a link written "http:evil.example.com/x"': {
    change: (data) => (data.shows.shows[1].link = `http:evil.example.com/x`),
    expected: notSecure(`http:evil.example.com/x`, `http:`, `https://evil.example.com/x`),
  },
  'a link written "HTTP:/x.com"': {
    change: (data) => (data.shows.shows[1].link = `HTTP:/x.com`),
    expected: notSecure(`HTTP:/x.com`, `HTTP:/`, `https://x.com`),
  },
  'a link written "http:\\x.com"': {
    change: (data) => (data.shows.shows[1].link = `http:\\x.com`),
    expected: notSecure(`http:\\x.com`, `http:\\`, `https://x.com`),
  },
  'a link written "https:x.com"': {
    change: (data) => (data.shows.shows[1].link = `https:x.com`),
    expected: notSecure(`https:x.com`, `https:`, `https://x.com`),
  },
  'a link "https://." with no site': {
    change: (data) => (data.shows.shows[1].link = `https://.`),
    expected: `${show2}: "link" is "https://.", which is not a web address (it has spaces or no site name); copy it from the browser's address bar, starting with https://`,
  },
  "a link with its scheme in capitals, HTTPS://": {
    change: (data) => (data.shows.shows[1].link = `HTTPS://www.eventbrite.com/e/milk-patrol`),
    expected: `builds`,
  },
  "capitals wrong in both the folder and the file name": {
    change: (data) => (data.shows.shows[0].img = `images/Posters/2024-09-18-Downs.png`),
    expected: `${show1}: "img" is "images/Posters/2024-09-18-Downs.png", but the name on disk is written with different capitals: "${poster1}"; capitals matter on the build server, so write it exactly that way`,
  },
  "a poster that is a shortcut (symlink) to a file outside content/": {
    prepare: async (contentDir) => {
      const outside = await temporaryFolder(`milk-patrol-outside-`)
      await writeImage(outside, `secret.png`, 600)
      await fs.rm(path.join(contentDir, poster3))
      await fs.symlink(path.join(outside, `secret.png`), path.join(contentDir, poster3))
    },
    expected: `content/${poster3}: ${shortcut(`a file outside content/`, `file`)}`,
  },
  "a folder outside content/ linked in with a shortcut (the build read the JSON in it unchecked)": {
    prepare: async (contentDir) => {
      const outside = await temporaryFolder(`milk-patrol-outside-`)
      await writeFileIn(
        outside,
        `faq.json`,
        `{ "faq": [{ "question": "Hi?", "answer": "javascript:alert(1)" }] }\n`,
      )
      await fs.symlink(outside, path.join(contentDir, `more-faq`))
    },
    expected: `content/more-faq: ${shortcut(`a folder outside content/`, `folder`)}`,
  },
  'a poster path starting with "./"': {
    change: (data) => (data.shows.shows[0].img = `./${poster1}`),
    expected: `builds`,
  },
  "a poster path with a doubled slash": {
    change: (data) => (data.shows.shows[1].img = poster2.replace(`posters/`, `/posters/`)),
    expected: `builds`,
  },
  'a poster kept in a "source" folder, which the site skips': {
    prepare: async (contentDir) => {
      await writeImage(contentDir, `images/source/2024-04-17.png`, 600)
      await editText(contentDir, `shows.json`, (text) =>
        text.replace(poster3, `images/source/2024-04-17.png`),
      )
    },
    expected: `${show3}: "img" is "images/source/2024-04-17.png", which is in a folder the site does not read (hidden folders, and the "source" and "schema" folders, are skipped); move the image to content/images/, like "images/posters/2024-09-18-downs.png"`,
  },
  "a link with a sign-in name before the site (it leads to evil.example)": {
    change: (data) => (data.shows.shows[1].link = `https://www.instagram.com@evil.example/milkpatrolband/`),
    expected: `${show2}: "link" is "https://www.instagram.com@evil.example/milkpatrolband/", which leads to evil.example: a browser takes "www.instagram.com@" as a sign-in name, not as the site; copy the address from the browser's address bar`,
  },
  'a link to "www.іnstagram.com" with a Cyrillic "і" (another site that looks like Instagram)': {
    change: (data) => (data.shows.shows[1].link = `https://www.іnstagram.com/milkpatrolband/`),
    expected: `${show2}: "link" is "https://www.іnstagram.com/milkpatrolband/", whose site name has "і" (U+0456), which is not a plain a to z letter: a browser opens www.xn--nstagram-shh.com, which may not be the site it looks like; type the address in plain letters or copy it from the browser's address bar (if the site's name really has that letter, write it as "https://www.xn--nstagram-shh.com/milkpatrolband/")`,
  },
  'a TikTok link, whose "@" is in the page, not the site': {
    change: (data) =>
      (data.shows.shows[3].link = `https://www.tiktok.com/@milkpatrolband/video/7300000000000000000`),
    expected: `builds`,
  },
  "a siteUrl copied with a tracking query": {
    change: (data) => (data.band.siteUrl = `https://www.milkpatrol.band/?utm_source=ig`),
    expected: `content/band.json: "siteUrl" is "https://www.milkpatrol.band/?utm_source=ig", which has "/?utm_source=ig" after the site's name; every page's address, the sitemap and the calendars are made from it, so write only the site's address: "https://www.milkpatrol.band"`,
  },
  "a siteUrl with a slash at the end": {
    change: (data) => (data.band.siteUrl = `https://www.milkpatrol.band/`),
    expected: `builds`,
  },
  "a show dated 9999-12-31T23:59 (which no calendar app could read)": {
    change: (data) => (data.shows.shows[2].date = `9999-12-31T23:59`),
    expected: `content/shows.json: show 3 ("9999-12-31, The Bone Student Center"): "date" is "9999-12-31T23:59", which is in the year 9999; check the year: the site takes shows from 2007 to 2099`,
  },
  'a member name with a right-to-left override (it shows as "Josh Dahmm")': {
    change: (data) => (data.members.members[0].name = `Josh \u202EmmhaD`),
    expected: `content/members.json: member 1 ("Josh mmhaD"): "name" contains an invisible character (U+202E RIGHT-TO-LEFT OVERRIDE) at position 6, right after "Josh "; retype the name`,
  },
  "a member name with a zero-width space pasted from a chat": {
    change: (data) => (data.members.members[1].name = `Jake\u200B Ewen`),
    expected: `content/members.json: member 2 ("Jake Ewen"): "name" contains an invisible character (U+200B ZERO WIDTH SPACE) at position 5, right after "Jake"; retype the name`,
  },
  '"Jake Ewen" twice in a lineup, once with a zero-width space at the end': {
    change: (data) => data.lineups.lineups.milk.push(`Jake Ewen\u200B`),
    expected: `content/lineups.json: lineup "milk": name 6 contains an invisible character (U+200B ZERO WIDTH SPACE) at position 10, right after "Jake Ewen"; retype the name`,
  },
  'a YAML file saved as the stage plot, starting with "%PDF-" (it became the editor\'s configuration)': {
    change: (data) => (data.booking.booking = { stagePlot: `images/booking/stage-plot.pdf` }),
    prepare: (contentDir) =>
      writeFileIn(
        contentDir,
        `images/booking/stage-plot.pdf`,
        `%PDF-1.4\nbackend:\n  name: github\n  base_url: https://evil.example\n`,
      ),
    expected: `content/booking.json: "stagePlot" is "images/booking/stage-plot.pdf", which starts like a PDF but does not open as one (perhaps a damaged or half-copied file, or another kind of file renamed); save the stage plot again as PDF, or export it as PNG or JPEG`,
  },
  "a venue with U+FFFF in it (which made /shows.xml invalid XML)": {
    change: (data) => (data.shows.shows[1].where = `The Space\uFFFF in Champaign`),
    expected: `${show2}: "where" contains a character no text may hold (U+FFFF, a Unicode noncharacter, which makes the shows' feed unreadable) at position 10, right after "The Space"; retype the text`,
  },
  "a venue pasted from a poster with its line break": {
    change: (data) => (data.shows.shows[1].where = `The Space\nin Champaign`),
    expected: `content/shows.json: show 2 ("2024-08-14, The Space in Champaign"): "where" contains a line break (U+000A LINE FEED) at position 10, right after "The Space"; write it on one line`,
  },
  "an answer with emoji whose parts are joined by zero width joiners": {
    change: (data) => (data.faq.faq[1].answer += ` 🧑‍🌾🐄 👨‍👩‍👧`),
    expected: `builds`,
  },
  "an answer written on two lines in the editor's box": {
    change: (data) =>
      (data.faq.faq[2].answer = `The Lactose Legion is what we call our fans.\nIf you have come to a show, you are one of them.`),
    expected: `builds`,
  },
  "a poster straight from a phone: a JPEG stored sideways (EXIF orientation 6)": {
    change: (data) => (data.shows.shows[2].img = phonePhoto),
    prepare: (contentDir) => writeSidewaysPhoto(contentDir, phonePhoto, 800, 600),
    expected: `builds`,
  },
  "a phone photo wide enough as stored, but only 300px wide once turned upright": {
    change: (data) => (data.shows.shows[3].img = narrowPhonePhoto),
    prepare: (contentDir) => writeSidewaysPhoto(contentDir, narrowPhonePhoto, 600, 300),
    expected: `${show4}: "img" is "${narrowPhonePhoto}", which is only 300px wide; a poster must be at least 400px wide to stay sharp on high-resolution screens, so export a larger one`,
  },
}

/** Applies `mistakes` to a content folder made from their data changes (see contentFixture). */
export function changeAll(mistakes: readonly ContentMistake[]): (data: ContentData) => void {
  return (data) => mistakes.forEach((mistake) => mistake.change?.(data))
}

export async function prepareAll(contentDir: string, mistakes: readonly ContentMistake[]): Promise<void> {
  for (const mistake of mistakes) await mistake.prepare?.(contentDir)
}
