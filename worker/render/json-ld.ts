import type { SiteProfile } from '../../src/cms/site-profile'

/** Serialises JSON-LD so that it can never close its script element. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
}

/** `Organization` structured data of the company (the site profile). */
export function organizationJsonLd(siteUrl: string, site: SiteProfile) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    legalName: site.legalName,
    url: siteUrl,
    logo: new URL('/logo.svg', siteUrl).toString(),
    ...(site.email ? { email: site.email } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.sameAs.length ? { sameAs: site.sameAs } : {}),
  }
}
