/** @jest-environment node */
// `npm run cms` opens the site and the editor on the port it prefers when that port is free, and on another when a
// server already holds it; `npm run cms -- --port N` (or CMS_PORT) chooses it, and the editing server's with it. The
// ports listened on are ones the system just handed to a server of this test, never a fixed number, which another
// program on the machine (a band member's own `npm run cms`) could hold.
import { promises as fs } from "fs"
import net, { type AddressInfo } from "net"
import os from "os"
import path from "path"
import { startEditingServer } from "../../src/editing-server/editing-server"
import { editingCalls } from "../../src/editing-server/__fixtures__/editing-calls"
import {
  chosenPorts,
  cmsPorts,
  editingPortAbove,
  editingPortFor,
  editorPort,
  PortChoiceError,
} from "../editor-port"

/** A server listening on 127.0.0.1, on a port the system chose. */
async function serverOnLoopback(): Promise<net.Server> {
  const server = net.createServer()
  await new Promise<void>((listening) => server.listen(0, `127.0.0.1`, listening))
  return server
}
const portOf = (server: net.Server) => (server.address() as AddressInfo).port
const close = (server: net.Server) => new Promise((closed) => server.close(closed))

test(`a free preferred port is the one given`, async () => {
  const server = await serverOnLoopback()
  const port = portOf(server)
  await close(server)
  expect(await editorPort(port)).toBe(port)
})

test(`a preferred port held by a server on 127.0.0.1 gives another free one`, async () => {
  const server = await serverOnLoopback()
  try {
    const port = await editorPort(portOf(server))
    expect(port).not.toBe(portOf(server))
    // The one given can be listened on.
    const other = net.createServer()
    await new Promise<void>((listening) => other.listen(port, `127.0.0.1`, listening))
    await close(other)
  } finally {
    await close(server)
  }
})

// ---- `npm run cms -- --port N`: the ports chosen ----

/** A port the system just handed out and took back: free now, and no fixed number. */
async function freePort(): Promise<number> {
  const server = await serverOnLoopback()
  const port = portOf(server)
  await close(server)
  return port
}

test(`--port and --editing-port, or CMS_PORT and CMS_EDITING_PORT, choose the ports; arguments before variables`, () => {
  expect(chosenPorts([], {})).toEqual({})
  expect(chosenPorts([`--port`, `8100`], {})).toEqual({ site: 8100 })
  expect(chosenPorts([`--port=8100`, `--editing-port`, `8200`], {})).toEqual({ site: 8100, editing: 8200 })
  expect(chosenPorts([], { CMS_PORT: `8100`, CMS_EDITING_PORT: ` 8200 ` })).toEqual({
    site: 8100,
    editing: 8200,
  })
  expect(chosenPorts([`--port`, `8300`], { CMS_PORT: `8100` })).toEqual({ site: 8300 })
})

test(`a port that is no port, or an option npm run cms does not know, stops it with what to write`, () => {
  for (const [args, env, said] of [
    [[`--port`, `eighty`], {}, /--port is "eighty", which is not a port \(1 to 65535\)/],
    [[`--port`, `70000`], {}, /--port is "70000"/],
    [[`--editing-port`, `0`], {}, /--editing-port is "0"/],
    [[], { CMS_PORT: `80a` }, /CMS_PORT is "80a"/],
    [[`--prot`, `8100`], {}, /--prot/],
    [[`8100`], {}, /8100/],
  ] as const) {
    expect(() => chosenPorts([...args], env)).toThrow(PortChoiceError)
    expect(() => chosenPorts([...args], env)).toThrow(said)
    expect(() => chosenPorts([...args], env)).toThrow(`npm run cms -- --port 8100`)
  }
})

test(`the site on the port chosen, the editing server 81 above it unless chosen too`, async () => {
  const site = await freePort()
  expect(await cmsPorts({ site })).toEqual({ site, editing: site + editingPortAbove })
  expect(editingPortAbove).toBe(81)
  // Near the top, the editing server takes any free port.
  expect(editingPortFor(8000)).toBe(8081)
  expect(editingPortFor(65500)).toBe(0)
})

test(`a port chosen that another program holds is refused, not swapped for another`, async () => {
  const server = await serverOnLoopback()
  try {
    const held = portOf(server)
    await expect(cmsPorts({ site: held })).rejects.toThrow(`Port ${held} is in use by another program`)
    await expect(cmsPorts({ site: await freePort(), editing: held })).rejects.toThrow(`--editing-port`)
  } finally {
    await close(server)
  }
  const site = await freePort()
  await expect(cmsPorts({ site, editing: site })).rejects.toThrow(`cannot share the site's port`)
})

test(`the local editing server starts on the editing port chosen and answers the editor on the site's port`, async () => {
  const [site, editing] = [await freePort(), await freePort()]
  const ports = await cmsPorts(chosenPorts([`--port`, String(site), `--editing-port`, String(editing)], {}))
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), `milk-patrol-cms-ports-`))
  await fs.mkdir(path.join(folder, `content`))
  const editorOrigin = `http://localhost:${ports.site}`
  const server = await startEditingServer({
    contentDir: path.join(folder, `content`),
    editorOrigin,
    port: ports.editing,
  })
  try {
    expect(server.port).toBe(editing)
    const { call } = editingCalls(() => server, editorOrigin)
    expect((await call(`info`, {})).status).toBe(200)
    // Another page, as on another port, is not answered.
    const other = editingCalls(() => server, `http://localhost:${ports.editing}`)
    expect((await other.call(`info`, {})).status).not.toBe(200)
  } finally {
    await server.stop()
    await fs.rm(folder, { recursive: true, force: true })
  }
})
