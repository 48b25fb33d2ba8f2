// The content on which the checker and the build must agree that all is well: every real-world input the checker
// accepts (real-world-mistakes.ts, the rows marked `builds`), all at once, and a show still to come, so that the
// upcoming list, its calendar file and its structured data are made too. Jest checks it through the checker and the
// build's hook; scripts/__proofs__/accepted-content-is-built.proof.ts builds it.
import { promises as fs } from "fs"
import path from "path"
import { contentFiles, type ContentKind } from "../files"
import { contentFixture, type ContentData } from "./content-fixture"
import { changeAll, contentMistakes, prepareAll } from "./real-world-mistakes"

export const acceptedMistakes = Object.entries(contentMistakes).filter(
  ([, mistake]) => mistake.expected === `builds`,
)

const nextYear = new Date().getFullYear() + 1

export const upcomingShow = {
  where: `Nightshop in Bloomington`,
  when: `8pm, June 12th, ${nextYear}`,
  date: `${nextYear}-06-12T20:00`,
  img: `images/posters/2024-02-23-coffeehouse.png`,
  link: `https://www.instagram.com/milkpatrolband/`,
  // All that search engines need of an upcoming show, so the checker has nothing to warn of.
  id: `${nextYear}-06-12-nightshop`,
  venue: { name: `Nightshop`, street: `100 Example St.`, city: `Bloomington`, state: `IL`, zip: `61701` },
}

/** A content folder holding all of it (in the temp directory), and its data as the files hold it. */
export async function acceptedContent(): Promise<{ contentDir: string; content: ContentData }> {
  const mistakes = acceptedMistakes.map(([, mistake]) => mistake)
  const contentDir = await contentFixture((data) => {
    changeAll(mistakes)(data)
    data.shows.shows.push({ ...upcomingShow })
  })
  await prepareAll(contentDir, mistakes)
  const content = {} as ContentData
  for (const kind of Object.keys(contentFiles) as ContentKind[]) {
    content[kind] = JSON.parse(await fs.readFile(path.join(contentDir, contentFiles[kind].file), `utf8`))
  }
  return { contentDir, content }
}
