import {
  execute,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type ValidationRule,
} from 'graphql'
import type { NodeContext } from './nodes'
import { schemaWithout } from './plugins'
import type { PageContent } from '../content/types'
import type { PostEdits } from '../db/post-edits'
import { rootValue } from './root'
import type { GeneralOverrides } from './site'

/** One GraphQL request's setting: who asks, the site's options, the plugins switched off. */
interface GraphqlContext extends NodeContext {
  disabledPlugins: readonly string[]
  /** Settings → General as changed by the operator (`blogname`, `blogdescription`, `admin_email`). */
  general?: GeneralOverrides
  /** Pages end-to-end tests added at run time (operator route `test-pages`), served as published. */
  extraPages?: readonly PageContent[]
  /** Demo posts an operator moved to another status or renamed (operator route `post-edits`). */
  edits?: PostEdits
}

// WPGraphQL adds debug messages to every response.
const extensions = { debug: [] as unknown[] }

const failure = (errors: GraphQLFormattedError[], status: number) =>
  Response.json({ errors, extensions }, { status })

interface GraphqlRequest {
  query?: unknown
  variables?: unknown
  operationName?: unknown
}

async function readRequest(request: Request): Promise<GraphqlRequest | null> {
  if (request.method === 'GET') {
    const url = new URL(request.url)
    const variables = url.searchParams.get('variables')
    try {
      return {
        query: url.searchParams.get('query') ?? undefined,
        operationName: url.searchParams.get('operationName') ?? undefined,
        variables: variables ? (JSON.parse(variables) as unknown) : undefined,
      }
    } catch {
      return null
    }
  }
  try {
    const body: unknown = JSON.parse(await request.text())
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as GraphqlRequest)
      : null
  } catch {
    return null
  }
}

/**
 * WPGraphQL's DisableIntrospection rule: without a signed-in user (and with the default setting
 * "Enable Public Introspection" off), a query that reads `__schema` or `__type` fails validation
 * with graphql-php's message.
 */
const noPublicIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError(
          'GraphQL introspection is not allowed, but the query contained __schema or __type',
          { nodes: [node] },
        ),
      )
    }
  },
})

/**
 * `/graphql` as WPGraphQL answers it: a body that is not a GraphQL request or a syntax error is HTTP
 * 500 with `errors`; a query that fails validation is HTTP 200 with `errors` and no `data`.
 */
export async function handleGraphql(request: Request, ctx: GraphqlContext): Promise<Response> {
  const schema = schemaWithout(ctx.disabledPlugins)
  const body = await readRequest(request)
  if (!body || typeof body.query !== 'string' || !body.query.trim()) {
    return failure(
      [
        {
          message:
            'GraphQL Request must include at least one of those two parameters: "query" or "queryId"',
        },
      ],
      500,
    )
  }
  let document: DocumentNode
  try {
    document = parse(body.query)
  } catch (err) {
    return failure([err instanceof GraphQLError ? err.toJSON() : { message: 'Syntax Error' }], 500)
  }
  const rules = ctx.viewer ? specifiedRules : [...specifiedRules, noPublicIntrospection]
  const errors = validate(schema, document, rules)
  if (errors.length) return Response.json({ errors: errors.map((e) => e.toJSON()), extensions })
  const variables =
    body.variables && typeof body.variables === 'object'
      ? (body.variables as Record<string, unknown>)
      : undefined
  const result = await execute({
    schema,
    document,
    rootValue: rootValue(ctx),
    variableValues: variables,
    operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
  })
  return Response.json({
    ...(result.errors ? { errors: result.errors.map((e) => e.toJSON()) } : {}),
    data: result.data ?? null,
    extensions,
  })
}
