// The content editor's configuration (Decap CMS), generated from the content model's JSON Schemas (themselves made
// from the zod definitions): a field's title is its label, its description its hint, in the band's words.
import { contentFiles, type ContentKind } from "../../content-model/files"
import { contentJsonSchema, type JsonSchema } from "../../content-model/json-schemas"
import { formLabels, inBandWords } from "../core/band-words"

export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string }

/**
 * Each content file's form (its label is band-words.ts's): what an entry of its list is called and the one line it
 * folds to, and the folder its pictures are uploaded to (posters beside the posters, the logo beside the logo; inside
 * content/).
 */
const forms: Record<ContentKind, { singular?: string; summary?: string; pictures?: string }> = {
  band: { pictures: `images` },
  shows: {
    singular: `show`,
    // The day as a member reads it ("18 Sep 2024"), not "2024-09-18T16:00".
    summary: `{{fields.date | date('D MMM YYYY')}}: {{fields.where}}`,
    pictures: `images/posters`,
  },
  members: { singular: `member`, summary: `{{fields.name}}` },
  lineups: {},
  faq: { singular: `question`, summary: `{{fields.question}}` },
  booking: {
    singular: `press photo`,
    summary: `{{fields.alt}}`,
    pictures: `images/booking`,
  },
}

const imageFolder = (kind: ContentKind) => {
  const folder = forms[kind].pictures
  return folder ? { media_folder: `/content/${folder}`, public_folder: folder } : {}
}

function fieldFor(kind: ContentKind, name: string, schema: JsonSchema, required: boolean): CmsField {
  const common = {
    name,
    label: schema.title ?? name,
    required,
    ...(schema.description ? { hint: formHint(kind, schema.description) } : {}),
  }
  if (schema.type === `object`) return { ...common, widget: `object`, fields: fieldsOf(kind, schema) }
  if (schema.type === `array`) {
    const items = schema.items ?? {}
    const list = { ...common, widget: `list`, ...(schema.minItems ? { min: schema.minItems } : {}) }
    if (kind === `lineups`) {
      // A lineup is picked from the members, in order: a list of names chosen from members.json.
      return {
        ...list,
        collapsed: false,
        summary: `{{fields.name}}`,
        field: {
          name: `name`,
          label: items.title,
          // Decap's relation picker, made removable from a list (editor-checks.ts).
          widget: `member`,
          collection: `content`,
          file: `members`,
          search_fields: [`members.*.name`],
          value_field: `members.*.name`,
          display_fields: [`members.*.name`],
        },
      }
    }
    if (items.type === `object`)
      return {
        ...list,
        label_singular: forms[kind].singular,
        // Questions are read as a whole; shows and members fold away to their one-line summaries.
        collapsed: kind !== `faq`,
        fields: fieldsOf(kind, items),
        summary: forms[kind].summary,
      }
    // What a member plays: one line, "Guitar, Vocals" (phone-form.ts); acts and genres may hold a comma: a box each.
    if (commaLists.has(name)) return { ...list, widget: `instruments` }
    return { ...list, collapsed: false, field: fieldFor(kind, `item`, items, true) }
  }
  // A choice among a few words (a show's status): picked, never typed.
  if (schema.enum) return { ...common, widget: `select`, options: schema.enum }
  if (name === `img`) return { ...common, widget: `picture`, choose_url: false, ...imageFolder(kind) }
  // A link gets no pattern: the checker's rule, before Publish, says more, and accepts "HTTPS://" as the build does.
  const message = patternMessage(
    kind,
    schema.patternErrorMessage ?? patternMessages[schema.format ?? ``] ?? `Write it as the hint says`,
  )
  const pattern = schema.pattern && schema.format !== `uri` ? { pattern: [schema.pattern, message] } : {}
  if (dateFields.has(name)) return { ...common, widget: `show-date`, ...pattern }
  // A stage plot may be a PDF.
  if (name === `stagePlot`)
    return { ...common, widget: `file`, choose_url: false, ...imageFolder(kind), ...pattern }
  return { ...common, widget: schema.lineBreaksAllowed ? `text` : `string`, ...pattern }
}

const commaLists = new Set([`roles`])
const dateFields = new Set([`date`, `previousDate`])

const patternMessages: Record<string, string> = { email: `Write an e-mail address, like name@example.com` }

/**
 * A field's description as the form's hint, in the band's words: a picture is picked in the form, not written as a
 * path inside content/, and a date in the form's date box.
 */
export const formHint = (kind: ContentKind, description: string) =>
  inBandWords(
    description
      .replace(/, as a path inside content\/(?=[.:])/, ``)
      .replace(/: YYYY-MM-DD or YYYY-MM-DDTHH:MM\./, `: pick the day, and the start time if it is known.`)
      .replace(/, written like "date"\./, `.`)
      .replace(`/shows/<id>/`, `on this site`)
      .replace(`the date and where`, `the date and the place`),
    kind,
  )

/** What the form says when a field does not match its pattern: a file is chosen, a date picked. */
function patternMessage(kind: ContentKind, message: string): string {
  const fileKinds = /^Write the path from inside content\/, like [^;]+; the file must be (.*)$/.exec(message)
  if (fileKinds) return `Choose a file that is ${fileKinds[1]}`
  if (/^Write the date as/.test(message))
    return `Pick the day in the date box (and the start time, if it is known)`
  return inBandWords(message, kind)
}

function fieldsOf(kind: ContentKind, schema: JsonSchema): CmsField[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(kind, name, property, (schema.required ?? []).includes(name)),
  )
}

/** The hidden key of a form's data naming the text it was opened from (own-backend.ts); never written to a file. */
export const formKey = `_formOpenedFrom`

/** The form's own line, first in each form, on its hidden key (editor-checks.ts's form-line widget). */
const formLine: CmsField = { name: formKey, label: `Your changes`, widget: `form-line`, required: true }

export interface EditorSite {
  /** The GitHub repository, "owner/name". */
  repository: string
  branch: string
  /** Editing on this computer only: the local editing server's address (src/editing-server/editing-server.ts). */
  localServer?: string
  /** The OAuth provider for "Login with GitHub" when it is not Netlify's (GitHub Pages: an OAuth proxy). */
  oauth?: { baseUrl: string; authEndpoint?: string }
  /** A private repository needs GitHub's `repo` grant (every repository the member reaches), a public one less. */
  privateRepository?: boolean
}

export function cmsConfig(site: EditorSite): Record<string, unknown> {
  const { repository, branch, localServer, oauth, privateRepository } = site
  const kinds = Object.keys(contentFiles) as ContentKind[]
  return {
    // Decap's GitHub backend, or its local one when editing on this computer, with our own Publish (own-backend.ts).
    backend: {
      name: localServer ? `milk-patrol-local` : `milk-patrol-github`,
      ...(localServer ? { proxy_url: `${localServer}/api/v1` } : {}),
      repo: repository,
      branch,
      // The least GitHub's sign-in can grant that still lets the editor commit (Decap asks for `repo` otherwise).
      auth_scope: privateRepository ? `repo` : `public_repo`,
      ...(oauth ? { base_url: oauth.baseUrl } : {}),
      ...(oauth?.authEndpoint ? { auth_endpoint: oauth.authEndpoint } : {}),
    },
    // Posters by default; each picture field names its own folder.
    media_folder: `content/images/posters`,
    public_folder: `images/posters`,
    // No site_url: its "View Live" link beside Publish does not fit a phone's toolbar.
    collections: [
      {
        name: `content`,
        label: `The site's content`,
        editor: { preview: false },
        // Named here too, so Decap reads and writes through editor-checks.ts's JSON format.
        format: `json`,
        files: kinds.map((kind) => ({
          name: kind,
          label: formLabels[kind],
          file: `content/${contentFiles[kind].file}`,
          format: `json`,
          fields: [formLine, ...fieldsOf(kind, contentJsonSchema(kind))],
        })),
      },
    ],
  }
}
