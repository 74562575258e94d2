import * as z from 'zod/mini'
import { operation } from '../graphql'
import { optionalTextSchema } from '../schemas'

const text = z.nullish(z.string())

const generalSettingsSchema = z.object({
  // Stored escaped by WordPress (esc_html); decoded here, escaped again when rendered.
  title: optionalTextSchema,
  description: optionalTextSchema,
  url: text,
  email: text,
})
export type GeneralSettings = z.infer<typeof generalSettingsSchema>

/** WordPress core: Settings → General (site title, tagline, address, administration email). */
export const SiteSettings = operation<
  Record<string, never>,
  { generalSettings: GeneralSettings | null }
>(
  'SiteSettings',
  `query SiteSettings {
  generalSettings { title description url email }
}`,
  z.object({ generalSettings: z.nullable(generalSettingsSchema) }),
)

/**
 * WordPress core: the administration email of Settings → General. WPGraphQL hides it from anonymous
 * callers (null), so this settings-only query is the one sent with the credential.
 */
export const SiteEmail = {
  ...operation<Record<string, never>, { generalSettings: { email?: string | null } | null }>(
    'SiteEmail',
    `query SiteEmail {
  generalSettings { email }
}`,
    z.object({ generalSettings: z.nullable(z.object({ email: text })) }),
  ),
  credential: true,
} as const

const menuItemSchema = z.object({
  databaseId: z.number().check(z.int()),
  parentDatabaseId: z.nullish(z.number().check(z.int())),
  label: optionalTextSchema,
  url: text,
  order: z.nullish(z.number().check(z.int())),
  cssClasses: z.nullish(z.array(z.nullable(z.string()))),
  target: text,
})
export type CmsMenuItem = z.infer<typeof menuItemSchema>

/**
 * WordPress core: the menu assigned to a theme location, its items flat (children point at their
 * parent). The location travels as a variable so that any theme's location names validate.
 */
export const SiteMenu = operation<
  { location: string },
  { menuItems: { nodes: CmsMenuItem[] } | null }
>(
  'SiteMenu',
  `query SiteMenu($location: MenuLocationEnum!) {
  menuItems(first: 100, where: { location: $location }) {
    nodes { databaseId parentDatabaseId label url order cssClasses target }
  }
}`,
  z.object({ menuItems: z.nullable(z.object({ nodes: z.array(menuItemSchema) })) }),
)

const url = z.nullish(z.object({ url: text }))
const organizationSchema = z.object({
  schema: z.nullish(z.object({ companyName: optionalTextSchema })),
  social: z.nullish(
    z.object({
      facebook: url,
      instagram: url,
      linkedIn: url,
      youTube: url,
      pinterest: url,
      wikipedia: url,
      twitter: z.nullish(z.object({ username: text })),
      otherSocials: z.nullish(z.array(z.nullable(z.string()))),
    }),
  ),
})
export type CmsOrganization = z.infer<typeof organizationSchema>

/** Optional (Yoast SEO): the organisation's name and social profiles (Settings → Site representation). */
export const SiteOrganization = operation<Record<string, never>, { seo: CmsOrganization | null }>(
  'SiteOrganization',
  `query SiteOrganization {
  seo {
    schema { companyName }
    social {
      facebook { url } instagram { url } linkedIn { url } youTube { url } pinterest { url }
      wikipedia { url } twitter { username } otherSocials
    }
  }
}`,
  z.object({ seo: z.nullable(organizationSchema) }),
)
