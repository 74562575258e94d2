import * as z from 'zod/mini'
import { operation, type Operation } from '../graphql'
import { connectionOf, type Connection } from '../paging'

type PageVars = { first: number; after: string | null }
export type ListVars = PageVars & { ids?: string[] | null }

/** The data of a list operation: one connection under its field. */
type ListData<F extends string, T> = { [K in F]: Connection<T> | null }

/** A connection list operation: nodes of `schema` under `field`, paged with first/after. */
export function listOperation<F extends string, S extends z.ZodMiniType>(
  name: string,
  field: F,
  selection: string,
  schema: S,
  args = '',
): Operation<ListVars, ListData<F, z.output<S>>> {
  const where = args ? `, where: { ${args} }` : ''
  return operation(
    name,
    `query ${name}($first: Int!, $after: String${args.includes('$ids') ? ', $ids: [ID]' : ''}) {
  ${field}(first: $first, after: $after${where}) {
    nodes { ${selection} }
    pageInfo { hasNextPage endCursor }
  }
}`,
    // zod cannot type an object whose key is a type parameter; the shape is exactly ListData.
    z.object({ [field]: z.nullable(connectionOf(schema)) }) as unknown as z.ZodMiniType<
      ListData<F, z.output<S>>
    >,
    'list',
  )
}
