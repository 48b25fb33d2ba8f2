// A picture is found in use however the editor names it (an upload's own name is picture-widget.test.ts's).
import { pictureInUse } from "../picture-names"

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
