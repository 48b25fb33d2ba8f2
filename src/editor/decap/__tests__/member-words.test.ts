/** @jest-environment node */
// What the editor itself says to a band member (its questions, refusals and notices) holds no developer words: no
// "persist", no "API_ERROR", no file name, no "content/", no "CONTENT.md", no raw time like T20:00. The checker's
// own lines, which the editor shows as the build would say them, are the checker's (src/content-model/).
import {
  bothChanged,
  keptChanging,
  mergedWithOthers,
  notAnswered,
  unsureWhetherPublished,
} from "../../core/publish-words"
import { pastShowQuestion, removalQuestion } from "../../core/show-additions"
import { renameNotPublished, renameQuestion } from "../../core/member-renames"
import { instrumentsOf } from "../phone-form"
import { pickedPhotoRefusal } from "../picture-widget"

const developerWords = /persist|API_ERROR|\b[\w-]+\.(json|md|ts)\b|content\/|CONTENT\.md|T\d\d:\d\d/

const show = { id: `2027-06-12-nightshop`, date: `2027-06-12T20:00`, where: `Nightshop in Bloomington` }
const said: Record<string, string> = {
  bothChanged: bothChanged([`Nightshop in Bloomington`]),
  keptChanging,
  notAnswered,
  unsureWhetherPublished,
  mergedWithOthers,
  removalQuestion: removalQuestion([show]),
  pastShowQuestion: pastShowQuestion([show]),
  renameQuestion: renameQuestion([{ from: `Jake Ewen`, to: `Jake E.` }], { "Jake Ewen": [`milk`] }),
  renameNotPublished,
  pickedPhotoRefusal: pickedPhotoRefusal({ name: `IMG_0042.HEIC`, type: `image/heic` })!,
}

test.each(Object.entries(said))(`%s says nothing a band member would not understand`, (_, words) => {
  expect(words).not.toMatch(developerWords)
})

test(`"Guitar, Vocals" is two instruments, however it is spaced`, () => {
  expect(instrumentsOf(`Guitar, Vocals`)).toEqual([`Guitar`, `Vocals`])
  expect(instrumentsOf(` Guitar ,Vocals, `)).toEqual([`Guitar`, `Vocals`])
})
