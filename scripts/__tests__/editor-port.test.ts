/** @jest-environment node */
// `npm run cms` opens the site and the editor on the port it prefers when that port is free, and on another when a
// server already holds it. The preferred port is one the system just handed to a server of this test, never a fixed
// number, which another program on the machine could hold.
import net, { type AddressInfo } from "net"
import { editorPort } from "../editor-port"

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
