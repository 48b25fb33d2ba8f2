/** @jest-environment node */
// The editor's forms and the content model agree: every field of every content file is in the form, required
// exactly when the model requires it, with the model's pattern and its hint; lists stay inside their object.
import { contentFiles, type ContentKind } from "../../content-model/files"
import { contentJsonSchema } from "../../content-model/json-schemas"
import { cmsConfig, type CmsField } from "../cms-config"
import { editorSite } from "../write-editor"
import { editorPolicy } from "../editor-policy"

interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  pattern?: string
  description?: string
}

const config = cmsConfig({ repository: `milkpatrol/milkpatrol`, branch: `main` }) as {
  collections: { files: { name: string; file: string; format: string; fields: CmsField[] }[] }[]
  backend: unknown
  local_backend: unknown
}
const files = config.collections[0]!.files

/** Every disagreement between a form's fields and the schema they were made from, in words. */
function disagreements(fields: readonly CmsField[], schema: JsonSchema, where: string): string[] {
  const found: string[] = []
  const properties = schema.properties ?? {}
  const names = fields.map((field) => field.name)
  for (const name of Object.keys(properties))
    if (!names.includes(name)) found.push(`${where}.${name} has no field`)
  for (const field of fields) {
    const property = properties[field.name]
    const at = `${where}.${field.name}`
    if (!property) {
      found.push(`${at} is not in the model`)
      continue
    }
    if (field.required !== (schema.required ?? []).includes(field.name)) found.push(`${at}: required differs`)
    const pattern = (field.pattern as string[] | undefined)?.[0]
    if (pattern !== property.pattern && field.widget !== `image`) found.push(`${at}: pattern differs`)
    if (property.description && field.hint !== property.description) found.push(`${at}: hint differs`)
    if (property.type === `object`) found.push(...disagreements(field.fields as CmsField[], property, at))
    if (property.type === `array` && property.items?.type === `object`)
      found.push(...disagreements(field.fields as CmsField[], property.items, `${at}[]`))
  }
  return found
}

test.each(Object.keys(contentFiles) as ContentKind[])(`the %s form matches the content model`, (kind) => {
  const form = files.find((file) => file.name === kind)
  expect(form).toMatchObject({ file: `content/${contentFiles[kind].file}`, format: `json` })
  expect(disagreements(form!.fields, contentJsonSchema(kind) as JsonSchema, kind)).toEqual([])
})

test(`a change to the model that the form does not follow is caught`, () => {
  const shows = files.find((file) => file.name === `shows`)!
  const showSchema = (contentJsonSchema(`shows`) as JsonSchema).properties!.shows!.items!
  const tampered = {
    ...showSchema,
    required: [...(showSchema.required ?? []), `ticketPrice`],
    properties: { ...showSchema.properties, ticketPrice: { type: `string` } },
  }
  const showFields = shows.fields[0]!.fields as CmsField[]
  expect(disagreements(showFields, tampered, `shows[]`)).toEqual([`shows[].ticketPrice has no field`])
})

test(`posters are uploaded beside the posters, and written relative to content/ as the site reads them`, () => {
  const show = (files.find((file) => file.name === `shows`)!.fields[0]!.fields as CmsField[]).find(
    (f) => f.name === `img`,
  )
  expect(show).toMatchObject({
    widget: `image`,
    media_folder: `/content/images/posters`,
    public_folder: `images/posters`,
  })
})

test(`lineups are names picked from the members, in order`, () => {
  const lineups = files.find((file) => file.name === `lineups`)!.fields[0]!.fields as CmsField[]
  for (const theme of lineups)
    expect(theme).toMatchObject({ widget: `list`, field: { widget: `member`, file: `members` } })
})

test(`GitHub in production, decap-server on this computer; the repository comes from the host's build`, () => {
  expect(config.backend).toEqual({ name: `github`, repo: `milkpatrol/milkpatrol`, branch: `main` })
  expect(config.local_backend).toEqual({ url: `http://localhost:8081/api/v1` })
  expect(editorSite({ REPOSITORY_URL: `https://github.com/someone/milk-site` }).repository).toBe(
    `someone/milk-site`,
  )
  expect(editorSite({ GITHUB_REPOSITORY: `band/site` }).repository).toBe(`band/site`)
})

test(`the editor's policy reaches only the GitHub API and the editing server on this computer beyond the site`, () => {
  const policy = editorPolicy({ asHeader: true })
  const offSite = policy.match(/https?:\/\/[^\s;]+/g)
  expect(offSite).toEqual([`https://api.github.com`, `http://localhost:8081`])
  expect(policy).toContain(`frame-ancestors 'none'`)
})
