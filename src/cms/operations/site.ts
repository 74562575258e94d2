import * as z from 'zod'
import { operation } from '../graphql'
import { optionalTextSchema } from '../schemas'

const text = z.string().nullish()

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
  z.object({ generalSettings: generalSettingsSchema.nullable() }),
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
    z.object({ generalSettings: z.object({ email: text }).nullable() }),
  ),
  credential: true,
} as const

const menuItemSchema = z.object({
  databaseId: z.number().int(),
  parentDatabaseId: z.number().int().nullish(),
  label: optionalTextSchema,
  url: text,
  order: z.number().int().nullish(),
  cssClasses: z.array(z.string().nullable()).nullish(),
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
  z.object({ menuItems: z.object({ nodes: z.array(menuItemSchema) }).nullable() }),
)

const url = z.object({ url: text }).nullish()
const organizationSchema = z.object({
  schema: z.object({ companyName: optionalTextSchema }).nullish(),
  social: z
    .object({
      facebook: url,
      instagram: url,
      linkedIn: url,
      youTube: url,
      pinterest: url,
      wikipedia: url,
      twitter: z.object({ username: text }).nullish(),
      otherSocials: z.array(z.string().nullable()).nullish(),
    })
    .nullish(),
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
  z.object({ seo: organizationSchema.nullable() }),
)
