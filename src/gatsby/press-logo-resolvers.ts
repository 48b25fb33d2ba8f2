// BandJson's pressLogos: the booking page's logo downloads, made from the SVG source beside the logo
// (content/images/source/, as `npm run artwork` keeps it) into public/booking/. A build makes them before its queries
// run (onPreBuild), so the booking page's query only reads what was made; `gatsby develop`, which has no onPreBuild,
// makes them when the page first asks.
import { promises as fs } from "fs"
import path from "path"
import type { CreateResolversArgs, ParentSpanPluginArgs } from "gatsby"
import { publishedLogoSvg, writePressLogos, type PressFile } from "../booking/press-logos"
import { svgSourceFor } from "../content-model/files"
import { digestOf } from "../content-model/build-cache"

interface BandSource {
  parent?: string | null
  name: string
  logo: { img: string }
}

/** What was made, and from what: kept in .cache/, where the query workers of a build find it. */
const madeRecord = () => path.resolve(`.cache`, `press-logos.json`)

async function pressLogos(contentDir: string, band: BandSource): Promise<PressFile[]> {
  const sourceFile = path.join(contentDir, svgSourceFor(band.logo.img))
  // Made again whenever what would be published changes: a new source, or a sanitiser that now takes out more (files
  // made before the logo was sanitised at all must not survive a build over a warm cache).
  const published = await publishedLogoSvg(sourceFile)
  const drawing = published === undefined ? `none` : digestOf(published)
  const key = JSON.stringify([sourceFile, drawing, band.name])
  const kept = await fs
    .readFile(madeRecord(), `utf8`)
    .then((text) => JSON.parse(text) as { key: string; files: PressFile[] })
    .catch(() => undefined)
  const stillThere = async (files: PressFile[]) =>
    (
      await Promise.all(
        files.map((file) => fs.stat(path.resolve(`public`, `.${file.path}`)).catch(() => undefined)),
      )
    ).every(Boolean)
  if (kept?.key === key && (await stillThere(kept.files))) return kept.files
  const files = await writePressLogos(sourceFile, path.resolve(`public`), band.name)
  await fs.mkdir(path.dirname(madeRecord()), { recursive: true })
  await fs.writeFile(madeRecord(), JSON.stringify({ key, files }))
  return files
}

/** The folder band.json was read from: its File node's. */
function contentDirOf(band: BandSource, fileOf: (id: string) => { dir?: string } | null | undefined) {
  return band.parent ? fileOf(band.parent)?.dir : undefined
}

export async function makePressLogosBeforeQueries({
  getNodesByType,
  getNode,
}: ParentSpanPluginArgs): Promise<void> {
  const band = getNodesByType(`BandJson`)[0] as unknown as BandSource | undefined
  const contentDir = band && contentDirOf(band, (id) => getNode(id) as { dir?: string } | undefined)
  if (band && contentDir) await pressLogos(contentDir, band)
}

export function resolvePressLogos({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    BandJson: {
      pressLogos: {
        resolve: (
          source: BandSource,
          _args: unknown,
          context: { nodeModel: { getNodeById(args: { id: string }): { dir?: string } | null } },
        ) => {
          const contentDir = contentDirOf(source, (id) => context.nodeModel.getNodeById({ id }))
          return contentDir ? pressLogos(contentDir, source) : []
        },
      },
    },
  })
}
