/** @jest-environment node */
// The content model is written once, in zod (src/content-model/schema.ts); the GraphQL types the pages query are
// declared by hand (graphql-schema.ts), since Gatsby must not guess them. This holds the two together: every field the
// band can write is a field the pages can ask for, of the same shape and as optional, and every other GraphQL field is
// one the build works out, named here with why. A show's fields reach pages whole, as its facts (show-nodes.test.ts
// holds them to the model); its GraphQL type types only what queries filter and sort by, as the model has them.
import { Kind, parse, type FieldDefinitionNode, type TypeNode } from "graphql"
import { z } from "zod"
import { contentFiles, type ContentKind } from "../../content-model/files"
import { contentSchemas } from "../../content-model/schema"
import { declareContentTypes } from "../graphql-schema"

/** GraphQL fields the content does not hold: the build works them out (or renames one), by type. */
const workedOut: Record<string, Record<string, string>> = {
  BandJson: { pressLogos: `the logo files for bookers, made from the logo's SVG source` },
  BookingJson: { stagePlotFile: `the stage plot for bookers, a PDF drawn anew from the upload's pages` },
  Show: {
    showId: `the stable id: the content's id, or the slug of date and place`,
    pagePath: `the show's own page, from its id`,
    year: `the year of its date, for the year pages`,
    facts: `the whole show as pages read it, typed by the content model (src/shows/show-nodes.ts)`,
  },
}
/** Content fields that reach GraphQL under another name. */
const renamed: Record<string, Record<string, string>> = { Show: { id: `showId` } }
/** Optional in the content, but always there on the node: the build fills it in (status: scheduled; id: the slug). */
const filledIn: Record<string, Set<string>> = { Show: new Set([`status`, `id`]) }

function declaredTypes() {
  let sdl = ``
  declareContentTypes({ actions: { createTypes: (types: string) => (sdl += types) } } as never)
  const types = new Map<string, readonly FieldDefinitionNode[]>()
  for (const definition of parse(sdl).definitions)
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION)
      types.set(definition.name.value, definition.fields ?? [])
  return types
}

const unwrap = (schema: z.core.$ZodType): z.core.$ZodType =>
  schema instanceof z.ZodOptional ? unwrap(schema.unwrap()) : schema

/** The named type under lists and non-nulls, and whether the outer type may be null. */
function namedType(type: TypeNode): { name: string; nullable: boolean; list: boolean } {
  const nullable = type.kind !== Kind.NON_NULL_TYPE
  const inner = type.kind === Kind.NON_NULL_TYPE ? type.type : type
  if (inner.kind === Kind.LIST_TYPE) return { ...namedType(inner.type), nullable, list: true }
  return { name: (inner as { name: { value: string } }).name.value, nullable, list: false }
}

/** Every difference between the zod object `schema` and the GraphQL type `typeName`, in words. */
function differences(
  schema: z.core.$ZodType,
  typeName: string,
  types: Map<string, readonly FieldDefinitionNode[]>,
): string[] {
  const object = unwrap(schema)
  if (!(object instanceof z.ZodObject)) return [`${typeName} stands for something that is not a block { }`]
  const fields = new Map((types.get(typeName) ?? []).map((field) => [field.name.value, field]))
  if (fields.size === 0) return [`GraphQL has no type ${typeName}`]
  const found: string[] = []
  const contentKeys = Object.keys(object.shape)
  for (const key of contentKeys) {
    const graphqlName = renamed[typeName]?.[key] ?? key
    const field = fields.get(graphqlName)
    // A type with facts (Show) hands pages every field whole in them, and types only what queries filter by.
    if (!field && fields.has(`facts`)) continue
    if (!field) {
      found.push(`${typeName}.${graphqlName} is missing for the content's "${key}"`)
      continue
    }
    const value = object.shape[key]!
    const type = namedType(field.type)
    const optional = value instanceof z.ZodOptional
    if (optional && !type.nullable && !filledIn[typeName]?.has(key))
      found.push(`${typeName}.${key} must be nullable: the content may leave it out`)
    if (!optional && type.nullable && type.name !== `File`)
      found.push(`${typeName}.${key} should be non-null: the content always has it`)
    const inner = unwrap(value)
    const element = inner instanceof z.ZodArray ? unwrap(inner.element as z.core.$ZodType) : inner
    if (inner instanceof z.ZodArray !== type.list)
      found.push(`${typeName}.${key} is ${type.list ? `` : `not `}a list in GraphQL, unlike the content`)
    if (element instanceof z.ZodObject) found.push(...differences(element, type.name, types))
  }
  const fromContent = new Set(contentKeys.map((key) => renamed[typeName]?.[key] ?? key))
  for (const name of fields.keys())
    if (!fromContent.has(name) && !workedOut[typeName]?.[name])
      found.push(
        `${typeName}.${name} is in GraphQL but not in the content model, nor worked out by the build`,
      )
  return found
}

test(`every content file's GraphQL type has the content model's fields, shapes and optional fields`, () => {
  const types = declaredTypes()
  const found = (Object.keys(contentFiles) as ContentKind[]).flatMap((kind) =>
    differences(contentSchemas[kind], contentFiles[kind].typeName, types),
  )
  expect(found).toEqual([])
})

test(`a field added to the content model alone, or to GraphQL alone, is caught`, () => {
  const types = declaredTypes()
  const withNewField = z.object({ ...(unwrap(contentSchemas.faq) as z.ZodObject).shape, mood: z.string() })
  expect(differences(withNewField, `FaqJson`, types)).toEqual([
    `FaqJson.mood is missing for the content's "mood"`,
  ])
  types.set(`FaqEntry`, [
    ...types.get(`FaqEntry`)!,
    { ...types.get(`FaqEntry`)![0]!, name: { kind: Kind.NAME, value: `mood` } },
  ])
  expect(differences(contentSchemas.faq, `FaqJson`, types)).toEqual([
    `FaqEntry.mood is in GraphQL but not in the content model, nor worked out by the build`,
  ])
})
