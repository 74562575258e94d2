import { z } from 'zod'
import { CmsError } from './errors'
import { cmsFetch, type CmsConfig } from './transport'

/** A named GraphQL operation with the zod schema of its `data`. */
export interface Operation<V extends Record<string, unknown>, T> {
  name: string
  query: string
  data: z.ZodType<T>
  /** Phantom field that carries the variables' type. */
  readonly variables?: V
}

/** Declares an operation; the query text is a constant, values only ever travel as variables. */
export function operation<V extends Record<string, unknown>, T>(
  name: string,
  query: string,
  data: z.ZodType<T>,
): Operation<V, T> {
  return { name, query, data }
}

const envelope = z.object({
  data: z.unknown().optional(),
  errors: z.array(z.object({ message: z.string() }).loose()).optional(),
})

/** Runs a GraphQL operation; a non-2xx, a non-GraphQL body, any `errors` or a bad shape throws CmsError. */
export async function runQuery<V extends Record<string, unknown>, T>(
  cfg: CmsConfig,
  op: Operation<V, T>,
  variables: V,
): Promise<T> {
  const res = await cmsFetch(cfg, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ operationName: op.name, query: op.query, variables }),
  })
  const text = await res.text()
  if (!res.ok) throw new CmsError(`${op.name}: HTTP ${res.status}`, res.status)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new CmsError(`${op.name}: body is not JSON`, res.status)
  }
  const body = envelope.safeParse(json)
  if (!body.success) throw new CmsError(`${op.name}: not a GraphQL response`, res.status)
  if (body.data.errors?.length) {
    throw new CmsError(`${op.name}: ${body.data.errors.map((e) => e.message).join('; ')}`)
  }
  const data = op.data.safeParse(body.data.data)
  if (!data.success) {
    throw new CmsError(`${op.name}: unexpected data shape: ${z.prettifyError(data.error)}`)
  }
  return data.data
}
