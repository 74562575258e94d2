import type { BlockProps } from '../define-block'
import { Island } from '../ui/Island'
import type { CareerHeroAttrs } from './schema'
import { VacancyFilters, type VacancyFiltersProps } from './VacancyFilters'

/** The careers h1 with the vacancy filters island. */
export function CareerHero({ id, attrs, data }: BlockProps<CareerHeroAttrs, VacancyFiltersProps>) {
  return (
    <section className="hero hero-careers" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h1 id={`${id}-title`}>{attrs.title}</h1>
        {attrs.text && <p className="hero-text">{attrs.text}</p>}
        <Island name="vacancy-filters" props={data} when="idle">
          <VacancyFilters {...data} />
        </Island>
      </div>
    </section>
  )
}
