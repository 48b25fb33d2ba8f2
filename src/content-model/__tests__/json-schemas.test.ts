/** @jest-environment node */
// The JSON Schemas VS Code reads are committed; they must say what the zod definitions say.
import { promises as fs } from "fs"
import path from "path"
import { contentJsonSchemaTexts } from "../json-schemas"

const schemaDir = path.join(__dirname, `..`, `..`, `..`, `content`, `schema`)

test.each(Object.entries(contentJsonSchemaTexts()))(
  `content/schema/%s matches the zod definitions (run \`npm run content-schemas\` if not)`,
  async (fileName, expected) => {
    const committed: unknown = JSON.parse(await fs.readFile(path.join(schemaDir, fileName), `utf8`))
    // Compared as data, so a Prettier pass over the committed file does not count as stale.
    expect(committed).toEqual(JSON.parse(expected))
  },
)

test(`VS Code maps every content file to its schema`, async () => {
  const settings = JSON.parse(
    await fs.readFile(path.join(schemaDir, `..`, `..`, `.vscode`, `settings.json`), `utf8`),
  ) as {
    "json.schemas": { fileMatch: string[]; url: string }[]
  }
  const mapped = settings[`json.schemas`].map(({ fileMatch, url }) => [fileMatch[0], url])
  expect(mapped).toEqual(
    Object.keys(contentJsonSchemaTexts()).map((fileName) => [
      `/content/${fileName.replace(`.schema.json`, `.json`)}`,
      `./content/schema/${fileName}`,
    ]),
  )
})
