/** @jest-environment node */
// A phone photo turned a quarter by its EXIF orientation is sized as shown; everything else keeps the query's own
// arguments. (That the built posters then come out upright is proven by a real build:
// scripts/__proofs__/accepted-content-is-built.proof.ts.)
import path from "path"
import sharp from "sharp"
import {
  temporaryFolder,
  writeImage,
  writeSidewaysPhoto,
} from "../../content-model/__fixtures__/content-fixture"
import { quarterTurnedSize, resolvePhonePhotosUpright, shownShapeArgs } from "../upright-photos"

const portrait = { width: 600, height: 800 }
const posterQuery = {
  layout: `fixed`,
  width: 200,
  formats: [`auto`, `webp`, `avif`],
  placeholder: `dominantColor`,
}

test(`a JPEG stored 800x600 with orientation 6 is shown 600x800; an unturned picture has no turned size`, async () => {
  const folder = await temporaryFolder(`milk-patrol-upright-`)
  await writeSidewaysPhoto(folder, `phone.jpg`, 800, 600)
  await writeImage(folder, `flat.png`, 800)
  await sharp({ create: { width: 800, height: 600, channels: 3, background: `#fff` } })
    .jpeg()
    .withMetadata({ orientation: 3 })
    .toFile(path.join(folder, `upside-down.jpg`))
  expect(await quarterTurnedSize(path.join(folder, `phone.jpg`))).toEqual(portrait)
  expect(await quarterTurnedSize(path.join(folder, `flat.png`))).toBeUndefined()
  // Half a turn keeps the proportions, and gatsby-plugin-sharp already turns it upright.
  expect(await quarterTurnedSize(path.join(folder, `upside-down.jpg`))).toBeUndefined()
})

test(`the poster's query (200 wide) gets the portrait's proportions, and keeps everything else`, () => {
  expect(shownShapeArgs(posterQuery, portrait)).toEqual({ ...posterQuery, aspectRatio: 0.75 })
})

test(`a query with no size gets the width as shown, not as stored`, () => {
  expect(shownShapeArgs({ layout: `constrained` }, portrait)).toEqual({
    layout: `constrained`,
    width: 600,
    aspectRatio: 0.75,
  })
  expect(shownShapeArgs({ layout: `fullWidth` }, portrait)).toEqual({
    layout: `fullWidth`,
    aspectRatio: 0.75,
  })
})

test(`a query that fixes the shape itself is asked for as written`, () => {
  const square = { ...posterQuery, height: 200 }
  expect(shownShapeArgs(square, portrait)).toBe(square)
  const wide = { ...posterQuery, aspectRatio: 2 }
  expect(shownShapeArgs(wide, portrait)).toBe(wide)
})

test(`the resolver hands gatsby-transformer-sharp's own resolver the shown shape, for turned photos only`, async () => {
  const folder = await temporaryFolder(`milk-patrol-upright-`)
  await writeSidewaysPhoto(folder, `phone.jpg`, 800, 600)
  await writeImage(folder, `flat.png`, 800)
  let resolvers: Record<string, Record<string, { resolve: (...args: unknown[]) => Promise<unknown> }>> = {}
  resolvePhonePhotosUpright({ createResolvers: (given: typeof resolvers) => (resolvers = given) } as never)
  const files: Record<string, { absolutePath: string }> = {
    phone: { absolutePath: path.join(folder, `phone.jpg`) },
    flat: { absolutePath: path.join(folder, `flat.png`) },
  }
  const context = { nodeModel: { getNodeById: ({ id }: { id: string }) => files[id] ?? null } }
  const originalResolver = jest.fn((_image: unknown, args: unknown) => args)
  const resolve = resolvers.ImageSharp!.gatsbyImageData!.resolve
  expect(await resolve({ parent: `phone` }, posterQuery, context, { originalResolver })).toEqual({
    ...posterQuery,
    aspectRatio: 0.75,
  })
  expect(await resolve({ parent: `flat` }, posterQuery, context, { originalResolver })).toBe(posterQuery)
})
