// What each content file may contain: one zod definition per file drives the build's validation, the TypeScript
// types the pages use and (through content/schema/*.schema.json) the hints and underlines editors see in VS Code.
// Each field's metadata is also the editor's form at /admin/ (src/editor/decap/decap-config.ts): its title is the label the
// band reads, its description the hint under it, and a text that may hold line breaks gets a box.
import { z } from "zod"
import { addressWords } from "../site/addresses"
import { themeTypes, type ThemeType } from "../site/themes"
import { listInWords } from "../site/list-in-words"
import {
  codePointLabel,
  invisibleCharacterProblem,
  type InvisibleCharacterRule,
} from "./invisible-characters"
import { closestNames } from "./suggest"

/** How to write a show's date, said once for the error messages, the JSON Schemas and CONTENT.md's examples. */
export const dateFormatHint = `write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM`

/** The narrowest each kind of image may be: as wide as it is shown on a high-resolution (2x) screen. */
export const minimumImageWidth = { poster: 400, logo: 900, pressPhoto: 1200, stagePlot: 800 } as const

/**
 * The years a show may be in, so that every calendar file (src/shows/show-calendar.ts) reads right. From 2007: the files describe
 * central Illinois' clock changes as they have been since 2007, and ical.js puts a show in March or early November
 * of an earlier year an hour off (measured: every day of 2000-2099 at 01:30, 03:30 and 20:00 written and read back;
 * each year of 2000-2006 wrong on 28 to 35 days, 2007-2099 never; src/shows/__tests__/show-calendar.test.ts keeps the edges). To 2099:
 * calendars read far later (ical.js until a show's end passes into the year 10000, where "9999-12-31T23:59" made
 * shows.ics unreadable), but a show after 2099 on a band's schedule is a mistyped year (2205 for 2025), and the band
 * would rather be asked to look.
 */
export const showYears = { first: 2007, last: 2099 } as const

const datePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/
// For VS Code only: the same shape with the impossible months, days and hours left out.
const datePatternForEditors = `^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])(T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?)?$`

/**
 * Why a show's date cannot be used, or undefined when it is fine. Dates are central Illinois local time, so a time
 * zone is not written.
 */
export function showDateProblem(value: string): string | undefined {
  const written = JSON.stringify(value)
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(value) && value.includes(`T`)) {
    return `is ${written}, which has a time zone at the end; leave it out (times are always central Illinois time) and ${dateFormatHint}`
  }
  const match = datePattern.exec(value)
  if (!match) {
    return `is ${written}, which is not a date the site can read; ${dateFormatHint}, like "2024-09-18" or "2024-09-18T16:00"`
  }
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[]
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate()
  if (month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth) {
    return `is ${written}, which is not a real date; ${dateFormatHint}`
  }
  if (hour > 23 || minute > 59 || second > 59) {
    return `is ${written}, which is not a real time of day; ${dateFormatHint}, with a 24-hour clock from 00:00 to 23:59`
  }
  if (year! < showYears.first || year! > showYears.last) {
    return `is ${written}, which is in the year ${match[1]}; check the year: the site takes shows from ${showYears.first} to ${showYears.last}`
  }
  return undefined
}

/** A site name browsers and people recognise: dot-separated labels, the last one a real top-level domain. */
const siteNamePattern =
  /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

/**
 * Why a link cannot be used, or undefined when it is an absolute https address. The site links to the text exactly
 * as written, so the text itself must start with https:// and name a site: spellings that a URL parser would quietly
 * repair ("http:x.com", "HTTP:/x.com", "http:\\x.com") are refused here, with the address to write instead.
 */
export function httpsLinkProblem(value: string): string | undefined {
  const written = JSON.stringify(value)
  const rest = value.replace(/^https?:[/\\]*/i, ``)
  if (/^http:\/\/(?![/\\])/i.test(value)) {
    return `is ${written}, which starts with http://; use the secure address: ${JSON.stringify(`https://${rest}`)}`
  }
  if (/^https?:/i.test(value) && !/^https:\/\/(?![/\\])/i.test(value)) {
    const start = /^https?:[/\\]*/i.exec(value)![0]
    return `is ${written}, which starts with "${start}" instead of "https://"; write the secure address: ${JSON.stringify(`https://${rest}`)}`
  }
  if (!/^https:\/\//i.test(value)) {
    const guess = /^[\w-]+(\.[\w-]+)+(\/|$)/.test(value) ? `, like ${JSON.stringify(`https://${value}`)}` : ``
    return `is ${written}, which is not a full web address; copy it from the browser's address bar, starting with https://${guess}`
  }
  let hostname = ``
  try {
    hostname = new URL(value).hostname
  } catch {
    // not a URL at all: no site name
  }
  if (/[\s\\]/.test(value) || !siteNamePattern.test(hostname)) {
    return `is ${written}, which is not a web address (it has spaces or no site name); copy it from the browser's address bar, starting with https://`
  }
  // Whatever stands before an "@" in the site's part of the address is a sign-in name, and the link leads to what
  // follows it: "https://www.instagram.com@evil.example/" opens evil.example. An "@" after the first "/" is a
  // page's own (https://www.tiktok.com/@milkpatrolband).
  const signIn = /^https:\/\/([^/?#]*@)/i.exec(value)?.[1]
  if (signIn) {
    return `is ${written}, which leads to ${hostname}: a browser takes ${JSON.stringify(signIn)} as a sign-in name, not as the site; copy the address from the browser's address bar`
  }
  return lookAlikeLetterProblem(value)
}

/**
 * Why a link's site name has a letter that is not a plain a to z, or undefined. "www.іnstagram.com" with a Cyrillic
 * "і" looks like Instagram's address and opens another site: its name as the browser sends it (punycode, the "xn--"
 * form the URL parser gives) shows the difference. A letter that only stands for a plain one ("ｗ") reaches the
 * right site, but is written the plain way all the same.
 */
function lookAlikeLetterProblem(value: string): string | undefined {
  const [, siteName = ``, rest = ``] = /^https:\/\/([^/?#]*)(.*)$/is.exec(value) ?? []
  const letter = /[^\p{ASCII}]/u.exec(siteName)?.[0]
  // A letter written as its bytes ("%D1%96" for a Cyrillic "і") hides from the eye what the browser opens all the same.
  const coded = letter === undefined ? /(%[0-9a-f]{2})+/i.exec(siteName)?.[0] : undefined
  if (letter === undefined && coded === undefined) return undefined
  const { host, hostname } = new URL(value)
  const asSent = JSON.stringify(`https://${host}${rest}`)
  const which =
    coded === undefined
      ? `is ${JSON.stringify(value)}, whose site name has "${letter}" (${codePointLabel(letter!)}), which is not a plain a to z letter`
      : `is ${JSON.stringify(value)}, whose site name has "${coded}", a letter written as a code (${readAs(coded)}), which a person cannot read`
  if (!hostname.split(`.`).some((label) => label.startsWith(`xn--`)))
    return `${which}; write the address in plain letters: ${asSent}`
  return `${which}: a browser opens ${hostname}, which may not be the site it looks like; type the address in plain letters or copy it from the browser's address bar (if the site's name really has that letter, write it as ${asSent})`
}

/** What a browser reads a percent code as: `"і" (U+0456)`, or the code itself when it is no text. */
function readAs(coded: string): string {
  try {
    const text = decodeURIComponent(coded)
    return `a browser reads it as ${JSON.stringify(text)}${/[^\p{ASCII}]/u.test(text) ? ` (${codePointLabel(text)})` : ``}`
  } catch {
    return `a browser reads no letter in it`
  }
}

/**
 * Why band.json's siteUrl is more than the site's address, or undefined. Every page's own address (canonical, link
 * previews), the sitemap line in robots.txt and the calendars put a path after it, so a query ("?utm_source=ig"), a
 * fragment or a path there would sit in the middle of each of them.
 */
export function siteAddressProblem(value: string): string | undefined {
  const linkProblem = httpsLinkProblem(value)
  if (linkProblem) return linkProblem
  const extra = /^https:\/\/[^/?#]*(.*)$/is.exec(value)![1]!
  if (extra === `` || extra === `/`) return undefined
  const address = new URL(value)
  const inAFolder =
    address.pathname !== `/`
      ? ` (a site published in a folder, like GitHub Pages' /milkpatrol/, gets the folder from the build: see README.md, "Deploying")`
      : ``
  return `is ${JSON.stringify(value)}, which has ${JSON.stringify(extra)} after the site's name; every page's address, the sitemap and the calendars are made from it, so write only the site's address: ${JSON.stringify(address.origin)}${inAFolder}`
}

/** Why a text that must match another exactly (a member's name, a file's path) cannot be used as written. */
export function surroundingSpaceProblem(value: string, why: string): string | undefined {
  if (value.trim() === `` || value.trim() === value) return undefined
  const where = /^\s/.test(value)
    ? /\s$/.test(value)
      ? `at the start and the end`
      : `at the start`
    : `at the end`
  return `is ${JSON.stringify(value)}, which has a space ${where}; remove it (${why}): ${JSON.stringify(value.trim())}`
}

/**
 * The longest each kind of text may be, in characters: a line (a name, a title, a place), a long text (a description,
 * an answer) and a link. Far past what the band writes, short of what makes a file name too long for a disk or a
 * page too heavy for a phone.
 */
export const textLengths = { line: 300, long: 5_000, link: 2_000 } as const

/** Why a text is longer than its field takes, or undefined. */
function tooLongProblem(value: string, longest: number): string | undefined {
  const length = [...value].length
  if (length <= longest) return undefined
  return `is ${length.toLocaleString(`en-US`)} characters long, and the site takes up to ${longest.toLocaleString(`en-US`)} here; shorten it`
}

/**
 * A string field whose value must pass `problemOf` (which says what is wrong, in the band's words), and be at most
 * `longest` characters long.
 */
function checkedString(problemOf: (value: string) => string | undefined, longest: number = textLengths.line) {
  return z.string().check((context) => {
    const problem = tooLongProblem(context.value, longest) ?? problemOf(context.value)
    if (problem) context.issues.push({ code: `custom`, message: problem, input: context.value })
  })
}

/**
 * A text shown on the site. Characters nobody sees are refused: a long text (a box in the editor) may hold line
 * breaks and tabs, which the site shows as spaces; a one-line text may not.
 */
function text(
  description: string,
  example: string,
  rule: InvisibleCharacterRule = { fix: `retype the text` },
) {
  return checkedString(
    (value) => invisibleCharacterProblem(value, rule),
    rule.lineBreaksAllowed ? textLengths.long : textLengths.line,
  )
    .trim()
    .min(1)
    .meta({
      description,
      examples: [example],
      ...(rule.lineBreaksAllowed ? { lineBreaksAllowed: true } : {}),
    })
}

const longText = { fix: `retype the text`, lineBreaksAllowed: true }
const aName = { fix: `retype the name` }

/**
 * A text that must match another letter for letter (a member's name in the lineups, an image's file name). The
 * site compares them as written, so a stray space is refused rather than trimmed here and kept there.
 */
function exactText(description: string, example: string, why: string, fix = `retype the name`) {
  return checkedString(
    (value) => invisibleCharacterProblem(value, { fix }) ?? surroundingSpaceProblem(value, why),
  )
    .trim()
    .min(1)
    .meta({
      description,
      examples: [example],
      pattern: `^\\S(.*\\S)?$`,
      patternErrorMessage: `Remove the space at the start or the end`,
    })
}

/** Whatever is wrong with a link, or undefined: pasted invisible characters first, then how it is written. */
function linkProblem(value: string): string | undefined {
  return (
    invisibleCharacterProblem(value, { fix: `copy the address again from the browser's address bar` }) ??
    httpsLinkProblem(value)
  )
}

function httpsLink(description: string, example: string, problemOf = linkProblem) {
  return checkedString(problemOf, textLengths.link).meta({
    description,
    examples: [example],
    format: `uri`,
    pattern: `^https://[^\\s/]+\\.[^\\s]+$`,
    patternErrorMessage: `Write the full address, starting with https://`,
  })
}

/**
 * The kinds of picture the site takes: each kind's name as the band reads it, and the ending its file has, as a JSON
 * Schema pattern for editors (capitals allowed, as the disk may have them; JPEG's with or without its e).
 */
const imageKinds = [
  { name: `PNG`, ending: `png` },
  { name: `JPEG`, ending: `jpg`, pattern: `[jJ][pP][eE]?[gG]` },
  { name: `WebP`, ending: `webp` },
  { name: `AVIF`, ending: `avif` },
] as const

/** An ending in either case, as a pattern: `pdf` is `[pP][dD][fF]`. */
const inEitherCase = (ending: string) =>
  [...ending].map((letter) => `[${letter}${letter.toUpperCase()}]`).join(``)

const imageEndingsPattern = imageKinds
  .map((kind) => (`pattern` in kind ? kind.pattern : inEitherCase(kind.ending)))
  .join(`|`)
/** "PNG, JPEG, WebP or AVIF" */
const imageKindsInWords = listInWords(
  imageKinds.map((kind) => kind.name),
  { joinedBy: `or` },
)
/** The endings a path may have, in words: ".png, .jpg, .webp or .avif", with others before them. */
const endingsInWords = (...others: string[]) =>
  listInWords(
    [...others, ...imageKinds.map((kind) => kind.ending)].map((ending) => `.${ending}`),
    { joinedBy: `or` },
  )

/**
 * A path to a file inside content/. Whether the file exists, what kind it really is and how wide it is are checked
 * against the disk by validate.ts; this only describes how the path is written.
 */
function contentPath(description: string, example: string, endings: string, patternErrorMessage: string) {
  return exactText(
    description,
    example,
    `the path must match the file's name exactly`,
    `retype the path`,
  ).meta({
    description,
    examples: [example],
    pattern: `^(?!/)(?!content/)(?!\\s)[^\\\\]+\\.(${endings})$`,
    patternErrorMessage,
  })
}

function imagePath(description: string, example: string) {
  return contentPath(
    description,
    example,
    imageEndingsPattern,
    `Write the path from inside content/, like images/posters/2024-09-18-downs.png; the file must be ${endingsInWords()}`,
  )
}

export const logoSchema = z
  .strictObject({
    img: imagePath(
      `The logo image, as a path inside content/. ${imageKindsInWords}, at least ${minimumImageWidth.logo}px wide.`,
      `images/logo.png`,
    ).meta({ title: `Picture` }),
    alt: text(
      `What the logo shows, for people who cannot see it (screen readers read this aloud).`,
      `The Milk Patrol logo: a milk carton with the band's name on its front`,
    ).meta({ title: `What the logo shows (read aloud to people who cannot see it)` }),
    creditName: text(`Who made the logo; shown after "Image Credit".`, `Milk Patrol`, aName).meta({
      title: `Logo made by`,
    }),
    creditLink: httpsLink(
      `Where the credit links to, starting with https://.`,
      `https://www.instagram.com/milkpatrolband/`,
    ).meta({ title: `Link for the logo credit` }),
  })
  .meta({ title: `Logo`, description: `The band's logo and who to credit for it.` })

export const bandSchema = z
  .strictObject({
    name: text(`The band's name, used in page titles and the heading.`, `Milk Patrol`, aName).meta({
      title: `Name`,
    }),
    siteUrl: httpsLink(
      `The site's own address, starting with https://.`,
      `https://www.milkpatrol.band`,
      (value) => linkProblem(value) ?? siteAddressProblem(value),
    ).meta({ title: `The site's own address` }),
    description: text(
      `One or two sentences about the band, shown to search engines and link previews.`,
      `Milk Patrol is a dairy-themed band from Bloomington-Normal.`,
      longText,
    ).meta({ title: `About the band (for search engines and link previews)` }),
    fanName: text(`What the band calls its fans.`, `Lactose Legion`, aName).meta({
      title: `What we call our fans`,
    }),
    bookingEmail: z.email().meta({
      title: `Booking e-mail address`,
      description: `The e-mail address for booking the band.`,
      examples: [`sievertbenjamin@gmail.com`],
    }),
    discord: httpsLink(
      `The invitation link to the band's Discord server.`,
      `https://discord.gg/2hk7cNrTNR`,
    ).meta({ title: `Discord invitation link` }),
    instagram: httpsLink(`The band's Instagram page.`, `https://www.instagram.com/milkpatrolband/`).meta({
      title: `Instagram page`,
    }),
    logo: logoSchema,
  })
  .meta({
    title: `Milk Patrol band facts`,
    description: `The band's name, links and logo (content/band.json).`,
  })

/** What can become of a show, in the band's words; a show without a status goes ahead as planned. */
export const showStatuses = [`scheduled`, `cancelled`, `postponed`, `rescheduled`, `sold out`] as const
const listOfStatuses = showStatuses.map((status) => JSON.stringify(status)).join(`, `)

/** Why a show's status cannot be used, or undefined; a near miss ("canceled") is named. */
export function showStatusProblem(value: string): string | undefined {
  if ((showStatuses as readonly string[]).includes(value)) return undefined
  const guess = closestNames(value, showStatuses, 1)[0]
  return `is ${JSON.stringify(value)}, which is not a status the site knows; ${guess ? `did you mean ${JSON.stringify(guess)}? ` : ``}write one of ${listOfStatuses}, or leave the line out for a show that goes ahead`
}

/** A show's id: lowercase letters and digits in words joined by single dashes, as in its page's address. */
export const showIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Why a show's id cannot be used in its addresses, or undefined. */
export function showIdProblem(value: string): string | undefined {
  if (showIdPattern.test(value) && value.length <= 80) return undefined
  const suggested = addressWords(value, 80)
  return `is ${JSON.stringify(value)}, which cannot be part of the show's page address; use lowercase letters, digits and single dashes only${suggested ? `, like ${JSON.stringify(suggested)}` : ``}`
}

/** A US state as the post writes it: two capital letters. */
function stateProblem(value: string): string | undefined {
  return /^[A-Z]{2}$/.test(value)
    ? undefined
    : `is ${JSON.stringify(value)}; write the state's two-letter postal code in capitals, like "IL"`
}

/** A US ZIP code: five digits, or ZIP+4. */
function zipProblem(value: string): string | undefined {
  return /^\d{5}(-\d{4})?$/.test(value)
    ? undefined
    : `is ${JSON.stringify(value)}, which is not a ZIP code; write its five digits, like "61761"`
}

/**
 * Where a show is, as data: what search engines and map links need. Every part is optional, since nothing is to be
 * guessed: the checker says what an upcoming show still lacks.
 */
export const venueSchema = z
  .strictObject({
    name: text(`The venue's name, as a map would find it.`, `The Space`, aName)
      .meta({ title: `Name` })
      .optional(),
    street: text(`The street address.`, `103 W. Franklin St.`).meta({ title: `Street address` }).optional(),
    city: text(`The town or city.`, `Downs`, aName).meta({ title: `Town or city` }).optional(),
    state: checkedString(stateProblem)
      .meta({
        title: `State (two letters, like IL)`,
        description: `The state's two-letter postal code.`,
        examples: [`IL`],
        pattern: `^[A-Z]{2}$`,
        patternErrorMessage: `Two capital letters, like IL`,
      })
      .optional(),
    zip: checkedString(zipProblem)
      .meta({
        title: `ZIP code`,
        description: `The ZIP code.`,
        examples: [`61736`],
        pattern: `^\\d{5}(-\\d{4})?$`,
        patternErrorMessage: `Five digits, like 61761`,
      })
      .optional(),
  })
  .meta({
    title: `Venue, as data (only what you know)`,
    description: `The venue as data (for its page, the map link and search engines): name, street, city, state and ZIP, each only if known. "where" stays the text fans read.`,
  })

export const showSchema = z
  .strictObject({
    where: text(`Where the show is: the venue, or its address.`, `The Space in Champaign`).meta({
      title: `Where (venue or address)`,
    }),
    when: text(
      `The date and time as the site shows it to fans, written however reads best.`,
      `7:30pm, August 14, 2024`,
    ).meta({ title: `When (as shown on the poster)` }),
    date: checkedString(showDateProblem).meta({
      title: `Date and start time, central Illinois`,
      description: `The show's date, or date and start time, in central Illinois time: YYYY-MM-DD or YYYY-MM-DDTHH:MM. The site uses it to sort shows and to move them from Upcoming to Previous once the day has passed.`,
      examples: [`2024-08-14T19:30`, `2024-02-23`],
      pattern: datePatternForEditors,
      patternErrorMessage: `Write the date as YYYY-MM-DD or YYYY-MM-DDTHH:MM (24-hour clock), like 2024-08-14T19:30`,
    }),
    img: imagePath(
      `The show's poster, as a path inside content/. ${imageKindsInWords}, at least ${minimumImageWidth.poster}px wide.`,
      `images/posters/2024-08-14-the-space.png`,
    ).meta({ title: `Picture` }),
    link: httpsLink(
      `A web page about the show (tickets, event or Instagram post), starting with https://.`,
      `https://www.instagram.com/p/C5ghuJthe1u/`,
    ).meta({ title: `Link (tickets, event or Instagram post, starting with https://)` }),
    id: checkedString(showIdProblem)
      .meta({
        title: `The show's address name (made once from its first date and place; keep it when the show moves)`,
        description: `The show's own name in its addresses (its page /shows/<id>/ and its calendar entry), made once from its first date and place in lowercase with dashes. Keep it when the date or place changes, so shared links and subscribed calendars follow the show. Left out, the site makes it from the date and where.`,
        examples: [`2024-09-18-downs`],
        pattern: showIdPattern.source,
        patternErrorMessage: `Lowercase letters, digits and dashes only, like 2024-09-18-downs`,
      })
      .optional(),
    status: checkedString(showStatusProblem)
      .meta({
        title: `Status (leave empty if the show goes ahead as planned)`,
        description: `Whether the show goes ahead: ${listOfStatuses}. Leave it out for a show that goes ahead as planned.`,
        examples: [`cancelled`],
        enum: [...showStatuses],
      })
      .optional(),
    previousDate: checkedString(showDateProblem)
      .meta({
        title: `First planned for (only for a rescheduled show)`,
        description: `For a rescheduled show: the date (and start time) it was first planned for, written like "date". The new date goes in "date".`,
        examples: [`2024-08-14T19:30`],
        pattern: datePatternForEditors,
        patternErrorMessage: `Write the date as YYYY-MM-DD or YYYY-MM-DDTHH:MM (24-hour clock), like 2024-08-14T19:30`,
      })
      .optional(),
    venue: venueSchema.optional(),
    price: text(
      `What a ticket costs, as fans should read it; write "free" for a free show. Leave it out if you do not know.`,
      `$10 at the door`,
    )
      .meta({ title: `Price (like "$10" or "free"; leave empty if unknown)` })
      .optional(),
    otherActs: z
      .array(text(`Another act on the bill.`, `Mango Pods`, aName).meta({ title: `Act` }))
      .min(1)
      .meta({
        title: `Other acts on the bill`,
        description: `The other acts on the bill, if any. Leave it out when Milk Patrol plays alone.`,
        examples: [[`The Simsons`, `Olivia Wexler`]],
      })
      .optional(),
  })
  .meta({
    description: `One show: where, when, its poster and a link; what is known of the venue, and whether it goes ahead.`,
  })

export const showsFileSchema = z
  .strictObject({
    shows: z
      .array(showSchema)
      .meta({ title: `Shows`, description: `Every show, in any order: the site sorts them by date.` }),
  })
  .meta({ title: `Milk Patrol shows`, description: `The band's shows (content/shows.json).` })

export const memberSchema = z
  .strictObject({
    name: exactText(
      `The member's name, exactly as the lineups in lineups.json write it.`,
      `Jake Ewen`,
      `the lineups in lineups.json must match it letter for letter`,
    ).meta({ title: `Name` }),
    nickname: text(
      `A nickname, shown in italics after the name. Leave the line out if there is none.`,
      `The Albatross`,
      aName,
    )
      .meta({ title: `Nickname (leave empty if none)` })
      .optional(),
    roles: z
      .array(text(`One thing the member does in the band.`, `Guitar`))
      .min(1)
      .meta({
        title: `Instruments and roles (separated by commas)`,
        description: `What the member plays or does, at least one.`,
        examples: [[`Guitar`, `Vocals`]],
      }),
  })
  .meta({ description: `One band member (or, for the Sonic theme, one character).` })

export const membersFileSchema = z
  .strictObject({
    members: z
      .array(memberSchema)
      .min(1)
      .meta({ title: `Members`, description: `Everyone who can appear in a lineup, each once.` }),
  })
  .meta({
    title: `Milk Patrol members`,
    description: `The band's members and characters (content/members.json).`,
  })

const lineupSchema = z
  .array(
    exactText(
      `A member's name, exactly as in members.json.`,
      `Josh Dahmm`,
      `it must match the name in members.json letter for letter`,
    ).meta({ title: `Member` }),
  )
  .min(1)
  .meta({ description: `The members this theme shows, in order.`, examples: [[`Josh Dahmm`, `Jake Ewen`]] })

export const lineupsFileSchema = z
  .strictObject({
    lineups: z
      .strictObject({
        milk: lineupSchema.meta({ title: `Milk lineup (About page, in this order)` }),
        sonic: lineupSchema.meta({ title: `Sonic lineup (secret theme, in this order)` }),
        // No button or link on the site reaches the dairy theme; a lineup for it is kept in reserve, not required.
        dairy: lineupSchema
          .meta({
            title: `Dairy lineup (in this order)`,
            description: `Optional: the dairy theme is kept in reserve (nothing on the site switches to it). Without this list it shows the milk lineup in the order 5, 1, 3, 2, 4.`,
            examples: [[`Josh Dahmm`, `Jake Ewen`]],
          })
          .optional(),
      } satisfies Record<ThemeType, unknown>)
      .meta({
        title: `Lineups`,
        description: `One lineup per theme: ${themeTypes.join(`, `)} (dairy optional).`,
      }),
  })
  .meta({
    title: `Milk Patrol lineups`,
    description: `Who the About page shows in each theme (content/lineups.json).`,
  })

export const faqEntrySchema = z
  .strictObject({
    question: text(`The question, as a fan would ask it.`, `Why is the band called Milk Patrol?`).meta({
      title: `Question`,
    }),
    answer: text(`The band's answer.`, `We like milk.`, longText).meta({ title: `Answer` }),
  })
  .meta({ description: `One question and its answer.` })

export const faqFileSchema = z
  .strictObject({
    faq: z.array(faqEntrySchema).meta({
      title: `Questions and answers`,
      description: `The questions, in the order the FAQ page shows them.`,
    }),
  })
  .meta({
    title: `Milk Patrol FAQ`,
    description: `The questions and answers on the FAQ page (content/faq.json).`,
  })

/** A document the band uploads for the booking kit: an image, or (for a stage plot or input list) a PDF. */
function documentPath(description: string, example: string) {
  return contentPath(
    description,
    example,
    `${imageEndingsPattern}|${inEitherCase(`pdf`)}`,
    `Write the path from inside content/, like images/booking/stage-plot.pdf; the file must be ${endingsInWords(`pdf`)}`,
  )
}

export const pressPhotoSchema = z
  .strictObject({
    img: imagePath(
      `The photo, as a path inside content/. ${imageKindsInWords}, at least ${minimumImageWidth.pressPhoto}px wide: bookers print it.`,
      `images/press/band-on-stage.jpg`,
    ).meta({ title: `Picture` }),
    alt: text(
      `What the photo shows, for people who cannot see it.`,
      `The band on stage at The Space in Champaign`,
    ).meta({ title: `What the photo shows (read aloud to people who cannot see it)` }),
    credit: text(`Who took the photo, for the booker's credit line.`, `Photo by a friend`, aName)
      .meta({ title: `Photo by (leave empty if unknown)` })
      .optional(),
  })
  .meta({ description: `One press photo: the file, what it shows and who took it.` })

/**
 * The booking kit at /booking/: what a venue needs before writing. Every field is optional and the page leaves out
 * a section whose fields are empty, so the band writes only what is true.
 */
export const bookingSchema = z
  .strictObject({
    bio: text(
      `A longer story of the band for bookers, after the description in band.json. Leave it out until the band writes one.`,
      `Milk Patrol started in a dorm kitchen ...`,
      longText,
    )
      .meta({ title: `Longer story of the band, for bookers` })
      .optional(),
    genres: z
      .array(text(`One genre.`, `Rock`, aName).meta({ title: `Genre` }))
      .min(1)
      .meta({
        title: `Genres we play`,
        description: `The genres the band plays, as a booker searches for them.`,
        examples: [[`Rock`, `Funk`]],
      })
      .optional(),
    setLengths: text(
      `How long the band can play, as a booker reads it.`,
      `45 minutes, or two sets of 45`,
      longText,
    )
      .meta({ title: `Set lengths` })
      .optional(),
    brings: text(
      `What the band brings to a show (PA, backline, lights).`,
      `Our own amps and drum kit`,
      longText,
    )
      .meta({ title: `What we bring (PA, backline, lights)` })
      .optional(),
    needs: text(
      `What the band needs from the venue (power, stage size, a sound engineer).`,
      `Two power outlets near the stage`,
      longText,
    )
      .meta({ title: `What we need from the venue` })
      .optional(),
    stagePlot: documentPath(
      `The stage plot or input list, as a path inside content/: a PDF, or an image (${imageKindsInWords}) at least ${minimumImageWidth.stagePlot}px wide.`,
      `images/booking/stage-plot.pdf`,
    )
      .meta({ title: `Stage plot or input list (PDF or picture)` })
      .optional(),
    pressPhotos: z
      .array(pressPhotoSchema)
      .min(1)
      .meta({
        title: `Press photos`,
        description: `Photos bookers may print on posters and share, each offered large and at web size.`,
      })
      .optional(),
  })
  .meta({
    title: `The booking page (/booking/): leave empty whatever the band has not written`,
    description: `What the booking page tells venues; leave out any field the band has not written.`,
  })

export const bookingFileSchema = z.strictObject({ booking: bookingSchema }).meta({
  title: `Milk Patrol booking kit`,
  description: `What /booking/ offers venues, beside band.json's description, links and logo (content/booking.json).`,
})

/** The definition for each content file, keyed like `contentFiles` in files.ts. */
export const contentSchemas = {
  band: bandSchema,
  shows: showsFileSchema,
  members: membersFileSchema,
  lineups: lineupsFileSchema,
  faq: faqFileSchema,
  booking: bookingFileSchema,
} as const

export type Band = z.infer<typeof bandSchema>
export type Show = z.infer<typeof showSchema>
export type ShowsFile = z.infer<typeof showsFileSchema>
export type Member = z.infer<typeof memberSchema>
export type Lineups = z.infer<typeof lineupsFileSchema>[`lineups`]
export type FaqEntry = z.infer<typeof faqEntrySchema>
export type Booking = z.infer<typeof bookingSchema>
