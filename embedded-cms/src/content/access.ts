import { userCan } from '../users/roles'
import { statusFromEnum, statusOf, type PostStatus, type Viewer } from './status'
import { ADMINISTRATOR_ID } from '../users/accounts'

/**
 * Who may see and edit which post, as WordPress core and WPGraphQL decide it. Sources (read from
 * wordpress-develop and wp-graphql/wp-graphql 2.20):
 * - `map_meta_cap('edit_post')` (wp-includes/capabilities.php): the author needs `edit_posts`, or
 *   `edit_published_posts` once the post is published or scheduled; anyone else needs
 *   `edit_others_posts`, plus `edit_published_posts` (published, scheduled) or `edit_private_posts`
 *   (private). Pages use the `_pages` names, custom post types registered with the default
 *   `capability_type` the `_posts` ones.
 * - WPGraphQL `Model\Post::is_private()` / `is_post_private()`: a published post is public; a private
 *   one needs `read_private_posts`, every other status `edit_posts`, or the caller gets null. A
 *   revision (what `asPreview` resolves to) needs `edit_posts` and `edit_post` on its parent
 *   (`read_private_posts` when the parent is private), unless the caller wrote the revision.
 * - `Model\Post::get_restricted_cap()` and `Model::get_visibility()`: a draft, pending or scheduled
 *   post of someone else, seen by a user without `edit_others_posts`, is *restricted*: only
 *   `id`, `databaseId`, `slug`, `status`, `title`, `uri`, `isFrontPage` (and a few more) resolve.
 */

/** The post types of the demo and the capability type their meta capabilities map to. */
export const CAPABILITY_TYPE = {
  page: 'page',
  case_study: 'post',
  service: 'post',
  project: 'post',
  technology: 'post',
  vertical: 'post',
  partner: 'post',
  client: 'post',
  award: 'post',
  management_team: 'post',
} as const

export type PostType = keyof typeof CAPABILITY_TYPE

/** A primitive capability of a post type: `edit_others` on a page is `edit_others_pages`. */
export const typeCap = (
  verb: 'edit' | 'edit_others' | 'edit_published' | 'edit_private' | 'read_private',
  type: PostType,
): string => `${verb}_${CAPABILITY_TYPE[type]}s`

/** What access decisions read of a post. */
export interface AccessItem {
  status?: PostStatus | undefined
  /** `post_author`; the demo's posts are the administrator's unless they say otherwise. */
  author?: number | undefined
}

const authorOf = (item: AccessItem): number => item.author ?? ADMINISTRATOR_ID

/** `current_user_can('edit_post', $post)`, through `map_meta_cap()`. */
export function canEditPost(viewer: Viewer, item: AccessItem, type: PostType): boolean {
  if (!viewer) return false
  const status = statusOf(item)
  const needs: string[] = []
  if (authorOf(item) === viewer.id) {
    needs.push(
      status === 'publish' || status === 'future'
        ? typeCap('edit_published', type)
        : typeCap('edit', type),
    )
  } else {
    needs.push(typeCap('edit_others', type))
    if (status === 'publish' || status === 'future') needs.push(typeCap('edit_published', type))
    else if (status === 'private') needs.push(typeCap('edit_private', type))
  }
  return needs.every((cap) => userCan(viewer, cap))
}

/** How WPGraphQL's model layer shows a post to this caller: whole, restricted, or not at all. */
export type Visibility = 'public' | 'restricted' | 'private'

/** The visibility of a post (not a revision). */
export function postVisibility(item: AccessItem, type: PostType, viewer: Viewer): Visibility {
  const status = statusOf(item)
  if (status === 'publish') return 'public'
  const required = status === 'private' ? typeCap('read_private', type) : typeCap('edit', type)
  if (!userCan(viewer, required)) return 'private'
  if (viewer && authorOf(item) === viewer.id) return 'public'
  // get_restricted_cap(): drafts, pending and scheduled posts of others need edit_others_posts.
  if (status === 'private') return 'public'
  return userCan(viewer, typeCap('edit_others', type)) ? 'public' : 'restricted'
}

/** Whether a revision or autosave of `parent` resolves for this caller (else null). */
export function revisionVisible(
  revision: AccessItem,
  parent: AccessItem,
  type: PostType,
  viewer: Viewer,
): boolean {
  if (!userCan(viewer, typeCap('edit', type))) return false
  if (viewer && authorOf(revision) === viewer.id) return true
  return statusOf(parent) === 'private'
    ? userCan(viewer, typeCap('read_private', type))
    : canEditPost(viewer, parent, type)
}

/**
 * The statuses a list returns: `publish` unless `where: { stati }` or `where: { status }` asks for
 * others, which a caller gets only with the capability to see them (`read_private_posts` for
 * private, `edit_posts` for the rest); without any, WordPress falls back to `publish`.
 */
export function listStati(
  where: { stati?: readonly string[] | null; status?: string | null } | null | undefined,
  type: PostType,
  viewer: Viewer,
): Set<string> {
  const asked = (where?.stati ?? (where?.status ? [where.status] : [])).map(statusFromEnum)
  const allowed = asked.filter(
    (s) =>
      s === 'publish' ||
      userCan(viewer, s === 'private' ? typeCap('read_private', type) : typeCap('edit', type)),
  )
  return new Set(allowed.length ? allowed : ['publish'])
}
