/** @jest-environment node */
// Nothing a band member does in the editor loses a poster, an edit or a file's shape, whatever the editor sends the
// local editing server: a picture a show uses is neither deleted nor replaced, a file changed since its form was
// opened (another tab) is not saved over, a save stopped halfway never leaves a file naming a missing poster, and a
// content file keeps its layout and line endings. Each test edits a copy of the fixture content on a free port.
import crypto from "crypto"
import { promises as fs } from "fs"
import path from "path"
import { goodContentDir, temporaryFolder } from "../../content-model/__fixtures__/content-fixture"
import { editingCalls, picture, pictureAsset } from "../__fixtures__/editing-calls"
import { startEditingServer, type EditingServer } from "../editing-server"

const editorOrigin = `http://localhost:8000`
/** The Downs show's poster: show 1 of the fixture's shows.json names it. */
const downsPoster = `images/posters/2024-09-18-downs.png`
const downsShow = `Shows, the show at 103 W. Franklin St. Downs, IL on Wednesday, September 18, 2024 at 4 pm: "Picture"`

let contentDir: string
let server: EditingServer
/** The Downs poster's bytes: the server takes only pictures (and PDFs) as uploads. */
let downsBytes: Buffer
const { call } = editingCalls(() => server, editorOrigin)

beforeEach(async () => {
  contentDir = path.join(await temporaryFolder(`milk-patrol-nothing-lost-`), `content`)
  await fs.cp(goodContentDir, contentDir, { recursive: true })
  await fs.mkdir(path.join(contentDir, `images`, `posters`), { recursive: true })
  downsBytes = await picture(`the Downs poster`)
  await fs.writeFile(path.join(contentDir, downsPoster), downsBytes)
  server = await startEditingServer({ contentDir, editorOrigin, host: `127.0.0.1` })
})

afterEach(() => server.stop())

const inContent = (file: string) => path.join(contentDir, file)
const readText = (file: string) => fs.readFile(inContent(file), `utf8`)
const downsPosterBytes = () => fs.readFile(inContent(downsPoster))

/** Opens a file's form as the editor does: its text, and the version the editor sends back when it saves. */
async function openForm(file: string): Promise<{ text: string; version: string | null }> {
  const { body } = await call(`getEntry`, { path: `content/${file}` })
  return { text: body.data, version: body.file.id }
}

/** Publishes a content file as the editor does, saying which version its form was opened from. */
const publish = (
  file: string,
  raw: string,
  openedVersion: string | null,
  assets: ReturnType<typeof pictureAsset>[] = [],
) =>
  call(`persistEntry`, {
    dataFiles: [{ path: `content/${file}`, raw, slug: file.replace(`.json`, ``) }],
    assets,
    openedVersions: { [`content/${file}`]: openedVersion },
  })

describe(`a picture a show uses is neither deleted nor replaced`, () => {
  test(`deleting it is refused, saying which show uses it`, async () => {
    const refusal = `The picture 2024-09-18-downs.png is not deleted: ${downsShow} uses it, and the site cannot be built without it. Choose another picture there first, then delete this one.`
    for (const [action, params] of [
      [`deleteFile`, { path: `content/${downsPoster}` }],
      // As Decap names the media folder: from the project's root.
      [`deleteFiles`, { paths: [`/content/images/posters/2024-09-18-downs.png`] }],
    ] as const) {
      const answer = await call(action, params)
      expect(answer.status).toBe(409)
      expect(answer.body.error).toBe(refusal)
    }
    expect(await downsPosterBytes()).toEqual(downsBytes)
    // A picture nothing names is deleted as before.
    await fs.writeFile(inContent(`images/posters/unused.png`), `unused`)
    expect((await call(`deleteFile`, { path: `content/images/posters/unused.png` })).status).toBe(200)
  })

  test(`an upload of the same name is refused, alone or with a new show, and the show keeps its poster`, async () => {
    const refusal = `The picture 2024-09-18-downs.png is not replaced: ${downsShow} uses it, and would show the new picture instead. Give the new picture a file name of its own (rename it on your computer), then upload it again.`
    const upload = pictureAsset(await picture(`another poster`), `content/${downsPoster}`)
    const alone = await call(`persistMedia`, { asset: upload })
    expect(alone.status).toBe(409)
    expect(alone.body.error).toBe(refusal)

    const shows = await openForm(`shows.json`)
    const withNewShow = JSON.parse(shows.text)
    withNewShow.shows.push({ ...withNewShow.shows[0], date: `2030-06-12T20:00`, where: `Nightshop` })
    const published = await publish(`shows.json`, JSON.stringify(withNewShow), shows.version, [upload])
    expect(published.status).toBe(409)
    expect(published.body.error).toBe(refusal)
    expect(await downsPosterBytes()).toEqual(downsBytes)
    expect(await readText(`shows.json`)).toBe(shows.text)
    // The same bytes again change nothing, and are let through.
    expect(
      (await call(`persistMedia`, { asset: pictureAsset(downsBytes, `content/${downsPoster}`) })).status,
    ).toBe(200)
  })
})

describe(`two tabs, one file`, () => {
  test(`a save from a form opened before another save of the file is refused in words; the other change stays`, async () => {
    const tabA = await openForm(`band.json`)
    const tabB = await openForm(`band.json`)
    const edited = (change: (band: Record<string, unknown>) => void) => {
      const band = JSON.parse(tabA.text)
      change(band)
      return `${JSON.stringify(band, null, 2)}\n`
    }
    const savedA = await publish(
      `band.json`,
      edited((band) => (band.fanName = `Cream Team`)),
      tabA.version,
    )
    expect(savedA.status).toBe(200)

    const savedB = await publish(
      `band.json`,
      edited((band) => (band.bookingEmail = `booking@milkpatrol.band`)),
      tabB.version,
    )
    expect(savedB.status).toBe(409)
    expect(savedB.body.error).toBe(
      `content/band.json was changed after you opened it here (in another tab or window, or outside the editor), so publishing would undo that change. Nothing was saved. Note what you changed, reload the page, press "Drop them" to see the file as it is now, and make your change again.`,
    )
    const band = JSON.parse(await readText(`band.json`))
    expect(band.fanName).toBe(`Cream Team`)
    expect(band.bookingEmail).toBe(JSON.parse(tabA.text).bookingEmail)

    // Tab A saves again from the same form: the version its first save answered is the file's.
    const againA = await publish(
      `band.json`,
      edited((band) => ((band.fanName = `Cream Team`), (band.bookingEmail = `booking@milkpatrol.band`))),
      savedA.body.versions[`content/band.json`],
    )
    expect(againA.status).toBe(200)
    // A file changed in a text editor is the same: tab A's form is now older than the file.
    await fs.writeFile(inContent(`band.json`), tabA.text)
    expect((await publish(`band.json`, tabA.text, againA.body.versions[`content/band.json`])).status).toBe(
      409,
    )
  })

  test(`a save that does not say which version its form was opened from is refused`, async () => {
    const before = await readText(`faq.json`)
    const answer = await call(`persistEntry`, {
      dataFiles: [{ path: `content/faq.json`, raw: `{"faq":[]}` }],
      assets: [],
    })
    expect(answer.status).toBe(428)
    expect(answer.body.error).toBe(
      `The editor did not say which version of content/faq.json its form was opened from, so saving could undo a change made elsewhere. Nothing was saved: reload the editor page and make your change again.`,
    )
    expect(await readText(`faq.json`)).toBe(before)
  })

  test(`two saves sent at once from forms of the same version: one is saved, the other refused`, async () => {
    const form = await openForm(`faq.json`)
    const faq = JSON.parse(form.text)
    const answers = await Promise.all(
      [`Do you play weddings?`, `Do you play birthdays?`].map((question) =>
        publish(
          `faq.json`,
          JSON.stringify({ faq: [...faq.faq, { question, answer: `Yes.` }] }),
          form.version,
        ),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
  })
})

describe(`half a save`, () => {
  test(`a save stopped at its poster leaves shows.json as it was: the poster is written first`, async () => {
    const shows = await openForm(`shows.json`)
    const data = JSON.parse(shows.text)
    const newPoster = `images/posters/2030-06-12-nightshop.png`
    data.shows.push({ ...data.shows[0], date: `2030-06-12T20:00`, where: `Nightshop`, img: newPoster })
    // Writing the poster fails once it has begun (a folder stands where it goes), as a server stopped there would.
    await fs.mkdir(path.join(inContent(newPoster), `in-the-way`), { recursive: true })
    const published = await publish(`shows.json`, JSON.stringify(data), shows.version, [
      pictureAsset(await picture(`new poster`), `content/${newPoster}`),
    ])
    expect(published.status).toBe(500)
    expect(await readText(`shows.json`)).toBe(shows.text)
    // Nor is a half-written draft left behind.
    expect((await fs.readdir(inContent(`images/posters`))).sort()).toEqual([
      `2024-09-18-downs.png`,
      `2030-06-12-nightshop.png`,
    ])
  })
})

describe(`a content file keeps its layout and line endings, whatever the editor sends`, () => {
  test(`a one-field edit sent on one line (after a local backup was recovered) changes one line of a CRLF file`, async () => {
    const crlf = (await readText(`members.json`)).replace(/\n/g, `\r\n`)
    await fs.writeFile(inContent(`members.json`), crlf)
    const form = await openForm(`members.json`)
    const data = JSON.parse(form.text)
    data.members[1].roles = [`Guitar`, `Vocals`]
    data.members.push({ name: `Moo Cow`, roles: [`Cowbell`] })
    expect((await publish(`members.json`, JSON.stringify(data), form.version)).status).toBe(200)

    const saved = await readText(`members.json`)
    expect(JSON.parse(saved)).toEqual(data)
    const lines = saved.split(`\r\n`)
    // Every line ends in CRLF (no bare LF), and the file has one line more: the new member's.
    expect(lines.filter((line) => line.includes(`\n`))).toEqual([])
    expect(lines).toHaveLength(crlf.split(`\r\n`).length + 1)
    expect(lines.filter((line) => !crlf.split(`\r\n`).includes(line))).toEqual([
      `    { "name": "Jake Ewen", "roles": ["Guitar", "Vocals"] },`,
      `    { "name": "Miles Prower", "nickname": "Tails", "roles": ["Flying"] },`,
      `    { "name": "Moo Cow", "roles": ["Cowbell"] }`,
    ])
  })

  test(`broken JSON from the editor is refused, and the file stays as it was`, async () => {
    const form = await openForm(`faq.json`)
    const answer = await publish(`faq.json`, `{"faq": [`, form.version)
    expect(answer.status).toBe(422)
    expect(answer.body.error).toMatch(
      /^The editor sent content\/faq\.json as broken JSON \(line 1: .+\); nothing was saved$/,
    )
    expect(await readText(`faq.json`)).toBe(form.text)
  })
})

test(`the version a save answers is the saved file's, as getEntry gives it`, async () => {
  const form = await openForm(`faq.json`)
  const saved = await publish(`faq.json`, form.text, form.version)
  const file = await fs.readFile(inContent(`faq.json`))
  expect(saved.body.versions).toEqual({
    "content/faq.json": crypto.createHash(`sha256`).update(file).digest(`hex`),
  })
  expect((await openForm(`faq.json`)).version).toBe(saved.body.versions[`content/faq.json`])
})
