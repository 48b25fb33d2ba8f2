/** @jest-environment node */
// A member renamed in the form carries the lineups along: which changes are renames, the lineups' new text in the
// file's own layout, the band's question, and the two ways the lineups travel with the members' save (the local
// editing server's persistEntry, GitHub's commit tree).
import fs from "fs"
import path from "path"
import { goodContentDir } from "../../../content-model/__fixtures__/content-fixture"
import {
  lineupsNaming,
  lineupsRenamed,
  memberRenames,
  renamedLineups,
  renameQuestion,
} from "../member-renames"

const read = (file: string) => fs.readFileSync(path.join(goodContentDir, file), `utf8`)
const members = JSON.parse(read(`members.json`)) as { members: { name: string }[] }
const renamedJake = () => {
  const copy = structuredClone(members)
  copy.members[1]!.name = `Jake E.`
  return copy
}

test(`a name changed in place is a rename, beside a member added at the end too; an added or removed member, or a name taken, is not`, () => {
  expect(memberRenames(members, renamedJake())).toEqual([{ from: `Jake Ewen`, to: `Jake E.` }])
  const added = structuredClone(members)
  added.members.push({ name: `Moo Cow` })
  expect(memberRenames(members, added)).toEqual([])
  const renamedAndAdded = renamedJake()
  renamedAndAdded.members.push({ name: `Moo Cow` })
  expect(memberRenames(members, renamedAndAdded)).toEqual([{ from: `Jake Ewen`, to: `Jake E.` }])
  expect(memberRenames(members, { members: members.members.slice(1) })).toEqual([])
  const swapped = structuredClone(members)
  swapped.members[1]!.name = members.members[0]!.name
  expect(memberRenames(members, swapped)).toEqual([])
})

test(`the lineups get the new name wherever the old one stood, and keep their layout`, () => {
  const before = read(`lineups.json`)
  const after = renamedLineups(before, [{ from: `Jake Ewen`, to: `Jake E.` }])!.text
  expect(after.split(`\n`).filter((line) => !before.split(`\n`).includes(line))).toEqual([
    `    "milk": ["Josh Dahmm", "Jake E.", "Tommy Harris", "Braydon Hughes", "Ben Sievert"],`,
    `    "dairy": ["Ben Sievert", "Josh Dahmm", "Tommy Harris", "Jake E.", "Braydon Hughes"],`,
  ])
  expect(renamedLineups(before, [{ from: `Moo Cow`, to: `Cow Moo` }])).toBeUndefined()
})

test(`the band is asked in words naming the member, the new name and the lineups`, () => {
  const renames = [{ from: `Jake Ewen`, to: `Jake E.` }]
  const question = renameQuestion(renames, lineupsNaming(JSON.parse(read(`lineups.json`)), renames))
  expect(question).toContain(
    `"Jake Ewen" becomes "Jake E.", among the members and in the Milk and Dairy lineups`,
  )
  expect(question).toContain(`OK: publish the members and the lineups together`)
})

test(`the form's rename brings the lineups' new text and the question; the lineups are read only for a rename`, async () => {
  const membersRead = read(`members.json`)
  const lineupsNow = jest.fn(async () => read(`lineups.json`))
  const renamed = await lineupsRenamed(membersRead, renamedJake(), lineupsNow)
  expect(renamed?.text).toContain(`"Jake E."`)
  expect(renamed?.text).not.toContain(`"Jake Ewen"`)
  expect(renamed?.question).toContain(`"Jake Ewen" becomes "Jake E."`)
  expect(await lineupsRenamed(membersRead, members, lineupsNow)).toBeUndefined()
  expect(await lineupsRenamed(undefined, renamedJake(), lineupsNow)).toBeUndefined()
  expect(lineupsNow).toHaveBeenCalledTimes(1)
  const renamedNobodyInALineup = structuredClone(members)
  renamedNobodyInALineup.members.push({ name: `Moo Cow` })
  expect(await lineupsRenamed(membersRead, renamedNobodyInALineup, lineupsNow)).toBeUndefined()
})
