import type { BlockProps } from '../define-block'
import { Island } from '../ui/Island'
import type { CareerHeroAttrs } from './schema'
import { VacancyFilters, type VacancyFiltersProps } from './VacancyFilters'
import { headingText } from '../ui/HeadingText'

/** The careers h1 with the vacancy filters island. */
export function CareerHero({ id, attrs, data }: BlockProps<CareerHeroAttrs, VacancyFiltersProps>) {
  return (
    <section className="hero hero-careers" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h1 id={`${id}-title`}>{headingText(attrs.title)}</h1>
        {attrs.text && <p className="hero-text">{attrs.text}</p>}
        <Island name="vacancy-filters" props={data} when="idle">
          <VacancyFilters {...data} />
        </Island>
      </div>
    </section>
  )
}
