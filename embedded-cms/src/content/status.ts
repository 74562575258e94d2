/** WordPress post statuses the demo content uses (`post_status`). */
export type PostStatus = 'publish' | 'draft' | 'pending' | 'private' | 'future'

/** Who asks: WordPress resolves non-public posts only for a user who may edit them. */
export type Viewer = 'anonymous' | 'administrator'

export const statusOf = (item: { status?: PostStatus | undefined }): PostStatus =>
  item.status ?? 'publish'

/**
 * Whether WPGraphQL's model layer lets this caller see a post: published posts are public; private,
 * draft, pending and scheduled posts need a user with the rights (here the administrator's
 * application password). Anonymous callers get `null`.
 */
export function canRead(item: { status?: PostStatus | undefined }, viewer: Viewer): boolean {
  return statusOf(item) === 'publish' || viewer === 'administrator'
}

/** `PostStatusEnum` values (`DRAFT`) as WordPress stores them (`draft`). */
function statusFromEnum(value: string): string {
  return value.toLowerCase()
}

/**
 * The statuses a list returns: `publish` unless `where: { stati }` or `where: { status }` asks for
 * others, which only a user with the rights gets (WordPress drops the ones the caller may not read
 * and falls back to `publish`).
 */
export function listStati(
  where: { stati?: readonly string[] | null; status?: string | null } | null | undefined,
  viewer: Viewer,
): Set<string> {
  const asked = (where?.stati ?? (where?.status ? [where.status] : [])).map(statusFromEnum)
  const allowed = asked.filter((s) => s === 'publish' || viewer === 'administrator')
  return new Set(allowed.length ? allowed : ['publish'])
}
