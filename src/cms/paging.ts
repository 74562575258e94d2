import * as z from 'zod/mini'
import { runQuery, type Operation } from './graphql'
import type { CmsConfig } from './transport'

/** WPGraphQL serves at most this many nodes per connection page. */
const PAGE_SIZE = 100
/** Guard against a CMS that never stops saying hasNextPage. */
const MAX_PAGES = 100

const pageInfoSchema = z.object({
  hasNextPage: z.boolean(),
  endCursor: z.nullable(z.string()),
})

/** The connection shape every list operation selects: `nodes` plus `pageInfo`. */
export function connectionOf<T extends z.ZodMiniType>(node: T) {
  return z.object({ nodes: z.array(node), pageInfo: pageInfoSchema })
}

export type Connection<T> = { nodes: T[]; pageInfo: z.infer<typeof pageInfoSchema> }

/** Pages through a connection with `first: 100` and `after` until `hasNextPage` is false. */
export async function fetchAll<V extends Record<string, unknown>, D, T>(
  cfg: CmsConfig,
  op: Operation<V & { first: number; after: string | null }, D>,
  variables: V,
  pick: (data: D) => Connection<T> | null,
): Promise<T[]> {
  const items: T[] = []
  let after: string | null = null
  for (let page = 0; page < MAX_PAGES; page++) {
    const data = await runQuery(cfg, op, { ...variables, first: PAGE_SIZE, after })
    const conn = pick(data)
    if (!conn) break
    items.push(...conn.nodes)
    if (!conn.pageInfo.hasNextPage || !conn.pageInfo.endCursor) break
    after = conn.pageInfo.endCursor
  }
  return items
}
