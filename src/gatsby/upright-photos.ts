// Posters straight from a phone come out upright and in proportion. A phone stores a portrait photo sideways, with an
// EXIF orientation (5 to 8) telling viewers to give it a quarter turn. gatsby-plugin-sharp 5 turns the picture before
// resizing it (process-file.js: `rotate()` when no angle is asked for), but plans the sizes from its size as stored
// (image-data.js, getImageMetadata: sharp's metadata or probe-image-size, neither turned): a 600x800 portrait stored
// 800x600 was made into 200x150 and 400x300 crops of itself. Telling gatsbyImageData the proportions as shown, for
// those pictures only, is all it needs; every other picture gets exactly the query's arguments.
import type { CreateResolversArgs } from "gatsby"
import sharp from "sharp"

export interface ShownSize {
  width: number
  height: number
}

/** The arguments a query gives gatsbyImageData, as far as they decide the picture's shape. */
export interface ImageShapeArgs {
  layout?: string
  width?: number
  height?: number
  aspectRatio?: number
  [other: string]: unknown
}

/** The size a picture is shown at when its EXIF orientation turns it a quarter; undefined when it is not turned. */
export async function quarterTurnedSize(file: string): Promise<ShownSize | undefined> {
  const { orientation, autoOrient } = await sharp(file).metadata()
  return orientation !== undefined && orientation >= 5 ? autoOrient : undefined
}

/**
 * The query's arguments, with the picture's proportions as shown where the query leaves them to the picture. A query
 * that fixes the shape itself (width and height, or an aspect ratio) is left as it is: its crop is asked for.
 */
export function shownShapeArgs(args: ImageShapeArgs, shown: ShownSize): ImageShapeArgs {
  if (args.aspectRatio || (args.width && args.height)) return args
  const aspectRatio = shown.width / shown.height
  // gatsby-plugin-sharp sizes a picture with neither width nor height at its width as stored; a full-width picture
  // takes no width at all (it warns and ignores one).
  if (args.layout === `fullWidth` || args.width || args.height) return { ...args, aspectRatio }
  return { ...args, width: shown.width, aspectRatio }
}

interface ImageSharpSource {
  parent: string
}

interface FileNode {
  absolutePath?: string
  internal?: { contentDigest?: string }
}

interface ResolverContext {
  nodeModel: { getNodeById: (query: { id: string }) => FileNode | null }
}

type Resolve = (
  source: ImageSharpSource,
  args: ImageShapeArgs,
  context: ResolverContext,
  info: unknown,
) => unknown

/**
 * Each picture's EXIF orientation is read once per content (a header read, not a decode), though a poster is
 * queried by the Schedule and by its year's page.
 */
const shownSizes = new Map<string, Promise<ShownSize | undefined>>()

function shownSizeOf(file: FileNode): Promise<ShownSize | undefined> {
  if (!file.absolutePath) return Promise.resolve(undefined)
  const key = `${file.absolutePath}\u0000${file.internal?.contentDigest ?? ``}`
  let size = shownSizes.get(key)
  if (!size) {
    size = quarterTurnedSize(file.absolutePath).catch(() => undefined)
    shownSizes.set(key, size)
  }
  return size
}

/** Wraps gatsby-transformer-sharp's gatsbyImageData so that a picture turned a quarter keeps its shown proportions. */
export function resolvePhonePhotosUpright({ createResolvers }: CreateResolversArgs): void {
  createResolvers({
    ImageSharp: {
      gatsbyImageData: {
        resolve: async (
          image: ImageSharpSource,
          args: ImageShapeArgs,
          context: ResolverContext,
          info: { originalResolver: Resolve },
        ) => {
          const file = context.nodeModel.getNodeById({ id: image.parent })
          const shown = file ? await shownSizeOf(file) : undefined
          return info.originalResolver(image, shown ? shownShapeArgs(args, shown) : args, context, info)
        },
      },
    },
  })
}
