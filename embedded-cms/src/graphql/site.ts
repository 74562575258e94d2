import settings from '../../content/settings.json'
import { userCan, type WpUser } from '../users/roles'
import { connection, type ConnectionArgs } from './connection'
import { escHtml } from './wp-text'

/** A menu item as the demo content writes it: a site path or an absolute URL, maybe children. */
interface MenuEntry {
  label: string
  url: string
  cssClasses?: string[]
  children?: MenuEntry[]
}

const MENUS = settings.menus as Record<string, MenuEntry[]>
const globalId = (type: string, id: number) => btoa(`${type}:${id}`)

/** WordPress options the operator may change at run time (`blogname`, `blogdescription`, `admin_email`). */
export interface GeneralOverrides {
  title?: string
  description?: string
  email?: string
}

/**
 * `generalSettings`: Settings → General of the demo WordPress. WPGraphQL resolves `email` only for
 * a user who may manage options: an anonymous caller (or a wrong credential) gets null.
 */
export function generalSettings(
  publicUrl: string,
  overrides: GeneralOverrides,
  viewer: WpUser | null,
) {
  const { email = settings.general.email, ...rest } = overrides
  return {
    language: settings.general.language,
    timezone: settings.general.timezone,
    url: publicUrl,
    dateFormat: 'j F Y',
    timeFormat: 'H:i',
    startOfWeek: 1,
    ...rest,
    // Stored through sanitize_option(), which escapes them; WPGraphQL sends them as stored.
    title: escHtml(rest.title ?? settings.general.title),
    description: escHtml(rest.description ?? settings.general.description),
    email: userCan(viewer, 'manage_options') ? email : null,
  }
}

/** Every item of the menu at `location`, flat, in menu order, as WPGraphQL lists them. */
function menuItems(location: string, publicUrl: string) {
  const entries = MENUS[location] ?? []
  const base = 7000 + Object.keys(MENUS).indexOf(location) * 100
  const items: object[] = []
  const add = (entry: MenuEntry, parent: number) => {
    const databaseId = base + items.length + 1
    const url = entry.url.startsWith('/') ? `${publicUrl}${entry.url}` : entry.url
    items.push({
      __typename: 'MenuItem',
      id: globalId('post', databaseId),
      databaseId,
      label: entry.label,
      title: null,
      url,
      uri: entry.url.startsWith('/') ? entry.url : null,
      path: entry.url.startsWith('/') ? entry.url : url,
      target: null,
      description: null,
      linkRelationship: null,
      cssClasses: entry.cssClasses ?? [],
      order: items.length + 1,
      parentDatabaseId: parent,
      parentId: parent ? globalId('post', parent) : null,
      locations: [location],
    })
    for (const child of entry.children ?? []) add(child, databaseId)
  }
  for (const entry of entries) add(entry, 0)
  return items as { databaseId: number; parentDatabaseId: number }[]
}

type MenuArgs = ConnectionArgs & {
  where?: { location?: string | null; parentDatabaseId?: number | null } | null
}

/** `menuItems(where: { location })`: only menus assigned to a location are public. */
export function menuItemConnection(args: MenuArgs, publicUrl: string) {
  const { where, ...paging } = args
  let items = where?.location ? menuItems(where.location, publicUrl) : []
  if (where?.parentDatabaseId != null) {
    items = items.filter((i) => i.parentDatabaseId === where.parentDatabaseId)
  }
  return connection(items, paging)
}

/** Yoast SEO's site settings: the organisation and its social profiles. */
export function yoastSiteSettings() {
  const { yoast, general } = settings
  return {
    schema: {
      companyName: yoast.companyName,
      companyOrPerson: 'company',
      siteName: general.title,
      wordpressSiteName: general.title,
      personName: null,
      companyLogo: null,
      personLogo: null,
      logo: null,
      siteUrl: null,
      inLanguage: general.language,
    },
    social: {
      facebook: null,
      twitter: { username: yoast.social.twitter, cardType: 'summary_large_image' },
      instagram: null,
      linkedIn: { url: yoast.social.linkedIn },
      mySpace: null,
      pinterest: null,
      youTube: null,
      wikipedia: null,
      otherSocials: yoast.social.otherSocials,
    },
  }
}
