/** @jest-environment node */
// The local editing server answers the editor as Decap's local mode expects, inside its folder only, and only to
// pages on this computer.
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import { startEditingServer, type EditingServer } from "../editing-server"

let outside: string
let repository: string
let server: EditingServer

beforeEach(async () => {
  outside = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-editing-`))
  repository = path.join(outside, `site`)
  await fs.mkdir(path.join(repository, `content`, `images`), { recursive: true })
  await fs.writeFile(path.join(repository, `content`, `faq.json`), `{"faq":[]}\n`)
  await fs.writeFile(path.join(repository, `content`, `images`, `logo.png`), `logo`)
  await fs.writeFile(path.join(outside, `secret.txt`), `secret`)
  server = await startEditingServer({ repository, host: `127.0.0.1` })
})

afterEach(async () => {
  await server.stop()
  await fs.rm(outside, { recursive: true, force: true })
})

async function call(action: string, params: unknown = {}, origin = `http://localhost:8000`) {
  const response = await fetch(`${server.url}/api/v1`, {
    method: `POST`,
    headers: { "Content-Type": `application/json`, Origin: origin },
    body: JSON.stringify({ action, params }),
  })
  return { status: response.status, body: await response.json(), headers: response.headers }
}

test(`info, then reading and writing an entry and a picture, as the editor does`, async () => {
  expect((await call(`info`)).body).toEqual({ repo: `site`, publish_modes: [`simple`], type: `local_fs` })
  const entry = await call(`entriesByFiles`, { files: [{ path: `content/faq.json`, label: `FAQ` }] })
  expect(entry.body).toEqual([
    {
      data: `{"faq":[]}\n`,
      file: { path: `content/faq.json`, label: `FAQ`, id: expect.stringMatching(/^[0-9a-f]{64}$/) },
    },
  ])
  expect(entry.headers.get(`access-control-allow-origin`)).toBe(`http://localhost:8000`)
  const raw = `{"faq":[{"question":"Why?","answer":"Milk."}]}\n`
  const poster = {
    path: `content/images/posters/new.png`,
    content: Buffer.from(`png`).toString(`base64`),
    encoding: `base64`,
  }
  expect(
    (await call(`persistEntry`, { entry: { path: `content/faq.json`, raw }, assets: [poster] })).status,
  ).toBe(200)
  expect(await fs.readFile(path.join(repository, `content`, `faq.json`), `utf8`)).toBe(raw)
  expect(await fs.readFile(path.join(repository, poster.path), `utf8`)).toBe(`png`)
  const media = await call(`getMedia`, { mediaFolder: `content/images` })
  expect(media.body.map((file: { path: string }) => file.path)).toEqual([`content/images/logo.png`])
  const deleted = await call(`deleteFile`, { path: poster.path })
  expect(deleted.status).toBe(200)
  await expect(fs.access(path.join(repository, poster.path))).rejects.toThrow()
  expect((await call(`unknown`)).status).toBe(422)
})

test(`nothing outside its folder is read, written or deleted, through .. or a symbolic link`, async () => {
  await fs.symlink(outside, path.join(repository, `content`, `link`))
  const reads = [
    await call(`getEntry`, { path: `../secret.txt` }),
    await call(`getEntry`, { path: `content/link/secret.txt` }),
  ]
  for (const read of reads) expect(read.body?.data ?? null).toBeNull()
  expect((await call(`getMediaFile`, { path: `content/link/secret.txt` })).status).toBe(422)
  for (const target of [`../written.txt`, `/tmp/written.txt`, `content/link/written.txt`])
    expect(
      (await call(`persistMedia`, { asset: { path: target, content: `eA==`, encoding: `base64` } })).status,
    ).toBe(422)
  await expect(fs.access(path.join(outside, `written.txt`))).rejects.toThrow()
  expect((await call(`deleteFile`, { path: `content/link/secret.txt` })).status).toBe(422)
  expect(await fs.readFile(path.join(outside, `secret.txt`), `utf8`)).toBe(`secret`)
})

test(`a page from elsewhere is refused`, async () => {
  const answer = await call(`getEntry`, { path: `content/faq.json` }, `https://evil.example`)
  expect(answer.status).toBe(403)
  expect(answer.headers.get(`access-control-allow-origin`)).toBeNull()
})
