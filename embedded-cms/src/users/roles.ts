/**
 * WordPress's default roles and their primitive capabilities, as `populate_roles()` creates them
 * (wp-admin/includes/schema.php). `WP_User::$allcaps` also holds the role's own name, which
 * WPGraphQL's `User.capabilities` lists with the rest.
 */

const CONTRIBUTOR = ['edit_posts', 'read', 'level_1', 'level_0', 'delete_posts']

const AUTHOR = [
  ...CONTRIBUTOR,
  'upload_files',
  'edit_published_posts',
  'publish_posts',
  'level_2',
  'delete_published_posts',
]

const EDITOR = [
  ...AUTHOR,
  'moderate_comments',
  'manage_categories',
  'manage_links',
  'unfiltered_html',
  'edit_others_posts',
  'edit_pages',
  'level_7',
  'level_6',
  'level_5',
  'level_4',
  'level_3',
  'edit_others_pages',
  'edit_published_pages',
  'publish_pages',
  'delete_pages',
  'delete_others_pages',
  'delete_published_pages',
  'delete_others_posts',
  'delete_private_posts',
  'edit_private_posts',
  'read_private_posts',
  'delete_private_pages',
  'edit_private_pages',
  'read_private_pages',
]

const ADMINISTRATOR = [
  ...EDITOR,
  'switch_themes',
  'edit_themes',
  'activate_plugins',
  'edit_plugins',
  'edit_users',
  'edit_files',
  'manage_options',
  'import',
  'level_10',
  'level_9',
  'level_8',
  'delete_users',
  'create_users',
  'unfiltered_upload',
  'edit_dashboard',
  'update_plugins',
  'delete_plugins',
  'install_plugins',
  'update_themes',
  'install_themes',
  'update_core',
  'list_users',
  'remove_users',
  'promote_users',
  'edit_theme_options',
  'delete_themes',
  'export',
]

export const ROLE_CAPABILITIES = {
  administrator: ADMINISTRATOR,
  editor: EDITOR,
  author: AUTHOR,
  contributor: CONTRIBUTOR,
  subscriber: ['read', 'level_0'],
} as const satisfies Record<string, readonly string[]>

export type RoleName = keyof typeof ROLE_CAPABILITIES

export const isRoleName = (name: string): name is RoleName => name in ROLE_CAPABILITIES

/** A WordPress user as the service knows it once a credential has named them. */
export interface WpUser {
  id: number
  /** `user_login`, what an application password is sent with. */
  login: string
  email: string
  /** `display_name`. */
  name: string
  role: RoleName
  /** `allcaps`: the role's capabilities and the role's name. */
  capabilities: ReadonlySet<string>
}

/** Builds a user of a default role. */
export function wpUser(fields: Omit<WpUser, 'capabilities'>): WpUser {
  return { ...fields, capabilities: new Set([...ROLE_CAPABILITIES[fields.role], fields.role]) }
}

/** `user_can()` for a primitive capability; an anonymous caller has none. */
export const userCan = (user: WpUser | null, capability: string): boolean =>
  !!user && user.capabilities.has(capability)
