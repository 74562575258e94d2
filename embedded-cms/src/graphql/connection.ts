import { GraphQLError } from 'graphql'
import { querySlug } from './slugs'

/** WPGraphQL's page size: 10 without `first`, never more than 100. */
const DEFAULT_PAGE = 10
const MAX_PAGE = 100

interface OrderBy {
  field: string
  order: 'ASC' | 'DESC'
}

export interface ConnectionArgs {
  first?: number | null
  last?: number | null
  after?: string | null
  before?: string | null
  where?: {
    id?: number | null
    in?: (string | number)[] | null
    notIn?: (string | number)[] | null
    name?: string | null
    nameIn?: string[] | null
    search?: string | null
    title?: string | null
    orderby?: OrderBy[] | null
    stati?: string[] | null
    status?: string | null
  } | null
}

interface Listable {
  databaseId: number
  slug?: string | null
  menuOrder?: number
  titleText?: string
}

const encodeCursor = (index: number) => btoa(`arrayconnection:${index}`)

function decodeCursor(cursor: string): number {
  try {
    const [, n] = /^arrayconnection:(\d+)$/.exec(atob(cursor)) ?? []
    if (n !== undefined) return Number(n)
  } catch {
    // fall through
  }
  throw new GraphQLError(`Invalid cursor: ${cursor}`)
}

/** A global id like WPGraphQL's base64 `post:123`, or a database id, as a number. */
export function idToDatabaseId(id: string | number): number | null {
  if (typeof id === 'number') return id
  if (/^\d+$/.test(id)) return Number(id)
  try {
    const [, n] = /^[a-z_]+:(\d+)$/.exec(atob(id)) ?? []
    return n === undefined ? null : Number(n)
  } catch {
    return null
  }
}

function filterAndOrder<T extends Listable>(items: T[], where: ConnectionArgs['where']): T[] {
  let list = items
  if (!where) return list
  const ids = (where.in ?? []).map(idToDatabaseId)
  if (ids.length > 0) {
    // `in` keeps the given order (WPGraphQL orders by post__in unless orderby says otherwise).
    list = ids.flatMap((id) => list.filter((item) => item.databaseId === id))
  }
  if (where.notIn?.length) {
    const excluded = new Set(where.notIn.map(idToDatabaseId))
    list = list.filter((item) => !excluded.has(item.databaseId))
  }
  if (where.id != null) list = list.filter((item) => item.databaseId === where.id)
  if (where.name != null) {
    const name = querySlug(where.name)
    list = list.filter((item) => item.slug === name)
  }
  if (where.nameIn?.length) {
    const names = where.nameIn.map(querySlug)
    list = list.filter((item) => names.includes(item.slug ?? ''))
  }
  const needle = (where.search ?? where.title ?? '').toLowerCase()
  if (needle) list = list.filter((item) => (item.titleText ?? '').toLowerCase().includes(needle))
  const order = where.orderby?.[0]
  if (order?.field === 'MENU_ORDER') {
    const sign = order.order === 'DESC' ? -1 : 1
    list = [...list].sort((a, b) => sign * ((a.menuOrder ?? 0) - (b.menuOrder ?? 0)))
  } else if (order?.field === 'TITLE') {
    const sign = order.order === 'DESC' ? -1 : 1
    list = [...list].sort((a, b) => sign * (a.titleText ?? '').localeCompare(b.titleText ?? ''))
  }
  return list
}

/** A WPGraphQL connection (`edges`, `nodes`, `pageInfo`) over a list, with its paging quirks. */
export function connection<T extends Listable>(items: T[], args: ConnectionArgs) {
  if (args.first != null && args.last != null) {
    throw new GraphQLError('Cannot use first and last at the same time.')
  }
  if ((args.first ?? 0) < 0 || (args.last ?? 0) < 0) {
    throw new GraphQLError('first and last must be positive integers.')
  }
  const list = filterAndOrder(items, args.where)
  const size = Math.min(args.first ?? args.last ?? DEFAULT_PAGE, MAX_PAGE)
  let start = args.after ? decodeCursor(args.after) + 1 : 0
  let end = args.before ? decodeCursor(args.before) : list.length
  if (args.last != null) start = Math.max(start, end - size)
  else end = Math.min(end, start + size)
  const slice = list.slice(start, end).map((node, i) => ({ node, cursor: encodeCursor(start + i) }))
  return {
    edges: slice,
    nodes: slice.map((e) => e.node),
    pageInfo: {
      // Seen on WPGraphQL: without `first`, hasNextPage is false even when more items exist.
      hasNextPage: args.first != null ? end < list.length : false,
      hasPreviousPage: start > 0,
      startCursor: slice[0]?.cursor ?? null,
      endCursor: slice.at(-1)?.cursor ?? null,
    },
  }
}
