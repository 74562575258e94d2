import type { PageContent } from '../content/types'
import type { PostStatus } from '../content/status'

/** The post types an operator may edit at run time, by WordPress post type name. */
export const EDITABLE_TYPES = ['page', 'case_study', 'service'] as const
export type EditableType = (typeof EDITABLE_TYPES)[number]

/**
 * An edit an editor would make in WordPress, applied over the demo content: a post moved to
 * another status (back to draft, private, pending), given another slug (Quick Edit), a password
 * (Visibility: Password protected; '' removes it) or, for a page, another parent (0: none).
 */
export interface PostEdit {
  status?: PostStatus
  slug?: string
  password?: string
  parent?: number
}

/** Edits by `type:slug` (the demo's slug, before any rename). */
export type PostEdits = ReadonlyMap<string, PostEdit>

const PREFIX = 'post-edit:'

export async function postEdits(db: D1Database): Promise<PostEdits> {
  const rows = await db
    .prepare('SELECT key, value FROM settings WHERE key LIKE ?')
    .bind(`${PREFIX}%`)
    .all<{ key: string; value: string }>()
  return new Map(
    rows.results.map((r) => [r.key.slice(PREFIX.length), JSON.parse(r.value) as PostEdit]),
  )
}

/** Stores an edit; a later edit of the same post adds to it. */
export async function putPostEdit(
  db: D1Database,
  type: EditableType,
  slug: string,
  edit: PostEdit,
): Promise<void> {
  const before = (await postEdits(db)).get(`${type}:${slug}`)
  await db
    .prepare(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    )
    .bind(`${PREFIX}${type}:${slug}`, JSON.stringify({ ...before, ...edit }))
    .run()
}

/** A post of the demo content as edited: its status, slug (and URI), password and parent. */
export function edited<T extends PageContent>(type: EditableType, item: T, edits?: PostEdits): T {
  const edit = edits?.get(`${type}:${item.slug}`)
  if (!edit) return item
  const slug = edit.slug ?? item.slug
  const uri = item.uri.endsWith(`/${item.slug}/`)
    ? `${item.uri.slice(0, -item.slug.length - 1)}${slug}/`
    : item.uri
  const out: T = { ...item, slug, uri }
  if (edit.status) out.status = edit.status
  if (edit.password !== undefined) {
    if (edit.password) out.password = edit.password
    else delete out.password
  }
  // Moved to the top (0), its URI is its slug alone; below a page, page-tree builds it.
  if (edit.parent === 0) {
    delete out.parent
    out.uri = `/${slug}/`
  } else if (edit.parent !== undefined) out.parent = edit.parent
  return out
}
