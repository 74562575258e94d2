/** The company behind the site: used by the shell, JSON-LD and fallbacks. */
export const SITE = {
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
} as const

export interface NavLink {
  href: string
  label: string
}

/** The ten service pages, in the order of the services overview. */
export const SERVICE_LINKS: readonly NavLink[] = [
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

export const MAIN_LINKS: readonly NavLink[] = [
  { href: '/case-studies', label: 'Case Studies' },
  { href: '/careers', label: 'Careers' },
]

export const CONTACT_LINK: NavLink = { href: '/contact', label: 'Contact us' }

export const LEGAL_LINKS: readonly NavLink[] = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-use', label: 'Terms of Use' },
]
