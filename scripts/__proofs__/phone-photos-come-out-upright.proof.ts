/** @jest-environment node */
// A poster straight from a phone comes out upright and in proportion: a JPEG stored 800x600 with EXIF orientation 6
// (shown 600x800, a portrait), drawn here with sharp, goes through one real `npm run build`, and every poster file
// the Schedule offers for it is a portrait of the same proportions, the right way up. Without
// src/gatsby/upright-photos.ts, gatsby-plugin-sharp made 200x150 and 400x300 crops of it. (The checker's side, its
// width as shown, is a row of src/content-model/__fixtures__/real-world-mistakes.ts, checked in Jest.)
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import { contentFixture, writeSidewaysPhoto } from "../../src/content-model/__fixtures__/content-fixture"
import { buildSite, projectCopy } from "./project-in-a-copy"

const phonePhoto = `images/posters/2024-04-17-bone-student-center.jpg`
const venue = `The Bone Student Center`
/** As a viewer shows the photo: 600 wide, 800 high. */
const shown = { width: 600, height: 800 }

let siteDir: string
let buildOutput: string

interface PosterData {
  width: number
  height: number
  images: { fallback: { srcSet: string }; sources: { srcSet: string; type: string }[] }
}

/** The poster data the built Schedule hands the phone photo's card. */
async function builtPoster(): Promise<PosterData> {
  const pageData = JSON.parse(
    await fs.readFile(path.join(siteDir, `public`, `page-data`, `schedule`, `page-data.json`), `utf8`),
  )
  const { upcoming, previous } = pageData.result.data as Record<
    string,
    { nodes: { where: string; img: { childImageSharp: { gatsbyImageData: PosterData } } }[] }
  >
  const show = [...upcoming!.nodes, ...previous!.nodes].find((node) => node.where === venue)
  return show!.img.childImageSharp.gatsbyImageData
}

/** Every file of a srcset, with the width it claims: "/static/…/x.jpg 200w, /static/…/y.jpg 400w". */
function srcSetFiles(srcSet: string): { file: string; claimedWidth: number }[] {
  return srcSet.split(`,`).map((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/)
    return {
      file: path.join(siteDir, `public`, decodeURIComponent(url!)),
      claimedWidth: parseInt(descriptor!, 10),
    }
  })
}

beforeAll(async () => {
  const contentDir = await contentFixture((data) => (data.shows.shows[2].img = phonePhoto))
  await writeSidewaysPhoto(contentDir, phonePhoto, shown.height, shown.width)
  siteDir = await projectCopy(`milk-patrol-phone-photo-`, contentDir)
  buildOutput = buildSite(siteDir)
}, 900_000)

afterAll(async () => {
  if (siteDir) await fs.rm(siteDir, { recursive: true, force: true })
})

test(`the checker takes the photo (600px wide as shown) and the build succeeds`, () => {
  expect(buildOutput).toMatch(/^content OK: 4 shows, 9 members, 3 FAQ questions, 5 images checked/m)
})

test(`the card is given a portrait's size: 200 wide, 267 high`, async () => {
  const poster = await builtPoster()
  expect([poster.width, poster.height]).toEqual([200, Math.round((200 * shown.height) / shown.width)])
})

test(`every poster file (JPEG, WebP, AVIF; 1x and 2x) is a portrait in proportion, the right way up`, async () => {
  const poster = await builtPoster()
  const srcSets = [poster.images.fallback.srcSet, ...poster.images.sources.map((source) => source.srcSet)]
  expect(poster.images.sources.map((source) => source.type).sort()).toEqual([`image/avif`, `image/webp`])
  const files = srcSets.flatMap(srcSetFiles)
  expect(files.map(({ claimedWidth }) => claimedWidth).sort()).toEqual([200, 200, 200, 400, 400, 400])
  for (const { file, claimedWidth } of files) {
    const { data, info } = await sharp(file).rotate().raw().toBuffer({ resolveWithObject: true })
    expect({ file: path.basename(file), width: info.width, height: info.height }).toEqual({
      file: path.basename(file),
      width: claimedWidth,
      height: Math.round((claimedWidth * shown.height) / shown.width),
    })
    // Drawn red on top and blue below once turned upright (writeSidewaysPhoto): a crop or a wrong turn shows.
    const red = (row: number) => data[(row * info.width + Math.floor(info.width / 2)) * info.channels]!
    const blue = (row: number) => data[(row * info.width + Math.floor(info.width / 2)) * info.channels + 2]!
    expect([red(2) > 200, blue(2) < 60]).toEqual([true, true])
    expect([red(info.height - 3) < 60, blue(info.height - 3) > 200]).toEqual([true, true])
  }
})
