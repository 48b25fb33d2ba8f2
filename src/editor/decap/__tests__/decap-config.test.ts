/** @jest-environment node */
// The editor's forms and the content model agree: every field of every content file is in the form, required
// exactly when the model requires it, labelled with the model's title, with the model's pattern and its hint, and a
// box where the model lets a text hold line breaks; lists stay inside their object.
import { contentFiles, type ContentKind } from "../../../content-model/files"
import { contentJsonSchema, type JsonSchema } from "../../../content-model/json-schemas"
import { cmsConfig, formHint, formKey, type CmsField } from "../decap-config"
import { EditorSetupError, editorSite } from "../../../build/write-editor"
import { editorPolicy } from "../../../security/editor-policy"

const config = cmsConfig({ repository: `milkpatrol/milkpatrol`, branch: `main` }) as {
  collections: { files: { name: string; file: string; format: string; fields: CmsField[] }[] }[]
  backend: unknown
  local_backend: unknown
}
const forms = config.collections[0]!.files
/** Each file's form without its own line (the hidden key's field, first in every form). */
const files = forms.map((file) => ({ ...file, fields: file.fields.slice(1) }))

test(`every form begins with its own line, on the hidden key that names the text it was opened from`, () => {
  for (const form of forms)
    expect(form.fields[0]).toEqual({
      name: formKey,
      label: `Your changes`,
      widget: `form-line`,
      required: true,
    })
})

/** Every disagreement between a form's fields and the schema they were made from, in words. */
function disagreements(
  kind: ContentKind,
  fields: readonly CmsField[],
  schema: JsonSchema,
  where: string,
): string[] {
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
    if (field.label !== property.title) found.push(`${at}: label is not the model's title`)
    const item = field.field as CmsField | undefined
    if (item && item.label !== property.items?.title) found.push(`${at}[]: label is not the model's title`)
    if ((field.widget === `text`) !== (property.lineBreaksAllowed === true)) found.push(`${at}: box differs`)
    const pattern = (field.pattern as string[] | undefined)?.[0]
    // Links are checked by the checker's own rule before Publish, in its words, not by a pattern.
    const expectedPattern = property.format === `uri` ? undefined : property.pattern
    if (pattern !== expectedPattern && field.widget !== `picture`) found.push(`${at}: pattern differs`)
    if (property.description && field.hint !== formHint(kind, property.description))
      found.push(`${at}: hint differs`)
    if (property.type === `object`)
      found.push(...disagreements(kind, field.fields as CmsField[], property, at))
    if (property.type === `array` && property.items?.type === `object`)
      found.push(...disagreements(kind, field.fields as CmsField[], property.items, `${at}[]`))
  }
  return found
}

test.each(Object.keys(contentFiles) as ContentKind[])(
  `the %s form keeps every field of the model's JSON Schema, with its requirement, title, pattern, hint and box`,
  (kind) => {
    const form = files.find((file) => file.name === kind)
    expect(form).toMatchObject({ file: `content/${contentFiles[kind].file}`, format: `json` })
    expect(disagreements(kind, form!.fields, contentJsonSchema(kind), kind)).toEqual([])
  },
)

test(`a change to the model that the form does not follow is caught`, () => {
  const shows = files.find((file) => file.name === `shows`)!
  const showSchema = contentJsonSchema(`shows`).properties!.shows!.items!
  const tampered = {
    ...showSchema,
    required: [...(showSchema.required ?? []), `ticketPrice`],
    properties: { ...showSchema.properties, ticketPrice: { type: `string` } },
  }
  const showFields = shows.fields[0]!.fields as CmsField[]
  expect(disagreements(`shows`, showFields, tampered, `shows[]`)).toEqual([
    `shows[].ticketPrice has no field`,
  ])
})

test(`posters are uploaded beside the posters, and written relative to content/ as the site reads them`, () => {
  const show = (files.find((file) => file.name === `shows`)!.fields[0]!.fields as CmsField[]).find(
    (f) => f.name === `img`,
  )
  expect(show).toMatchObject({
    widget: `picture`,
    media_folder: `/content/images/posters`,
    public_folder: `images/posters`,
  })
})

test(`lineups are names picked from the members, in order`, () => {
  const lineups = files.find((file) => file.name === `lineups`)!.fields[0]!.fields as CmsField[]
  for (const theme of lineups)
    expect(theme).toMatchObject({ widget: `list`, field: { widget: `member`, file: `members` } })
})

test(`GitHub in production, with no local editing server`, () => {
  expect(config.backend).toEqual({
    name: `milk-patrol-github`,
    repo: `milkpatrol/milkpatrol`,
    branch: `main`,
    auth_scope: `public_repo`,
  })
  expect(config.local_backend).toBeUndefined()
  expect(JSON.stringify(config)).not.toContain(`proxy_url`)
})

test.each([
  [`REPOSITORY_URL`, `github.com/milkpatrol/milkpatrol.band`],
  [`REPOSITORY_URL`, `https://github.com/milkpatrol/milkpatrol.band`],
  [`REPOSITORY_URL`, `https://github.com/milkpatrol/milkpatrol.band.git`],
  [`REPOSITORY_URL`, `https://github.com/milkpatrol/milkpatrol.band/`],
  [`REPOSITORY_URL`, `git@github.com:milkpatrol/milkpatrol.band.git`],
  [`REPOSITORY_URL`, `ssh://git@github.com/milkpatrol/milkpatrol.band.git`],
  [`GITHUB_REPOSITORY`, `milkpatrol/milkpatrol.band`],
  [`CMS_GITHUB_REPOSITORY`, `milkpatrol/milkpatrol.band`],
])(`the repository from %s=%s is milkpatrol/milkpatrol.band`, (variable, value) => {
  expect(editorSite({ [variable]: value }).repository).toBe(`milkpatrol/milkpatrol.band`)
})

test(`CMS_GITHUB_REPOSITORY comes before the host's variables`, () => {
  const env = { CMS_GITHUB_REPOSITORY: `band/site`, REPOSITORY_URL: `https://github.com/someone/else` }
  expect(editorSite(env).repository).toBe(`band/site`)
})

test(`without a repository, or with one that is not GitHub's, the build's editor step says what to set`, () => {
  expect(() => editorSite({})).toThrow(EditorSetupError)
  expect(() => editorSite({})).toThrow(
    /none of CMS_GITHUB_REPOSITORY, GITHUB_REPOSITORY, REPOSITORY_URL is set/,
  )
  expect(() => editorSite({ REPOSITORY_URL: `https://gitlab.com/band/site` })).toThrow(
    /REPOSITORY_URL is "https:\/\/gitlab.com\/band\/site", which is not a GitHub repository/,
  )
  expect(() => editorSite({ CMS_GITHUB_REPOSITORY: `milkpatrol` })).toThrow(EditorSetupError)
  // A build's environment, not npm run cms: the local editing server's address changes nothing.
  expect(() => editorSite({ CMS_LOCAL_SERVER: `http://localhost:8081` })).toThrow(EditorSetupError)
})

test(`npm run cms needs no repository: the local editing server stands in for GitHub`, () => {
  const site = editorSite({ gatsby_executing_command: `develop`, CMS_LOCAL_SERVER: `http://localhost:8081` })
  expect(site.localServer).toBe(`http://localhost:8081`)
})

test(`the OAuth provider for GitHub Pages is set by CMS_OAUTH_BASE_URL (and CMS_OAUTH_ENDPOINT), https:// only`, () => {
  const repo = { GITHUB_REPOSITORY: `band/site` }
  expect(cmsConfig(editorSite(repo)).backend).toEqual({
    name: `milk-patrol-github`,
    repo: `band/site`,
    branch: `main`,
    auth_scope: `public_repo`,
  })
  const proxy = editorSite({ ...repo, CMS_OAUTH_BASE_URL: `https://auth.example.workers.dev/` })
  expect(cmsConfig(proxy).backend).toEqual({
    name: `milk-patrol-github`,
    repo: `band/site`,
    branch: `main`,
    auth_scope: `public_repo`,
    base_url: `https://auth.example.workers.dev`,
  })
  const withEndpoint = editorSite({
    ...repo,
    CMS_OAUTH_BASE_URL: `https://example.org/oauth`,
    CMS_OAUTH_ENDPOINT: `/authorize`,
  })
  expect(cmsConfig(withEndpoint).backend).toMatchObject({
    base_url: `https://example.org/oauth`,
    auth_endpoint: `authorize`,
  })
  for (const wrong of [`http://auth.example.org`, `auth.example.org`, `https://auth.example.org/?x=1`])
    expect(() => editorSite({ ...repo, CMS_OAUTH_BASE_URL: wrong })).toThrow(/CMS_OAUTH_BASE_URL must be/)
})

test(`a local editing server only for \`gatsby develop\` started by npm run cms, at the address it was given`, () => {
  const local = { GITHUB_REPOSITORY: `band/site`, CMS_LOCAL_SERVER: `http://localhost:41234` }
  expect(editorSite(local).localServer).toBeUndefined()
  expect(editorSite({ ...local, gatsby_executing_command: `build` }).localServer).toBeUndefined()
  const site = editorSite({ ...local, gatsby_executing_command: `develop` })
  expect(site.localServer).toBe(`http://localhost:41234`)
  expect(cmsConfig(site).backend).toMatchObject({
    name: `milk-patrol-local`,
    proxy_url: `http://localhost:41234/api/v1`,
  })
})

test(`the editor's policy reaches only the GitHub API beyond the site, and a local editing server only if given`, () => {
  const offSite = (policy: string) => policy.match(/https?:\/\/[^\s;]+/g)
  const policy = editorPolicy({ asHeader: true })
  expect(offSite(policy)).toEqual([`https://api.github.com`])
  expect(policy).toContain(`frame-ancestors 'none'`)
  const local = editorPolicy({ asHeader: false, localServer: `http://localhost:41234` })
  expect(offSite(local)).toEqual([`https://api.github.com`, `http://localhost:41234`])
})

test(`a show's status is picked from the statuses, optional; its venue and other acts have fields of their own`, () => {
  const showFields = files.find((file) => file.name === `shows`)!.fields[0]!.fields as CmsField[]
  const field = (name: string) => showFields.find((candidate) => candidate.name === name)
  expect(field(`status`)).toMatchObject({
    widget: `select`,
    required: false,
    options: [`scheduled`, `cancelled`, `postponed`, `rescheduled`, `sold out`],
  })
  expect((field(`venue`)!.fields as CmsField[]).map((venueField) => venueField.label)).toEqual([
    `Name`,
    `Street address`,
    `Town or city`,
    `State (two letters, like IL)`,
    `ZIP code`,
  ])
  expect(field(`otherActs`)).toMatchObject({ widget: `list`, required: false, field: { label: `Act` } })
  for (const name of [`id`, `previousDate`, `price`]) expect(field(name)).toMatchObject({ required: false })
})

test(`the texts that may hold line breaks are boxes: the band's description, answers and the booking kit's stories`, () => {
  const boxes = (fields: readonly CmsField[]): string[] =>
    fields.flatMap((field) => [
      ...(field.widget === `text` ? [field.name] : []),
      ...boxes((field.fields as CmsField[] | undefined) ?? []),
    ])
  expect(files.flatMap((file) => boxes(file.fields))).toEqual([
    `description`,
    `answer`,
    `bio`,
    `setLengths`,
    `brings`,
    `needs`,
  ])
})
