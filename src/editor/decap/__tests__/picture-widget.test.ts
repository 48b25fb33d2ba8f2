/** @jest-environment node */
// What a picture uploaded in the editor is called: after its show's date and place, as the show's id is made, and
// never the name of a picture in use.
import { pictureName } from "../../core/picture-names"
import { pickedPhotoRefusal } from "../picture-widget"

const castle = { date: `2026-03-14T20:00`, where: `Castle Theatre` }

test(`a show's picture is named after its date and place, in lowercase with dashes`, () => {
  expect(pictureName(castle, `poster`, `.jpg`, [])).toBe(`2026-03-14-castle-theatre.jpg`)
  expect(
    pictureName({ date: `2024-09-18`, where: `103 W. Franklin St. Downs, IL` }, `poster`, `.png`, []),
  ).toBe(`2024-09-18-103-w-franklin-st-downs-il.png`)
})

test(`a show that has its id (kept when it moves) names its picture by it`, () => {
  expect(pictureName({ ...castle, id: `2026-02-01-castle-theatre` }, `poster`, `.jpg`, [])).toBe(
    `2026-02-01-castle-theatre.jpg`,
  )
})

test(`a name a picture in use has is made unique, compared without case`, () => {
  const taken = [`2026-03-14-castle-theatre.jpg`, `2026-03-14-CASTLE-theatre-2.jpg`]
  expect(pictureName(castle, `poster`, `.jpg`, taken)).toBe(`2026-03-14-castle-theatre-3.jpg`)
  expect(pictureName(castle, `poster`, `.png`, taken)).toBe(`2026-03-14-castle-theatre.png`)
})

test(`a picture of a show not filled in yet, or of no show, is named by what there is`, () => {
  expect(pictureName({ where: `Castle Theatre` }, `poster`, `.jpg`, [])).toBe(`castle-theatre.jpg`)
  expect(pictureName({ date: `2026-03-14` }, `poster`, `.jpg`, [])).toBe(`2026-03-14.jpg`)
  expect(pictureName({ where: `  ` }, `poster`, `.jpg`, [`poster.jpg`])).toBe(`poster-2.jpg`)
  expect(pictureName(undefined, `logo`, `.png`, [])).toBe(`logo.png`)
})

test(`a place in other letters is named in an address's letters, which Decap saves as they are`, () => {
  expect(pictureName({ where: ` Café @ Nightshop (final!)` }, `poster`, `.jpg`, [])).toBe(
    `cafe-nightshop-final.jpg`,
  )
})

test(`a HEIC is refused by its name or its kind, in the band's words; a JPEG is not`, () => {
  expect(pickedPhotoRefusal({ name: `IMG_0042.HEIC`, type: `` })).toMatch(/^"IMG_0042.HEIC" is a HEIC photo/)
  expect(pickedPhotoRefusal({ name: `photo`, type: `image/heif` })).toContain(`pick it from your photos`)
  expect(pickedPhotoRefusal({ name: `IMG_0042.jpg`, type: `image/jpeg` })).toBeUndefined()
})
