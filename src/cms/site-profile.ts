import * as z from 'zod/mini'
import { canonicalPath } from '../routes/route-map'
import type { CmsMenuItem, CmsOrganization, GeneralSettings } from './operations/site'
import { ownHosts, safeUrl, type OwnHosts } from './url-policy'

export interface NavLink {
  href: string
  label: string
}

/** A menu entry: a link, maybe with a sub-menu; `cta` marks the call-to-action button. */
export interface NavItem extends NavLink {
  children: NavLink[]
  cta: boolean
  /**
   * Its address is a page that only this item links: not a `#` placeholder, and no child links the
   * same address. A footer column's heading is then its link.
   */
  ownPage?: boolean
}

interface PostalAddress {
  streetAddress: string
  postalCode: string
  addressLocality: string
  addressCountry: string
}

/** The menus of the site, by theme location. */
interface SiteMenus {
  header: NavItem[]
  mobile: NavItem[]
  footer: NavItem[]
  legal: NavLink[]
}
export type MenuName = keyof SiteMenus

/** The company behind the site, as the shell, structured data and messages show it. */
export interface SiteProfile {
  name: string
  legalName: string
  description: string
  email: string
  careersEmail: string
  /** Empty when unknown: the footer then shows no phone. */
  phone: string
  sameAs: string[]
  /** Office addresses by city, for job postings. */
  offices: Record<string, PostalAddress>
  menus: SiteMenus
}

const locationName = z
  .string()
  .check(z.regex(/^[A-Z][A-Z0-9_]*$/, 'a MenuLocationEnum value, e.g. PRIMARY'))

/** SITE_CONFIG: what WordPress does not know about the company, or overrides of what it says. */
export const siteConfigSchema = z.partial(
  z.strictObject({
    name: z.string().check(z.minLength(1)),
    legalName: z.string().check(z.minLength(1)),
    description: z.string(),
    email: z.email(),
    careersEmail: z.email(),
    phone: z.string(),
    sameAs: z.array(z.url()),
    offices: z.record(
      z.string(),
      z.object({
        streetAddress: z.string(),
        postalCode: z.string(),
        addressLocality: z.string(),
        addressCountry: z.string().check(z.length(2)),
      }),
    ),
    /** The theme's menu locations (WPGraphQL MenuLocationEnum values). */
    menuLocations: z.partial(
      z.object({
        header: locationName,
        mobile: locationName,
        footer: locationName,
        legal: locationName,
      }),
    ),
  }),
)
type SiteConfigInput = z.infer<typeof siteConfigSchema>

/** Menu locations the site asks WordPress for, unless SITE_CONFIG names others. */
export const DEFAULT_MENU_LOCATIONS: Record<MenuName, string> = {
  header: 'HEADER',
  mobile: 'MOBILE',
  footer: 'FOOTER',
  legal: 'LEGAL',
}

/** What the site read from WordPress; null where WordPress had nothing (or lacks the plugin). */
export interface WordPressSite {
  general: GeneralSettings | null
  organization: CmsOrganization | null
  menus: Record<MenuName, CmsMenuItem[] | null>
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i

/**
 * A menu URL by the CMS URL policy, or null when the policy refuses it (`javascript:`, `data:`,
 * control characters...): a link of the site's own (its origin, or a path, read from the root as
 * every page's menu is) becomes a site path without WordPress's trailing slash
 * (`/services/data/` → `/services/data`); other sites stay absolute (`//host` as `https://host/`).
 */
function menuHref(url: string, own: OwnHosts): string | null {
  const safe = safeUrl(url, 'link', own)
  if (safe === null) return null
  if (HAS_SCHEME.test(safe)) return safe
  const parsed = new URL(safe, 'https://site.invalid/')
  // One leading slash (`/.//host` resolves to `//host`), no trailing one.
  const path = canonicalPath(parsed.pathname.replace(/^\/+/, '/'))
  return path + parsed.search + parsed.hash
}

/**
 * A WordPress permalink of a post that is not published (`/?page_id=13`, `/?p=7`,
 * `/?post_type=case_study&p=7`): what a menu item linking a draft gets; the site has no such page.
 */
const UNPUBLISHED_PERMALINK = /^\/\?(?:page_id=\d+|p=\d+|post_type=[\w-]+&p=\d+)$/

/**
 * WordPress's flat menu items as a tree: top-level items with their children, in menu order. The
 * site's menus have two levels: an item deeper down (a grandchild) joins its top-level item's
 * sub-menu right after its parent, as the menu lists it, rather than vanishing. An item whose URL
 * the policy refuses, or that links a post not published, is left out (with its children).
 * With `ownLinkFirst` (the header and mobile menus, where a top-level item with children is a
 * button that opens its sub-menu), that item's own link, when it has one (not a `#` placeholder),
 * comes first in its sub-menu unless a child links the same address (the demo's 'All services');
 * `ownPage` says the same for every menu (the footer's column headings).
 */
export function menuTree(
  items: readonly CmsMenuItem[],
  siteUrl: string,
  { ownLinkFirst = false }: { ownLinkFirst?: boolean } = {},
): NavItem[] {
  const own = ownHosts(siteUrl)
  const sorted = [...items].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
  const toLink = (i: CmsMenuItem): NavLink | null => {
    const href = menuHref(i.url ?? '/', own)
    if (href === null || UNPUBLISHED_PERMALINK.test(href)) return null
    return { href, label: (i.label ?? '').trim() }
  }
  /** An item's descendants in menu order, depth first; a refused item takes its own with it. */
  const below = (id: number, seen: ReadonlySet<number>): NavLink[] =>
    sorted
      .filter((c) => c.parentDatabaseId === id && !seen.has(c.databaseId))
      .flatMap((c) => {
        const link = toLink(c)
        if (!link?.label) return []
        return [link, ...below(c.databaseId, new Set([...seen, c.databaseId]))]
      })
  return sorted.flatMap((i) => {
    const link = i.parentDatabaseId ? null : toLink(i)
    if (!link?.label) return []
    const below1 = below(i.databaseId, new Set([i.databaseId]))
    const ownPage =
      !/^(#|$)/.test((i.url ?? '').trim()) && !below1.some((c) => c.href === link.href)
    const children =
      ownLinkFirst && ownPage && below1.length
        ? [{ href: link.href, label: link.label }, ...below1]
        : below1
    const cta = (i.cssClasses ?? []).some((c) => c === 'button' || c === 'cta')
    return [{ ...link, cta, children, ownPage }]
  })
}

/** A profile URL of the organisation (structured data `sameAs`): absolute http(s) only. */
const profileUrl = (url: string): string | null => {
  const safe = safeUrl(url, 'link')
  return safe && /^https?:\/\//i.test(safe) ? safe : null
}

/** An X (Twitter) handle as its profile URL: letters, digits and `_` only, or none. */
const twitterProfile = (username: string | null | undefined): string | null => {
  const handle = username?.trim().replace(/^@/, '')
  return handle && /^\w{1,50}$/.test(handle) ? `https://x.com/${handle}` : null
}

const socialUrls = (org: CmsOrganization | null): string[] => {
  const social = org?.social
  if (!social) return []
  const urls = [
    social.linkedIn?.url,
    social.facebook?.url,
    social.instagram?.url,
    social.youTube?.url,
    social.pinterest?.url,
    social.wikipedia?.url,
    twitterProfile(social.twitter?.username),
    ...(social.otherSocials ?? []),
  ]
  return urls.flatMap((u) => (u ? (profileUrl(u) ?? []) : []))
}

const present = (v: string | null | undefined) => (v && v.trim() ? v.trim() : undefined)

/** The site's name when neither SITE_CONFIG nor WordPress names it: its host name. */
const hostOf = (siteUrl: string) => {
  try {
    return new URL(siteUrl).hostname
  } catch {
    return siteUrl
  }
}

/**
 * The company profile: SITE_CONFIG where it says something, else WordPress (Settings → General,
 * Yoast's organisation and social profiles, the menus). Where neither says anything the shell is
 * neutral: the site's host as its name, no contact details, no menu links. The demo company is
 * the embedded content service's content and the demo's configuration, never a fallback here.
 */
export function resolveSiteProfile(
  wordpress: WordPressSite | null,
  config: SiteConfigInput,
  siteUrl: string,
): SiteProfile {
  const general = wordpress?.general
  const name = config.name ?? present(general?.title) ?? hostOf(siteUrl)
  const email = config.email ?? present(general?.email) ?? ''
  const sameAs = (config.sameAs ?? socialUrls(wordpress?.organization ?? null)).flatMap(
    (u) => profileUrl(u) ?? [],
  )
  const menu = (which: MenuName): NavItem[] | null => {
    const items = wordpress?.menus[which]
    const ownLinkFirst = which === 'header' || which === 'mobile'
    const tree = items?.length ? menuTree(items, siteUrl, { ownLinkFirst }) : []
    return tree.length ? tree : null
  }
  const header = menu('header') ?? []
  return {
    name,
    legalName: config.legalName ?? present(wordpress?.organization?.schema?.companyName) ?? name,
    description: config.description ?? present(general?.description) ?? '',
    email,
    careersEmail: config.careersEmail ?? email,
    phone: config.phone ?? '',
    sameAs,
    offices: config.offices ?? {},
    menus: {
      header,
      mobile: menu('mobile') ?? header,
      footer: menu('footer') ?? [],
      legal: menu('legal') ?? [],
    },
  }
}
