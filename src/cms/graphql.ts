import * as z from 'zod/mini'
import { CmsError } from './errors'
import './zod-english'
import { cmsRead, type CmsConfig, type CmsTimeouts } from './transport'

/** A named GraphQL operation with the zod schema of its `data`. */
export interface Operation<V extends Record<string, unknown>, T> {
  name: string
  query: string
  data: z.ZodMiniType<T>
  /** Timeout class: one item, or one 100-item page of a list. */
  kind: Extract<keyof CmsTimeouts, 'item' | 'list'>
  /**
   * Sent with the credential whatever the deployment says: only for settings WordPress hides from
   * anonymous callers, never for content (the credential resolves drafts).
   */
  credential?: true
  /** Phantom field that carries the variables' type. */
  readonly variables?: V
}

/** Declares an operation; the query text is a constant, values only ever travel as variables. */
export function operation<V extends Record<string, unknown>, T>(
  name: string,
  query: string,
  data: z.ZodMiniType<T>,
  kind: Operation<V, T>['kind'] = 'item',
): Operation<V, T> {
  return { name, query, data, kind }
}

const envelope = z.object({
  data: z.optional(z.unknown()),
  errors: z.optional(z.array(z.looseObject({ message: z.string() }))),
})

/**
 * Runs a GraphQL operation, anonymously unless the deployment says otherwise (WPGraphQL resolves
 * unpublished posts for the credential). A non-2xx, a non-GraphQL body, any `errors` or a bad shape
 * throws CmsError naming the operation and the cause.
 */
export async function runQuery<V extends Record<string, unknown>, T>(
  cfg: CmsConfig,
  op: Operation<V, T>,
  variables: V,
): Promise<T> {
  const res = await cmsRead(
    cfg,
    '/graphql',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ operationName: op.name, query: op.query, variables }),
    },
    {
      operation: op.name,
      kind: op.kind,
      credential: op.credential ?? cfg.authenticatedContent ?? false,
    },
  )
  if (!res.ok) throw new CmsError(`${op.name}: HTTP ${res.status}`, res.status, 'http')
  let json: unknown
  try {
    json = JSON.parse(res.text)
  } catch {
    throw new CmsError(`${op.name}: body is not JSON`, res.status, 'body')
  }
  const body = envelope.safeParse(json)
  if (!body.success) throw new CmsError(`${op.name}: not a GraphQL response`, res.status, 'body')
  if (body.data.errors?.length) {
    const messages = body.data.errors.map((e) => e.message).join('; ')
    throw new CmsError(`${op.name}: GraphQL error: ${messages}`, res.status, 'graphql')
  }
  const data = op.data.safeParse(body.data.data)
  if (!data.success) {
    throw new CmsError(
      `${op.name}: schema mismatch: ${z.prettifyError(data.error)}`,
      res.status,
      'schema',
    )
  }
  return data.data
}
