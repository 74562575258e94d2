import { createContext, use } from 'react'
import type { NavItem, NavLink, SiteProfile } from '../../../cms/site-profile'

export type { NavItem, NavLink, SiteProfile }

/** Outside a provider (islands in the browser): no company details, no links. */
export const NO_SITE: SiteProfile = {
  name: '',
  legalName: '',
  description: '',
  email: '',
  careersEmail: '',
  phone: '',
  sameAs: [],
  offices: {},
  menus: { header: [], mobile: [], footer: [], legal: [] },
}

/**
 * The company behind the site for everything rendered in this request: name, contact details,
 * links and menus, resolved from SITE_CONFIG and WordPress (worker/site-profile.ts).
 */
export const SiteContext = createContext<SiteProfile>(NO_SITE)

/** The company profile of this request. */
export function useSite(): SiteProfile {
  return use(SiteContext)
}
