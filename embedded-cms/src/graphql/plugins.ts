import { buildASTSchema, Kind, parse, visit, type GraphQLSchema } from 'graphql'
import { typeDefs } from './sdl'

/**
 * The fields each optional WordPress plugin adds to the schema, by type. On a WordPress without the
 * plugin (or with a field group renamed) these fields do not exist, and WPGraphQL rejects any
 * operation that selects one.
 */
const PLUGIN_FIELDS = {
  /** Advanced Custom Fields (field groups exposed with WPGraphQL for ACF). */
  acf: {
    Service: ['lottieAnimation'],
    Technology: ['image', 'tooltipText'],
    Vertical: ['image'],
    Client: ['name', 'description', 'logo', 'logoWhite', 'caseStudies'],
    Partner: ['name', 'description', 'logo'],
    ManagementTeamMember: [
      'name',
      'position',
      'linkedInURL',
      'description',
      'email',
      'phone',
      'image',
    ],
    Award: ['awardImage'],
  },
  /** Yoast SEO with WPGraphQL Yoast SEO. */
  yoast: {
    RootQuery: ['seo'],
    Page: ['seo'],
    CaseStudy: ['seo'],
    Service: ['seo'],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>

type PluginName = keyof typeof PLUGIN_FIELDS

export const isPluginName = (name: string): name is PluginName => name in PLUGIN_FIELDS

const schemas = new Map<string, GraphQLSchema>()

/** The schema WordPress would have without the given plugins (built once per combination). */
export function schemaWithout(disabled: readonly string[]): GraphQLSchema {
  const names = [...new Set(disabled.filter(isPluginName))].sort()
  const key = names.join(',')
  let schema = schemas.get(key)
  if (!schema) {
    const removed = new Map<string, Set<string>>()
    for (const name of names) {
      for (const [type, fields] of Object.entries(PLUGIN_FIELDS[name])) {
        const set = removed.get(type) ?? new Set<string>()
        for (const field of fields) set.add(field)
        removed.set(type, set)
      }
    }
    const document = visit(parse(typeDefs), {
      ObjectTypeDefinition(node) {
        const drop = removed.get(node.name.value)
        if (!drop) return undefined
        return { ...node, fields: node.fields?.filter((f) => !drop.has(f.name.value)) }
      },
    })
    if (document.kind !== Kind.DOCUMENT) throw new Error('schema document expected')
    schema = buildASTSchema(document)
    schemas.set(key, schema)
  }
  return schema
}
