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

/** Office addresses by city, for vacancy locations (JobPosting) and contact details. */
export const OFFICE_ADDRESSES: Record<
  string,
  { streetAddress: string; postalCode: string; addressLocality: string; addressCountry: string }
> = {
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
}
