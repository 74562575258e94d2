import { createContext, use } from 'react'
import type { NavItem, NavLink, SiteProfile } from '../../../cms/site-profile'

export type { NavItem, NavLink, SiteProfile }

const link = (href: string, label: string, children: NavLink[] = [], cta = false): NavItem => ({
  href,
  label,
  children,
  cta,
})

const DEMO_SERVICES: NavLink[] = [
  { href: '/services/software', label: 'Software Development' },
  { href: '/services/data', label: 'Data & Analytics' },
  { href: '/services/apps', label: 'Mobile & Web Apps' },
  { href: '/services/it', label: 'IT Consulting' },
  { href: '/services/ecommerce-and-cms-platforms', label: 'E-commerce & CMS Platforms' },
  { href: '/services/dev-team', label: 'Dedicated Dev Team' },
  { href: '/services/ui-ux', label: 'UI/UX Design' },
  { href: '/services/automation-and-integration', label: 'Automation & Integration' },
  { href: '/services/cloud-management', label: 'Cloud Management' },
  { href: '/services/bpo', label: 'Business Process Outsourcing' },
]
const DEMO_COMPANY_LINKS: NavItem[] = [
  link('/case-studies', 'Case Studies'),
  link('/careers', 'Careers'),
  link('/about', 'About'),
]
const DEMO_HEADER: NavItem[] = [
  link('/services', 'Services', [{ href: '/services', label: 'All services' }, ...DEMO_SERVICES]),
  ...DEMO_COMPANY_LINKS,
  link('/contact', 'Contact us', [], true),
]

/**
 * The demo company: what the site shows where neither WordPress nor SITE_CONFIG says otherwise,
 * as long as the site is the demo (same name). The menus match the embedded service's demo menus.
 */
export const DEMO_SITE: SiteProfile = {
  name: 'Northwind Labs',
  legalName: 'Northwind Labs Ltd.',
  email: 'hello@northwindlabs.dev',
  careersEmail: 'careers@northwindlabs.dev',
  phone: '+44 20 7946 0321',
  description:
    'Northwind Labs designs, builds and runs software for companies that cannot afford to stand still.',
  sameAs: [
    'https://www.linkedin.com/company/northwind-labs',
    'https://github.com/northwind-labs',
    'https://x.com/northwindlabs',
  ],
  offices: {
    Belgrade: {
      streetAddress: 'Bulevar Mihajla Pupina 10',
      postalCode: '11070',
      addressLocality: 'Belgrade',
      addressCountry: 'RS',
    },
    'Novi Sad': {
      streetAddress: 'Bulevar oslobođenja 30',
      postalCode: '21000',
      addressLocality: 'Novi Sad',
      addressCountry: 'RS',
    },
    Amsterdam: {
      streetAddress: 'Keizersgracht 241',
      postalCode: '1016 EA',
      addressLocality: 'Amsterdam',
      addressCountry: 'NL',
    },
    Lisbon: {
      streetAddress: 'Avenida da Liberdade 110',
      postalCode: '1250-146',
      addressLocality: 'Lisbon',
      addressCountry: 'PT',
    },
    Austin: {
      streetAddress: '401 Congress Avenue, Suite 1540',
      postalCode: '78701',
      addressLocality: 'Austin',
      addressCountry: 'US',
    },
  },
  menus: {
    header: DEMO_HEADER,
    mobile: DEMO_HEADER,
    footer: [
      link('/services', 'Services', DEMO_SERVICES),
      link('/about', 'Company', [...DEMO_COMPANY_LINKS, link('/contact', 'Contact us')]),
    ],
    legal: [
      { href: '/privacy-policy', label: 'Privacy Policy' },
      { href: '/terms-of-use', label: 'Terms of Use' },
    ],
  },
}

/**
 * The company behind the site for everything rendered in this request: name, contact details,
 * links and menus, resolved from SITE_CONFIG and WordPress (worker/site-profile.ts). Outside a
 * provider (islands in the browser) it is the demo company.
 */
export const SiteContext = createContext<SiteProfile>(DEMO_SITE)

/** The company profile of this request. */
export function useSite(): SiteProfile {
  return use(SiteContext)
}

/** The demo's service pages: the sitemap's fallback when the CMS lists none. */
export const SERVICE_LINKS: readonly NavLink[] = DEMO_SERVICES
