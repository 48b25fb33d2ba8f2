// `npm run content-schemas`: writes content/schema/*.schema.json from src/content-model/schema.ts. Run it after
// changing the schema and commit the result; a test fails while the committed files are out of date.
import { promises as fs } from "fs"
import path from "path"
import * as prettier from "prettier"
import { contentJsonSchemaTexts } from "../src/content-model/json-schemas"

async function main(): Promise<void> {
  const schemaDir = path.join(__dirname, `..`, `content`, `schema`)
  await fs.mkdir(schemaDir, { recursive: true })
  for (const [fileName, text] of Object.entries(contentJsonSchemaTexts())) {
    const file = path.join(schemaDir, fileName)
    // Written the way `npm run format` would leave it, so formatting the project never changes these files.
    const options = { ...(await prettier.resolveConfig(file)), filepath: file }
    await fs.writeFile(file, await prettier.format(text, options))
    console.log(`wrote content/schema/${fileName}`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
