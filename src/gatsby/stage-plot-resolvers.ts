// BookingJson's stagePlotFile: the stage plot the booking page offers, written by the build into public/booking/
// (src/booking/stage-plot-file.ts) from the file booking.json names. Not the File node's publicURL, which would copy
// the upload itself into the site.
import path from "path"
import type { CreateResolversArgs } from "gatsby"
import { writeStagePlot } from "../booking/stage-plot-file"

interface BookingSource {
  parent?: string | null
  booking?: { stagePlot?: string | null } | null
}

interface NodeModel {
  getNodeById(args: { id: string }): { dir?: string } | null
  findOne(args: { type: string; query: object }): Promise<{ name?: string } | null>
}

export function resolveStagePlotFile({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    BookingJson: {
      stagePlotFile: {
        resolve: async (source: BookingSource, _args: unknown, context: { nodeModel: NodeModel }) => {
          const named = source.booking?.stagePlot
          const contentDir = source.parent
            ? context.nodeModel.getNodeById({ id: source.parent })?.dir
            : undefined
          if (!named || !contentDir) return null
          const band = await context.nodeModel.findOne({ type: `BandJson`, query: {} })
          return writeStagePlot(path.join(contentDir, named), path.resolve(`public`), band?.name ?? `band`)
        },
      },
    },
  })
}
