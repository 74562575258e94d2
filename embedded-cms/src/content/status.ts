import type { WpUser } from '../users/roles'

/** WordPress post statuses the demo content uses (`post_status`). */
export type PostStatus = 'publish' | 'draft' | 'pending' | 'private' | 'future'

/** Who asks: a signed-in WordPress user, or null for an anonymous caller. */
export type Viewer = WpUser | null

export const statusOf = (item: { status?: PostStatus | undefined }): PostStatus =>
  item.status ?? 'publish'

/** `PostStatusEnum` values (`DRAFT`) as WordPress stores them (`draft`). */
export function statusFromEnum(value: string): string {
  return value.toLowerCase()
}
