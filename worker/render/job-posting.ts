import type { SiteProfile } from '../../src/cms/site-profile'
import type { Vacancy } from '../../src/cms/vacancies'

const isRemote = (location: string) => /remote/i.test(location)

/** `JobPosting` structured data for a vacancy at `path`, with the fields Google's rich results require. */
export function jobPostingJsonLd(
  vacancy: Vacancy,
  siteUrl: string,
  path: string,
  descriptionHtml: string,
  site: Pick<SiteProfile, 'name' | 'offices'>,
) {
  const offices = vacancy.locations.filter((l) => !isRemote(l))
  const remote = vacancy.locations.some(isRemote)
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.name,
    description: descriptionHtml || `<p>${vacancy.name} at ${site.name}.</p>`,
    identifier: {
      '@type': 'PropertyValue',
      name: site.name,
      value: String(vacancy.job_position_id),
    },
    datePosted: vacancy.datePosted ?? new Date().toISOString().slice(0, 10),
    ...(vacancy.validThrough ? { validThrough: vacancy.validThrough } : {}),
    employmentType: vacancy.employmentType ?? 'FULL_TIME',
    occupationalCategory: vacancy.occupation_category || undefined,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: siteUrl,
      logo: new URL('/logo.svg', siteUrl).toString(),
    },
    ...(offices.length
      ? {
          jobLocation: offices.map((city) => ({
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(site.offices[city] ?? { addressLocality: city }),
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
    url: new URL(path, siteUrl).toString(),
  }
}
