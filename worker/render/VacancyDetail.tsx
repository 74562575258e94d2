import type { Vacancy } from '../../src/cms/vacancies'
import { Form } from '../../src/blocks/ui/forms/Form'
import { ROUTES } from '../../src/routes/route-map'
import { headingText } from '../../src/blocks/ui/HeadingText'

/** schema.org employment types (the vacancy's `employmentType`) as a visitor reads them. */
const EMPLOYMENT_TYPES: Record<string, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
  VOLUNTEER: 'Volunteer',
  PER_DIEM: 'Per diem',
  OTHER: 'Other',
}

/** The employment type as shown; the same default as the page's JobPosting data (full-time). */
const employmentTypeLabel = (type: string | null | undefined) =>
  EMPLOYMENT_TYPES[type ?? 'FULL_TIME'] ?? type ?? 'Full-time'

/** `2027-01-31` as `31 January 2027`; null when it is not a date. */
function longDate(iso: string | null | undefined): string | null {
  const date = iso ? new Date(`${iso.slice(0, 10)}T00:00:00Z`) : null
  if (!date || Number.isNaN(date.getTime())) return null
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/**
 * A vacancy page (the route map's vacancy path): the description beside its facts (location,
 * type, department, closing date) and an Apply link that stays in view on wide screens; the
 * application form under the description.
 */
export function VacancyDetail({ vacancy, html }: { vacancy: Vacancy; html: string }) {
  const closes = longDate(vacancy.validThrough)
  const facts = [
    { term: 'Location', value: vacancy.locations.join(' · ') },
    { term: 'Type', value: employmentTypeLabel(vacancy.employmentType) },
    { term: 'Department', value: vacancy.occupation_category },
    { term: 'Apply by', value: closes ?? '' },
  ].filter((fact) => fact.value)
  return (
    <article className="vacancy container">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <a href={ROUTES.vacancy.listPath}>Careers</a> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{vacancy.name}</span>
      </nav>
      {/* The department is one of the facts: not named again above the title, whose top the
          facts card is level with on wide screens. */}
      <header className="vacancy-head">
        <h1>{headingText(vacancy.name)}</h1>
      </header>
      <aside className="vacancy-aside" aria-label="About this position">
        <div className="vacancy-facts">
          <dl>
            {facts.map((fact) => (
              <div key={fact.term}>
                <dt>{fact.term}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <a className="btn btn-primary vacancy-apply-link" href="#apply">
            Apply now
          </a>
        </div>
      </aside>
      <div className="prose vacancy-description" dangerouslySetInnerHTML={{ __html: html }} />
      <section className="vacancy-apply" id="apply" aria-labelledby="apply-title">
        <h2 id="apply-title">Apply for this position</h2>
        <Form kind="application" vacancy={vacancy.slug} referencePage={vacancy.name} />
      </section>
    </article>
  )
}
