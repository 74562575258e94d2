import { SITE } from '../../src/blocks/ui/shell/site'

/** Serialises JSON-LD so that it can never close its script element. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
}

export function organizationJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    legalName: SITE.legalName,
    url: siteUrl,
    logo: new URL('/logo.svg', siteUrl).toString(),
    email: SITE.email,
    telephone: SITE.phone,
    sameAs: SITE.sameAs,
  }
}
