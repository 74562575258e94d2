/**
 * WordPress's `edit_post` meta capability, decided from what WPGraphQL tells the site: the
 * viewer's primitive capabilities (`User.capabilities`) and the post's status and author. It is
 * `map_meta_cap('edit_post')` of wp-includes/capabilities.php: the author needs `edit_posts`, or
 * `edit_published_posts` once the post is published or scheduled; anyone else needs
 * `edit_others_posts`, plus `edit_published_posts` (published, scheduled) or `edit_private_posts`
 * (private). Pages use the `_pages` names; a custom post type registered with the default
 * `capability_type` (`post`) uses the `_posts` ones.
 */

export type CapabilityType = 'post' | 'page'

/** What the decision reads of the viewer. */
export interface CapabilityHolder {
  databaseId: number
  capabilities: readonly string[]
}

/** What the decision reads of the post: the author is unknown when WordPress restricts the post. */
export interface EditablePost {
  status?: string | null
  authorDatabaseId?: number | null
}

const cap = (verb: string, type: CapabilityType) => `${verb}_${type}s`

/** Whether the viewer may edit the post (`current_user_can('edit_post', $post)`). */
export function canEditPost(
  viewer: CapabilityHolder,
  post: EditablePost,
  type: CapabilityType,
): boolean {
  const has = (name: string) => viewer.capabilities.includes(name)
  const published = post.status === 'publish' || post.status === 'future'
  if (post.authorDatabaseId != null && post.authorDatabaseId === viewer.databaseId) {
    return has(cap(published ? 'edit_published' : 'edit', type))
  }
  if (!has(cap('edit_others', type))) return false
  if (published) return has(cap('edit_published', type))
  if (post.status === 'private') return has(cap('edit_private', type))
  return true
}

/**
 * Whether the viewer may see and edit every post of the type, whoever wrote it and whatever its
 * status: for them, a post WordPress does not show does not exist.
 */
export function canEditEveryPost(viewer: CapabilityHolder, type: CapabilityType): boolean {
  return ['edit_others', 'edit_published', 'edit_private', 'read_private'].every((verb) =>
    viewer.capabilities.includes(cap(verb, type)),
  )
}
