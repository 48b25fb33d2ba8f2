/** @jest-environment node */
// The local editing server answers the editor as Decap's local mode expects, and nothing else: not another page on
// this computer, not a body a page could send without asking, not another host name, not a file outside content/
// or through a symbolic link, not more bytes at once than it can hold.
import { promises as fs } from "fs"
import http from "http"
import net from "net"
import os from "os"
import path from "path"
import { usableEndings } from "../../content-model/image-words"
import { onePagePdf } from "../../content-model/__fixtures__/edited-content"
import { editingCalls, picture, pictureAsset, type Answer } from "../__fixtures__/editing-calls"
import { largestFile, largestRequest, mostBytesAtOnce } from "../editing-guard"
import { ContentFolder } from "../content-folder"
import { startEditingServer, type EditingServer } from "../editing-server"

/** The editor's page: the only origin the server answers. Nothing needs to listen there. */
const editorOrigin = `http://localhost:8000`
const faq = `{"faq":[]}\n`

let outside: string
let project: string
let server: EditingServer

beforeEach(async () => {
  outside = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-editing-`))
  project = path.join(outside, `site`)
  const files: Record<string, string> = {
    "content/faq.json": faq,
    "content/images/logo.png": `logo`,
    "package.json": `{"name":"milk-patrol"}`,
    "gatsby-node.ts": `export {}`,
    "src/pages/index.tsx": `export default () => null`,
    ".git/hooks/pre-commit.sample": `#!/bin/sh`,
  }
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(project, file)), { recursive: true })
    await fs.writeFile(path.join(project, file), text)
  }
  await fs.writeFile(path.join(outside, `secret.json`), `{"secret":true}`)
  server = await startEditingServer({
    contentDir: path.join(project, `content`),
    editorOrigin,
    host: `127.0.0.1`,
  })
})

afterEach(async () => {
  await server.stop()
  await fs.rm(outside, { recursive: true, force: true })
})

const { send, call } = editingCalls(() => server, editorOrigin)

/** Every file under the project and beside it, with its text (a link as where it points): to see nothing changed. */
async function everything(folder = outside): Promise<Record<string, string>> {
  const found: Record<string, string> = {}
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name)
    const name = path.relative(outside, full)
    if (entry.isSymbolicLink()) found[name] = `-> ${await fs.readlink(full)}`
    else if (entry.isDirectory()) Object.assign(found, await everything(full))
    else found[name] = await fs.readFile(full, `utf8`)
  }
  return found
}

const png = pictureAsset
const rewriteFaq = (headers: Record<string, string | undefined> = {}) =>
  call(
    `persistEntry`,
    { entry: { path: `content/faq.json`, raw: `{"faq":[{"question":"Hacked?"}]}` } },
    headers,
  )

test(`the editor's own calls: info, reading and writing an entry and a picture, listing and deleting`, async () => {
  const preflight = await send({ method: `OPTIONS`, headers: { "Access-Control-Request-Method": `POST` } })
  expect(preflight.status).toBe(204)
  expect(preflight.headers[`access-control-allow-origin`]).toBe(editorOrigin)
  expect(preflight.headers[`access-control-allow-headers`]).toMatch(/content-type/i)

  expect((await call(`info`)).body).toEqual({ repo: `site`, publish_modes: [`simple`], type: `local_fs` })
  const entry = await call(`entriesByFiles`, { files: [{ path: `content/faq.json`, label: `FAQ` }] })
  expect(entry.body).toEqual([
    {
      data: faq,
      file: { path: `content/faq.json`, label: `FAQ`, id: expect.stringMatching(/^[0-9a-f]{64}$/) },
    },
  ])
  expect(entry.headers[`access-control-allow-origin`]).toBe(editorOrigin)
  const missing = await call(`getEntry`, { path: `content/members.json` })
  expect(missing.body).toEqual({ data: null, file: { path: `content/members.json`, id: null } })

  const raw = `{"faq":[{"question":"Why?","answer":"Milk."}]}\n`
  const posterBytes = await picture(`new poster`)
  const poster = png(posterBytes, `content/images/posters/new.png`)
  const saved = await call(`persistEntry`, {
    entry: { path: `content/faq.json`, raw },
    assets: [poster],
    openedVersions: { "content/faq.json": entry.body[0].file.id },
  })
  expect(saved.status).toBe(200)
  expect(JSON.parse(await fs.readFile(path.join(project, `content`, `faq.json`), `utf8`))).toEqual(
    JSON.parse(raw),
  )
  expect(await fs.readFile(path.join(project, poster.path))).toEqual(posterBytes)
  // Decap names the media folder from the project's root, with a slash first.
  const logo2 = await picture(`logo2`, `jpeg`)
  const uploaded = await call(`persistMedia`, { asset: png(logo2, `/content/images/logo2.JPG`) })
  expect(uploaded.status).toBe(200)
  expect(await fs.readFile(path.join(project, `content`, `images`, `logo2.JPG`))).toEqual(logo2)
  const kinds = { ".jpg": `jpeg`, ".jpeg": `jpeg`, ".png": `png`, ".webp": `webp`, ".avif": `avif` } as const
  expect(Object.keys(kinds)).toEqual(usableEndings)
  for (const [ending, format] of Object.entries(kinds)) {
    const asset = png(await picture(`x`, format), `content/images/kinds${ending}`)
    expect((await call(`persistMedia`, { asset })).status).toBe(200)
  }

  const media = await call(`getMedia`, { mediaFolder: `content/images` })
  expect(media.body.map((file: { path: string }) => file.path).sort()).toEqual(
    [`logo.png`, `logo2.JPG`, ...usableEndings.map((ending) => `kinds${ending}`)]
      .map((name) => `content/images/${name}`)
      .sort(),
  )
  expect((await call(`getMediaFile`, { path: `content/images/logo.png` })).body).toMatchObject({
    content: Buffer.from(`logo`).toString(`base64`),
    name: `logo.png`,
  })
  expect((await call(`deleteFile`, { path: poster.path })).status).toBe(200)
  await expect(fs.access(path.join(project, poster.path))).rejects.toThrow()
  expect((await call(`unknown`)).status).toBe(422)
})

test(`a page at another origin, or a request naming none, is refused, and so is its preflight`, async () => {
  const before = await everything()
  // Another page on this computer (another dev server, a tool), the editor's page under its other name, a page
  // from the web, a sandboxed frame, and no page at all (a request with no Origin, which no browser sends as POST).
  for (const origin of [
    `http://localhost:9999`,
    `http://127.0.0.1:8000`,
    `https://evil.example`,
    `null`,
    undefined,
  ]) {
    const answer = await rewriteFaq({ Origin: origin })
    expect(answer.status).toBe(403)
    expect(answer.body.error).toContain(`Only the editor at ${editorOrigin} may edit here`)
    expect(answer.headers[`access-control-allow-origin`]).toBeUndefined()
    const preflight = await send({
      method: `OPTIONS`,
      headers: { Origin: origin, "Access-Control-Request-Method": `POST` },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers[`access-control-allow-origin`]).toBeUndefined()
  }
  expect(await everything()).toEqual(before)
})

test(`an editor without a web address of its own cannot be the one allowed, as its pages all say "null"`, async () => {
  const contentDir = path.join(project, `content`)
  for (const editorOrigin of [`file:///home/band/admin.html`, `null`])
    expect(
      await startEditingServer({ contentDir, editorOrigin }).then(
        (started) => started.stop().then(() => `started`),
        (error: Error) => error.message,
      ),
    ).toMatch(/^The editor's origin must be a web address|Invalid URL/)
})

test(`a body a page may send without asking first is refused: text/plain, a form, or no type`, async () => {
  const before = await everything()
  // A no-cors fetch or sendBeacon with a text sends text/plain; an HTML form sends the other two.
  for (const type of [
    `text/plain;charset=UTF-8`,
    `application/x-www-form-urlencoded`,
    `multipart/form-data; boundary=milk`,
    undefined,
  ]) {
    const answer = await rewriteFaq({ "Content-Type": type })
    expect(answer.status).toBe(415)
    expect(answer.body.error).toMatch(
      /^Send the request as JSON \(Content-Type: application\/json\), not as /,
    )
  }
  expect(await everything()).toEqual(before)
})

test(`a request under another host name is refused, so a rebound DNS name cannot reach it`, async () => {
  const before = await everything()
  for (const host of [`evil.example:${server.port}`, `localhost:1`, `127.0.0.2:${server.port}`]) {
    const answer = await rewriteFaq({ Host: host })
    expect(answer.status).toBe(421)
    expect(answer.body.error).toBe(
      `This server answers as localhost:${server.port} or 127.0.0.1:${server.port} only, not as ${host}`,
    )
  }
  expect(await everything()).toEqual(before)
})

test(`nothing outside content/ is read, written or deleted`, async () => {
  const before = await everything()
  const outsidePaths = [
    `package.json`,
    `/package.json`,
    `src/pages/index.tsx`,
    `.git/hooks/pre-commit`,
    `gatsby-node.ts`,
    `content/../package.json`,
    `../secret.json`,
    `content\\..\\package.json`,
  ]
  for (const file of outsidePaths) {
    const read = await call(`getEntry`, { path: file })
    expect(read.status).toBe(403)
    expect(read.body.error).toMatch(/content\/|not a path to a content file/)
    expect((await call(`getMediaFile`, { path: file })).status).toBe(403)
    expect((await call(`persistEntry`, { entry: { path: file, raw: `{}` } })).status).toBe(403)
    expect((await call(`persistMedia`, { asset: png(`x`, file) })).status).toBe(403)
    expect((await call(`deleteFile`, { path: file })).status).toBe(403)
  }
  expect((await call(`deleteFiles`, { paths: [`content/faq.json`, `gatsby-node.ts`] })).status).toBe(403)
  expect((await call(`entriesByFolder`, { folder: `src/pages`, extension: `tsx`, depth: 1 })).status).toBe(
    403,
  )
  expect(await everything()).toEqual(before)
})

test(`inside content/, only JSON files, the pictures the checker accepts and PDFs are read`, async () => {
  await fs.writeFile(path.join(project, `content`, `notes.txt`), `notes`)
  const before = await everything()
  for (const file of [
    `content/notes.txt`,
    `content/images/hook.sh`,
    `content/images/poster.svg`,
    `content/images/poster.gif`,
    `content/images`,
  ]) {
    const read = await call(`getMediaFile`, { path: file })
    expect(read.status).toBe(403)
    expect(read.body.error).toBe(
      `${file} is not a content file: only .json files, pictures (${usableEndings.join(`, `)}) and PDF stage plots may be edited`,
    )
    expect((await call(`persistMedia`, { asset: png(await picture(`x`), file) })).status).toBe(403)
  }
  expect(await everything()).toEqual(before)
})

/** Why an upload to `file` is refused whatever its bytes. */
const notUploaded = (file: string) =>
  `${file} is not a picture or PDF in content/images/: only pictures (${usableEndings.join(`, `)}) and PDF stage plots are uploaded, into content/images/ and its folders`

test(`an upload, or an entry's picture, is a picture or PDF in content/images/, by its name and by its bytes`, async () => {
  const before = await everything()
  const opened = { "content/faq.json": (await call(`getEntry`, { path: `content/faq.json` })).body.file.id }
  const withEntry = (asset: unknown) =>
    call(`persistEntry`, {
      entry: { path: `content/faq.json`, raw: faq },
      assets: [asset],
      openedVersions: opened,
    })
  // Bytes into a content file, past its JSON checks; a picture outside the images folder; another kind of file.
  for (const file of [
    `content/faq.json`,
    `content/images/band.json`,
    `content/poster.png`,
    `content/schema/poster.png`,
    `content/images/notes.txt`,
    `content/images`,
  ]) {
    const asset = png(`{"faq":[{"question":"Unchecked?"}]}`, file)
    for (const answer of [await call(`persistMedia`, { asset }), await withEntry(asset)]) {
      expect(answer.status).toBe(403)
      expect(answer.body.error).toBe(notUploaded(file))
    }
  }
  // Bytes that are not the picture or PDF their name says.
  const wrongKinds: [string, Buffer, string][] = [
    [
      `content/images/text.png`,
      Buffer.from(faq),
      `not an image the site can use (perhaps a text file or a damaged download)`,
    ],
    [
      `content/images/page.webp`,
      Buffer.from(`<html><script>alert(1)</script></html>`),
      `a web page or other text file`,
    ],
    [`content/images/moving.jpg`, await picture(`x`, `gif`), `a picture in GIF format`],
    [
      `content/images/drawing.png`,
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>`),
      `a picture in SVG format`,
    ],
    [`content/images/plot.png`, onePagePdf(`Stage plot`), `a PDF document`],
    [`content/images/booking/plot.pdf`, await picture(`x`), `a picture in PNG format`],
  ]
  for (const [file, bytes, what] of wrongKinds) {
    const asset = png(bytes, file)
    for (const answer of [await call(`persistMedia`, { asset }), await withEntry(asset)]) {
      expect(answer.status).toBe(415)
      expect(answer.body.error).toContain(`${path.posix.basename(file)} is ${what}`)
    }
  }
  // An entry's JSON goes only into a content file.
  const intoPicture = await call(`persistEntry`, {
    entry: { path: `content/images/logo.png`, raw: faq },
    openedVersions: { "content/images/logo.png": null },
  })
  expect(intoPicture.status).toBe(403)
  expect(intoPicture.body.error).toBe(
    `content/images/logo.png is not one of the content files (content/band.json, content/shows.json, content/members.json, content/lineups.json, content/faq.json, content/booking.json); an entry is saved only into one of them, so nothing was saved`,
  )
  expect(await everything()).toEqual(before)

  // A stage plot as PDF is uploaded.
  const plot = onePagePdf(`Stage plot`)
  expect(
    (await call(`persistMedia`, { asset: png(plot, `content/images/booking/stage-plot.pdf`) })).status,
  ).toBe(200)
  expect(await fs.readFile(path.join(project, `content/images/booking/stage-plot.pdf`))).toEqual(plot)
})

test(`a symbolic link is never followed: not to read, write, upload into or delete`, async () => {
  const images = path.join(project, `content`, `images`)
  await fs.symlink(path.join(`..`, `..`, `package.json`), path.join(images, `evil.png`))
  await fs.symlink(path.join(`..`, `package.json`), path.join(project, `content`, `evil.json`))
  await fs.symlink(path.join(`..`, `..`, `src`), path.join(images, `linked`))
  await fs.symlink(outside, path.join(project, `content`, `outside`))
  const before = await everything()
  const throughLinks = [`content/images/evil.png`, `content/evil.json`, `content/outside/secret.json`]
  for (const file of throughLinks) {
    const read = await call(`getMediaFile`, { path: file })
    expect(read.status).toBe(403)
    expect(read.body.error).toBe(`${file} goes through a symbolic link, which the editor never follows`)
    expect((await call(`getEntry`, { path: file })).status).toBe(403)
    expect((await call(`persistMedia`, { asset: png(`overwritten`, file) })).status).toBe(403)
    expect((await call(`deleteFile`, { path: file })).status).toBe(403)
  }
  // An upload into a linked folder, alone or with an entry: the entry is not saved either.
  expect((await call(`persistMedia`, { asset: png(`new`, `content/images/linked/new.png`) })).status).toBe(
    403,
  )
  const entry = { path: `content/faq.json`, raw: `{"faq":[{"question":"Saved?"}]}` }
  const withPoster = await call(`persistEntry`, {
    entry,
    assets: [png(`new`, `content/images/linked/new.png`)],
  })
  expect(withPoster.status).toBe(403)
  expect(await everything()).toEqual(before)
  // Listing leaves the links out.
  const media = await call(`getMedia`, { mediaFolder: `content/images` })
  expect(media.body.map((file: { path: string }) => file.path)).toEqual([`content/images/logo.png`])
  expect((await call(`entriesByFolder`, { folder: `content`, extension: `json`, depth: 3 })).body).toEqual([
    expect.objectContaining({ file: expect.objectContaining({ path: `content/faq.json` }) }),
  ])
})

/** A request stating `length` bytes that waits, having sent none, until the server has seen it (100-continue). */
function heldRequest(length: number) {
  const request = http.request(`${server.url}/api/v1`, {
    method: `POST`,
    headers: {
      Origin: editorOrigin,
      "Content-Type": `application/json`,
      "Content-Length": String(length),
      Expect: `100-continue`,
    },
  })
  request.on(`error`, () => undefined)
  const seen = new Promise<void>((resolve) => request.once(`continue`, resolve))
  const answered = new Promise<Answer>((resolve) =>
    request.once(`response`, (response) => {
      const chunks: Buffer[] = []
      response.on(`data`, (chunk: Buffer) => chunks.push(chunk))
      response.on(`end`, () =>
        resolve({
          status: response.statusCode!,
          body: JSON.parse(Buffer.concat(chunks).toString()),
          headers: response.headers,
        }),
      )
    }),
  )
  request.flushHeaders()
  return { seen, answered, stop: () => request.destroy() }
}

test(`large bodies at once are bounded: one too many waits its turn (503), one too large is refused (413)`, async () => {
  const held = Array.from({ length: Math.floor(mostBytesAtOnce / largestRequest) }, () =>
    heldRequest(largestRequest),
  )
  await Promise.all(held.map((request) => request.seen))
  const oneMore = heldRequest(largestRequest)
  const busy = await oneMore.answered
  oneMore.stop()
  expect(busy.status).toBe(503)
  expect(busy.body.error).toMatch(
    /^The server is busy receiving \d+ MB from other requests; try again in a moment$/,
  )

  const tooLarge = heldRequest(largestRequest + 1)
  const refused = await tooLarge.answered
  tooLarge.stop()
  expect(refused.status).toBe(413)
  expect(refused.body.error).toBe(`The request is 51 MB; the largest this server takes is 50 MB`)
  const inChunks = { "Content-Length": undefined, "Transfer-Encoding": `chunked` }
  const unmeasured = await send({ body: `{"action":"info"}`, headers: inChunks })
  expect(unmeasured.status).toBe(411)
  expect(unmeasured.body.error).toBe(`Say how long the request is (Content-Length)`)

  // Once the held requests end, the editor is answered again.
  for (const request of held) request.stop()
  let answer = await call(`info`)
  for (let tries = 0; answer.status === 503 && tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    answer = await call(`info`)
  }
  expect(answer.status).toBe(200)
})

test(`a file's bytes come as a string: {"length": 300000000} is refused at once and writes nothing`, async () => {
  const before = await everything()
  const opened = { "content/faq.json": (await call(`getEntry`, { path: `content/faq.json` })).body.file.id }
  const notText = `content/images/big.png was not sent as text (base64), so nothing was saved`
  // Buffer.from makes 300 MB of zeros from {"length": 300000000}, and as many from the number alone.
  for (const content of [{ length: 300_000_000 }, 300_000_000, [137, 80, 78, 71], null, undefined]) {
    const asset = { path: `content/images/big.png`, content, encoding: `base64` }
    for (const [action, params] of [
      [`persistMedia`, { asset }],
      [
        `persistEntry`,
        { entry: { path: `content/faq.json`, raw: faq }, assets: [asset], openedVersions: opened },
      ],
    ] as const) {
      const answer = await call(action, params)
      expect(answer.status).toBe(400)
      expect(answer.body.error).toBe(notText)
    }
  }
  for (const encoding of [`utf8`, `hex`, undefined]) {
    const asset = { path: `content/images/big.png`, content: `iVBORw0KGgo=`, encoding }
    const answer = await call(`persistMedia`, { asset })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe(notText)
  }
  for (const raw of [{ length: 300_000_000 }, 300_000_000, { faq: [] }, null]) {
    const answer = await call(`persistEntry`, {
      entry: { path: `content/faq.json`, raw },
      openedVersions: opened,
    })
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe(`content/faq.json was not sent as text, so nothing was saved`)
  }
  expect(await everything()).toEqual(before)
})

test(`a file larger than the editor saves is refused (413) before it is decoded, and writes nothing`, async () => {
  const before = await everything()
  const tooLarge = { path: `content/images/huge.png`, content: ``, encoding: `base64` }
  // Base64 carries 3 bytes in 4 characters.
  tooLarge.content = `A`.repeat(Math.ceil((largestFile + 1) / 3) * 4)
  const answer = await call(`persistMedia`, { asset: tooLarge })
  expect(answer.status).toBe(413)
  expect(answer.body.error).toBe(
    `huge.png is 31 MB; the largest file the editor saves is 30 MB, so nothing was saved`,
  )
  expect(await everything()).toEqual(before)
  // 40 MB of base64 through a real socket: seconds on a loaded two-core machine, not Jest's default 5.
}, 60_000)

/**
 * A request over a socket of its own, stating `length` bytes and sending its body only when told: `admitted` once the
 * server takes it (100 Continue: its bytes are counted), `closed` with all the server said once it closes.
 */
function slowRequest(at: EditingServer, length: number) {
  const socket = net.connect(at.port, `127.0.0.1`)
  socket.setEncoding(`latin1`)
  socket.on(`error`, () => undefined)
  let said = ``
  const admitted = new Promise<void>((resolve) =>
    socket.on(`data`, (text: string) => {
      said += text
      if (said.startsWith(`HTTP/1.1 100 Continue`)) resolve()
    }),
  )
  const closed = new Promise<string>((resolve) => socket.once(`close`, () => resolve(said)))
  const head = [
    `POST /api/v1 HTTP/1.1`,
    `Host: 127.0.0.1:${at.port}`,
    `Origin: ${editorOrigin}`,
    `Content-Type: application/json`,
    `Content-Length: ${length}`,
    `Expect: 100-continue`,
  ]
  socket.write(`${head.join(`\r\n`)}\r\n\r\n`)
  return { admitted, closed, send: (text: string) => !socket.destroyed && socket.write(text) }
}

/** The editing server for this test's content, with body timeouts of its own. */
async function serverWithTimeouts(
  bodyTimeouts: { idle: number; whole: number },
  run: (at: EditingServer) => Promise<void>,
) {
  const at = await startEditingServer({
    contentDir: path.join(project, `content`),
    editorOrigin,
    host: `127.0.0.1`,
    bodyTimeouts,
  })
  try {
    await run(at)
  } finally {
    await at.stop()
  }
}

const slowBodies = [
  {
    name: `two requests that announce the largest body and send a byte at a time are dropped at the deadline`,
    // No quiet spell lasts a minute here: only the deadline for the whole body can end them.
    timeouts: { idle: 60_000, whole: 300 },
    sending: (request: ReturnType<typeof slowRequest>) => {
      const trickle = setInterval(() => request.send(` `), 10)
      return () => clearInterval(trickle)
    },
    error: `The request took longer than 0.3 s to arrive, so it was dropped and nothing was saved; try again`,
  },
  {
    name: `two requests whose bodies stop arriving halfway are dropped after a quiet spell`,
    timeouts: { idle: 300, whole: 60_000 },
    sending: (request: ReturnType<typeof slowRequest>) => {
      request.send(`{"action":"persistMedia","params":`)
      return () => undefined
    },
    error: `Nothing of the request arrived for 0.3 s, so it was dropped and nothing was saved; try again`,
  },
]

for (const { name, timeouts, sending, error } of slowBodies)
  test(`${name}: their bytes no longer count, and the editor is answered`, async () => {
    const before = await everything()
    await serverWithTimeouts(timeouts, async (at) => {
      // Together they hold all the bytes the server takes at once.
      const slow = Array.from({ length: Math.floor(mostBytesAtOnce / largestRequest) }, () =>
        slowRequest(at, largestRequest),
      )
      await Promise.all(slow.map((request) => request.admitted))
      const stops = slow.map(sending)
      const said = await Promise.all(slow.map((request) => request.closed))
      stops.forEach((stop) => stop())
      for (const text of said) {
        expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 408 /)
        expect(text).toContain(JSON.stringify({ error }))
      }
      expect((await editingCalls(() => at, editorOrigin).call(`info`)).status).toBe(200)
    })
    expect(await everything()).toEqual(before)
  })

test(`an entry is saved only into one of the six content files, never renamed, and none is deleted`, async () => {
  await fs.mkdir(path.join(project, `content`, `schema`))
  await fs.writeFile(path.join(project, `content`, `schema`, `band.schema.json`), `{}`)
  await fs.writeFile(path.join(project, `content`, `band.json`), `{"name":"Milk Patrol"}`)
  await fs.writeFile(path.join(project, `content`, `members.json`), `{"members":[]}`)
  const before = await everything()
  const opened = async (file: string) => ({
    [file]: (await call(`getEntry`, { path: file })).body.file.id,
  })
  for (const file of [
    `content/images/posters/stray.json`,
    `content/schema/band.schema.json`,
    `content/notes.json`,
  ]) {
    const saved = await call(`persistEntry`, {
      entry: { path: file, raw: faq },
      openedVersions: await opened(file),
    })
    expect(saved.status).toBe(403)
    expect(saved.body.error).toMatch(
      new RegExp(`^${file} is not one of the content files \\(content/band.json`),
    )
  }
  const renamed = await call(`persistEntry`, {
    entry: { path: `content/faq.json`, raw: faq, newPath: `content/band.json` },
    openedVersions: await opened(`content/faq.json`),
  })
  expect(renamed.status).toBe(403)
  expect(renamed.body.error).toBe(
    `content/faq.json would be renamed to content/band.json; the site's content files keep their names, so nothing was saved`,
  )
  for (const answer of [
    await call(`deleteFile`, { path: `content/members.json` }),
    await call(`deleteFiles`, { paths: [`content/images/logo.png`, `content/faq.json`] }),
  ]) {
    expect(answer.status).toBe(403)
    expect(answer.body.error).toMatch(
      /not a picture or PDF in content\/images\/; the editor deletes only those/,
    )
  }
  expect(await everything()).toEqual(before)
})

const faqSavedElsewhere = `{"faq":[{"question":"Saved in a text editor?","answer":"Yes."}]}\n`

/**
 * Saves faq.json from a form opened before another program saves it too, at the moment `otherSave` spies on (it
 * calls `saveElsewhere` there), with `assets`; the server must refuse, and keep the other program's file.
 */
async function saveWhileAnotherProgramSaves(
  otherSave: (saveElsewhere: () => Promise<void>) => jest.SpyInstance,
  assets: unknown[] = [],
) {
  const faqFile = path.join(project, `content`, `faq.json`)
  const opened = { "content/faq.json": (await call(`getEntry`, { path: `content/faq.json` })).body.file.id }
  const spy = otherSave(() => fs.writeFile(faqFile, faqSavedElsewhere))
  try {
    const saved = await call(`persistEntry`, {
      entry: { path: `content/faq.json`, raw: `{"faq":[{"question":"Why?","answer":"Milk."}]}` },
      assets,
      openedVersions: opened,
    })
    expect(saved.status).toBe(409)
    expect(saved.body.error).toMatch(/^content\/faq.json was changed after you opened it here/)
  } finally {
    spy.mockRestore()
  }
  expect(await fs.readFile(faqFile, `utf8`)).toBe(faqSavedElsewhere)
  // No draft is left beside it.
  expect(
    (await fs.readdir(path.join(project, `content`))).filter((name) => name.endsWith(`.saving`)),
  ).toEqual([])
}

test(`a content file saved by another program while a save writes its pictures is not saved over`, async () => {
  // The other program saves right after the server has written the picture, before it writes the content file.
  const write = ContentFolder.prototype.write
  await saveWhileAnotherProgramSaves(
    (saveElsewhere) =>
      jest.spyOn(ContentFolder.prototype, `write`).mockImplementation(async function (
        this: ContentFolder,
        ...args: Parameters<ContentFolder[`write`]>
      ) {
        await write.apply(this, args)
        if (args[2] === `upload`) await saveElsewhere()
      }),
    [png(await picture(`poster`), `content/images/posters/new.png`)],
  )
  // The save's picture went with it: nothing names it, and it was not there before.
  await expect(fs.stat(path.join(project, `content`, `images`, `posters`, `new.png`))).rejects.toThrow()
})

test(`a content file saved by another program while the server writes its new version is not saved over`, async () => {
  // The other program saves while the server's new faq.json is being flushed to the disk, before it replaces the old.
  const open = fs.open
  await saveWhileAnotherProgramSaves((saveElsewhere) =>
    jest.spyOn(fs, `open`).mockImplementation(async (...args: Parameters<typeof fs.open>) => {
      const handle = await open(...args)
      if (/\.faq\.json\..*\.saving$/.test(String(args[0]))) {
        const sync = handle.sync.bind(handle)
        handle.sync = async () => {
          await sync()
          await saveElsewhere()
        }
      }
      return handle
    }),
  )
})

test(`a content file nested 20,000 deep is refused in words (422), not with a stack overflow`, async () => {
  const opened = { "content/faq.json": (await call(`getEntry`, { path: `content/faq.json` })).body.file.id }
  const saved = await call(`persistEntry`, {
    entry: { path: `content/faq.json`, raw: `{"faq":${`[`.repeat(20_000)}${`]`.repeat(20_000)}}` },
    openedVersions: opened,
  })
  expect(saved.status).toBe(422)
  expect(saved.body.error).toMatch(
    /^The editor sent content\/faq\.json as broken JSON \(line 1: blocks \{ \} and lists \[ \] are nested more than 64 deep here;/,
  )
  expect(await fs.readFile(path.join(project, `content`, `faq.json`), `utf8`)).toBe(faq)
})
