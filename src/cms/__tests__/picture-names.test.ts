// An upload is renamed before Decap reads it to the name Decap will save it under, made unique against the pictures
// in use, so Decap never offers to replace a show's poster; and a picture is found in use however the editor names it.
import { decapFileName, pictureInUse, uploadName } from "../picture-names"

test(`an upload gets the name Decap saves it under: lower case, a dash for each run of other characters`, () => {
  expect(decapFileName(`2024-09-18 downs.png`)).toBe(`2024-09-18-downs.png`)
  expect(decapFileName(` Milk Patrol @ Nightshop (final!).PNG`)).toBe(`milk-patrol-nightshop-final-.png`)
  expect(decapFileName(`Café_poster~2.webp`)).toBe(`café_poster~2.webp`)
  expect(decapFileName(`a -- b.jpg`)).toBe(`a-b.jpg`)
})

test(`an upload named like a poster in use, once Decap has renamed it, gets a name of its own`, () => {
  const taken = [`2024-09-18-downs.png`, `2024-09-18-downs-2.png`]
  expect(uploadName(`2024-09-18 downs.png`, taken)).toBe(`2024-09-18-downs-3.png`)
  expect(uploadName(`2024-09-18-DOWNS.png`, [`2024-09-18-downs.png`])).toBe(`2024-09-18-downs-2.png`)
  expect(uploadName(`2030 nightshop.png`, taken)).toBe(`2030-nightshop.png`)
})

test(`a picture is in use whether named as the content writes it, as the editor sends it, or by its file name`, () => {
  const texts = { shows: `{"shows":[{"img":"images/posters/2024-09-18-downs.png"}]}` }
  for (const name of [
    `images/posters/2024-09-18-downs.png`,
    `content/images/posters/2024-09-18-downs.png`,
    `/content/images/posters/2024-09-18-Downs.PNG`,
    `2024-09-18-downs.png`,
  ])
    expect(pictureInUse(texts, name)).toBe(`images/posters/2024-09-18-downs.png`)
  expect(pictureInUse(texts, `content/images/2024-09-18-downs.png`)).toBeUndefined()
  expect(pictureInUse(texts, `2024-09-18 downs.png`)).toBeUndefined()
})
