import type { Vacancy } from '../../src/cms/vacancies'
import { Form } from '../../src/blocks/ui/forms/Form'
import { ROUTES } from '../../src/routes/route-map'

/** The heading and description of a vacancy page (the route map's vacancy path). */
export function VacancyDetail({ vacancy, html }: { vacancy: Vacancy; html: string }) {
  return (
    <article className="vacancy container">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <a href={ROUTES.vacancy.listPath}>Careers</a> <span aria-hidden="true">/</span>{' '}
        <span aria-current="page">{vacancy.name}</span>
      </nav>
      <header className="vacancy-head">
        <p className="vacancy-department">{vacancy.occupation_category}</p>
        <h1>{vacancy.name}</h1>
        <ul className="vacancy-locations" aria-label="Locations">
          {vacancy.locations.map((location) => (
            <li key={location}>{location}</li>
          ))}
        </ul>
      </header>
      <div className="prose vacancy-description" dangerouslySetInnerHTML={{ __html: html }} />
      <section className="vacancy-apply" id="apply" aria-labelledby="apply-title">
        <h2 id="apply-title">Apply for this position</h2>
        <Form kind="application" vacancy={vacancy.slug} referencePage={vacancy.name} />
      </section>
    </article>
  )
}
