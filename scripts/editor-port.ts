// The ports of `npm run cms`: its site and editor (8000 when it is free, so the editor's address stays the same from
// one day to the next; another free port when a program already holds it), and its local editing server (81 above
// the site's: 8081 beside 8000). `npm run cms -- --port 8100` chooses the site's port, and with it the editing
// server's (8181); `--editing-port` chooses that one alone. CMS_PORT and CMS_EDITING_PORT say the same. A port
// chosen is taken as it is, or `npm run cms` stops and says so; get-port checks every local address.
import { parseArgs } from "util"
import getPort from "get-port"

/** The port `npm run cms` asks for first. */
export const preferredEditorPort = 8000

/** How far above the site's port the editing server is, unless another is chosen. */
export const editingPortAbove = 81

export function editorPort(preferred = preferredEditorPort): Promise<number> {
  return getPort({ port: preferred })
}

/** What `npm run cms` was asked for: the ports chosen, if any. */
export interface ChosenPorts {
  site?: number
  editing?: number
}

/** Said when `npm run cms`'s arguments or variables cannot be used. */
export class PortChoiceError extends Error {}

export const cmsUsage = `npm run cms -- --port 8100 (the site and the editor; the editing server then takes 8181), --editing-port 8200 (the editing server alone); or CMS_PORT=8100, CMS_EDITING_PORT=8200`

function portNumber(written: string, where: string): number {
  const port = Number(written)
  if (!/^\d+$/.test(written.trim()) || port < 1 || port > 65535)
    throw new PortChoiceError(
      `${where} is ${JSON.stringify(written)}, which is not a port (1 to 65535). ${cmsUsage}`,
    )
  return port
}

/** The ports chosen by `npm run cms`'s arguments (`--port N`, `--editing-port M`) or, without them, its variables. */
export function chosenPorts(args: string[], env: NodeJS.ProcessEnv = process.env): ChosenPorts {
  let values: { port?: string; "editing-port"?: string }
  try {
    ;({ values } = parseArgs({
      args,
      options: { port: { type: `string` }, "editing-port": { type: `string` } },
      strict: true,
      allowPositionals: false,
    }))
  } catch (error) {
    throw new PortChoiceError(`${error instanceof Error ? error.message : String(error)}. ${cmsUsage}`)
  }
  const site = values.port ?? env.CMS_PORT?.trim()
  const editing = values[`editing-port`] ?? env.CMS_EDITING_PORT?.trim()
  const siteFrom = values.port === undefined ? `CMS_PORT` : `--port`
  const editingFrom = values[`editing-port`] === undefined ? `CMS_EDITING_PORT` : `--editing-port`
  return {
    ...(site ? { site: portNumber(site, siteFrom) } : {}),
    ...(editing ? { editing: portNumber(editing, editingFrom) } : {}),
  }
}

/** The editing server's port beside the site's: 81 above it, or 0 (any free port) where that is no port. */
export const editingPortFor = (site: number) =>
  site + editingPortAbove <= 65535 ? site + editingPortAbove : 0

/** Whether nothing on this computer holds `port`. */
const isFree = async (port: number) => (await getPort({ port })) === port

/**
 * The ports `npm run cms` listens on: the site's as chosen (refused when a program holds it), else 8000 or another free
 * one; the editing server's as chosen (refused when held), else 81 above the site's, or 0 (any free port, which the
 * editing server takes when its own is held).
 */
export async function cmsPorts(chosen: ChosenPorts): Promise<{ site: number; editing: number }> {
  const held = (port: number, flag: string) =>
    new PortChoiceError(`Port ${port} is in use by another program; choose another: ${flag}. ${cmsUsage}`)
  if (chosen.editing !== undefined && chosen.editing === chosen.site)
    throw new PortChoiceError(
      `The editing server cannot share the site's port ${chosen.site}: choose another. ${cmsUsage}`,
    )
  if (chosen.site !== undefined && !(await isFree(chosen.site))) throw held(chosen.site, `--port`)
  if (chosen.editing !== undefined && !(await isFree(chosen.editing)))
    throw held(chosen.editing, `--editing-port`)
  // A port get-port just found free is kept from its next answers, so the site's is never the one chosen here.
  const site = chosen.site ?? (await editorPort())
  return { site, editing: chosen.editing ?? editingPortFor(site) }
}
