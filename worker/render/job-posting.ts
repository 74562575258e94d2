import { OFFICE_ADDRESSES, SITE } from '../../src/blocks/ui/shell/site'
import type { Vacancy } from '../../src/cms/vacancies'

const isRemote = (location: string) => /remote/i.test(location)

/** `JobPosting` structured data for a vacancy, with the fields Google's rich results require. */
export function jobPostingJsonLd(vacancy: Vacancy, siteUrl: string, descriptionHtml: string) {
  const offices = vacancy.locations.filter((l) => !isRemote(l))
  const remote = vacancy.locations.some(isRemote)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.name,
    description: descriptionHtml || `<p>${vacancy.name} at ${SITE.name}.</p>`,
    identifier: {
      '@type': 'PropertyValue',
      name: SITE.name,
      value: String(vacancy.job_position_id),
    },
    datePosted: vacancy.datePosted ?? new Date().toISOString().slice(0, 10),
    ...(vacancy.validThrough ? { validThrough: vacancy.validThrough } : {}),
    employmentType: vacancy.employmentType ?? 'FULL_TIME',
    occupationalCategory: vacancy.occupation_category || undefined,
    hiringOrganization: {
      '@type': 'Organization',
      name: SITE.name,
      sameAs: siteUrl,
      logo: new URL('/logo.svg', siteUrl).toString(),
    },
    ...(offices.length
      ? {
          jobLocation: offices.map((city) => ({
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(OFFICE_ADDRESSES[city] ?? { addressLocality: city }),
            },
          })),
        }
      : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'European Union' },
        }
      : {}),
    url: new URL(`/careers/${vacancy.slug}`, siteUrl).toString(),
  }
}
